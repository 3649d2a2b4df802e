"""The game tells a French player why a layout cannot be played, in French: a layout file given
on the command line, and a broken layout of the player's own in the new game dialog."""

from __future__ import annotations

from test_app_helpers import write_layout
from test_error_texts import french as in_french

from mahjong_qt.app.dialogs.new_game_dialog import NewGameDialog
from mahjong_qt.app.window.main_window import GameStart, MainWindow
from mahjong_qt.core.layout import LayoutError, load_layout
from mahjong_qt.core.layout_library import list_layouts
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.settings import Settings

french = in_french  # the fixture that installs the French translators
OVERLAP = [(0, 0, 0), (1, 0, 0), (4, 0, 0), (6, 0, 0)]


def test_a_layout_file_that_cannot_be_played_is_explained_in_french(
    qtbot, tmp_path, monkeypatch, french
):
    path = write_layout(tmp_path, OVERLAP, "clash")
    try:
        load_layout(path)
    except LayoutError as error:
        english = error.issues[0].message
    shown: list[str] = []
    monkeypatch.setattr(MainWindow, "show_message", lambda self, text: shown.append(text))
    window = MainWindow(user_paths(), Settings(language="fr"), french, GameStart(layout_file=path))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.session.game is not None, timeout=60_000)
    assert shown[0] == (
        "Cette disposition ne peut pas être jouée\xa0: chevauchement au niveau 1\xa0: tuiles n°\xa01"
        " et n°\xa02 du fichier"
    )
    assert english not in shown[0]
    assert window.session.game.layout.id == "turtle"  # the Turtle instead


def test_a_broken_user_layout_says_why_in_french_in_the_new_game_dialog(qtbot, french):
    folder = user_paths().layouts_dir
    write_layout(folder, OVERLAP, "clash")
    (folder / "broken.json").write_text("{ not json", encoding="utf-8")
    dialog = NewGameDialog(list_layouts(folder), Settings(), "fr", "turtle")
    qtbot.addWidget(dialog)
    tips = {line.split("/")[-1].split(".json")[0]: line for line in dialog.unreadable_lines()}
    assert dialog.browser.unreadable_button.text() == "Impossible de lire 2 fichiers…"
    assert set(tips) == {"broken", "clash"}
    assert tips["broken"].endswith(
        "broken.json ne peut pas être utilisé\xa0: le fichier n’est pas du JSON valide (ligne 1,"
        " colonne 3)"
    )
    clash = tips["clash"]
    assert "chevauchement au niveau 1" in clash and "overlaps" not in clash


def test_a_layout_no_deal_can_be_made_for_is_explained_in_french(
    qtbot, tmp_path, monkeypatch, french
):
    path = write_layout(tmp_path, [(0, 0, 0), (0, 0, 1)], "stack")  # one tile on the other
    shown: list[str] = []
    monkeypatch.setattr(MainWindow, "show_message", lambda self, text: shown.append(text))
    window = MainWindow(user_paths(), Settings(language="fr"), french, GameStart(layout_file=path))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.session.game is not None, timeout=60_000)
    assert shown[0] == (
        "Aucune donne gagnable ne peut être faite sur cette disposition\xa0: aucun ordre de retrait"
        " ne vide cette disposition, aucune donne ne peut donc être gagnée"
    )
    assert window.session.game.layout.id == "turtle"  # the Turtle instead
