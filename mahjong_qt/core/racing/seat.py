"""One seat's board in a race, as the authoritative side keeps it (issue 11).

A :class:`SeatBoard` holds the seat's core :class:`~mahjong_qt.core.board.Board` of the deal and
every rule a player can meet: a pair must be legal on that board, no tile can be touched during
the shuffle penalty pause, a shuffle only when stuck (unless the room allows it at any time),
shuffles and hints are counted (a hint still on the board is shown again for free), a finished
or given-up board takes no more moves; with a time per move (``turn_seconds``), a player who
takes no pair and makes no shuffle within it is out (:meth:`SeatBoard.out_of_time`). Times are absolute (the caller's clock); :attr:`SeatBoard.go_at` turns them into race
times. A CPU can play the seat (:meth:`SeatBoard.hand_to_cpu`): from the start for a CPU seat, or
from the moment a player left; it plays the very same board.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..board import Board
from ..deals import Deal
from ..geometry import Geometry
from ..hints import find_hints, remaining_pairing
from ..modes.race import SHUFFLE_PAUSE, CpuAction, CpuEvent, CpuOpponent, CpuStrength
from ..rng import Rng
from ..shuffle import ShuffleStatus, solvable_shuffle
from .settings import LevelId, RaceSettings

__all__ = ["Refused", "SeatBoard", "HINT_SECONDS"]

HINT_SECONDS = 0.05  # a hint's solver run on the server stays short: the other rooms go on


class Refused(StrEnum):
    """Why the seat's move was refused (stable codes, sent to the client)."""

    NOT_RUNNING = "not_running"
    DONE = "done"
    PENALTY = "penalty"
    CPU_PLAYS = "cpu_plays"
    NOT_PRESENT = "not_present"
    SAME_TILE = "same_tile"
    NOT_FREE = "not_free"
    NO_MATCH = "no_match"
    NO_SHUFFLES = "no_shuffles"
    NOT_STUCK = "not_stuck"
    SHUFFLE_IMPOSSIBLE = "shuffle_impossible"
    NO_HINTS = "no_hints"
    NO_PAIR = "no_pair"


@dataclass(frozen=True, slots=True)
class ShuffleDone:
    faces: tuple[int, ...]
    penalty_until: float


