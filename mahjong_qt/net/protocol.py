"""Every message of the race protocol, as pydantic models (issue 11).

One JSON object per WebSocket text frame, its kind in ``type``. The first message of a
connection (``create``, ``join`` or ``rejoin``) carries the protocol version ``v``; a server
refuses another version with the error ``version``. Client messages are at most
:data:`MAX_CLIENT_MESSAGE` bytes, server messages :data:`MAX_SERVER_MESSAGE`; every field is
bounded and unknown fields are refused, so a message that parses is safe to act on.

Client to server: ``create``, ``join``, ``rejoin``, ``ready``, ``settings``, ``add_cpu``,
``remove_cpu``, ``start`` (also Play Again), ``move``, ``shuffle``, ``hint``, ``give_up``,
``leave``, ``ratings``, ``ping``. Server to client: ``welcome``, ``lobby``, ``countdown``,
``go``, ``ack``, ``shuffled``, ``hinted``, ``standings``, ``result``, ``sync``, ``left``,
``out_of_time``, ``host``, ``ended``, ``ratings``, ``error``, ``pong``.

After a round each player sends ``ready`` again (the lobby shows who is); the host's ``start``
then starts the next round for the host, the CPU seats and those ready (refused as
``nobody_ready`` while no other person is), the others sit it out and stay in the room.
"""

from __future__ import annotations

from typing import Annotated, Final, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StringConstraints, TypeAdapter

from ..core.racing.names import MAX_NAME
from ..core.racing.settings import MAX_SEATS, LevelId, RaceSettings

__all__ = [
    "PROTOCOL_VERSION",
    "DEFAULT_PORT",
    "MAX_CLIENT_MESSAGE",
    "MAX_SERVER_MESSAGE",
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "ClientMessage",
    "ServerMessage",
    "parse_client",
    "parse_server",
    "encode",
]

PROTOCOL_VERSION: Final = 1
DEFAULT_PORT = 8765  # where servers listen and clients connect unless told otherwise
MAX_CLIENT_MESSAGE = 2048
MAX_SERVER_MESSAGE = 65536
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: codes are read aloud
CODE_LENGTH = 6
MAX_TILES = 576
MAX_SEQ = 2**31 - 1

Version = Literal[1]
StandingState = Literal["playing", "finished", "gave_up", "cpu"]
Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_NAME)]
PlayerId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{8,64}$")]


def _code_text(value: object) -> object:
    """Room codes are typed by hand: spaces around and lower case are fine."""
    return value.strip().upper() if isinstance(value, str) else value


Code = Annotated[
    str,
    BeforeValidator(_code_text),
    StringConstraints(pattern=rf"^[{CODE_ALPHABET}]{{{CODE_LENGTH}}}$"),
]
Token = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{16,64}$")]
Tile = Annotated[int, Field(ge=0, lt=MAX_TILES)]
Face = Annotated[int, Field(ge=0, le=41)]
Seat = Annotated[int, Field(ge=0, le=10_000)]
Seq = Annotated[int, Field(ge=0, le=MAX_SEQ)]
Seconds = Annotated[float, Field(ge=0, le=100_000)]
Percent = Annotated[float, Field(ge=0, le=100)]
Text = Annotated[str, StringConstraints(max_length=300)]
Phase = Literal["lobby", "countdown", "running", "result"]
# why a room ended: the host's game closed it (a LAN room), the server stopped, no person was
# left in it, nobody was connected for a while, or it failed
EndReason = Literal["host_closed", "server_stopped", "no_players", "empty", "failed"]
TOP_RATINGS = 20


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Account(_Msg):
    """A player's account on one server: issued by it (in ``welcome``) on first contact, sent
    back in each ``create`` and ``join``; the server keys ratings by ``id``."""

    id: PlayerId
    secret: Token


# --- client to server ---------------------------------------------------------------------------
class Create(_Msg):
    type: Literal["create"] = "create"
    v: Version = PROTOCOL_VERSION
    name: Name
    player_id: PlayerId
    settings: RaceSettings = RaceSettings()
    account: Account | None = None


class Join(_Msg):
    type: Literal["join"] = "join"
    v: Version = PROTOCOL_VERSION
    code: Code
    name: Name
    player_id: PlayerId
    account: Account | None = None


