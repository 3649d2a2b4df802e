"""The preferences' Sound page: the earcons on or off, and their volume (issue 26)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QWidget,
)

from mahjong_qt.app.sound.earcons import Earcon, earcons_wanted
from mahjong_qt.app.sound.players import EarconPlayer, make_player
from mahjong_qt.core.settings import Settings

__all__ = ["SoundPage"]


class SoundPage(QWidget):
    """``values()``: the settings it sets. Never chosen (``earcons`` None) stays so until the
    box is changed: a screen reader starting later still turns them on."""

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self._chosen = settings.earcons
        self._shown = earcons_wanted(settings)
        self.earcons = QCheckBox(self.tr("Play a short sound for each move"), self)
        self.earcons.setChecked(self._shown)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.earcon_volume)
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_text = QLabel(self)
        self.volume.valueChanged.connect(self._show_volume)
        self.try_sound = QPushButton(self.tr("&Listen"), self)
        self.try_sound.setToolTip(self.tr("Play the sound of a pair removed at this volume"))
        self.try_sound.clicked.connect(self._try)
        self.player: EarconPlayer | None = None  # made when first needed (tests give their own)
        for part in (self.volume, self.try_sound):
            self.earcons.toggled.connect(part.setEnabled)
            part.setEnabled(self._shown)
        self._show_volume()
        about = QLabel(
            self.tr(
                "A tile selected, a pair removed, tiles that do not match, a tile that cannot be"
                " taken, a hint, a shuffle, a win and a lost game each have a sound of their"
                " own. They are on by themselves while a screen reader is running."
            ),
            self,
        )
        about.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow("", self.earcons)
        volume = QHBoxLayout()
        volume.addWidget(self.volume, 1)
        volume.addWidget(self.try_sound)
        form.addRow(self.tr("Volume:"), volume)
        form.addRow("", self.volume_text)
        form.addRow(about)

    def _show_volume(self) -> None:
        self.volume_text.setText(self.tr("%1 %").replace("%1", str(self.volume.value())))

    def _try(self) -> None:
        if self.player is None:
            self.player = make_player(self)
        self.player.play(Earcon.PAIR.value, self.volume.value() / 100)

    def values(self) -> dict[str, Any]:
        on = self.earcons.isChecked()
        untouched = self._chosen is None and on == self._shown
        return {"earcons": None if untouched else on, "earcon_volume": self.volume.value()}
