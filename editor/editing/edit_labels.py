"""The name of each edit in the undo history, saying what it did: "Place 3 tiles on level 2",
"Shift level 1 right", "Move 4 tiles to level 3".

Names are read from the command itself (its kind, the tiles it removed and added, the levels it
names), in the user's language; a drag that made several commands is named as their sum.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from PySide6.QtCore import QObject

from mahjong_qt.core.geometry import Position
from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP

from .commands import Command, EditKind, MetadataEdit, TilesEdit

__all__ = ["command_label", "group_label"]

_DIRECTIONS = {
    (1, 0): QT_TRANSLATE_NOOP("EditLabels", "right"),
    (-1, 0): QT_TRANSLATE_NOOP("EditLabels", "left"),
    (0, -1): QT_TRANSLATE_NOOP("EditLabels", "up"),
    (0, 1): QT_TRANSLATE_NOOP("EditLabels", "down"),
}


def _level(positions: Iterable[Position]) -> int | None:
    """The one level all these tiles are on, or None."""
    levels = {p[2] for p in positions}
    return next(iter(levels)) if len(levels) == 1 else None


def _offset(edit: TilesEdit) -> tuple[int, int, int]:
    """How far a rigid move took the tiles (the least position moved to the least one)."""
    if not edit.removed or not edit.added:
        return (0, 0, 0)
    a, r = min(edit.added), min(edit.removed)
    return (a[0] - r[0], a[1] - r[1], a[2] - r[2])


def _with_level(text: str, z: int | None) -> str:
    return text.replace("%1", str(z + 1)) if z is not None else text


class EditLabels(QObject):
    """The translated texts (``tr`` gives them the context "EditLabels")."""

    def direction(self, dx: int, dy: int) -> str | None:
        key = ((dx > 0) - (dx < 0), (dy > 0) - (dy < 0))
        text = _DIRECTIONS.get(key)
        return self.tr(text) if text is not None else None

    def tiles(self, kind: EditKind, positions: frozenset[Position]) -> str:
        n, z = len(positions), _level(positions)
        if kind is EditKind.PLACE:
            if z is None:
                return self.tr("Place %n tile(s)", "", n)
            return _with_level(self.tr("Place %n tile(s) on level %1", "", n), z)
        if kind is EditKind.FILL:
            return _with_level(self.tr("Fill a block of %n tile(s) on level %1", "", n), z or 0)
        if kind is EditKind.PASTE:
            if z is None:
                return self.tr("Paste %n tile(s)", "", n)
            return _with_level(self.tr("Paste %n tile(s) on level %1", "", n), z)
        if kind is EditKind.CUT:
            return self.tr("Cut %n tile(s)", "", n)
        if kind is EditKind.DELETE:
            return self.tr("Delete %n tile(s)", "", n)
        if z is None:
            return self.tr("Erase %n tile(s)", "", n)
        return _with_level(self.tr("Erase %n tile(s) on level %1", "", n), z)

    def moved(self, edit: TilesEdit) -> str:
        dx, dy, dz = _offset(edit)
        n = len(edit.added)
        if dz:
            return _with_level(
                self.tr("Move %n tile(s) to level %1", "", n),
                _level(edit.added),
            )
        way = self.direction(dx, dy)
        if edit.kind is EditKind.SHIFT_ALL:
            if way is None:
                return self.tr("Shift the layout")
            return self.tr("Shift the layout %1").replace("%1", way)
        if edit.kind is EditKind.SHIFT_LEVEL:
            z = edit.levels_named[0] if edit.levels_named else 0
            if way is None:
                return _with_level(self.tr("Shift level %1"), z)
            return _with_level(self.tr("Shift level %1 %2"), z).replace("%2", way)
        if way is None or dx and dy:
            return self.tr("Move %n tile(s)", "", n)
        return self.tr("Move %n tile(s) %1", "", n).replace("%1", way)

    def level_operation(self, edit: TilesEdit) -> str:
        named = [str(z + 1) for z in edit.levels_named]
        texts = {
            EditKind.INSERT_LEVEL: self.tr("Insert level %1"),
            EditKind.DUPLICATE_LEVEL: self.tr("Duplicate level %1"),
            EditKind.DELETE_LEVEL: self.tr("Delete level %1"),
            EditKind.MOVE_LEVEL: self.tr("Swap levels %1 and %2"),
            EditKind.CLEAR_LEVEL: self.tr("Clear level %1"),
        }
        text = texts[edit.kind]
        for i, name in enumerate(named[:2], start=1):
            text = text.replace(f"%{i}", name)
        return text

    def command(self, command: Command) -> str:
        if isinstance(command, MetadataEdit):
            return self.tr("Edit layout properties")
        kind = command.kind
        if kind in (EditKind.PLACE, EditKind.PASTE, EditKind.FILL):
            return self.tiles(kind, command.added)
        if kind in (EditKind.ERASE, EditKind.CUT, EditKind.DELETE):
            return self.tiles(kind, command.removed)
        if kind in (EditKind.MOVE, EditKind.SHIFT_LEVEL, EditKind.SHIFT_ALL):
            return self.moved(command)
        if kind is EditKind.REPLACE:
            return self.tr("Replace tiles")
        return self.level_operation(command)


@cache
def _labels() -> EditLabels:
    return EditLabels()


def command_label(command: Command) -> str:
    """What one command did, in the user's language."""
    return _labels().command(command)


def group_label(kind: EditKind, commands: Sequence[Command]) -> str:
    """What a drag's commands did together (e.g. a row painted: "Place 6 tiles on level 1")."""
    edits = [c for c in commands if isinstance(c, TilesEdit)]
    if not edits:
        return command_label(TilesEdit(kind, frozenset(), frozenset(), 1, 1))
    removed = frozenset().union(*(e.removed for e in edits))
    added = frozenset().union(*(e.added for e in edits))
    first, last = edits[0], edits[-1]
    return command_label(TilesEdit(kind, removed, added, first.levels_before, last.levels_after))
