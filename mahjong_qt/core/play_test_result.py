"""What a play-test (F5) brings back to the editor: the game's end as a small file, and what it
says once reviewed — won, or lost and the move that lost it (pure Python).

The game, started by :mod:`mahjong_qt.app.command_line.play_test_runner`, writes a :class:`PlayTestResult` (the
layout's positions as the game numbered them, the deal, the moves) whenever the game is won or
gets stuck, and when it closes. :func:`review_play` (in the worker pool) finds the move after
which the deal could no longer be won (:class:`mahjong_qt.core.review_job.ReviewJob`) and names
the two tiles by their positions, for the validation panel to highlight them.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from .board import Removal, Reshuffle
from .game import Game
from .geometry import Position
from .layout_limits import MAX_TILES, MAX_XY, MAX_Z
from .review_job import ReviewJob
from .saved_game_model import Faces, Moves
from .savegame import moves_from_saved, moves_to_saved
from .user_files import (
    UserFileError,
    read_json_object,
    validate_model,
    write_json_object,
)

__all__ = ["PlayTestResult", "PlayVerdict", "result_of", "read_result", "review_play"]

REVIEW_SECONDS = 20.0  # the review's cap (then "lost, the losing move unknown")

XY = Annotated[int, Field(ge=0, le=MAX_XY)]
Z = Annotated[int, Field(ge=0, le=MAX_Z)]
Outcome = Literal["won", "lost", "unfinished"]


class PlayTestResult(BaseModel):
    """The game's end, as the game wrote it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    outcome: Outcome
    positions: Annotated[list[tuple[XY, XY, Z]], Field(max_length=MAX_TILES)]
    faces: Faces
    history: Moves = []
    tiles_left: Annotated[int, Field(ge=0, le=MAX_TILES)] = 0

    def write(self, path: str | os.PathLike[str]) -> None:
        write_json_object(path, self.model_dump(mode="json"), compact=True)


def result_of(game: Game) -> PlayTestResult:
    """The result of ``game`` as it stands."""
    board = game.board
    history = board.history
    shuffles = sum(isinstance(m, Reshuffle) for m in history)
    outcome: Outcome = "won" if game.is_won else "lost" if game.is_stuck else "unfinished"
    return PlayTestResult(
        outcome=outcome,
        positions=list(game.layout.positions),
        faces=list(game.initial_faces),
        history=moves_to_saved(history, [None] * shuffles),
        tiles_left=board.tiles_left,
    )


def read_result(path: str | os.PathLike[str]) -> PlayTestResult | None:
    """The result the game wrote (None: none, or not a result file)."""
    try:
        obj = read_json_object(path, max_bytes=4_000_000)
        return None if obj is None else validate_model(PlayTestResult, obj)
    except UserFileError:
        return None


@dataclass(frozen=True, slots=True)
class PlayVerdict:
    """A reviewed play-test: ``lost_after`` moves the deal could still be won, and the move
    made then (``losing_pair``, by position); both None when unknown or not lost."""

    outcome: Outcome
    moves: int
    tiles_left: int
    lost_after: int | None = None
    losing_pair: tuple[Position, Position] | None = None
    lost_from_start: bool = False


def review_play(result: PlayTestResult, seconds: float = REVIEW_SECONDS) -> PlayVerdict:
    """Review a lost play-test (in a worker: it runs the solver); a won or unfinished one as
    it is."""
    positions: list[Position] = [(x, y, z) for x, y, z in result.positions]
    moves, _solutions, _faces = moves_from_saved(result.faces, result.history)
    verdict = PlayVerdict(result.outcome, len(moves), result.tiles_left)
    if result.outcome != "lost":
        return verdict
    job = ReviewJob(tuple(positions), tuple(result.faces), tuple(moves))
    review = job.run(seconds).review
    losing = review.losing_move
    pair = None
    if isinstance(losing, Removal):
        pair = (positions[losing.a], positions[losing.b])
    return PlayVerdict(
        "lost",
        len(moves),
        result.tiles_left,
        review.last_winnable,
        pair,
        review.lost_from_start,
    )
