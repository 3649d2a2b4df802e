"""The limits of a layout: how many tiles, how far across, how many levels.

Kept apart from the schema so the geometry checks (:mod:`mahjong_qt.core.layout_issues`) and the
schema (:mod:`mahjong_qt.core.layout_schema`) can both read them without importing each other.
"""

from __future__ import annotations

__all__ = ["MAX_TILES", "MAX_XY", "MAX_Z", "MAX_FILE_BYTES"]

MAX_TILES = 576  # four full sets
MAX_XY = 254  # half-tile units: 127 tiles across
MAX_Z = 31  # 32 levels
MAX_FILE_BYTES = 2_000_000  # a layout file
