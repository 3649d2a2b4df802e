"""The game in progress as seen by the window: the core ``Game`` plus saving, records and help.

The session is where the window's commands meet the core: it applies clicks, undo, redo, hints
and shuffles to the ``Game``, saves after every move (atomically), counts results in the
records (:class:`RecordsBook`), and tells the window what changed through signals. It draws
nothing and deals nothing: a game is installed by ``GameStarter`` (:meth:`GameSession.install`).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from mahjong_qt.app.session import solver_services as services
from mahjong_qt.core.board import Reshuffle
from mahjong_qt.core.game import Game
from mahjong_qt.core.jobs import JobHandle
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.review_job import PlayFrom
from mahjong_qt.core.savegame import save_game
from mahjong_qt.core.selection import ClickOutcome, PairRemoved, Refused
from mahjong_qt.ui.first_paint import after_first_paint
from mahjong_qt.ui.job_runner import JobRunner

from .records_book import GameResult, RecordsBook

__all__ = ["GameSession", "GameResult"]


class GameSession(QObject):
    """Owns the ``Game`` in progress. Signals: ``changed`` after any state change, ``notice`` for
    a quiet status message, ``won`` with a :class:`GameResult`, ``stuck`` when no pair is left,
    ``tick`` every half second while the clock runs."""

    changed = Signal()
    notice = Signal(str)
    won = Signal(object)
    stuck = Signal()
    tick = Signal()
    busy = Signal(bool)  # the solver is thinking (the window shows a wait cursor)
    started = Signal()  # a game was installed (new, restarted or restored)
    abandoned = Signal(object)  # a game under way was thrown away (counted lost): GameResult

    def __init__(self, paths: UserPaths, parent: QObject | None = None, persist: bool = True):
        super().__init__(parent)
        self.paths = paths
        self.persist = persist  # False: nothing is written (screenshots, benchmarks)
        self.now: Callable[[], float] = time.monotonic  # the clocks' time source (tests: fake)
        self.game: Game | None = None
        self.locked = False  # the game is over for its mode (time up, race over): no more moves
        self.hint_pair: tuple[int, int] | None = None
        self.lost = False  # the solver proved the position cannot be won any more
        # How many moves of the history are known to lead to a winnable position: the deal
        # (0 moves) always is, and so is every earlier position of a winnable history.
        self._winnable_moves = 0
        self._hint_index, self._hint_counted = 0, False
        self._paused = False
        self._held = False  # a modal dialog or the demo covers the board: the clock waits
        self.tell_lost = True  # say when the solver proves the position lost (a setting)
        self.explains = True  # a hint says why its pair is safe, or not (the explanatory aid)
        self.book = RecordsBook(paths, persist, self)
        self.book.notice.connect(self.notice)
        self._timer = QTimer(self)
        self._timer.setInterval(500)
        self._timer.timeout.connect(self.tick)
        self._timer.start()
        after_first_paint(services.warm_up)  # after the first paint, before the first move
        self._keeper = services.SolutionKeeper()
        self._hints: services.HintAnswer | None = None
        self._hint_pending = False  # a hint waits for the solver's answer
        self._position = 0  # counts moves and new games: tags background answers
        self.runner = JobRunner(self)
        self._shuffling: JobHandle | None = None  # a shuffle being searched in the worker
        self._touched: set[int] | None = None  # tiles the core changed since the board showed
        self.watcher = services.WinnabilityWatcher(self)
        self.watcher.answered.connect(self._on_answer)

    # ----- starting ----------------------------------------------------------------------
    def install(self, game: Game, save: bool = True) -> None:
        """Make ``game`` the game in progress (the one before counts as lost when it was under
        way); ``save``: write it at once (not for a game just restored from its save)."""
        self._abandon()
        self._install(game, save)

    def _cancel_shuffle(self) -> None:
        handle, self._shuffling = self._shuffling, None
        if handle is not None:
            self.runner.cancel(handle)
            self.busy.emit(False)

    def take_change(self) -> frozenset[int] | None:
        """The tiles the core changed (removed, put back, new faces) since the last call, for
        the board to update only those; None: show everything (a new or restored game)."""
        touched, self._touched = self._touched, set()
        return None if touched is None else frozenset(touched)

    def _touch(self, move) -> None:
        """Note the tiles a core move (``Removal``, ``Reshuffle``, ``PairRemoved``) changed."""
        if self._touched is None or move is None:
            return
        if isinstance(move, Reshuffle):
            changed = zip(move.before, move.after, strict=True)
            self._touched.update(i for i, (was, now) in enumerate(changed) if was != now)
        else:
            self._touched.update((move.a, move.b))

    def _install(self, game: Game, save: bool = True) -> None:
        self._cancel_shuffle()
        self._touched = None  # a new board: everything is shown anew
        self.game = game
        self.locked = False
        self.hint_pair = None
        self.lost = False
        self._winnable_moves = 0
        self._hint_counted = False
        self._hints = None
        self._hint_index = 0
        self._keeper.reset()
        self._position += 1
        self._end_hint_wait()
        self.watcher.cancel()
        if self._paused or self._held:
            game.clock.pause()
        if save:  # a game with no move yet: written just after it is shown
            after_first_paint(self.save, self)
        self.started.emit()
        self.changed.emit()

    def _abandon(self) -> None:
        """Count a game under way that is thrown away as played and lost."""
        if self.in_progress:
            self.abandoned.emit(self._record(won=False))

    def end_game(self, won: bool = False) -> GameResult:
        """The mode ended the game (time up, race over): it is counted, the clock stops and no
        more moves are taken. A lost game leaves no save behind."""
        game = self.game
        assert game is not None
        result = self._record(won=won or game.is_won)  # the clock stops for good
        self.locked = True
        if self.persist:
            self.paths.save_file.unlink(missing_ok=True)
        self.changed.emit()
        return result

    @property
    def in_progress(self) -> bool:
        """A game with moves made and not finished (throwing it away needs a confirmation)."""
        game = self.game
        return (
            game is not None
            and not game.is_won
            and not game.finished
            and not self.locked
            and bool(game.board.history)
        )

    @property
    def blocked(self) -> bool:
        """No move may be made now: paused, held, shuffling, or the game is over for its mode."""
        return self._paused or self._held or self.locked or self._shuffling is not None

    # ----- playing -----------------------------------------------------------------------
    def click(self, tile: int) -> ClickOutcome | None:
        game = self.game
        if game is None or self.blocked:
            return None
        outcome = game.click(tile)
        if isinstance(outcome, PairRemoved):
            self._touch(outcome)
            self._after_move()
        elif not isinstance(outcome, Refused):
            self.changed.emit()
        return outcome

    def clear_selection(self) -> None:
        if self.game is not None and self.game.selected is not None:
            self.game.selected = None
            self.changed.emit()

    def undo(self) -> None:
        move = self.game.undo() if self.game is not None and not self.blocked else None
        if move is not None:
            self._touch(move)
            self._after_move()

    def redo(self) -> None:
        move = self.game.redo() if self.game is not None and not self.blocked else None
        if move is not None:
            self._touch(move)
            self._after_move()

    @property
    def hint_available(self) -> bool:
        """Whether the Hint command can show something: a hint is left, or this position's
        hint is already counted (cycling is free)."""
        game = self.game
        return game is not None and (self._hint_counted or game.can_hint())

    def known_solution(self) -> tuple:
        """The newest winning line known for the position (the demo follows it), or ()."""
        return self._keeper.best(self.game) if self.game is not None else ()

    @property
    def position(self) -> int:
        """The tag of the position on the board: a background answer about another one (an
        earlier move, another game) is ignored."""
        return self._position

    @property
    def known_winnable(self) -> int:
        """How many moves of the history are known to lead to a winnable position."""
        return self._winnable_moves

    @property
    def hint_pending(self) -> bool:
        """A hint waits for the solver's answer."""
        return self._hint_pending

    @property
    def moves_to_winnable(self) -> int:
        """How many moves "back to the last winnable position" would take back: only when the
        position is lost (proven, or no free pair), else 0."""
        game = self.game
        if game is None or game.is_won or not (self.lost or game.is_stuck):
            return 0
        return max(0, len(game.board.history) - self._winnable_moves)

    def back_to_winnable(self) -> None:
        """Undo (points and all) down to the last position known winnable (proven, or the deal)."""
        game = self.game
        count = self.moves_to_winnable
        if game is None or self.blocked or not count:
            return
        self._take_back(count)

    def back_to_move(self, back: PlayFrom) -> bool:
        """Take back moves (counted as undos: Redo brings them back) to the position after
        ``back.moves`` moves, the review's "Play from Here" (:class:`PlayFrom`). False: not now."""
        game = self.game
        if game is None or self.blocked or not 0 <= back.moves < len(game.board.history):
            return False
        self._winnable_moves = self._winnable_moves if back.proven is None else back.proven
        self._keeper.learn(tuple(back.solution))
        self._take_back(len(game.board.history) - back.moves, back.winnable)
        return True

    def _take_back(self, count: int, winnable: bool = True) -> None:
        game = self.game
        assert game is not None
        for _ in range(count):
            self._touch(game.undo())
        self._after_move()
        won = self.tr("%n move(s) taken back: this position can be won.", "", count)
        self.notice.emit(won if winnable else self.tr("%n move(s) taken back.", "", count))

    def hint(self) -> None:
        """Show a pair proven to keep the game winnable; again: the next one (cycling). One
        hint is counted per position, however often the player cycles.

        Instant while the moves stay within the kept winning line's pairing. Otherwise the
        solver decides the position in its worker process and the hint appears when it
        answers (the board stays usable meanwhile)."""
        game = self.game
        if game is None or self.blocked or game.is_won:
            return
        if not self._hint_counted and not game.can_hint():
            self.notice.emit(self.tr("No hints left in this game."))
            return
        if self._hints is None:
            if not self._keeper.is_instant(game):
                if not self._hint_pending:
                    self._hint_pending = True
                    self.busy.emit(True)
                if not self.watcher.busy:
                    self.watcher.ask(game.board, self._position)
                self.notice.emit(self.tr("Looking for a safe pair…"))
                return
            self._hints = self._keeper.hints(game.board, self._keeper.best(game))
        self._show_hint(game, self._hints)

    def _show_hint(self, game: Game, answer: services.HintAnswer) -> None:
        pair, safe = answer.pick(self._hint_index)
        if answer.lost:
            self.lost = True
            self.notice.emit(  # asked for: said even to those who find out themselves
                self.tr(
                    "This position can no longer be won: go back to a winnable position"
                    " (Move menu), or shuffle."
                )
            )
        if pair is None:
            if not answer.lost:
                self.notice.emit(self.tr("There is no free pair: undo, or shuffle."))
            return
        if not self._hint_counted:
            game.record_hint()
            self._hint_counted = True
            self.save()
        self.hint_pair = pair
        self._hint_index += 1
        if not safe and not answer.lost and self.explains:
            self.notice.emit(
                self.tr("This pair is legal, but not proven to keep the game winnable.")
            )
        elif safe and self.explains:
            self.notice.emit(self.tr("This pair keeps the game winnable: the solver proved it."))
        self.changed.emit()

    def _end_hint_wait(self) -> None:
        if self._hint_pending:
            self._hint_pending = False
            self.busy.emit(False)

    def shuffle(self) -> None:
        """Redistribute the remaining faces so that the rest can be won (or say it cannot)."""
        game = self.game
        if game is None or self.blocked or game.is_won:
            return
        if not game.can_shuffle():
            self.notice.emit(self.tr("No shuffles left in this game."))
            return
        self._shuffling = self.runner.submit(
            services.shuffle_job(game), services.SHUFFLE_SECONDS, self._shuffled
        )
        self.busy.emit(True)
        self.changed.emit()  # no moves until the tiles are back

    def _shuffled(self, handle: JobHandle) -> None:
        """The worker's shuffle: applied to the game it was asked for."""
        if handle is not self._shuffling:
            return
        self._shuffling = None
        self.busy.emit(False)
        game = self.game
        assert game is not None
        result = services.shuffle_answer(handle)
        if result.faces is None:
            self.changed.emit()
            if result.impossible:
                self.notice.emit(
                    self.tr(
                        "No arrangement of the remaining tiles can be won: undo, "
                        "or start a new game."
                    )
                )
            else:
                self.notice.emit(self.tr("No winnable arrangement was found in time."))
            return
        self._touch(game.apply_shuffle(result.faces, result.solution))
        self._keeper.learn(result.solution)
        self.notice.emit(self.tr("Tiles shuffled."))
        self._after_move()

    def set_paused(self, paused: bool) -> None:
        """Pause (the clock stops and the faces are hidden) or resume."""
        if paused == self._paused:
            return
        self._paused = paused
        self._clock_follows()
        self.changed.emit()

    def set_held(self, held: bool) -> None:
        """Hold the clock while something covers the board (a modal dialog, a mode screen,
        the demo), or let it run again; moves wait too, and the faces stay hidden."""
        if held == self._held:
            return
        self._held = held
        self._clock_follows()
        self.changed.emit()

    def _clock_follows(self) -> None:
        game = self.game
        if game is None:
            return
        if self._paused or self._held:
            game.clock.pause()
        elif not game.is_won and not game.finished and not self.locked:
            game.clock.resume()

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def held(self) -> bool:
        return self._held

    def _after_move(self) -> None:
        game = self.game
        assert game is not None
        self.hint_pair = None
        self._hints = None
        self._hint_index = 0
        self._hint_counted = False
        self.lost = False
        # After an undo the history is a prefix of the one before: still known winnable up
        # to its end at most. New moves are known winnable only once proven.
        self._winnable_moves = min(self._winnable_moves, len(game.board.history))
        self._position += 1
        self._end_hint_wait()
        self.save()
        self.changed.emit()
        if game.is_won:
            self.watcher.cancel()
            if game.finished:  # a won game undone and cleared again: counted once, that is all
                self.notice.emit(
                    self.tr("The board is cleared again: this game was already counted.")
                )
            else:
                self.won.emit(self._record(won=True))
        elif game.is_stuck:
            self.watcher.cancel()
            self.stuck.emit()
        else:
            self._check_winnable(game)

    def _check_winnable(self, game: Game) -> None:
        """Tell the player quietly when the solver proves the position lost though pairs
        remain. Instant while the moves stay within the kept winning line's pairing; otherwise
        the solver decides in a worker process and answers later (an unknown answer says
        nothing)."""
        if self._keeper.follow(game):
            self._winnable_moves = len(game.board.history)
            self.watcher.cancel()
            return
        self.watcher.ask(game.board, self._position)

    def _on_answer(self, tag: object, verdict, solution: tuple) -> None:
        from mahjong_qt.core.solver import Verdict

        game = self.game
        if tag != self._position or game is None or game.is_won:
            return  # an answer about a position that is gone
        if verdict is Verdict.WINNABLE:
            self._keeper.learn(solution)
            self._winnable_moves = len(game.board.history)
        elif verdict is Verdict.NOT_WINNABLE and not self.lost:
            self.lost = True
            if self.tell_lost:
                self.notice.emit(
                    self.tr(
                        "This position can no longer be won, although pairs remain: go back to"
                        " a winnable position (Move menu), or shuffle."
                    )
                )
            self.changed.emit()
        if self._hint_pending:
            self._end_hint_wait()
            self._hints = services.hints_after_verdict(game.board, verdict, self._keeper)
            self._show_hint(game, self._hints)

    def shutdown(self) -> None:
        """Stop background work (the window is closing)."""
        self._cancel_shuffle()
        self.runner.shutdown()
        self.watcher.shutdown()
        self._timer.stop()

    # ----- saving and records ------------------------------------------------------------
    def save(self) -> None:
        """Write the game in progress (atomic); a finished game leaves no save behind."""
        game = self.game
        if game is None or not self.persist or self.locked:
            return
        path = self.paths.save_file
        try:
            if game.is_won or game.finished:  # looking back over a finished game
                path.unlink(missing_ok=True)
            else:
                save_game(path, game.to_saved())
        except OSError as error:
            self.notice.emit(self.tr("The game could not be saved: %1").replace("%1", str(error)))

    def records(self):
        """The records (:class:`RecordsBook` keeps them)."""
        return self.book.records()

    def _record(self, won: bool) -> GameResult:
        assert self.game is not None
        return self.book.count(self.game, won)
