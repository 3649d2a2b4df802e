#!/usr/bin/env python3
"""Build the bundled layouts (all but the Turtle) from compact drawings and write layouts/*.json.

    python tools/layout_designs.py            # (re)write the files
    python tools/layout_designs.py --check    # exit 1 if a file differs from its design

The drawings are made with the kit of ``tools/layout_design_kit.py`` (patches of ``[]`` tiles);
the first designs are here, the later ones in ``tools/layout_designs_more.py``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from pydantic import ValidationError

if str(Path(__file__).resolve().parent.parent) not in sys.path:  # run as a script, or loaded
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # by path from a test

from mahjong_qt.core.layout import layout_to_json, parse_layout, save_layout  # noqa: E402
from tools.layout_design_kit import LAYOUTS, Design, Patch, block, tiles_row  # noqa: E402
from tools.layout_designs_more import MORE_DESIGNS  # noqa: E402

FORTRESS = Design(
    "fortress",
    "Fortress",
    "Forteresse",
    "A castle seen from above: four corner towers four levels high, walls with battlements"
    " between them, a gate in the south wall and a keep with four turrets in the middle.",
    "Un château vu d'en haut : quatre tours d'angle de quatre niveaux, des remparts crénelés"
    " entre elles, une porte dans le mur sud et un donjon à quatre tourelles au milieu.",
    (
        # Level 0: towers and side walls on even rows; half a tile down, the long walls (which
        # face the middle of each tower, half a tile away from it) and the keep.
        Patch(
            0,
            """
            |[][]                [][]
            |[][]                [][]
            | []                  []
            | []                  []
            | []                  []
            | []                  []
            | []                  []
            |[][]                [][]
            |[][]                [][]
            """,
        ),
        Patch(
            0,
            """
            |     [][][][][][][]
            |
            |     [][][][][][][]
            |     [][][][][][][]
            |     [][][][][][][]
            |     [][][][][][][]
            |
            |     [][][]  [][][]
            """,
            dy=1,
        ),
        # Level 1: the towers go on; merlons on the walls; two small towers guard the gate; the
        # keep steps in, its corners rise as turrets.
        Patch(
            1,
            """
            |[][]                [][]
            |[][]                [][]
            |
            |
            | []                  []
            |
            |
            |[][]                [][]
            |[][]                [][]
            """,
        ),
        Patch(
            1,
            """
            |      []   []   []
            |
            | []  []          []  []
            |       [][][][][]
            |       [][][][][]
            | []  []          []  []
            |
            |      [] []  [] []
            """,
            dy=1,
        ),
        # Level 2: towers, turrets, gate towers and the keep's roof.
        Patch(
            2,
            """
            |[][]                [][]
            |[][]                [][]
            |
            |
            |         [][][]
            |
            |
            |[][]                [][]
            |[][]                [][]
            """,
        ),
        Patch(
            2,
            """
            |     []          []
            |
            |
            |     []          []
            |
            |         []  []
            """,
            dy=5,
        ),
        # Level 3: a cap straddling each tower's four tiles; the top of the keep.
        Patch(
            3,
            """
            | []                  []
            |
            |
            |
            |
            |
            |
            | []                  []
            """,
            dy=1,
        ),
        Patch(3, tiles_row(1, indent=11), dy=8),
    ),
)

PYRAMID = Design(
    "pyramid",
    "Pyramid",
    "Pyramide",
    "A stepped pyramid of four levels, seen from above, with the foot of a stairway on each side.",
    "Une pyramide à degrés de quatre niveaux, vue d'en haut, avec le pied d'un escalier sur"
    " chaque face.",
    (
        Patch(
            0,
            """
            |          []
            |  [][][][][][][][][]
            |  [][][][][][][][][]
            |  [][][][][][][][][]
            |[][][][][][][][][][][]
            |  [][][][][][][][][]
            |  [][][][][][][][][]
            |  [][][][][][][][][]
            |          []
            """,
        ),
        Patch(1, block(7, 5, indent=4), dy=4),
        Patch(2, block(5, 3, indent=6), dy=6),
        Patch(3, block(3, 1, indent=8), dy=8),
    ),
)

BUTTERFLY = Design(
    "butterfly",
    "Butterfly",
    "Papillon",
    "Two wings spread on each side of a raised body, with spots on the wings and two antennae.",
    "Deux ailes déployées de part et d'autre d'un corps surélevé, des taches sur les ailes et"
    " deux antennes.",
    (
        Patch(
            0,
            """
            |  [][][]              [][][]
            |  [][][][]          [][][][]
            |[][][][][][]  []  [][][][][][]
            | [][][][][][] [] [][][][][][]
            |   [][][][][] [] [][][][][]
            |      [][][][][][][][][]
            |    [][][][]  []  [][][][]
            |      [][]    []    [][]
            """,
        ),
        # The antennae leave the head half a tile up at each step.
        Patch(0, "|          []      []", dy=-1),
        Patch(0, "|            []  []", dy=1),
        Patch(
            1,
            """
            |   [][]                [][]
            |   [][]       []       [][]
            |              []
            |              []
            |       []     []     []
            """,
            dy=3,
        ),
        Patch(2, "|    []                  []", dy=4),
        Patch(2, "|              []\n|              []", dy=7),
    ),
)

COURTYARD = Design(
    "courtyard",
    "Courtyard",
    "Cour",
    "A square courtyard closed by a wall two levels high, with a gate between two posts, a"
    " fountain in the middle and a planter in each corner.",
    "Une cour carrée fermée par un mur de deux niveaux, avec un portail entre deux piliers, une"
    " fontaine au milieu et un bac à fleurs dans chaque coin.",
    (
        # Level 0: the wall with its gate, the rim of the fountain; the planters half a tile off.
        Patch(
            0,
            """
            |[][][][][][][][][]
            |[]              []
            |[]    [][][]    []
            |[]    []  []    []
            |[]    [][][]    []
            |[]              []
            |[][][][]  [][][][]
            """,
        ),
        Patch(
            0,
            """
            |   []        []
            |
            |
            |   []        []
            """,
            dy=3,
        ),
        # Level 1: the wall again; the fountain's top straddles its rim.
        Patch(
            1,
            """
            |[][][][][][][][][]
            |[]              []
            |[]              []
            |[]              []
            |[]              []
            |[]              []
            |[][][][]  [][][][]
            """,
        ),
        Patch(1, block(2, 2, indent=7), dy=5),
        # Level 2: the gate posts.
        Patch(2, "|      []  []", dy=12),
    ),
)

BRIDGE = Design(
    "little-bridge",
    "Little bridge",
    "Petit pont",
    "A small humpback bridge with its parapet, over a stream between two banks: an easy layout"
    " to learn the game.",
    "Un petit pont en dos d'âne avec son parapet, au-dessus d'un ruisseau entre deux rives : une"
    " disposition facile pour apprendre le jeu.",
    (
        # The arch is drawn on even and odd rows (two patches each level) so that it curves; its
        # stones touch in short runs only, which keeps the layout easy. Banks on each side.
        Patch(
            0,
            """
            |            [][][]
            |
            |      []              []
            |[][][]                  [][][]
            |[][]                      [][]
            """,
        ),
        # The rest of the arch, and the stream under it.
        Patch(
            0,
            """
            |          []      []
            |        []          []
            |
            |           [][][][]
            """,
            dy=1,
        ),
        # The parapet, one stone on each stone of the arch.
        Patch(
            1,
            """
            |            [][][]
            |
            |      []              []
            |    []                  []
            """,
        ),
        Patch(
            1,
            """
            |          []      []
            |        []          []
            """,
            dy=1,
        ),
    ),
)

CAT = Design(
    "cat",
    "Cat",
    "Chat",
    "The face of a cat with pointed ears, slit eyes and whiskers: an easy layout.",
    "La tête d'un chat aux oreilles pointues, aux yeux fendus et avec ses moustaches : une"
    " disposition facile.",
    (
        # Level 0: ears, face and a whisker on each cheek; the lower whiskers half a tile down.
        Patch(
            0,
            """
            |    []            []
            |   [][]          [][]
            |   [][][][][][][][][]
            |   [][][][][][][][][]
            |[] [][][][][][][][][] []
            |   [][][][][][][][][]
            |    [][][][][][][][]
            |     [][][][][][][]
            """,
        ),
        Patch(0, "|[]                    []", dy=11),
        # Level 1: the eyes (two tiles each, like slits), the nose and the mouth.
        Patch(1, "|      []        []\n|      []        []", dy=6),
        Patch(1, "|           []\n|         []  []", dy=11),
    ),
)

FLOWER = Design(
    "flower",
    "Flower",
    "Fleur",
    "A daisy: eight petals around a raised heart, on a stem with two leaves.",
    "Une marguerite : huit pétales autour d'un cœur surélevé, sur une tige avec deux feuilles.",
    (
        # Level 0: the heart, the petals, the stem and the leaves on even rows; the west and
        # east petals (half a tile away from the heart) and the ends of the leaves on odd rows.
        Patch(
            0,
            """
            |           []
            |  []      [][]      []
            |    [][]  [][]  [][]
            |    [][]  [][]  [][]
            |         [][][]
            |[]       [][][]       []
            |         [][][]
            |    [][]  [][]  [][]
            |    [][]  [][]  [][]
            |  []      [][]      []
            |           []
            |           []
            |   []      []      []
            |       []  []  []
            |       []  []  []
            |           []
            |           []
            """,
        ),
        Patch(
            0,
            """
            |  [][][]        [][][]
            |  [][][]        [][][]
            |
            |
            |
            |
            |
            |
            |     []          []
            |     []  []  []  []
            """,
            dy=9,
        ),
        # Level 1: a ridge on each petal and leaf, the heart's second level.
        Patch(
            1,
            """
            |           []
            |     []    []    []
            |
            |          [][]
            |          [][]
            |
            |     []    []    []
            |           []
            """,
            dy=3,
        ),
        Patch(
            1,
            """
            |   [][]          [][]
            |
            |
            |
            |
            |
            |
            |
            |      []        []
            """,
            dy=10,
        ),
        # Level 2: the top of the heart.
        Patch(2, tiles_row(1, indent=11), dy=10),
    ),
)

DESIGNS: tuple[Design, ...] = (
    FORTRESS,
    PYRAMID,
    BUTTERFLY,
    COURTYARD,
    BRIDGE,
    CAT,
    FLOWER,
    *MORE_DESIGNS,
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the files")
    parser.add_argument("--out-dir", type=Path, default=LAYOUTS, help="default: layouts/")
    args = parser.parse_args(argv)
    stale: list[Path] = []
    failed = 0
    for design in DESIGNS:
        try:
            model = design.model()
        except (ValidationError, ValueError) as e:
            message = e.errors()[0]["msg"] if isinstance(e, ValidationError) else str(e)
            print(f"error: {design.id}: {message}", file=sys.stderr)
            failed += 1
            continue
        path = args.out_dir / f"{design.id}.json"
        text = layout_to_json(model)
        layout = parse_layout(text, str(path))
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path)
            continue
        save_layout(model, path)
        levels = "/".join(str(n) for n in layout.level_counts())
        print(f"{path}: {layout.tile_count} tiles, levels {levels}, {layout.free_at_start()} free")
        for warning in layout.warnings:
            print(f"  {warning}")
    for path in stale:
        print(f"stale: {path} (run tools/layout_designs.py)", file=sys.stderr)
    return 1 if stale or failed else 0


if __name__ == "__main__":
    sys.exit(main())
