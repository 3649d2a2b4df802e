"""Live validation of the layout being edited, with the shared schema's checks (pure Python).

Errors and warnings come from :mod:`mahjong_qt.core.layout_issues`, the very checks a layout file
gets when it is loaded, so what the editor accepts the game accepts, and the other way round (up to
the schema's 576 tiles; more than one set's 144 is a warning). Issues refer to tiles by position
(not by index), so the canvas can highlight them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from mahjong_qt.core.clearability import is_clearable
from mahjong_qt.core.geometry import Geometry, Position, canonical_order
from mahjong_qt.core.layout_issues import geometry_errors, geometry_warnings

__all__ = ["Issue", "ValidationReport", "validate", "dead_end_tiles", "DEAD_END_BUDGET"]

DEAD_END_BUDGET = 3_000  # search nodes for the tiles that block a layout (on the UI thread)


@dataclass(frozen=True)
class Issue:
    """One problem: ``severity`` "error" or "warning", a stable ``code``, the English message,
    the tiles concerned and the parameters a translated message needs."""

    severity: str
    code: str
    message: str
    tiles: tuple[Position, ...]
    params: tuple[tuple[str, Any], ...] = ()

    def param(self, name: str, default: Any = None) -> Any:
        return dict(self.params).get(name, default)


@dataclass(frozen=True)
class ValidationReport:
    """Everything the validation panel shows about the layout in its current state."""

    errors: tuple[Issue, ...]
    warnings: tuple[Issue, ...]
    level_counts: tuple[int, ...]
    total: int
    extents: tuple[int, int, int, int, int]  # min_x, min_y, width, height (half-units), levels

    @property
    def ok(self) -> bool:
        """No errors: the layout may be saved (warnings allowed)."""
        return not self.errors


def _issues(raw: Iterable, positions: list[Position]) -> tuple[Issue, ...]:
    return tuple(
        Issue(
            i.severity,
            i.code,
            i.message,
            tuple(positions[t] for t in i.tiles),
            tuple(sorted(i.params.items())),
        )
        for i in raw
    )


def validate(tiles: Iterable[Position], levels: int = 0) -> ValidationReport:
    """Check positions; ``levels`` is the document's level count (empty top levels count)."""
    positions = canonical_order(tiles)
    errors = _issues(geometry_errors(positions), positions)
    warnings = _issues(geometry_warnings(positions), positions) if positions else ()
    top = max((p[2] for p in positions), default=-1) + 1
    counts = [0] * max(levels, top)
    for p in positions:
        counts[p[2]] += 1
    if positions:
        xs = [p[0] for p in positions]
        ys = [p[1] for p in positions]
        extents = (min(xs), min(ys), max(xs) - min(xs) + 2, max(ys) - min(ys) + 2, top)
    else:
        extents = (0, 0, 0, 0, 0)
    return ValidationReport(errors, warnings, tuple(counts), len(positions), extents)


def dead_end_tiles(
    tiles: Iterable[Position], budget: int = DEAD_END_BUDGET
) -> tuple[Position, ...]:
    """For a layout that cannot be cleared: the fewest tiles a removal order is left with, stuck
    (fewer than two free), e.g. a stack whose last two tiles are never free together. Exact when
    the search ends within ``budget``, else the smallest dead end it met (empty if none)."""
    positions = canonical_order(tiles)
    if not positions or len(positions) % 2:
        return ()
    result = is_clearable(Geometry.from_positions(positions), budget=budget)
    return tuple(positions[i] for i in result.stuck)
