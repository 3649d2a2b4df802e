"""Accounts and ratings that last (issue 23, item 2), behind one small interface.

On first contact the server issues a player an account: an id and a secret (the game keeps
them per server in its ``race.json``). The store keeps each account's secret as a SHA-256 digest
(secrets are 256 random bits: no slow hash is needed) and compares it in constant time; and its
rating, rated games and the name last used, for the leaderboard.

Backends: :class:`MemoryStore` (the game's LAN host and the tests), :class:`SqliteStore` (the
default of ``mahjong-race-server``: ``ratings.sqlite3`` in ``--data DIR``), and
:class:`~.store_postgres.PostgresStore` for several server processes or hosts sharing one
database (``--database postgresql://…``). A round's changes are added to the ratings in one
transaction (``rating = rating + change``), so shards never overwrite each other.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import dataclasses
import secrets
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import platformdirs

from ..core.paths import HOME_ENV
from ..core.racing.elo import START_RATING

__all__ = [
    "Leader",
    "RatingStore",
    "MemoryStore",
    "SqliteStore",
    "SqlStore",
    "default_data_dir",
    "new_credentials",
    "token_digest",
    "top_players",
    "DB_FILE",
]

DB_FILE = "ratings.sqlite3"
Change = tuple[str, str, float]  # account id, name, rating change


@dataclass(frozen=True, slots=True)
class Leader:
    """One line of the leaderboard."""

    account: str
    name: str
    rating: float
    games: int


class RatingStore(Protocol):
    """What the server needs to keep: accounts, and their ratings."""

    def new_account(self, name: str) -> tuple[str, str]:
        """A new account: its id and its secret (the secret is not kept, only its digest)."""
        ...

    def signs_in(self, account: str, secret: str) -> bool:
        """Whether ``secret`` is the secret of ``account`` (compared in constant time)."""
        ...

    def get(self, account: str, default: float, /) -> float:
        """The account's rating (``default`` for an unknown one)."""
        ...

    def record(self, changes: Sequence[Change]) -> None:
        """A rated round: each account's change added, one game more, its name kept."""
        ...

    def leaderboard(self, limit: int = 20) -> list[Leader]:
        """The best ratings of the accounts with at least one rated game, best first (what
        ``mahjong-race-server ratings`` lists and the game shows)."""
        ...

    def player(self, account: str) -> Leader | None:
        """The account's line (``None`` for an unknown one)."""
        ...

    def close(self) -> None: ...


def top_players(store: RatingStore, top: int = 20) -> list[Leader]:
    """The leaderboard as it is shown, by ``mahjong-race-server ratings`` and in the game (the
    ``ratings`` answer): the ``top`` best, ratings to a tenth."""
    return [dataclasses.replace(x, rating=round(x.rating, 1)) for x in store.leaderboard(top)]


def new_credentials() -> tuple[str, str]:
    """A random account id and secret (both fit the protocol's id and token patterns)."""
    return "a" + secrets.token_urlsafe(12), secrets.token_urlsafe(32)


def token_digest(secret: str) -> str:
    """The SHA-256 digest a secret (an account's, a rejoin token) is kept as."""
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


_digest = token_digest


def _same(digest: str | None, secret: str) -> bool:
    """Constant-time comparison of a kept digest with a given secret (no digest: compared with
    a dummy all the same, so an unknown account takes as long as a wrong secret)."""
    return hmac.compare_digest(digest or "0" * 64, _digest(secret)) and digest is not None


class MemoryStore:
    """Accounts and ratings in memory (gone when the server stops)."""

    def __init__(self) -> None:
        self._secrets: dict[str, str] = {}
        self._rows: dict[str, Leader] = {}

    def new_account(self, name: str) -> tuple[str, str]:
        account, secret = new_credentials()
        self._secrets[account] = _digest(secret)
        self._rows[account] = Leader(account, name, START_RATING, 0)
        return account, secret

    def signs_in(self, account: str, secret: str) -> bool:
        return _same(self._secrets.get(account), secret)

    def get(self, account: str, default: float, /) -> float:
        row = self._rows.get(account)
        return default if row is None else row.rating

    def record(self, changes: Sequence[Change]) -> None:
        for account, name, change in changes:
            row = self._rows.get(account) or Leader(account, name, START_RATING, 0)
            self._rows[account] = Leader(account, name, row.rating + change, row.games + 1)

    def leaderboard(self, limit: int = 20) -> list[Leader]:
        rows = [r for r in self._rows.values() if r.games > 0]
        return sorted(rows, key=lambda r: (-r.rating, r.account))[:limit]

    def player(self, account: str) -> Leader | None:
        return self._rows.get(account)

    def close(self) -> None:
        pass


