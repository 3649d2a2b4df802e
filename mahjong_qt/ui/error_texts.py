"""The core's errors in the user's language, for the game and the editor alike.

The core reports a problem with a stable ``code``, ``params`` and an English ``message`` (for the
command line). This module turns :class:`~mahjong_qt.core.layout_issues.LayoutIssue` (a layout
file's or the editor's problems) and :class:`~mahjong_qt.core.formats.FormatError` (a foreign
file's) and :class:`~mahjong_qt.core.deals.NoDealError` (a layout no deal can be made for) into
translated text, so that no English detail reaches a French user. The texts are in
the ``mahjong_qt`` catalog (context ``ErrorTexts``), which the editor loads too.

Texts start in lower case so they fit after a colon ("This layout cannot be played: …");
:func:`sentence` capitalises one that stands alone.
"""

from __future__ import annotations

import errno
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QLocale, QObject

from ..core.deals import NoDealError
from ..core.formats import FormatError
from ..core.geometry import Position
from ..core.layout import LayoutError
from ..core.layout_issues import LayoutIssue
from ..core.layout_limits import MAX_XY, MAX_Z
from ..core.text_fill import fill as _fill

__all__ = [
    "MAX_REASONS",
    "sentence",
    "issue_text",
    "layout_issue_text",
    "format_error_text",
    "issue_reasons",
    "error_reasons",
    "file_problem_text",
    "settings_notice_text",
    "map_title",
    "deal_error_text",
]

MAX_REASONS = 5  # reasons listed before "… and N more problems"


def _num(value: Any) -> str:
    """A whole number the way the user's language writes it ("2 000 000" in French)."""
    try:
        return QLocale().toString(int(value))
    except (TypeError, ValueError):
        return str(value)


def sentence(text: str) -> str:
    """The text with a capital first letter, to stand on its own line."""
    return text[:1].upper() + text[1:]


