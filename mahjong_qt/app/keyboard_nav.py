"""Moving a keyboard focus between free tiles with the arrow keys (pure geometry, no Qt).

From the focused tile, an arrow picks the nearest candidate in that direction; a candidate off
the axis costs twice its sideways distance, so "right" prefers the tile on the same row.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["DIRECTIONS", "first_focus", "next_focus"]

Point = tuple[float, float]

#: Unit vectors in screen coordinates (y grows downwards).
DIRECTIONS: dict[str, Point] = {
    "left": (-1.0, 0.0),
    "right": (1.0, 0.0),
    "up": (0.0, -1.0),
    "down": (0.0, 1.0),
}


def first_focus(centres: Mapping[int, Point]) -> int | None:
    """The candidate nearest the top-left corner (reading order), or None when there is none."""
    if not centres:
        return None
    return min(centres, key=lambda i: (centres[i][1] + centres[i][0] * 0.5, i))


def next_focus(centres: Mapping[int, Point], current: int | None, direction: str) -> int | None:
    """The candidate to focus after pressing ``direction`` from ``current``.

    ``centres`` maps each candidate (free tile) to its centre on screen. When ``current`` is not
    a candidate any more, the first focus is returned; when nothing lies in that direction, the
    focus stays.
    """
    if current is None or current not in centres:
        return first_focus(centres)
    dx, dy = DIRECTIONS[direction]
    cx, cy = centres[current]
    best: tuple[float, int] | None = None
    for i, (x, y) in centres.items():
        if i == current:
            continue
        ax, ay = x - cx, y - cy
        along = ax * dx + ay * dy
        if along <= 1e-6:
            continue
        across = abs(ax * dy - ay * dx)
        cost = along + 2.0 * across
        if best is None or (cost, i) < best:
            best = (cost, i)
    return current if best is None else best[1]
