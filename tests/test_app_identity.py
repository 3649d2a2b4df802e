"""Both programs tell the desktop who they are (names, version, desktop id, window icon), and
their toolbar icons follow the palette, light or dark."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPalette

from editor.controls.icons import icon as editor_icon
from editor.main import main as editor_main
from mahjong_qt import __version__
from mahjong_qt.app.main import make_application
from mahjong_qt.app.window.icons import ICON_NAMES, make_icon
from mahjong_qt.identity import EDITOR, GAME
from mahjong_qt.ui.app_identity import apply_icon, program_icon

LIGHT = QPalette(QColor("#efefef"))  # dark text on a light window
DARK = QPalette(QColor("#2b2b2b"))  # light text on a dark window


@pytest.fixture
def app(qapp):
    """The test application, its identity and palette put back afterwards."""
    saved = (
        qapp.applicationName(),
        qapp.organizationName(),
        qapp.desktopFileName(),
        qapp.applicationDisplayName(),
        QIcon(qapp.windowIcon()),
        QPalette(qapp.palette()),
    )
    yield qapp
    name, organisation, desktop, display, window_icon, palette = saved
    qapp.setApplicationName(name)
    qapp.setOrganizationName(organisation)
    qapp.setDesktopFileName(desktop)
    qapp.setApplicationDisplayName(display)
    qapp.setWindowIcon(window_icon)
    qapp.setPalette(palette)


def _is_drawn(icon: QIcon, size: int) -> bool:
    image = icon.pixmap(QSize(size, size)).toImage()
    return any(
        image.pixelColor(x, y).alpha() > 0 for x in range(0, size, 2) for y in range(0, size, 2)
    )


def test_the_game_application_is_named_for_the_desktop(app):
    assert make_application(["mahjong-qt"]) is app
    assert app.applicationName() == "Mahjong Qt"
    assert app.organizationName() == "Mahjong Qt"
    assert app.applicationVersion() == __version__
    assert QGuiApplication.desktopFileName() == GAME.app_id
    apply_icon(app, GAME)  # the game gives it after its board's first paint (test_startup)
    assert _is_drawn(app.windowIcon(), 16) and _is_drawn(app.windowIcon(), 256)


def test_the_editor_application_is_named_for_the_desktop(app, tmp_path):
    assert editor_main(["--screenshot", str(tmp_path / "e.png"), "--lang", "en"]) == 0
    assert app.applicationName() == "Mahjong Qt Layout Editor"
    assert app.applicationVersion() == __version__
    assert QGuiApplication.desktopFileName() == EDITOR.app_id
    assert app.windowIcon().cacheKey() != 0 and _is_drawn(app.windowIcon(), 48)


@pytest.mark.parametrize("program", [GAME, EDITOR], ids=lambda p: p.command)
def test_program_icons_draw_at_every_desktop_size(qapp, program):
    icon = program_icon(program)
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert _is_drawn(icon, size), size


def _darkest_and_lightest(icon: QIcon) -> tuple[float, float]:
    image = icon.pixmap(QSize(48, 48)).toImage()
    values = [
        image.pixelColor(x, y).lightnessF()
        for x in range(48)
        for y in range(48)
        if image.pixelColor(x, y).alpha() > 200
    ]
    return min(values), max(values)


@pytest.mark.parametrize("name", ICON_NAMES)
def test_game_icons_are_drawn_in_the_palette_text_colour(app, name):
    icon = make_icon(name)
    app.setPalette(LIGHT)
    darkest, _ = _darkest_and_lightest(icon)
    assert darkest < 0.2  # dark strokes on a light toolbar
    app.setPalette(DARK)  # the same icon object, after a theme switch
    _, lightest = _darkest_and_lightest(icon)
    assert lightest > 0.8


@pytest.mark.parametrize("name", ["level-up", "level-down", "select"])
def test_editor_signs_follow_the_palette(app, name):
    icon = editor_icon(name)
    app.setPalette(LIGHT)
    light_theme = _darkest_and_lightest(icon)
    app.setPalette(DARK)
    dark_theme = _darkest_and_lightest(icon)
    assert light_theme[0] < 0.2 and dark_theme[1] > 0.8
    if name != "select":  # an arrow is all ink: no dark pixel is left on the dark theme
        assert dark_theme[0] > 0.6


def test_editor_tiles_keep_their_own_colours(app):
    icon = editor_icon("place")
    app.setPalette(LIGHT)
    on_light = icon.pixmap(QSize(32, 32)).toImage()
    app.setPalette(DARK)
    on_dark = icon.pixmap(QSize(32, 32)).toImage()
    assert on_light == on_dark


def test_disabled_icons_use_the_disabled_text_colour(app):
    palette = QPalette(LIGHT)
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#ff0000"))
    app.setPalette(palette)
    image = make_icon("pause").pixmap(QSize(24, 24), QIcon.Mode.Disabled).toImage()
    inked = [image.pixelColor(9, y) for y in range(6, 18)]
    assert all(c.red() > 200 and c.green() < 60 for c in inked if c.alpha() > 200)
    assert any(c.alpha() > 200 for c in inked)
