"""The layout properties dialog: id, names and descriptions in English and French, author,
category."""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ..editing.document import Metadata
from .file_io import bundled_ids

__all__ = ["MetadataDialog", "ID_PATTERN", "ask_metadata"]

ID_PATTERN = r"[a-z0-9][a-z0-9_-]{0,63}"  # as the layout schema requires


class MetadataDialog(QDialog):
    """Edit a :class:`Metadata`; :meth:`metadata` gives the edited value."""

    def __init__(self, metadata: Metadata, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Layout properties"))
        self.id_edit = QLineEdit(metadata.id, self)
        self.id_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(ID_PATTERN), self.id_edit)
        )
        self.id_edit.setToolTip(
            self.tr("Lower-case letters, digits, '-' and '_'; also the file name")
        )
        self.name_en = QLineEdit(metadata.name_en, self)
        self.name_fr = QLineEdit(metadata.name_fr, self)
        self.author = QLineEdit(metadata.author, self)
        self.category = QLineEdit(metadata.category, self)
        self.category.setPlaceholderText(self.tr("e.g. Classic, Animals, Small"))
        for edit in (self.name_en, self.name_fr, self.author, self.category):
            edit.setMaxLength(200)
        self.description_en = QPlainTextEdit(metadata.description_en, self)
        self.description_fr = QPlainTextEdit(metadata.description_fr, self)
        for text in (self.description_en, self.description_fr):
            text.setTabChangesFocus(True)
            text.setFixedHeight(70)
        form = QFormLayout()
        form.addRow(self.tr("Identifier:"), self.id_edit)
        form.addRow(self.tr("Name (English):"), self.name_en)
        form.addRow(self.tr("Name (French):"), self.name_fr)
        form.addRow(self.tr("Author:"), self.author)
        form.addRow(self.tr("Category:"), self.category)
        form.addRow(self.tr("Description (English):"), self.description_en)
        form.addRow(self.tr("Description (French):"), self.description_fr)
        self.id_taken = QLabel(
            self.tr("This identifier belongs to one of the game's layouts: choose another."), self
        )
        self.id_taken.setWordWrap(True)
        self.id_taken.setStyleSheet("color: #b3261e;")
        form.addRow("", self.id_taken)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.id_edit.textChanged.connect(self._check)
        self.name_en.textChanged.connect(self._check)
        self.name_fr.textChanged.connect(self._check)
        self.resize(460, self.sizeHint().height())
        self._check()

    def _check(self) -> None:
        taken = self.id_edit.text() in bundled_ids()
        self.id_taken.setVisible(taken)
        ok = (
            self.id_edit.hasAcceptableInput()
            and not taken
            and bool(self.name_en.text().strip())
            and bool(self.name_fr.text().strip())
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def metadata(self) -> Metadata:
        return Metadata(
            id=self.id_edit.text(),
            name_en=self.name_en.text().strip(),
            name_fr=self.name_fr.text().strip(),
            description_en=self.description_en.toPlainText().strip()[:4000],
            description_fr=self.description_fr.toPlainText().strip()[:4000],
            author=self.author.text().strip(),
            category=self.category.text().strip(),
        )


def ask_metadata(metadata: Metadata, parent: QWidget | None = None) -> Metadata | None:
    """Layout ▸ Properties: the metadata as the user edited them, or None when cancelled."""
    dialog = MetadataDialog(metadata, parent)
    if dialog.exec() != MetadataDialog.DialogCode.Accepted:
        return None
    return dialog.metadata()
