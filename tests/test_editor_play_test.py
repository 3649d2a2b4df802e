"""Play-test from the editor (F5): the game opens on the layout, and its end comes back to the
validation panel — won, or lost and the move that lost it."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_editor_defects import english as in_english
from test_editor_window import click, window

from editor.checking import play_test
from editor.checking.play_test import runner_command
from editor.editing.commands import place, replace_tiles
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.play_test_result import PlayTestResult, read_result, review_play

editor_window = window
english = in_english

# A stack of three (X under Y under X) and three single tiles X, X, Y: pairing the two single
# X first leaves the top X with no free partner (its partner is at the bottom of its own
# stack): stuck. Pairing the top X with a single X wins.
STACK = [(0, 0, 0), (0, 0, 1), (0, 0, 2), (4, 0, 0), (8, 0, 0), (12, 0, 0)]
X, Y = 0, 1
FACES = [X, Y, X, X, X, Y]


def lost_game() -> PlayTestResult:
    return PlayTestResult(
        outcome="lost", positions=STACK, faces=FACES, history=[(3, 4)], tiles_left=4
    )


def test_a_lost_play_test_is_reviewed_to_the_move_that_lost_it():
    pytest.importorskip("mahjong_qt.core.solver")
    verdict = review_play(lost_game(), seconds=10)
    assert verdict.outcome == "lost" and verdict.moves == 1 and verdict.tiles_left == 4
    assert verdict.lost_after == 0  # winnable before the first move, lost after it
    assert verdict.losing_pair == ((4, 0, 0), (8, 0, 0))
    won = review_play(lost_game().model_copy(update={"outcome": "won", "tiles_left": 0}))
    assert won.outcome == "won" and won.losing_pair is None


def test_the_result_comes_back_to_the_validation_panel_and_shows_the_tiles(
    qtbot, editor_window, english, tmp_path
):
    pytest.importorskip("mahjong_qt.core.solver")
    w = editor_window
    assert w.session.push(replace_tiles(w.session.doc, STACK))
    w.play_test.watch(tmp_path / "result.json")  # as if F5 had just opened the game
    lost_game().write(w.play_test.result_path)
    assert w.play_test.read_back()
    panel = w.validation_panel
    qtbot.waitUntil(lambda: panel.play_result is not None, timeout=60_000)
    first = panel.issues.item(0)
    assert first.text() == (
        "Play-test: lost, stuck with 4 tiles left; after move 1 the deal could no longer be"
        " won (its two tiles are highlighted)"
    )
    panel.issues.setCurrentItem(first)
    assert w.scene.highlighted == {(4, 0, 0), (8, 0, 0)}
    english.set_language("fr")
    qtbot.waitUntil(lambda: panel.issues.item(0).text().startswith("Essai de jeu\u00a0: perdu"))
    english.set_language("en")
    click(qtbot, w, 20, 6, 0)  # the layout changed: the result is gone
    assert panel.play_result is None
    assert not any("Play-test" in t for t in panel.issue_texts())


def test_f5_opens_the_game_and_its_end_comes_back(qtbot, editor_window, english, monkeypatch):
    w = editor_window
    launched: list[Path] = []  # the layout file each game was opened on

    def command(result: Path, layout_file: Path, lang: str | None) -> tuple[str, list[str]]:
        launched.append(layout_file)
        return runner_command(result, layout_file, lang)

    monkeypatch.setattr(play_test, "runner_command", command)
    s = w.session
    row = [(4 * i, 0, 0) for i in range(8)]
    s.push(place(s.doc, row))
    s.push(place(s.doc, [(40, 0, 0)]))
    assert not w.play_test.run()  # odd count: refused with a message
    assert w.messages and not w.play_test.running
    w.actions_.undo.trigger()
    w.actions_.play.trigger()  # F5
    assert w.play_test.running
    (layout_file,) = launched
    played = load_layout(str(layout_file))
    assert played.tile_count == 8
    result = w.play_test.result_path
    qtbot.waitUntil(lambda: read_result(result) is not None, timeout=60_000)  # the game is on
    assert read_result(result).outcome == "unfinished" and len(read_result(result).faces) == 8
    w.play_test.stop()  # the desktop asks the game to close: it says how it ended
    panel = w.validation_panel
    qtbot.waitUntil(lambda: panel.play_result is not None, timeout=60_000)
    assert panel.play_result[1] == "Play-test: closed with 8 tiles left"
    assert not w.play_test.running


def test_the_runner_command_runs_the_play_test_game_in_the_language_of_the_editor(tmp_path):
    from editor.checking.play_test import runner_command

    program, args = runner_command(tmp_path / "r.json", tmp_path / "l.json", "fr")
    assert args[:2] == ["-m", "mahjong_qt.app.command_line.play_test_runner"] and args[-2:] == ["--lang", "fr"]


def test_the_play_test_game_opens_fitted_to_the_layout_and_keeps_nothing(qtbot, tmp_path):
    from PySide6.QtWidgets import QMainWindow

    from mahjong_qt.app.command_line.play_test_runner import open_game
    from mahjong_qt.app.window.window_memory import remember_window
    from mahjong_qt.core.layout import save_layout
    from mahjong_qt.core.layout_schema import LayoutModel
    from mahjong_qt.core.paths import user_paths
    from mahjong_qt.ui.zoom_pan_view import ViewState

    paths = user_paths()
    paths.state_dir.mkdir(parents=True, exist_ok=True)
    zoomed = QMainWindow()
    qtbot.addWidget(zoomed)
    remember_window(zoomed, paths.window_file, ("my-layout", ViewState(False, 4.0, 10.0, 10.0)))
    before = paths.window_file.read_bytes()  # the player's zoom on a layout of this id
    layout = tmp_path / "my-layout.json"
    row = [[4 * i, 0, 0] for i in range(8)]
    save_layout(
        LayoutModel(schema_version=1, id="my-layout", name={"en": "x", "fr": "x"}, tiles=row),
        layout,
    )
    result = tmp_path / "result.json"
    game = open_game(layout, result, "en")
    window = game.window
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.session.game is not None, timeout=60_000)
    assert window.board.view.is_fitting()  # the whole layout, not the zoom kept for its id
    assert read_result(result).outcome == "unfinished"
    window.confirm.answer = True
    window.close()
    assert paths.window_file.read_bytes() == before and not paths.save_file.exists()