class ErrorTexts(QObject):
    """The translated texts (a QObject so that ``self.tr`` gives ``lupdate`` the plurals)."""

    # -- files in general -----------------------------------------------------------------------
    def file_problem(self, code: str) -> str | None:
        """The reason for a file problem any reader may report (layouts, saves, settings)."""
        texts = {
            "unreadable": self.tr("the file could not be read"),
            "too_large": self.tr("the file is too large"),
            "not_text": self.tr("the file is not text (damaged?)"),
            "not_json": self.tr("the file is damaged (not valid JSON)"),
            "invalid": self.tr("the file holds invalid values"),
        }
        return texts.get(code)

    def settings_notice(self, code: str) -> str:
        """What the player is told when the settings file could not be used at start."""
        if code == "too_new":
            return self.tr(
                "The settings were made by a newer version of Mahjong Qt. They are kept as they"
                " are; this version uses the default settings and does not save them."
            )
        return self.tr("The settings file was damaged and set aside; defaults are used.")

    # -- a layout's problems --------------------------------------------------------------------
    def geometry(
        self, code: str, p: Mapping[str, Any], positions: Sequence[Position], indices: Sequence[int]
    ) -> str | None:
        """Errors and warnings of the tiles' arrangement; positions when known, else indices."""
        count = int(p.get("count", 0))
        if code == "no_tiles":
            return self.tr("the layout has no tiles")
        if code == "too_many_tiles":
            text = self.tr("%n tiles: more than a layout may have (%1)", "", count)
            return _fill(text, _num(p.get("max", "")))
        if code == "more_than_one_set":
            text = self.tr(
                "%n tiles: more than one tile set (%1), some kinds will appear more than four times",
                "",
                count,
            )
            return _fill(text, _num(p.get("set", "")))
        if code == "odd_count":
            return self.tr("%n tile(s): an odd number (tiles go in pairs)", "", count)
        if code == "not_multiple_of_4":
            return self.tr(
                "%n tile(s): not a multiple of 4 (one kind will appear only twice)", "", count
            )
        if code == "overlap":
            if len(positions) == 2:
                (ax, ay, az), (bx, by, _bz) = positions
                text = self.tr("overlap on level %1: (%2, %3) and (%4, %5)")
                return _fill(text, az + 1, ax, ay, bx, by)
            first, second = (*indices, 0, 0)[:2]
            text = self.tr("overlap on level %1: tiles no. %2 and no. %3 of the file")
            return _fill(text, int(p.get("level", 0)) + 1, first + 1, second + 1)
        if code == "duplicate":
            x, y, z = positions[0] if positions else tuple(p.get("position", (0, 0, 0)))
            return _fill(self.tr("two tiles at (%1, %2) on level %3"), x, y, z + 1)
        if code == "floating":
            if positions:
                x, y, z = positions[0]
                text = self.tr("floating tile at (%1, %2) on level %3: nothing under it")
                return _fill(text, x, y, z + 1)
            text = self.tr("floating tile no. %1 on level %2: nothing under it")
            return _fill(text, (*indices, 0)[0] + 1, int(p.get("level", 0)) + 1)
        return None

    def layout_file(self, code: str, p: Mapping[str, Any], indices: Sequence[int]) -> str | None:
        """A layout file that is not JSON, not a layout, or has bad fields or coordinates."""
        if code == "not_json" and "line" in p:
            text = self.tr("the file is not valid JSON (line %1, column %2)")
            return _fill(text, _num(p["line"]), _num(p.get("column", 1)))
        if code == "not_layout":
            return self.tr("this is not a Mahjong Qt layout")
        if code == "unreadable":
            return self.foreign_file(code, p)  # says "does not exist" when given an errno
        if code == "field":
            reason = p.get("reason")
            if reason == "missing":
                text = self.tr("the field “%1” is missing")
            elif reason == "unknown":
                text = self.tr("“%1” is not a field of a layout file")
            elif reason == "version":
                return self.tr("this layout file is for another version of Mahjong Qt")
            elif reason == "invalid":
                text = self.tr("the field “%1” has a value that is not allowed")
            else:
                text = self.tr("the field “%1” is missing, unknown or invalid")
            return _fill(text, p.get("field", "?"))
        if code == "coordinate":
            text = self.tr(
                "tile no. %1 of the file is not valid: a tile is [x, y, z], with x and y whole"
                " numbers from 0 to %2 and z from 0 to %3"
            )
            return _fill(text, int(p.get("index", (*indices, 0)[0])) + 1, MAX_XY, MAX_Z)
        return self.file_problem(code)

    def deal_error(self, error: BaseException | None) -> str:
        if error is None:
            return self.tr("the deal was not made in time")
        if not isinstance(error, NoDealError):
            return self.tr("the deal could not be made")
        if error.code == "odd_count":
            return self.tr("the layout has an odd number of tiles")
        if error.code == "not_clearable":
            return self.tr("no order of removal empties this layout, so no deal can be won")
        if error.code == "no_removal_order":
            return self.tr("no way to empty this layout was found")
        tries = int(error.params.get("attempts", 0))
        if error.params.get("hard"):
            return self.tr(
                "no winnable hard deal was found in %n tries (an easier difficulty may work)",
                "",
                tries,
            )
        return self.tr(
            "no winnable deal was found in %n tries (easy deals are made another way and may work)",
            "",
            tries,
        )

    def more(self, params: Mapping[str, Any]) -> str:
        return self.tr("… and %n more of the same", "", int(params["more"]))

    def more_problems(self, count: int) -> str:
        return self.tr("… and %n more problem(s)", "", count)

    # -- foreign files (KMahjongg, GNOME Mahjongg, Kyodai) -----------------------------------------
    def where(self, text: str, line: int | None, element: str | None) -> str:
        """The reason, after the line and the XML element it concerns when known."""
        if element and line:
            return _fill(self.tr("<%1> at line %2: %3"), element, _num(line), text)
        if element:
            return _fill(self.tr("<%1>: %2"), element, text)
        if line:
            return _fill(self.tr("line %1: %2"), _num(line), text)
        return text

    def foreign_file(self, code: str, p: Mapping[str, Any]) -> str | None:
        """Problems of any foreign file: reading it, recognising it, its size."""
        if code == "unreadable":
            number = p.get("errno")
            if number == errno.ENOENT:
                return self.tr("the file does not exist")
            if number in (errno.EACCES, errno.EPERM):
                return self.tr("you are not allowed to read this file")
            return self.file_problem(code)
        texts = {
            "folder": self.tr("this is a folder, not a layout file"),
            "too_large": self.file_problem("too_large"),
            "binary": self.tr("this is a binary file, not a layout"),
            "already_json": self.tr(
                "this is already a Mahjong Qt layout (JSON): nothing to import"
            ),
            "unknown_format": self.tr(
                "not a known layout format: expected a KMahjongg .layout, a GNOME Mahjongg .map"
                " or a Kyodai .lay file"
            ),
            "nothing_to_export": self.tr("nothing to export: the layout has no tiles"),
        }
        if code == "too_large_for_format":
            text = self.tr(
                "too large for a %1 layout: it spans %2 × %3 half tiles on %4 levels; the format"
                " holds at most %5 × %6 on %7"
            )
            keys = ("format", "width", "height", "depth", "max_width", "max_height", "max_depth")
            return _fill(text, *(p.get(k, "") for k in keys))
        if code in texts:
            return texts[code]
        if code == "bad_header":
            first, second = (*p.get("expected", ()), "", "")[:2]
            text = self.tr("not a %1 layout: the first line must be “%2” or “%3”, found “%4”")
            return _fill(text, p.get("format", ""), first, second, p.get("found", ""))
        if code == "too_many_tiles":
            text = self.tr("too many tiles (more than %1, the most a layout may have)")
            return _fill(text, _num(p.get("max", "")))
        if code == "too_wide":
            text = self.tr(
                "the layout is too large: %1 tiles across and %2 down; at most %3 each way"
            )
            return _fill(text, _num(p.get("across")), _num(p.get("down")), _num(p.get("max")))
        if code == "bad_levels":
            return _fill(self.tr("the layout has more than %1 levels"), int(p.get("max", 0)) + 1)
        return None

    def grid_file(self, code: str, p: Mapping[str, Any]) -> str | None:
        """Problems of the grid formats: KMahjongg ``.layout`` and Kyodai ``.lay``."""
        if code == "bad_dimension":
            text = self.tr("“%1”: “%2” must be followed by a whole number from 1 to %3")
            return _fill(text, p.get("text", ""), p.get("letter", ""), _num(p.get("max")))
        if code == "missing_dimensions":
            text = self.tr(
                "the lines giving the grid’s size are missing: %1 (w for the width, h for the"
                " height, d for the depth)"
            )
            return _fill(text, ", ".join(p.get("missing", ())))
        if code == "no_grid":
            text = self.tr("no grid found: it must hold %1 × %2 × %3 = %4 cells")
            size = (p.get("width"), p.get("height"), p.get("depth"), p.get("cells"))
            return _fill(text, *map(_num, size))
        if code == "row_length":
            text = self.tr(
                "a row of the grid must have %1 characters, this one has %2 (the grid must hold"
                " %3 cells; it holds %4)"
            )
            size = (p.get("width"), p.get("found"), p.get("cells"), p.get("total"))
            return _fill(text, *map(_num, size))
        if code == "row_count":
            text = self.tr(
                "the grid has %Ln row(s); %1 were expected (h × d = %2 × %3)",
                "",
                int(p.get("rows", 0)),
            )
            return _fill(text, *map(_num, (p.get("expected"), p.get("height"), p.get("depth"))))
        if code == "ends_early":
            text = self.tr(
                "the file ends early: line 2 is the name and line 3 the grid of %1 digits"
            )
            return _fill(text, _num(p.get("cells")))
        if code == "grid_length":
            text = self.tr(
                "expected %1 digits (%2 levels × %3 rows × %4 columns), found %Ln character(s)",
                "",
                int(p.get("found", 0)),
            )
            size = (p.get("cells"), p.get("levels"), p.get("rows"), p.get("columns"))
            return _fill(text, *map(_num, size))
        if code == "bad_character":
            text = self.tr(
                "character %1 (level %2, row %3, column %4) is “%5”; the grid holds only digits"
            )
            where = (p.get("position"), p.get("level"), p.get("row"), p.get("column"))
            return _fill(text, *map(_num, where), p.get("character", ""))
        return None

    def map_file(self, code: str, p: Mapping[str, Any]) -> str | None:
        """Problems of GNOME Mahjongg ``.map`` files (XML)."""
        texts = {
            "too_deep": self.tr("the file is nested too deeply to be a map file"),
            "doctype": self.tr("a DOCTYPE is not allowed in a map file"),
            "no_map": self.tr("no <map> element: this is not a GNOME Mahjongg map file"),
            "nested_map": self.tr("a <map> cannot be inside another <map>"),
            "nested_layer": self.tr("a <layer> cannot be inside another <layer>"),
            "outside_map": self.tr("outside a <map>"),
        }
        if code in texts:
            return texts[code]
        if code == "too_many_maps":
            return _fill(self.tr("the file holds more than %1 maps"), _num(p.get("max")))
        if code == "file_too_many_tiles":
            text = self.tr("the maps of this file hold more than %1 tiles in all")
            return _fill(text, _num(p.get("max")))
        if code == "too_many_elements":
            return _fill(self.tr("the file holds more than %1 elements"), _num(p.get("max")))
        name, value = p.get("attribute", ""), p.get("value", "")
        if code == "not_xml":
            return _fill(self.tr("the file is not well-formed XML (column %1)"), _num(p["column"]))
        if code == "missing_attribute":
            return _fill(self.tr("the attribute “%1” is missing"), name)
        if code == "not_a_number":
            return _fill(self.tr("%1=“%2” is not a number"), name, value)
        if code == "too_far":
            return _fill(self.tr("%1=“%2” is too far (at most %3)"), name, value, _num(p["max"]))
        if code == "not_half":
            text = self.tr("%1=“%2” is not a whole or half number (like 3 or 3.5)")
            return _fill(text, name, value)
        if code == "bad_level":
            return _fill(self.tr("z=“%1” is not a level from 0 to %2"), value, p.get("max", ""))
        if code == "inverted_range":
            text = self.tr("%1 (%2) is beyond %3 (%4)")
            return _fill(text, p["low"], p["low_value"], p["high"], p["high_value"])
        maps = self.map_list(p.get("maps", ()))
        if code == "choose_map":
            text = self.tr("this file holds %n maps; choose one of them: %1", "", len(p["maps"]))
            return _fill(text, maps)
        if code == "no_map_number":
            text = self.tr("there is no map number %1 in this file; its maps: %2")
            return _fill(text, p.get("number", ""), maps)
        if code == "no_map_named":
            text = self.tr("there is no map named “%1” in this file; its maps: %2")
            return _fill(text, p.get("name", ""), maps)
        return None

    def map_list(self, maps: Iterable[Sequence[Any]]) -> str:
        """``1: Easy, 2: map at line 12``: the maps of a file by number and name."""
        names = []
        for number, (name, line) in enumerate(maps, start=1):
            names.append(_fill(self.tr("%1: %2"), number, self.map_title(name, line)))
        return ", ".join(names)

    def map_title(self, name: str, line: int) -> str:
        return name or _fill(self.tr("map at line %1"), _num(line))


