"""A shuffle searched in the worker pool: one at a time, answered by signal on the GUI thread."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from mahjong_qt.core.game import Game
from mahjong_qt.core.jobs import JobHandle
from mahjong_qt.ui.job_runner import JobRunner

from .solver_services import SHUFFLE_SECONDS, shuffle_answer, shuffle_job

__all__ = ["Shuffler"]


class Shuffler(QObject):
    """Searches a winnable redistribution of a game's remaining faces
    (:func:`.solver_services.shuffle_job`); ``answered(ShuffleAnswer)`` when it ends, unless it
    was cancelled first."""

    answered = Signal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.runner = JobRunner(self)
        self._handle: JobHandle | None = None

    @property
    def busy(self) -> bool:
        """A shuffle is being searched."""
        return self._handle is not None

    def start(self, game: Game) -> None:
        self.cancel()
        job = shuffle_job(game)
        self._handle = self.runner.submit(job, SHUFFLE_SECONDS, self._done)

    def cancel(self) -> bool:
        """Forget the shuffle under way; whether there was one."""
        handle, self._handle = self._handle, None
        if handle is not None:
            self.runner.cancel(handle)
        return handle is not None

    def shutdown(self) -> None:
        self.cancel()
        self.runner.shutdown()

    def _done(self, handle: JobHandle) -> None:
        if handle is not self._handle:
            return
        self._handle = None
        self.answered.emit(shuffle_answer(handle))
