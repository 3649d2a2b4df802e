"""KMahjongg tile sets and backgrounds on the machine: found through XDG_DATA_DIRS, drawn from
their SVG elements, offered in Preferences with their author; ours stay the default (issue 17).
The tile set here is an SVG made by the test: each face a square of its own colour."""

from __future__ import annotations

import gzip
from dataclasses import replace

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor

from mahjong_qt.core.kmahjongg_art import face_element, find_backgrounds, find_tilesets
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.svg_background import background_brush
from mahjong_qt.ui.svg_tile_renderer import REQUIRED_ELEMENTS, SvgTileRenderer
from mahjong_qt.ui.tile_renderer import TileRenderer
from mahjong_qt.ui.tile_sets import make_tile_renderer, style_choices
from mahjong_qt.ui.tile_style import DEFAULT_STYLE

BODY, SELECTED = "#0000ff", "#ffff00"


def face_colour(kind: int) -> str:
    return f"#{40 + kind * 5:02x}{200 - kind * 4:02x}20"


def tileset_svg(skip: str | None = None) -> str:
    """Bodies 100 x 120 with the face 80 x 100 at their top-left, and 42 coloured faces."""
    parts = [
        f'<rect id="TILE_2" x="0" y="0" width="100" height="120" fill="{BODY}"/>',
        f'<rect id="TILE_2_SEL" x="100" y="0" width="100" height="120" fill="{SELECTED}"/>',
    ]
    for kind in range(42):
        element = face_element(kind)
        if element != skip:
            x = 200 + (kind % 6) * 80
            y = (kind // 6) * 100
            parts.append(
                f'<rect id="{element}" x="{x}" y="{y}" width="80" height="100"'
                f' fill="{face_colour(kind)}"/>'
            )
    body = "\n".join(parts)
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="700" height="700">{body}</svg>'


DESKTOP = """[KMahjonggTileset]
Name=Squares
Name[fr]=Carrés
Author=Test Artist
VersionFormat=1
FileName={file}
TileWidth=100
TileHeight=120
TileFaceWidth=80
TileFaceHeight=100
"""
BACKGROUND = """[KMahjonggBackground]
Name=Checks
Name[fr]=Carreaux
Author=Test Painter
FileName=checks.svg
Tiled=1
Width=20
Height=20
"""


@pytest.fixture
def machine(tmp_path, monkeypatch):
    root = tmp_path / "share"
    sets = root / "kmahjongglib" / "tilesets"
    sets.mkdir(parents=True)
    (sets / "squares.svgz").write_bytes(gzip.compress(tileset_svg().encode()))
    (sets / "squares.desktop").write_text(DESKTOP.format(file="squares.svgz"))
    (sets / "holes.svg").write_text(tileset_svg(skip="WIND_3"))
    (sets / "holes.desktop").write_text(
        DESKTOP.format(file="holes.svg").replace("Squares", "Holes")
    )
    (sets / "nofile.desktop").write_text(DESKTOP.format(file="gone.svgz"))
    backgrounds = root / "kmahjongglib" / "backgrounds"
    backgrounds.mkdir(parents=True)
    (backgrounds / "checks.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">'
        '<rect width="20" height="20" fill="#ff0000"/></svg>'
    )
    (backgrounds / "checks.desktop").write_text(BACKGROUND)
    (backgrounds / "plain.desktop").write_text("[KMahjonggBackground]\nName=Plain\nPlain=1\n")
    monkeypatch.setenv("XDG_DATA_DIRS", str(root))
    return root


def test_face_elements_follow_kmahjongg_names():
    assert [face_element(k) for k in (0, 9, 18, 26)] == [
        "BAMBOO_1",
        "CHARACTER_1",
        "ROD_1",
        "ROD_9",
    ]
    assert [face_element(k) for k in range(27, 34)] == [
        "WIND_3", "WIND_2", "WIND_4", "WIND_1", "DRAGON_3", "DRAGON_2", "DRAGON_1",
    ]  # fmt: skip
    assert face_element(34) == "FLOWER_1" and face_element(41) == "SEASON_4"
    assert len(set(REQUIRED_ELEMENTS)) == 44


def test_tile_sets_and_backgrounds_are_found_with_names_and_authors(machine):
    sets = {t.id: t for t in find_tilesets()}
    assert sorted(sets) == ["kmahjongg-holes", "kmahjongg-squares"]  # no picture: not listed
    squares = sets["kmahjongg-squares"]
    assert squares.names == {"en": "Squares", "fr": "Carrés"} and squares.author == "Test Artist"
    assert squares.tile_size == (100, 120) and squares.face_size == (80, 100)
    (checks,) = find_backgrounds()
    assert checks.id == "kmahjongg-checks" and checks.tiled and checks.name("fr") == "Carreaux"


def test_faces_come_from_the_svg_crisp_at_any_size(machine, qapp):
    renderer = make_tile_renderer("kmahjongg-squares")
    assert isinstance(renderer, SvgTileRenderer) and renderer.style_id == "kmahjongg-squares"
    for size in (40, 97):
        image = renderer.tile_pixmap(5, size, 2.0).toImage()
        assert image.width() > 2 * size  # rendered at the device size (face + edge), not scaled
        face = image.pixelColor(round(image.width() * 0.25), round(image.height() * 0.3))
        assert face.name() == QColor(face_colour(5)).name()
    blank = renderer.tile_pixmap(None, 60).toImage()
    assert blank.pixelColor(blank.width() // 4, blank.height() // 3).name() == BODY
    selected = renderer.tile_pixmap(None, 60, state=_selected()).toImage()
    edge = selected.pixelColor(round(selected.width() * 0.8), round(selected.height() * 0.85))
    assert edge.name() == SELECTED


def _selected():
    from mahjong_qt.ui.tile_renderer import TileLook

    return TileLook(selected=True)


def test_a_broken_tile_set_falls_back_to_our_default(machine, qapp):
    for style in ("kmahjongg-holes", "kmahjongg-gone", "nonsense"):
        renderer = make_tile_renderer(style)
        assert type(renderer) is TileRenderer and renderer.style_id == DEFAULT_STYLE


def test_preferences_offer_the_tile_sets_beside_ours(machine, qtbot):
    from mahjong_qt.app.dialogs.preferences_dialog import PreferencesDialog

    assert [c.id for c in style_choices("en")][:2] == ["classic", "dark"]
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.tile_style.currentData() == "classic" and not dialog.style_author.isVisibleTo(
        dialog
    )
    index = dialog.tile_style.findData("kmahjongg-squares")
    assert dialog.tile_style.itemText(index) == "Squares (KMahjongg)"
    dialog.tile_style.setCurrentIndex(index)
    assert dialog.style_author.text() == "Tile art by Test Artist"
    dialog.picture.setCurrentIndex(dialog.picture.findData("kmahjongg-checks"))
    chosen = dialog.settings()
    assert chosen.tile_style == "kmahjongg-squares"
    assert chosen.background_image == "kmahjongg-checks"


def test_a_background_picture_becomes_a_tiled_brush(machine, qapp):
    (checks,) = find_backgrounds()
    brush = background_brush(checks, QSize(300, 200), dpr=2.0)
    image = brush.texture().toImage()
    assert (image.width(), image.height()) == (40, 40)
    assert image.pixelColor(5, 5).name() == "#ff0000"


def test_the_board_draws_the_chosen_tile_set_on_the_chosen_picture(machine, qtbot):
    from test_app_helpers import make_window

    from mahjong_qt.app.session.opening import GameStart

    chosen = Settings(tile_style="kmahjongg-squares", background_image="kmahjongg-checks")
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1), chosen)
    board = window.board
    assert isinstance(board.renderer, SvgTileRenderer)
    assert board.renderer.style_id == "kmahjongg-squares"
    texture = board.scene.backgroundBrush().texture().toImage()
    assert not texture.isNull() and texture.pixelColor(3, 3).name() == "#ff0000"
    window.look.apply_settings(replace(window.settings, tile_style="dark", background_image=None))
    assert type(board.renderer) is TileRenderer and board.renderer.style_id == "dark"
    assert board.scene.backgroundBrush().texture().isNull()  # the colour again


