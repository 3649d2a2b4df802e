"""The rating store in PostgreSQL (``mahjong-race-server --database postgresql://…``), for several
server processes or hosts sharing one database; psycopg 3 (``pip install "mahjong-qt[postgres]"``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .store import SqlStore

__all__ = ["PostgresStore"]


class PostgresStore(SqlStore):
    """The store on the database at ``url`` (the table is made when missing)."""

    mark = "%s"

    def __init__(self, url: str) -> None:
        try:
            import psycopg
        except ImportError as e:  # an optional dependency
            raise RuntimeError('PostgreSQL needs psycopg: pip install "psycopg[binary]"') from e
        super().__init__(psycopg.connect(url, autocommit=True))

    @contextmanager
    def _transaction(self) -> Iterator[Any]:
        with self.db.transaction():
            yield self.db
