"""KMahjongg .layout: v1.0 and v1.1 import, export, round trips and one clear message per fault."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_formats_samples import (
    TURTLE_LEVELS,
    kmahjongg_grid,
    kmahjongg_v10,
    kmahjongg_v11,
    turtle_positions,
)

from mahjong_qt.core.formats import (
    Format,
    FormatError,
    LayoutTexts,
    detect_format,
    export_kmahjongg,
    import_file,
    normalise,
    parse_desktop_entry,
    parse_kmahjongg,
    to_layout,
)
from mahjong_qt.core.layout import LayoutError, load_layout
from mahjong_qt.resources import bundled_layout_files


def imported(text: str):
    return parse_kmahjongg(text.encode())


def fault(text: str | bytes) -> FormatError:
    with pytest.raises(FormatError) as err:
        parse_kmahjongg(text.encode() if isinstance(text, str) else text)
    return err.value


@pytest.mark.parametrize("writer", [kmahjongg_v10, kmahjongg_v11], ids=["v1.0", "v1.1"])
def test_the_turtle_in_both_versions(writer):
    result = imported(writer(turtle_positions()))
    assert result.format == "kmahjongg"
    assert list(result.positions) == turtle_positions()
    layout = to_layout(result, "/somewhere/Turtle_Classic.layout")
    assert layout.tile_count == 144 and layout.level_counts() == TURTLE_LEVELS
    assert layout.free_at_start() == 35
    assert layout.id == "turtle_classic"
    assert layout.name("en") == layout.name("fr") == "Turtle Classic"


def test_the_turtle_ones_sit_at_column_x_plus_1_and_row_y():
    """Our x is the column minus 1: KMahjongg's Turtle leaves column 0 empty."""
    rows = kmahjongg_grid(turtle_positions(), 32, 16, 5)
    assert rows[7].index("1") == 1  # the left end tile, our (0, 7, 0)
    assert [i for i, c in enumerate(rows[0]) if c == "1"][:2] == [3, 5]  # our x = 2, 4


def test_positions_are_translated_to_start_at_zero():
    tiles = [(0, 0, 0), (2, 0, 0), (1, 2, 0), (1, 0, 1)]
    result = imported(kmahjongg_v11(tiles, w=10, h=6, d=2, left=5, top=2))
    assert sorted(result.positions) == sorted(tiles)


def test_only_ones_count_and_anything_else_is_empty():
    text = "kmahjongg-layout-v1.1\nw4\nh2\nd1\n1x2.\n 43Z\n"
    assert imported(text).positions == ((0, 0, 0),)


def test_rows_may_be_split_or_joined_anyhow():
    """KMahjongg concatenates the lines: only the total count matters."""
    text = "kmahjongg-layout-v1.1\nw4\nh2\nd2\n1212434312\n12\n4343\n"
    assert imported(text).positions == ((0, 0, 0), (2, 0, 0), (0, 0, 1), (2, 0, 1))


def test_windows_line_ends_and_a_byte_order_mark():
    text = "\ufeffkmahjongg-layout-v1.1\r\nw4\r\nh2\r\nd1\r\n1212\r\n4343\r\n"
    assert imported(text).positions == ((0, 0, 0), (2, 0, 0))


def test_export_then_import_gives_the_same_turtle():
    turtle = turtle_positions()
    text = export_kmahjongg(turtle, "Turtle")
    assert (
        text.startswith("kmahjongg-layout-v1.1\n") and "\nw32\nh16\n" in text and "\nd5\n" in text
    )
    assert list(imported(text).positions) == turtle


def test_export_reproduces_kmahjongg_grid_for_the_turtle():
    text = export_kmahjongg(turtle_positions())
    rows = [line for line in text.splitlines()[1:] if line[:1] not in ("#", "w", "h", "d")]
    assert rows == kmahjongg_grid(turtle_positions(), 32, 16, 5)


def test_export_of_nothing_is_refused():
    with pytest.raises(FormatError, match="no tiles"):
        export_kmahjongg([])


positions_strategy = st.sets(
    st.tuples(st.integers(0, 40), st.integers(0, 30), st.integers(0, 6)), min_size=1, max_size=60
)


def _no_overlaps(tiles):
    kept: set[tuple[int, int, int]] = set()
    for x, y, z in sorted(tiles):
        if not any((x + dx, y + dy, z) in kept for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
            kept.add((x, y, z))
    return kept


@settings(max_examples=60, deadline=None)
@given(positions_strategy)
def test_export_import_round_trip_on_random_layouts(tiles):
    tiles = _no_overlaps(tiles)
    min_x = min(p[0] for p in tiles)
    min_y = min(p[1] for p in tiles)
    normalised = sorted((x - min_x, y - min_y, z) for x, y, z in tiles)
    back = imported(export_kmahjongg(tiles))
    assert sorted(back.positions) == normalised


def test_a_layout_from_the_file_goes_through_the_schema():
    three = "kmahjongg-layout-v1.1\nw6\nh2\nd1\n121212\n434343\n"
    with pytest.raises(LayoutError) as err:
        to_layout(imported(three), "three.layout")
    assert [i.code for i in err.value.issues] == ["odd_count"]
    two = three.replace("121212", "1212..")
    assert to_layout(imported(two), "two.layout").tile_count == 2


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("kmahjongg-layout-v2.0\n", 1, "first line must be"),
        ("hello\n", 1, "not a KMahjongg layout"),
        ("kmahjongg-layout-v1.1\nw4\nd1\n1212\n4343\n", 1, "missing: 'h'"),
        ("kmahjongg-layout-v1.1\nwide\nh2\nd1\n", 2, "whole number"),
        ("kmahjongg-layout-v1.1\nw4\nh0\nd1\n", 3, "whole number"),
        ("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n# note\n434\n", 7, "expected 4 characters"),
        ("kmahjongg-layout-v1.1\nw4\nh2\nd2\n1212\n4343\n....\n", 7, "expected 4 (2 levels of 2"),
    ],
)
def test_malformed_files_name_the_line(text, line, words):
    err = fault(text)
    assert err.line == line and words in str(err)
    assert str(err).startswith(f"line {line}: ")


