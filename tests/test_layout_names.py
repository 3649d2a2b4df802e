"""Two layouts with one name ("Cross": ours and KMahjongg's) are told apart by their source
wherever they are named (issue 26 item 13): the layout browser's cards, the window title and
Zen's card on the start screen, by the browser's one rule, in English and in French."""

from __future__ import annotations

import pytest
from test_app_helpers import make_window, wait_for_game
from test_layout_browser import _tool

from mahjong_qt.app.dialogs import browser_warm_up
from mahjong_qt.app.session.opening import GameStart, classic_game
from mahjong_qt.core.foreign_entries import find_foreign
from mahjong_qt.core.modes.definitions import ModeId
from mahjong_qt.core.settings import Settings


@pytest.fixture
def kmahjongg_cross(tmp_path, monkeypatch):
    """A machine where KMahjongg has a "Cross" (fr "Croix") too, and a layout of its own."""
    root = tmp_path / "share"
    folder = root / "kmahjongg" / "layouts"
    folder.mkdir(parents=True)
    text = _tool("sample_library").kmahjongg_text
    for stem, en, fr, n in (("cross", "Cross", "Croix", 3), ("alien", "Alien", "Alien", 5)):
        (folder / f"{stem}.layout").write_text(text(_tool("sample_library").sample_positions(n)))
        (folder / f"{stem}.desktop").write_text(
            f"[KMahjonggLayout]\nName={en}\nName[fr]={fr}\nFileName={stem}.layout\n"
        )
    monkeypatch.setenv("XDG_DATA_DIRS", str(root))
    # the library is learned when the test says (_learned), not 2 s after the first paint: on a
    # loaded machine the first deal may come later than that (tests/test_browser_warm_up.py
    # checks the warm-up itself)
    monkeypatch.setattr(browser_warm_up, "WARM_UP_MS", 3_600_000)
    return folder / "cross.layout"


def _learned(qtbot, window) -> None:
    """What the browser's warm-up does last after the first paint: the library is read."""
    assert not window.layout_names.known
    window.layout_names.refresh()
    assert window.layout_names.known


def test_the_title_names_the_layout_as_the_browser_lists_it(kmahjongg_cross, qtbot):
    window = make_window(qtbot, GameStart(layout_id="cross"))
    assert window.windowTitle().startswith("Cross — game")  # the library not read yet
    _learned(qtbot, window)  # the title says the source then
    assert window.windowTitle().startswith("Cross (Mahjong Qt) — game ")
    window.screens.ask_zen_layout()
    browser = window.screens.dialog.browser
    names = {browser.model.name_of(r) for r in browser.shown_rows()}
    assert {"Cross (Mahjong Qt)", "Cross (KMahjongg)", "Turtle", "Alien"} <= names
    window.screens.dialog.reject()
    window.translations.set_language("fr")
    qtbot.waitUntil(lambda: window.windowTitle().startswith("Croix (Mahjong Qt) — partie "))
    window.translations.set_language("en")
    qtbot.waitUntil(lambda: window.windowTitle().startswith("Cross (Mahjong Qt) — game "))
    entry = find_foreign("kmahjongg-cross", str(kmahjongg_cross))
    assert entry is not None
    setup = classic_game(window.settings, entry.layout, entry.game_source, 4)
    wait_for_game(qtbot, window, lambda: window.start(setup))
    assert window.windowTitle().startswith("Cross (KMahjongg) — game 4 ")


def test_a_name_no_other_source_has_goes_alone(kmahjongg_cross, qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle"))
    _learned(qtbot, window)
    assert window.windowTitle().startswith("Turtle — game ")


def test_zens_card_names_its_layout_with_its_source(kmahjongg_cross, qtbot):
    settings = Settings(zen_layout_id="cross", zen_layout_source="bundled")
    window = make_window(qtbot, GameStart(layout_id="turtle"), settings)
    screen = window.screens.show_start_screen()  # before the library is known: the name alone
    card = screen.cards[ModeId.ZEN].progress
    assert "“Cross”" in card.text()
    _learned(qtbot, window)  # the open screen says it again
    assert "“Cross (Mahjong Qt)”" in card.text()
    screen.reject()
    window.translations.set_language("fr")
    qtbot.waitUntil(lambda: window.windowTitle().startswith("Tortue"))
    screen = window.screens.show_start_screen()
    assert "«\u00a0Croix (Mahjong Qt)\u00a0»" in screen.cards[ModeId.ZEN].progress.text()
    screen.reject()
    window.translations.set_language("en")
