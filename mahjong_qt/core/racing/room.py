"""The authoritative race of one room (issue 11, seed 002), with no network and no clock.

A :class:`Room` has members (humans and CPU seats, at most :data:`MAX_SEATS`), the host's
:class:`~.settings.RaceSettings`, and goes through phases: the **lobby** (names, ready, settings;
only the host changes them or adds CPUs), the **countdown** (3, 2, 1: every seat has its board,
faces hidden until "go"), the **race** (each seat plays its own board; a move is checked on the
room's own :class:`~mahjong_qt.core.board.Board`), and the **result** (the ranking, points, Elo,
the handicap for the next round). A round is rated only between two or more distinct humans
(by ``player_id``, the server's account) who played their own board to the end: CPU seats, seats
a CPU took over at any time and those who left are never rated; the result carries the rating
changes (:attr:`RoundResult.changes`) for the server to keep.

After a round (the result), each player says Ready again; the host's Play Again
(:meth:`Room.start` from the result) starts the next round for the host, the CPU seats and those
who said Ready, and may be pressed once one other player is ready (at once when the host is the
only person left). Those not ready stay in the room and sit that round out (no board: they see
it being played and play the next one once they say Ready); in the lobby, before the first
round, every player must be ready as before.

The host passes on when it leaves (at once, even during a round) or stays away past the grace
time: to the next person by seat, connected first. A room without a person in it (only CPUs,
or those who left) is over (:attr:`Room.abandoned`: the server closes it and says why).

With a time per move (``settings.turn_seconds``), a player who takes no pair and makes no
shuffle within it is out of the round (:attr:`TickReport.timed_out`), ranked as one who gave up.

Rules kept here: the round ends when every human has finished, given up or left, even if a CPU is
still playing; those who left rank last, below those who gave up (seed 002); after an hour the result goes by progress (:data:`~.ranking.CUT_SECONDS`). A human
who loses the connection keeps the seat for :attr:`Room.grace` seconds; after that (or at once on
Leave) a CPU plays the seat for the rest of the round. Coming back (:meth:`Room.reconnect`) gives
the seat back, the CPU stops.

Every method takes ``now`` (seconds, any monotonic origin). A bad request raises
:class:`RoomError` with a stable ``code``; a refused move returns a :class:`~.seat.Refused`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

from ..deals import Deal, NoDealError
from ..modes.race import COUNTDOWN_SECONDS, cpu_strength, race_deal, race_layout
from ..rng import Rng
from ..tiles import TileSetVariant
from .elo import START_RATING, elo_changes
from .fair_play import FAIR_PLAY, FairPlay, Flag
from .handicap import next_streaks, seat_level
from .names import MAX_NAME, unique_name
from .ranking import CUT_SECONDS, Outcome, Ranked, rank_outcomes
from .seat import Refused, SeatBoard, ShuffleDone
from .settings import MAX_SEATS, LevelId, RaceSettings

__all__ = [
    "Phase",
    "RoomError",
    "Member",
    "Standing",
    "ResultLine",
    "RoundResult",
    "TickReport",
    "Room",
    "RatingSource",
    "RoundPlan",
    "RoundDeals",
    "make_round_deals",
    "GRACE_SECONDS",
    "MAX_NAME",
]

GRACE_SECONDS = 30.0
_DEAL_TRIES = 20


class Phase(StrEnum):
    LOBBY = "lobby"
    COUNTDOWN = "countdown"
    RUNNING = "running"
    RESULT = "result"


class RoomError(Exception):
    """A request the room refuses, with a stable ``code``: ``not_host``, ``room_full``,
    ``wrong_phase``, ``not_ready``, ``nobody_ready``, ``no_seat``, ``not_cpu``."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(slots=True)
