"""The difficulty atlas as a background job (issue 17): one layout measured in the solver's
worker process (:mod:`.jobs`), stopped at its time cap (then the result is ``None``: a measure
is all the deals or nothing)."""

from __future__ import annotations

import time
from dataclasses import dataclass

from .difficulty_atlas import DEFAULT_PLAYOUTS, AtlasCancelled, AtlasEntry, measure_layout
from .layout import Layout
from .layout_schema import LayoutModel

__all__ = ["AtlasJob", "APP_DEALS"]

APP_DEALS = 200  # deals the game measures a layout on (about 8 s for the Turtle here)


@dataclass(frozen=True, slots=True)
class AtlasJob:
    layout: LayoutModel
    deals: int = APP_DEALS
    playouts: int = DEFAULT_PLAYOUTS

    def run(self, seconds: float) -> AtlasEntry | None:
        deadline = time.monotonic() + seconds
        try:
            return measure_layout(
                Layout.from_model(self.layout),
                self.deals,
                playouts=self.playouts,
                should_stop=lambda: time.monotonic() > deadline,
            )
        except AtlasCancelled:
            return None

    def on_timeout(self) -> None:
        return None
