"""The preferences' rows for hints (seed 001, issue 26 item 17): whether Hint shows a pair at
once or only on request, and the explanatory aid (see :mod:`mahjong_qt.app.aids.hint_aid`)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QWidget

from mahjong_qt.core.settings import Settings

__all__ = ["HintPreferences"]


class HintPreferences(QObject):
    """A choice "Hint:" (a pair at once / on request) and the aid's check box, on ``parent``."""

    def __init__(self, settings: Settings, parent: QWidget):
        super().__init__(parent)
        self.shows = QComboBox(parent)
        self.shows.setObjectName("hintShows")
        self.shows.addItem(self.tr("Shows a pair at once"), True)
        self.shows.addItem(self.tr("Explains first, shows a pair only on request"), False)
        self.shows.setCurrentIndex(self.shows.findData(settings.hint_pair_at_once))
        self.explains = QCheckBox(
            self.tr("Explanatory aid: a hint says why its pair is safe, and what to look for"),
            parent,
        )
        self.explains.setObjectName("hintExplains")
        self.explains.setChecked(settings.hint_explains)
        self.explains.toggled.connect(self.shows.setEnabled)  # without it, asking is the request
        self.shows.setEnabled(settings.hint_explains)

    def add_to(self, form: QFormLayout) -> None:
        form.addRow(self.tr("Hint:"), self.shows)
        form.addRow("", self.explains)

    def values(self) -> dict[str, bool]:
        return {
            "hint_pair_at_once": bool(self.shows.currentData()),
            "hint_explains": self.explains.isChecked(),
        }
