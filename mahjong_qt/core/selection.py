"""What a click on a tile means (PRODUCT §4 "Selection"), as a pure state machine.

Click a free tile to select it; click it again to deselect it; click a free tile that matches the
selection to remove both; click a free tile that does not match to make it the selection. A click
on a blocked tile is refused with the reason (the tiles lying on it, or the tiles at both sides);
the selection stays as it was.

:func:`click` only decides; it changes nothing. :class:`mahjong_qt.core.game.Game` applies the
outcome (and removes the pair).
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Blocked, Board

__all__ = [
    "Selected",
    "Deselected",
    "Reselected",
    "PairRemoved",
    "Refused",
    "Ignored",
    "ClickOutcome",
    "click",
    "selection_after",
    "blocked_reason",
]


@dataclass(frozen=True, slots=True)
class Selected:
    """``tile`` is now the selection (there was none, or it was stale)."""

    tile: int


@dataclass(frozen=True, slots=True)
class Deselected:
    """The selected ``tile`` was clicked again: nothing is selected now."""

    tile: int


@dataclass(frozen=True, slots=True)
class Reselected:
    """A free tile that does not match the selection: ``new`` replaces ``old``."""

    old: int
    new: int


@dataclass(frozen=True, slots=True)
class PairRemoved:
    """The selection ``a`` and the clicked tile ``b`` match: the pair is to be removed."""

    a: int
    b: int


@dataclass(frozen=True, slots=True)
class Refused:
    """``tile`` is blocked (``blocked`` says by what); the selection does not change."""

    tile: int
    blocked: Blocked

    @property
    def code(self) -> str:
        return blocked_reason(self.blocked)[0]

    @property
    def message(self) -> str:
        return blocked_reason(self.blocked)[1]


@dataclass(frozen=True, slots=True)
class Ignored:
    """A click on a position whose tile is gone (or no tile at all): nothing happens."""

    tile: int


ClickOutcome = Selected | Deselected | Reselected | PairRemoved | Refused | Ignored


def click(board: Board, selected: int | None, tile: int) -> ClickOutcome:
    """What clicking ``tile`` does when ``selected`` is the current selection (or ``None``)."""
    if not 0 <= tile < len(board.geometry) or not board.is_present(tile):
        return Ignored(tile)
    blocked = board.why_blocked(tile)
    if blocked is not None:
        return Refused(tile, blocked)
    if selected is None or not (0 <= selected < len(board.geometry)) or not board.is_free(selected):
        return Selected(tile)
    if selected == tile:
        return Deselected(tile)
    if board.matches(selected, tile):
        return PairRemoved(selected, tile)
    return Reselected(selected, tile)


def selection_after(selected: int | None, outcome: ClickOutcome) -> int | None:
    """The selection once ``outcome`` is applied (a removed pair leaves none; a refused or
    ignored click leaves it as it was)."""
    if isinstance(outcome, Selected):
        return outcome.tile
    if isinstance(outcome, Reselected):
        return outcome.new
    if isinstance(outcome, Deselected | PairRemoved):
        return None
    return selected


def blocked_reason(blocked: Blocked) -> tuple[str, str]:
    """A stable code and an English message for a refusal (the Qt layer translates by code):
    ``"covered"`` when tiles lie on it (that comes first: freeing the sides would not help),
    else ``"both_sides"``."""
    if blocked.is_covered:
        n = len(blocked.covered_by)
        return "covered", "This tile is covered by " + (
            "another tile." if n == 1 else f"{n} tiles."
        )
    return "both_sides", "This tile is blocked on its left and on its right."
