"""Which key does what on the board (keyboard play and screen-reader exploration).

:func:`board_command` maps a key press to a command name; the board view carries it out with a
:class:`~mahjong_qt.core.tile_explorer.TileExplorer`. The keys are listed in the rules help.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

__all__ = ["COMMANDS", "board_command"]

K, M = Qt.Key, Qt.KeyboardModifier
_PLAIN: dict[int, str] = {
    K.Key_Left: "left",
    K.Key_Right: "right",
    K.Key_Up: "up",
    K.Key_Down: "down",
    K.Key_PageUp: "level_up",
    K.Key_PageDown: "level_down",
    K.Key_Home: "row_start",
    K.Key_End: "row_end",
    K.Key_F: "next_free",
    K.Key_M: "next_match",
    K.Key_I: "read",
    K.Key_Space: "activate",
    K.Key_Return: "activate",
    K.Key_Enter: "activate",
    K.Key_Escape: "escape",
}
_SHIFTED: dict[int, str] = {
    K.Key_Up: "level_up",
    K.Key_Down: "level_down",
    K.Key_F: "previous_free",
    K.Key_M: "previous_match",
}
COMMANDS = frozenset(_PLAIN.values()) | frozenset(_SHIFTED.values())


def board_command(key: int, modifiers: Qt.KeyboardModifier) -> str | None:
    """The command for ``key`` with ``modifiers`` (the keypad flag ignored); None: not ours."""
    mods = modifiers & ~M.KeypadModifier
    if mods == M.NoModifier:
        return _PLAIN.get(key)
    if mods == M.ShiftModifier:
        return _SHIFTED.get(key)
    return None
