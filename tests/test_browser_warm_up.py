"""The New Game dialog made ready while the first board is looked at (issue 28 item 5): after
the first paint and a pause, the game's layouts are read and the index of the machine's layouts
written, so that the dialog's first open reads no layout file."""

from __future__ import annotations

from test_app_helpers import make_window, wait_for_game
from test_layout_browser import library as sample_library

from mahjong_qt.app.dialogs import browser_warm_up
from mahjong_qt.core.catalog_index import indexed_catalog
from mahjong_qt.core.layout_library import LayoutShelf
from mahjong_qt.core.paths import user_paths

library = sample_library  # 24 KMahjongg layouts and a broken file on a fake machine


def _index_file():
    return user_paths().cache_dir / "layout-index.json"


def test_the_board_comes_first_then_the_browser_is_made_ready(library, qtbot, monkeypatch):
    read = []
    entries = LayoutShelf.entries
    monkeypatch.setattr(LayoutShelf, "entries", lambda shelf: read.append(1) or entries(shelf))
    window = make_window(qtbot, wait=False)  # shown: its first paint comes first
    assert not window.browser_warm_up.done and not _index_file().exists() and not read
    wait_for_game(qtbot, window)
    assert browser_warm_up.WARM_UP_MS >= 1000  # a pause after the first paint
    qtbot.waitUntil(lambda: window.browser_warm_up.done, timeout=15_000)
    assert read == [1] and _index_file().exists()
    paths = user_paths()
    catalog = indexed_catalog(paths.layouts_dir, None, _index_file())
    assert catalog.files_read == 0 and len(catalog.layouts) == 26 + 24  # all in the index already
    window.screens.ask_zen_layout()  # the dialog then shows them all, ours and the machine's
    dialog = window.screens.dialog
    assert len(dialog.browser.shown_rows()) == 26 + 24
    dialog.reject()


def test_a_window_closed_before_the_warm_up_prepares_nothing(library, qtbot, monkeypatch):
    read = []
    entries = LayoutShelf.entries
    monkeypatch.setattr(LayoutShelf, "entries", lambda shelf: read.append(1) or entries(shelf))
    monkeypatch.setattr(browser_warm_up, "WARM_UP_MS", 0)
    window = make_window(qtbot, wait=False)
    window.close()  # before its first paint's warm-up: the game is quitting
    qtbot.wait(300)
    assert not window.browser_warm_up.done and not read


def test_a_run_that_writes_nothing_prepares_nothing(library, qtbot):
    from PySide6.QtWidgets import QApplication

    from mahjong_qt.app.window.main_window import MainWindow
    from mahjong_qt.core.settings import Settings
    from mahjong_qt.ui.i18n import Translations

    window = MainWindow(
        user_paths(), Settings(), Translations(QApplication.instance()), None, False
    )
    qtbot.addWidget(window)
    assert window.browser_warm_up is None
