"""Fuzzing the layout readers: Mahjong Qt's JSON layouts and the three foreign formats.

Every input gives ``LayoutError`` / ``FormatError`` (whose translated text can be shown) or a
layout, within the time and memory bound (:mod:`fuzz_kit`).
"""

from __future__ import annotations

from fuzz_kit import check, fuzz_settings, mutated
from hypothesis import given
from hypothesis import strategies as st
from seeds import gnome_seeds, kmahjongg_seeds, kyodai_seeds, layout_seeds

from mahjong_qt.core.formats import Format, FormatError, import_bytes, map_titles, to_layout
from mahjong_qt.core.layout import LayoutError, layout_to_json, parse_layout
from mahjong_qt.ui.error_texts import error_reasons


def _error(kind: str, error: LayoutError | FormatError) -> str:
    """The outcome of a refused file; its translated reasons must be made without failing."""
    assert all(isinstance(r, str) and r for r in error_reasons(error))
    if isinstance(error, FormatError):
        return f"{kind}:{error.code}"
    return f"{kind}:{error.issues[0].code if error.issues else '?'}"


def run_layout(data: bytes) -> str:
    try:
        layout = parse_layout(data, "fuzz.json")
    except LayoutError as e:
        return _error("error", e)
    layout.level_counts(), layout.free_at_start(), layout.name("fr")
    again = parse_layout(layout_to_json(layout.model), "again.json")  # what we accept we write
    assert again.positions == layout.positions
    return "value"


def run_foreign(data: bytes, fmt: Format | None, filename: str, choice: int | None) -> str:
    try:
        if fmt is Format.GNOME:
            map_titles(data)
        imported = import_bytes(data, filename, map_choice=choice, fmt=fmt)
    except FormatError as e:
        return _error("error", e)
    try:
        to_layout(imported, filename)
    except LayoutError as e:
        return _error("layout-error", e)
    return "value"


@fuzz_settings()
@given(mutated(layout_seeds(), json_seeds=True))
def test_layout_json(data):
    check("layout JSON", lambda: run_layout(data))


@fuzz_settings()
@given(mutated(kmahjongg_seeds()), st.sampled_from([Format.KMAHJONGG, None]))
def test_kmahjongg_layout(data, fmt):
    check("KMahjongg .layout", lambda: run_foreign(data, fmt, "fuzz.layout", None))


@fuzz_settings()
@given(
    mutated(gnome_seeds()),
    st.sampled_from([Format.GNOME, None]),
    st.sampled_from([None, 0, 1, 5]),
)
def test_gnome_map(data, fmt, choice):
    check("GNOME .map", lambda: run_foreign(data, fmt, "fuzz.map", choice))


@fuzz_settings()
@given(mutated(kyodai_seeds()), st.sampled_from([Format.KYODAI, None]))
def test_kyodai_lay(data, fmt):
    check("Kyodai .lay", lambda: run_foreign(data, fmt, "fuzz.lay", None))
