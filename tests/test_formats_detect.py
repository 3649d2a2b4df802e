"""Format detection, reading files, and the promise that no byte string raises anything else
than FormatError (the importers) or LayoutError (the schema check that follows)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_formats_samples import (
    gnome_file,
    gnome_tiles,
    kmahjongg_v11,
    kyodai_text,
    turtle_positions,
)

from mahjong_qt.core.formats import (
    FORMAT_ERROR_CODES,
    Format,
    FormatError,
    detect_format,
    import_bytes,
    import_file,
    parse_gnome_map,
    parse_kmahjongg,
    parse_kyodai,
    read_foreign,
    to_layout,
)
from mahjong_qt.core.layout import LayoutError

SAMPLES = {
    Format.KMAHJONGG: kmahjongg_v11(turtle_positions()),
    Format.GNOME: gnome_file(("Turtle", "easy", gnome_tiles(turtle_positions()))),
    Format.KYODAI: kyodai_text(turtle_positions()),
}


@pytest.mark.parametrize("fmt", list(Format))
def test_detected_by_content_whatever_the_name(fmt):
    assert detect_format(SAMPLES[fmt].encode(), "whatever.txt") is fmt
    assert detect_format(b"\xef\xbb\xbf  \n" + SAMPLES[fmt].encode()) is fmt


@pytest.mark.parametrize(
    ("name", "fmt"),
    [("a.LAYOUT", Format.KMAHJONGG), ("b.map", Format.GNOME), ("c.lay", Format.KYODAI)],
)
def test_detected_by_extension_when_the_content_does_not_say(name, fmt):
    assert detect_format(b"garbage", name) is fmt


def test_unknown_and_native_files():
    with pytest.raises(FormatError, match="not a layout format known here"):
        detect_format(b"garbage", "notes.txt")
    with pytest.raises(FormatError, match="Mahjong Qt layout"):
        detect_format(b'{"schema_version": 1}', "t.json")


def test_a_wrong_extension_gives_that_format_s_message():
    with pytest.raises(FormatError, match="line 1: not a Kyodai layout"):
        import_bytes(b"garbage", "c.lay")


@pytest.mark.parametrize("fmt", list(Format))
def test_import_file_reads_and_detects(tmp_path, fmt):
    path = tmp_path / "sample.bin"
    path.write_text(SAMPLES[fmt], encoding="utf-8")
    result = import_file(path)
    assert result.format == fmt.value and list(result.positions) == turtle_positions()


def test_unreadable_paths(tmp_path):
    with pytest.raises(FormatError, match="cannot read the file"):
        read_foreign(tmp_path / "missing.layout")
    with pytest.raises(FormatError, match="folder"):
        read_foreign(tmp_path)
    big = tmp_path / "big.layout"
    big.write_bytes(b"." * 2_000_001)
    with pytest.raises(FormatError, match="too large"):
        read_foreign(big)


def test_format_errors_survive_pickling():
    import pickle

    original = FormatError(
        "missing_attribute", "missing attribute 'left'", 12, "row", attribute="left"
    )
    err = pickle.loads(pickle.dumps(original))
    assert (err.message, err.line, err.element) == ("missing attribute 'left'", 12, "row")
    assert (err.code, err.params) == ("missing_attribute", {"attribute": "left"})
    assert str(err) == "<row> at line 12: missing attribute 'left'"


IMPORTERS = [parse_kmahjongg, parse_kyodai, parse_gnome_map, import_bytes]


def _only_clean_errors(data: bytes) -> None:
    for importer in IMPORTERS:
        try:
            result = importer(data)
        except FormatError as e:
            assert str(e) and "\n" not in str(e)
            assert set(e.params) == set(FORMAT_ERROR_CODES[e.code])
            continue
        try:
            to_layout(result, "fuzz.bin")
        except LayoutError:
            pass


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=600))
def test_random_bytes_raise_only_format_errors(data):
    _only_clean_errors(data)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(
        [
            b"kmahjongg-layout-v1.1\n",
            b"kmahjongg-layout-v1.0\n",
            b"Kyodai 3.0\n",
            b"<mahjongg><map>",
        ]
    ),
    st.binary(max_size=400),
)
def test_random_bytes_after_a_valid_header(head, tail):
    _only_clean_errors(head + tail)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_random_mutations_of_real_samples(data):
    fmt = data.draw(st.sampled_from(list(Format)))
    raw = bytearray(SAMPLES[fmt].encode())
    for _ in range(data.draw(st.integers(1, 5))):
        i = data.draw(st.integers(0, len(raw) - 1))
        raw[i] = data.draw(st.sampled_from(b"01234.<>/=\"' \nxzw#"))
    _only_clean_errors(bytes(raw))
