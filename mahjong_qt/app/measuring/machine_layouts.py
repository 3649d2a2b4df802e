"""The layouts on the machine with no difficulty measured yet, for :class:`IdleMeasurer`."""

from __future__ import annotations

from functools import partial

from mahjong_qt.app.dialogs.layout_browser_data import layout_of, machine_rows
from mahjong_qt.core.library_state import LibraryState
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.records import Records

from .idle_measurer import Unmeasured

__all__ = ["unmeasured_machine_layouts"]


def unmeasured_machine_layouts(paths: UserPaths, state: LibraryState) -> Unmeasured:
    """Other games' layouts and the player's folder's that have no measure, smallest first (the
    quickest to measure), hidden ones left out."""
    rows, _bad = machine_rows(paths, Records(), state)
    left = sorted((r for r in rows if r.atlas is None and not r.hidden), key=lambda r: r.item.tiles)
    return [(r.item.content_hash, partial(layout_of, r.item)) for r in left]
