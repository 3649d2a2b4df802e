"""More bundled layouts of our own design (issue 17): drawings for ``tools/layout_designs.py``.

Small to large (34 to 288 tiles), flat and tall, square and round, aligned and half-shifted.
"""

from __future__ import annotations

from tools.layout_design_kit import Design, Patch, block, centered, tiles_row

__all__ = ["MORE_DESIGNS"]

STAIRCASE = Design(
    "staircase",
    "Staircase",
    "Escalier",
    "Four flights rising to the left, each a step higher and three tiles shorter: the top step is"
    " freed from its right side only.",
    "Quatre volées qui montent vers la gauche, chacune plus haute d'un niveau et plus courte de"
    " trois tuiles : la marche du haut ne se libère que par sa droite.",
    (
        Patch(0, block(10, 4)),
        Patch(1, block(7, 4)),
        Patch(2, block(4, 4)),
        Patch(3, block(1, 4)),
    ),
)

DIAMOND = Design(
    "diamond",
    "Diamond",
    "Diamant",
    "A cut stone: rows widening to the middle and narrowing again, four facets stacked on it.",
    "Une pierre taillée : des rangées qui s'élargissent jusqu'au milieu puis se resserrent, et"
    " quatre facettes empilées dessus.",
    (
        Patch(0, centered([2, 4, 6, 8, 10, 8, 6, 4, 2])),
        Patch(1, centered([2, 4, 6, 4, 2], 10), dy=4),
        Patch(2, centered([2, 4, 2], 10), dy=6),
        Patch(3, centered([2], 10), dy=8),
    ),
)

CROSS = Design(
    "cross",
    "Cross",
    "Croix",
    "Two broad bars crossing, a narrower cross on them and a square block where they meet.",
    "Deux larges barres qui se croisent, une croix plus étroite par-dessus et un carré à leur"
    " rencontre.",
    (
        Patch(0, centered([4, 4, 4, 4, 12, 12, 12, 12, 4, 4, 4, 4])),
        Patch(1, centered([2, 2, 2, 8, 8, 2, 2, 2], 12), dy=4),
        Patch(2, centered([2, 2], 12), dy=10),
    ),
)

RING = Design(
    "ring",
    "Ring",
    "Anneau",
    "A square ring two tiles thick, crowned by a thinner ring that straddles its two rows.",
    "Un anneau carré épais de deux tuiles, couronné d'un anneau plus fin à cheval sur ses deux"
    " rangées.",
    (
        Patch(0, block(10, 2)),
        Patch(0, "\n".join(["|[][]            [][]"] * 6), dy=4),
        Patch(0, block(10, 2), dy=16),
        Patch(1, tiles_row(9), dx=1, dy=1),
        Patch(1, "\n".join(["|[]              []"] * 7), dx=1, dy=3),
        Patch(1, tiles_row(9), dx=1, dy=17),
    ),
)

TWIN_TOWERS = Design(
    "twin-towers",
    "Twin towers",
    "Tours jumelles",
    "Two square towers five levels high, joined by a two-storey bridge.",
    "Deux tours carrées de cinq niveaux, reliées par un pont à deux étages.",
    (
        Patch(0, "|[][][]          [][][]\n|[][][][][][][][][][][]\n|[][][]          [][][]"),
        Patch(1, "|[][][]          [][][]\n|[][][][][][][][][][][]\n|[][][]          [][][]"),
        Patch(2, "|[][][]          [][][]\n|[][][]          [][][]\n|[][][]          [][][]"),
        Patch(3, "|[][][]          [][][]\n|[][][]          [][][]\n|[][][]          [][][]"),
        Patch(4, "|  []              []", dy=2),
    ),
)

CHEQUERBOARD = Design(
    "chequerboard",
    "Chequerboard",
    "Damier",
    "A board eight tiles by six with every other square raised: every raised tile is free, and"
    " none of the board beneath.",
    "Un plateau de huit tuiles sur six dont une case sur deux est surélevée : toutes les tuiles"
    " surélevées sont libres, aucune de celles du plateau.",
    (
        Patch(0, block(8, 6)),
        Patch(1, "\n".join(["|[]  []  []  []", "|  []  []  []  []"] * 3)),
    ),
)

