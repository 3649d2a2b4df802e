"""The editor window's docks: the levels and the history on the left, the validation and the
3-D preview on the right. Built here from the parts they show; titled in ``retranslate``."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QUndoView, QWidget

from mahjong_qt.ui.tile_renderer import TileRenderer

from ..canvas.preview_3d import LayoutPreview
from ..controls.actions import EditorActions
from ..editing.session import EditSession
from ..panels.layer_panel import LayerPanel
from ..panels.validation_panel import ValidationPanel

__all__ = ["EditorDocks"]


class EditorDocks(QObject):
    """``layer_panel``, ``history``, ``validation_panel`` and ``preview``, each in its dock
    (``layer_dock``, ``history_dock``, ``validation_dock``, ``preview_dock``)."""

    def __init__(
        self,
        window: QMainWindow,
        session: EditSession,
        renderer: TileRenderer,
        a: EditorActions,
    ):
        super().__init__(window)
        self._window = window
        self.layer_panel = LayerPanel(
            [a.level_insert, a.level_duplicate, a.level_delete, a.level_raise, a.level_lower]
        )
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.layer_dock = self._dock("layersDock", self.layer_panel, left)
        self.history = QUndoView(session.undo_stack)
        self.history.setObjectName("history")
        self.history_dock = self._dock("historyDock", self.history, left)
        self.validation_panel = ValidationPanel(a.test_deals)
        self.validation_dock = self._dock("validationDock", self.validation_panel, right)
        self.preview = LayoutPreview(session, renderer)
        self.preview_dock = self._dock("previewDock", self.preview, right)
        self.preview_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.preview_dock.hide()  # View ▸ 3-D Preview
        a.preview.toggled.connect(self.preview_dock.setVisible)
        self.preview_dock.visibilityChanged.connect(a.preview.setChecked)
        window.resizeDocks(
            [self.layer_dock, self.validation_dock], [220, 330], Qt.Orientation.Horizontal
        )
        window.resizeDocks(
            [self.layer_dock, self.history_dock], [400, 250], Qt.Orientation.Vertical
        )

    def _dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self._window)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self._window.addDockWidget(area, dock)
        return dock

    def retranslate(self) -> None:
        self.layer_dock.setWindowTitle(self.tr("Levels"))
        self.layer_panel.list.setAccessibleName(self.tr("Levels"))
        self.validation_panel.issues.setAccessibleName(self.tr("Problems of the layout"))
        self.history.setAccessibleName(self.tr("History"))
        self.history_dock.setWindowTitle(self.tr("History"))
        self.history.setEmptyLabel(self.tr("Start"))
        self.validation_dock.setWindowTitle(self.tr("Validation"))
        self.preview_dock.setWindowTitle(self.tr("3-D Preview"))
