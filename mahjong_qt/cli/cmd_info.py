"""``mahjong-layout info FILE [--json]``: counts, levels, extents, free tiles, warnings, and the
measured difficulty when the atlas has it (``mahjong-layout atlas`` measures it)."""

from __future__ import annotations

import argparse
import json

from ..core.atlas_cache import AtlasCache
from ..core.difficulty_atlas import content_hash
from ..core.layout import Layout
from ..core.paths import user_paths
from .common import load_or_report

NAME = "info"
HELP = "describe a layout: tile count, tiles per level, extents, free tiles at the start"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a layout file (.json)")
    parser.add_argument("--json", action="store_true", help="print JSON")


def layout_info(layout: Layout) -> dict:
    min_x, min_y, width, height, levels = layout.geometry.extents()
    return {
        "id": layout.id,
        "name": {"en": layout.name("en"), "fr": layout.name("fr")},
        "tiles": layout.tile_count,
        "levels": layout.level_counts(),
        "extents": {"x": min_x, "y": min_y, "width": width, "height": height, "depth": levels},
        "free_at_start": layout.free_at_start(),
        "warnings": [w.message for w in layout.warnings],
        "difficulty": _difficulty(layout),
    }


def _difficulty(layout: Layout) -> dict | None:
    """The atlas's best measure of this layout, if one was made (none is made here)."""
    entry = AtlasCache(user_paths().cache_dir / "atlas").best(content_hash(layout.positions))
    if entry is None:
        return None
    return {
        "deals": entry.deals,
        "winnable_share": entry.winnable_share,
        "winnable_interval": list(entry.winnable_interval),
        "random_win_rate": entry.random_win_rate,
    }


def run(args: argparse.Namespace) -> int:
    layout = load_or_report(args.file)
    if layout is None:
        return 1
    info = layout_info(layout)
    if args.json:
        print(json.dumps(info, ensure_ascii=False, indent=2))
        return 0
    ext = info["extents"]
    print(f"{args.file}: {info['name']['en']} / {info['name']['fr']} ({info['id']})")
    print(f"  tiles: {info['tiles']}")
    print(f"  per level: {', '.join(str(n) for n in info['levels'])}")
    print(
        f"  extents: {ext['width']} x {ext['height']} half-tiles, {ext['depth']} levels"
        f" (from x={ext['x']}, y={ext['y']})"
    )
    print(f"  free at the start: {info['free_at_start']}")
    for w in info["warnings"]:
        print(f"  warning: {w}")
    difficulty = info["difficulty"]
    if difficulty is not None:
        low, high = difficulty["winnable_interval"]
        print(
            f"  difficulty ({difficulty['deals']} random deals): winnable"
            f" {100 * (difficulty['winnable_share'] or 0):.1f} % [{100 * low:.1f} .. {100 * high:.1f}],"
            f" random player {100 * (difficulty['random_win_rate'] or 0):.1f} %"
        )
    return 0
