"""The room's settings as a form: everyone sees them, only the host can change them (seed 002's
"Toutes les règles locales")."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from mahjong_qt.core.racing.settings import (
    LEVEL_IDS,
    MAX_HINTS,
    MAX_PENALTY_SECONDS,
    MAX_SHUFFLES,
    STRENGTH_IDS,
    TARGET_CHOICES,
    TURN_CHOICES,
    RaceSettings,
)

from .race_texts import level_name, strength_name, target_text

__all__ = ["SettingsForm"]


class SettingsForm(QWidget):
    """``changed(RaceSettings)`` when the host edits a field; :meth:`show_settings` shows the
    room's (without emitting)."""

    changed = Signal(object)

    def __init__(self, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.lang = lang
        self._showing = False
        form = QFormLayout(self)
        self.level = QComboBox(self)
        self.flowers = QCheckBox(self)
        self.shuffles = QSpinBox(self)
        self.shuffles.setRange(0, MAX_SHUFFLES)
        self.penalty = QSpinBox(self)
        self.penalty.setRange(0, MAX_PENALTY_SECONDS)
        self.anytime = QCheckBox(self)
        self.hints = QSpinBox(self)
        self.hints.setRange(0, MAX_HINTS)
        self.target = QComboBox(self)
        self.handicap = QCheckBox(self)
        self.strength = QComboBox(self)
        self.turn = QComboBox(self)  # time per move: none, 30 s, 60 s
        self._rows = [
            self.level, self.flowers, self.shuffles, self.penalty, self.anytime, self.hints,
            self.target, self.turn, self.handicap, self.strength,
        ]  # fmt: skip
        self._labels = [QLabel(self) for _ in self._rows]
        for label, widget in zip(self._labels, self._rows, strict=True):
            label.setBuddy(widget)
            form.addRow(label, widget)
        for box in (self.level, self.target, self.turn, self.strength):
            box.currentIndexChanged.connect(self._edited)
        for spin in (self.shuffles, self.penalty, self.hints):
            spin.valueChanged.connect(self._edited)
        for check in (self.flowers, self.anytime, self.handicap):
            check.toggled.connect(self._edited)
        self.retranslate()
        self.show_settings(RaceSettings())

    def retranslate(self) -> None:
        self._showing = True
        current = self.settings() if self.level.count() else RaceSettings()
        self.level.clear()
        for level_id in LEVEL_IDS:
            self.level.addItem(level_name(level_id, self.lang), level_id)
        self.target.clear()
        for seconds in TARGET_CHOICES:
            self.target.addItem(target_text(seconds), seconds or 0)  # 0: no target
        self.turn.clear()
        for seconds in TURN_CHOICES:
            text = self.tr("%1 s").replace("%1", str(seconds)) if seconds else self.tr("None")
            self.turn.addItem(text, seconds or 0)  # 0: no time per move
        self.strength.clear()
        for strength_id in STRENGTH_IDS:
            self.strength.addItem(strength_name(strength_id, self.lang), strength_id)
        labels = [
            self.tr("&Difficulty:"),
            self.tr("&Flowers and seasons:"),
            self.tr("Sh&uffles:"),
            self.tr("Shuffle pe&nalty:"),
            self.tr("Shuffle an&ytime:"),
            self.tr("&Hints:"),
            self.tr("&Target time:"),
            self.tr("Time per mo&ve:"),
            self.tr("Winner's hand&icap:"),
            self.tr("CPU stren&gth:"),
        ]
        for label, text in zip(self._labels, labels, strict=True):
            label.setText(text)
        self.flowers.setText(self.tr("Any flower with any flower, any season with any season"))
        self.handicap.setText(self.tr("The winner gets one level higher next round"))
        self.anytime.setText(self.tr("Also while a pair is free (else only when stuck)"))
        self.turn.setToolTip(
            self.tr(
                "A player who takes no pair and makes no shuffle in this time is out of the "
                "round."
            )
        )
        self.penalty.setSuffix(self.tr(" s"))
        self.penalty.setSpecialValueText(self.tr("None"))
        self._showing = False
        self.show_settings(current)

    def show_settings(self, settings: RaceSettings) -> None:
        self._showing = True
        try:
            self.level.setCurrentIndex(LEVEL_IDS.index(settings.level))
            self.flowers.setChecked(settings.flowers)
            self.shuffles.setValue(settings.shuffles)
            self.penalty.setValue(settings.shuffle_penalty)
            self.anytime.setChecked(settings.shuffle_anytime)
            self.hints.setValue(settings.hints)
            target = settings.target_seconds
            index = self.target.findData(target or 0)
            if index < 0:
                self.target.addItem(target_text(target), target or 0)
                index = self.target.count() - 1
            self.target.setCurrentIndex(index)
            self.turn.setCurrentIndex(max(0, self.turn.findData(settings.turn_seconds or 0)))
            self.handicap.setChecked(settings.handicap)
            self.strength.setCurrentIndex(STRENGTH_IDS.index(settings.cpu_strength))
        finally:
            self._showing = False

    def settings(self) -> RaceSettings:
        return RaceSettings(
            level=self.level.currentData(),
            flowers=self.flowers.isChecked(),
            shuffles=self.shuffles.value(),
            shuffle_penalty=self.penalty.value(),
            shuffle_anytime=self.anytime.isChecked(),
            hints=self.hints.value(),
            target_seconds=self.target.currentData() or None,
            handicap=self.handicap.isChecked(),
            cpu_strength=self.strength.currentData(),
            turn_seconds=self.turn.currentData() or None,
        )

    def set_editable(self, editable: bool) -> None:
        """Only the host edits; the others see the same values, greyed."""
        for widget in self._rows:
            widget.setEnabled(editable)

    def _edited(self, *_: object) -> None:
        if not self._showing:
            self.changed.emit(self.settings())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
