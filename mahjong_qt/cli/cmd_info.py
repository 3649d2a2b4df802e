"""``mahjong-layout info FILE [--map M] [--json]``: counts, levels, extents, free tiles, warnings,
and the measured difficulty when the atlas has it (``mahjong-layout atlas`` measures it).

Any format the editor reads; a GNOME file of several maps is described map by map (``--map``
picks one), and ``--json`` then prints a list, one object per map with its ``map`` title.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..core.difficulty_atlas import content_hash
from ..core.formats import load_layout_parts
from ..core.layout import Layout
from ..core.paths import user_paths
from ..core.shipped_atlas import measured_atlas
from .common import FILE_HELP, add_map_argument, load_or_report, report_error

NAME = "info"
HELP = "describe a layout: tile count, tiles per level, extents, free tiles at the start"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help=FILE_HELP)
    add_map_argument(parser)
    parser.add_argument("--json", action="store_true", help="print JSON")


def layout_info(layout: Layout) -> dict:
    min_x, min_y, width, height, levels = layout.geometry.extents()
    return {
        "id": layout.id,
        "name": {"en": layout.name("en"), "fr": layout.name("fr")},
        "author": layout.data.author,
        "category": layout.data.category,
        "tiles": layout.tile_count,
        "levels": layout.level_counts(),
        "extents": {"x": min_x, "y": min_y, "width": width, "height": height, "depth": levels},
        "free_at_start": layout.free_at_start(),
        "warnings": [w.message for w in layout.warnings],
        "difficulty": _difficulty(layout),
    }


def _difficulty(layout: Layout) -> dict | None:
    """The atlas's best measure of this layout, if one was made (none is made here)."""
    entry = measured_atlas(user_paths().cache_dir / "atlas").best(content_hash(layout.positions))
    if entry is None:
        return None
    return {
        "deals": entry.deals,
        "winnable_share": entry.winnable_share,
        "winnable_interval": list(entry.winnable_interval),
        "random_win_rate": entry.random_win_rate,
    }


def _layouts(args: argparse.Namespace) -> list[tuple[str, Layout]] | None:
    """(map title, layout) of each layout asked for; None when any cannot be read (said)."""
    if args.map is not None:
        layout = load_or_report(args.file, args.map)
        return None if layout is None else [("", layout)]
    parts = load_layout_parts(args.file)
    for part in parts:
        if part.error is not None:
            report_error(f"{args.file} [{part.part}]" if part.part else args.file, part.error)
    if any(part.layout is None for part in parts):
        return None
    return [(part.part, part.layout) for part in parts if part.layout is not None]


def run(args: argparse.Namespace) -> int:
    layouts = _layouts(args)
    if layouts is None:
        return 1
    infos = [
        {"map": part, **layout_info(layout)} if part else layout_info(layout)
        for part, layout in layouts
    ]
    if args.json:
        print(json.dumps(infos[0] if len(infos) == 1 else infos, ensure_ascii=False, indent=2))
        return 0
    for info in infos:
        _print(args.file, info)
    sys.stdout.flush()
    return 0


def _print(path: str, info: dict) -> None:
    where = f"{path} [{info['map']}]" if "map" in info else path
    ext = info["extents"]
    print(f"{where}: {info['name']['en']} / {info['name']['fr']} ({info['id']})")
    if info["author"]:
        print(f"  author: {info['author']}")
    if info["category"]:
        print(f"  category: {info['category']}")
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
