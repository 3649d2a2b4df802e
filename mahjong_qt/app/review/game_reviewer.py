"""The review of a lost game, as one part of the game window.

As soon as a game is stuck it is reviewed in the background, and the status line (``notice``)
says the truth: "Winnable until move 41. The move that lost it: …".

:class:`GameReviewer` owns the "Review the Game" action (enabled while the game on the board is
a lost one the player may review, :func:`~.review_rules.may_review`), runs the review in the
worker pool (:class:`~mahjong_qt.core.review_job.ReviewJob` through the one
:class:`~mahjong_qt.ui.job_runner.JobRunner`), shows it in a :class:`~.review_dialog.ReviewDialog`
and, when the player chooses "Play from Here", takes the game back to the position the dialog
shows through the session (counted as undos, as "back to a winnable position" is: Redo brings
the moves back). A review already
made for the same moves opens at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from mahjong_qt.app.window.dialog_slot import DialogSlot
from mahjong_qt.core.game import Game
from mahjong_qt.core.jobs import JobHandle, JobState
from mahjong_qt.ui.job_runner import JobRunner
from mahjong_qt.ui.tile_renderer import TileRenderer

from .review_rules import may_play_on, may_review
from .review_texts import ReviewTexts

if TYPE_CHECKING:  # the review's module is imported with the first review, not at start-up
    from mahjong_qt.core.review_job import PlayFrom, ReviewAnswer, ReviewedGame

__all__ = ["GameReviewer", "ReviewSession", "BoardLook", "Speaker", "REVIEW_SECONDS"]

# The time cap of a whole review (its solver calls share it).
REVIEW_SECONDS = 30.0


class ReviewSession(Protocol):
    """What the reviewer reads of the game session, and the one thing it asks of it."""

    changed: Any  # Signal()
    stuck: Any  # Signal(): no free pair is left

    @property
    def game(self) -> Game | None: ...

    @property
    def lost(self) -> bool: ...

    @property
    def locked(self) -> bool: ...

    @property
    def tell_lost(self) -> bool: ...

    @property
    def known_winnable(self) -> int: ...

    def back_to_move(self, back: PlayFrom) -> bool: ...


class BoardLook(Protocol):
    """The game's board, whose tiles and table the review draws with."""

    @property
    def renderer(self) -> TileRenderer: ...

    @property
    def scene(self) -> Any: ...  # a BoardScene: its background brush


class Speaker(Protocol):
    def say(self, text: str, *, assertive: bool = False) -> None: ...


