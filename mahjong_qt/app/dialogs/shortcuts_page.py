"""The preferences' Shortcuts page: one key per action of the game (``GameActions``), chosen
with a ``QKeySequenceEdit``. A key another action has, or one the board uses to move among the
tiles, is refused with a message; "Restore Defaults" gives every action its own keys back. What
differs from the defaults goes to ``Settings.shortcuts``."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QKeySequenceEdit,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.app.board.explore_keys import board_command
from mahjong_qt.app.window.actions import ShortcutRow

__all__ = ["ShortcutsPage"]

PORTABLE = QKeySequence.SequenceFormat.PortableText
NATIVE = QKeySequence.SequenceFormat.NativeText


def _on_board(sequence: QKeySequence) -> bool:
    """Whether the board view takes this key itself (arrows, F, M, Enter...)."""
    if sequence.count() != 1:
        return False
    combination = sequence[0]  # type: ignore[index]  # (PySide6's stubs lack operator[])
    return board_command(combination.key(), combination.keyboardModifiers()) is not None


class ShortcutsPage(QWidget):
    """The edits are what is chosen; a key is checked when its recording ends (the edit is put
    back to its last accepted key when it is refused)."""

    def __init__(self, rows: Sequence[ShortcutRow], parent: QWidget | None = None):
        super().__init__(parent)
        self.rows = {r.name: r for r in rows}
        self.edits: dict[str, QKeySequenceEdit] = {}
        self._accepted: dict[str, str] = {}
        form = QFormLayout()
        for row in rows:
            edit = QKeySequenceEdit(self)
            edit.setMaximumSequenceLength(1)
            edit.setClearButtonEnabled(True)
            edit.setAccessibleName(self.tr("Shortcut of %1").replace("%1", row.text))
            self.edits[row.name] = edit
            self._show(row.name, row.keys[0] if row.keys else "")
            edit.editingFinished.connect(lambda name=row.name: self._chosen(name))
            form.addRow(row.text, edit)
        inner = QWidget(self)
        inner.setLayout(form)
        scroll = QScrollArea(self)
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.restore = QPushButton(self.tr("&Restore Defaults"), self)
        self.restore.clicked.connect(self.restore_defaults)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.restore)
        column = QVBoxLayout(self)
        column.addWidget(scroll)
        column.addLayout(bottom)

    def keys_of(self, name: str) -> tuple[str, ...]:
        """The keys the action gets: all its defaults while its first is shown (Redo has two)."""
        text = self.edits[name].keySequence().toString(PORTABLE)
        defaults = self.rows[name].defaults
        return defaults if defaults[:1] == (text,) else (text,) if text else ()

    def _chosen(self, name: str) -> None:
        keys = self.edits[name].keySequence()
        text = keys.toString(PORTABLE)
        owner = next((o for o in self.rows if o != name and text in self.keys_of(o)), None)
        if text and (owner is not None or _on_board(keys)):
            refusal = (
                self.tr("“%1” is already the shortcut of “%2”: choose another key.").replace(
                    "%2", self.rows[owner].text
                )
                if owner is not None
                else self.tr("“%1” moves among the tiles on the board: choose another key.")
            )
            self.message.setText(refusal.replace("%1", keys.toString(NATIVE)))
            self._show(name, self._accepted[name])
            return
        self.message.setText("")
        self._accepted[name] = text

    def _show(self, name: str, text: str) -> None:
        self.edits[name].setKeySequence(QKeySequence(text, PORTABLE))
        self._accepted[name] = text

    def restore_defaults(self) -> None:
        for name, row in self.rows.items():
            self._show(name, row.defaults[0] if row.defaults else "")
        self.message.setText(self.tr("Every action has its own keys again."))

    def values(self) -> dict[str, dict[str, str]]:
        """``Settings.shortcuts``: the actions whose keys are not their defaults."""
        chosen = {}
        for name, row in self.rows.items():
            keys = self.keys_of(name)
            if keys != row.defaults:
                chosen[name] = keys[0] if keys else ""
        return {"shortcuts": chosen}
