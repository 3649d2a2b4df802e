"""The online race as a window-modal screen of the game window (opened by its mode screens):
the :class:`OnlineRaceScreen` in a dialog. ``cpu_race_requested`` asks for the race against the
CPU (the dialog closes first); closing it leaves the room's connection and any hosted room."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from ...core.paths import UserPaths
from ...ui.tile_renderer import TileRenderer
from .online_race import OnlineRaceScreen
from .race_records import RaceRecorder

__all__ = ["OnlineRaceDialog"]


class OnlineRaceDialog(QDialog):
    cpu_race_requested = Signal()

    def __init__(self, renderer: TileRenderer, lang: str, paths: UserPaths,
                 recorder: RaceRecorder | None = None, parent: QWidget | None = None):  # fmt: skip
        super().__init__(parent)
        self.screen_widget = OnlineRaceScreen(renderer, lang, paths, recorder, parent=self)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.screen_widget)
        self.screen_widget.cpu_race_requested.connect(self._cpu)
        self.finished.connect(lambda _result: self.screen_widget.shutdown())
        self.resize(1100, 760)
        self.retranslate()

    def _cpu(self) -> None:
        self.accept()
        self.cpu_race_requested.emit()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Race"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