SPIRAL = Design(
    "spiral",
    "Spiral",
    "Spirale",
    "A path winding into the centre, its outer turn doubled by a second level.",
    "Un chemin qui s'enroule jusqu'au centre, son tour extérieur doublé d'un second niveau.",
    (
        Patch(
            0,
            """
            |[][][][][][][][][][][]
            |                    []
            |[][][][][][][][][]  []
            |[]              []  []
            |[]  [][][][][]  []  []
            |[]  []      []  []  []
            |[]  []  [][][]  []  []
            |[]  []          []  []
            |[]  [][][][][][][]  []
            |[]                  []
            |[][][][][][][][][][][]
            """,
        ),
        Patch(
            1,
            """
            |[][][][][][][][][][][]
            |                    []
            |                    []
            |                    []
            |                    []
            |                    []
            |                    []
            |                    []
            |                    []
            |                    []
            |[][][][][][][][][][][]
            """,
        ),
    ),
)

ISLANDS = Design(
    "islands",
    "Islands",
    "Îles",
    "Four small islands around a larger one, each rising to a peak of tiles set across the"
    " tiles below.",
    "Quatre petites îles autour d'une plus grande, chacune montant en un sommet de tuiles posées"
    " à cheval sur celles du dessous.",
    (
        Patch(0, block(3, 3)),
        Patch(0, block(3, 3), dx=20),
        Patch(0, block(3, 3), dy=14),
        Patch(0, block(3, 3), dx=20, dy=14),
        Patch(1, block(2, 2), dx=1, dy=1),
        Patch(1, block(2, 2), dx=21, dy=1),
        Patch(1, block(2, 2), dx=1, dy=15),
        Patch(1, block(2, 2), dx=21, dy=15),
        Patch(0, block(4, 4), dx=9, dy=6),
        Patch(1, block(3, 3), dx=10, dy=7),
        Patch(2, block(2, 2), dx=11, dy=8),
        Patch(3, tiles_row(1), dx=12, dy=9),
    ),
)

HOURGLASS = Design(
    "hourglass",
    "Hourglass",
    "Sablier",
    "Two triangles meeting at a narrow waist; the sand has run into the lower half.",
    "Deux triangles qui se rejoignent par un étroit goulot ; le sable a coulé dans la moitié du"
    " bas.",
    (
        Patch(0, centered([10, 8, 6, 4, 2, 4, 6, 8, 10])),
        Patch(1, centered([8], 10)),
        Patch(1, centered([4, 6, 8], 10), dy=12),
        Patch(2, centered([4, 6], 10), dy=14),
    ),
)

MOUNTAINS = Design(
    "three-peaks",
    "Three peaks",
    "Trois sommets",
    "A range of three mountains: two of three levels flanking a taller one of four.",
    "Une chaîne de trois montagnes : deux de trois niveaux de part et d'autre d'une plus haute,"
    " de quatre.",
    (
        *(
            patch
            for dx in (0, 28)
            for patch in (
                Patch(0, block(6, 6), dx=dx, dy=4),
                Patch(1, block(4, 4), dx=dx + 2, dy=6),
                Patch(2, block(2, 2), dx=dx + 4, dy=8),
            )
        ),
        Patch(0, block(6, 8), dx=14),
        Patch(1, block(4, 6), dx=16, dy=2),
        Patch(2, block(2, 4), dx=18, dy=4),
        Patch(3, block(2, 2), dx=18, dy=6),
    ),
)

GREAT_WALL = Design(
    "great-wall",
    "Great wall",
    "Grande Muraille",
    "Two full sets of tiles: four sections of a wall three levels thick, zigzagging over the"
    " hills, each section narrowing to its walkway.",
    "Deux jeux complets de tuiles : quatre tronçons d'une muraille épaisse de trois niveaux, en"
    " zigzag sur les collines, chacun se resserrant jusqu'à son chemin de ronde.",
    tuple(
        patch
        for dx, dy in ((0, 0), (18, 6), (36, 0), (54, 6))
        for patch in (
            Patch(0, block(8, 4), dx=dx, dy=dy),
            Patch(1, block(8, 3), dx=dx, dy=dy + 1),
            Patch(2, block(8, 2), dx=dx, dy=dy + 2),
        )
    ),
)

LANTERN = Design(
    "lantern",
    "Lantern",
    "Lanterne",
    "A paper lantern: a round body of rows, a cap and a tassel, lit by a tall core.",
    "Une lanterne de papier : un corps rond fait de rangées, un chapeau et un gland, éclairée"
    " par un haut cœur.",
    (
        Patch(0, centered([2, 6, 8, 10, 10, 10, 8, 6, 2, 1, 1])),
        Patch(1, centered([4, 6, 6, 6, 4], 10), dy=4),
        Patch(2, centered([2, 4, 2], 10), dy=6),
        Patch(3, centered([2], 10), dy=8),
    ),
)

