"""Issue 26, item 8, through the real window: a new deal starts fitted (it never keeps the last
game's zoom, even on the same layout), while a game restored at the start keeps its view."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from test_app_helpers import make_window, wait_for_game

from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.modes.setup import classic_setup


def zoomed_in(window) -> None:
    view = window.view
    view.zoom_at(QPointF(view.viewport().rect().center()), 2.5)
    view.centerOn(300, 200)
    assert not view.is_fitting() and view.zoom_level() > 2


def test_a_new_deal_on_the_same_layout_starts_fitted(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    zoomed_in(window)
    layout = window.session.game.layout
    two = classic_setup(layout, 2, "easy", "full", None, None)
    game = wait_for_game(qtbot, window, lambda: window.start(two))
    assert game.layout is layout  # the same board's items: nothing was rebuilt
    assert window.view.is_fitting() and abs(window.view.zoom_level() - 1) < 1e-6


def test_a_restart_and_the_daily_on_the_turtle_start_fitted(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    zoomed_in(window)
    wait_for_game(qtbot, window, lambda: window.restart_game())
    assert window.view.is_fitting()
    zoomed_in(window)
    wait_for_game(qtbot, window, window.modes.start_daily)
    assert window.view.is_fitting() and abs(window.view.zoom_level() - 1) < 1e-6


def test_a_restored_game_keeps_its_view(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    zoomed_in(window)
    kept = window.view.view_state()
    window.close()
    again = make_window(qtbot)  # the saved game goes on, as it was left
    state = again.view.view_state()
    assert not state.fitting and abs(state.zoom - kept.zoom) < 0.02
