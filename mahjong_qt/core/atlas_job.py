"""The difficulty atlas as a background job (issue 17): one layout measured in the solver's
worker process (:mod:`.jobs`), stopped at its time cap (then the result is ``None``: a measure
is all the deals or nothing). It reports ``(done, deals)`` as its deals are decided (a
:class:`~.jobs.ReportingJob`)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from .difficulty_atlas import DEFAULT_PLAYOUTS, AtlasCancelled, AtlasEntry, measure_layout
from .layout import Layout

__all__ = ["AtlasJob", "APP_DEALS"]

APP_DEALS = 200  # deals the game measures a layout on (about 8 s for the Turtle here)


@dataclass(frozen=True, slots=True)
class AtlasJob:
    layout: Layout  # pickled as its plain part (no geometry)
    deals: int = APP_DEALS
    playouts: int = DEFAULT_PLAYOUTS

    def run(self, seconds: float) -> AtlasEntry | None:
        return self.run_reporting(seconds, None)

    def run_reporting(
        self, seconds: float, report: Callable[[tuple[int, int]], None] | None
    ) -> AtlasEntry | None:
        """The measure, telling ``report((done, deals))`` at once (none done: the player sees
        the count as soon as the job starts, a large layout's first deal may take seconds) and
        after each deal."""
        deadline = time.monotonic() + seconds
        if report is not None:
            report((0, self.deals))
        try:
            return measure_layout(
                self.layout,
                self.deals,
                playouts=self.playouts,
                should_stop=lambda: time.monotonic() > deadline,
                progress=None if report is None else lambda done, deals: report((done, deals)),
            )
        except AtlasCancelled:
            return None

    def on_timeout(self) -> None:
        return None
