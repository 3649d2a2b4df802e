"""What happened between two looks at a game, as events a screen reader can announce.

The window shows the game after every change; comparing what it showed last with what it shows
now tells *what happened* (a pair taken, an undo, a shuffle, a selection, a hint, a pause) without
each part having to report it. :func:`play_state` takes the look, :func:`events_between` the
difference. Pure: the texts are the Qt layer's.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Move, Removal, Reshuffle
from .game import Game

__all__ = [
    "PlayState",
    "play_state",
    "events_between",
    "PairTaken",
    "Undone",
    "Redone",
    "Shuffled",
    "SelectionChanged",
    "HintShown",
    "PauseChanged",
    "NewGame",
    "GameOver",
    "TileRefused",
    "GameEvent",
]


@dataclass(frozen=True, slots=True)
class PlayState:
    """One look at a game: enough to tell what changed since the last one."""

    game_id: int
    history: tuple[Move, ...]
    future: tuple[Move, ...]  # the undone moves, the next to redo last
    faces: tuple[int, ...]
    selected: int | None
    hint: tuple[int, int] | None
    paused: bool
    tiles_left: int
    stuck: bool = False  # tiles left and no free pair


@dataclass(frozen=True, slots=True)
class PairTaken:
    a: int
    b: int
    kind: int
    tiles_left: int


@dataclass(frozen=True, slots=True)
class Undone:
    kind: int | None  # the face of the pair put back; None: a shuffle undone


@dataclass(frozen=True, slots=True)
class Redone:
    kind: int | None  # the face of the pair taken again; None: a shuffle made again
    tiles_left: int = 0


@dataclass(frozen=True, slots=True)
class Shuffled:
    pass


@dataclass(frozen=True, slots=True)
class SelectionChanged:
    tile: int | None  # None: nothing selected any more
    kind: int | None
    replaced: int | None = None  # the tile selected before, whose face did not match


@dataclass(frozen=True, slots=True)
class HintShown:
    a: int
    b: int


@dataclass(frozen=True, slots=True)
class PauseChanged:
    paused: bool


@dataclass(frozen=True, slots=True)
class NewGame:
    tiles: int


@dataclass(frozen=True, slots=True)
class GameOver:
    """The board is cleared (``won``), or no free pair is left (not ``won``)."""

    won: bool


@dataclass(frozen=True, slots=True)
class TileRefused:
    """A click on a tile that cannot be taken: no change of the game, so never found by
    :func:`events_between`; the input part reports it (the announcer and the earcons hear it)."""

    tile: int


GameEvent = (
    PairTaken
    | Undone
    | Redone
    | Shuffled
    | SelectionChanged
    | HintShown
    | PauseChanged
    | NewGame
    | GameOver
    | TileRefused
)


def play_state(game: Game, hint: tuple[int, int] | None, paused: bool) -> PlayState:
    board = game.board
    return PlayState(
        id(game),
        board.history,
        board.future,
        board.faces,
        game.selected,
        hint,
        paused,
        board.tiles_left,
        board.is_stuck,
    )


def _kind(move: Move, faces: tuple[int, ...]) -> int | None:
    return faces[move.a] if isinstance(move, Removal) else None


def _moves(old: PlayState, new: PlayState) -> list[GameEvent]:
    done, was = len(new.history), len(old.history)
    if done == was + 1 and new.history[:was] == old.history:
        move = new.history[-1]
        # A redo takes the next undone move and keeps the others; any other move forgets them
        # (undo a pair, then take another: a new move, not a redo).
        redo = bool(old.future) and move == old.future[-1] and new.future == old.future[:-1]
        if isinstance(move, Reshuffle):
            return [Redone(None, new.tiles_left) if redo else Shuffled()]
        if redo:
            return [Redone(new.faces[move.a], new.tiles_left)]
        return [PairTaken(move.a, move.b, new.faces[move.a], new.tiles_left)]
    if done < was and old.history[:done] == new.history:
        # One undo, or several at once (back to the last winnable position): the latest first.
        return [Undone(_kind(m, old.faces)) for m in reversed(old.history[done:])]
    return []


def events_between(old: PlayState | None, new: PlayState) -> list[GameEvent]:
    """What happened from ``old`` to ``new`` (``old`` None: the first look)."""
    if old is None or old.game_id != new.game_id:
        return [NewGame(new.tiles_left)]
    events = _moves(old, new)
    took_pair = any(isinstance(e, PairTaken | Redone | Undone) for e in events)
    if new.selected != old.selected and not (took_pair and new.selected is None):
        kind = None if new.selected is None else new.faces[new.selected]
        # A free tile of another face clicked while one is selected: the selection moves.
        replaced = None if new.selected is None or took_pair else old.selected
        events.append(SelectionChanged(new.selected, kind, replaced))
    if new.hint is not None and new.hint != old.hint:
        events.append(HintShown(*new.hint))
    if new.paused != old.paused:
        events.append(PauseChanged(new.paused))
    # The end comes with a move (an undo back to a dead end is not a new loss).
    if any(isinstance(e, PairTaken | Redone | Shuffled) for e in events):
        if new.tiles_left == 0 or (new.stuck and not old.stuck):
            events.append(GameOver(new.tiles_left == 0))
    return events
