"""Points, combos and stars, exactly as Mahjong Classic counts them (PRODUCT §4, seed 000).

- Every pair is worth :data:`PAIR_POINTS` (100) times the current combo multiplier.
- A pair taken *less than* :data:`COMBO_WINDOW` (4.2) seconds of game clock after the previous
  one continues the combo: the second fast pair is ×2 (200), the third ×3 (300) ... up to
  :data:`MAX_COMBO` (×99). A slower pair starts again at ×1.
- An undo takes back exactly the points that pair earned and resets the combo; a shuffle resets
  the combo. Hints and shuffles cost no points.
- Stars: one for clearing the board, one for clearing it in at most 2.5 s per tile (6 minutes on
  the 144-tile Turtle), one for using no hint, shuffle or undo. No star when not cleared.

Everything here is a pure function over the frozen :class:`ScoreState`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

__all__ = [
    "PAIR_POINTS",
    "COMBO_WINDOW",
    "MAX_COMBO",
    "SECONDS_PER_TILE_FOR_STAR",
    "ScoreState",
    "score_pair",
    "undo_pair",
    "redo_pair",
    "reset_combo",
    "combo_time_left",
    "live_combo",
    "stars",
]

PAIR_POINTS = 100
COMBO_WINDOW = 4.2
MAX_COMBO = 99
SECONDS_PER_TILE_FOR_STAR = 2.5


@dataclass(frozen=True, slots=True)
class ScoreState:
    """The score of a game.

    ``combo`` is the multiplier the *last* pair was scored with (1 = no combo);
    ``last_pair_at`` the game-clock time of the last pair (``None`` after an undo or a shuffle,
    so that the next pair starts at ×1); ``history`` the points of each scored pair still on the
    record, oldest first; ``future`` the points of undone pairs, next to redo last (so a redo
    gives a pair back exactly what it had).
    """

    score: int = 0
    combo: int = 1
    last_pair_at: float | None = None
    history: tuple[int, ...] = ()
    future: tuple[int, ...] = ()


def score_pair(state: ScoreState, t: float) -> tuple[ScoreState, int]:
    """Score a pair taken at game-clock time ``t`` (seconds). Returns the new state and the
    points this pair earned. A new pair forgets the undone pairs (as a new move clears redo)."""
    fast = state.last_pair_at is not None and t - state.last_pair_at < COMBO_WINDOW
    combo = min(state.combo + 1, MAX_COMBO) if fast else 1
    points = PAIR_POINTS * combo
    new = ScoreState(
        score=state.score + points,
        combo=combo,
        last_pair_at=t,
        history=state.history + (points,),
        future=(),
    )
    return new, points


def undo_pair(state: ScoreState) -> ScoreState:
    """Take back the last scored pair: exactly its points; the combo is reset.
    ``IndexError`` when no pair is on the record."""
    if not state.history:
        raise IndexError("no scored pair to undo")
    points = state.history[-1]
    return ScoreState(
        score=state.score - points,
        combo=1,
        last_pair_at=None,
        history=state.history[:-1],
        future=state.future + (points,),
    )


def redo_pair(state: ScoreState) -> ScoreState:
    """Give back the last undone pair exactly the points it had; the combo stays reset.
    ``IndexError`` when there is nothing to redo."""
    if not state.future:
        raise IndexError("no undone pair to redo")
    points = state.future[-1]
    return ScoreState(
        score=state.score + points,
        combo=1,
        last_pair_at=None,
        history=state.history + (points,),
        future=state.future[:-1],
    )


def reset_combo(state: ScoreState, *, clear_redo: bool = False) -> ScoreState:
    """The combo after a shuffle (or the undo/redo of one): the next pair is ×1.
    ``clear_redo`` for a *new* shuffle, which (as any new move) forgets the undone pairs."""
    return replace(state, combo=1, last_pair_at=None, future=() if clear_redo else state.future)


def combo_time_left(state: ScoreState, t: float) -> float:
    """Seconds left at game-clock time ``t`` for a pair to continue the combo (0 when the
    window has passed or there is no previous pair), e.g. for a shrinking bar."""
    if state.last_pair_at is None:
        return 0.0
    return max(0.0, state.last_pair_at + COMBO_WINDOW - t)


def live_combo(state: ScoreState, t: float) -> int:
    """The multiplier to show at time ``t``: the last pair's while the chain can still go on,
    else 1."""
    return state.combo if combo_time_left(state, t) > 0 else 1


def stars(cleared: bool, elapsed: float, tile_count: int, used_help: bool) -> int:
    """0..3 stars: clearing, clearing within 2.5 s per tile, and using no hint/shuffle/undo."""
    if not cleared:
        return 0
    count = 1
    if elapsed <= SECONDS_PER_TILE_FOR_STAR * tile_count:
        count += 1
    if not used_help:
        count += 1
    return count