def test_a_v10_grid_must_be_32_by_16_by_5():
    err = fault("kmahjongg-layout-v1.0\n" + "." * 32 + "\n")
    assert "32×16×5 = 2,560 cells" in str(err) and err.line == 2


def test_an_empty_grid():
    assert "no grid found" in str(fault("kmahjongg-layout-v1.1\nw4\nh2\nd1\n"))


def test_binary_and_huge_files():
    assert "binary" in str(fault(b"kmahjongg-layout-v1.1\n\x00\x01"))
    assert "too large" in str(fault(b"kmahjongg-layout-v1.1\n" + b"." * 2_000_001))


def test_too_many_tiles_stop_early():
    w = 2000
    text = (
        f"kmahjongg-layout-v1.1\nw{w}\nh2\nd1\n" + "12" * (w // 2) + "\n" + "43" * (w // 2) + "\n"
    )
    assert "too many tiles" in str(fault(text))


def test_too_wide_a_layout():
    w = 600
    text = f"kmahjongg-layout-v1.1\nw{w}\nh2\nd1\n1" + "." * (w - 2) + "1\n" + "." * w + "\n"
    assert "too large" in str(fault(text))


@pytest.mark.parametrize("path", bundled_layout_files(), ids=lambda p: p.stem)
def test_every_bundled_layout_survives_export_and_import(path):
    try:
        layout = load_layout(path)
    except LayoutError:
        pytest.skip("an invalid bundled layout is reported by the layout tests")
    back = imported(export_kmahjongg(layout.positions, layout.name("en")))
    assert back.positions == normalise(layout.positions)
    assert back.name == " ".join(layout.name("en").split())


def test_the_mahseum_variant_without_the_k_reads_the_same():
    text = kmahjongg_v11(turtle_positions())
    assert text.startswith("kmahjongg-layout-v1.1")
    mahseum = "mahjongg-layout-v1.1" + text.removeprefix("kmahjongg-layout-v1.1")
    assert imported(mahseum).positions == imported(text).positions == normalise(turtle_positions())
    assert detect_format(mahseum.encode(), "x.layout") is Format.KMAHJONGG
    assert detect_format(mahseum.encode(), None) is Format.KMAHJONGG  # by its content alone
    assert fault("mahjongg-layout-v1.0\n" + text.split("\n", 1)[1]).code == "bad_header"


def test_export_keeps_every_text_in_comment_lines_and_reads_them_back():
    texts = LayoutTexts("Castle", "Château", "alchark", "A castle\nwith towers", "Un château", "")
    text = export_kmahjongg(turtle_positions(), texts=texts)
    assert "# Name: Castle" in text and "# Name[fr]: Château" in text
    back = imported(text)
    assert back.texts == LayoutTexts(
        "Castle", "Château", "alchark", "A castle with towers", "Un château"
    )
    assert back.positions == normalise(turtle_positions())
    plain = imported(
        kmahjongg_v11(turtle_positions()).replace("\n", "\n# an ordinary comment: here\n", 1)
    )
    assert plain.texts == LayoutTexts()  # other comments say nothing


DESKTOP = """[KMahjonggLayout]
Name=Castle
Name[de]=Burg
Name[fr]=Château
Description=Vista-styled castle layout
Description[fr]=Forme d'un château dans le style « Vista »
VersionFormat=1
Author=alchark
FileName=castle.layout
[Other]
Name=Not this one
"""


def test_a_desktop_entry_gives_names_author_and_description():
    texts = parse_desktop_entry(DESKTOP)
    assert texts == LayoutTexts(
        "Castle",
        "Château",
        "alchark",
        "Vista-styled castle layout",
        "Forme d'un château dans le style « Vista »",
    )
    assert parse_desktop_entry("garbage\n=\n[KMahjonggLayout]\nName") == LayoutTexts()


def test_import_file_reads_the_desktop_file_beside_the_layout(tmp_path):
    layout = tmp_path / "castle.layout"
    layout.write_text(kmahjongg_v11(turtle_positions()), "utf-8")
    assert import_file(layout).name == ""
    (tmp_path / "castle.desktop").write_text(DESKTOP, "utf-8")
    result = import_file(layout)
    assert (result.name, result.name_fr, result.author) == ("Castle", "Château", "alchark")
    checked = to_layout(result, str(layout))
    assert checked.name("fr") == "Château" and checked.model.description.en.startswith("Vista")
    (tmp_path / "castle.desktop").write_bytes(b"\x00" * 10)  # binary: ignored, still imports
    assert import_file(layout).name == ""