class GameReviewer(QObject):
    """``available_changed(bool)`` when a review becomes possible or stops being."""

    available_changed = Signal(bool)
    notice = Signal(str)  # where the stuck game was lost, for the status line

    def __init__(
        self,
        window: QWidget,
        session: ReviewSession,
        look: BoardLook,
        speech: Speaker,
        language: Callable[[], str],
    ):
        super().__init__(window)
        self._window = window
        self._session = session
        self._look = look
        self._speech = speech
        self._language = language
        self.runner = JobRunner(self)
        self._slot = DialogSlot(self._closed)
        self._handle: JobHandle | None = None
        self._kept: tuple[Game, ReviewedGame, ReviewAnswer] | None = None
        self._asked: ReviewedGame | None = None  # what the job in flight reviews
        self._available = False
        self.action = QAction(window)
        self.action.setObjectName("reviewAction")
        self.action.triggered.connect(self.open)
        session.changed.connect(self.update)
        session.stuck.connect(self.prepare)
        window.installEventFilter(self)  # the action's words follow the language
        self._retranslate()
        self.update()

    @property
    def dialog(self):
        """The review dialog open (None: none)."""
        return self._slot.dialog

    def add_to(self, menu: QMenu, after: QAction) -> None:
        """Put the action in ``menu`` right after ``after``."""
        actions = menu.actions()
        index = actions.index(after) + 1 if after in actions else len(actions)
        if index < len(actions):
            menu.insertAction(actions[index], self.action)
        else:
            menu.addAction(self.action)

    def available(self) -> bool:
        s = self._session
        return may_review(s.game, lost=s.lost, locked=s.locked, tell_lost=s.tell_lost)

    def update(self) -> None:
        available = self.available()
        self.action.setEnabled(available)
        if available != self._available:
            self._available = available
            self.available_changed.emit(available)

    # ----- the review --------------------------------------------------------------------
    def _reviewed(self) -> tuple[Game, ReviewedGame] | None:
        game = self._session.game
        if game is None or not self.available():
            return None
        from mahjong_qt.core.review_job import ReviewedGame

        history = tuple(game.board.history)
        return game, ReviewedGame(game.layout.geometry, tuple(game.initial_faces), history)

    def _known(self, game: Game, reviewed: ReviewedGame) -> ReviewAnswer | None:
        kept = self._kept
        return kept[2] if kept is not None and kept[0] is game and kept[1] == reviewed else None

    def prepare(self) -> None:
        """The game just got stuck: review it in the background, and say where it was lost
        (``notice``) when the solver answers."""
        found = self._reviewed()
        if found is not None and self._known(*found) is None:
            self._ask(*found)

    def open(self) -> None:
        """Open the review of the lost game on the board (nothing when there is none)."""
        found = self._reviewed()
        if found is None:
            return
        from .review_dialog import ReviewDialog  # the dialog is imported when first needed

        game, reviewed = found
        look = self._look
        dialog = ReviewDialog(
            reviewed,
            look.renderer,
            look.scene.backgroundBrush(),
            self._language(),
            may_play_on(game, locked=self._session.locked),
            self._window,
        )
        dialog.said.connect(self._speech.say)
        self._slot.open(dialog)
        known = self._known(game, reviewed)
        if known is not None:
            dialog.show_answer(known)
            return
        self._speech.say(dialog.texts.working())
        self._ask(game, reviewed)

    def _ask(self, game: Game, reviewed: ReviewedGame) -> None:
        """Have the worker pool review ``reviewed`` (unless it is doing so already)."""
        if self._handle is not None and self._asked == reviewed:
            return
        self._cancel()
        self._asked = reviewed
        job = reviewed.job(min(self._session.known_winnable, reviewed.moves))
        self._handle = self.runner.submit(
            job, REVIEW_SECONDS, lambda handle: self._answered(handle, game, reviewed)
        )

    def _answered(self, handle: JobHandle, game: Game, reviewed: ReviewedGame) -> None:
        if handle is not self._handle:
            return
        self._handle = None
        if handle.state in (JobState.DONE, JobState.TIMED_OUT):
            answer: ReviewAnswer = handle.result()
        else:  # the worker failed: as honest as a time-out
            answer = handle.job.on_timeout()
        self._kept = (game, reviewed, answer)
        dialog = self.dialog
        if dialog is not None and dialog.game == reviewed:
            dialog.show_answer(answer)
        elif answer.review.losing_move is not None and self._session.game is game:
            last = answer.review.last_winnable
            assert last is not None  # the losing move was made at the last winnable position
            texts = ReviewTexts(self)
            verdict = texts.verdict(answer.review, reviewed.board_after(last), self._language())
            self.notice.emit(f"{verdict} {texts.see_review()}")

    def _cancel(self) -> None:
        handle, self._handle = self._handle, None
        self.runner.cancel(handle)

    def _closed(self, dialog) -> None:
        self._cancel()
        answer = dialog.answer
        if dialog.wants != "play" or answer is None:
            return
        game = self._session.game
        if game is None or tuple(game.board.history) != dialog.game.history:
            return  # the game moved on: nothing to go back to from here
        self._session.back_to_move(answer.play_from(dialog.step, dialog.game.history))

    def shutdown(self) -> None:
        self._cancel()
        self.runner.shutdown()

    # ----- words -------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.action.setText(self.tr("Re&view the Game…"))
        tip = self.tr("Where the lost game could last be won, and the move that lost it")
        self.action.setToolTip(tip)
        self.action.setStatusTip(tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange and watched is self._window:
            self._retranslate()
        return False
