"""The records and the time totals behind the statistics, as the game keeps them: loaded once,
written after each counted game (atomically), a damaged file reported once and set aside."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from mahjong_qt.app.messages import load_notice_text
from mahjong_qt.core.game import Game
from mahjong_qt.core.modes.definitions import mode_of
from mahjong_qt.core.paths import UserPaths

if TYPE_CHECKING:  # the files' models are loaded with the files, after the first paint
    from mahjong_qt.core.modes.statistics import TimeTotals
    from mahjong_qt.core.records import RecordChange, Records

__all__ = ["GameResult", "RecordsBook"]


@dataclass(frozen=True)
class GameResult:
    """What the win dialog shows: time, score, stars and which records were beaten."""

    elapsed: float
    score: int
    stars: int
    change: RecordChange | None


class RecordsBook(QObject):
    """Owns the :class:`Records` and :class:`TimeTotals`; ``notice`` with a status message."""

    notice = Signal(str)

    def __init__(self, paths: UserPaths, persist: bool = True, parent: QObject | None = None):
        super().__init__(parent)
        self.paths = paths
        self.persist = persist  # False: nothing is written (screenshots, benchmarks)
        self._records: Records | None = None
        self._totals: TimeTotals | None = None

    def records(self) -> Records:
        if self._records is None:
            from mahjong_qt.core.records import load_records

            self._records, notice = load_records(self.paths.records_file)
            text = load_notice_text(
                notice,
                lambda left_out: self.tr(
                    "%n records could not be used and were left out; the others are kept"
                    " (the file as it was is kept as %1).",
                    "",
                    left_out,
                ),
                lambda: self.tr(
                    "The records file was damaged and has been set aside; records start anew."
                ),
            )
            if text is not None:
                self.notice.emit(text)
        return self._records

    def totals(self) -> TimeTotals:
        """The time totals behind the average times of the statistics."""
        if self._totals is None:
            from mahjong_qt.core.modes.statistics import load_totals, statistics_path

            self._totals, notice = load_totals(statistics_path(self.paths))
            text = load_notice_text(
                notice,
                lambda left_out: self.tr(
                    "%n time totals of the statistics could not be used and were left out;"
                    " the others are kept (the file as it was is kept as %1).",
                    "",
                    left_out,
                ),
                lambda: self.tr("The statistics file was damaged and has been set aside."),
            )
            if text is not None:
                self.notice.emit(text)
        return self._totals

    def set_statistics(self, records: Records, totals: TimeTotals) -> None:
        """Replace the records and totals (a reset, or sample figures shown) and write both."""
        self._records, self._totals = records, totals
        self._write()

    def count(self, game: Game, won: bool) -> GameResult:
        """Count ``game`` as played (won or lost) when its mode keeps records (not Zen), and
        finish it: a game is counted once, never again (a win undone and made again)."""
        first = game.finish()
        elapsed = game.clock.elapsed()
        stars = game.stars() if won else 0
        score = game.score.score
        if not first or not mode_of(game.mode).counts_records:
            return GameResult(elapsed, score, stars, None)
        from mahjong_qt.core.modes.statistics import record_game

        records, totals, change = record_game(
            self.records(), self.totals(), game.mode, game.layout.id, won, elapsed, score, stars
        )
        self._records, self._totals = records, totals
        self._write()
        return GameResult(elapsed, score, stars, change)

    def _write(self) -> None:
        if not self.persist or self._records is None:
            return
        from mahjong_qt.core.modes.statistics import save_totals, statistics_path
        from mahjong_qt.core.records import save_records

        try:
            save_records(self.paths.records_file, self._records)
            if self._totals is not None:
                save_totals(statistics_path(self.paths), self._totals)
        except OSError as error:
            self.notice.emit(
                self.tr("The records could not be saved: %1").replace("%1", str(error))
            )