class Rejoin(_Msg):
    type: Literal["rejoin"] = "rejoin"
    v: Version = PROTOCOL_VERSION
    code: Code
    token: Token


class Ready(_Msg):
    type: Literal["ready"] = "ready"
    ready: bool


class ChangeSettings(_Msg):
    type: Literal["settings"] = "settings"
    settings: RaceSettings


class AddCpu(_Msg):
    type: Literal["add_cpu"] = "add_cpu"


class RemoveCpu(_Msg):
    type: Literal["remove_cpu"] = "remove_cpu"
    seat: Seat


class Start(_Msg):
    type: Literal["start"] = "start"


class Move(_Msg):
    type: Literal["move"] = "move"
    seq: Seq
    a: Tile
    b: Tile


class Shuffle(_Msg):
    type: Literal["shuffle"] = "shuffle"
    seq: Seq


class Hint(_Msg):
    type: Literal["hint"] = "hint"
    seq: Seq


class GiveUp(_Msg):
    type: Literal["give_up"] = "give_up"
    seq: Seq


class Leave(_Msg):
    type: Literal["leave"] = "leave"


class AskRatings(_Msg):
    """Your rating on this server and its top :data:`TOP_RATINGS` (answered by ``ratings``)."""

    type: Literal["ratings"] = "ratings"


class Ping(_Msg):
    type: Literal["ping"] = "ping"
    t: Seconds = 0.0


ClientMessage = Annotated[
    Create
    | Join
    | Rejoin
    | Ready
    | ChangeSettings
    | AddCpu
    | RemoveCpu
    | Start
    | Move
    | Shuffle
    | Hint
    | GiveUp
    | Leave
    | AskRatings
    | Ping,
    Field(discriminator="type"),
]
FIRST_MESSAGES = (Create, Join, Rejoin)


# --- server to client ---------------------------------------------------------------------------
class Welcome(_Msg):
    """In the room. ``account``: a new account the server issued (none was sent, or the one
    sent is unknown here): keep it for this server."""

    type: Literal["welcome"] = "welcome"
    v: Version = PROTOCOL_VERSION
    code: Code
    seat: Seat
    token: Token
    account: Account | None = None


class MemberInfo(_Msg):
    seat: Seat
    name: Name
    cpu: bool
    ready: bool
    connected: bool


class Lobby(_Msg):
    type: Literal["lobby"] = "lobby"
    phase: Phase
    round: Annotated[int, Field(ge=0)]
    host: int
    settings: RaceSettings
    members: Annotated[list[MemberInfo], Field(max_length=MAX_SEATS)]


class Countdown(_Msg):
    """The round starts: faces stay hidden for ``go_in`` seconds; ``level`` is this seat's."""

    type: Literal["countdown"] = "countdown"
    round: int
    go_in: Seconds
    level: LevelId


class Go(_Msg):
    type: Literal["go"] = "go"
    round: int
    level: LevelId
    faces: Annotated[list[Face], Field(max_length=MAX_TILES)]
    shuffles: int
    hints: int


class Ack(_Msg):
    """The answer to ``move`` and ``give_up``: ``ok``, or the refusal's ``reason``."""

    type: Literal["ack"] = "ack"
    seq: Seq
    ok: bool
    reason: Annotated[str, StringConstraints(max_length=40)] | None = None


class Shuffled(_Msg):
    type: Literal["shuffled"] = "shuffled"
    seq: Seq
    faces: Annotated[list[Face], Field(max_length=MAX_TILES)]
    penalty: Seconds
    shuffles_left: int


class Hinted(_Msg):
    type: Literal["hinted"] = "hinted"
    seq: Seq
    a: Tile
    b: Tile
    hints_left: int


class StandingLine(_Msg):
    """One seat in the live standings (names are in the lobby): ``state`` is ``playing``,
    ``finished``, ``gave_up`` or ``cpu`` (a CPU plays for a player who left)."""

    seat: Seat
    rank: Annotated[int, Field(ge=1)]
    removed: Annotated[int, Field(ge=0, le=MAX_TILES)]
    progress: Percent
    state: StandingState

    @property
    def finished(self) -> bool:
        return self.state == "finished"

    @property
    def cpu_plays(self) -> bool:
        return self.state == "cpu"


