"""Problems found in a layout: errors (the file is refused) and warnings (it still loads).

Each issue has a stable ``code`` and ``params`` so that a user interface can translate it, an
English ``message`` for the command line, and the indices of the tiles involved (in the file's
``tiles`` list) so that an editor can highlight them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .layout_limits import MAX_TILES

__all__ = ["LayoutIssue", "geometry_errors", "geometry_warnings", "MAX_LISTED", "ONE_SET"]

MAX_LISTED = 50  # issues of one code listed before "... and N more"
ONE_SET = 144  # tiles in a full set; a larger layout deals some kinds more than four times

Severity = Literal["error", "warning"]


@dataclass(frozen=True, eq=False)
class LayoutIssue:
    severity: Severity
    code: str
    message: str
    tiles: tuple[int, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.severity}: {self.message}"


def _tile(i: int, p: Sequence[int]) -> str:
    return f"tiles[{i}] = [{p[0]}, {p[1]}, {p[2]}]"


def _capped(issues: list[LayoutIssue], severity: Severity, code: str) -> list[LayoutIssue]:
    if len(issues) <= MAX_LISTED:
        return issues
    more = len(issues) - MAX_LISTED
    return issues[:MAX_LISTED] + [
        LayoutIssue(severity, code, f"... and {more} more of the same", (), {"more": more})
    ]


def geometry_errors(
    tiles: Sequence[Sequence[int]], max_tiles: int | None = None
) -> list[LayoutIssue]:
    """Errors in a list of valid integer positions: count, duplicates, overlaps."""
    limit = MAX_TILES if max_tiles is None else max_tiles
    n = len(tiles)
    errors: list[LayoutIssue] = []
    if n == 0:
        errors.append(LayoutIssue("error", "no_tiles", "the layout has no tiles"))
        return errors
    if n > limit:
        errors.append(
            LayoutIssue(
                "error",
                "too_many_tiles",
                f"the layout has {n} tiles; at most {limit} are allowed",
                (),
                {"count": n, "max": limit},
            )
        )
    if n % 2:
        errors.append(
            LayoutIssue(
                "error",
                "odd_count",
                f"the layout has {n} tiles, an odd number; tiles are removed in pairs, so the"
                " count must be even",
                (),
                {"count": n},
            )
        )
    first: dict[tuple[int, int, int], int] = {}
    dups: list[LayoutIssue] = []
    for i, p in enumerate(tiles):
        key = (p[0], p[1], p[2])
        j = first.get(key)
        if j is None:
            first[key] = i
        else:
            dups.append(
                LayoutIssue(
                    "error",
                    "duplicate",
                    f"{_tile(i, p)} is at the same position as tiles[{j}]",
                    (j, i),
                    {"position": list(key)},
                )
            )
    errors += _capped(dups, "error", "duplicate")
    overlaps: list[LayoutIssue] = []
    for i, p in enumerate(tiles):
        x, y, z = p[0], p[1], p[2]
        if first.get((x, y, z)) != i:
            continue
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx == dy == 0:
                    continue
                j = first.get((x + dx, y + dy, z))
                if j is not None and i < j:
                    overlaps.append(
                        LayoutIssue(
                            "error",
                            "overlap",
                            f"{_tile(i, p)} overlaps {_tile(j, tiles[j])} on level {z}: tiles on"
                            " one level must be at least 2 half-units apart in x or in y",
                            (i, j),
                            {"level": z},
                        )
                    )
    errors += _capped(overlaps, "error", "overlap")
    return errors


def geometry_warnings(tiles: Sequence[Sequence[int]]) -> list[LayoutIssue]:
    """Warnings for a valid layout: floating tiles, a count that is not a multiple of four, more
    tiles than one set has."""
    warnings: list[LayoutIssue] = []
    n = len(tiles)
    if n > ONE_SET:
        warnings.append(
            LayoutIssue(
                "warning",
                "more_than_one_set",
                f"the layout has {n} tiles, more than one tile set ({ONE_SET}): some kinds of"
                " tile will appear more than four times",
                (),
                {"count": n, "set": ONE_SET},
            )
        )
    if n % 4:
        warnings.append(
            LayoutIssue(
                "warning",
                "not_multiple_of_4",
                f"the layout has {n} tiles, not a multiple of 4: one kind of tile will appear"
                " only twice",
                (),
                {"count": n},
            )
        )
    occupied = {(p[0], p[1], p[2]) for p in tiles}
    floating: list[LayoutIssue] = []
    for i, p in enumerate(tiles):
        x, y, z = p[0], p[1], p[2]
        if z == 0:
            continue
        if not any((x + dx, y + dy, z - 1) in occupied for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
            floating.append(
                LayoutIssue(
                    "warning",
                    "floating",
                    f"{_tile(i, p)} floats: nothing lies under it on level {z - 1}",
                    (i,),
                    {"level": z},
                )
            )
    warnings += _capped(floating, "warning", "floating")
    return warnings
