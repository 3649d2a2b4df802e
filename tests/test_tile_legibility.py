"""Faces for every eye, measured on the rendered pixels (PRODUCT §4, accessibility).

* the corner index stands out from the face by at least 4.5 : 1 (WCAG AA for text), in every
  style, size and selection look;
* the 42 faces stay pairwise distinct after a simulation of protanopia, deuteranopia and
  tritanopia (Machado, Oliveira & Fernandes 2009, severity 1, applied in linear RGB) and in
  grey levels alone, so no two faces are told apart by colour only;
* the high-contrast style has no colour at all, and its marks for selection and hint show
  without a tint.
"""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from mahjong_qt.core.tiles import KIND_COUNT
from mahjong_qt.ui.tile_faces import INDEX_SCALES
from mahjong_qt.ui.tile_renderer import TileLook, TileRenderer
from mahjong_qt.ui.tile_style import HIGH_CONTRAST, STYLES

# Machado et al. 2009, table of simulation matrices, severity 1.0 (rows: R', G', B').
MACHADO = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
LUMINANCE = (0.2126, 0.7152, 0.0722)
TABLE = QColor("#2E6B4F")


def to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255.0 * (v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


LINEAR = [to_linear(c) for c in range(256)]


def pixels(image: QImage, background: QColor = TABLE) -> list[tuple[int, int, int]]:
    """The image over the table colour, as (r, g, b) tuples row by row."""
    flat = QImage(image.size(), QImage.Format.Format_RGB888)
    flat.fill(background)
    painter = QPainter(flat)
    painter.drawImage(0, 0, image)
    painter.end()
    data, bpl, w = bytes(flat.constBits()), flat.bytesPerLine(), flat.width()
    return [
        (data[y * bpl + 3 * x], data[y * bpl + 3 * x + 1], data[y * bpl + 3 * x + 2])
        for y in range(flat.height())
        for x in range(w)
    ]


def relative_luminance(rgb) -> float:
    return sum(k * LINEAR[c] for k, c in zip(LUMINANCE, rgb, strict=True))


def contrast(a, b) -> float:
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def simulate(px: list[tuple[int, int, int]], condition: str) -> list[tuple[float, ...]]:
    out = []
    for r, g, b in px:
        lin = (LINEAR[r], LINEAR[g], LINEAR[b])
        if condition == "grey":
            y = to_srgb(sum(k * c for k, c in zip(LUMINANCE, lin, strict=True)))
            out.append((y, y, y))
        elif condition == "none":
            out.append((float(r), float(g), float(b)))
        else:
            m = MACHADO[condition]
            out.append(
                tuple(to_srgb(sum(k * c for k, c in zip(row, lin, strict=True))) for row in m)
            )
    return out


# -- the corner index is legible -----------------------------------------------------------


def corner(pixmap) -> QImage:
    """The top-left quarter of a tile, where the index is."""
    image = pixmap.toImage()
    return image.copy(0, 0, image.width() // 2, image.height() // 2)


def index_contrasts(style_id: str, scale: float, look: TileLook, size: int = 110):
    """For each face: the contrast between its index ink and the face behind it, measured where
    the index glyph covers pixels fully."""
    style = STYLES[style_id]
    # Two renderers that differ only in the index ink: the pixels that change are the index.
    real = TileRenderer(style_id, index_scale=scale)
    probe = TileRenderer(style_id, index_scale=scale)
    other = "#ff00ff" if QColor(style.index_ink).lightness() < 128 else "#00ff00"
    probe.style = dataclasses.replace(style, index_ink=other)
    blank = pixels(corner(real.tile_pixmap(None, size, 1.0, look)))
    results = {}
    for kind in range(KIND_COUNT):
        a = pixels(corner(real.tile_pixmap(kind, size, 1.0, look)))
        b = pixels(corner(probe.tile_pixmap(kind, size, 1.0, look)))
        diff = [
            sum(abs(x - y) for x, y in zip(p, q, strict=True)) for p, q in zip(a, b, strict=True)
        ]
        top = max(diff)
        assert top > 200, f"kind {kind}: no index found"
        covered = [i for i, d in enumerate(diff) if d >= 0.95 * top]
        assert len(covered) >= 10
        results[kind] = min(contrast(a[i], blank[i]) for i in covered)
    return results


@pytest.mark.parametrize("style_id", sorted(STYLES))
def test_the_corner_index_has_a_contrast_of_at_least_4_5(qapp, style_id):
    for look in (TileLook(), TileLook(selected=True), TileLook(hinted=True)):
        worst = index_contrasts(style_id, 1.0, look)
        kind, value = min(worst.items(), key=lambda kv: kv[1])
        assert value >= 4.5, f"{style_id} {look}: kind {kind} index contrast {value:.2f}"


@pytest.mark.parametrize("scale", sorted(INDEX_SCALES.values()))
def test_large_print_indexes_stay_legible_and_grow(qapp, scale):
    worst = min(index_contrasts("classic", scale, TileLook(), size=100).values())
    assert worst >= 4.5


# -- faces told apart without colour -------------------------------------------------------

FACE_PX = 40
MIN_DIFFERENT = (
    0.02  # of the face's pixels must differ clearly between any two faces (一 vs 三: 3 %)
)
CLEARLY = 60.0  # distance in 0..255 RGB that reads as a different mark


def distinct(a, b, need: int) -> bool:
    count = 0
    for p, q in zip(a, b, strict=True):
        if (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 + (p[2] - q[2]) ** 2 > CLEARLY**2:
            count += 1
            if count >= need:
                return True
    return False


@pytest.fixture(scope="module")
def rendered_faces(qapp):
    faces = {}
    for style_id in STYLES:
        renderer = TileRenderer(style_id)
        faces[style_id] = [
            pixels(renderer.face_pixmap(k, FACE_PX, corner_index=False).toImage())
            for k in range(KIND_COUNT)
        ]
    return faces


@pytest.mark.parametrize("condition", ["protanopia", "deuteranopia", "tritanopia", "grey"])
@pytest.mark.parametrize("style_id", sorted(STYLES))
def test_the_42_faces_stay_distinct_for_colour_blind_eyes(rendered_faces, style_id, condition):
    faces = [simulate(px, condition) for px in rendered_faces[style_id]]
    need = int(MIN_DIFFERENT * len(faces[0]))
    alike = [
        (a, b)
        for a, b in itertools.combinations(range(KIND_COUNT), 2)
        if not distinct(faces[a], faces[b], need)
    ]
    assert not alike, f"{style_id} under {condition}: faces look alike: {alike}"


def test_the_simulation_does_lose_colour(rendered_faces):
    """The check can fail: a red and a green patch become close under deuteranopia."""
    red, green = [(200, 40, 40)] * 100, [(80, 140, 40)] * 100
    assert distinct(simulate(red, "none"), simulate(green, "none"), 50)
    assert not distinct(simulate(red, "deuteranopia"), simulate(green, "deuteranopia"), 50)


def test_the_high_contrast_style_has_no_colour(qapp):
    renderer = TileRenderer(HIGH_CONTRAST.id)
    white = QColor("#ffffff")
    for kind in range(KIND_COUNT):
        for r, g, b in pixels(renderer.face_pixmap(kind, FACE_PX).toImage(), white):
            assert r == g == b, f"kind {kind} has colour {(r, g, b)}"


def test_high_contrast_marks_need_no_tint(qapp):
    """Selected and hinted tiles differ from a plain one in grey levels, and from each other."""
    renderer = TileRenderer(HIGH_CONTRAST.id)
    looks = [TileLook(), TileLook(selected=True), TileLook(hinted=True), TileLook(shaded=True)]
    shown = [
        simulate(pixels(renderer.tile_pixmap(4, 60, 1.0, lk).toImage()), "grey") for lk in looks
    ]
    need = int(0.05 * len(shown[0]))
    for a, b in itertools.combinations(range(len(looks)), 2):
        assert distinct(shown[a], shown[b], need), (looks[a], looks[b])