_texts: ErrorTexts | None = None


def _tr() -> ErrorTexts:
    global _texts
    if _texts is None:
        _texts = ErrorTexts()
    return _texts


def issue_text(
    code: str,
    params: Mapping[str, Any],
    positions: Sequence[Position] = (),
    indices: Sequence[int] = (),
) -> str:
    """A layout problem in the user's language.

    ``positions`` are the tiles concerned when known (the editor), else ``indices`` into the
    file's ``tiles`` list (a layout file). A code without a text of its own gets a general one.
    """
    t = _tr()
    if "more" in params:
        return t.more(params)
    text = t.geometry(code, params, positions, indices) or t.layout_file(code, params, indices)
    return text or t.file_problem("invalid") or ""


def layout_issue_text(issue: LayoutIssue) -> str:
    """One issue of a layout file (a :class:`LayoutError`'s reason, or a warning)."""
    return issue_text(issue.code, issue.params, indices=issue.tiles)


def format_error_text(error: FormatError) -> str:
    """A foreign file's error, after its line and XML element when known."""
    t = _tr()
    p = error.params
    code = error.code
    text = t.foreign_file(code, p) or t.grid_file(code, p) or t.map_file(code, p)
    return t.where(text or t.file_problem("invalid") or "", error.line, error.element)


