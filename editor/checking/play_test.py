"""Play-test from the editor (F5): the game opens on the layout being edited, fitted to it, and
when it closes its end comes back to the validation panel — won, or lost and the move that lost
it (its two tiles highlighted on the canvas when the line is clicked).

The game runs in its own process (:mod:`mahjong_qt.app.command_line.play_test_runner`, so a crash of one is not a
crash of the other); its result file is read when the process ends and a lost game is reviewed
in the worker pool (:func:`mahjong_qt.core.play_test_result.review_play`). The result holds until the
layout changes.
"""

from __future__ import annotations

import sys
import tempfile
import uuid
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, Signal
from PySide6.QtWidgets import QMessageBox

from mahjong_qt.core.geometry import Position
from mahjong_qt.core.play_test_result import PlayVerdict, read_result, review_play

from ..editing.document import Change
from ..editing.session import EditSession
from ..editing.shell import MessageShell
from .background import BackgroundRunner

__all__ = ["PlayTest", "PlayTestTexts", "runner_command"]


def runner_command(result: Path, layout_file: Path, lang: str | None) -> tuple[str, list[str]]:
    """The program and arguments of the play-test's game."""
    args = ["-m", "mahjong_qt.app.command_line.play_test_runner", str(result), str(layout_file)]
    if lang in ("en", "fr"):
        args += ["--lang", lang]
    return sys.executable, args


class PlayTest(QObject):
    """One window's play-tests: :meth:`run` (F5) plays the file ``play_file()`` writes (None:
    the layout has errors) in the language ``lang()``. ``started()`` when the game is open,
    ``finished(line)`` with what to show (a ``(severity, text, tiles)`` tuple from
    :class:`PlayTestTexts`, or None once the layout changed)."""

    started = Signal()
    finished = Signal(object)

    def __init__(
        self,
        session: EditSession,
        runner: BackgroundRunner,
        shell: MessageShell,
        play_file: Callable[[], Path | None],
        lang: Callable[[], str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._runner = runner
        self._shell = shell
        self._play_file = play_file
        self._lang = lang
        self._process: QProcess | None = None
        self._tested: frozenset[Position] | None = None
        self.result_path: Path | None = None
        self.verdict: PlayVerdict | None = None
        session.documentChanged.connect(self._on_change)

    @property
    def running(self) -> bool:
        return self._process is not None

    def run(self) -> bool:
        """F5: the game on this layout; its end comes back to the validation panel."""
        path = self._play_file()
        if path is None:
            self._shell.tell(
                QMessageBox.Icon.Warning,
                self.tr("Play this layout"),
                self.tr("Fix the errors of the layout first."),
            )
            return False
        if not self.start(path, self._lang()):
            self._shell.show_status(self.tr("The game of the last play-test is still open"), 4000)
            return False
        self._shell.show_status(
            self.tr("Play-test: its result will be shown here when the game closes")
        )
        return True

    def start(self, layout_file: Path, lang: str | None = None) -> bool:
        """Open the game on ``layout_file`` (False: a play-test is already open)."""
        if self._process is not None:
            return False
        folder = Path(tempfile.gettempdir()) / "mahjong-qt-editor"
        folder.mkdir(parents=True, exist_ok=True)
        result = self.watch(folder / f"play-test-{uuid.uuid4().hex}.json")
        program, args = runner_command(result, layout_file, lang)
        process = QProcess(self)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedChannels)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        self._process = process
        process.start(program, args)
        self.started.emit()
        return True

    def watch(self, result: Path) -> Path:
        """The game's result will be written to ``result``, and it is the layout's as it is now
        (shown unless the layout has changed by the time it comes back); returns ``result``."""
        self.result_path = result
        self._tested = frozenset(self._session.doc.tiles)
        return result

    def stop(self) -> None:
        """Ask the game to close (as the desktop would: it writes its result first)."""
        if self._process is not None:
            self._process.terminate()

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._process = None
            self._shell.tell(
                QMessageBox.Icon.Critical,
                self.tr("Play this layout"),
                self.tr("The game could not be started."),
            )

    def _on_finished(self, *_args: object) -> None:
        self._process = None
        self.read_back()

    def read_back(self) -> bool:
        """Read the game's result and review it (in the worker); False when there is none."""
        path = self.result_path
        result = read_result(path) if path is not None else None
        if path is not None:
            path.unlink(missing_ok=True)
        if result is None:
            return False
        self._runner.submit(review_play, result, on_done=self._reviewed)
        return True

    def _reviewed(self, verdict: PlayVerdict | None, error: BaseException | None) -> None:
        if error is not None or verdict is None:
            return
        self.verdict = verdict
        if self._tested == frozenset(self._session.doc.tiles):
            self.finished.emit(PlayTestTexts().line(verdict))

    def retranslate(self) -> None:
        """The language changed: the result's line again, in the new one."""
        if self.verdict is not None:
            self.finished.emit(PlayTestTexts().line(self.verdict))

    def _on_change(self, change: Change) -> None:
        if (change.added or change.removed) and self.verdict is not None:
            self.verdict = None
            self.finished.emit(None)

    def shutdown(self) -> None:
        if self._process is not None:
            self._process.finished.disconnect(self._on_finished)
            self._process.kill()
            self._process.waitForFinished(3000)
            self._process = None


class PlayTestTexts(QObject):
    """The validation panel's line about a play-test, in the user's language."""

    def line(self, v: PlayVerdict) -> tuple[str, str, tuple[Position, ...]]:
        if v.outcome == "won":
            return "info", self.tr("Play-test: won in %n move(s)", "", v.moves), ()
        if v.outcome == "unfinished":
            return "info", self.tr("Play-test: closed with %n tile(s) left", "", v.tiles_left), ()
        if v.losing_pair is not None and v.lost_after is not None:
            text = self.tr(
                "Play-test: lost, stuck with %n tile(s) left; after move %1 the deal could no"
                " longer be won (its two tiles are highlighted)",
                "",
                v.tiles_left,
            ).replace("%1", str(v.lost_after + 1))
            return "warning", text, v.losing_pair
        if v.lost_from_start:
            text = self.tr(
                "Play-test: lost, stuck with %n tile(s) left; the deal could not be won from"
                " its start (or the last shuffle)",
                "",
                v.tiles_left,
            )
            return "warning", text, ()
        text = self.tr(
            "Play-test: lost, stuck with %n tile(s) left (the losing move was not found in time)",
            "",
            v.tiles_left,
        )
        return "warning", text, ()
