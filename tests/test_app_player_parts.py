"""The small parts the game window is built from for issue 18: the first window's size on small
screens, view state and reveal, the lost banner, the demo's pace, the modal watch."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QGraphicsScene, QMessageBox, QWidget
from test_game import new_game

from mahjong_qt.app.aids.demo_runner import DemoRunner
from mahjong_qt.app.aids.modal_watch import ModalWatch, mark_running
from mahjong_qt.app.board.lost_banner import LostBanner, banner_due
from mahjong_qt.app.window.window_size import FRAME_ALLOWANCE, first_window_rect, keep_on_screen
from mahjong_qt.core.demo import Demo
from mahjong_qt.ui.i18n import Translations
from mahjong_qt.ui.zoom_pan_view import ViewState, ZoomPanView


def test_the_first_window_fits_a_1366x768_screen_and_keeps_its_size_on_a_big_one():
    laptop = QRect(0, 0, 1366, 728)  # 768 less a 40 px panel
    rect = first_window_rect(laptop)
    framed = rect.marginsAdded(FRAME_ALLOWANCE)
    assert laptop.contains(framed)
    assert rect.width() == 1180 and rect.height() == 728 - 38 - 8
    big = first_window_rect(QRect(0, 0, 1920, 1040))
    assert big.size() == QSize(1180, 820) and QRect(0, 0, 1920, 1040).contains(big)


def test_a_window_restored_from_a_bigger_screen_is_brought_back_on_this_one():
    screen = QRect(0, 0, 1366, 728)
    assert keep_on_screen(QRect(100, 50, 800, 600), screen) == QRect(100, 50, 800, 600)
    moved = keep_on_screen(QRect(1500, 900, 1188, 866), screen)
    assert screen.contains(moved) and moved.width() == 1188 and moved.height() == 728
    second_screen = keep_on_screen(QRect(-1900, 10, 900, 700), screen)
    assert screen.contains(second_screen) and second_screen.size() == QSize(900, 700)


def test_view_state_comes_back_and_reveal_leaves_a_visible_rect_alone(qtbot):
    scene = QGraphicsScene()
    scene.addRect(QRectF(0, 0, 1000, 600))
    view = ZoomPanView(scene)
    qtbot.addWidget(view)
    view.resize(500, 400)
    view.show()
    view.set_content_rect(QRectF(0, 0, 1000, 600))
    view.fit()
    assert view.view_state() == ViewState()
    before = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    view.reveal(QRectF(2, 2, 60, 78))  # a corner tile, visible in the overview: no jump
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == before
    view.zoom_at(view.map_from_scene_f(scene.sceneRect().center()), 3.0)
    view.centerOn(700, 300)
    state = view.view_state()
    assert not state.fitting and abs(state.zoom - 3.0) < 1e-6
    other = ZoomPanView(scene)
    qtbot.addWidget(other)
    other.resize(500, 400)
    other.show()
    other.set_content_rect(QRectF(0, 0, 1000, 600))
    other.restore_view_state(state)
    again = other.view_state()
    assert abs(again.zoom - 3.0) < 1e-6 and not other.is_fitting()
    assert abs(again.center_x - state.center_x) < 1 and abs(again.center_y - state.center_y) < 1
    other.reveal(QRectF(0, 0, 60, 78))  # off-screen at this zoom: scrolled into view
    assert other.map_from_scene_f(QRectF(0, 0, 60, 78).topLeft()).x() >= 0


def test_the_banner_comes_as_soon_as_the_setting_says():
    assert banner_due("at_once", lost=True, stuck=False)
    assert banner_due("at_once", lost=False, stuck=True)
    assert not banner_due("when_stuck", lost=True, stuck=False)
    assert banner_due("when_stuck", lost=True, stuck=True)
    assert not banner_due("never", lost=True, stuck=True)
    assert not banner_due("at_once", lost=False, stuck=False)


def test_the_banner_offers_rewind_and_undo_across_the_board(qtbot):
    translations = Translations(QApplication.instance())
    translations.set_language("en")  # English plural forms
    board = QWidget()
    qtbot.addWidget(board)
    board.resize(700, 500)
    board.show()
    banner = LostBanner(board)
    asked = []
    banner.rewind.connect(lambda: asked.append("rewind"))
    banner.undo.connect(lambda: asked.append("undo"))
    banner.show_lost(4, can_undo=True)
    assert banner.isVisible()
    assert banner.rewind_button.text() == "Back 4 Moves to a Winnable Position"
    banner.rewind_button.click()
    banner.undo_button.click()
    assert asked == ["rewind", "undo"]
    banner.close_button.click()
    assert not banner.isVisible()


def test_the_demo_runner_plays_at_its_pace_and_stops(qtbot):
    game, _ = new_game(solution=((0, 3), (1, 2)))
    demo = Demo.of_game(game)
    runner = DemoRunner(demo, "fast")
    steps = []
    runner.stepped.connect(steps.append)
    with qtbot.waitSignal(runner.finished, timeout=3000):
        runner.start()
    assert len(steps) == 2 and demo.board.is_won and game.board.tiles_left == 4
    slow = DemoRunner(Demo.of_game(game), "slow")
    slow.start()
    assert slow.running
    with qtbot.waitSignal(slow.finished, timeout=500):
        slow.stop()
    assert not slow.running and slow.demo.pairs_left == 2


def test_the_modal_watch_sees_dialogs_opened_both_ways(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    watch = ModalWatch(window)
    seen = []
    watch.blocked.connect(seen.append)
    dialog = QDialog(window)
    dialog.setWindowTitle("Rules")
    dialog.open()
    QApplication.processEvents()
    assert watch.is_blocked
    mark_running(dialog)
    mark_running(dialog)
    assert dialog.windowTitle() == "Rules — the clock keeps running"
    dialog.close()
    QApplication.processEvents()
    QTimer.singleShot(30, lambda: QApplication.activeModalWidget().done(0))
    QMessageBox.question(window, "Quit?", "Quit now?")
    assert seen == [True, False, True, False] and not watch.is_blocked
