"""Preferences: language, window theme, tile style, background, shading, corner index, help
limits, variant, default difficulty, and for legibility the index size, large print and motion.
The window applies the result at once (the language too, without restart)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.app.messages import DIFFICULTIES, difficulty_name
from mahjong_qt.app.window.actions import ShortcutRow
from mahjong_qt.core.kmahjongg_art import find_backgrounds
from mahjong_qt.core.settings import Settings
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.core.values import checked_replace
from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP, current_language
from mahjong_qt.ui.tile_sets import style_choices

from .hint_preferences import HintPreferences
from .shortcuts_page import ShortcutsPage
from .sound_page import SoundPage

__all__ = ["PreferencesDialog"]

_VARIANTS: dict[str, str] = {  # by TileSetVariant (a str)
    TileSetVariant.FULL: QT_TRANSLATE_NOOP(
        "PreferencesDialog", "Flowers and seasons (any flower matches any flower)"
    ),
    TileSetVariant.IDENTICAL_BONUS: QT_TRANSLATE_NOOP(
        "PreferencesDialog", "Identical flowers and seasons (each matches only its copy)"
    ),
    TileSetVariant.NO_BONUS: QT_TRANSLATE_NOOP(
        "PreferencesDialog", "No flowers or seasons (136 tiles)"
    ),
}
_INDEX_SIZES = {
    "normal": QT_TRANSLATE_NOOP("PreferencesDialog", "Normal"),
    "large": QT_TRANSLATE_NOOP("PreferencesDialog", "Large"),
    "very_large": QT_TRANSLATE_NOOP("PreferencesDialog", "Very large"),
}
_MOTIONS = {
    "system": QT_TRANSLATE_NOOP("PreferencesDialog", "As the system says"),
    "reduced": QT_TRANSLATE_NOOP("PreferencesDialog", "Reduced: no fading or shaking tiles"),
    "full": QT_TRANSLATE_NOOP("PreferencesDialog", "Full"),
}


_THEMES = {
    "system": QT_TRANSLATE_NOOP("PreferencesDialog", "Like the system (light or dark)"),
    "light": QT_TRANSLATE_NOOP("PreferencesDialog", "Light"),
    "dark": QT_TRANSLATE_NOOP("PreferencesDialog", "Dark"),
}

_LOST_WARNINGS = {
    "at_once": QT_TRANSLATE_NOOP("PreferencesDialog", "At once"),
    "when_stuck": QT_TRANSLATE_NOOP("PreferencesDialog", "Only when no pair is left"),
    "never": QT_TRANSLATE_NOOP("PreferencesDialog", "Never: I want to find out myself"),
}


def _choice(parent: QWidget, texts: Mapping[str, str], current: str) -> QComboBox:
    """A combo box of translated ``texts`` by id, showing ``current``."""
    box = QComboBox(parent)
    for key, text in texts.items():
        box.addItem(QCoreApplication.translate("PreferencesDialog", text), key)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


_VIEW_ANGLES = {
    "top_left": QT_TRANSLATE_NOOP("PreferencesDialog", "3D, lit from the top left"),
    "flat": QT_TRANSLATE_NOOP("PreferencesDialog", "Flat: every free tile's face in full"),
}


class _LimitBox(QSpinBox):
    """0..99, or "Unlimited" (shown for the special value -1)."""

    def __init__(self, value: int | None, parent: QWidget):
        super().__init__(parent)
        self.setRange(-1, 99)
        self.setSpecialValueText(self.tr("Unlimited"))
        self.setValue(-1 if value is None else value)

    def limit(self) -> int | None:
        return None if self.value() < 0 else self.value()


class PreferencesDialog(QDialog):
    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        shortcuts: Sequence[ShortcutRow] = (),
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._settings = settings
        self.language = QComboBox(self)
        self.language.addItem(self.tr("System language"), "system")
        self.language.addItem("Français", "fr")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(self.language.findData(settings.language))
        lang = current_language()
        self.theme = _choice(self, _THEMES, settings.theme)
        self.tile_style = QComboBox(self)
        self.style_author = QLabel(self)
        self._authors: dict[str, str] = {}
        for choice in style_choices(lang):
            name = (
                self.tr("%1 (KMahjongg)").replace("%1", choice.name)
                if choice.author
                else choice.name
            )
            self.tile_style.addItem(name, choice.id)
            self._authors[choice.id] = choice.author
        self.tile_style.currentIndexChanged.connect(self._show_author)
        self.tile_style.setCurrentIndex(max(0, self.tile_style.findData(settings.tile_style)))
        self._show_author()
        self.picture = QComboBox(self)
        self.picture.addItem(self.tr("None, the colour only"), None)
        for found in find_backgrounds():
            self.picture.addItem(
                self.tr("%1 (KMahjongg)").replace("%1", found.name(lang)), found.id
            )
        self.picture.setCurrentIndex(max(0, self.picture.findData(settings.background_image)))
        self._background = QColor(settings.background)
        self.background = QPushButton(self)
        self.background.clicked.connect(self._pick_background)
        self._show_background()
        self.shade = QCheckBox(self.tr("Shade the tiles that cannot be taken"), self)
        self.shade.setChecked(settings.shade_blocked)
        self.view_angle = _choice(self, _VIEW_ANGLES, settings.view_angle)
        self.lost_warning = _choice(self, _LOST_WARNINGS, settings.lost_warning)
        self.corner = QCheckBox(self.tr("Small index in the corner of each tile"), self)
        self.corner.setChecked(settings.corner_index)
        self.index_size = _choice(self, _INDEX_SIZES, settings.index_size)
        self.large_print = QCheckBox(self.tr("Large print: the largest index, in bold"), self)
        self.large_print.setChecked(settings.large_print)
        self.large_print.toggled.connect(lambda on: self.index_size.setEnabled(not on))
        self.index_size.setEnabled(not settings.large_print)
        self.motion = _choice(self, _MOTIONS, settings.motion)
        self.aids_panel = QCheckBox(
            self.tr("Show what is left of each face and the removed pairs beside the board"), self
        )
        self.aids_panel.setChecked(settings.aids_panel)
        self.auto_finish = QCheckBox(
            self.tr("Take the last pairs by themselves when every tile left is free"), self
        )
        self.auto_finish.setChecked(settings.auto_finish)
        self.hints = _LimitBox(settings.hints_limit, self)
        self.hint_rows = HintPreferences(settings, self)
        self.shuffles = _LimitBox(settings.shuffles_limit, self)
        self.variant = _choice(self, _VARIANTS, settings.variant)
        self.difficulty = QComboBox(self)
        for d in DIFFICULTIES:
            self.difficulty.addItem(difficulty_name(d), d)
        self.difficulty.setCurrentIndex(DIFFICULTIES.index(settings.difficulty))
        form = QFormLayout()
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.tr("Theme:"), self.theme)
        form.addRow(self.tr("Tile style:"), self.tile_style)
        form.addRow("", self.style_author)
        form.addRow(self.tr("Table colour:"), self.background)
        if self.picture.count() > 1:
            form.addRow(self.tr("Table picture:"), self.picture)
        else:
            self.picture.hide()  # no picture on this machine: not a stray box in the corner
        form.addRow(self.tr("Viewing angle:"), self.view_angle)
        form.addRow("", self.shade)
        form.addRow("", self.corner)
        form.addRow(self.tr("Index size:"), self.index_size)
        form.addRow("", self.large_print)
        form.addRow(self.tr("Motion:"), self.motion)
        form.addRow("", self.aids_panel)
        form.addRow("", self.auto_finish)
        form.addRow(self.tr("Say when the game can no longer be won:"), self.lost_warning)
        form.addRow(self.tr("Hints per game:"), self.hints)
        self.hint_rows.add_to(form)
        form.addRow(self.tr("Shuffles per game:"), self.shuffles)
        form.addRow(self.tr("Tile set:"), self.variant)
        form.addRow(self.tr("Difficulty of new games:"), self.difficulty)
        note = self.tr("Limits, tile set and difficulty apply from the next game.")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        general = QWidget(self)
        page = QVBoxLayout(general)
        page.addLayout(form)
        hint = QLabel(note, self)
        hint.setWordWrap(True)
        hint.setStyleSheet("color: palette(placeholder-text);")
        page.addWidget(hint)
        self.sound = SoundPage(settings, self)
        self.pages = QTabWidget(self)
        self.pages.addTab(general, self.tr("General"))
        self.pages.addTab(self.sound, self.tr("Sound"))
        self.shortcuts = ShortcutsPage(shortcuts, self)
        if shortcuts:  # the game's actions (GameActions.shortcut_rows())
            self.pages.addTab(self.shortcuts, self.tr("Shortcuts"))
        else:
            self.shortcuts.hide()
        column = QVBoxLayout(self)
        column.addWidget(self.pages)
        column.addWidget(buttons)

    def _show_author(self) -> None:
        author = self._authors.get(self.tile_style.currentData() or "", "")
        self.style_author.setText(self.tr("Tile art by %1").replace("%1", author) if author else "")
        self.style_author.setVisible(bool(author))

    def _show_background(self) -> None:
        name = self._background.name()
        text = "#000" if self._background.lightness() > 140 else "#fff"
        self.background.setText(name.upper())
        self.background.setStyleSheet(f"background: {name}; color: {text}; padding: 4px 16px;")

    def _pick_background(self) -> None:
        colour = QColorDialog.getColor(self._background, self, self.tr("Table colour"))
        if colour.isValid():
            self._background = colour
            self._show_background()

    def settings(self) -> Settings:
        """The settings as chosen (the others, e.g. window geometry, unchanged), checked."""
        return checked_replace(
            self._settings,
            **{
                "language": self.language.currentData(),
                "theme": self.theme.currentData(),
                "tile_style": self.tile_style.currentData(),
                "background": self._background.name().upper(),
                "background_image": self.picture.currentData(),
                "shade_blocked": self.shade.isChecked(),
                "view_angle": self.view_angle.currentData(),
                "lost_warning": self.lost_warning.currentData(),
                "corner_index": self.corner.isChecked(),
                "index_size": self.index_size.currentData(),
                "large_print": self.large_print.isChecked(),
                "motion": self.motion.currentData(),
                "aids_panel": self.aids_panel.isChecked(),
                "auto_finish": self.auto_finish.isChecked(),
                "hints_limit": self.hints.limit(),
                "shuffles_limit": self.shuffles.limit(),
                "variant": self.variant.currentData(),
                "difficulty": self.difficulty.currentData(),
            }
            | self.hint_rows.values()
            | self.sound.values()
            | (self.shortcuts.values() if self.shortcuts.rows else {}),
        )
