"""The editor window's menu bar and toolbar, laid out from its actions.

Only layout and titles: what the actions do is connected by the window (the composition root).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QToolButton

from ..controls.actions import EditorActions
from ..files.game_layouts_menu import GameLayoutsMenu
from ..files.recent_menu import RecentFilesMenu

__all__ = ["EditorMenus"]


def _fill(container: QMenu | QToolBar, items: Iterable[QAction | None]) -> None:
    """Add the actions in order; ``None`` is a separator."""
    for item in items:
        if item is None:
            container.addSeparator()
        else:
            container.addAction(item)


class EditorMenus(QObject):
    """The menus (``file``, ``edit``, ``tools``, ``level``, ``shift``, ``view``, ``language``,
    ``check``), the game layouts submenu and the main toolbar of one window."""

    def __init__(self, window: QMainWindow, a: EditorActions):
        super().__init__(window)
        bar = window.menuBar()
        self.file = bar.addMenu("")
        _fill(self.file, [a.new])
        self.game_layouts = GameLayoutsMenu(self.file)
        self.file.addMenu(self.game_layouts)
        _fill(self.file, [a.open])
        self.recent = RecentFilesMenu(self.file)
        self.file.addMenu(self.recent)
        _fill(self.file, [a.import_, a.manage, None, a.save, a.save_as, a.export, None])
        _fill(self.file, [a.properties, a.play, None, a.quit])
        self.edit = bar.addMenu("")
        _fill(self.edit, [a.undo, a.redo, None, a.cut, a.copy, a.paste, a.delete, None])
        _fill(self.edit, [a.select_all, a.deselect])
        self.tools = bar.addMenu("")
        _fill(self.tools, [a.tool_place, a.tool_erase, a.tool_select, a.tool_fill, None])
        _fill(self.tools, [a.on_top, None])
        _fill(self.tools, [a.mirror_none, a.mirror_vertical, a.mirror_horizontal, a.mirror_both])
        _fill(self.tools, [a.mirror_center, a.mirror_here])
        self.level = bar.addMenu("")
        _fill(self.level, [a.level_up, a.level_down, None, a.level_insert, a.level_duplicate])
        _fill(self.level, [a.level_delete, a.level_clear, a.level_raise, a.level_lower, None])
        _fill(self.level, [a.selection_up_level, a.selection_down_level, None])
        self.shift = self.level.addMenu("")
        _fill(self.shift, [a.shift_level_left, a.shift_level_right, a.shift_level_up])
        _fill(self.shift, [a.shift_level_down, None, a.shift_all_left, a.shift_all_right])
        _fill(self.shift, [a.shift_all_up, a.shift_all_down])
        self.view = bar.addMenu("")
        _fill(self.view, [a.zoom_in, a.zoom_out, a.fit, None, a.ghost_upper, a.show_numbers])
        _fill(self.view, [a.heat_map, None, a.preview, None])
        self.language = self.view.addMenu("")
        _fill(self.language, [a.lang_en, a.lang_fr])
        self.check = bar.addMenu("")
        _fill(self.check, [a.test_deals, a.live_winnability])
        self.toolbar = self._toolbar(window, a)

    def bar_menus(self) -> list[QMenu]:
        """The menus of the menu bar, in order (their submenus are in them)."""
        return [self.file, self.edit, self.tools, self.level, self.view, self.check]

    @staticmethod
    def _toolbar(window: QMainWindow, a: EditorActions) -> QToolBar:
        toolbar = QToolBar(window)
        toolbar.setObjectName("mainToolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        toolbar.setMovable(False)
        _fill(toolbar, [a.new, a.open, a.save, None, a.undo, a.redo, None, a.tool_place])
        _fill(toolbar, [a.tool_erase, a.tool_select, a.tool_fill, None, a.on_top, a.ghost_upper])
        _fill(toolbar, [a.show_numbers, None, a.mirror_none, a.mirror_vertical])
        _fill(toolbar, [a.mirror_horizontal, a.mirror_both, None, a.play])
        for action in (a.tool_place, a.tool_erase, a.tool_select, a.tool_fill, a.play):
            button = toolbar.widgetForAction(action)
            assert isinstance(button, QToolButton)  # a toolbar shows an action as a tool button
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        window.addToolBar(toolbar)
        return toolbar

    def retranslate(self, lang: str) -> None:
        self.file.setTitle(self.tr("&File"))
        self.edit.setTitle(self.tr("&Edit"))
        self.tools.setTitle(self.tr("&Tools"))
        self.level.setTitle(self.tr("&Level"))
        self.shift.setTitle(self.tr("&Shift"))
        self.view.setTitle(self.tr("&View"))
        self.language.setTitle(self.tr("&Language"))
        self.check.setTitle(self.tr("&Check"))
        self.toolbar.setWindowTitle(self.tr("Main toolbar"))
        self.game_layouts.retranslate(lang)
        self.recent.retranslate()
