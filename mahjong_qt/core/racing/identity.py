"""Who this machine is in online races, kept in ``race.json`` in the user's data dir.

* ``player_id``: a random id made once (it keys the player's Elo rating on a server);
* ``name``: the name last used in a room;
* ``seat``: the last room's address, code and rejoin token, so that a player who lost the
  connection (or closed the game) gets the place back from the same machine;
* ``accounts``: per server (its address), the account it issued (an id and a secret: the
  player's rating there), the most recent :data:`MAX_ACCOUNTS` kept;
* ``servers``: the race servers' addresses as the player typed them, most recent first (at most
  :data:`MAX_SERVERS`), offered again on the Race screen.

The file holds secrets: it is created 0600 (only this user reads it). A bad file is set aside
(``race.json.corrupt-N``) and a new identity starts; writes are atomic.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from ..paths import RACE_IDENTITY_FILE_NAME, UserPaths
from ..user_files import (
    Notice,
    UserFileError,
    read_json_object,
    schema_version_of,
    set_aside_notice,
    validate_model,
    write_json_object,
)

__all__ = [
    "SeatTicket",
    "ServerAccount",
    "RaceIdentity",
    "identity_path",
    "load_identity",
    "save_identity",
    "MAX_ACCOUNTS",
    "MAX_SERVERS",
]

SCHEMA_VERSION: Final = 1
FILE_NAME = RACE_IDENTITY_FILE_NAME
MAX_BYTES = 64_000
MAX_ACCOUNTS = 20
MAX_SERVERS = 8
PlayerId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{8,64}$")]
Secret = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{16,64}$")]
Short = Annotated[str, StringConstraints(max_length=300)]


class SeatTicket(BaseModel):
    """Enough to take a seat back: the server's address, the room code and the token."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    url: Short
    code: Annotated[str, StringConstraints(max_length=12)]
    token: Annotated[str, StringConstraints(max_length=64)]


class ServerAccount(BaseModel):
    """The account a server issued: its id and secret."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: PlayerId
    secret: Secret


class RaceIdentity(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = SCHEMA_VERSION
    player_id: PlayerId
    name: Annotated[str, StringConstraints(max_length=24)] = ""
    seat: SeatTicket | None = None
    accounts: Annotated[dict[Short, ServerAccount], Field(max_length=MAX_ACCOUNTS)] = {}
    servers: Annotated[list[Short], Field(max_length=MAX_SERVERS)] = []

    @classmethod
    def new(cls) -> RaceIdentity:
        return cls(player_id=secrets.token_urlsafe(12))

    def with_server(self, address: str) -> RaceIdentity:
        """This identity with ``address`` first among the servers used."""
        rest = [a for a in self.servers if a != address]
        return self.model_copy(update={"servers": [address, *rest][:MAX_SERVERS]})

    def account_for(self, url: str) -> ServerAccount | None:
        return self.accounts.get(url)

    def with_account(self, url: str, account: ServerAccount) -> RaceIdentity:
        """This identity keeping ``account`` for the server at ``url`` (the oldest forgotten
        past :data:`MAX_ACCOUNTS`)."""
        kept = {k: v for k, v in self.accounts.items() if k != url}
        kept[url] = account
        return self.model_copy(update={"accounts": dict(list(kept.items())[-MAX_ACCOUNTS:])})


def identity_path(paths: UserPaths) -> Path:
    return paths.data_dir / FILE_NAME


def load_identity(path: str | os.PathLike[str]) -> tuple[RaceIdentity, Notice | None]:
    """The identity in ``path``, or a new one (with a notice when a bad file was set aside)."""
    try:
        obj = read_json_object(path, max_bytes=MAX_BYTES)
        if obj is None:
            return RaceIdentity.new(), None
        schema_version_of(obj, SCHEMA_VERSION)
        return validate_model(RaceIdentity, obj), None
    except UserFileError as e:
        notice = set_aside_notice(path, e, "race identity file", "a new identity is used")
        return RaceIdentity.new(), notice


def save_identity(path: str | os.PathLike[str], identity: RaceIdentity) -> None:
    """Write the identity (a new file is made 0600 first: the atomic write keeps that mode)."""
    target = Path(path)
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        os.close(os.open(target, os.O_CREAT | os.O_WRONLY, 0o600))
    write_json_object(target, identity.model_dump(mode="json"))
