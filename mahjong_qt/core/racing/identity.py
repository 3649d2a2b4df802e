"""Who this machine is in online races, kept in ``race.json`` in the user's data dir.

* ``player_id``: a random id made once (it keys the player's Elo rating on a server);
* ``name``: the name last used in a room;
* ``seat``: the last room's address, code and rejoin token, so that a player who lost the
  connection (or closed the game) gets the place back from the same machine.

A bad file is set aside (``race.json.corrupt-N``) and a new identity starts; writes are atomic.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, StringConstraints

from ..paths import UserPaths
from ..user_files import (
    Notice,
    UserFileError,
    read_json_object,
    schema_version_of,
    set_aside_notice,
    validate_model,
    write_json_object,
)

__all__ = ["SeatTicket", "RaceIdentity", "identity_path", "load_identity", "save_identity"]

SCHEMA_VERSION = 1
FILE_NAME = "race.json"
MAX_BYTES = 64_000
PlayerId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{8,64}$")]
Short = Annotated[str, StringConstraints(max_length=300)]


class SeatTicket(BaseModel):
    """Enough to take a seat back: the server's address, the room code and the token."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    url: Short
    code: Annotated[str, StringConstraints(max_length=12)]
    token: Annotated[str, StringConstraints(max_length=64)]


class RaceIdentity(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = SCHEMA_VERSION
    player_id: PlayerId
    name: Annotated[str, StringConstraints(max_length=24)] = ""
    seat: SeatTicket | None = None

    @classmethod
    def new(cls) -> RaceIdentity:
        return cls(player_id=secrets.token_urlsafe(12))


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
    write_json_object(path, identity.model_dump(mode="json"))
