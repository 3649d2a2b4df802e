"""The window as a whole: unique shortcuts, live language switch, layout files on the command
line, the new game dialog lists every layout with a preview (and bad files as unusable)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from test_app_helpers import make_window, write_layout

from mahjong_qt.app.dialogs.new_game_dialog import NewGameDialog
from mahjong_qt.app.main import parse_args
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.layout_library import list_layouts
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.settings import Settings

TINY = [(0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0), (0, 2, 0), (2, 2, 0), (4, 2, 0), (6, 2, 0)]


def test_no_two_actions_share_a_shortcut(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    seen: dict[str, str] = {}
    for action in window.actions_.all():
        for key in action.shortcuts():
            text = key.toString()
            assert text not in seen, f"{text}: {seen.get(text)} and {action.text()}"
            seen[text] = action.text()
    assert len(seen) >= 12


def test_language_switches_live(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    assert window.menus.game.title() == "&Game"
    window.look.apply_settings(replace(window.settings, language="fr"))
    qtbot.waitUntil(lambda: window.menus.game.title() == "&Partie", timeout=2000)
    assert window.actions_.new_game.text() == "&Nouvelle partie…"
    assert window.status_panel.tiles.caption.text() == "Tuiles restantes"
    window.look.apply_settings(replace(window.settings, language="en"))
    qtbot.waitUntil(lambda: window.menus.game.title() == "&Game", timeout=2000)


def test_a_layout_file_from_the_command_line_is_played(qtbot, tmp_path):
    path = write_layout(tmp_path, TINY, "tiny-cli")
    args = parse_args(["--layout-file", str(path), "--number", "5"])
    window = make_window(qtbot, GameStart(layout_file=args.layout_file, number=args.number))
    game = window.session.game
    assert game.layout.id == "tiny-cli" and game.number == 5
    assert game.layout_source == str(path)
    assert len(window.scene.items_by_index()) == 8


def test_new_game_dialog_lists_layouts_with_previews_and_unusable_files(qtbot):
    folder = user_paths().layouts_dir
    write_layout(folder, TINY, "tiny-user")
    (folder / "broken.json").write_text("{ not json", encoding="utf-8")
    entries = list_layouts(folder)
    dialog = NewGameDialog(entries, Settings(), "fr", "turtle")
    qtbot.addWidget(dialog)
    rows = dialog.browser.shown_rows()
    assert len(rows) == len(entries) - 1  # the broken file is in the "could not read" list
    assert any(r.item.name("fr").startswith("Minuscule") for r in rows)
    assert dialog.browser.unreadable_button.isVisibleTo(dialog)
    (line,) = dialog.unreadable_lines()
    assert line.startswith(str(folder / "broken.json"))
    model = dialog.browser.model

    def thumbnails():
        return [
            model.data(model.index(i), Qt.ItemDataRole.DecorationRole) for i in range(len(rows))
        ]

    assert None in thumbnails()  # not drawn yet: queued, drawn between events
    qtbot.waitUntil(lambda: None not in thumbnails())
    assert not any(pixmap.isNull() for pixmap in thumbnails())
    assert dialog.choice().entry.id == "turtle"


def test_dead_end_dialog_offers_undo_shuffle_and_new_game(qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    from mahjong_qt.app.dialogs.dead_end_dialog import DeadEndDialog

    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    game = window.session.game
    a, b = game.board.free_pairs()[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    window.session.stuck.emit()  # as the session reports when no free pair is left
    dialog = window.end_dialog
    assert isinstance(dialog, DeadEndDialog) and dialog.isVisible()
    buttons = {btn.text(): btn for btn in dialog.findChild(QDialogButtonBox).buttons()}
    assert {"Undo", "Shuffle", "New Game"} <= set(buttons)
    buttons["Undo"].click()
    assert game.board.tiles_left == 144 and window.end_dialog is None


def test_preferences_apply_at_once_and_are_saved(qtbot):
    from mahjong_qt.core.settings import load_settings

    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    new = replace(window.settings, tile_style="dark", corner_index=False, background="#223344")
    window.look.apply_settings(new)
    assert window.renderer.style_id == "dark" and not window.renderer.corner_index
    assert all(item._renderer is window.renderer for item in window.scene.items_by_index())
    saved, _ = load_settings(user_paths().settings_file)
    assert saved.tile_style == "dark" and not saved.corner_index
    assert saved.background == "#223344"


def test_tiles_have_their_names_as_tooltips_in_the_ui_language(qtbot):
    from mahjong_qt.core.tiles import KINDS

    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    face = window.session.game.board.face(0)
    assert window.scene.item(0).toolTip() == KINDS[face].name_en
    window.look.apply_settings(replace(window.settings, language="fr"))
    qtbot.waitUntil(lambda: window.scene.item(0).toolTip() == KINDS[face].name_fr, timeout=2000)
    window.look.apply_settings(replace(window.settings, language="en"))


def test_lower_levels_are_drawn_a_shade_darker_so_levels_read_at_a_glance(qtbot, tmp_path):
    from PySide6.QtGui import QColor, QImage, QPainter

    from mahjong_qt.app.board.tile_item import TileItem
    from mahjong_qt.ui.tile_faces.body import TileLook
    from mahjong_qt.ui.tile_metrics import TILE_H, TILE_W

    # Two levels: four tiles on the bottom, one on top of them.
    stack = [(0, 0, 0), (2, 0, 0), (0, 2, 0), (2, 2, 0), (1, 1, 1), (6, 0, 0)]
    path = write_layout(tmp_path, stack, "two-levels")
    window = make_window(qtbot, GameStart(layout_file=path, number=1))
    items = window.scene.items_by_index()
    depths = {item.position: item._depth for item in items}
    assert depths[(1, 1, 1)] == 0 and depths[(6, 0, 0)] == 1 and depths[(0, 0, 0)] == 1

    def brightness(item: TileItem) -> float:
        image = QImage(int(TILE_W), int(TILE_H), QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        item.paint(painter, None)
        painter.end()
        pixels = [
            QColor(image.pixel(x, y)).lightnessF() for x in range(8, 52, 4) for y in range(8, 70, 4)
        ]
        return sum(pixels) / len(pixels)

    renderer = window.scene.item(0)._renderer
    top, low = TileItem(0, (0, 0, 3), renderer), TileItem(1, (0, 0, 0), renderer)
    for item in (top, low):
        item.show_state(None, TileLook())  # the same blank face
    low.set_depth(3)
    assert brightness(low) < brightness(top) - 0.03
    low.show_state(None, TileLook(selected=True))  # a highlight is never shaded
    top.show_state(None, TileLook(selected=True))
    assert abs(brightness(low) - brightness(top)) < 0.005


def test_the_status_panel_reserves_room_for_a_score_with_its_combo(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    value = window.status_panel.score.value
    wide = value.fontMetrics().horizontalAdvance("12\u202f300  ×12")  # the style sheet's font
    assert value.minimumWidth() >= wide
    assert value.font().pointSizeF() >= 13  # the 13 pt of the style sheet, not the default