class SeatBoard:
    """The board of one seat for one round."""

    def __init__(
        self,
        level_id: LevelId,
        geometry: Geometry,
        deal: Deal,
        settings: RaceSettings,
        go_at: float,
    ):
        self.level_id = level_id
        self.board = Board(geometry, deal.faces)
        self.tile_count = len(deal.faces)
        self.solution: tuple[tuple[int, int], ...] = tuple(deal.solution)
        self.go_at = go_at
        self.shuffles_left = settings.shuffles
        self.shuffle_anytime = settings.shuffle_anytime
        self.hinted: tuple[int, int] | None = None  # the last hint given, while it stands
        self.hints_left = settings.hints
        self.penalty_seconds = float(settings.shuffle_penalty)
        self.penalty_until = go_at
        self.finished_at: float | None = None
        self.gave_up_at: float | None = None
        self.cpu: CpuOpponent | None = None
        self.cpu_played = False  # a CPU played this board at some time (a CPU seat, a takeover)
        self.move_times: list[float] = []  # when the player's own pairs were taken (fair play)
        self.turn_seconds: float | None = settings.turn_seconds
        self.turn_from = go_at  # the player's last pair or shuffle (or "go", or taking it back)
        self.timed_out = False  # out of the round for taking longer than the time per move

    # --- state -----------------------------------------------------------------------------
    @property
    def removed(self) -> int:
        return self.tile_count - self.board.tiles_left

    @property
    def progress(self) -> float:
        """Share of tiles removed, in % (0..100)."""
        return 100.0 * self.removed / self.tile_count

    @property
    def done(self) -> bool:
        return self.finished_at is not None or self.gave_up_at is not None

    def turn_deadline(self) -> float | None:
        """When the player must have made the next move (``None``: no time per move, or the
        board is over or played by a CPU); a shuffle's penalty pause does not count."""
        if self.turn_seconds is None or self.done or self.cpu is not None:
            return None
        return max(self.turn_from, self.penalty_until) + self.turn_seconds

    def out_of_time(self, now: float) -> bool:
        """Put the player out of the round when the time per move ran out by ``now`` (ranked as
        one who gave up, at the deadline); True when it happened just now."""
        deadline = self.turn_deadline()
        if deadline is None or now < deadline:
            return False
        self.gave_up_at = deadline
        self.timed_out = True
        return True

    def finished_time(self) -> float | None:
        """Seconds from "go" to clearing the board."""
        return None if self.finished_at is None else self.finished_at - self.go_at

    # --- a player's actions ------------------------------------------------------------------
    def _check(self, now: float) -> Refused | None:
        if now < self.go_at:
            return Refused.NOT_RUNNING
        if self.done:
            return Refused.DONE
        if self.cpu is not None:
            return Refused.CPU_PLAYS
        if now < self.penalty_until:
            return Refused.PENALTY
        return None

    def play(self, a: int, b: int, now: float) -> Refused | None:
        """Remove the pair ``(a, b)`` at ``now``; ``None`` when done, else why not."""
        refused = self._check(now)
        if refused is not None:
            return refused
        check = self.board.check_pair(a, b)
        if check is not None:
            return Refused(check[0].value)
        self.board.remove_pair(a, b)
        self.move_times.append(now)
        self.turn_from = now
        if self.board.is_won:
            self.finished_at = now
        return None

    def move_gaps(self) -> list[float]:
        """Seconds between the player's pairs (the first from "go")."""
        times = [self.go_at, *self.move_times]
        return [b - a for a, b in zip(times, times[1:], strict=False)]

    def shuffle(self, now: float, seed: int) -> Refused | ShuffleDone:
        """Redistribute the remaining faces so the rest can be cleared; the penalty pause starts."""
        refused = self._check(now)
        if refused is not None:
            return refused
        if self.shuffles_left <= 0:
            return Refused.NO_SHUFFLES
        board = self.board
        if not self.shuffle_anytime and not board.is_stuck:
            return Refused.NOT_STUCK
        result = solvable_shuffle(board.geometry, board.faces, board.present, seed)
        if result.status is not ShuffleStatus.DONE or result.faces is None:
            return Refused.SHUFFLE_IMPOSSIBLE
        board.reshuffle(result.faces)
        self.hinted = None
        self.solution = result.solution
        self.shuffles_left -= 1
        self.penalty_until = now + self.penalty_seconds
        self.turn_from = now
        return ShuffleDone(tuple(result.faces), self.penalty_until)

    def hint(self, now: float) -> Refused | tuple[int, int]:
        """A free pair, proven safe when the solver can say so quickly; counts one hint. The
        last hint, while both its tiles are still there and free, is shown again without
        counting (the player asked twice for the same pair)."""
        refused = self._check(now)
        if refused is not None:
            return refused
        if self.hinted is not None and self.board.check_pair(*self.hinted) is None:
            return self.hinted
        if self.hints_left <= 0:
            return Refused.NO_HINTS
        result = find_hints(self.board, self.solution, seconds=HINT_SECONDS)
        hint = result.hint(0)
        if hint is None:
            return Refused.NO_PAIR
        if result.solution:
            self.solution = result.solution
        self.hints_left -= 1
        self.hinted = (hint.a, hint.b)
        return self.hinted

    def give_up(self, now: float) -> bool:
        """Give up (ranked last, by progress). False when already done."""
        if self.done:
            return False
        self.gave_up_at = max(now, self.go_at)
        return True

    # --- a CPU at the seat -------------------------------------------------------------------
    def hand_to_cpu(self, strength: CpuStrength, rng: Rng, now: float) -> None:
        """A CPU plays this board from ``now`` on (nothing when it already does or is done)."""
        if self.cpu is not None or self.done:
            return
        pause = max(SHUFFLE_PAUSE, self.penalty_seconds)
        pairing = remaining_pairing(self.board, self.solution)
        cpu = CpuOpponent.taking_over(self.board, pairing, strength, rng, self.shuffles_left, pause)
        cpu.start(max(now, self.go_at, self.penalty_until))
        self.cpu = cpu
        self.cpu_played = True

    def take_back(self, now: float) -> None:
        """The player is back: the CPU stops playing this seat (the time per move starts again)."""
        if self.cpu is not None:
            self.shuffles_left = self.cpu.shuffles_left
            self.cpu = None
            self.turn_from = max(now, self.go_at)

    def advance_cpu(self, now: float) -> list[CpuEvent]:
        """The CPU's moves due by ``now`` (none without a CPU)."""
        cpu = self.cpu
        if cpu is None or self.done:
            return []
        events = cpu.advance(now)
        for event in events:
            if event.action is CpuAction.SHUFFLE:
                self.shuffles_left = cpu.shuffles_left
                self.penalty_until = event.at + self.penalty_seconds
            elif event.action is CpuAction.GIVE_UP:
                self.gave_up_at = event.at
        if cpu.finished_at is not None and self.finished_at is None:
            self.finished_at = cpu.finished_at
        return events
