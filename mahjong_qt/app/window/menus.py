"""The game window's menu bar and toolbar, built from :class:`GameActions`.

Menus only arrange the actions; their titles are set in ``retranslate()`` like every text.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QToolBar

from .actions import GameActions
from .icons import ICON_NAMES, make_icon

__all__ = ["GameMenus"]


class GameMenus:
    """Menus (Game, Move, View, Settings, Help) and the toolbar of a main window."""

    def __init__(self, window: QMainWindow, a: GameActions):
        bar = window.menuBar()
        self.game = bar.addMenu("")
        self.game.addActions([a.new_game, a.modes, a.restart])
        self.game.addSeparator()
        self.game.addActions([a.pause, a.give_up])
        self.game.addSeparator()
        self.game.addActions([a.records, a.statistics])
        self.game.addSeparator()
        self.game.addAction(a.open_editor)
        self.game.addSeparator()
        self.game.addAction(a.quit)
        self.move = bar.addMenu("")
        self.move.addActions([a.undo, a.redo, a.back_to_winnable])
        self.move.addSeparator()
        self.move.addActions([a.hint, a.shuffle])
        self.move.addSeparator()
        self.move.addAction(a.demo)
        self.demo_pace = self.move.addMenu("")
        self.demo_pace.addActions(a.demo_pace.actions())
        self.view = bar.addMenu("")
        self.view.addActions([a.fit, a.zoom_in, a.zoom_out])
        self.view.addSeparator()
        self.view.addActions([a.shade_blocked, a.fullscreen])
        self.view_angle = self.view.addMenu("")
        self.view_angle.addActions(a.view_angle.actions())
        self.settings = bar.addMenu("")
        self.settings.addAction(a.preferences)
        self.help = bar.addMenu("")
        self.help.addActions([a.rules, a.about])

        for name in ICON_NAMES:
            getattr(a, "new_game" if name == "new" else name).setIcon(make_icon(name))
        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.setIconSize(QSize(20, 20))
        self.toolbar.addActions([a.new_game, a.modes, a.restart])
        self.toolbar.addSeparator()
        # The toolbar's own button for "back to a winnable position", shown only when it
        # applies (the menu item stays, greyed out otherwise).
        self.rewind_tool = QAction(a.back_to_winnable.icon(), "", window)
        self.rewind_tool.triggered.connect(a.back_to_winnable.trigger)
        self.rewind_tool.setVisible(False)
        self._rewind_source = a.back_to_winnable
        self.toolbar.addActions([a.undo, a.redo, self.rewind_tool])
        self.toolbar.addSeparator()
        self.toolbar.addActions([a.hint, a.shuffle, a.pause])
        self.toolbar.addSeparator()
        self.toolbar.addAction(a.fit)
        self.toolbar.addAction(a.give_up)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def retranslate(self) -> None:
        """Menu titles in the current language."""
        self.game.setTitle(QCoreApplication.translate("GameMenus", "&Game"))
        self.move.setTitle(QCoreApplication.translate("GameMenus", "&Move"))
        self.view.setTitle(QCoreApplication.translate("GameMenus", "&View"))
        self.settings.setTitle(QCoreApplication.translate("GameMenus", "&Settings"))
        self.help.setTitle(QCoreApplication.translate("GameMenus", "&Help"))
        self.toolbar.setWindowTitle(QCoreApplication.translate("GameMenus", "Toolbar"))
        self.demo_pace.setTitle(QCoreApplication.translate("GameMenus", "Demo &Pace"))
        self.view_angle.setTitle(QCoreApplication.translate("GameMenus", "Viewing &Angle"))
        source = self._rewind_source
        self.rewind_tool.setText(source.iconText())
        self.rewind_tool.setToolTip(source.toolTip())
        self.rewind_tool.setStatusTip(source.statusTip())

    def show_rewind(self, available: bool) -> None:
        """Show the toolbar's "back to a winnable position" button when it applies."""
        self.rewind_tool.setVisible(available)
