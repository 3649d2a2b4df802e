"""Where the live winnability estimate goes: the deal panel's lines, the canvas heat map and,
once complete for a saved (or untouched) layout, the measured difficulty the layout manager
shows.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject

from mahjong_qt.core.winnability import WinnabilitySample, layout_fingerprint

from ..canvas.heat_map import HeatMapLayer
from ..checking.difficulty_store import record_measure
from ..checking.live_winnability import LiveWinnability
from ..editing.document import Change
from ..editing.session import EditSession
from .deal_panel import DealPanel

__all__ = ["WinnabilityDisplay"]


class WinnabilityDisplay(QObject):
    """Shows one window's estimate; ``store`` is the difficulty file (None: not kept)."""

    def __init__(
        self,
        live: LiveWinnability,
        heat: HeatMapLayer,
        panel: DealPanel,
        session: EditSession,
        store: Callable[[], Path | None],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.live = live
        self.heat = heat
        self.panel = panel
        self.session = session
        self._store = store
        self._measured: WinnabilitySample | None = None  # the last complete estimate
        live.estimateChanged.connect(self._on_estimate)
        session.undo_stack.cleanChanged.connect(self._on_clean)
        session.documentChanged.connect(self._on_change)
        session.loaded.connect(heat.clear)
        session.currentLevelChanged.connect(self._on_level)

    def _on_estimate(self, sample: WinnabilitySample | None, final: bool) -> None:
        self.panel.show_estimate(sample, final)
        if sample is None:
            self.heat.clear()
            return
        self.heat.set_heat(sample.heat(), self.session.doc.tiles)
        if final and sample.deals:
            self._measured = sample
            if self.session.undo_stack.isClean():
                self._keep(sample)

    def _on_clean(self, clean: bool) -> None:
        """Saved: the estimate of the saved shape is kept for the layout manager (not those of
        every shape on the way, which no file has)."""
        sample = self._measured
        if clean and sample is not None:
            if layout_fingerprint(sample.positions) == layout_fingerprint(self.session.doc.tiles):
                self._keep(sample)

    def _keep(self, sample: WinnabilitySample) -> None:
        path = self._store()
        if path is None:
            return
        try:
            record_measure(path, sample)
        except OSError:
            pass  # the manager will say "not measured": nothing is lost

    def _on_change(self, change: Change) -> None:
        self.heat.forget(change.removed)

    def _on_level(self, _z: int) -> None:
        self.heat.refresh()