def test_every_tile_set_gets_the_corner_index(machine, qtbot):
    """Issue 26 item 12: a foreign set's faces get our corner index too (on a light plate of
    its own over the set's art), at the size large print asks for; the option is never greyed."""
    from test_app_helpers import make_window

    from mahjong_qt.app.dialogs.preferences_dialog import PreferencesDialog
    from mahjong_qt.app.session.opening import GameStart

    chosen = Settings(tile_style="kmahjongg-squares", corner_index=True)
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1), chosen)
    renderer = window.board.renderer
    assert isinstance(renderer, SvgTileRenderer) and renderer.corner_index

    def face(corner: bool, kind: int = 5):
        return renderer.tile_pixmap(kind, 120, 1.0, corner_index=corner).toImage()

    with_index, without = face(True), face(False)
    w, h = with_index.width(), with_index.height()

    def differing(x0: float, y0: float, x1: float, y1: float) -> int:
        return sum(
            with_index.pixel(x, y) != without.pixel(x, y)
            for x in range(round(w * x0), round(w * x1))
            for y in range(round(h * y0), round(h * y1))
        )

    assert differing(0.0, 0.0, 0.2, 0.15) > 100  # the index's corner is drawn over
    assert differing(0.3, 0.3, 0.75, 0.75) == 0  # the rest of the face is the set's own
    changed = [
        with_index.pixelColor(x, y)
        for x in range(round(w * 0.2))
        for y in range(round(h * 0.15))
        if with_index.pixel(x, y) != without.pixel(x, y)
    ]
    # dark ink on a light plate, whatever the face's colour
    assert max(c.lightness() for c in changed) > 230 and min(c.lightness() for c in changed) < 60
    six = face(True, 6)
    assert six.copy(0, 0, w // 5, h // 7) != face(False, 6).copy(0, 0, w // 5, h // 7)
    window.look.apply_settings(replace(window.settings, large_print=True))
    try:
        large = window.board.renderer.tile_pixmap(5, 120, 1.0).toImage()
        assert large != with_index  # the large index on a foreign set too
    finally:  # large print enlarges the application's font: back for the next tests
        window.look.apply_settings(replace(window.settings, large_print=False))
    dialog = PreferencesDialog(window.settings, window)
    qtbot.addWidget(dialog)
    assert dialog.tile_style.currentData() == "kmahjongg-squares" and dialog.corner.isEnabled()
