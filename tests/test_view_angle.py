"""The viewing angle (issue 18, item 12): "3D, lit from the top left" (the default) or "Flat",
chosen in the View menu or the preferences, applied at once to the real board and kept in the
settings; a settings file from before the choice existed still loads, in 3D."""

from __future__ import annotations

import json
from dataclasses import replace

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from test_app_helpers import make_window

from mahjong_qt.app.dialogs.preferences_dialog import PreferencesDialog
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.settings import Settings, load_settings, save_settings
from mahjong_qt.ui.tile_metrics import FLAT, THREE_D, layout_scene_rect, position_to_scene


def test_a_settings_file_from_before_the_viewing_angle_loads_in_3d(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"schema_version": 1, "language": "fr", "shade_blocked": True}))
    settings, notice = load_settings(path)
    assert notice is None and settings.view_angle == "top_left" and settings.language == "fr"
    save_settings(path, replace(settings, view_angle="flat"))
    assert load_settings(path)[0].view_angle == "flat"


def test_an_unknown_viewing_angle_sets_the_file_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"schema_version": 1, "view_angle": "from_below"}))
    settings, notice = load_settings(path)
    assert settings == Settings() and notice is not None and notice.code == "invalid"


def placed_as(window, geometry) -> bool:
    """Whether every tile of the board sits where ``geometry`` puts it."""
    items = window.scene.items_by_index()
    return all(item.pos() == position_to_scene(*item.position, geometry) for item in items)


def test_the_view_menu_switches_to_flat_and_back_at_once_and_keeps_it(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    positions = window.session.game.layout.positions
    assert window.renderer.geometry == THREE_D and placed_as(window, THREE_D)
    titles = [m.title() for m in window.menus.view.findChildren(type(window.menus.view))]
    assert "Viewing &Angle" in titles
    flat = window.actions_.view_angles["flat"]
    assert flat in window.menus.view_angle.actions()
    flat.trigger()
    assert flat.isChecked() and window.settings.view_angle == "flat"
    assert window.renderer.geometry == FLAT and placed_as(window, FLAT)
    assert all(item.renderer is window.renderer for item in window.scene.items_by_index())
    assert window.scene.content_rect() == layout_scene_rect(positions, FLAT)
    assert window.view.content_rect() == window.scene.content_rect()  # fitted anew
    assert load_settings(user_paths().settings_file)[0].view_angle == "flat"
    window.actions_.view_angles["top_left"].trigger()
    assert window.settings.view_angle == "top_left" and placed_as(window, THREE_D)
    assert load_settings(user_paths().settings_file)[0].view_angle == "top_left"


def test_the_preferences_choose_the_viewing_angle(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))

    def choose_flat():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        assert dialog.view_angle.currentData() == "top_left"
        dialog.view_angle.setCurrentIndex(dialog.view_angle.findData("flat"))
        dialog.accept()

    QTimer.singleShot(50, choose_flat)
    window.look.show_preferences()
    assert window.settings.view_angle == "flat" and placed_as(window, FLAT)
    assert window.actions_.view_angles["flat"].isChecked()
    assert load_settings(user_paths().settings_file)[0].view_angle == "flat"


def test_a_window_opened_with_flat_settings_starts_flat(qtbot):
    window = make_window(
        qtbot, GameStart(layout_id="butterfly", number=1), Settings(view_angle="flat")
    )
    assert placed_as(window, FLAT) and window.actions_.view_angles["flat"].isChecked()
    game = window.session.game
    # A click on a free tile's face, anywhere on it, reaches that tile (nothing lies over it).
    for index in game.board.free_tiles():
        face = window.scene.item(index).mapRectToScene(
            window.scene.item(index).shape().boundingRect()
        )
        for point in (face.topLeft(), face.bottomRight(), face.topRight(), face.bottomLeft()):
            inside = point + (face.center() - point) * 0.02
            assert window.scene.tile_at(inside) == index
