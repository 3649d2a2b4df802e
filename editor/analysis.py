"""The slow checks of a layout, run in the background: can it be cleared, and do deals on it win.

Both are plain functions of picklable arguments returning frozen values, so they can run in a
worker process. Neither knows Qt.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_qt.core.clearability import Clearability, is_clearable
from mahjong_qt.core.deal import uniform_faces
from mahjong_qt.core.geometry import Geometry, Position, canonical_order
from mahjong_qt.core.tiles import TileSetVariant

__all__ = [
    "CLEARABILITY_BUDGET",
    "DealTestReport",
    "check_clearable",
    "run_deal_test",
    "DEFAULT_DEALS",
    "DEAL_SECONDS",
]

CLEARABILITY_BUDGET = 200_000  # search nodes; beyond it the answer is "unknown"
DEFAULT_DEALS = 10
DEAL_SECONDS = 3.0  # solver time cap per deal


def check_clearable(positions: Sequence[Position], budget: int = CLEARABILITY_BUDGET) -> str:
    """``"clearable"``, ``"not_clearable"`` or ``"unknown"`` for a layout's positions."""
    pos = canonical_order(positions)
    if not pos:
        return Clearability.NOT_CLEARABLE.value
    return is_clearable(Geometry.from_positions(pos), budget=budget).verdict.value


@dataclass(frozen=True)
class DealTestReport:
    """How many of ``deals`` random deals were winnable, not winnable, or undecided in time."""

    deals: int
    winnable: int
    not_winnable: int
    unknown: int
    seconds: float


def run_deal_test(
    positions: Sequence[Position],
    deals: int = DEFAULT_DEALS,
    seconds_each: float = DEAL_SECONDS,
    layout_id: str = "editor",
) -> DealTestReport:
    """Deal ``deals`` uniformly random games (numbers 1..deals) on the layout and solve each."""
    from mahjong_qt.core.solver import Verdict, solve  # heavy: only in the worker process

    start = time.perf_counter()
    pos = canonical_order(positions)
    geometry = Geometry.from_positions(pos)
    counts = {Verdict.WINNABLE: 0, Verdict.NOT_WINNABLE: 0, Verdict.UNKNOWN: 0}
    for number in range(1, deals + 1):
        faces = uniform_faces(layout_id, len(pos), number, TileSetVariant.FULL)
        counts[solve(geometry, faces, seconds=seconds_each).verdict] += 1
    return DealTestReport(
        deals,
        counts[Verdict.WINNABLE],
        counts[Verdict.NOT_WINNABLE],
        counts[Verdict.UNKNOWN],
        time.perf_counter() - start,
    )