TEMPLE = Design(
    "temple",
    "Temple",
    "Temple",
    "Steps, a row of columns and a roof on top of them, seen from the front.",
    "Des marches, une rangée de colonnes et un toit posé dessus, vus de face.",
    (
        Patch(0, centered([12, 14, 16])),
        Patch(0, "\n".join(["| []  []  []  []  []  []  []  []"] * 3), dy=-6),
        Patch(0, centered([12, 14, 16]), dy=-12),
        Patch(1, centered([8, 10], 16), dy=-12),
        Patch(2, centered([6], 16), dy=-12),
        Patch(1, centered([10, 12], 16)),
    ),
)

CRAB = Design(
    "crab",
    "Crab",
    "Crabe",
    "A crab with a high shell, two raised claws and four legs a side.",
    "Un crabe à la carapace bombée, deux pinces levées et quatre pattes de chaque côté.",
    (
        Patch(
            0,
            """
            |[][]                    [][]
            |[]  []                []  []
            |  [][]                [][]
            |      [][][][][][][][]
            |[]  [][][][][][][][][][]  []
            |  []  [][][][][][][][]  []
            |[]  [][][][][][][][][][]  []
            |  []  [][][][][][][][]  []
            |        []        []
            """,
        ),
        Patch(1, block(6, 3), dx=8, dy=7),
        Patch(2, block(4, 2), dx=10, dy=8),
        Patch(1, "|[]                      []", dx=1, dy=1),
    ),
)

PAGODA = Design(
    "pagoda",
    "Little pagoda",
    "Petite pagode",
    "A small pagoda of four roofs for a short game, each roof wider than the storey above it.",
    "Une petite pagode de quatre toits pour une partie courte, chaque toit plus large que"
    " l'étage du dessus.",
    (
        Patch(0, centered([6, 4, 6])),
        Patch(1, centered([4, 2, 4], 6)),
        Patch(2, centered([2, 2, 2], 6)),
        Patch(3, centered([2], 6), dy=2),
    ),
)

ARCH = Design(
    "arch",
    "Arch bridge",
    "Pont en arc",
    "A stone bridge of three arches over a river; its deck is laid across the piers.",
    "Un pont de pierre à trois arches au-dessus d'une rivière ; son tablier repose à cheval sur"
    " les piles.",
    (
        Patch(0, "\n".join(["|[][]    [][]    [][]    [][]"] * 3), dy=2),
        Patch(0, tiles_row(14), dy=0),
        Patch(1, tiles_row(14)),
        Patch(1, "\n".join(["|[][]    [][]    [][]    [][]"] * 2), dy=4),
        Patch(2, tiles_row(12), dx=2),
        Patch(2, "|[][]    [][]    [][]    [][]", dy=6),
    ),
)

HEART = Design(
    "heart",
    "Heart",
    "Cœur",
    "Two rounded lobes and a point, with a second heart laid inside the first.",
    "Deux lobes arrondis et une pointe, avec un second cœur posé à l'intérieur du premier.",
    (
        Patch(
            0,
            """
            |  [][][]    [][][]
            |[][][][][][][][][][]
            |[][][][][][][][][][]
            |  [][][][][][][][]
            |    [][][][][][]
            |      [][][][]
            |        [][]
            """,
        ),
        Patch(1, "|  [][]    [][]\n|  [][][][][][]\n|    [][][][]\n|      [][]", dx=2, dy=2),
        Patch(2, "|[]    []\n|  [][]", dx=6, dy=5),
    ),
)

EYE = Design(
    "eye",
    "Eye",
    "Œil",
    "An almond-shaped eye: long lids of single rows around a round iris four levels high.",
    "Un œil en amande : de longues paupières d'une seule rangée autour d'un iris rond haut de"
    " quatre niveaux.",
    (
        Patch(0, centered([6, 12, 16, 18, 16, 12, 6])),
        Patch(1, centered([4, 6, 6, 6, 4], 18), dy=2),
        Patch(2, centered([2, 4, 2], 18), dy=4),
        Patch(3, centered([2], 18), dy=6),
    ),
)

MORE_DESIGNS: tuple[Design, ...] = (
    STAIRCASE,
    DIAMOND,
    CROSS,
    RING,
    TWIN_TOWERS,
    CHEQUERBOARD,
    SPIRAL,
    ISLANDS,
    HOURGLASS,
    MOUNTAINS,
    GREAT_WALL,
    LANTERN,
    TEMPLE,
    CRAB,
    PAGODA,
    ARCH,
    HEART,
    EYE,
)
