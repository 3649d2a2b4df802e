"""The File menu of the editor: new, open, import, save, save as, export, play this layout.

Dialogs and messages live here; reading and writing files is :mod:`editor.files.file_io`'s job. The
file currently edited (``path``, None for a new or imported layout) is kept here too.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from mahjong_qt.core.formats import Format, FormatError
from mahjong_qt.desktop import LAYOUT_SUFFIX
from mahjong_qt.ui.error_texts import error_reasons, format_error_text, map_title, sentence

from ..checking.issue_text import describe_issue
from ..checking.validation_model import ValidationModel
from ..controls.actions import EditorActions
from ..editing.document import DEFAULT_ID, LayoutDocument
from ..editing.session import EditSession
from ..editing.shell import DocumentShell
from .export_dialog import ExportDialog
from .file_io import (
    EXPORT_SUFFIXES,
    OpenError,
    SaveRefused,
    copy_of_bundled,
    default_save_path,
    export_document,
    export_text,
    gnome_maps,
    import_layout,
    is_bundled,
    is_foreign,
    open_layout,
    save_document,
)

__all__ = ["FileActions"]


class FileActions(QObject):
    """Files of one editor window.

    ``name_layout`` asks the user for the layout's name and id before its first save (False when
    cancelled). ``pathChanged`` tells that the file being edited changed (the window's title).
    """

    pathChanged = Signal()
    #: A file was opened, imported or saved (for the recent files).
    fileUsed = Signal(Path)

    def __init__(
        self,
        session: EditSession,
        validation: ValidationModel,
        shell: DocumentShell,
        name_layout: Callable[[], bool],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.session = session
        self.validation = validation
        self.shell = shell
        self._name_layout = name_layout
        self.path: Path | None = None
        self._export_format = Format.KMAHJONGG
        #: Where the last export went (the export dialog starts there; kept in the preferences).
        self.export_folder: Path | None = None

    def bind(self, a: EditorActions) -> None:
        """Connect the File menu's actions to these file operations."""
        a.new.triggered.connect(self.file_new)
        a.open.triggered.connect(self.file_open)
        a.import_.triggered.connect(self.file_import)
        a.save.triggered.connect(self.file_save)
        a.save_as.triggered.connect(self.file_save_as)
        a.export.triggered.connect(self.file_export)

    def maybe_discard(self) -> bool:
        """True when the current layout may be replaced (saved, or the user agreed)."""
        if self.session.undo_stack.isClean():
            return True
        answer = self.shell.ask_save_changes()
        if answer == QMessageBox.StandardButton.Save:
            return self.file_save()
        return answer == QMessageBox.StandardButton.Discard

    def _load(self, doc: LayoutDocument, path: Path | None) -> None:
        self.path = path
        self.shell.load_document(doc)
        self.pathChanged.emit()

    def file_new(self) -> None:
        if self.maybe_discard():
            self._load(LayoutDocument(), None)

    def file_open(self) -> None:
        if not self.maybe_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self.shell.dialog_parent(),
            self.tr("Open layout"),
            str(default_save_path(self.session.doc).parent),
            self.tr("Layouts (*.json *.layout *.map *.lay);;All files (*)"),
        )
        if path:
            self.open_path(path)

    def file_import(self) -> None:
        if not self.maybe_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self.shell.dialog_parent(),
            self.tr("Import layout"),
            "",
            self.tr(
                "Layouts of other games (*.layout *.map *.lay);;KMahjongg layouts (*.layout)"
                ";;GNOME Mahjongg maps (*.map);;Kyodai layouts (*.lay);;All files (*)"
            ),
        )
        if path:
            self.open_path(path)

    def new_from_bundled(self, path: Path) -> bool:
        """File ▸ New From Game Layout: a copy of one of the game's layouts to design from."""
        if not self.maybe_discard():
            return False
        try:
            return self.open_copy_of(path)
        except OpenError as e:
            self._tell_open_error(path, e)
            return False

    def open_copy_of(self, path: Path) -> bool:
        """Load a copy of the game's layout at ``path``, with its own id and no file: "save"
        puts it in the user's layout folder, never over the game's own file. Raises
        :class:`OpenError`."""
        doc = copy_of_bundled(path)
        self._load(doc, None)
        self.shell.show_status(
            self.tr("A copy of a game layout: save it to keep it as your own"), 6000
        )
        self.session.undo_stack.resetClean()
        return True

    def choose_map(self, titles: list[str]) -> int | None:
        """Ask which map of a GNOME file to import; None when cancelled."""
        title, ok = QInputDialog.getItem(
            self.shell.dialog_parent(),
            self.tr("Import GNOME Mahjongg map"),
            self.tr("This file holds several layouts. Which one?"),
            titles,
            0,
            False,
        )
        return titles.index(title) if ok and title in titles else None

    def open_path(self, path: str | Path, map_choice: int | str | None = None) -> bool:
        """Open our JSON or import a foreign layout; one clear message when it fails."""
        path = Path(path)
        try:
            if is_foreign(path):
                if map_choice is None:
                    titles = [map_title(name, line) for name, line in gnome_maps(path)]
                    if len(titles) > 1:
                        map_choice = self.choose_map(titles)
                        if map_choice is None:
                            return False
                doc = import_layout(path, map_choice)
                self._load(doc, None)
                self.shell.show_status(
                    self.tr("Imported %1: save it to keep it").replace("%1", path.name), 6000
                )
                self.session.undo_stack.resetClean()
                self.fileUsed.emit(path)
                return True
            if is_bundled(path):
                return self.open_copy_of(path)
            doc = open_layout(path)
        except OpenError as e:
            self._tell_open_error(path, e)
            return False
        self._load(doc, path)
        self.fileUsed.emit(path)
        return True

    def restore(self, doc: LayoutDocument, source: Path | None) -> None:
        """Show recovered edits of ``source`` (None: a layout never saved), as unsaved changes."""
        self._load(doc, source)
        self.session.undo_stack.resetClean()

    def open_recent(self, path: Path) -> bool:
        """File ▸ Open Recent: like Open, for a file picked from the list."""
        return self.maybe_discard() and self.open_path(path)

    def _tell_open_error(self, path: Path, error: OpenError) -> None:
        self.shell.tell(
            QMessageBox.Icon.Warning,
            self.tr("Cannot open the layout"),
            self.tr("“%1” cannot be opened:\n%2")
            .replace("%1", path.name)
            .replace("%2", "\n".join(sentence(r) for r in error_reasons(error.error))),
        )

    def file_save(self) -> bool:
        """Save to the file being edited; a new layout goes to the user's layout folder, where
        the game lists it (named first if it still has the default name; never over another
        file without asking)."""
        if self.path is not None:
            return self.save_to(self.path)
        if self.session.doc.metadata.id == DEFAULT_ID and not self._name_layout():
            return False
        target = default_save_path(self.session.doc)
        if target.exists():
            return self.file_save_as()
        return self.save_to(target)

    def file_save_as(self) -> bool:
        start = self.path or default_save_path(self.session.doc)
        path, _ = QFileDialog.getSaveFileName(
            self.shell.dialog_parent(),
            self.tr("Save layout as"),
            str(start),
            self.tr("Mahjong Qt layouts (*.mahjong.json);;JSON files (*.json)"),
        )
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += LAYOUT_SUFFIX
        return self.save_to(Path(path))

    def save_to(self, path: str | Path) -> bool:
        """Save as our JSON; refuse with the reasons when the layout has errors."""
        path = Path(path)
        try:
            save_document(self.session.doc, path)
        except SaveRefused as refused:
            reasons = "\n".join("• " + describe_issue(issue) for issue in refused.errors[:8])
            self.shell.tell(
                QMessageBox.Icon.Warning,
                self.tr("Not saved"),
                self.tr("The layout has errors and cannot be saved:\n%1").replace("%1", reasons),
            )
            return False
        except OSError as e:
            self.shell.tell(
                QMessageBox.Icon.Critical,
                self.tr("Not saved"),
                self.tr("The file cannot be written:\n%1").replace("%1", str(e)),
            )
            return False
        self.path = path
        self.session.undo_stack.setClean()
        self.pathChanged.emit()
        self.fileUsed.emit(path)
        message = self.tr("Saved to %1").replace("%1", str(path))
        if self.validation.report.warnings:
            message += " " + self.tr(
                "(with %n warning(s))", "", len(self.validation.report.warnings)
            )
        self.shell.show_status(message, 6000)
        return True

    def file_export(self) -> bool:
        """File ▸ Export: choose the format with a preview of the file, then where to write."""
        doc = self.session.doc
        dialog = ExportDialog(
            lambda fmt: export_text(doc, fmt), self._export_format, self.shell.dialog_parent()
        )
        if dialog.exec() != ExportDialog.DialogCode.Accepted:
            return False
        fmt = self._export_format = dialog.chosen()
        suffix = EXPORT_SUFFIXES[fmt]
        start = (self.path or default_save_path(doc)).with_suffix(suffix)
        if self.export_folder is not None:
            start = self.export_folder / start.name
        filters = {
            Format.KMAHJONGG: self.tr("KMahjongg layouts (*.layout)"),
            Format.GNOME: self.tr("GNOME Mahjongg maps (*.map)"),
            Format.KYODAI: self.tr("Kyodai layouts (*.lay)"),
        }
        path, _ = QFileDialog.getSaveFileName(
            self.shell.dialog_parent(), self.tr("Export layout"), str(start), filters[fmt]
        )
        if not path:
            return False
        if not path.lower().endswith(suffix):
            path += suffix
        if not self.export_to(Path(path), fmt):
            return False
        self.export_folder = Path(path).parent
        return True

    def export_to(self, path: str | Path, fmt: Format | None = None) -> bool:
        """Write the layout in another game's format (from ``fmt``, else the extension)."""
        try:
            export_document(self.session.doc, path, fmt)
        except FormatError as e:
            self.shell.tell(
                QMessageBox.Icon.Warning,
                self.tr("Not exported"),
                sentence(format_error_text(e)),
            )
            return False
        except OSError as e:
            self.shell.tell(
                QMessageBox.Icon.Critical,
                self.tr("Not exported"),
                self.tr("The file cannot be written:\n%1").replace("%1", str(e)),
            )
            return False
        self.shell.show_status(self.tr("Exported to %1").replace("%1", str(path)), 6000)
        return True

    def play_file(self) -> Path | None:
        """The file the game should open: the saved file, or a temporary copy of the edits."""
        if self.validation.report.errors:
            return None
        if self.path is not None and self.session.undo_stack.isClean():
            return self.path
        folder = Path(tempfile.gettempdir()) / "mahjong-qt-editor"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{self.session.doc.metadata.id}.json"
        save_document(self.session.doc, path)
        return path
