"""The game window's background measuring of the machine's layouts (issue 26 item 6): an
:class:`~.measuring.IdleMeasurer` over a
:class:`~.dialogs.difficulty_meter.DifficultyMeter` (the atlas cache, a job runner of its own
in the program's one worker pool), idle when no game is running: none on the board, the game
paused, or over (won, finished, ended by its mode), no deal being made, and no measure the
player asked for running (theirs goes first: :mod:`~.dialogs.player_measures`). Checked on every
change of the session and of the player's measures, and every few seconds; made and started
after the first paint (what it imports is not needed for the first board); stopped when the
window closes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject

from mahjong_qt.app.dialogs.player_measures import player_measures
from mahjong_qt.core.game import Game
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.ui.first_paint import after_first_paint
from mahjong_qt.ui.job_runner import JobRunner

if TYPE_CHECKING:
    from .idle_measurer import IdleMeasurer

__all__ = ["WindowMeasuring", "IdleSession", "game_idle"]


class IdleSession(Protocol):
    changed: Any  # Signal()

    @property
    def game(self) -> Game | None: ...

    @property
    def paused(self) -> bool: ...

    @property
    def locked(self) -> bool: ...


def game_idle(session: IdleSession) -> bool:
    """No game is running: none on the board, paused, or over."""
    game = session.game
    return game is None or session.paused or session.locked or game.is_won or game.finished


class WindowMeasuring(QObject):
    """Measures the machine's unmeasured layouts while the game is idle (``measurer``, made
    after the first paint)."""

    def __init__(
        self,
        paths: UserPaths,
        session: IdleSession,
        dealing: Callable[[], bool],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._paths = paths
        players = player_measures()
        self._idle = lambda: game_idle(session) and not dealing() and not players.busy
        self.runner = JobRunner(self)
        self.measurer: IdleMeasurer | None = None
        session.changed.connect(self.check)
        players.changed.connect(self._players_changed)
        after_first_paint(self.start, self)

    def start(self) -> None:
        from mahjong_qt.app.dialogs.difficulty_meter import DifficultyMeter
        from mahjong_qt.core.library_state import load_library_state
        from mahjong_qt.core.shipped_atlas import measured_atlas

        from .idle_measurer import IdleMeasurer
        from .machine_layouts import unmeasured_machine_layouts

        paths = self._paths
        meter = DifficultyMeter(measured_atlas(paths.cache_dir / "atlas"), self.runner, parent=self)
        self.measurer = IdleMeasurer(
            meter,
            lambda: unmeasured_machine_layouts(paths, load_library_state(paths.library_file)),
            self._idle,
            parent=self,
        )
        self.measurer.start()
        self.measurer.check()

    def check(self) -> None:
        if self.measurer is not None:
            self.measurer.check()

    def _players_changed(self, _busy: bool) -> None:
        """A player's measure began (the one going stops) or ended (measuring goes on)."""
        self.check()

    def shutdown(self) -> None:
        """The window closes: no more measuring, the measure in progress stopped."""
        measurer, self.measurer = self.measurer, None
        if measurer is not None:
            measurer.stop()
        self.runner.shutdown()
