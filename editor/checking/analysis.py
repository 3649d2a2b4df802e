"""The slow checks of a layout, run in the background: can it be cleared, and do deals on it win.

A deal test is one :func:`solve_deal` call per deal (they run side by side in the worker pool).
Both are plain functions of picklable arguments returning frozen values, so they can run in a
worker process. Neither knows Qt.
"""

from __future__ import annotations

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
    "solve_deal",
    "DEFAULT_DEALS",
    "DEAL_SECONDS",
]

CLEARABILITY_BUDGET = 200_000  # search nodes; beyond it the answer is "unknown"
DEFAULT_DEALS = 10
DEAL_SECONDS = 3.0  # solver time cap per deal


class ClearState:
    """States of the "can it be cleared" line: :func:`check_clearable`'s verdicts, and checking
    and not checked."""

    CHECKING = "checking"
    CLEARABLE = "clearable"
    NOT_CLEARABLE = "not_clearable"
    UNKNOWN = "unknown"
    NOT_CHECKED = "not_checked"


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

    @classmethod
    def from_verdicts(cls, verdicts: Sequence[str], seconds: float) -> DealTestReport:
        """The report of the deals' verdicts (``solve_deal``'s answers)."""
        return cls(
            len(verdicts),
            verdicts.count("winnable"),
            verdicts.count("not_winnable"),
            len(verdicts) - verdicts.count("winnable") - verdicts.count("not_winnable"),
            seconds,
        )


def solve_deal(
    positions: Sequence[Position],
    number: int,
    seconds: float = DEAL_SECONDS,
    layout_id: str = "editor",
) -> str:
    """Deal game ``number`` uniformly at random on the layout and solve it within ``seconds``:
    ``"winnable"``, ``"not_winnable"`` or ``"unknown"`` (the time cap was reached first)."""
    from mahjong_qt.core.solver import solve  # heavy: only in the worker process

    pos = canonical_order(positions)
    faces = uniform_faces(layout_id, len(pos), number, TileSetVariant.FULL)
    return solve(Geometry.from_positions(pos), faces, seconds=seconds).verdict.value
