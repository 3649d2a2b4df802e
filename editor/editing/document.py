"""The layout being edited: tile positions, the number of levels and the metadata (pure Python).

The document is the model the editor's scene projects (Orange canvas-core style): the scene never
changes it directly. Every edit is a command object (:mod:`editor.editing.commands`) whose ``do`` and
``undo`` call :meth:`LayoutDocument.apply`, which changes the positions and tells the listeners
exactly what changed (a :class:`Change`), so views update only what they must.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from mahjong_qt.core.geometry import Position, canonical_order, overlap_cells
from mahjong_qt.core.layout import Layout
from mahjong_qt.core.layout_schema import MAX_XY, MAX_Z, SCHEMA_VERSION, LayoutModel

__all__ = ["Metadata", "Change", "LayoutDocument", "DEFAULT_ID"]

DEFAULT_ID = "my-layout"


@dataclass(frozen=True)
class Metadata:
    """What a layout file says besides its tiles: id, names, descriptions (en/fr), author,
    category."""

    id: str = DEFAULT_ID
    name_en: str = "My layout"
    name_fr: str = "Ma disposition"
    description_en: str = ""
    description_fr: str = ""
    author: str = ""
    category: str = ""

    @classmethod
    def from_model(cls, model: LayoutModel) -> Metadata:
        return cls(
            id=model.id,
            name_en=model.name.en,
            name_fr=model.name.fr,
            description_en=model.description.en,
            description_fr=model.description.fr,
            author=model.author,
            category=model.category,
        )

    def name(self, lang: str) -> str:
        return self.name_fr if lang == "fr" else self.name_en


@dataclass(frozen=True)
class Change:
    """What one edit did: positions removed and added, and whether levels/metadata changed."""

    removed: frozenset[Position] = frozenset()
    added: frozenset[Position] = frozenset()
    levels_changed: bool = False
    metadata_changed: bool = False


Listener = Callable[[Change], None]


@dataclass(eq=False)
class LayoutDocument:
    """A layout in the making. ``levels`` may exceed the highest used level (empty layers)."""

    tiles: set[Position] = field(default_factory=set)
    levels: int = 1
    metadata: Metadata = field(default_factory=Metadata)
    listeners: list[Listener] = field(default_factory=list)

    # -- construction ---------------------------------------------------------------------------
    @classmethod
    def from_positions(
        cls, positions: Iterable[Position], metadata: Metadata | None = None
    ) -> LayoutDocument:
        tiles = {(int(x), int(y), int(z)) for x, y, z in positions}
        levels = max((p[2] for p in tiles), default=0) + 1
        return cls(tiles, levels, metadata or Metadata())

    @classmethod
    def from_layout(cls, layout: Layout) -> LayoutDocument:
        return cls.from_positions(layout.positions, Metadata.from_model(layout.model))

    def replace_all(self, other: LayoutDocument) -> None:
        """Take over another document's content (open a file) and tell the listeners."""
        removed = frozenset(self.tiles)
        self.tiles = set(other.tiles)
        self.levels = other.levels
        self.metadata = other.metadata
        self._notify(Change(removed, frozenset(self.tiles), True, True))

    # -- queries --------------------------------------------------------------------------------
    def positions(self) -> list[Position]:
        """The tiles in canonical order (level, row, column), as a layout file lists them."""
        return canonical_order(self.tiles)

    def __len__(self) -> int:
        return len(self.tiles)

    def __contains__(self, p: object) -> bool:
        return p in self.tiles

    def level_counts(self) -> list[int]:
        """Tiles per level, for every level of the document (empty ones too)."""
        counts = Counter(p[2] for p in self.tiles)
        return [counts.get(z, 0) for z in range(self.levels)]

    def on_level(self, z: int) -> set[Position]:
        return {p for p in self.tiles if p[2] == z}

    def overlapping(self, p: Position, ignore: Iterable[Position] = ()) -> list[Position]:
        """Tiles on ``p``'s level that a tile at ``p`` would overlap (or be at the same place)."""
        skip = set(ignore)
        x, y, z = p
        return [q for q in overlap_cells(x, y, z) if q in self.tiles and q not in skip]

    def can_place(self, p: Position) -> bool:
        """A tile may go at ``p``: inside the coordinate limits and overlapping nothing."""
        x, y, z = p
        inside = 0 <= x <= MAX_XY and 0 <= y <= MAX_XY and 0 <= z <= MAX_Z
        return inside and not self.overlapping(p)

    def to_model(self) -> LayoutModel:
        """The layout file's model. Raises pydantic's ``ValidationError`` on geometry errors."""
        m = self.metadata
        return LayoutModel(
            schema_version=SCHEMA_VERSION,
            id=m.id,
            name={"en": m.name_en, "fr": m.name_fr},
            description={"en": m.description_en, "fr": m.description_fr},
            author=m.author,
            category=m.category,
            tiles=list(self.positions()),
        )

    # -- changes (called by commands only) ------------------------------------------------------
    def apply(
        self,
        removed: Iterable[Position] = (),
        added: Iterable[Position] = (),
        levels: int | None = None,
    ) -> Change:
        """Remove then add positions, set the level count; notify listeners. Used by commands."""
        rem = frozenset(removed)
        add = frozenset(added)
        missing = rem - self.tiles
        if missing:
            raise ValueError(f"not in the layout: {sorted(missing)}")
        if (add - rem) & self.tiles:
            raise ValueError(f"already in the layout: {sorted((add - rem) & self.tiles)}")
        self.tiles -= rem
        self.tiles |= add
        new_levels = max(levels if levels is not None else self.levels, self._min_levels())
        levels_changed = new_levels != self.levels
        self.levels = new_levels
        change = Change(rem - add, add - rem, levels_changed)
        self._notify(change)
        return change

    def set_metadata(self, metadata: Metadata) -> None:
        self.metadata = metadata
        self._notify(Change(metadata_changed=True))

    def _min_levels(self) -> int:
        return max((p[2] for p in self.tiles), default=0) + 1

    def _notify(self, change: Change) -> None:
        for listener in list(self.listeners):
            listener(change)
