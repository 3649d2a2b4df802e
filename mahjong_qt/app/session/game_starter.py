"""The one way a game starts: a :class:`~mahjong_qt.core.modes.setup.GameSetup` goes to
:meth:`GameStarter.start`, whatever the mode, and whether it is a new deal, a restart, a
numbered game or a restored save.

A deal that is not ready is made in the solver worker (:class:`DealService`): meanwhile
``dealing(setup)`` is emitted, the game on the board stays playable, and the new game is
installed in the session when its deal comes. The next game of a series is prepared the same
way while this one is played.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from mahjong_qt.app.messages import file_error_text
from mahjong_qt.core.clock import GameClock
from mahjong_qt.core.deal import MAX_GAME_NUMBER
from mahjong_qt.core.deal_shelf import deal_shelf
from mahjong_qt.core.deals import Deal, NoDealError
from mahjong_qt.core.jobs import JobHandle, JobState
from mahjong_qt.core.layout import Layout
from mahjong_qt.core.modes.definitions import DealtAhead, mode
from mahjong_qt.core.modes.setup import GameSetup, is_generated, saved_setup
from mahjong_qt.core.savegame import SaveError, load_game, quarantine_save
from mahjong_qt.core.text_fill import fill
from mahjong_qt.ui.error_texts import deal_error_text
from mahjong_qt.ui.first_paint import after_first_paint

from .deal_service import DEAL_SECONDS, DealService
from .game_session import GameSession

__all__ = ["GameStarter", "LayoutResolver", "next_in_series"]

# Resolves a saved game's layout from its id and source ("bundled" or a file path).
LayoutResolver = Callable[[str, str], Layout | None]


class GameStarter(QObject):
    """Starts games in the session. Signals: ``dealing(setup or None)`` while a deal is being
    made, ``notice(text)`` when none could be made."""

    dealing = Signal(object)
    notice = Signal(str)

    def __init__(self, session: GameSession, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.deals = DealService(deal_shelf(session.paths, session.persist), self)
        self.deals.dealt.connect(self._dealt)
        # The games the player may ask for after ``setup`` (prepared in the background).
        self.upcoming: Callable[[GameSetup], list[GameSetup]] = next_in_series
        self._wanted: GameSetup | None = None
        self._fallback: GameSetup | None = None
        self._begun: GameSetup | None = None  # the last game started
        self._restoring: JobHandle | None = None  # a saved game's layout being built

    @property
    def waiting(self) -> GameSetup | None:
        """The setup whose deal is being made for the player, if any."""
        return self._wanted

    def start(self, setup: GameSetup, fallback: GameSetup | None = None) -> None:
        """Start the game ``setup`` says (at once when its deal is known or ready); when no
        deal can be made for it, ``fallback`` instead (the first game of a session)."""
        self._fallback = fallback
        self._set_wanted(None)
        if setup.saved is not None or setup.deal is not None:
            self._begin(setup, None)
            return
        ready = self.deals.take(setup)
        if ready is not None:
            self._begin(*ready)
            return
        self._set_wanted(setup)
        self.deals.request(setup)

    def restore(self, resolve: LayoutResolver, otherwise: Callable[[], None]) -> None:
        """Go on with the saved game; ``otherwise()`` when there is none or it cannot be used
        (then a notice says why, and the bad file has been set aside). A generated layout
        (campaign, race) is built again in the worker, ``dealing(setup)`` meanwhile."""
        path = self.session.paths.save_file
        try:
            saved = load_game(path)
            if saved is None:
                otherwise()
                return
            generated = is_generated(saved.layout_id, saved.layout_source)
            layout = None if generated else resolve(saved.layout_id, saved.layout_source)
            if layout is None and not generated:
                raise SaveError("layout_missing", "its layout can no longer be found")
        except SaveError as error:
            self._set_aside(error)
            otherwise()
            return
        setup = saved_setup(saved, layout)
        if setup.build is None:
            self._go_on(setup, otherwise)
            return
        self._set_wanted(setup)
        self._restoring = self.deals.runner.submit(
            setup.build, DEAL_SECONDS, lambda handle: self._rebuilt(setup, handle, otherwise)
        )

    def _rebuilt(self, setup: GameSetup, handle: JobHandle, otherwise: Callable[[], None]):
        """The saved game's layout was built in the worker (or could not be)."""
        if self._restoring is not handle:
            return  # another game was asked for meanwhile
        self._restoring = None
        self._set_wanted(None)
        layout = handle.result() if handle.state is JobState.DONE else None
        if layout is None:
            self._set_aside(SaveError("layout_missing", "its layout could not be built"))
            otherwise()
            return
        try:
            rebuilt = setup.rebuilt(layout)
        except ValueError as error:  # the campaign's or race's layout is not this game's any more
            self._set_aside(SaveError("layout_changed", str(error)))
            otherwise()
            return
        self._go_on(rebuilt, otherwise)

    def _go_on(self, setup: GameSetup, otherwise: Callable[[], None]) -> None:
        """Install the saved game of ``setup``; when it cannot be rebuilt on its layout (the
        layout was edited since, or its moves do not replay), the file is set aside with a
        notice and ``otherwise()`` starts a new game."""
        try:
            self._begin(setup, None)
        except SaveError as error:
            self._set_aside(error)
            otherwise()

    def _set_aside(self, error: SaveError) -> None:
        path = self.session.paths.save_file
        kept = quarantine_save(path, error)
        where = kept.kept_as.name if kept.kept_as is not None else Path(path).name
        self.notice.emit(
            fill(
                self.tr("The saved game could not be restored (%1); it was kept as %2."),
                file_error_text(error.code, error.message),
                where,
            )
        )

    def cancel(self) -> None:
        """Forget the game being dealt (the board's game goes on)."""
        self._set_wanted(None)
        self.deals.cancel()

    def shutdown(self) -> None:
        self._set_wanted(None)
        self.deals.shutdown()

    def _set_wanted(self, setup: GameSetup | None) -> None:
        if self._restoring is not None and setup is not self._wanted:
            self.deals.runner.cancel(self._restoring)  # another game is asked for
            self._restoring = None
        if setup is None and self._wanted is None:
            return
        self._wanted = setup
        self.dealing.emit(setup)

    def _dealt(self, setup: GameSetup, deal: Deal | None, error: BaseException | None) -> None:
        wanted = self._wanted
        if wanted is None or wanted.key != setup.key:
            return  # a deal prepared for later: it waits in the service
        self._set_wanted(None)
        if deal is None:
            self.notice.emit(self._failure_text(error))
            if self._fallback is not None:
                self.start(self._fallback)
            return
        self.deals.take(setup)
        self._begin(setup, deal)

    def _failure_text(self, error: BaseException | None) -> str:
        if isinstance(error, NoDealError):
            return self.tr("No winnable deal can be made on this layout: %1").replace(
                "%1", deal_error_text(error)
            )
        return self.tr("The game could not be dealt: %1").replace("%1", str(error))

    def _begin(self, setup: GameSetup, deal: Deal | None) -> None:
        session = self.session
        game = setup.start(deal, GameClock(session.now, limit=setup.time_limit))
        session.install(game, save=setup.saved is None)
        self._begun = setup
        after_first_paint(lambda: self._plan(setup), self)  # at start-up: the board first

    def _plan(self, setup: GameSetup) -> None:
        """Prepare the deals of the games likely to follow ``setup`` (unless another began)."""
        if self._begun is setup:
            self.deals.prepare(self.upcoming(setup))


def next_in_series(setup: GameSetup) -> list[GameSetup]:
    """The next game of a mode whose games follow by number (Classic: the next number)."""
    if mode(setup.mode).ahead is not DealtAhead.NEXT_NUMBER:
        return []
    return [setup.renumbered(setup.number % MAX_GAME_NUMBER + 1)]
