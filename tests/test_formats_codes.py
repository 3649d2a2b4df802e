"""Every FormatError code comes from a real broken input, with the parameters its translation
needs; code and parameters survive pickling (errors cross process boundaries).

``every_format_error`` is also used by the translation tests: one real error per code.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable
from pathlib import Path
from unittest import mock

import pytest

from mahjong_qt.core.formats import (
    FORMAT_ERROR_CODES,
    FormatError,
    export_kmahjongg,
    export_kyodai,
    gnome_map,
    import_bytes,
    normalise,
    read_foreign,
)
from mahjong_qt.core.formats.imported import check_tile_count


def _gnome(body: str, maps: int = 1) -> bytes:
    one = f'<map name="M" scorename="m">{body}</map>'
    return f"<mahjongg>{one * maps}</mahjongg>".encode()


def _missing(tmp: Path) -> object:
    return read_foreign(tmp / "missing.layout")


def _folder(tmp: Path) -> object:
    return read_foreign(tmp)


def _too_deep(_tmp: Path) -> object:
    """Expat itself does not recurse; a parser that does is simulated."""
    parser = mock.MagicMock()
    parser.Parse.side_effect = RecursionError
    with mock.patch.object(gnome_map.expat, "ParserCreate", return_value=parser):
        return import_bytes(b"<mahjongg></mahjongg>")


KYODAI_GRID = "0" * 3400
V11 = "kmahjongg-layout-v1.1\n"

# code -> how to provoke it (given a temporary folder)
BROKEN: dict[str, Callable[[Path], object]] = {
    "unreadable": _missing,
    "folder": _folder,
    "too_large": lambda _: import_bytes(b"Kyodai 3.0\n" + b"0" * 2_000_001),
    "binary": lambda _: import_bytes(b"kmahjongg-layout-v1.1\n\x00"),
    "already_json": lambda _: import_bytes(b'{"schema_version": 1}', "t.json"),
    "unknown_format": lambda _: import_bytes(b"garbage", "notes.txt"),
    "bad_header": lambda _: import_bytes(b"garbage", "c.lay"),
    "too_many_tiles": lambda _: check_tile_count(577, 3),
    "too_wide": lambda _: normalise([(0, 0, 0), (300, 0, 0)]),
    "bad_levels": lambda _: normalise([(0, 0, 0), (0, 0, 40)]),
    "nothing_to_export": lambda _: export_kmahjongg([]),
    "too_large_for_format": lambda _: export_kyodai([(0, 0, 0), (40, 0, 0)]),
    "bad_dimension": lambda _: import_bytes((V11 + "wx\n").encode()),
    "missing_dimensions": lambda _: import_bytes((V11 + "w4\n").encode()),
    "no_grid": lambda _: import_bytes((V11 + "w4\nh2\nd1\n").encode()),
    "row_length": lambda _: import_bytes((V11 + "w4\nh2\nd1\n12\n").encode()),
    "row_count": lambda _: import_bytes((V11 + "w4\nh2\nd1\n1212\n").encode()),
    "ends_early": lambda _: import_bytes(b"Kyodai 3.0\nName\n"),
    "grid_length": lambda _: import_bytes(f"Kyodai 3.0\nN\n{KYODAI_GRID[:-1]}".encode()),
    "bad_character": lambda _: import_bytes(
        f"Kyodai 3.0\nN\n{KYODAI_GRID[:700]}x{KYODAI_GRID[701:]}".encode()
    ),
    "not_xml": lambda _: import_bytes(b"<mahjongg><map></mahjongg>"),
    "too_deep": _too_deep,
    "doctype": lambda _: import_bytes(b'<!DOCTYPE mahjongg [<!ENTITY a "b">]><mahjongg/>', "x.map"),
    "no_map": lambda _: import_bytes(b"<mahjongg></mahjongg>"),
    "nested_map": lambda _: import_bytes(_gnome("<map/>")),
    "nested_layer": lambda _: import_bytes(_gnome("<layer><layer/></layer>")),
    "outside_map": lambda _: import_bytes(b'<mahjongg><tile x="0" y="0"/></mahjongg>'),
    "missing_attribute": lambda _: import_bytes(_gnome('<row y="0" right="3"/>')),
    "not_a_number": lambda _: import_bytes(_gnome('<tile x="1e3" y="0"/>')),
    "too_far": lambda _: import_bytes(_gnome('<tile x="20000" y="0"/>')),
    "not_half": lambda _: import_bytes(_gnome('<tile x="0.25" y="0"/>')),
    "bad_level": lambda _: import_bytes(_gnome('<tile x="0" y="0" z="40"/>')),
    "inverted_range": lambda _: import_bytes(_gnome('<row y="0" left="3" right="1"/>')),
    "too_many_maps": lambda _: import_bytes(_gnome("", gnome_map.MAX_MAPS + 1)),
    "file_too_many_tiles": lambda _: import_bytes(
        _gnome('<block left="0" right="23" top="0" bottom="23"/>', gnome_map.MAX_MAPS)
    ),
    "too_many_elements": lambda _: import_bytes(
        b"<mahjongg>" + b"<x/>" * gnome_map.MAX_ELEMENTS + b"</mahjongg>"
    ),
    "choose_map": lambda _: import_bytes(_gnome('<tile x="0" y="0"/>', 2)),
    "no_map_number": lambda _: import_bytes(_gnome('<tile x="0" y="0"/>', 2), map_choice=5),
    "no_map_named": lambda _: import_bytes(_gnome('<tile x="0" y="0"/>', 2), map_choice="Nope"),
}


def format_error(code: str, tmp: Path) -> FormatError:
    """The error that the broken input for ``code`` raises."""
    with pytest.raises(FormatError) as err:
        BROKEN[code](tmp)
    return err.value


def every_format_error(tmp: Path) -> list[FormatError]:
    """One real error per code, from its broken input."""
    return [format_error(code, tmp) for code in FORMAT_ERROR_CODES]


def test_every_code_has_a_broken_input():
    assert set(BROKEN) == set(FORMAT_ERROR_CODES)


@pytest.mark.parametrize("code", list(FORMAT_ERROR_CODES))
def test_each_broken_input_gives_its_code_and_parameters(code, tmp_path):
    err = format_error(code, tmp_path)
    assert err.code == code
    assert set(err.params) == set(FORMAT_ERROR_CODES[code])
    again = pickle.loads(pickle.dumps(err))
    assert type(again) is FormatError
    assert (again.code, again.params, again.line, again.element, str(again)) == (
        err.code,
        err.params,
        err.line,
        err.element,
        str(err),
    )


def test_parameters_say_what_the_message_says(tmp_path):
    err = format_error("bad_character", tmp_path)
    assert err.params == {"character": "x", "position": 701, "level": 2, "row": 1, "column": 21}
    assert err.line == 3 and "character 701 (level 2, row 1, column 21) is 'x'" in str(err)
    err = format_error("inverted_range", tmp_path)
    assert (err.element, err.line) == ("row", 1)
    assert err.params == {"low": "left", "high": "right", "low_value": "3", "high_value": "1"}
    err = format_error("no_map_named", tmp_path)
    assert err.params == {"name": "Nope", "maps": [["M", 1], ["M", 1]]}
    err = format_error("bad_header", tmp_path)
    assert err.params == {
        "format": "Kyodai",
        "expected": ["Kyodai 3.0", "Kyodai 6.0"],
        "found": "garbage",
    }


def test_an_unknown_code_is_a_programming_error():
    with pytest.raises(ValueError, match="unknown FormatError code"):
        FormatError("no_such_code", "text")