_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS accounts ("
    " id TEXT PRIMARY KEY,"
    " secret_digest TEXT NOT NULL,"
    " name TEXT NOT NULL DEFAULT '',"
    f" rating DOUBLE PRECISION NOT NULL DEFAULT {START_RATING},"
    " games INTEGER NOT NULL DEFAULT 0)"
)


class SqlStore:
    """The store on a DB-API connection (the SQL is the same for SQLite and PostgreSQL; ``mark``
    is the driver's parameter mark)."""

    mark = "?"

    def __init__(self, connection: Any) -> None:
        self.db = connection
        with self._transaction() as db:
            db.execute(_SCHEMA)

    @contextmanager
    def _transaction(self) -> Iterator[Any]:
        with self.db:  # sqlite3: commit at the end, roll back on an error
            yield self.db

    def _sql(self, text: str) -> str:
        return text.replace("?", self.mark)

    def new_account(self, name: str) -> tuple[str, str]:
        account, secret = new_credentials()
        with self._transaction() as db:
            db.execute(
                self._sql("INSERT INTO accounts (id, secret_digest, name) VALUES (?, ?, ?)"),
                (account, _digest(secret), name),
            )
        return account, secret

    def signs_in(self, account: str, secret: str) -> bool:
        row = self.db.execute(
            self._sql("SELECT secret_digest FROM accounts WHERE id = ?"), (account,)
        ).fetchone()
        return _same(None if row is None else row[0], secret)

    def get(self, account: str, default: float, /) -> float:
        row = self.db.execute(
            self._sql("SELECT rating FROM accounts WHERE id = ?"), (account,)
        ).fetchone()
        return default if row is None else float(row[0])

    def record(self, changes: Sequence[Change]) -> None:
        with self._transaction() as db:
            for account, name, change in changes:
                db.execute(
                    self._sql(
                        "UPDATE accounts SET rating = rating + ?, games = games + 1, name = ?"
                        " WHERE id = ?"
                    ),
                    (change, name, account),
                )

    def leaderboard(self, limit: int = 20) -> list[Leader]:
        rows = self.db.execute(
            self._sql(
                "SELECT id, name, rating, games FROM accounts WHERE games > 0"
                " ORDER BY rating DESC, id LIMIT ?"
            ),
            (limit,),
        ).fetchall()
        return [Leader(r[0], r[1], float(r[2]), int(r[3])) for r in rows]

    def player(self, account: str) -> Leader | None:
        row = self.db.execute(
            self._sql("SELECT id, name, rating, games FROM accounts WHERE id = ?"), (account,)
        ).fetchone()
        return None if row is None else Leader(row[0], row[1], float(row[2]), int(row[3]))

    def close(self) -> None:
        self.db.close()


class SqliteStore(SqlStore):
    """The store in ``folder/ratings.sqlite3`` (the folder made 0700, the file 0600)."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        path = folder / DB_FILE
        if not path.exists():
            os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
        self.path = path
        db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        # Write-ahead log, synced at checkpoints: a new account or a round's ratings costs
        # microseconds, not a disk flush on the event loop (a crash loses at most the last
        # moments' changes, never the file). Several processes on one host may share the file.
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA busy_timeout=2000")
        super().__init__(db)

    @contextmanager
    def _transaction(self) -> Iterator[Any]:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")


def default_data_dir() -> Path:
    """Where the server keeps its data: ``$MAHJONG_QT_HOME/race-server`` when that is set,
    else the platform's data folder for ``mahjong-race-server``."""
    home = os.environ.get(HOME_ENV, "").strip()
    if home:
        return Path(home).expanduser() / "race-server"
    return Path(platformdirs.user_data_dir("mahjong-race-server", appauthor=False))
