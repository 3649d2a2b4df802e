"""Race against the CPU: one player and a computer opponent on the same deal (issue 6, seed 002).

Pure Python, no clock of its own: every method takes ``now`` (seconds, any monotonic origin),
so the window drives it with ``time.monotonic()`` from a ``QTimer`` and the tests with numbers.

* **Levels** (:data:`RACE_LEVELS`): Initiation, Easy, Medium, Hard with 34, 68, 94 and 136 tiles
  on 2, 3, 4 and 5 levels, made by the layout generator (:func:`race_layout`, cached), flowers and
  seasons off by default (:data:`RACE_VARIANT`); :func:`race_deal` deals a normal, solver-checked
  deal.
* **CPU** (:class:`CpuOpponent`): plays its own :class:`~mahjong_qt.core.board.Board` of the same
  deal at the pace of a :class:`CpuStrength` (seconds per pair, with random spread). It follows
  the deal's solution pairing (any free pair of it is safe, in any order); with probability
  ``mistake_rate`` it takes another free matching pair instead, after which it no longer knows a
  winning line and plays blind. When stuck it shuffles (solvable shuffle, which gives it a winning
  line again) while it has shuffles left, else it gives up.
* **Race** (:class:`Race`): the 3-2-1 countdown (faces hidden until "go"), both sides' progress in
  %, who finished first, giving up, and the ranking: finished first, by time; then the others by
  progress; those who gave up last. After an hour (:data:`RACE_MAX_SECONDS`) the race is over and
  goes by the progress reached.

Personal records per level are kept by :func:`mahjong_qt.core.modes.progress.record_race`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from ..board import Board
from ..deal import MAX_GAME_NUMBER
from ..deals import Deal, make_deal
from ..geometry import Geometry
from ..layout import Layout
from ..layout_data import LayoutText
from ..layout_generator import FRIENDLY_MIN, GenerationError, ShapeRequest, generate_layout
from ..rng import Rng
from ..shuffle import ShuffleStatus, solvable_shuffle
from ..tiles import TileSetVariant
from .definitions import ModeId, mode

__all__ = [
    "RACE_VARIANT",
    "RACE_DIFFICULTY",
    "COUNTDOWN_SECONDS",
    "RACE_MAX_SECONDS",
    "CPU_SHUFFLES",
    "SHUFFLE_PAUSE",
    "RaceLevel",
    "RACE_LEVELS",
    "race_level",
    "race_layout",
    "race_deal",
    "new_race_number",
    "CpuStrength",
    "CPU_STRENGTHS",
    "cpu_strength",
    "CpuAction",
    "CpuEvent",
    "CpuOpponent",
    "Side",
    "RacePhase",
    "RaceEntry",
    "Race",
]

_RACE = mode(ModeId.RACE)
RACE_VARIANT: TileSetVariant = _RACE.variant or TileSetVariant.NO_BONUS
RACE_DIFFICULTY: str = _RACE.difficulty or "normal"
COUNTDOWN_SECONDS = 3
RACE_MAX_SECONDS = 60 * 60.0  # Qdan: after an hour the result goes by the progress reached
CPU_SHUFFLES = 3  # Qdan's default: up to 3 shuffles
SHUFFLE_PAUSE = 2.0  # seconds the CPU "thinks" before going on after a shuffle


# --- levels -------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class RaceLevel:
    """A race level: ``tiles`` on ``levels`` levels, shapes drawn from ``families``."""

    id: str
    name: LayoutText
    tiles: int
    levels: int
    families: tuple[str, ...]


RACE_LEVELS: tuple[RaceLevel, ...] = (
    RaceLevel(
        "race-initiation",
        LayoutText(en="Initiation", fr="Initiation"),
        34,
        2,
        ("hexagon", "terraces", "cross", "diamond"),
    ),
    RaceLevel(
        "race-easy",
        LayoutText(en="Easy", fr="Facile"),
        68,
        3,
        ("twin-peaks", "hexagon", "terraces", "cross"),
    ),
    RaceLevel(
        "race-medium",
        LayoutText(en="Medium", fr="Moyen"),
        94,
        4,
        ("terraces", "hexagon", "diamond", "cross", "twin-peaks"),
    ),
    RaceLevel(
        "race-hard",
        LayoutText(en="Hard", fr="Difficile"),
        136,
        5,
        ("terraces", "hexagon", "twin-peaks", "cross", "diamond", "pagoda"),
    ),
)
_LEVELS = {level.id: level for level in RACE_LEVELS}


def race_level(level_id: str) -> RaceLevel:
    """The level with this id (``KeyError`` if none)."""
    return _LEVELS[level_id]


@cache
def race_layout(level_id: str) -> Layout:
    """The layout of a race level: the same on every machine (generated once, cached).

    The exact tile count and height are asked first; if no friendly design has them, the count
    may be off by 2 or 4 and the height one less.
    """
    level = race_level(level_id)
    best = None
    for tolerance, min_levels in ((0, level.levels), (2, level.levels), (4, level.levels - 1)):
        request = ShapeRequest(
            key=level.id,
            target=level.tiles,
            tolerance=tolerance,
            multiple=2,
            min_levels=max(1, min_levels),
            max_levels=level.levels,
            families=level.families,
        )
        try:
            found = generate_layout(
                request,
                level.id,
                name=LayoutText(en=f"Race: {level.name.en}", fr=f"Course : {level.name.fr}"),
                description=LayoutText(
                    en=f"Race against the CPU, level {level.name.en}.",
                    fr=f"Course contre l'ordinateur, niveau {level.name.fr}.",
                ),
            )
        except GenerationError:
            continue
        if best is None or found.friendly > best.friendly:
            best = found
        if best.friendly >= FRIENDLY_MIN:
            break
    if best is None:
        raise GenerationError(f"no layout for race level {level_id!r}")
    return best.layout


def race_deal(level_id: str, number: int, variant: TileSetVariant | str = RACE_VARIANT) -> Deal:
    """The deal (``core.deals.Deal``) of race ``number`` on a level: normal difficulty, so
    proven winnable, with its solution (the CPU follows it)."""
    return make_deal(race_layout(level_id), number, RACE_DIFFICULTY, variant)


def new_race_number(rng: Rng) -> int:
    """A random game number for a new race."""
    return rng.below(MAX_GAME_NUMBER) + 1


# --- the CPU ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CpuStrength:
    """How the CPU plays: ``seconds_per_pair`` on average, each pause drawn uniformly within
    ± ``spread`` of it (a fraction), and the chance ``mistake_rate`` of a pair off its winning
    line at each move."""

    id: str
    name: LayoutText
    seconds_per_pair: float
    spread: float
    mistake_rate: float

    def pause(self, rng: Rng) -> float:
        """The time the CPU takes for its next pair."""
        return max(0.05, self.seconds_per_pair * (1 + self.spread * (2 * rng.random() - 1)))


CPU_STRENGTHS: tuple[CpuStrength, ...] = (
    CpuStrength("beginner", LayoutText(en="Beginner", fr="Débutant"), 7.0, 0.4, 0.25),
    CpuStrength("casual", LayoutText(en="Casual", fr="Amateur"), 4.5, 0.35, 0.12),
    CpuStrength("skilled", LayoutText(en="Skilled", fr="Confirmé"), 3.0, 0.3, 0.05),
    CpuStrength("expert", LayoutText(en="Expert", fr="Expert"), 1.8, 0.25, 0.0),
    CpuStrength("lightning", LayoutText(en="Lightning", fr="Éclair"), 0.8, 0.2, 0.0),
)
_STRENGTHS = {s.id: s for s in CPU_STRENGTHS}


def cpu_strength(strength_id: str) -> CpuStrength:
    return _STRENGTHS[strength_id]


class CpuAction(StrEnum):
    PAIR = "pair"
    SHUFFLE = "shuffle"
    GIVE_UP = "give_up"


@dataclass(frozen=True, slots=True)
class CpuEvent:
    """One thing the CPU did, at time ``at``: a pair ``(a, b)`` (``mistake`` when it left its
    winning line), a shuffle (``faces`` are its board's new faces) or giving up."""

    action: CpuAction
    at: float
    a: int = -1
    b: int = -1
    mistake: bool = False
    faces: tuple[int, ...] = ()


class CpuOpponent:
    """A computer player on its own board of the deal. Call :meth:`start` at "go", then
    :meth:`advance` with the current time; it makes every move due by then."""

    def __init__(
        self,
        geometry: Geometry,
        faces: Sequence[int],
        solution: Sequence[tuple[int, int]],
        strength: CpuStrength,
        rng: Rng,
        shuffles: int = CPU_SHUFFLES,
        shuffle_pause: float = SHUFFLE_PAUSE,
    ):
        self.board = Board(geometry, faces)
        self.strength = strength
        self.rng = rng
        self.shuffles_left = shuffles
        self.shuffle_pause = shuffle_pause
        self._pairing: set[tuple[int, int]] | None = {(min(a, b), max(a, b)) for a, b in solution}
        self._next_at: float | None = None
        self.started_at: float | None = None
        self.finished_at: float | None = None
        self.gave_up_at: float | None = None

    @classmethod
    def taking_over(
        cls,
        board: Board,
        pairing: Sequence[tuple[int, int]] | None,
        strength: CpuStrength,
        rng: Rng,
        shuffles: int,
        shuffle_pause: float = SHUFFLE_PAUSE,
    ) -> CpuOpponent:
        """A CPU that plays ``board`` itself from where it stands (a player left): it follows
        ``pairing`` (a winning pairing of the tiles left) when known, else plays blind."""
        cpu = cls(board.geometry, board.faces, (), strength, rng, shuffles, shuffle_pause)
        cpu.board = board
        cpu._pairing = None if pairing is None else {(min(a, b), max(a, b)) for a, b in pairing}
        return cpu

    @classmethod
    def for_deal(cls, layout: Layout, deal: Deal, strength: CpuStrength, rng: Rng) -> CpuOpponent:
        """A CPU on ``deal`` (a ``core.deals.Deal`` on ``layout``), following its solution."""
        return cls(layout.geometry, deal.faces, deal.solution, strength, rng)

    @property
    def tile_count(self) -> int:
        return len(self.board.faces)

    @property
    def progress(self) -> float:
        """Tiles removed, in % (0..100)."""
        return 100.0 * (self.tile_count - self.board.tiles_left) / self.tile_count

    @property
    def done(self) -> bool:
        return self.finished_at is not None or self.gave_up_at is not None

    @property
    def knows_a_winning_line(self) -> bool:
        return self._pairing is not None

    def start(self, now: float) -> None:
        """Start playing at ``now`` (the "go"). Idempotent."""
        if self.started_at is None:
            self.started_at = now
            self._next_at = now + self.strength.pause(self.rng)

    def advance(self, now: float) -> list[CpuEvent]:
        """Make every move due by ``now``; returns them in order (empty before :meth:`start`)."""
        events: list[CpuEvent] = []
        while not self.done and self._next_at is not None and self._next_at <= now:
            event = self._move(self._next_at)
            events.append(event)
            pause = self.shuffle_pause if event.action is CpuAction.SHUFFLE else 0.0
            self._next_at = event.at + pause + self.strength.pause(self.rng)
        return events

    def _move(self, at: float) -> CpuEvent:
        free = self.board.free_pairs()
        if not free:
            return self._stuck(at)
        pairing = self._pairing
        safe = [p for p in free if pairing is not None and p in pairing]
        off_line = [p for p in free if pairing is None or p not in pairing]
        # Off the line when it knows no safe pair, or (a mistake) by chance when it could.
        blind = not safe or (bool(off_line) and self.rng.random() < self.strength.mistake_rate)
        a, b = self.rng.choice(off_line if blind else safe)
        self.board.remove_pair(a, b)
        left_line = blind and pairing is not None
        if left_line:
            self._pairing = None  # off the known line: from now on it plays blind
        if self.board.is_won:
            self.finished_at = at
        return CpuEvent(CpuAction.PAIR, at, a, b, mistake=left_line)

    def _stuck(self, at: float) -> CpuEvent:
        if self.shuffles_left > 0:
            board = self.board
            result = solvable_shuffle(
                board.geometry, board.faces, board.present, self.rng.next_u64()
            )
            if result.status is ShuffleStatus.DONE and result.faces is not None:
                self.shuffles_left -= 1
                board.reshuffle(result.faces)
                self._pairing = {(min(a, b), max(a, b)) for a, b in result.solution}
                return CpuEvent(CpuAction.SHUFFLE, at, faces=tuple(result.faces))
        self.gave_up_at = at
        return CpuEvent(CpuAction.GIVE_UP, at)


# --- the race -----------------------------------------------------------------------------------
class Side(StrEnum):
    PLAYER = "player"
    CPU = "cpu"


class RacePhase(StrEnum):
    COUNTDOWN = "countdown"  # 3, 2, 1: faces hidden
    RUNNING = "running"
    OVER = "over"  # the player finished or gave up (the CPU may still be playing)


@dataclass(frozen=True, slots=True)
class RaceEntry:
    """One line of the result screen. ``time`` is seconds from "go" to clearing the board."""

    rank: int
    side: Side
    finished: bool
    gave_up: bool
    time: float | None
    progress: float


class Race:
    """A race between the player (their game's board) and a :class:`CpuOpponent`.

    Build it when the countdown starts (``start`` = that moment): the faces stay hidden until
    ``go_at`` = ``start + COUNTDOWN_SECONDS``. Create the player's ``Game`` at "go" (or keep its
    clock paused until then). Poll :meth:`update` (e.g. every 100 ms): it starts the CPU at "go",
    makes its moves and notices when the player's board is cleared; call :meth:`player_moved`
    right after each player move for an exact finishing time, :meth:`give_up` when the player
    gives up.
    """

    def __init__(
        self,
        level: RaceLevel,
        player_board: Board,
        cpu: CpuOpponent,
        start: float,
        countdown: int = COUNTDOWN_SECONDS,
    ):
        self.level = level
        self.player_board = player_board
        self.cpu = cpu
        self.go_at = start + countdown
        self.player_finished_at: float | None = None
        self.player_gave_up_at: float | None = None

    # --- countdown ---
    def countdown(self, now: float) -> int | None:
        """3, 2, 1 before "go", ``None`` from "go" on."""
        left = self.go_at - now
        return math.ceil(left) if left > 0 else None

    def faces_hidden(self, now: float) -> bool:
        return now < self.go_at

    def phase(self, now: float) -> RacePhase:
        """Countdown, running, or over: the player finished or gave up, or an hour has passed
        since "go" (then :meth:`ranking` goes by the progress reached)."""
        if self.player_done or now - self.go_at >= RACE_MAX_SECONDS:
            return RacePhase.OVER
        return RacePhase.COUNTDOWN if now < self.go_at else RacePhase.RUNNING

    # --- play ---
    def update(self, now: float) -> list[CpuEvent]:
        """Advance the race to ``now``; returns the CPU's moves since the last update (none
        before "go" nor after the hour)."""
        if now < self.go_at:
            return []
        self.cpu.start(self.go_at)
        self.player_moved(now)
        return self.cpu.advance(min(now, self.go_at + RACE_MAX_SECONDS))

    def player_moved(self, now: float) -> None:
        """Note the player's move at ``now`` (records the finish when the board is cleared)."""
        if self.player_board.is_won and self.player_finished_at is None and not self.player_done:
            self.player_finished_at = max(now, self.go_at)

    def give_up(self, now: float) -> None:
        """The player gives up (ranked after those still playing or finished)."""
        if not self.player_done:
            self.player_gave_up_at = now

    @property
    def player_done(self) -> bool:
        return self.player_finished_at is not None or self.player_gave_up_at is not None

    @property
    def player_progress(self) -> float:
        """Tiles the player removed, in % (0..100)."""
        total = len(self.player_board.faces)
        return 100.0 * (total - self.player_board.tiles_left) / total

    @property
    def cpu_progress(self) -> float:
        return self.cpu.progress

    def player_time(self) -> float | None:
        """Seconds from "go" to the player's clearing the board."""
        return None if self.player_finished_at is None else self.player_finished_at - self.go_at

    def cpu_time(self) -> float | None:
        return None if self.cpu.finished_at is None else self.cpu.finished_at - self.go_at

    # --- result ---
    def winner(self) -> Side | None:
        """Who cleared the board first (``None`` while nobody has). Ties go to the player."""
        player, cpu = self.player_time(), self.cpu_time()
        if player is not None and (cpu is None or player <= cpu):
            return Side.PLAYER
        if cpu is not None:
            return Side.CPU
        return None

    def ranking(self) -> list[RaceEntry]:
        """The result: those who cleared the board by time; then those still playing by
        progress; then those who gave up, by progress. Ties go to the player."""
        sides = [
            (
                Side.PLAYER,
                self.player_time(),
                self.player_gave_up_at is not None,
                self.player_progress,
            ),
            (Side.CPU, self.cpu_time(), self.cpu.gave_up_at is not None, self.cpu_progress),
        ]

        def key(entry: tuple[Side, float | None, bool, float]) -> tuple[float, float, float, bool]:
            side, time, gave_up, progress = entry
            order = side is not Side.PLAYER
            if time is not None:
                return (0, time, 0.0, order)
            return (2 if gave_up else 1, 0.0, -progress, order)

        ranked = sorted(sides, key=key)
        return [
            RaceEntry(rank, side, time is not None, gave_up, time, progress)
            for rank, (side, time, gave_up, progress) in enumerate(ranked, start=1)
        ]

    def player_won(self) -> bool:
        """Whether the player ranks first (what counts as a win in the records)."""
        return self.ranking()[0].side is Side.PLAYER
