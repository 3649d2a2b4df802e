"""What the layout browser shows and how it searches, sorts and filters (issue 17), without Qt.

:func:`browser_rows` joins each layout of the catalog with what is known about it: played and won
counts and the best time from the records (every mode), when it was last started, whether the
player hid it, and its measured difficulty from the atlas cache. :func:`select` applies a
:class:`BrowserQuery`: a search in both names, a filter, an order.

Difficulty is the random player's win rate on the layout's normal deals (the atlas): the lower,
the harder. Sorting by difficulty goes from the easiest to the hardest, unmeasured layouts last.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from .difficulty_atlas import AtlasEntry
from .records import Records

__all__ = [
    "BrowserItem",
    "BrowserRow",
    "BrowserQuery",
    "SortKey",
    "Filter",
    "browser_rows",
    "select",
    "shared_names",
    "name_sources",
    "told_apart",
    "Named",
    "fold",
]

SortKey = Literal["name", "size", "difficulty", "last_played"]
Filter = Literal["all", "unplayed", "not_won", "hidden"]


class BrowserItem(Protocol):
    """What the browser needs of a layout (an ``IndexedLayout`` has it), read only (the items
    are frozen dataclasses)."""

    @property
    def key(self) -> str: ...
    @property
    def id(self) -> str: ...
    @property
    def tiles(self) -> int: ...
    @property
    def levels(self) -> int: ...
    @property
    def source(self) -> str: ...
    @property
    def path(self) -> str: ...
    @property
    def content_hash(self) -> str: ...

    def name(self, lang: str) -> str: ...


@dataclass(frozen=True, slots=True)
class BrowserRow:
    item: BrowserItem
    played: int = 0
    won: int = 0
    best_time: float | None = None
    last_played: float | None = None
    hidden: bool = False
    atlas: AtlasEntry | None = None

    @property
    def key(self) -> str:
        return self.item.key

    @property
    def difficulty(self) -> float | None:
        """The random player's win rate on normal deals (lower is harder), if measured."""
        return self.atlas.random_win_rate if self.atlas is not None else None

    @property
    def winnable_share(self) -> float | None:
        return self.atlas.winnable_share if self.atlas is not None else None


@dataclass(frozen=True, slots=True)
class BrowserQuery:
    text: str = ""
    sort: SortKey = "name"
    filter: Filter = "all"
    lang: str = "en"


def browser_rows(
    items: Iterable[BrowserItem],
    records: Records,
    last_played: Mapping[str, float],
    hidden: Iterable[str],
    atlas: Callable[[str], AtlasEntry | None],
) -> list[BrowserRow]:
    """One row per item; ``atlas(content_hash)`` gives a layout's measured difficulty."""
    hidden_keys = set(hidden)
    per_id: dict[str, tuple[int, int, float | None]] = {}
    for table in records.by_mode.values():
        for layout_id, r in table.items():
            played, won, best = per_id.get(layout_id, (0, 0, None))
            if r.best_time is not None and (best is None or r.best_time < best):
                best = r.best_time
            per_id[layout_id] = (played + r.played, won + r.won, best)
    rows = []
    for item in items:
        played, won, best = per_id.get(item.id, (0, 0, None))
        rows.append(
            BrowserRow(
                item,
                played,
                won,
                best,
                last_played.get(item.key),
                item.key in hidden_keys,
                atlas(item.content_hash) if item.content_hash else None,
            )
        )
    return rows


def fold(text: str) -> str:
    """Text for searching: case and accents ignored ("Forêt" is found by "foret")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _keep(row: BrowserRow, query: BrowserQuery, words: Sequence[str]) -> bool:
    if query.filter == "hidden":
        if not row.hidden:
            return False
    elif row.hidden:
        return False
    if query.filter == "unplayed" and row.played:
        return False
    if query.filter == "not_won" and row.won:
        return False
    if words:
        item = row.item
        haystack = fold(f"{item.name('en')} {item.name('fr')} {item.id}")
        return all(w in haystack for w in words)
    return True


class Named(Protocol):
    """A layout as the naming rule sees it: its name in each language and its source."""

    @property
    def source(self) -> str: ...

    def name(self, lang: str) -> str: ...


def name_sources(items: Iterable[Named], lang: str) -> dict[str, frozenset[str]]:
    """The sources that have a layout of each name (in ``lang``, case and accents aside)."""
    sources: dict[str, set[str]] = {}
    for item in items:
        sources.setdefault(fold(item.name(lang)), set()).add(item.source)
    return {name: frozenset(found) for name, found in sources.items()}


def told_apart(name: str, source: str, sources: Mapping[str, frozenset[str]]) -> bool:
    """Whether a layout is named with its source, wherever it is listed: a layout of another
    source has its name ("Cross" is ours and KMahjongg's). ``sources``: :func:`name_sources`
    of the library."""
    return bool(sources.get(fold(name), frozenset()) - {source})


def shared_names(rows: Iterable[BrowserRow], lang: str) -> frozenset[str]:
    """The keys of the rows :func:`told_apart` among these rows: listed with their source."""
    rows = list(rows)
    sources = name_sources((r.item for r in rows), lang)
    return frozenset(r.key for r in rows if told_apart(r.item.name(lang), r.item.source, sources))


def select(rows: Iterable[BrowserRow], query: BrowserQuery) -> list[BrowserRow]:
    """The rows the query keeps, in its order (ties by name, then key)."""
    words = fold(query.text).split()
    kept = [r for r in rows if _keep(r, query, words)]
    lang = query.lang

    def name(r: BrowserRow) -> tuple[str, str]:
        return fold(r.item.name(lang)), r.key

    if query.sort == "size":
        kept.sort(key=lambda r: (r.item.tiles, *name(r)))
    elif query.sort == "difficulty":
        kept.sort(key=lambda r: (r.difficulty is None, -(r.difficulty or 0.0), *name(r)))
    elif query.sort == "last_played":
        kept.sort(key=lambda r: (r.last_played is None, -(r.last_played or 0.0), *name(r)))
    else:
        kept.sort(key=name)
    return kept
