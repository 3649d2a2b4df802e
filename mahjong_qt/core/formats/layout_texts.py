"""The texts a foreign layout file may carry besides its tiles: names (English and French),
author, description, category.

KMahjongg keeps them in a ``.desktop`` file beside the ``.layout`` (``[KMahjonggLayout]`` with
``Name``, ``Name[fr]``, ``Description``, ``Description[fr]``, ``Author``); our own KMahjongg export
writes them as comment lines of the ``.layout`` itself (``# Name: ...``), which KMahjongg ignores
and our importer reads back, so an export then an import keeps them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING

from ..desktop_entry import parse_desktop_entry as read_key_file

if TYPE_CHECKING:
    from ..layout import Layout

__all__ = ["LayoutTexts", "texts_of_layout", "parse_desktop_entry", "header_lines", "HeaderReader"]

_MAX_TEXT = 4000  # the longest text kept (a description); names are cut at 200 later
_KEYS = {  # .desktop key / comment header key -> field
    "Name": "name",
    "Name[fr]": "name_fr",
    "Author": "author",
    "Description": "description",
    "Description[fr]": "description_fr",
    "Category": "category",
}


@dataclass(frozen=True)
class LayoutTexts:
    """What a file says about its layout; empty strings where it says nothing."""

    name: str = ""
    name_fr: str = ""
    author: str = ""
    description: str = ""
    description_fr: str = ""
    category: str = ""

    def merged_over(self, other: LayoutTexts) -> LayoutTexts:
        """These texts, with ``other``'s where these are empty."""
        return replace(
            other, **{f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name)}
        )


def texts_of_layout(layout: Layout) -> LayoutTexts:
    """What a foreign file keeps of one of our layouts: names, description, author, category."""
    m = layout.data
    return LayoutTexts(
        m.name.en, m.name.fr, m.author, m.description.en, m.description.fr, m.category
    )


def _one_line(text: str) -> str:
    return " ".join(text.split())[:_MAX_TEXT]


_ESCAPES = {"\\": "\\", "n": " ", "t": " ", "r": " ", "s": " "}


def _unescaped(value: str) -> str:
    """A key file value with its escapes read (``\\\\`` a backslash; ``\\n``, ``\\t``, ``\\s``
    a space: texts are kept on one line)."""
    out, chars = [], iter(value)
    for c in chars:
        if c == "\\":
            nxt = next(chars, "")
            out.append(_ESCAPES.get(nxt, c + nxt))
        else:
            out.append(c)
    return "".join(out)


def parse_desktop_entry(text: str) -> LayoutTexts:
    """The texts of a KMahjongg ``.desktop`` file (group ``[KMahjonggLayout]``, read by
    :func:`mahjong_qt.core.desktop_entry.parse_desktop_entry`); other keys are ignored."""
    entry = read_key_file(text)
    if entry.group != "KMahjonggLayout":
        return LayoutTexts()
    return LayoutTexts(
        **{f: _one_line(_unescaped(entry.keys[k])) for k, f in _KEYS.items() if k in entry.keys}
    )


def header_lines(texts: LayoutTexts) -> list[str]:
    """The comment lines that keep ``texts`` in an exported KMahjongg file."""
    names = {v: k for k, v in _KEYS.items()}
    return [
        f"# {names[f.name]}: {_one_line(getattr(texts, f.name))}"
        for f in fields(texts)
        if getattr(texts, f.name).strip()
    ]


class HeaderReader:
    """Collects ``# Key: value`` comment lines of a KMahjongg file (other comments are ignored)."""

    def __init__(self) -> None:
        self._values: dict[str, str] = {}

    def read(self, comment: str) -> None:
        key, sep, value = comment.removeprefix("#").strip().partition(":")
        if sep and key.strip() in _KEYS:
            self._values.setdefault(_KEYS[key.strip()], _one_line(value))

    def texts(self) -> LayoutTexts:
        return LayoutTexts(**self._values)
