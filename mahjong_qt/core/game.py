"""One game in progress: the board, the clock, the score and the help used (PRODUCT §4).

:class:`Game` is the object the game window is a thin view over. A click goes to
:meth:`Game.click`, which returns what happened (:mod:`mahjong_qt.core.selection`); undo, redo,
hints and shuffles go through the game so the score, the combo and the counters stay exact.

The game does not compute hints or shuffles (``core/hints.py`` and ``core/shuffle.py`` do); it
keeps the solution it is given (the deal's, then each shuffle's) and counts the help used.

The clock is started by :meth:`Game.new` and :meth:`Game.from_saved`, and paused when the board is
cleared (an undo after that resumes it, until the game is finished).

A game is **finished** once its result is counted (:meth:`Game.finish`: the board cleared, or the
mode ended it). Its result is counted once: undo after a win may look back over the game (and redo
clear the board again), but :meth:`Game.finish` answers ``False`` from then on, so nothing is
recorded twice, and the clock stays stopped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .board import Board, IllegalMove, Move, Removal, Reshuffle
from .clock import GameClock
from .layout import Layout
from .saved_game_model import SavedGame, SavedScore
from .savegame import (
    MAX_SHUFFLES,
    SaveError,
    layout_fingerprint,
    moves_from_saved,
    moves_to_saved,
)
from .scoring import (
    ScoreState,
    combo_time_left,
    live_combo,
    redo_pair,
    reset_combo,
    score_pair,
    undo_pair,
)
from .scoring import stars as count_stars
from .selection import ClickOutcome, Ignored, PairRemoved, click, selection_after
from .tiles import TileSetVariant
from .user_files import capped, capped_seconds

__all__ = ["HelpLimits", "HelpLimitReached", "GameStatus", "Solution", "Game"]

Solution = tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class HelpLimits:
    """How many hints and shuffles a game allows; ``None`` = unlimited."""

    hints: int | None = None
    shuffles: int | None = None


class HelpLimitReached(Exception):
    """A hint or a shuffle was asked for when none is left (check ``can_hint``/``can_shuffle``)."""

    def __init__(self, what: str):
        self.what = what
        super().__init__(f"no {what} left")


@dataclass(frozen=True, slots=True)
class GameStatus:
    """Everything the status bar shows, in one value. ``*_left`` is ``None`` when unlimited;
    ``remaining`` is ``None`` without a time limit. ``combo`` is the multiplier still alive now
    (1 once the 4.2 s window has passed) and ``combo_time_left`` the seconds left to go on."""

    elapsed: float
    remaining: float | None
    tiles_left: int
    tile_count: int
    free_pairs: int
    score: int
    combo: int
    combo_time_left: float
    hints_used: int
    hints_left: int | None
    shuffles_used: int
    shuffles_left: int | None
    undos_used: int
    can_undo: bool
    can_redo: bool
    is_won: bool
    is_stuck: bool


def _left(limit: int | None, used: int) -> int | None:
    return None if limit is None else max(0, limit - used)


def _solution(pairs: Sequence[tuple[int, int]] | None) -> Solution | None:
    return None if pairs is None else tuple((int(a), int(b)) for a, b in pairs)


class Game:
    """One game: build it with :meth:`new` or :meth:`from_saved`."""

    def __init__(
        self,
        layout: Layout,
        board: Board,
        *,
        initial_faces: Sequence[int],
        number: int,
        difficulty: str,
        variant: TileSetVariant | str,
        mode: str,
        layout_source: str,
        initial_solution: Solution | None,
        limits: HelpLimits,
        clock: GameClock,
        score: ScoreState | None = None,
        shuffle_solutions: Sequence[Solution | None] = (),
        future_shuffle_solutions: Sequence[Solution | None] = (),
        hints_used: int = 0,
        shuffles_used: int = 0,
        undos_used: int = 0,
    ):
        self.layout = layout
        self.board = board
        self.initial_faces = tuple(initial_faces)
        self.number = number
        self.difficulty = str(difficulty)
        self.variant = TileSetVariant(variant)
        self.mode = mode
        self.layout_source = layout_source
        self.limits = limits
        self.clock = clock
        self.score = score if score is not None else ScoreState()
        self.hints_used = hints_used
        self.shuffles_used = shuffles_used
        self.undos_used = undos_used
        self.selected: int | None = None
        self.last_points = 0  # points of the last pair removed (0 before any)
        self._finished = False
        self._initial_solution = initial_solution
        # The solution kept after each shuffle in the history (oldest first), and for each
        # shuffle in the future (next to redo last), so undo/redo keep them with their faces.
        self._shuffle_solutions: list[Solution | None] = list(shuffle_solutions)
        self._future_shuffle_solutions: list[Solution | None] = list(future_shuffle_solutions)

    # --- building ----------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        layout: Layout,
        deal_faces: Sequence[int],
        *,
        number: int,
        difficulty: str,
        variant: TileSetVariant | str,
        solution: Sequence[tuple[int, int]] | None,
        limits: HelpLimits,
        clock: GameClock,
        mode: str = "classic",
        layout_source: str = "bundled",
    ) -> Game:
        """A fresh game on ``layout`` with ``deal_faces`` (in ``layout.positions`` order).
        ``layout_source`` is ``"bundled"`` or the path of a user layout file (for saving).
        Starts the clock."""
        board = Board(layout.geometry, deal_faces)
        game = cls(
            layout,
            board,
            initial_faces=deal_faces,
            number=number,
            difficulty=difficulty,
            variant=variant,
            mode=mode,
            layout_source=layout_source,
            initial_solution=_solution(solution),
            limits=limits,
            clock=clock,
        )
        clock.start()
        return game

    def restart(self, clock: GameClock) -> Game:
        """The same deal from the start (same solution, limits and mode), with ``clock``."""
        return Game.new(
            self.layout,
            self.initial_faces,
            number=self.number,
            difficulty=self.difficulty,
            variant=self.variant,
            solution=self._initial_solution,
            limits=self.limits,
            clock=clock,
            mode=self.mode,
            layout_source=self.layout_source,
        )

    # --- state -------------------------------------------------------------------------------
    @property
    def tile_count(self) -> int:
        return len(self.initial_faces)

    @property
    def solution(self) -> Solution | None:
        """The solution kept for the current faces: the last shuffle's, else the deal's."""
        if self._shuffle_solutions:
            return self._shuffle_solutions[-1]
        return self._initial_solution

    @property
    def initial_solution(self) -> Solution | None:
        return self._initial_solution

    @property
    def is_won(self) -> bool:
        return self.board.is_won

    @property
    def is_stuck(self) -> bool:
        """No two free tiles match (and tiles remain)."""
        return self.board.is_stuck

    @property
    def finished(self) -> bool:
        """The game's result has been counted (see :meth:`finish`)."""
        return self._finished

    def finish(self) -> bool:
        """Mark the game as over and its result counted; ``True`` only the first time (count
        the result then), ``False`` for a game already finished (a win undone and made again).
        The clock stops for good."""
        if self._finished:
            return False
        self._finished = True
        self.clock.pause()
        return True

    @property
    def is_time_up(self) -> bool:
        """A time limit is set and reached (timed modes)."""
        return self.clock.expired

    @property
    def used_help(self) -> bool:
        return bool(self.hints_used or self.shuffles_used or self.undos_used)

    @property
    def can_undo(self) -> bool:
        return self.board.can_undo

    @property
    def can_redo(self) -> bool:
        return self.board.can_redo

    def can_hint(self) -> bool:
        return self.limits.hints is None or self.hints_used < self.limits.hints

    def can_shuffle(self) -> bool:
        """A shuffle is left (the mode's limit), and the game would still fit a save file (at
        most ``MAX_SHUFFLES`` shuffles, even where the mode sets no limit)."""
        made = sum(isinstance(m, Reshuffle) for m in self.board.history)
        if made >= MAX_SHUFFLES:
            return False
        return self.limits.shuffles is None or self.shuffles_used < self.limits.shuffles

    def stars(self) -> int:
        """0..3 stars for this game as it stands (0 until the board is cleared)."""
        return count_stars(self.is_won, self.clock.elapsed(), self.tile_count, self.used_help)

    def status(self) -> GameStatus:
        elapsed = self.clock.elapsed()
        return GameStatus(
            elapsed=elapsed,
            remaining=self.clock.remaining(),
            tiles_left=self.board.tiles_left,
            tile_count=self.tile_count,
            free_pairs=len(self.board.free_pairs()),
            score=self.score.score,
            combo=live_combo(self.score, elapsed),
            combo_time_left=combo_time_left(self.score, elapsed),
            hints_used=self.hints_used,
            hints_left=_left(self.limits.hints, self.hints_used),
            shuffles_used=self.shuffles_used,
            shuffles_left=_left(self.limits.shuffles, self.shuffles_used),
            undos_used=self.undos_used,
            can_undo=self.board.can_undo,
            can_redo=self.board.can_redo,
            is_won=self.board.is_won,
            is_stuck=self.board.is_stuck,
        )

    # --- play --------------------------------------------------------------------------------
    def click(self, tile: int) -> ClickOutcome:
        """Apply a click on ``tile``: select, deselect, reselect, remove a pair (scored), or
        refuse a blocked tile (the selection stays). Returns what happened; once the time
        limit is reached every click is :class:`Ignored`."""
        if self.is_time_up:
            return Ignored(tile)
        outcome = click(self.board, self.selected, tile)
        self.selected = selection_after(self.selected, outcome)
        if isinstance(outcome, PairRemoved):
            self.remove_pair(outcome.a, outcome.b)
        return outcome

    def remove_pair(self, a: int, b: int) -> Removal:
        """Remove a free matching pair and score it at the clock's time (``last_points`` says
        how much it earned). Raises :class:`IllegalMove` for an illegal pair."""
        removal = self.board.remove_pair(a, b)
        self.score, self.last_points = score_pair(self.score, self.clock.elapsed())
        self._future_shuffle_solutions.clear()
        self.selected = None
        if self.board.is_won:
            self.clock.pause()
        return removal

    def undo(self) -> Move | None:
        """Take back the last move (``None`` when there is none). A pair gives back exactly its
        points; the combo is reset; counts as an undo (no third star)."""
        if not self.board.can_undo:
            return None
        was_won = self.board.is_won
        move = self.board.undo()
        if isinstance(move, Removal):
            self.score = undo_pair(self.score)
        else:
            self.score = reset_combo(self.score)
            self._future_shuffle_solutions.append(self._shuffle_solutions.pop())
        self.undos_used += 1
        self.selected = None
        if was_won and not self._finished:
            self.clock.resume()
        return move

    def redo(self) -> Move | None:
        """Make the last undone move again (``None`` when there is none); a pair gets back the
        same points it had."""
        if not self.board.can_redo:
            return None
        move = self.board.redo()
        if isinstance(move, Removal):
            self.score = redo_pair(self.score)
        else:
            self.score = reset_combo(self.score)
            self._shuffle_solutions.append(self._future_shuffle_solutions.pop())
        self.selected = None
        if self.board.is_won:
            self.clock.pause()
        return move

    def record_hint(self) -> None:
        """Count a hint shown. Raises :class:`HelpLimitReached` when none is left."""
        if not self.can_hint():
            raise HelpLimitReached("hints")
        self.hints_used += 1

    def apply_shuffle(
        self, faces: Sequence[int], solution: Sequence[tuple[int, int]] | None
    ) -> Reshuffle:
        """Put the shuffled ``faces`` on the board (with the ``solution`` found for them),
        reset the combo and count a shuffle. Raises :class:`HelpLimitReached` when none is
        left, ``ValueError`` when ``faces`` are not a shuffle of the remaining tiles."""
        if not self.can_shuffle():
            raise HelpLimitReached("shuffles")
        move = self.board.reshuffle(faces)
        self.shuffles_used += 1
        self.score = reset_combo(self.score, clear_redo=True)
        self._shuffle_solutions.append(_solution(solution))
        self._future_shuffle_solutions.clear()
        self.selected = None
        return move

    # --- saving ------------------------------------------------------------------------------
    def to_saved(self) -> SavedGame:
        """The game as a :class:`SavedGame` (write it with ``savegame.save_game``)."""
        history = self.board.history
        future_next_first = tuple(reversed(self.board.future))
        return SavedGame(
            layout_id=self.layout.id,
            layout_source=self.layout_source,
            layout_fingerprint=layout_fingerprint(self.layout.positions),
            number=self.number,
            difficulty=self.difficulty,
            variant=self.variant,
            mode=self.mode,
            faces=list(self.initial_faces),
            solution=None if self._initial_solution is None else list(self._initial_solution),
            history=moves_to_saved(history, self._shuffle_solutions),
            future=moves_to_saved(
                future_next_first, list(reversed(self._future_shuffle_solutions))
            ),
            elapsed=float(capped_seconds(self.clock.elapsed())),  # a file's bounds (31 years)
            time_limit=None if self.clock.limit is None else float(self.clock.limit),
            score=SavedScore.of(self.score),
            hints_used=capped(self.hints_used),
            shuffles_used=capped(self.shuffles_used),
            undos_used=capped(self.undos_used),
            hints_limit=self.limits.hints,
            shuffles_limit=self.limits.shuffles,
        )

    @classmethod
    def from_saved(cls, saved: SavedGame, layout: Layout, clock: GameClock) -> Game:
        """Rebuild a saved game on ``layout``, replaying every move (and the undone ones) to
        check them. Sets the clock's time (and limit) and starts it. Raises :class:`SaveError`
        ``layout_changed`` when the layout is not the one the game was played on, and
        ``unreplayable`` when the moves or the score do not describe a legal game."""
        if layout_fingerprint(layout.positions) != saved.layout_fingerprint:
            raise SaveError(
                "layout_changed", f"the layout '{saved.layout_id}' changed since the game was saved"
            )
        history, solutions, faces_now = moves_from_saved(saved.faces, saved.history)
        future, future_solutions, _ = moves_from_saved(faces_now, saved.future)
        try:
            # The undone moves must replay too, so that redo can never fail later.
            Board.replay(layout.geometry, saved.faces, history + future)
            board = Board.replay(layout.geometry, saved.faces, history, tuple(reversed(future)))
        except (IllegalMove, ValueError) as e:
            raise SaveError("unreplayable", f"its moves do not replay: {e}") from None
        score = saved.score.state()
        _check_score(score, history, future)
        game = cls(
            layout,
            board,
            initial_faces=saved.faces,
            number=saved.number,
            difficulty=saved.difficulty,
            variant=saved.variant,
            mode=saved.mode,
            layout_source=saved.layout_source,
            initial_solution=_solution(saved.solution),
            limits=HelpLimits(saved.hints_limit, saved.shuffles_limit),
            clock=clock,
            score=score,
            shuffle_solutions=solutions,
            future_shuffle_solutions=list(reversed(future_solutions)),
            hints_used=saved.hints_used,
            shuffles_used=saved.shuffles_used,
            undos_used=saved.undos_used,
        )
        if saved.time_limit is not None:
            clock.limit = saved.time_limit
        clock.set_elapsed(saved.elapsed)
        clock.start()
        if board.is_won:
            clock.pause()
        return game


def _check_score(score: ScoreState, history: Sequence[Move], future: Sequence[Move]) -> None:
    """The score must hold one entry per pair removed (and per pair undone) and add up."""
    removed = sum(isinstance(m, Removal) for m in history)
    undone = sum(isinstance(m, Removal) for m in future)
    if len(score.history) != removed or len(score.future) != undone:
        raise SaveError("unreplayable", "its score does not match its moves")
    if score.score != sum(score.history):
        raise SaveError("unreplayable", "its score does not add up")
