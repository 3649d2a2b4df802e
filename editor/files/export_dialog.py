"""File ▸ Export: to KMahjongg, GNOME Mahjongg or Kyodai, with a preview of the file first.

The preview is the text the file will hold (the grid of a ``.layout`` or ``.lay``, the XML of a
``.map``) and what the format keeps of the layout's texts; a layout the format cannot hold says
why, and cannot be exported there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from mahjong_qt.core.formats import Format, FormatError
from mahjong_qt.core.formats.kyodai import COLUMNS, ROWS
from mahjong_qt.ui.error_texts import format_error_text, sentence

__all__ = ["ExportDialog", "EXPORT_FORMATS"]

EXPORT_FORMATS = (Format.KMAHJONGG, Format.GNOME, Format.KYODAI)
_PREVIEW_LINES = 200


class ExportDialog(QDialog):
    """Choose the format and see the file; ``chosen()`` is the format once accepted.

    ``text_for(fmt)`` makes the file's text (raising :class:`FormatError` when it cannot).
    """

    def __init__(
        self,
        text_for: Callable[[Format], str],
        fmt: Format = Format.KMAHJONGG,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self._text_for = text_for
        self.setWindowTitle(self.tr("Export layout"))
        self.format_box = QComboBox(self)
        for f, label in zip(EXPORT_FORMATS, self._labels(), strict=True):
            self.format_box.addItem(label, f.value)
        self.keeps = QLabel(self)
        self.keeps.setWordWrap(True)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #d84343;")
        self.preview = QPlainTextEdit(self)
        self.preview.setReadOnly(True)
        self.preview.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.preview.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.preview.setMinimumSize(560, 320)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setText(self.tr("&Export…"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Format:"), self.format_box)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.keeps)
        layout.addWidget(self.problem)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.buttons)
        self.format_box.currentIndexChanged.connect(self._show)
        self.format_box.setCurrentIndex(EXPORT_FORMATS.index(fmt))
        self._show()

    def _labels(self) -> list[str]:
        return [
            self.tr("KMahjongg layout (.layout)"),
            self.tr("GNOME Mahjongg map (.map)"),
            self.tr("Kyodai layout (.lay)"),
        ]

    def _keeps(self, fmt: Format) -> str:
        return {
            Format.KMAHJONGG: self.tr(
                "Keeps the tiles, any number of levels, the names, author, descriptions and"
                " category; a .desktop file beside it names the layout in KMahjongg's list."
            ),
            Format.GNOME: self.tr(
                "Keeps the tiles, any number of levels, the English name, the author and the"
                " category."
            ),
            Format.KYODAI: self.tr(
                "Keeps the tiles within 34 × 20 half tiles on 5 levels, the English name, the"
                " author and the category."
            ),
        }[fmt]

    def chosen(self) -> Format:
        return Format(self.format_box.currentData())

    def _show(self) -> None:
        fmt = self.chosen()
        self.keeps.setText(self._keeps(fmt))
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        try:
            text = self._text_for(fmt)
        except FormatError as e:
            self.problem.setText(sentence(format_error_text(e)))
            self.problem.show()
            self.preview.clear()
            save.setEnabled(False)
            return
        self.problem.hide()
        lines = _readable(fmt, text)
        if len(lines) > _PREVIEW_LINES:
            more = self.tr("… and %n more line(s)", "", len(lines) - _PREVIEW_LINES)
            lines = [*lines[:_PREVIEW_LINES], more]
        self.preview.setPlainText("\n".join(line[:400] for line in lines))
        save.setEnabled(True)


def _readable(fmt: Format, text: str) -> list[str]:
    """The file's lines to show; a Kyodai grid (one line of 3,400 digits) as its rows, level
    after level, so the layout can be seen in it."""
    lines = text.splitlines()
    if fmt is not Format.KYODAI or len(lines) < 3:
        return lines
    grid = lines[2]
    rows = [grid[i : i + COLUMNS] for i in range(0, len(grid), COLUMNS)]
    shown = lines[:2]
    for start in range(0, len(rows), ROWS):
        shown += ["", *rows[start : start + ROWS]]
    return shown
