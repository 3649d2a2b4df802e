"""The editor window's actions, made from the one table of :mod:`editor.controls.action_table`.

Each row becomes a ``QAction`` reached by its name (``actions.save``); the texts and tips are
set again from the table by :meth:`EditorActions.retranslate` when the language switches.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QStyle, QWidget

from .action_table import ACTIONS, CONTEXT, ActionRow, Group
from .icons import icon

__all__ = ["EditorActions"]


class EditorActions(QObject):
    """The actions of one editor window, one per row of :data:`ACTIONS`, each an attribute named
    as its row (triggered signals are connected by the parts that own them). ``tools``,
    ``mirrors`` and ``languages`` are the exclusive groups; ``canvas_only`` the arrow moves."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self._actions: dict[str, QAction] = {}
        groups = {group: QActionGroup(self) for group in Group}
        self.tools = groups[Group.TOOLS]
        self.mirrors = groups[Group.MIRRORS]
        self.languages = groups[Group.LANGUAGES]
        for row in ACTIONS:
            action = self._make(row, window)
            if row.group is not None:
                groups[row.group].addAction(action)
            action.setChecked(row.checked)
            self._actions[row.name] = action
            setattr(self, row.name, action)
        self.canvas_only = tuple(self._actions[r.name] for r in ACTIONS if r.canvas_only)
        self.retranslate()

    @staticmethod
    def _make(row: ActionRow, window: QWidget) -> QAction:
        action = QAction(window)
        action.setObjectName(row.name)
        if isinstance(row.shortcut, QKeySequence.StandardKey):
            action.setShortcuts(row.shortcut)
        elif row.shortcut:
            action.setShortcut(QKeySequence(row.shortcut))
        if isinstance(row.icon, QStyle.StandardPixmap):
            action.setIcon(window.style().standardIcon(row.icon))
        elif row.icon is not None:
            action.setIcon(icon(row.icon))
        action.setCheckable(row.checkable)
        if row.canvas_only:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        window.addAction(action)
        return action

    def __getattr__(self, name: str) -> QAction:
        """An action by the name of its row (set as attributes in ``__init__``; this only
        answers a name that is in no row)."""
        raise AttributeError(f"no editor action named {name!r} (editor.controls.action_table)")

    def all(self) -> list[QAction]:
        return list(self._actions.values())

    def by_name(self, name: str) -> QAction:
        return self._actions[name]

    def retranslate(self) -> None:
        for row in ACTIONS:
            action = self._actions[row.name]
            text = row.text if row.native else QCoreApplication.translate(CONTEXT, row.text)
            action.setText(text)
            action.setIconText(text.replace("&", "").replace("…", ""))
            if row.tip is not None:
                tip = QCoreApplication.translate(CONTEXT, row.tip)
                action.setToolTip(tip)
                action.setStatusTip(tip)