def issue_reasons(issues: Sequence[LayoutIssue], limit: int = MAX_REASONS) -> list[str]:
    """The texts of a layout's issues, at most ``limit`` (the last then says how many more)."""
    reasons = [layout_issue_text(i) for i in issues] or [issue_text("invalid", {})]
    if len(reasons) <= limit:
        return reasons
    return reasons[: limit - 1] + [_tr().more_problems(len(reasons) - limit + 1)]


def error_reasons(error: LayoutError | FormatError, limit: int = MAX_REASONS) -> list[str]:
    """Why a file cannot be used: a foreign file's one reason, or a layout file's issues."""
    if isinstance(error, FormatError):
        return [format_error_text(error)]
    return issue_reasons(error.issues, limit)


def map_title(name: str, line: int) -> str:
    """A GNOME map's name for a list: its name, else where it starts in the file."""
    return _tr().map_title(name, line)


def file_problem_text(code: str) -> str | None:
    """The reason for a file problem any reader reports ("unreadable", "too_large", "not_text",
    "not_json", "invalid"); ``None`` for another code."""
    return _tr().file_problem(code)


def settings_notice_text(code: str) -> str:
    """The message for a settings file that could not be used (its notice's ``code``): made by a
    newer version (kept, not overwritten), or damaged (set aside)."""
    return _tr().settings_notice(code)


def deal_error_text(error: BaseException | None) -> str:
    """Why no deal was made: a :class:`NoDealError`'s reason, ``None`` for a deal not made in
    time (a worker's cap), anything else as a general failure."""
    return _tr().deal_error(error)
