"""The game in progress as seen by the window: the core ``Game`` plus saving, records and help.

The session is where the window's commands meet the core: it applies clicks, undo, redo, hints
and shuffles to the core's :class:`~mahjong_qt.core.play.Play` (the game and what the help knows
of it), saves after every move (atomically), counts results in the records
(:class:`RecordsBook`), and tells the window what changed: ``changed`` carries the core's
:class:`~mahjong_qt.core.change.Change`, and each part shows only what concerns it. It draws
nothing and deals nothing: a game is installed by ``GameStarter`` (:meth:`GameSession.install`);
the solver and the shuffles run in the worker pool (:class:`.solver_services.WinnabilityWatcher`,
:class:`.shuffler.Shuffler`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from mahjong_qt.app.session import solver_services as services
from mahjong_qt.core.change import EVERYTHING, Change
from mahjong_qt.core.game import Game
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.play import AfterMove, HintReply, Notice, Play
from mahjong_qt.core.savegame import save_game
from mahjong_qt.core.selection import ClickOutcome
from mahjong_qt.ui.first_paint import after_first_paint

from .records_book import GameResult, RecordsBook
from .session_notices import not_saved_text, notice_text
from .shuffler import Shuffler

if TYPE_CHECKING:  # the review's module is imported with the first review
    from mahjong_qt.core.review_job import PlayFrom

__all__ = ["GameSession", "GameResult"]


class GameSession(QObject):
    """Owns the game in progress (``play``, the core's :class:`Play`; ``game``, its ``Game``).
    Signals: ``changed(Change)`` after any state change, with what changed; ``notice`` for a
    quiet status message, ``won`` with a :class:`GameResult`, ``stuck`` when no pair is left,
    ``tick`` every half second while the clock runs."""

    changed = Signal(object)  # a Change
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
        self.play: Play | None = None
        self.locked = False  # the game is over for its mode (time up, race over): no more moves
        self.paused = False  # set_paused: the clock stops and the faces are hidden
        self.held = False  # set_held: a modal dialog or the demo covers the board
        self.tell_lost = True  # say when the solver proves the position lost (a setting)
        self.explains = True  # a hint says why its pair is safe, or not (the explanatory aid)
        self.book = RecordsBook(paths, persist, self)
        self.book.notice.connect(self.notice)
        self._timer = QTimer(self)
        self._timer.setInterval(500)
        self._timer.timeout.connect(self.tick)
        self._timer.start()
        after_first_paint(services.warm_up)  # after the first paint, before the first move
        self.shuffler = Shuffler(self)
        self.shuffler.answered.connect(self._shuffled)
        self.watcher = services.WinnabilityWatcher(self)
        self.watcher.answered.connect(self._on_answer)

    @property
    def game(self) -> Game | None:
        return None if self.play is None else self.play.game

    @property
    def hint_pair(self) -> tuple[int, int] | None:
        """The pair shown as a hint (None: none)."""
        return None if self.play is None else self.play.hint_pair

    @property
    def known_winnable(self) -> int:
        """How many moves of the history are known to lead to a winnable position."""
        return 0 if self.play is None else self.play.known_winnable

    @property
    def lost(self) -> bool:
        """The solver proved the position cannot be won any more."""
        return self.play is not None and self.play.lost

    # ----- starting ----------------------------------------------------------------------
    def install(self, game: Game, save: bool = True) -> None:
        """Make ``game`` the game in progress (the one before counts as lost when it was under
        way); ``save``: write it at once (not for a game just restored from its save)."""
        before = self.play
        if before is not None and self.in_progress:  # counted as played and lost
            self.abandoned.emit(self.book.count(before.game, False))
        if self.shuffler.cancel():
            self.busy.emit(False)
        if before is not None and before.hint_pending:
            self.busy.emit(False)
        self.play = Play(game, 1 if before is None else before.position + 1)
        self.locked = False
        self.watcher.cancel()
        if self.paused or self.held:
            game.clock.pause()
        if save:  # a game with no move yet: written just after it is shown
            after_first_paint(self.save, self)
        self.started.emit()
        self.changed.emit(EVERYTHING)

    def end_game(self, won: bool = False) -> GameResult:
        """The mode ended the game (time up, race over): it is counted, the clock stops and no
        more moves are taken. A lost game leaves no save behind."""
        assert self.play is not None
        game = self.play.game
        result = self.book.count(game, won or game.is_won)  # the clock stops for good
        self.locked = True
        if self.persist:
            self.paths.save_file.unlink(missing_ok=True)
        self.changed.emit(Change(status=True))
        return result

    @property
    def in_progress(self) -> bool:
        """A game with moves made and not finished (throwing it away needs a confirmation)."""
        return self.play is not None and self.play.in_progress and not self.locked

    @property
    def blocked(self) -> bool:
        """No move may be made now: paused, held, shuffling, or the game is over for its mode."""
        return self.paused or self.held or self.locked or self.shuffler.busy

    # ----- playing -----------------------------------------------------------------------
    def click(self, tile: int) -> ClickOutcome | None:
        if self.play is None or self.blocked:
            return None
        outcome, change = self.play.click(tile)
        if change is not None and change.moved:
            self._moved(change)
        elif change is not None:
            self.changed.emit(change)
        return outcome

    def clear_selection(self) -> None:
        change = self.play.clear_selection() if self.play is not None else None
        if change is not None:
            self.changed.emit(change)

    def undo(self) -> None:
        change = self.play.undo() if self.play is not None and not self.blocked else None
        if change is not None:
            self._moved(change)

    def redo(self) -> None:
        change = self.play.redo() if self.play is not None and not self.blocked else None
        if change is not None:
            self._moved(change)

    def back_to_winnable(self) -> None:
        """Undo (points and all) down to the last position known winnable (proven, or the deal)."""
        if self.play is None or self.blocked:
            return
        count, change = self.play.back_to_winnable()
        if change is not None:
            self._moved(change)
            self.notice.emit(self.tr("%n move(s) taken back: this position can be won.", "", count))

    def back_to_move(self, back: PlayFrom) -> bool:
        """Take back moves (counted as undos: Redo brings them back) to the position after
        ``back.moves`` moves, the review's "Play from Here" (:class:`PlayFrom`). False: not now."""
        if self.play is None or self.blocked:
            return False
        count = len(self.play.game.board.history) - back.moves
        change = self.play.play_from(back)
        if change is None:
            return False
        self._moved(change)
        if back.winnable:
            self.notice.emit(self.tr("%n move(s) taken back: this position can be won.", "", count))
        else:
            self.notice.emit(self.tr("%n move(s) taken back.", "", count))
        return True

    def hint(self) -> None:
        """Show a pair proven to keep the game winnable; again: the next one (cycling). One
        hint is counted per position, however often the player cycles.

        Instant while the moves stay within the kept winning line's pairing. Otherwise the
        solver decides the position in its worker process and the hint appears when it
        answers (the board stays usable meanwhile)."""
        play = self.play
        if play is None or self.blocked:
            return
        waiting = play.hint_pending
        reply = play.hint(self.explains)
        if reply is not None and reply.ask:
            if not waiting:
                self.busy.emit(True)
            if not self.watcher.busy:
                self.watcher.ask(play.game.board, play.position)
        if reply is not None:
            self._hinted(reply)

    def _hinted(self, reply: HintReply) -> None:
        if reply.counted:
            self.save()
        for notice in reply.notices:
            self.notice.emit(notice_text(notice))
        if reply.change is not None:
            self.changed.emit(reply.change)

    def shuffle(self) -> None:
        """Redistribute the remaining faces so that the rest can be won (or say it cannot)."""
        game = self.game
        if game is None or self.blocked or game.is_won:
            return
        if not game.can_shuffle():
            self.notice.emit(notice_text(Notice.NO_SHUFFLES_LEFT))
            return
        self.shuffler.start(game)
        self.busy.emit(True)
        self.changed.emit(Change(status=True))  # no moves until the tiles are back

    def _shuffled(self, result: services.ShuffleAnswer) -> None:
        """The worker's shuffle: applied to the game it was asked for."""
        self.busy.emit(False)
        assert self.play is not None
        if result.faces is None:
            self.changed.emit(Change(status=True))
            impossible = Notice.NO_ARRANGEMENT if result.impossible else Notice.NONE_IN_TIME
            self.notice.emit(notice_text(impossible))
            return
        change = self.play.shuffled(result.faces, result.solution)
        self.notice.emit(notice_text(Notice.SHUFFLED))
        self._moved(change | Change(status=True))

    def set_paused(self, paused: bool) -> None:
        """Pause (the clock stops and the faces are hidden) or resume."""
        self.set_held(self.held, paused)

    def set_held(self, held: bool, paused: bool | None = None) -> None:
        """Hold the clock while something covers the board (a modal dialog, a mode screen,
        the demo), or let it run again; moves wait too, and the faces stay hidden. (With
        ``paused``: pause or resume too.)"""
        paused = self.paused if paused is None else paused
        if (held, paused) == (self.held, self.paused):
            return
        self.held, self.paused = held, paused
        if self.play is not None:
            self.play.follow_clock(paused or held, may_run=not self.locked)
        self.changed.emit(Change(status=True))

    def _moved(self, change: Change) -> None:
        """After a move: saved, shown, and what follows (the win, a dead end, the check)."""
        play = self.play
        assert play is not None
        waited = play.hint_pending
        after = play.moved()
        if waited:
            self.busy.emit(False)
        self.save()
        self.changed.emit(change | Change(hint=True, status=True))
        if after in (AfterMove.WON, AfterMove.CLEARED_AGAIN, AfterMove.STUCK, AfterMove.KNOWN):
            self.watcher.cancel()
        if after is AfterMove.CLEARED_AGAIN:  # a won game undone and cleared again: once only
            self.notice.emit(notice_text(Notice.CLEARED_AGAIN))
        elif after is AfterMove.WON:
            self.won.emit(self.book.count(play.game, True))
        elif after is AfterMove.STUCK:
            self.stuck.emit()
        elif after is AfterMove.CHECK:  # the solver decides in a worker process, answers later
            self.watcher.ask(play.game.board, play.position)

    def _on_answer(self, tag: object, verdict, solution: tuple) -> None:
        play = self.play
        reply = None if play is None else play.answered(tag, verdict, solution, self.tell_lost)
        if play is None or reply is None:
            return  # an answer about a position that is gone
        for notice in reply.notices:
            self.notice.emit(notice_text(notice))
        if reply.change is not None:
            self.changed.emit(reply.change)
        if reply.hint_due:
            self.busy.emit(False)
            self._hinted(play.waited_hint(verdict, self.explains))

    def shutdown(self) -> None:
        """Stop background work (the window is closing)."""
        self.shuffler.shutdown()
        self.watcher.shutdown()
        self._timer.stop()

    # ----- saving ------------------------------------------------------------------------
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
            self.notice.emit(not_saved_text(error))
