"""Choosing a race (level, CPU strength) and its result screen (ranking, personal record)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QRadioButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.app.dialogs.end_dialog import EndDialog
from mahjong_qt.core.modes.progress import Progress, RaceChange
from mahjong_qt.core.modes.race import (
    CPU_STRENGTHS,
    RACE_LEVELS,
    CpuStrength,
    Race,
    RaceLevel,
    Side,
)

from .mode_texts import local, percent, time_text

__all__ = ["RaceSetupDialog", "RaceResultDialog"]


class RaceSetupDialog(QDialog):
    """The level (with its personal record) and the CPU's strength."""

    def __init__(
        self,
        progress: Progress,
        lang: str,
        level_id: str = "race-easy",
        strength_id: str = "casual",
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Race Against the CPU"))
        intro = QLabel(
            self.tr(
                "You and the computer play the same deal. The tiles stay hidden through "
                "3, 2, 1; then the first to clear the board wins."
            ),
            self,
        )
        intro.setWordWrap(True)
        levels = QGroupBox(self.tr("Level"), self)
        level_box = QVBoxLayout(levels)
        self.level_group = QButtonGroup(self)
        self.level_buttons: dict[str, QRadioButton] = {}
        for k, level in enumerate(RACE_LEVELS):
            record = progress.race.get(level.id)
            best = record.best_time if record is not None else None
            text = self.tr("%1 — about %2 tiles").replace("%1", local(level.name, lang))
            text = text.replace("%2", str(level.tiles))
            if best is not None:
                text += "   " + self.tr("(record %1)").replace("%1", time_text(best))
            button = QRadioButton(text, levels)
            button.setChecked(level.id == level_id)
            self.level_group.addButton(button, k)
            self.level_buttons[level.id] = button
            level_box.addWidget(button)
        strengths = QGroupBox(self.tr("CPU strength"), self)
        strength_box = QVBoxLayout(strengths)
        self.strength_group = QButtonGroup(self)
        self.strength_buttons: dict[str, QRadioButton] = {}
        for k, strength in enumerate(CPU_STRENGTHS):
            text = (
                self.tr("%1 — a pair every %2 s")
                .replace("%1", local(strength.name, lang))
                .replace("%2", f"{strength.seconds_per_pair:g}")
            )
            if strength.mistake_rate > 0:
                text += ", " + self.tr("makes mistakes")
            button = QRadioButton(text, strengths)
            button.setChecked(strength.id == strength_id)
            self.strength_group.addButton(button, k)
            self.strength_buttons[strength.id] = button
            strength_box.addWidget(button)
        box = QDialogButtonBox(self)
        start = box.addButton(self.tr("Start the Race"), QDialogButtonBox.ButtonRole.AcceptRole)
        start.setDefault(True)
        box.addButton(QDialogButtonBox.StandardButton.Cancel)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addWidget(levels)
        column.addWidget(strengths)
        column.addWidget(box)

    def level(self) -> RaceLevel:
        return RACE_LEVELS[max(0, self.level_group.checkedId())]

    def strength(self) -> CpuStrength:
        return CPU_STRENGTHS[max(0, self.strength_group.checkedId())]


class RaceResultDialog(EndDialog):
    """The ranking (by time, then progress; those who gave up last) and the record.
    ``wants`` is "again" (same level and CPU), "new" (choose another race), "review" (where
    the player's game was lost; offered when ``review``) or None."""

    def __init__(
        self,
        race: Race,
        cpu_name: str,
        change: RaceChange | None,
        parent: QWidget | None = None,
        review: bool = False,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Race Result"))
        won = race.player_won()
        title = QLabel(self.tr("You win the race!") if won else self.tr("The CPU wins."), self)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet(
            "font-size: 18pt; font-weight: 700; color: %s;" % ("#2f8f5b" if won else "#c0472d")
        )
        ranking = race.ranking()
        self.table = QTableWidget(len(ranking), 4, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Rank"), self.tr("Player"), self.tr("Time"), self.tr("Progress")]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for r, entry in enumerate(ranking):
            who = self.tr("You") if entry.side is Side.PLAYER else cpu_name
            if entry.finished:
                when = time_text(entry.time)
            elif entry.gave_up:
                when = self.tr("gave up")
            else:
                when = self.tr("not finished")
            cells = [str(entry.rank), who, when, f"{percent(entry.progress)} %"]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setFixedHeight(
            self.table.verticalHeader().length()
            + self.table.horizontalHeader().sizeHint().height()
            + 2 * self.table.frameWidth()
        )
        record = QLabel(self)
        record.setAlignment(Qt.AlignmentFlag.AlignCenter)
        record.setStyleSheet("color: #b07800; font-weight: 600;")
        if change is not None and change.record:
            record.setText(self.tr("New personal record on this level!"))
        elif change is not None and change.after.best_time is not None:
            record.setText(
                self.tr("Personal record: %1").replace("%1", time_text(change.after.best_time))
            )
        box = QDialogButtonBox(self)
        again = box.addButton(self.tr("Race Again"), QDialogButtonBox.ButtonRole.AcceptRole)
        other = box.addButton(self.tr("Another Race…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review = box.addButton(
            self.tr("Review My Game"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.review.setVisible(review)
        self.review.clicked.connect(lambda: self.choose("review"))
        close = box.addButton(QDialogButtonBox.StandardButton.Close)
        again.clicked.connect(lambda: self.choose("again"))
        other.clicked.connect(lambda: self.choose("new"))
        close.clicked.connect(lambda: self.choose(None))
        again.setDefault(True)
        column = QVBoxLayout(self)
        column.setContentsMargins(22, 16, 22, 12)
        column.addWidget(title)
        column.addWidget(self.table)
        column.addWidget(record)
        column.addWidget(box)
        self.resize(480, 0)
