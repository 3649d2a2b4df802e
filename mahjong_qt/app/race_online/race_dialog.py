"""The online race as a window-modal screen of the game window (opened by its mode screens):
the :class:`OnlineRaceScreen` in a dialog. ``cpu_race_requested`` asks for the race against the
CPU (the dialog closes first); closing it leaves the room's connection and any hosted room.

``shade``: the game's "Shade Blocked Tiles" action (its key works in the race too): the race
board follows it live, as the game's board does."""

from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from mahjong_qt.app.window.window_size import place_window
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.ui.tile_renderer import TileRenderer

from .online_race import OnlineRaceScreen
from .race_records import RaceRecorder
from .race_title import RaceTitle

__all__ = ["OnlineRaceDialog", "PREFERRED_SIZE"]

PREFERRED_SIZE = QSize(1100, 760)  # or what the screen's available area leaves


class OnlineRaceDialog(QDialog):
    cpu_race_requested = Signal()

    def __init__(self, renderer: TileRenderer, lang: str, paths: UserPaths,
                 recorder: RaceRecorder | None = None, parent: QWidget | None = None,
                 shade: QAction | None = None):  # fmt: skip
        super().__init__(parent)
        self.screen_widget = OnlineRaceScreen(renderer, lang, paths, recorder, parent=self)
        if shade is not None:
            self.addAction(shade)  # its shortcut while the race covers the game window
            board = self.screen_widget.board
            board.set_shade_blocked(shade.isChecked())
            shade.toggled.connect(board.set_shade_blocked)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.screen_widget)
        self.screen_widget.cpu_race_requested.connect(self._cpu)
        self.finished.connect(lambda _result: self.screen_widget.shutdown())
        place_window(self, restored=False, preferred=PREFERRED_SIZE)  # a laptop's screen too
        self.title = RaceTitle(self, self.screen_widget)

    def _cpu(self) -> None:
        self.accept()
        self.cpu_race_requested.emit()
