"""The race strip above the board: the CPU's progress and the player's, as bars with their %,
and a miniature of the CPU's board, its remaining tiles in place."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QProgressBar, QWidget

from mahjong_qt.app.dialogs.layout_preview import layout_preview
from mahjong_qt.ui.sheet_when_shown import sheet_when_shown

from .mode_texts import percent

__all__ = ["RacePanel", "CPU_BOARD_SIZE"]

CPU_BOARD_SIZE = QSize(150, 52)  # the miniature of the CPU's board (logical pixels)

#: The strip's look, given when it is first shown (the game makes it at its start; most games
#: never show it).
_SHEET = (
    "#racePanel { background: palette(window); border-top: 1px solid palette(mid); }"
    "QProgressBar { border: 1px solid palette(mid); border-radius: 5px; height: 14px;"
    " text-align: center; background: palette(base); }"
    "QProgressBar#you::chunk { background: #2f8f5b; border-radius: 4px; }"
    "QProgressBar#cpu::chunk { background: #c0472d; border-radius: 4px; }"
)


class RacePanel(QFrame):
    """Two progress bars (you, the CPU), the CPU's board in miniature and the race's level;
    texts set in ``retranslate``."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("racePanel")
        grid = QGridLayout(self)
        grid.setContentsMargins(16, 4, 16, 6)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        self.title = QLabel(self)
        title_font = QFont(self.title.font())
        title_font.setPointSize(12)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.you_label = QLabel(self)
        self.cpu_label = QLabel(self)
        self.you = QProgressBar(self)
        self.you.setObjectName("you")
        self.cpu = QProgressBar(self)
        self.cpu.setObjectName("cpu")
        for bar in (self.you, self.cpu):
            bar.setRange(0, 100)
            bar.setFormat("%p %")
        for bar in (self.you, self.cpu):
            bar.setMaximumWidth(620)
            bar.setMinimumWidth(240)
        grid.setColumnStretch(0, 1)
        grid.addWidget(self.title, 0, 1, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.you_label, 0, 2)
        grid.addWidget(self.you, 0, 3)
        grid.addWidget(self.cpu_label, 1, 2)
        grid.addWidget(self.cpu, 1, 3)
        self.cpu_board = QLabel(self)
        self.cpu_board.setFixedSize(CPU_BOARD_SIZE)
        grid.addWidget(self.cpu_board, 0, 4, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        self._cpu_tiles: tuple | None = None  # what the miniature shows now
        grid.setColumnStretch(3, 4)
        grid.setColumnStretch(5, 1)
        self.title.setMinimumWidth(150)
        self._level = ""
        self._cpu_name = ""
        self.retranslate()

    def set_race(self, level_name: str, cpu_name: str) -> None:
        self._level, self._cpu_name = level_name, cpu_name
        self.retranslate()

    def show_progress(self, you: float, cpu: float) -> None:
        """Both sides' progress in % (0..100), rounded as the result screen rounds it."""
        for bar, value in ((self.you, percent(you)), (self.cpu, percent(cpu))):
            bar.setValue(value)
            bar.setAccessibleDescription(f"{value} %")

    def show_cpu_board(
        self, layout: Sequence[tuple[int, int, int]], present: Sequence[bool]
    ) -> None:
        """The CPU's board: ``layout``'s positions, those still ``present`` drawn (redrawn only
        when a pair went)."""
        tiles = tuple(p for p, here in zip(layout, present, strict=True) if here)
        if tiles == self._cpu_tiles:
            return
        self._cpu_tiles = tiles
        self.cpu_board.setPixmap(
            layout_preview(tiles, CPU_BOARD_SIZE, self.devicePixelRatioF(), frame=layout)
        )

    @property
    def cpu_tiles_shown(self) -> int:
        """How many tiles the CPU's miniature board shows."""
        return len(self._cpu_tiles or ())

    def retranslate(self) -> None:
        # Outside a race nothing is set: no "Race: " or "CPU ()" with nothing in them.
        self.title.setText(self.tr("Race: %1").replace("%1", self._level) if self._level else "")
        self.you_label.setText(self.tr("You"))
        self.cpu_label.setText(
            self.tr("CPU (%1)").replace("%1", self._cpu_name) if self._cpu_name else self.tr("CPU")
        )
        self.you.setAccessibleName(self.tr("Your progress"))
        self.cpu.setAccessibleName(self.tr("The CPU's progress"))
        self.cpu_board.setAccessibleName(self.tr("The CPU's board"))
        self.cpu_board.setToolTip(self.tr("The CPU's board: the tiles it has left"))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        sheet_when_shown(self, _SHEET)
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
