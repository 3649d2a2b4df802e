"""About Mahjong Qt: the version, the licence (the whole text on request), and the credits of
the KMahjongg art in use (a tile set or a background picture: its authors from its ``.desktop``
file and its copyright lines from the ``.copyright`` file beside it)."""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt import __version__
from mahjong_qt.core.kmahjongg_art import copyright_lines, find_backgrounds, find_tilesets
from mahjong_qt.core.settings import Settings
from mahjong_qt.resources import license_text

__all__ = ["AboutDialog", "ArtCredit", "art_credits"]


@dataclass(frozen=True, slots=True)
class ArtCredit:
    kind: str  # "tiles" or "background"
    name: str
    author: str
    copyright: tuple[str, ...]


def art_credits(settings: Settings, lang: str) -> list[ArtCredit]:
    """The KMahjongg art the settings use (none for our own styles and colours)."""
    credits = []
    tiles = next((t for t in find_tilesets() if t.id == settings.tile_style), None)
    if tiles is not None:
        credits.append(
            ArtCredit("tiles", tiles.name(lang), tiles.author, copyright_lines(tiles.svg))
        )
    picture = next((b for b in find_backgrounds() if b.id == settings.background_image), None)
    if picture is not None:
        credits.append(
            ArtCredit(
                "background", picture.name(lang), picture.author, copyright_lines(picture.svg)
            )
        )
    return credits


class AboutDialog(QDialog):
    def __init__(self, settings: Settings, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Mahjong Qt"))
        self.credits = art_credits(settings, lang)
        version = self.tr("Version %1").replace("%1", __version__)
        intro = self.tr(
            "Mahjong solitaire: remove matching pairs of free tiles until the board is empty."
            " Every deal can be won; hints are proven safe by a solver."
        )
        self.heading = QLabel(f"<h2>Mahjong Qt</h2><p>{html.escape(version)}</p>", self)
        self.intro = QLabel(intro, self)
        self.licence = QLabel(
            self.tr(
                "Mahjong Qt is free software: you may share and change it under the GNU General"
                " Public License, version 3 or any later version. It comes with no warranty."
                " The outlines of the tiles' glyphs are under the SIL Open Font License 1.1."
            ),
            self,
        )
        self.art = QLabel(self._credits_html(), self)
        self.art.setVisible(bool(self.credits))
        self.licence_text = QPlainTextEdit(license_text(), self)
        self.licence_text.setReadOnly(True)
        self.licence_text.setAccessibleName(self.tr("Licence"))
        self.licence_text.setMinimumHeight(260)
        self.licence_text.hide()
        self.show_licence = QPushButton(self.tr("Show the &Licence"), self)
        self.show_licence.setCheckable(True)
        self.show_licence.toggled.connect(self._toggle_licence)
        self.show_licence.setEnabled(bool(self.licence_text.toPlainText()))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.show_licence, QDialogButtonBox.ButtonRole.ActionRole)
        column = QVBoxLayout(self)
        for label in (self.heading, self.intro, self.licence, self.art):
            label.setWordWrap(True)
            column.addWidget(label)
        column.addWidget(self.licence_text)
        column.addWidget(buttons)
        self.setMinimumWidth(520)

    def _credits_html(self) -> str:
        parts = []
        for credit in self.credits:
            text = (
                self.tr("Tiles: “%1” by %2, from KMahjongg")
                if credit.kind == "tiles"
                else self.tr("Table picture: “%1” by %2, from KMahjongg")
            )
            line = text.replace("%1", credit.name).replace("%2", credit.author or "?")
            rights = "".join(f"<br><small>{html.escape(c)}</small>" for c in credit.copyright)
            parts.append(f"<p>{html.escape(line)}{rights}</p>")
        return "".join(parts)

    def _toggle_licence(self, shown: bool) -> None:
        self.licence_text.setVisible(shown)
        self.show_licence.setText(
            self.tr("Hide the &Licence") if shown else self.tr("Show the &Licence")
        )
        self.adjustSize()
