"""Help: the rules of Mahjong solitaire in the UI language, and a gallery of every tile with its
French and English names (drawn by the game's own renderer)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.tiles import KINDS
from mahjong_qt.ui.tile_renderer import TileRenderer

__all__ = ["RulesDialog"]

FACE_PX = 64


class RulesDialog(QDialog):
    def __init__(self, renderer: TileRenderer, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules and Tiles"))
        self.resize(760, 600)
        tabs = QTabWidget(self)
        rules = QTextBrowser(self)
        rules.setOpenExternalLinks(False)
        rules.setHtml(self.rules_html())
        tabs.setAccessibleName(self.tr("Rules and Tiles"))
        rules.setAccessibleName(self.tr("Rules"))
        tabs.addTab(rules, self.tr("Rules"))
        tabs.addTab(self._gallery(renderer, lang), self.tr("Tiles"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(tabs)
        column.addWidget(buttons)

    def rules_html(self) -> str:
        parts = [
            self.tr("<h2>Mahjong solitaire</h2>"),
            self.tr(
                "<p>Remove the tiles from the board two by two: take a pair of matching "
                "<b>free</b> tiles. You win when the board is empty.</p>"
            ),
            self.tr("<h3>Which tiles match</h3>"),
            self.tr(
                "<ul><li>An ordinary tile matches only an identical tile: the same suit and "
                "number (bamboo, characters, dots), the same wind, the same dragon.</li>"
                "<li>Any flower matches any flower, and any season matches any season; a "
                "flower never matches a season.</li></ul>"
            ),
            self.tr("<h3>When a tile is free</h3>"),
            self.tr(
                "<ul><li>No tile lies on it, not even partly;</li><li>and its left side or its "
                "right side is clear: no tile touches it on that side, on the same level.</li>"
                "</ul><p>The top and bottom edges do not count. Click a blocked tile and the "
                "status line says why.</p>"
            ),
            self.tr("<h3>Playing</h3>"),
            self.tr(
                "<p>Click a free tile to select it, click it again to deselect it. Click a "
                "matching free tile to remove the pair; click another free tile to select it "
                "instead. With the keyboard: the arrow keys move between the tiles, Space or "
                "Enter selects, Escape clears the selection (see below).</p>"
            ),
            self.tr(
                "<p>Every deal can be won from the start. Your own moves may still lead to a "
                "dead end, and the game tells you as soon as a position can no longer be won, "
                "even with pairs left: then go back to the last winnable position (Move menu), "
                "undo, or shuffle the remaining tiles (the shuffle keeps the game winnable). A "
                "hint shows a pair proven to keep the game winnable; press again for the next "
                "one.</p>"
            ),
            self.tr(
                "<p>After a lost game, <b>Game ▸ Review the Game</b> says until which move it "
                "could be won and which move lost it, shows the board at that move with the "
                "pair the solver would have played instead (Left and Right step through the "
                "moves), and can take the game back there.</p>"
            ),
            self.tr("<h3>Score and stars</h3>"),
            self.tr(
                "<p>Each pair is worth 100 points. A pair taken less than 4.2 seconds after "
                "the previous one starts or continues a combo: ×2, ×3 … up to ×99. A slower "
                "pair, an undo or a shuffle ends the combo; an undo takes back exactly the "
                "points of its pair.</p><p>Stars: one for clearing the board, one for clearing "
                "it in at most 2.5 seconds per tile (6 minutes on the Turtle), one for using no "
                "hint, shuffle or undo.</p>"
            ),
            self.tr("<h3>Playing with the keyboard and a screen reader</h3>"),
            self.tr(
                "<p>Every tile can be reached from the keyboard, free or not, to learn the "
                "board:</p><ul>"
                "<li><b>Arrow keys</b>: the nearest tile in that direction on the same level "
                "(a tile half a row off counts as on both rows);</li>"
                "<li><b>Page Up / Page Down</b> (or <b>Shift+Up / Shift+Down</b>): the tile "
                "above or below on the next level;</li>"
                "<li><b>Home / End</b>: the first or last tile of the row;</li>"
                "<li><b>F</b> / <b>Shift+F</b>: the next or previous free tile;</li>"
                "<li><b>M</b> / <b>Shift+M</b>: the next or previous free tile that matches "
                "the focused one (after a hint, the other tile of the hint);</li>"
                "<li><b>H</b>: a hint: the pair is said and the focus goes to its first tile, "
                "so that <b>Enter</b>, <b>M</b>, <b>Enter</b> take it;</li>"
                "<li><b>I</b>: read the tile in full, with the tiles at its sides;</li>"
                "<li><b>Space</b> or <b>Enter</b>: select the tile, or take the pair; "
                "<b>Escape</b> clears the selection.</li></ul>"
            ),
            self.tr(
                "<p>A screen reader (Orca, NVDA, VoiceOver) hears the name of the focused tile: "
                "its face, its level (the table is level 1), and whether it is free or what "
                "blocks it, for example “Bamboo 5, level 1, covered by Red dragon on level 2” "
                "or “blocked left and right”. The game also announces what happens: a pair "
                "taken, the selection, a tile that cannot be taken and why, a hint, a shuffle, "
                "an undo or redo, the pause, a dead end and the end of the game, and in a race "
                "the countdown and your rank.</p>"
            ),
            self.tr(
                "<p>In the preferences: the <i>High contrast</i> tile style (black on white, "
                "thick outlines, a selected tile shown in negative and a hint as a dashed "
                "frame), the size of the corner index, <i>Large print</i>, and <i>Motion</i> "
                "to stop tiles fading out and shaking. In every style the faces are told apart "
                "by their shapes and their corner index, never by colour alone.</p>"
            ),
            self.tr("<h3>The view</h3>"),
            self.tr(
                "<p>Turn the mouse wheel to zoom where the pointer is, drag to move the board, "
                "and use Overview to see the whole layout again. Each level is drawn a shade "
                "lighter than the one below it.</p>"
            ),
        ]
        return "".join(parts)

    def _gallery(self, renderer: TileRenderer, lang: str) -> QListWidget:
        gallery = QListWidget(self)
        gallery.setAccessibleName(self.tr("Tiles"))
        gallery.setViewMode(QListWidget.ViewMode.IconMode)
        gallery.setIconSize(QSize(FACE_PX, round(FACE_PX * 1.3)))
        gallery.setGridSize(QSize(136, 138))
        gallery.setResizeMode(QListWidget.ResizeMode.Adjust)
        gallery.setMovement(QListWidget.Movement.Static)
        gallery.setWordWrap(True)
        gallery.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        dpr = self.devicePixelRatioF()
        other = "en" if lang == "fr" else "fr"
        for kind in KINDS:
            item = QListWidgetItem(gallery)
            pixmap = renderer.face_pixmap(kind.index, FACE_PX, dpr)
            item.setIcon(QIcon(pixmap))
            item.setText(f"{kind.name(lang)}\n({kind.name(other)})")
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        return gallery
