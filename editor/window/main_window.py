"""The layout editor's main window: the composition root of the editor's parts.

A thin shell over the session (document + undo stack + selection): actions build commands with
:mod:`editor.editing.commands` and push them; the scene, the layer panel and the validation
panel follow the document's change notifications. Validation runs after every edit; the slow
checks (can the layout be cleared, test deals) run in a worker process. The window makes the
parts and wires their signals: the docks (:mod:`editor.window.docks`), the view following the
session (:mod:`editor.window.canvas_follower`), the preferences
(:mod:`editor.window.preference_keeper`), the recovery offer (:mod:`editor.window.recovery_offer`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QPointF
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from mahjong_qt.core.geometry import Position
from mahjong_qt.core.paths import user_paths
from mahjong_qt.ui.tile_renderer import TileRenderer
from mahjong_qt.ui.zoom_pan_view import ZoomPanView

from ..canvas.heat_map import HeatMapLayer
from ..canvas.scene import EditorScene
from ..canvas.toolbox import ToolBox
from ..checking.checks import BackgroundChecks
from ..checking.difficulty_store import difficulty_path
from ..checking.live_winnability import LiveWinnability
from ..checking.play_test import PlayTest
from ..checking.symmetry_check import SymmetryCheck
from ..checking.validation import ValidationReport
from ..checking.validation_model import ValidationModel
from ..controls.actions import EditorActions
from ..editing.document import Change, LayoutDocument
from ..editing.edit_operations import EditOperations
from ..editing.session import EditSession
from ..files.file_actions import FileActions
from ..files.metadata_dialog import ask_metadata
from ..files.recovery import RecoveryKeeper
from ..manager.layout_manager import LayoutManager
from ..panels.winnability_display import WinnabilityDisplay
from .canvas_follower import CanvasFollower
from .docks import EditorDocks
from .menus import EditorMenus
from .preference_keeper import PreferenceKeeper
from .preferences import preferences_path
from .recovery_offer import RecoveryOffer
from .status_line import StatusLine

__all__ = ["EditorWindow"]


class EditorWindow(QMainWindow):
    """One layout being edited: it makes the parts and wires their signals."""

    def __init__(
        self,
        translations=None,
        parent: QWidget | None = None,
        preferences_file: Path | None = None,
    ):
        super().__init__(parent)
        self.translations = translations
        self.keeper = PreferenceKeeper(
            preferences_file or preferences_path(), self.show_status, self
        )
        self.session = EditSession(parent=self)
        self.renderer = TileRenderer(lang=self._lang())
        self.scene = EditorScene(self.session, self.renderer, self)
        self.view = ZoomPanView(self.scene, self)
        self.view.left_button_pans = False
        self.view.setMouseTracking(True)
        self.view.setObjectName("canvas")
        # The grid is the background: cached, redrawn only when the level or the grid changes.
        self.view.setCacheMode(ZoomPanView.CacheModeFlag.CacheBackground)
        self.setCentralWidget(self.view)
        self.actions_ = EditorActions(self)
        self.validation = ValidationModel(self.session, self)
        self.docks = EditorDocks(self, self.session, self.renderer, self.actions_)
        self.layer_panel, self.history = self.docks.layer_panel, self.docks.history
        self.validation_panel, self.preview = self.docks.validation_panel, self.docks.preview
        self.preview_dock = self.docks.preview_dock
        for action in self.actions_.canvas_only:
            self.removeAction(action)
            self.view.addAction(action)
        # The helpers get the session, the validation and this window as their narrow shell.
        self.edits = EditOperations(self.session, self, ask_metadata, self, self.scene.symmetry)
        self.toolbox = ToolBox(
            self.scene,
            self.actions_,
            self.edits,
            lambda: self.view.map_to_scene_f(QPointF(self.view.viewport().rect().center())),
            self.view.setFocus,
            self,
        )
        self.files = FileActions(
            self.session, self.validation, self, self.edits.edit_properties, self
        )
        self.checks = BackgroundChecks(
            self.session, self.validation, self.validation_panel, self, self
        )
        self.live = LiveWinnability(self.session, self.validation, self.checks.runner, self)
        self.play_test = PlayTest(
            self.session, self.checks.runner, self, self.files.play_file, self._lang, self
        )
        self.heat = HeatMapLayer(self.scene, self.scene)
        self.winnability = WinnabilityDisplay(
            self.live, self.heat, self.validation_panel.deals, self.session, difficulty_path, self
        )
        self.symmetry_check = SymmetryCheck(
            self.session, self.scene.symmetry, self.scene.mirrorChanged, self
        )
        self.symmetry_check.checked.connect(self.validation_panel.show_symmetry)
        self.menus = EditorMenus(self, self.actions_)
        self.status_line = StatusLine(self.statusBar(), self.session)
        self.canvas = CanvasFollower(
            self.session, self.view, self.scene, self.layer_panel, self.heat, self.status_line, self
        )
        self.manager: LayoutManager | None = None
        self.recovery = RecoveryKeeper(
            self.session, lambda: self.files.path, parent=self, mirror=self.toolbox.saved_mirror
        )
        self.recovery_offer = RecoveryOffer(
            self.recovery, self.session, self.files, self.toolbox, self, self._lang, self
        )
        self._connect()
        self.retranslate()
        self._refresh_all()
        self.resize(1280, 800)
        self._apply_preferences()
        if self.keeper.notice is not None:
            self.show_status(
                self.tr("The editor's settings could not be read (the file was kept aside)."),
                8000,
            )
        self.view.setFocus()

    def _lang(self) -> str:
        return self.translations.language if self.translations is not None else "en"

    def _connect(self) -> None:
        a, s = self.actions_, self.session
        self.files.bind(a)
        self.edits.bind(a)
        self.menus.game_layouts.chosen.connect(self.files.new_from_bundled)
        a.quit.triggered.connect(self.close)
        a.play.triggered.connect(self.play_test.run)
        self.play_test.finished.connect(self.validation_panel.show_play_result)
        a.manage.triggered.connect(self.show_layout_manager)
        a.undo.triggered.connect(s.undo_stack.undo)
        a.redo.triggered.connect(s.undo_stack.redo)
        s.undo_stack.canUndoChanged.connect(a.undo.setEnabled)
        s.undo_stack.canRedoChanged.connect(a.redo.setEnabled)
        s.undo_stack.cleanChanged.connect(self._on_clean_changed)
        a.zoom_in.triggered.connect(self.view.zoom_in)
        a.zoom_out.triggered.connect(self.view.zoom_out)
        a.fit.triggered.connect(self.view.fit)
        a.ghost_upper.toggled.connect(self.canvas.show_upper)
        a.show_numbers.toggled.connect(self.scene.set_show_numbers)
        a.test_deals.triggered.connect(lambda: self.checks.test_deals())
        a.live_winnability.toggled.connect(self.live.set_enabled)
        a.heat_map.toggled.connect(self.heat.set_visible)
        a.lang_en.triggered.connect(lambda: self.set_language("en"))
        a.lang_fr.triggered.connect(lambda: self.set_language("fr"))
        a.undo.setEnabled(False)
        a.redo.setEnabled(False)
        s.documentChanged.connect(self._on_change)
        self.validation.reportChanged.connect(self._on_report)
        self.files.pathChanged.connect(self.refresh_title)
        self.files.fileUsed.connect(self._remember_file)
        self.scene.mirrorChanged.connect(self.recovery.touch)
        self.menus.recent.chosen.connect(self.files.open_recent)
        s.selectionChanged.connect(self._update_selection_actions)
        self.scene.pointerMoved.connect(self.status_line.show_pointer)
        self.validation_panel.issueActivated.connect(self.canvas.highlight)
        self.validation_panel.clearStateChanged.connect(self.checks.show_blockers_when_stuck)
        self.validation_panel.deals.cancelRequested.connect(self.checks.cancel_deals)
        self.view.set_content_rect(self.scene.grid_rect())

    # -- refreshing (slots are methods, never lambdas: Qt drops them with the window) -----------
    def _on_clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def _on_change(self, change: Change) -> None:
        if change.added or change.removed or change.levels_changed:
            self.canvas.refresh_levels()
        if change.metadata_changed:
            self.refresh_title()

    def _on_report(self, report: ValidationReport) -> None:
        """A new validation report (after every edit): shown, old highlight and message gone."""
        self.validation_panel.show_report(report)
        self.status_line.show_extents(report)
        if self.scene.highlighted:
            self.scene.set_highlighted(())
        self.statusBar().clearMessage()
        self.checks.schedule()

    def refresh_title(self) -> None:
        name = self.session.doc.metadata.name(self._lang())
        path = self.files.path
        where = f" ({path.name})" if path is not None else ""
        self.setWindowTitle(
            self.tr("%1%2[*] — Mahjong Qt layout editor").replace("%1", name).replace("%2", where)
        )

    def _refresh_all(self) -> None:
        self.validation_panel.show_report(self.validation.report)
        self.symmetry_check.run()
        self.status_line.show_extents(self.validation.report)
        self.canvas.refresh_levels()
        self.refresh_title()
        self._update_selection_actions()
        self.checks.schedule()

    def _update_selection_actions(self) -> None:
        has = bool(self.session.selection)
        a = self.actions_
        moves = (a.selection_up_level, a.selection_down_level)
        for action in (a.cut, a.copy, a.delete, *moves, *a.canvas_only):
            action.setEnabled(has)

    # -- the shell the helpers get (editor.editing.shell) --------------------------------------
    def load_document(self, doc: LayoutDocument) -> None:
        """Show a new document (new, open, import): history cleared, mirror axes centred."""
        self.session.load(doc)
        self.canvas.show_new_document()

    def dialog_parent(self) -> QWidget:
        return self

    def tell(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        """Show a message to the user (tests replace this)."""
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.exec()

    def ask_save_changes(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel the unsaved changes (tests replace this)."""
        return QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("The layout has unsaved changes. Save them?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )

    def ask_recover(self, name: str, when: str) -> QMessageBox.StandardButton:
        """Recover (Open), Discard or keep for later (Cancel) unsaved edits (tests replace this)."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Recover unsaved edits"),
            self.tr(
                "The editor stopped before “%1” was saved (last change: %2). Recover the edits?"
            )
            .replace("%1", name)
            .replace("%2", when),
            QMessageBox.StandardButton.Open
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.button(QMessageBox.StandardButton.Open).setText(self.tr("&Recover"))
        box.button(QMessageBox.StandardButton.Cancel).setText(self.tr("&Later"))
        box.setDefaultButton(QMessageBox.StandardButton.Open)
        return QMessageBox.StandardButton(box.exec())

    def show_status(self, text: str, timeout_ms: int = 0) -> None:
        self.statusBar().showMessage(text, timeout_ms)

    # -- the layout manager (editor.manager) ----------------------------------------------------
    def show_layout_manager(self) -> LayoutManager:
        """File ▸ My Layouts: the user's layout folder, beside the editor."""
        if self.manager is None:
            p = self.keeper.preferences
            sort = (p.manager_sort_column, p.manager_sort_descending)
            self.manager = LayoutManager(user_paths().layouts_dir, self._lang(), self, sort=sort)
            self.manager.openRequested.connect(self.files.open_recent)
            self.manager.sortChanged.connect(self.keeper.remember_sort)
        self.manager.lang = self._lang()
        self.manager.refresh()
        self.manager.show()
        self.manager.raise_()
        return self.manager

    def offer_recovery(self) -> bool:
        """At start: offer the edits an editor that stopped without saving left behind
        (:class:`RecoveryOffer`). True when recovered."""
        return self.recovery_offer.offer()

    # -- preferences (editor.window.preferences) -----------------------------------------------
    def _apply_preferences(self) -> None:
        p, a = self.keeper.preferences, self.actions_
        self.toolbox.set_tool(p.tool)
        self.toolbox.set_mirror(p.mirror)
        a.on_top.setChecked(p.on_top)
        a.ghost_upper.setChecked(p.ghost_upper)
        a.show_numbers.setChecked(p.show_numbers)
        a.live_winnability.setChecked(p.live_winnability)
        a.heat_map.setChecked(p.heat_map)
        if p.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(p.window_geometry.encode("ascii")))
        if p.window_state:
            self.restoreState(QByteArray.fromBase64(p.window_state.encode("ascii")))
        self.menus.recent.show_files(p.recent_files)
        self.files.export_folder = Path(p.export_folder) if p.export_folder else None

    def _remember_file(self, path: Path) -> None:
        self.menus.recent.show_files(self.keeper.remember_file(path))

    def _keep_window_choices(self) -> None:
        a = self.actions_
        self.keeper.remember(
            window_geometry=bytes(self.saveGeometry().toBase64().data()).decode("ascii"),
            window_state=bytes(self.saveState().toBase64().data()).decode("ascii"),
            tool=self.toolbox.tool_name,
            mirror=self.scene.mirror.value,
            on_top=a.on_top.isChecked(),
            ghost_upper=a.ghost_upper.isChecked(),
            show_numbers=a.show_numbers.isChecked(),
            live_winnability=a.live_winnability.isChecked(),
            heat_map=a.heat_map.isChecked(),
            export_folder=str(self.files.export_folder) if self.files.export_folder else None,
        )

    # -- language -------------------------------------------------------------------------------
    def set_language(self, lang: str, remember: bool = True) -> None:
        """Switch the interface language ("system", "en", "fr"); a choice from the menu is kept
        for the next run (``remember``), one from the command line is not."""
        if self.translations is not None:
            self.translations.set_language(lang)
            self.renderer.lang = self.translations.language
        if remember:
            self.keeper.remember(language=lang)

    def retranslate(self) -> None:
        lang = self._lang()
        self.actions_.retranslate()
        self.menus.retranslate(lang)
        self.docks.retranslate()
        self.view.setAccessibleName(self.tr("Layout canvas"))
        (self.actions_.lang_fr if lang == "fr" else self.actions_.lang_en).setChecked(True)
        self.play_test.retranslate()
        self.refresh_title()
        self.status_line.show_pointer(None)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if not self.files.maybe_discard():
            event.ignore()
            return
        self.live.shutdown()
        self.play_test.shutdown()
        self.checks.shutdown()
        if self.manager is not None:
            self.manager.tester.shutdown()
        self.recovery.close()
        self._keep_window_choices()
        event.accept()

    def selected(self) -> frozenset[Position]:
        return self.session.selection


def shortcut_texts(window: EditorWindow) -> list[str]:
    """Every shortcut of the window's actions, as portable text (for the clash test)."""
    return [
        s.toString(QKeySequence.SequenceFormat.PortableText)
        for a in window.actions_.all()
        for s in a.shortcuts()
        if not s.isEmpty()
    ]