class Member:
    """Someone at a seat. ``player_id`` keys the Elo rating; ``left``: a human who left this
    round (a CPU plays for them)."""

    seat: int
    name: str
    cpu: bool
    player_id: str
    ready: bool = False
    connected: bool = True
    left: bool = False
    away_since: float | None = None


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the live standings: the seat's rank now and its progress (%)."""

    seat: int
    name: str
    rank: int
    progress: float
    removed: int
    finished: bool
    gave_up: bool
    cpu_plays: bool


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One line of a round's result."""

    seat: int
    name: str
    cpu: bool
    level: str
    rank: int
    time: float | None
    within_target: bool
    progress: float
    gave_up: bool
    left: bool
    points: int
    total_points: int
    rating: float
    rating_change: float
    rated: bool = False
    flag: Flag | None = None
    timed_out: bool = False  # out of the round for taking longer than the time per move


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A round's result; ``changes``: ``(player_id, name, rating change)`` of each rated seat
    (empty when the round was not rated)."""

    round: int
    number: int
    lines: tuple[ResultLine, ...]
    changes: tuple[tuple[str, str, float], ...] = ()

    @property
    def rated(self) -> bool:
        return bool(self.changes)


class RatingSource(Protocol):
    """Where the ratings before a round come from (a ``dict``, or the server's store)."""

    def get(self, key: str, default: float, /) -> float: ...


@dataclass(slots=True)
class TickReport:
    """What a :meth:`Room.tick` changed: ``went`` (the "go" just passed), seats whose progress
    changed (CPU moves), seats a CPU took over, seats removed (away too long between rounds or
    while sitting a round out; with the name they had), seats out of the round for taking longer
    than the time per move, and ``over`` (the round just ended)."""

    went: bool = False
    changed: set[int] = field(default_factory=set)
    taken_over: set[int] = field(default_factory=set)
    removed: dict[int, str] = field(default_factory=dict)
    timed_out: set[int] = field(default_factory=set)
    over: bool = False


@dataclass(frozen=True, slots=True)
class RoundPlan:
    """What the next round needs: its game number, each seat's level, the tile set."""

    number: int
    levels: dict[int, LevelId]
    variant: TileSetVariant


RoundDeals = tuple[int, dict[str, Deal]]  # the number used, and a deal per level


def make_round_deals(plan: RoundPlan) -> RoundDeals:
    """The deals of a round, one per level in play, all of one number (the next numbers are
    tried when a level has no deal for it). Can take a second on the hardest level with
    flowers: the server runs it off its event loop."""
    needed = sorted(set(plan.levels.values()))
    for k in range(_DEAL_TRIES):
        number = (plan.number - 1 + k) % 999_999 + 1
        try:
            return number, {level: race_deal(level, number, plan.variant) for level in needed}
        except NoDealError:
            continue
    raise RoomError("no_deal", "no deal could be made for this round")


class Room:
    """One room's race. Seat 0 is the first host; the host passes on when it leaves."""

    def __init__(
        self,
        code: str,
        host_name: str,
        host_player_id: str,
        settings: RaceSettings | None = None,
        seed: int = 0,
        ratings: RatingSource | None = None,
        grace: float = GRACE_SECONDS,
        countdown: float = COUNTDOWN_SECONDS,
        fair_play: FairPlay = FAIR_PLAY,
    ):
        self.code = code
        self.fair_play = fair_play
        self.settings = settings or RaceSettings()
        self.rng = Rng.from_key("race-room", code, seed)
        self.ratings: RatingSource = ratings if ratings is not None else {}
        self.grace = grace
        self.countdown_seconds = countdown
        self.members: dict[int, Member] = {}
        self._next_seat = 0
        self.host = self._add(host_name, host_player_id, cpu=False)
        self.phase = Phase.LOBBY
        self.round = 0
        self.number = 0
        self.go_at = 0.0
        self.ended_at: float | None = None
        self.boards: dict[int, SeatBoard] = {}
        self.deals: dict[int, Deal] = {}
        self.streaks: dict[int, int] = {}
        self.totals: dict[int, int] = {}
        self.result: RoundResult | None = None

    # --- members -----------------------------------------------------------------------------
    def _add(self, name: str, player_id: str, cpu: bool) -> int:
        if len(self.members) >= MAX_SEATS:
            raise RoomError("room_full", f"the room is full ({MAX_SEATS} seats)")
        seat = self._next_seat
        self._next_seat += 1
        unique = unique_name(name, {m.name for m in self.members.values()})
        self.members[seat] = Member(seat, unique, cpu, player_id, ready=cpu)
        return seat

    def _member(self, seat: int) -> Member:
        member = self.members.get(seat)
        if member is None:
            raise RoomError("no_seat", f"no seat {seat} in this room")
        return member

    def _require_host(self, seat: int) -> None:
        if seat != self.host:
            raise RoomError("not_host", "only the host may do that")

    def _require_between_rounds(self) -> None:
        if self.phase not in (Phase.LOBBY, Phase.RESULT):
            raise RoomError("wrong_phase", "not during a round")

    @property
    def humans(self) -> list[Member]:
        return [m for m in self.members.values() if not m.cpu]

    @property
    def connected_humans(self) -> list[Member]:
        return [m for m in self.humans if m.connected]

    def join(self, name: str, player_id: str) -> int:
        """A new human at the next seat (between rounds only); the host when there is none."""
        self._require_between_rounds()
        seat = self._add(name, player_id, cpu=False)
        if self.host not in self.members:
            self.host = seat
        return seat

    def add_cpu(self, by: int) -> int:
        """The host adds a CPU seat (it plays at the settings' CPU strength)."""
        self._require_host(by)
        self._require_between_rounds()
        n = 1 + sum(1 for m in self.members.values() if m.cpu)
        return self._add(f"CPU {n}", f"cpu:{self.code}:{self._next_seat}", cpu=True)

    def remove_cpu(self, by: int, seat: int) -> None:
        self._require_host(by)
        self._require_between_rounds()
        if not self._member(seat).cpu:
            raise RoomError("not_cpu", "only a CPU seat can be removed")
        self._drop(seat)

    def set_ready(self, seat: int, ready: bool) -> None:
        self._require_between_rounds()
        self._member(seat).ready = ready

    def change_settings(self, by: int, settings: RaceSettings) -> None:
        self._require_host(by)
        self._require_between_rounds()
        self.settings = settings

    def _drop(self, seat: int) -> None:
        self.members.pop(seat, None)
        self.streaks.pop(seat, None)
        if seat == self.host:
            self._pass_host()

    def _pass_host(self) -> None:
        """The host is gone: the next person by seat (after the old host's, connected first)
        hosts the room; -1 when nobody is left."""
        old = self.host
        pool = [m for m in self.humans if m.seat != old and not m.left]
        pool = [m for m in pool if m.connected] or pool
        after = [m for m in pool if m.seat > old]
        self.host = (after or pool)[0].seat if pool else -1

    @property
    def abandoned(self) -> bool:
        """No person is left in the room (only CPU seats, or those who left): it is over."""
        return not any(not m.left for m in self.humans)

    def playing(self, seat: int) -> bool:
        """Whether ``seat`` plays the round under way (not one sitting it out)."""
        return seat in self.boards and self.phase in (Phase.COUNTDOWN, Phase.RUNNING)

    # --- connection --------------------------------------------------------------------------
    def disconnect(self, seat: int, now: float) -> None:
        """The seat's connection is gone; it keeps its place for :attr:`grace` seconds."""
        member = self.members.get(seat)
        if member is not None and not member.cpu and member.connected:
            member.connected = False
            member.away_since = now

    def reconnect(self, seat: int, now: float) -> None:
        """The player is back (same machine): the place is theirs again, the CPU stops."""
        member = self._member(seat)
        member.connected, member.away_since, member.left = True, None, False
        board = self.boards.get(seat)
        if board is not None and self.phase in (Phase.COUNTDOWN, Phase.RUNNING):
            board.take_back(now)

    def leave(self, seat: int, now: float) -> None:
        """The player leaves: between rounds (or sitting the round out) the seat goes; during a
        round a CPU plays it. A host who leaves hands the room over at once."""
        member = self.members.get(seat)
        if member is None:
            return
        if not self.playing(seat):
            self._drop(seat)
            return
        member.connected, member.left = False, True
        member.away_since = now
        self._hand_to_cpu(seat, now)
        if seat == self.host:
            self._pass_host()

    def _hand_to_cpu(self, seat: int, now: float) -> None:
        member = self.members[seat]
        member.left = True
        board = self.boards.get(seat)
        if board is not None:
            rng = Rng.from_key("race-takeover", self.code, self.round, seat)
            board.hand_to_cpu(cpu_strength(self.settings.cpu_strength), rng, now)

    @property
    def empty(self) -> bool:
        """No human is connected (the server may close the room once it stays so)."""
        return not self.connected_humans

    # --- a round -----------------------------------------------------------------------------
    def next_players(self) -> list[int]:
        """The seats the next round would have: in the lobby every seat; after a round the
        host, the CPU seats and those who said Ready (the others sit it out)."""
        if self.phase is Phase.LOBBY:
            return list(self.members)
        return [s for s, m in self.members.items() if m.cpu or m.ready or s == self.host]

    def plan(self, by: int) -> RoundPlan:
        """Check that ``by`` may start the next round now and say what it needs: its number
        and each seat's level (the deals are made from it, off the server's event loop)."""
        self._require_host(by)
        self._require_between_rounds()
        others = [m for m in self.connected_humans if m.seat != self.host]
        if self.phase is Phase.LOBBY and not all(m.ready for m in others):
            raise RoomError("not_ready", "every player must be ready")
        if self.phase is Phase.RESULT and others and not any(m.ready for m in others):
            raise RoomError("nobody_ready", "nobody else is ready for the next round yet")
        levels = {
            seat: seat_level(self.settings.level, self.streaks.get(seat, 0), self.settings.handicap)
            for seat in self.next_players()
        }
        return RoundPlan(self.rng.below(999_999) + 1, levels, self.settings.variant)

    def start(self, by: int, now: float, deals: RoundDeals | None = None) -> None:
        """The host starts the round (from the lobby once every human is ready; from the
        result, Play Again, with those ready): the countdown begins, every seat of the round
        gets its board. ``deals``: made beforehand by :func:`make_round_deals` (else made
        here)."""
        plan = self.plan(by)
        if deals is None:
            deals = make_round_deals(plan)
        number, by_level = deals
        self.round += 1
        self.number = number
        self.go_at = now + self.countdown_seconds
        self.ended_at = None
        self.result = None
        self.boards, self.deals = {}, {}
        for seat, level in plan.levels.items():
            member = self.members[seat]
            member.left = False
            deal = by_level.get(level)
            if deal is None or deal.variant != plan.variant:  # changed while they were made
                by_level = {**by_level, level: race_deal(level, number, plan.variant)}
            deal = by_level[level]
            board = SeatBoard(level, race_layout(level).geometry, deal, self.settings, self.go_at)
            self.boards[seat], self.deals[seat] = board, deal
            if member.cpu:
                rng = Rng.from_key("race-cpu-seat", self.code, self.round, seat)
                board.hand_to_cpu(cpu_strength(self.settings.cpu_strength), rng, self.go_at)
        self.phase = Phase.COUNTDOWN

    def countdown(self, now: float) -> float:
        """Seconds left before "go" (0 once it passed)."""
        return max(0.0, self.go_at - now)

    def tick(self, now: float) -> TickReport:
        """Advance the room to ``now``: the "go", the CPUs' moves, players away too long, the
        end of the round."""
        report = TickReport()
        if self.phase is Phase.COUNTDOWN and now >= self.go_at:
            self.phase = Phase.RUNNING
            report.went = True
        for seat, member in list(self.members.items()):
            if member.connected or member.cpu or member.away_since is None:
                continue
            if now - member.away_since < self.grace:
                continue
            if not self.playing(seat):
                self._drop(seat)
                report.removed[seat] = member.name
            elif not member.left:
                self._hand_to_cpu(seat, now)
                report.taken_over.add(seat)
                if seat == self.host:
                    self._pass_host()
        if self.phase is Phase.RUNNING:
            cut = self.go_at + CUT_SECONDS
            for seat, board in self.boards.items():
                if board.advance_cpu(min(now, cut)):
                    report.changed.add(seat)
                player = self.members.get(seat)
                if player is not None and not player.cpu and board.out_of_time(min(now, cut)):
                    report.timed_out.add(seat)
                    report.changed.add(seat)
            report.over = self.settle(now)
        return report

    def _board(self, seat: int) -> SeatBoard | Refused:
        if self.phase is not Phase.RUNNING:
            return Refused.NOT_RUNNING
        board = self.boards.get(seat)
        return Refused.NOT_RUNNING if board is None else board

    def play(self, seat: int, a: int, b: int, now: float) -> Refused | None:
        """The seat's player removes ``(a, b)``: ``None`` when it was legal and is done."""
        board = self._board(seat)
        return board if isinstance(board, Refused) else board.play(a, b, now)

    def shuffle(self, seat: int, now: float) -> Refused | ShuffleDone:
        board = self._board(seat)
        if isinstance(board, Refused):
            return board
        return board.shuffle(now, self.rng.next_u64())

    def hint(self, seat: int, now: float) -> Refused | tuple[int, int]:
        board = self._board(seat)
        return board if isinstance(board, Refused) else board.hint(now)

    def give_up(self, seat: int, now: float) -> Refused | None:
        board = self._board(seat)
        if isinstance(board, Refused):
            return board
        return None if board.give_up(now) else Refused.DONE

    def settle(self, now: float) -> bool:
        """End the round when it is over (every human done or gone, or the hour passed);
        True when it ended just now."""
        if self.phase is not Phase.RUNNING:
            return False
        humans_done = all(
            m.left or self.boards[m.seat].done for m in self.humans if m.seat in self.boards
        )
        if humans_done or now - self.go_at >= CUT_SECONDS:
            self._finish(min(now, self.go_at + CUT_SECONDS))
            return True
        return False

    # --- standings and result ----------------------------------------------------------------
    def _outcome(self, seat: int, board: SeatBoard, end: float) -> Outcome:
        ended = next((t for t in (board.finished_at, board.gave_up_at) if t is not None), end)
        member = self.members.get(seat)
        return Outcome(
            seat,
            board.finished_time(),
            board.gave_up_at is not None,
            board.progress,
            ended - self.go_at,
            left=member is not None and member.left and not member.cpu,
        )

    def standings(self, now: float) -> list[Standing]:
        """Every seat's rank now: finished by time, then by progress, given up last."""
        target = self.settings.target_seconds
        outcomes = [self._outcome(s, b, now) for s, b in self.boards.items() if s in self.members]
        ranked = rank_outcomes(outcomes, target)
        lines = []
        for r in ranked:
            seat = r.outcome.seat
            board = self.boards[seat]
            lines.append(
                Standing(
                    seat,
                    self.members[seat].name,
                    r.rank,
                    board.progress,
                    board.removed,
                    board.finished_at is not None,
                    board.gave_up_at is not None,
                    board.cpu is not None and not self.members[seat].cpu,
                )
            )
        return lines

    def _finish(self, end: float) -> None:
        self.ended_at = end
        target = self.settings.target_seconds
        seats = [s for s in self.boards if s in self.members]
        outcomes = [self._outcome(s, self.boards[s], end) for s in seats]
        ranked: list[Ranked] = rank_outcomes(outcomes, target)
        ranks = {r.outcome.seat: r.rank for r in ranked}
        keys = {s: self.members[s].player_id for s in seats}
        before = {s: self.ratings.get(keys[s], START_RATING) for s in seats}
        flags = {s: self._flag(s) for s in seats}
        rated = self._rated_seats(seats)
        changes: dict[int, float] = {}
        if len(rated) >= 2 and not any(flags.values()):  # a flagged finish: nobody is rated
            changes = elo_changes({s: before[s] for s in rated}, {s: ranks[s] for s in rated})
        lines = []
        for r in ranked:
            s = r.outcome.seat
            self.totals[s] = self.totals.get(s, 0) + r.points
            member, board = self.members[s], self.boards[s]
            lines.append(
                ResultLine(
                    seat=s,
                    name=member.name,
                    cpu=member.cpu,
                    level=board.level_id,
                    rank=r.rank,
                    time=r.outcome.finished_time,
                    within_target=r.within_target,
                    progress=r.outcome.progress,
                    gave_up=r.outcome.gave_up,
                    left=member.left,
                    points=r.points,
                    total_points=self.totals[s],
                    rating=before[s] + changes.get(s, 0.0),
                    rating_change=changes.get(s, 0.0),
                    rated=s in changes,
                    flag=flags[s],
                    timed_out=board.timed_out,
                )
            )
        winners = [r.outcome.seat for r in ranked if r.rank == 1 and r.outcome.finished]
        self.streaks = next_streaks(self.streaks, seats, winners)
        for member in self.members.values():
            member.ready = member.cpu
        kept = tuple((keys[s], self.members[s].name, changes[s]) for s in sorted(changes))
        self.result = RoundResult(self.round, self.number, tuple(lines), kept)
        self.phase = Phase.RESULT

    def _flag(self, seat: int) -> Flag | None:
        """A fair-play flag for a human who played their own board (:mod:`.fair_play`)."""
        board = self.boards[seat]
        if self.members[seat].cpu or board.cpu_played:
            return None
        fair = self.fair_play
        fast = sum(1 for gap in board.move_gaps() if fair.is_fast_move(gap))
        return fair.flag(board.finished_time(), board.tile_count, fast)

    def _rated_seats(self, seats: list[int]) -> list[int]:
        """The seats a round's rating counts: humans who played their own board to the end,
        each player id once (one account at two seats counts at neither)."""
        humans = [
            s
            for s in seats
            if not self.members[s].cpu
            and not self.members[s].left
            and not self.boards[s].cpu_played
        ]
        count = Counter(self.members[s].player_id for s in humans)
        return [s for s in humans if count[self.members[s].player_id] == 1]