class Standings(_Msg):
    type: Literal["standings"] = "standings"
    round: int
    elapsed: Seconds
    lines: Annotated[list[StandingLine], Field(max_length=MAX_SEATS)]


class ResultRow(_Msg):
    seat: Seat
    name: Name
    cpu: bool
    level: LevelId
    rank: Annotated[int, Field(ge=1)]
    time: Seconds | None
    within_target: bool
    progress: Percent
    gave_up: bool
    left: bool
    points: int
    total_points: int
    rating: float
    rating_change: float
    rated: bool = False
    flag: Literal["fast_finish", "fast_moves"] | None = None  # fair play: faster than a person
    timed_out: bool = False  # out of the round: no move within the time per move


class Result(_Msg):
    """``rated``: the round counted for the ratings (two or more signed-in humans)."""

    type: Literal["result"] = "result"
    round: int
    number: int
    lines: Annotated[list[ResultRow], Field(max_length=MAX_SEATS)]
    rated: bool = False


class Sync(_Msg):
    """A seat's whole board (after a rejoin mid-round): faces and which tiles are left."""

    type: Literal["sync"] = "sync"
    round: int
    level: LevelId
    faces: Annotated[list[Face], Field(max_length=MAX_TILES)]
    present: Annotated[list[bool], Field(max_length=MAX_TILES)]
    elapsed: Seconds
    shuffles_left: int
    hints_left: int
    penalty: Seconds
    done: bool
    turn_left: Seconds | None = None  # seconds left for the next move (a time per move)


class Left(_Msg):
    """A player left the room, or was away too long: ``cpu_plays``, during a round a CPU plays
    their seat on; else their seat is gone."""

    type: Literal["left"] = "left"
    seat: Seat
    name: Name
    cpu_plays: bool


class OutOfTime(_Msg):
    """A player made no move within the room's time per move: out of the round (ranked as
    one who gave up)."""

    type: Literal["out_of_time"] = "out_of_time"
    seat: Seat
    name: Name


class HostChanged(_Msg):
    """The host left or was away too long: ``name`` at ``seat`` hosts the room now."""

    type: Literal["host"] = "host"
    seat: Seat
    name: Name


class Ended(_Msg):
    """The room has ended (``reason``); the server closes the connection after it."""

    type: Literal["ended"] = "ended"
    reason: EndReason


class RatingLine(_Msg):
    name: Name
    rating: Annotated[float, Field(ge=-100_000, le=100_000)]
    games: Annotated[int, Field(ge=0)]


class Ratings(_Msg):
    """The answer to ``ratings``: ``you`` (your account's rating and rated games; ``None``
    before your first rated round) and the server's best, best first."""

    type: Literal["ratings"] = "ratings"
    you: RatingLine | None
    top: Annotated[list[RatingLine], Field(max_length=TOP_RATINGS)]


class Error(_Msg):
    """``fatal``: the server closes the connection after it; ``seq``: the request it answers
    when it had one (a move refused as ``rate_limited``), so the client need not wait for an
    ``ack``."""

    type: Literal["error"] = "error"
    code: Annotated[str, StringConstraints(max_length=40)]
    message: Text = ""
    fatal: bool = False
    seq: Seq | None = None


class Pong(_Msg):
    type: Literal["pong"] = "pong"
    t: Seconds = 0.0


ServerMessage = Annotated[
    Welcome
    | Lobby
    | Countdown
    | Go
    | Ack
    | Shuffled
    | Hinted
    | Standings
    | Result
    | Sync
    | Left
    | OutOfTime
    | HostChanged
    | Ended
    | Ratings
    | Error
    | Pong,
    Field(discriminator="type"),
]

_CLIENT = TypeAdapter(ClientMessage)
_SERVER = TypeAdapter(ServerMessage)


def parse_client(data: str | bytes) -> ClientMessage:
    """A client message from one frame (``pydantic.ValidationError`` when it is not one)."""
    return _CLIENT.validate_json(data)


def parse_server(data: str | bytes) -> ServerMessage:
    return _SERVER.validate_json(data)


def encode(message: _Msg) -> str:
    """The JSON text of a message (defaults included: the receiver checks every field)."""
    return message.model_dump_json()
