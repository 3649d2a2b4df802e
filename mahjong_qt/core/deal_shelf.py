"""Prepared deals kept on disk between sessions, so the first game of a session starts at once
(no solver at start-up).

The file is a cache: anything wrong with it (missing, damaged, foreign, a layout that changed)
only means the deal is made again. A deal is taken from it only when it is proven winnable
here, without the solver: its solution, replayed on the layout, removes every tile. It lives in
the cache folder (:func:`deal_shelf`); versions before kept it in the data folder, where it is
read once and removed.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .atomic_io import atomic_write_text
from .board import Board, IllegalMove
from .deals import Deal, Difficulty
from .json_text import read_versioned_field
from .layout import Layout
from .savegame import layout_fingerprint
from .tiles import TileSetVariant

if TYPE_CHECKING:
    from .modes.setup import GameSetup
    from .paths import UserPaths

__all__ = ["DealShelf", "DEALS_FILE_NAME", "deal_shelf", "proves_winnable"]

DEALS_FILE_NAME = "prepared-deals.json"

MAX_BYTES = 1_000_000
MAX_DEALS = 24
VERSION = 1


def proves_winnable(
    layout: Layout, faces: tuple[int, ...], solution: Iterable[Sequence[int]]
) -> bool:
    """Whether ``solution`` clears ``layout`` dealt with ``faces`` (each pair free and
    matching when taken, every tile taken)."""
    if len(faces) != layout.tile_count:
        return False
    try:
        board = Board(layout.geometry, faces)
        for a, b in solution:
            board.remove_pair(int(a), int(b))
    except (IllegalMove, ValueError, TypeError, IndexError):
        return False
    return board.is_won


def deal_shelf(paths: UserPaths, persist: bool = True) -> DealShelf:
    """The player's prepared deals: in the cache folder (the data folder's file of an older
    version is read once and removed)."""
    return DealShelf(paths.cache_dir / DEALS_FILE_NAME, persist, paths.data_dir / DEALS_FILE_NAME)


def _read(path: Path) -> list[dict[str, Any]]:
    """The deals kept in ``path``; none when it is missing, damaged or foreign."""
    deals = read_versioned_field(path, max_bytes=MAX_BYTES, version=VERSION, field="deals")
    if not isinstance(deals, list):
        return []
    return [d for d in deals if isinstance(d, dict)][:MAX_DEALS]


class DealShelf:
    """The deals file at ``path``: :meth:`take` one for a setup, :meth:`keep` a new one.
    ``former``: where an older version kept it (read when ``path`` has none, then removed)."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        persist: bool = True,
        former: str | os.PathLike[str] | None = None,
    ):
        self.path = Path(path)
        self.persist = persist
        self.former = Path(former) if former is not None else None
        self._entries: list[dict[str, Any]] | None = None
        self._changed = False  # since the file was read or written

    def _load(self) -> list[dict[str, Any]]:
        if self._entries is None:
            self._entries = _read(self.path)
            if self.former is not None and self.former != self.path and self.former.exists():
                if not self._entries:
                    self._entries = _read(self.former)
                    self._changed = True
                    self.save()
                if self.persist:
                    try:
                        self.former.unlink()
                    except OSError:
                        pass  # a cache: read again next time
        return self._entries

    @staticmethod
    def _key(setup: GameSetup) -> list[object]:
        return [
            setup.layout_id,
            setup.layout_source,
            setup.number,
            str(setup.difficulty),
            str(setup.variant),
        ]

    def take(self, setup: GameSetup, save: bool = True) -> Deal | None:
        """The kept deal for ``setup`` (whose layout is known), proven winnable; else None.
        It leaves the file (``save`` False: when :meth:`save` is called, e.g. after the first
        paint; until then the file still holds it, which costs nothing: a cache)."""
        layout = setup.layout
        assert layout is not None  # asked only for a setup whose layout is known
        key = self._key(setup)
        entries = self._load()
        for entry in entries:
            if entry.get("key") != key:
                continue
            entries.remove(entry)
            self._changed = True
            if save:
                self.save()
            faces, solution = entry.get("faces"), entry.get("solution")
            if (
                entry.get("fingerprint") == layout_fingerprint(layout.positions)
                and isinstance(faces, list)
                and isinstance(solution, list)
                and all(isinstance(f, int) for f in faces)
                and proves_winnable(layout, tuple(faces), solution)
            ):
                pairs = tuple((int(a), int(b)) for a, b in solution)
                difficulty, variant = Difficulty(setup.difficulty), TileSetVariant(setup.variant)
                return Deal(layout.id, setup.number, difficulty, variant, tuple(faces), pairs)
            return None
        return None

    def keep(self, setup: GameSetup, deal: Deal) -> None:
        """Keep ``deal`` (made for ``setup``) for a later session."""
        assert setup.layout is not None  # kept only for a setup whose layout is known
        key = self._key(setup)
        entries = [e for e in self._load() if e.get("key") != key]
        entries.append(
            {
                "key": key,
                "fingerprint": layout_fingerprint(setup.layout.positions),
                "faces": list(deal.faces),
                "solution": [list(p) for p in deal.solution],
            }
        )
        self._entries = entries[-MAX_DEALS:]
        self._changed = True
        self.save()

    def save(self) -> None:
        """Write the deals kept when they changed (atomically; not when not persisting)."""
        if not self.persist or not self._changed:
            return
        self._changed = False
        try:
            text = json.dumps({"version": VERSION, "deals": self._entries}, separators=(",", ":"))
            atomic_write_text(self.path, text, private=True)
        except OSError:
            pass  # a cache: the deal is made again next time
