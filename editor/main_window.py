"""The layout editor's main window: canvas, layer panel, validation panel, menus and files.

A thin shell over the session (document + undo stack + selection): actions build commands with
:mod:`editor.commands` and push them; the scene, the layer panel and the validation panel follow
the document's change notifications. Validation runs after every edit; the slow checks (can the
layout be cleared, test deals) run in a worker process.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QLocale, QPointF, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMessageBox, QUndoView, QWidget

from mahjong_qt.core.geometry import Position
from mahjong_qt.core.paths import user_paths
from mahjong_qt.ui.tile_metrics import layout_scene_rect
from mahjong_qt.ui.tile_renderer import TileRenderer
from mahjong_qt.ui.zoom_pan_view import ZoomPanView

from .actions import EditorActions
from .canvas_events import CanvasEvents
from .canvas_scene import EditorScene, UpperLevels
from .checks import BackgroundChecks
from .difficulty_store import difficulty_path
from .document import Change, LayoutDocument
from .edit_operations import EditOperations
from .file_actions import FileActions
from .heat_map import HeatMapLayer
from .layer_panel import LayerPanel
from .layout_manager import LayoutManager
from .live_winnability import LiveWinnability
from .menus import EditorMenus
from .preferences import load_preferences, preferences_path, save_preferences
from .preview_3d import LayoutPreview
from .recovery import RecoveryKeeper, forget, orphans
from .session import EditSession
from .status_line import StatusLine
from .toolbox import ToolBox
from .validation import ValidationReport, dead_end_tiles
from .validation_model import ValidationModel
from .validation_panel import ClearState, ValidationPanel
from .winnability_display import WinnabilityDisplay

__all__ = ["EditorWindow"]


class EditorWindow(QMainWindow):
    """One layout being edited."""

    def __init__(
        self,
        translations=None,
        parent: QWidget | None = None,
        preferences_file: Path | None = None,
    ):
        super().__init__(parent)
        self.translations = translations
        self.preferences_file = preferences_file or preferences_path()
        self.preferences, notice = load_preferences(self.preferences_file)
        self.session = EditSession(parent=self)
        self.renderer = TileRenderer(lang=self._lang())
        self.scene = EditorScene(self.session, self.renderer, self)
        self.view = ZoomPanView(self.scene, self)
        self.view.left_button_pans = False
        self.view.setMouseTracking(True)
        self.view.setObjectName("canvas")
        # The grid is the background: cached, redrawn only when the level or the grid changes.
        self.view.setCacheMode(ZoomPanView.CacheModeFlag.CacheBackground)
        self.canvas_events = CanvasEvents(self.view, self.scene)
        self._grid_pending = False
        self.setCentralWidget(self.view)
        self.actions_ = EditorActions(self)
        self.validation = ValidationModel(self.session, self)
        self._build_panels()
        # The helpers get the session, the validation and this window as their narrow shell.
        self.edits = EditOperations(self.session, self, self)
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
        self.heat = HeatMapLayer(self.scene, self.scene)
        self.winnability = WinnabilityDisplay(
            self.live, self.heat, self.validation_panel.deals, self.session, difficulty_path, self
        )
        self.menus = EditorMenus(self, self.actions_)
        self.status_line = StatusLine(self.statusBar(), self.session)
        preview_toggle = self.preview_dock.toggleViewAction()
        preview_toggle.setShortcut("F3")
        self.menus.view.insertAction(self.menus.language.menuAction(), preview_toggle)
        self.manager: LayoutManager | None = None
        self.recovery = RecoveryKeeper(self.session, lambda: self.files.path, parent=self)
        self._connect()
        self.retranslate()
        self._refresh_all()
        self.resize(1280, 800)
        self._apply_preferences()
        if notice is not None:
            self.show_status(
                self.tr("The editor's settings could not be read (the file was kept aside)."),
                8000,
            )
        self.view.setFocus()

    def _lang(self) -> str:
        return self.translations.language if self.translations is not None else "en"

    # -- construction ---------------------------------------------------------------------------
    def _build_panels(self) -> None:
        a = self.actions_
        self.layer_panel = LayerPanel(
            [a.level_insert, a.level_duplicate, a.level_delete, a.level_raise, a.level_lower]
        )
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.layer_dock = self._dock("layersDock", self.layer_panel, left)
        self.history = QUndoView(self.session.undo_stack)
        self.history.setObjectName("history")
        self.history_dock = self._dock("historyDock", self.history, left)
        self.validation_panel = ValidationPanel(a.test_deals)
        self.validation_dock = self._dock("validationDock", self.validation_panel, right)
        self.preview = LayoutPreview(self.session, self.renderer)
        self.preview_dock = self._dock("previewDock", self.preview, right)
        self.preview_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.preview_dock.hide()  # View ▸ 3-D Preview
        self.resizeDocks(
            [self.layer_dock, self.validation_dock], [220, 330], Qt.Orientation.Horizontal
        )
        self.resizeDocks([self.layer_dock, self.history_dock], [400, 250], Qt.Orientation.Vertical)
        for action in a.canvas_only:
            self.removeAction(action)
            self.view.addAction(action)

    def _dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(area, dock)
        return dock

    def _connect(self) -> None:
        a, s = self.actions_, self.session
        self.files.bind(a)
        self.edits.bind(a)
        self.menus.game_layouts.chosen.connect(self.files.new_from_bundled)
        a.quit.triggered.connect(self.close)
        a.manage.triggered.connect(self.show_layout_manager)
        a.undo.triggered.connect(s.undo_stack.undo)
        a.redo.triggered.connect(s.undo_stack.redo)
        s.undo_stack.canUndoChanged.connect(a.undo.setEnabled)
        s.undo_stack.canRedoChanged.connect(a.redo.setEnabled)
        s.undo_stack.cleanChanged.connect(self._on_clean_changed)
        a.zoom_in.triggered.connect(self.view.zoom_in)
        a.zoom_out.triggered.connect(self.view.zoom_out)
        a.fit.triggered.connect(self.view.fit)
        a.ghost_upper.toggled.connect(self._on_ghost_upper)
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
        self.recovery.failed.connect(self._recovery_failed)
        self.menus.recent.chosen.connect(self.files.open_recent)
        s.currentLevelChanged.connect(self._on_level_changed)
        s.selectionChanged.connect(self._update_selection_actions)
        self.scene.gridChanged.connect(self._on_grid_changed)
        self.canvas_events.released.connect(self._on_buttons_released)
        self.scene.pointerMoved.connect(self.status_line.show_pointer)
        self.layer_panel.levelSelected.connect(s.set_current_level)
        self.layer_panel.visibilityChanged.connect(self._on_visibility_changed)
        self.validation_panel.issueActivated.connect(self.highlight)
        self.validation_panel.clearStateChanged.connect(self._on_clear_state)
        self.view.set_content_rect(self.scene.grid_rect())

    # -- refreshing (slots are methods, never lambdas: Qt drops them with the window) -----------
    def _on_clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def _on_level_changed(self, _z: int) -> None:
        self.view.resetCachedContent()
        self._refresh_levels()

    def _on_grid_changed(self) -> None:
        """The grid grew or shrank: refit the view, but never under a pressed button (the view
        would move and Qt replay the press as a drag that paints a row); on release then."""
        self.view.resetCachedContent()
        if self.canvas_events.button_down:
            self._grid_pending = True
            return
        self._grid_pending = False
        self.view.set_content_rect(self.scene.grid_rect())

    def _on_buttons_released(self) -> None:
        if self._grid_pending:
            self._on_grid_changed()

    def _on_ghost_upper(self, on: bool) -> None:
        self.scene.set_upper(UpperLevels.GHOST if on else UpperLevels.HIDDEN)
        self.heat.refresh()

    def _on_visibility_changed(self, z: int, shown: bool) -> None:
        self.scene.set_level_hidden(z, not shown)
        self.heat.refresh()

    def _on_change(self, change: Change) -> None:
        if change.added or change.removed or change.levels_changed:
            self._refresh_levels()
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

    def _on_clear_state(self, state: str) -> None:
        """The layout cannot be cleared: find the tiles that block it, for the issue list."""
        if state == ClearState.NOT_CLEARABLE:
            self.validation_panel.show_blockers(dead_end_tiles(self.session.doc.tiles))

    def _refresh_levels(self) -> None:
        s = self.session
        counts = s.doc.level_counts()
        counts += [0] * (s.shown_levels() - len(counts))  # the empty level above, when current
        self.layer_panel.show_levels(counts, s.current_level, self.scene.hidden_levels, s.doc.tiles)
        self.status_line.show_pointer(None)

    def refresh_title(self) -> None:
        name = self.session.doc.metadata.name(self._lang())
        path = self.files.path
        where = f" ({path.name})" if path is not None else ""
        self.setWindowTitle(
            self.tr("%1%2[*] — Mahjong Qt layout editor").replace("%1", name).replace("%2", where)
        )

    def _refresh_all(self) -> None:
        self.validation_panel.show_report(self.validation.report)
        self.status_line.show_extents(self.validation.report)
        self._refresh_levels()
        self.refresh_title()
        self._update_selection_actions()
        self.checks.schedule()

    def _update_selection_actions(self) -> None:
        has = bool(self.session.selection)
        a = self.actions_
        moves = (a.selection_up_level, a.selection_down_level)
        for action in (a.cut, a.copy, a.delete, *moves, *a.canvas_only):
            action.setEnabled(has)

    def highlight(self, tiles) -> None:
        """Highlight the tiles of an issue (and show their level)."""
        tiles = tuple(tiles)
        self.scene.set_highlighted(tiles)
        if tiles:
            self.session.set_current_level(min(p[2] for p in tiles))
            self.view.ensureVisible(layout_scene_rect(tiles), 40, 40)

    # -- documents -------------------------------------------------------------------------------
    def load_document(self, doc: LayoutDocument) -> None:
        """Show a new document (new, open, import): history cleared, mirror axes centred."""
        self.session.load(doc)
        self.scene.center_mirror_on_layout()
        self.scene.set_highlighted(())
        self.view.set_content_rect(self.scene.grid_rect())
        self.view.fit()
        self._refresh_levels()

    # -- the shell the helpers get (editor.shell) ----------------------------------------------
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

    # -- the layout manager (editor.layout_manager) ---------------------------------------------
    def show_layout_manager(self) -> LayoutManager:
        """File ▸ My Layouts: the user's layout folder, beside the editor."""
        if self.manager is None:
            self.manager = LayoutManager(user_paths().layouts_dir, self._lang(), self)
            self.manager.openRequested.connect(self.files.open_recent)
        self.manager.lang = self._lang()
        self.manager.refresh()
        self.manager.show()
        self.manager.raise_()
        return self.manager

    # -- crash recovery (editor.recovery) -------------------------------------------------------
    def offer_recovery(self) -> bool:
        """At start: offer the edits an editor that stopped without saving left behind (the
        newest first; the others wait for the next start). True when recovered."""
        for path, recovered in orphans():
            when = QLocale().toString(
                recovered.saved_at.astimezone(), QLocale.FormatType.ShortFormat
            )
            answer = self.ask_recover(recovered.name(self._lang()), when)
            if answer == QMessageBox.StandardButton.Cancel:
                return False  # later: the copy is kept
            if answer == QMessageBox.StandardButton.Discard:
                forget(path)
                continue
            source = Path(recovered.source) if recovered.source else None
            self.files.restore(recovered.document(), source)
            forget(path)
            self.recovery.write_now()
            return True
        return False

    def _recovery_failed(self, reason: str) -> None:
        self.show_status(
            self.tr("The recovery copy cannot be written: %1").replace("%1", reason), 8000
        )

    # -- preferences (editor.preferences) --------------------------------------------------------
    def _apply_preferences(self) -> None:
        p, a = self.preferences, self.actions_
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

    def _remember(self, **changes) -> None:
        """Keep these preferences now (a crash loses nothing already chosen)."""
        self.preferences = self.preferences.model_copy(update=changes)
        self._save_preferences()

    def _save_preferences(self) -> None:
        try:
            save_preferences(self.preferences_file, self.preferences)
        except OSError as e:
            self.show_status(
                self.tr("The editor's settings cannot be written: %1").replace("%1", str(e)), 8000
            )

    def _remember_file(self, path: Path) -> None:
        self.preferences = self.preferences.with_recent(path)
        self.menus.recent.show_files(self.preferences.recent_files)
        self._save_preferences()

    def _keep_window_choices(self) -> None:
        a = self.actions_
        self._remember(
            window_geometry=bytes(self.saveGeometry().toBase64()).decode("ascii"),
            window_state=bytes(self.saveState().toBase64()).decode("ascii"),
            tool=self.toolbox.tool_name,
            mirror=self.scene.mirror.value,
            on_top=a.on_top.isChecked(),
            ghost_upper=a.ghost_upper.isChecked(),
            show_numbers=a.show_numbers.isChecked(),
            live_winnability=a.live_winnability.isChecked(),
            heat_map=a.heat_map.isChecked(),
        )

    # -- language -------------------------------------------------------------------------------
    def set_language(self, lang: str, remember: bool = True) -> None:
        """Switch the interface language ("system", "en", "fr"); a choice from the menu is kept
        for the next run (``remember``), one from the command line is not."""
        if self.translations is not None:
            self.translations.set_language(lang)
            self.renderer.lang = self.translations.language
        if remember:
            self._remember(language=lang)

    def retranslate(self) -> None:
        lang = self._lang()
        self.actions_.retranslate()
        self.menus.retranslate(lang)
        self.layer_dock.setWindowTitle(self.tr("Levels"))
        self.view.setAccessibleName(self.tr("Layout canvas"))
        self.layer_panel.list.setAccessibleName(self.tr("Levels"))
        self.validation_panel.issues.setAccessibleName(self.tr("Problems of the layout"))
        self.history.setAccessibleName(self.tr("History"))
        self.history_dock.setWindowTitle(self.tr("History"))
        self.history.setEmptyLabel(self.tr("Start"))
        self.validation_dock.setWindowTitle(self.tr("Validation"))
        self.preview_dock.setWindowTitle(self.tr("3-D Preview"))
        (self.actions_.lang_fr if lang == "fr" else self.actions_.lang_en).setChecked(True)
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
