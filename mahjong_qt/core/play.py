"""One game being played, with what the player's help knows of it: the pure half of the game
window's session (hint cycling, which positions are known winnable, what a move does to them).

:class:`Play` wraps a :class:`~mahjong_qt.core.game.Game`. Each of its operations returns what
changed (a :class:`~mahjong_qt.core.change.Change`) or a small reply saying what the window
must do next (ask the solver, say a :class:`Notice`, count a result); it starts no work and
says nothing itself. The window's ``GameSession`` adapts it: signals, the worker pool, saving.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from .board import Move, Removal
from .change import Change, move_change
from .game import Game
from .selection import ClickOutcome, PairRemoved, Refused
from .solution_keeper import HintAnswer, Pair, SolutionKeeper, hints_after_verdict

if TYPE_CHECKING:  # the review's module comes with the first review, not at start-up
    from .review_job import PlayFrom
    from .solver import Verdict

__all__ = ["Play", "Notice", "AfterMove", "HintReply", "AnswerReply"]


class Notice(Enum):
    """What the player is told quietly (the window's texts say each in the player's language)."""

    NO_HINTS_LEFT = "no_hints_left"
    LOOKING = "looking"  # a hint waits for the solver
    LOST_HINTED = "lost_hinted"  # a hint found the position lost
    NO_FREE_PAIR = "no_free_pair"
    NOT_PROVEN = "not_proven"  # the hint's pair is legal, not proven safe
    PROVEN = "proven"  # the hint's pair keeps the game winnable
    LOST_FOUND = "lost_found"  # the background check proved the position lost
    CLEARED_AGAIN = "cleared_again"  # a won game undone and cleared again
    NO_SHUFFLES_LEFT = "no_shuffles_left"
    SHUFFLED = "shuffled"
    NO_ARRANGEMENT = "no_arrangement"  # no arrangement of the tiles left can be won
    NONE_IN_TIME = "none_in_time"  # no winnable arrangement found in time


class AfterMove(Enum):
    """What follows a move: the board is cleared (``WON``, or ``CLEARED_AGAIN`` for a game
    already counted), no pair is left (``STUCK``), a winning line is still known (``KNOWN``),
    or the solver must decide the position (``CHECK``)."""

    WON = "won"
    CLEARED_AGAIN = "cleared_again"
    STUCK = "stuck"
    KNOWN = "known"
    CHECK = "check"


@dataclass(frozen=True)
class HintReply:
    """What a hint asked for did: ``change`` (the hint shown, a hint counted), ``notices`` to
    say, ``ask``: the solver must decide the position first (the hint waits for its answer),
    ``counted``: a hint was counted now (the game is saved)."""

    change: Change | None = None
    notices: tuple[Notice, ...] = ()
    ask: bool = False
    counted: bool = False


@dataclass(frozen=True)
class AnswerReply:
    """What the solver's answer about the position did: ``change`` (proven lost), the
    ``notices`` to say; ``hint_due``: a hint waited for it (:meth:`Play.waited_hint`)."""

    change: Change | None = None
    notices: tuple[Notice, ...] = ()
    hint_due: bool = False


class Play:
    """``game`` as it is played; ``position`` tags the position on the board (it moves with
    every move and every new game: an answer about another position is ignored)."""

    def __init__(self, game: Game, position: int = 0):
        self.game = game
        self.position = position
        self.hint_pair: Pair | None = None
        self.lost = False  # the solver proved the position cannot be won any more
        # How many moves of the history are known to lead to a winnable position: the deal
        # (0 moves) always is, and so is every earlier position of a winnable history.
        self.known_winnable = 0
        self.hint_pending = False  # a hint waits for the solver's answer
        self.keeper = SolutionKeeper()
        self._hints: HintAnswer | None = None
        self._hint_index = 0
        self._hint_counted = False

    # ----- what is known -----------------------------------------------------------------
    @property
    def hint_available(self) -> bool:
        """Whether the Hint command can show something: a hint is left, or this position's
        hint is already counted (cycling is free)."""
        return self._hint_counted or self.game.can_hint()

    def known_solution(self) -> tuple[Pair, ...]:
        """The newest winning line known for the position (the demo follows it), or ()."""
        return self.keeper.best(self.game)

    @property
    def moves_to_winnable(self) -> int:
        """How many moves "back to the last winnable position" would take back: only when the
        position is lost (proven, or no free pair), else 0."""
        game = self.game
        if game.is_won or not (self.lost or game.is_stuck):
            return 0
        return max(0, len(game.board.history) - self.known_winnable)

    @property
    def in_progress(self) -> bool:
        """Moves were made and the game is not finished."""
        game = self.game
        return not game.is_won and not game.finished and bool(game.board.history)

    def follow_clock(self, held: bool, may_run: bool = True) -> None:
        """The clock stops while ``held`` (paused, a dialog); else it runs while the game goes
        on (and ``may_run``: the mode has not ended it)."""
        game = self.game
        if held:
            game.clock.pause()
        elif not game.is_won and not game.finished and may_run:
            game.clock.resume()

    # ----- moves -------------------------------------------------------------------------
    def click(self, tile: int) -> tuple[ClickOutcome, Change | None]:
        """A click on ``tile`` and what it changed (None: a refused click changes nothing)."""
        outcome = self.game.click(tile)
        if isinstance(outcome, PairRemoved):
            return outcome, move_change(Removal(outcome.a, outcome.b))
        if isinstance(outcome, Refused):
            return outcome, None
        return outcome, Change(selection=True)

    def clear_selection(self) -> Change | None:
        if self.game.selected is None:
            return None
        self.game.selected = None
        return Change(selection=True)

    def undo(self) -> Change | None:
        return _undone(self.game.undo())

    def redo(self) -> Change | None:
        move = self.game.redo()
        return None if move is None else move_change(move)

    def take_back(self, count: int) -> Change:
        """Undo ``count`` moves (points and all)."""
        change = Change()
        for _ in range(count):
            change = change | (_undone(self.game.undo()) or Change())
        return change

    def back_to_winnable(self) -> tuple[int, Change | None]:
        """Undo down to the last position known winnable: how many moves, and the change."""
        count = self.moves_to_winnable
        return count, (self.take_back(count) if count else None)

    def play_from(self, back: PlayFrom) -> Change | None:
        """Take back moves to the position after ``back.moves`` moves (the review's "Play from
        Here"), learning what the review knows of it. None: there is no such earlier position."""
        history = self.game.board.history
        if not 0 <= back.moves < len(history):
            return None
        if back.proven is not None:
            self.known_winnable = back.proven
        self.keeper.learn(tuple(back.solution))
        return self.take_back(len(history) - back.moves)

    def shuffled(self, faces: tuple[int, ...], solution: tuple[Pair, ...]) -> Change:
        """Put a shuffle's ``faces`` on the board, with the winning line found for them."""
        change = move_change(self.game.apply_shuffle(faces, solution))
        self.keeper.learn(solution)
        return change

    def moved(self) -> AfterMove:
        """After any move: the hint and the proof are about the position before; say what
        follows (the position is tagged anew)."""
        game = self.game
        self.hint_pair, self._hints = None, None
        self._hint_index, self._hint_counted = 0, False
        self.lost = False
        # After an undo the history is a prefix of the one before: still known winnable up
        # to its end at most. New moves are known winnable only once proven.
        self.known_winnable = min(self.known_winnable, len(game.board.history))
        self.position += 1
        self.hint_pending = False
        if game.is_won:
            return AfterMove.CLEARED_AGAIN if game.finished else AfterMove.WON
        if game.is_stuck:
            return AfterMove.STUCK
        if self.keeper.follow(game):
            self.known_winnable = len(game.board.history)
            return AfterMove.KNOWN
        return AfterMove.CHECK

    # ----- hints -------------------------------------------------------------------------
    def hint(self, explains: bool = True) -> HintReply | None:
        """Show a pair proven to keep the game winnable; again: the next one (cycling). One
        hint is counted per position, however often the player cycles. Instant while the
        moves stay within the kept winning line's pairing; else the reply asks for the
        solver (:meth:`answered` shows the hint). ``explains``: say why the pair is safe, or
        not. None: the board is cleared."""
        game = self.game
        if game.is_won:
            return None
        if not self._hint_counted and not game.can_hint():
            return HintReply(notices=(Notice.NO_HINTS_LEFT,))
        if self._hints is None:
            if not self.keeper.is_instant(game):
                self.hint_pending = True
                return HintReply(notices=(Notice.LOOKING,), ask=True)
            self._hints = self.keeper.hints(game.board, self.keeper.best(game))
        return self._show_hint(self._hints, explains)

    def show_pair(self, pair: Pair) -> Change:
        """Show ``pair`` as a hint is shown, without counting one (the first board's help)."""
        self.hint_pair = pair
        return Change(hint=True)

    def _show_hint(self, answer: HintAnswer, explains: bool) -> HintReply:
        pair, safe = answer.pick(self._hint_index)
        notices: list[Notice] = []
        if answer.lost:
            self.lost = True
            notices.append(Notice.LOST_HINTED)  # asked for: said even to those who know
        if pair is None:
            if not answer.lost:
                notices.append(Notice.NO_FREE_PAIR)
            return HintReply(notices=tuple(notices))
        counted = not self._hint_counted
        if counted:
            self.game.record_hint()
            self._hint_counted = True
        self.hint_pair = pair
        self._hint_index += 1
        if not safe and not answer.lost and explains:
            notices.append(Notice.NOT_PROVEN)
        elif safe and explains:
            notices.append(Notice.PROVEN)
        change = Change(hint=True, counters=counted, status=answer.lost)
        return HintReply(change, tuple(notices), counted=counted)

    def answered(
        self,
        position: object,
        verdict: Verdict,
        solution: tuple[Pair, ...],
        tell_lost: bool = True,
    ) -> AnswerReply | None:
        """The solver's answer about ``position`` (None: about a position that is gone);
        ``tell_lost``: say when it proves the position lost."""
        from .solver import Verdict

        game = self.game
        if position != self.position or game.is_won:
            return None
        change, notices = None, tuple[Notice, ...]()
        if verdict is Verdict.WINNABLE:
            self.keeper.learn(solution)
            self.known_winnable = len(game.board.history)
        elif verdict is Verdict.NOT_WINNABLE and not self.lost:
            self.lost = True
            notices = (Notice.LOST_FOUND,) if tell_lost else ()
            change = Change(status=True)
        due, self.hint_pending = self.hint_pending, False
        return AnswerReply(change, notices, due)

    def waited_hint(self, verdict: Verdict, explains: bool = True) -> HintReply:
        """The hint that waited for the solver's ``verdict`` on this position."""
        self._hints = hints_after_verdict(self.game.board, verdict, self.keeper)
        return self._show_hint(self._hints, explains)


def _undone(move: Move | None) -> Change | None:
    return None if move is None else move_change(move, undone=True)
