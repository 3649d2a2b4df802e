"""The one export of each format (:mod:`mahjong_qt.core.formats.export`), shared by the command
line and the editor: what survives an export then an import, the ``.desktop`` beside a KMahjongg
file, and nothing written when a layout cannot be exported."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_formats_samples import turtle_positions

from mahjong_qt.core.formats import (
    Format,
    FormatError,
    LayoutTexts,
    export_format_for,
    export_text,
    import_bytes,
    import_file,
    kmahjongg_desktop_text,
    parse_desktop_entry,
    write_export,
)

TURTLE = turtle_positions()

# Texts as a designer types them: words (accents too), digits and some punctuation, " by "
# among them; Kyodai's title line gives "::" a meaning, so a text never holds ':'.
_WORDS = st.sampled_from(["by", "Castle", "Château", "A&B", "<x>", '"q"', "\\", "l'an", "2", "-"])
_TEXT = st.lists(_WORDS, min_size=1, max_size=6).map(" ".join)


@settings(max_examples=80, deadline=None)
@given(name=_TEXT, author=_TEXT, category=_TEXT, fmt=st.sampled_from(list(Format)))
def test_name_author_and_category_survive_every_format(name, author, category, fmt):
    if fmt is Format.KYODAI:
        author = re.sub(r"(^|\s)by(?=\s)", r"\1&", author)  # Kyodai: it would end the name
    texts = LayoutTexts(name=name, author=author, category=category)
    back = import_bytes(export_text(TURTLE, texts, fmt, "my-id").encode("utf-8"), fmt=fmt)
    assert (back.name, back.author, back.category) == (name, author, category)
    assert sorted(back.positions) == sorted(TURTLE)


def test_the_kmahjongg_desktop_file_is_kmahjonggs_own_shape():
    texts = LayoutTexts("Castle", "Château", "alchark", "Vista-styled", "Style Vista", "Towers")
    text = kmahjongg_desktop_text(texts, "castle.layout")
    assert text.splitlines() == [
        "[KMahjonggLayout]",
        "Name=Castle",
        "Name[fr]=Château",
        "Description=Vista-styled",
        "Description[fr]=Style Vista",
        "Author=alchark",
        "Category=Towers",
        "VersionFormat=1",
        "FileName=castle.layout",
    ]
    assert parse_desktop_entry(text) == texts


def test_a_backslash_and_a_line_break_survive_the_desktop_file():
    texts = LayoutTexts(name="Back\\slash", description="two\nlines")
    back = parse_desktop_entry(kmahjongg_desktop_text(texts, "b.layout"))
    assert (back.name, back.description) == ("Back\\slash", "two lines")
    assert parse_desktop_entry("[KMahjonggLayout]\nName=a\\sb\\nc\\\\d\n").name == "a b c\\d"


def test_a_nameless_layout_is_listed_by_its_file_name():
    assert "\nName=my_board\n" in kmahjongg_desktop_text(LayoutTexts(), "my_board.layout")


def test_write_export_writes_the_desktop_file_beside_a_kmahjongg_file(tmp_path):
    texts = LayoutTexts(name="Turtle", name_fr="Tortue", author="Traditional")
    files = write_export(tmp_path / "t.layout", TURTLE, texts)
    assert files == [tmp_path / "t.layout", tmp_path / "t.desktop"]
    back = import_file(tmp_path / "t.layout")
    assert (back.name, back.name_fr, back.author) == ("Turtle", "Tortue", "Traditional")
    assert write_export(tmp_path / "t.map", TURTLE, texts) == [tmp_path / "t.map"]
    assert write_export(tmp_path / "t.txt", TURTLE, texts, Format.KYODAI) == [tmp_path / "t.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "t.desktop",
        "t.layout",
        "t.map",
        "t.txt",
    ]


def test_nothing_is_written_when_the_layout_does_not_fit(tmp_path):
    wide = [(2 * i, 0, 0) for i in range(40)]
    with pytest.raises(FormatError) as caught:
        write_export(tmp_path / "w.lay", wide, LayoutTexts(name="Wide"))
    assert caught.value.code == "too_large_for_format"
    with pytest.raises(FormatError):
        write_export(tmp_path / "e.layout", [], LayoutTexts())
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("a.layout", Format.KMAHJONGG),
        ("a.MAP", Format.GNOME),
        ("a.lay", Format.KYODAI),
        ("a.json", None),
        ("a", None),
    ],
)
def test_the_format_of_an_export_by_its_extension(name, fmt):
    assert export_format_for(name) is fmt


def test_a_gnome_map_keeps_its_author_and_category_in_attributes_gnome_ignores():
    text = export_text(
        TURTLE, LayoutTexts("Turtle", author="A & B", category="Classic"), Format.GNOME
    )
    assert '<map name="Turtle" scorename="turtle" author="A &amp; B" category="Classic">' in text


def test_an_author_s_own_by_cannot_end_a_kyodai_name():
    for author, kept in (("Ann by night", "Ann & night"), ("by me", "& me"), ("by", "by")):
        texts = LayoutTexts(name="Stand by me", author=author, category="Songs")
        text = export_text(TURTLE, texts, Format.KYODAI)
        back = import_bytes(text.encode(), fmt=Format.KYODAI)
        assert (back.name, back.author, back.category) == ("Stand by me", kept, "Songs")
