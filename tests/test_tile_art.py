"""The tile art and renderer: every face drawn, all different, cached, crisp on HiDPI, font-free."""

from __future__ import annotations

import ast
import hashlib
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from mahjong_qt.core.tiles import KIND_COUNT, KINDS
from mahjong_qt.ui import tile_metrics as tm
from mahjong_qt.ui.tile_faces import corner_label
from mahjong_qt.ui.tile_faces.bonus import FLOWER_CHARS, SEASON_CHARS
from mahjong_qt.ui.tile_faces.characters import NUMERALS
from mahjong_qt.ui.tile_faces.glyphs import GLYPH_FILE, available_chars
from mahjong_qt.ui.tile_faces.honors import WIND_CHARS
from mahjong_qt.ui.tile_renderer import TileLook, TileRenderer
from mahjong_qt.ui.tile_style import DEFAULT_STYLE, STYLES, style_by_id

UI_DIR = Path(tm.__file__).resolve().parent


def _image(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference per channel (0..255) of two images of the same size."""
    assert a.size() == b.size()
    da, db = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(da, db, strict=True)) / len(da)


@pytest.fixture(scope="module")
def renderers(qapp) -> dict[str, TileRenderer]:
    return {sid: TileRenderer(sid) for sid in STYLES}


# -- styles --------------------------------------------------------------------------------


def test_there_are_a_classic_and_a_dark_style_with_stable_ids(qapp):
    assert {"classic", "dark"} <= set(STYLES)
    assert DEFAULT_STYLE == "classic"
    for sid, style in STYLES.items():
        assert style.id == sid
        assert style.display_name()  # untranslated: the English source text
    assert style_by_id("no-such-style") is STYLES[DEFAULT_STYLE]
    with pytest.raises(KeyError):
        TileRenderer("no-such-style")


# -- faces ---------------------------------------------------------------------------------


@pytest.mark.parametrize("style_id", sorted(STYLES))
def test_every_face_renders_to_a_non_blank_pixmap(renderers, style_id):
    r = renderers[style_id]
    blank = _image(r.face_pixmap(None, 48, corner_index=False))
    for kind in range(KIND_COUNT):
        face = _image(r.face_pixmap(kind, 48, corner_index=False))
        assert not face.isNull()
        # The art changes a good share of the face, not a few stray pixels.
        assert _difference(face, blank) > 4.0, KINDS[kind].id


@pytest.mark.parametrize("style_id", sorted(STYLES))
def test_the_42_faces_are_pairwise_different_even_small_and_without_index(renderers, style_id):
    """Easy to tell apart: at 26 px wide, any two faces differ clearly, not only in the index."""
    r = renderers[style_id]
    images = [_image(r.face_pixmap(kind, 26, corner_index=False)) for kind in range(KIND_COUNT)]
    closest = min(
        (_difference(images[a], images[b]), a, b)
        for a in range(KIND_COUNT)
        for b in range(a + 1, KIND_COUNT)
    )
    assert closest[0] > 2.0, f"{KINDS[closest[1]].id} looks like {KINDS[closest[2]].id}"


def test_the_corner_index_names_winds_and_dragons_in_the_ui_language():
    assert [corner_label(k, "en") for k in range(27, 34)] == list("ESWNRGW")
    assert [corner_label(k, "fr") for k in range(27, 34)] == list("ESONRVB")
    assert [corner_label(k, "en") for k in (0, 8, 9, 17, 18, 26)] == list("191919")
    assert all(corner_label(k, "fr") is None for k in range(34, 42))  # a marker instead


def test_the_west_wind_index_differs_between_english_and_french(renderers):
    r = renderers["classic"]
    en = _image(r.face_pixmap(29, 60, lang="en"))
    fr = _image(r.face_pixmap(29, 60, lang="fr"))
    assert _difference(en, fr) > 0.1
    east_en = _image(r.face_pixmap(27, 60, lang="en"))
    east_fr = _image(r.face_pixmap(27, 60, lang="fr"))
    assert east_en == east_fr  # E is E in both languages


def test_the_corner_index_can_be_turned_off(renderers):
    r = renderers["classic"]
    for kind in (0, 29, 34):
        with_index = _image(r.face_pixmap(kind, 60, corner_index=True))
        without = _image(r.face_pixmap(kind, 60, corner_index=False))
        assert with_index != without


# -- no system font --------------------------------------------------------------------------


def test_every_character_the_art_needs_is_in_the_shipped_glyph_data():
    needed = set(NUMERALS + "萬" + WIND_CHARS + "中發" + FLOWER_CHARS + SEASON_CHARS)
    needed |= {corner_label(k, lang) for k in range(34) for lang in ("en", "fr")}
    needed |= set("0123456789")  # editor layer labels
    assert needed <= available_chars()
    assert GLYPH_FILE.stat().st_size < 300_000
    assert (GLYPH_FILE.parent / "LICENSE-OFL.txt").read_text().count("SIL OPEN FONT LICENSE") == 1


def test_the_tile_code_never_uses_qt_fonts():
    sources = [UI_DIR / "tile_renderer.py", UI_DIR / "tile_style.py", UI_DIR / "tile_metrics.py"]
    sources += sorted((UI_DIR / "tile_faces").glob("*.py"))
    forbidden = {"QFont", "QFontDatabase", "QFontMetrics", "QFontMetricsF", "QRawFont"}
    forbidden |= {"QStaticText", "QTextLayout", "QTextDocument", "drawText", "drawStaticText"}
    for path in sources:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        names |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        names |= {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
        assert not names & forbidden, f"{path.name} uses {names & forbidden}"


def test_rendering_works_with_text_drawing_disabled(qapp, monkeypatch):
    """Rendering must not draw text through Qt at all (that would need an installed font)."""

    def refuse(*args, **kwargs):
        raise AssertionError("tile rendering drew text with a system font")

    monkeypatch.setattr(QPainter, "drawText", refuse)
    r = TileRenderer("dark", lang="fr")
    for kind in range(KIND_COUNT):
        r.tile_pixmap(kind, 40, 1.0)
    r.tile_pixmap(None, 40, 1.0, label="12")


_HASH_SCRIPT = """
import hashlib, sys
from PySide6.QtGui import QGuiApplication, QFontDatabase
app = QGuiApplication([])
from mahjong_qt.ui.tile_renderer import TileRenderer
r = TileRenderer("classic", lang="fr")
h = hashlib.sha256()
for k in range(42):
    h.update(bytes(r.tile_pixmap(k, 40, 1.0).toImage().constBits()))
print(h.hexdigest())
print(sum("CJK" in f for f in QFontDatabase.families()))
"""


def test_tiles_look_the_same_when_no_font_is_installed(qapp, tmp_path):
    """A child process with an empty fontconfig setup (no CJK font at all) draws identical tiles."""
    conf = tmp_path / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?><fontconfig><cachedir>'
        + str(tmp_path / "cache")
        + "</cachedir></fontconfig>"
    )
    env = dict(os.environ, FONTCONFIG_FILE=str(conf), QT_QPA_FONTDIR=str(tmp_path))
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(UI_DIR.parent.parent)
    done = subprocess.run(
        [sys.executable, "-c", _HASH_SCRIPT], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    digest, cjk_families = done.stdout.split()
    assert cjk_families == "0"  # really no CJK font in that process
    r = TileRenderer("classic", lang="fr")
    h = hashlib.sha256()
    for k in range(KIND_COUNT):
        h.update(bytes(r.tile_pixmap(k, 40, 1.0).toImage().constBits()))
    assert digest == h.hexdigest()


def test_a_label_with_a_character_we_do_not_ship_is_refused(qapp):
    with pytest.raises(ValueError):
        TileRenderer().tile_pixmap(None, 40, 1.0, label="ß")


# -- cache and pixel sizes -------------------------------------------------------------------


def test_the_cache_returns_the_same_pixmap_for_the_same_key(qapp):
    r = TileRenderer("classic")
    look = TileLook(selected=True)
    first = r.tile_pixmap(5, 50, 1.0, look)
    renders = r.renders
    again = r.tile_pixmap(5, 50.2, 1.0, look)  # same device pixel size
    assert again is first
    assert again.cacheKey() == first.cacheKey()
    assert r.renders == renders
    assert r.tile_pixmap(5, 50, 1.0, TileLook()) is not first  # another look, another pixmap
    assert r.tile_pixmap(5, 50, 1.0, look, lang="fr") is not first
    assert r.tile_pixmap(5, 50, 1.0, look, corner_index=False) is not first
    assert r.tile_pixmap(6, 50, 1.0, look) is not first


def test_the_cache_respects_its_byte_budget(qapp):
    r = TileRenderer("classic", cache_bytes=200_000)
    for kind in range(20):
        r.tile_pixmap(kind, 60, 1.0)
    assert r.cached_bytes <= 200_000
    assert 0 < r.cached_count < 20


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_hidpi_pixmaps_have_the_ratio_and_the_device_pixel_size(qapp, dpr):
    r = TileRenderer("classic")
    pixmap = r.tile_pixmap(0, 60, dpr)
    assert pixmap.devicePixelRatio() == pytest.approx(dpr)
    device_px = round(60 * dpr)
    scale = device_px / tm.TILE_W
    assert pixmap.width() == math.ceil(tm.tile_rect().width() * scale)
    assert pixmap.height() == math.ceil(tm.tile_rect().height() * scale)
    logical = pixmap.deviceIndependentSize()
    assert logical.width() == pytest.approx(tm.tile_rect().width() * device_px / dpr / tm.TILE_W)


def test_paint_tile_picks_the_pixmap_for_the_painters_scale(qapp):
    r = TileRenderer("classic")
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    painter.scale(1.5, 1.5)
    r.paint_tile(painter, tm.face_rect().translated(10, 10), 18)
    painter.end()
    # Face 60 scene units * 1.5 zoom * 2 device pixels per logical pixel = 180 device pixels.
    wanted = r.tile_pixmap(18, 90, 2.0)
    assert r.renders == 1 and wanted.width() == math.ceil(tm.tile_rect().width() * 3)
    # The face centre (scene (40, 49) -> device (120, 147)) is now painted ivory.
    centre = image.pixelColor(int((10 + 30) * 3), int((10 + 39) * 3))
    assert centre.lightness() > 180


@pytest.mark.parametrize(
    "look",
    [
        TileLook(selected=True),
        TileLook(hinted=True),
        TileLook(shaded=True),
        TileLook(focused=True),
        TileLook(dimmed=True),
        TileLook(ghost=True),
        TileLook(invalid=True),
    ],
)
def test_every_look_changes_the_tile(qapp, look):
    r = TileRenderer("classic")
    normal = _image(r.tile_pixmap(22, 50, 1.0))
    assert _difference(_image(r.tile_pixmap(22, 50, 1.0, look)), normal) > 1.0


def test_blank_faces_can_carry_a_label(qapp):
    r = TileRenderer("classic")
    blank = _image(r.tile_pixmap(None, 50, 1.0))
    assert _difference(_image(r.tile_pixmap(None, 50, 1.0, label="3")), blank) > 1.0


# -- metrics ---------------------------------------------------------------------------------


def test_metrics_have_real_tile_proportions_and_half_units():
    assert 0.70 <= tm.TILE_W / tm.TILE_H <= 0.80
    assert tm.HALF_W * 2 == tm.TILE_W and tm.HALF_H * 2 == tm.TILE_H
    assert (tm.LEVEL_DX, tm.LEVEL_DY) == (tm.DEPTH_X, tm.DEPTH_Y)
    assert tm.position_to_scene(2, 0, 0).x() == tm.TILE_W  # x + 2 touches
    assert tm.position_to_scene(0, 2, 0).y() == tm.TILE_H
    up = tm.position_to_scene(4, 4, 1) - tm.position_to_scene(4, 4, 0)
    assert (up.x(), up.y()) == (-tm.LEVEL_DX, -tm.LEVEL_DY)  # a level up is drawn up-left


def test_the_tile_rect_holds_the_face_the_edge_and_the_shadow():
    rect = tm.tile_rect()
    assert rect.contains(tm.face_rect())
    body = QRectF(0, 0, tm.TILE_W + tm.DEPTH_X + tm.SHADOW, tm.TILE_H + tm.DEPTH_Y + tm.SHADOW)
    assert rect.contains(body)
    assert tm.layout_scene_rect([]).isEmpty()
    both = tm.layout_scene_rect([(0, 0, 0), (4, 2, 1)])
    assert both.contains(tm.tile_scene_rect(4, 2, 1)) and both.contains(tm.tile_scene_rect(0, 0, 0))


def test_stacking_puts_levels_first_then_tiles_that_hide_a_neighbours_edge():
    z = tm.stacking_z
    assert z(0, 0, 1) > z(254, 254, 0)  # any higher level is above any lower one
    assert z(2, 0, 0) > z(0, 0, 0)  # right neighbour hides the right edge
    assert z(0, 2, 0) > z(0, 0, 0)  # lower neighbour hides the bottom edge
    assert z(2, 1, 0) > z(0, 0, 0) and z(2, -1 + 2, 0) > z(0, 1, 0)  # half-offset neighbours
    assert z(-1 + 3, 2, 0) > z(2, 0, 0) and z(1, 2, 0) > z(2, 0, 0) - 1000  # below, half left
    assert z(0, 2, 0) > z(2, 0, 0)  # same diagonal: the lower one last


def test_deep_zoom_draws_vectors_that_match_the_pixmap_and_caches_nothing(qapp):
    r = TileRenderer("classic")
    size = 700.0  # beyond MAX_CACHED_DEVICE_PX
    full = tm.tile_rect()
    k = size / tm.TILE_W
    image = QImage(
        math.ceil(full.width() * k), math.ceil(full.height() * k), QImage.Format.Format_ARGB32
    )
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.scale(k, k)
    painter.translate(-full.topLeft())
    r.paint_tile(painter, tm.face_rect(), 0, TileLook(selected=True))
    painter.end()
    assert r.renders == 0 and r.cached_count == 0
    pixmap = _image(r.tile_pixmap(0, size, 1.0, TileLook(selected=True)))
    assert _difference(pixmap, image.convertToFormat(QImage.Format.Format_ARGB32)) < 0.5
