"""Deals shipped with the game, for the first game of a fresh install (issue 28 item 1).

A fresh install has no prepared deal (:mod:`.deal_shelf`), so its first game would wait for the
solver's worker process to start, import the solver and deal: most of a cold start. The first
game is always the same one (Classic on the Turtle, game 1, the player's difficulty and the full
set), so its deals ship with the game in ``first_deals.json``: exactly the deals
:func:`~.deals.make_deal` makes for it (a test checks), kept in the prepared deals' format and
taken the same way, each proven winnable by replaying its solution before it is used.

``python -m mahjong_qt.core.first_deals`` writes the file again (after a change to how deals are
made, when that test says so).
"""

from __future__ import annotations

from pathlib import Path

from .deal_shelf import DealShelf
from .deals import Difficulty, make_deal
from .layout import load_layout
from .tiles import TileSetVariant

__all__ = ["FIRST_DEALS_FILE", "FIRST_GAMES", "shipped_deals", "write_first_deals"]

FIRST_DEALS_FILE = Path(__file__).with_name("first_deals.json")
#: (layout id, game number, difficulty, tile set) of the games whose deals ship.
FIRST_GAMES = tuple(("turtle", 1, d, TileSetVariant.FULL) for d in Difficulty)


def shipped_deals() -> DealShelf:
    """The shipped deals, read-only (a deal taken is taken for this run only)."""
    return DealShelf(FIRST_DEALS_FILE, persist=False)


def write_first_deals(path: Path = FIRST_DEALS_FILE) -> None:
    """Make the deals of :data:`FIRST_GAMES` and write them to ``path``."""
    from ..resources import layouts_dir
    from .modes.setup import classic_setup

    path.unlink(missing_ok=True)
    shelf = DealShelf(path)
    for layout_id, number, difficulty, variant in FIRST_GAMES:
        layout = load_layout(str(layouts_dir() / f"{layout_id}.json"))
        setup = classic_setup(layout, number, difficulty, variant, None, None)
        shelf.keep(setup, make_deal(layout, number, difficulty, variant))


if __name__ == "__main__":
    write_first_deals()
    print(f"wrote {FIRST_DEALS_FILE}")
