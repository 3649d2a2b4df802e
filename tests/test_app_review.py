"""The review of a lost game, through the real window: a fixed deal played into a dead end by
a fixed rule, the review opened from the dead-end dialog, the Game menu and the lost banner,
checked against :func:`review_game` on the same moves; the marks, stepping with the keys, the
words in both languages and to a screen reader, "Play from Here", and the solver kept off the
GUI thread."""

from __future__ import annotations

from game_driver import GameDriver
from PySide6.QtCore import Qt
from test_app_background_only import HEAVY, HeavyWatch
from test_app_helpers import make_window
from test_dialog_names import check_readable, focusable

from mahjong_qt.app.dialogs.dead_end_dialog import DeadEndDialog
from mahjong_qt.app.review.review_board import Badge
from mahjong_qt.app.review.review_dialog import ReviewDialog
from mahjong_qt.app.review.review_rules import may_play_on, may_review
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core import game_review
from mahjong_qt.core.board import Board, Removal
from mahjong_qt.core.game_review import Review, review_game
from mahjong_qt.core.review_job import PlayFrom, ReviewAnswer, ReviewedGame
from mahjong_qt.core.solver import Verdict, solve

HEAVY[game_review.review_game.__code__] = "review_game"  # watched too, here


def play_until(window, stop) -> None:
    """Play the same pair each time (the last free pair in index order) until ``stop()``."""
    game = window.session.game
    while not stop() and game.board.free_pairs():
        a, b = sorted(game.board.free_pairs())[-1]
        window.play.click_tile(a)
        window.play.click_tile(b)


def tab_walk(dialog, start, count: int) -> list:
    """The controls Tab reaches from ``start``, in order."""
    controls, walked, w = set(focusable(dialog)), [start], start
    while len(walked) < count:
        w = w.nextInFocusChain()
        if w in controls:
            walked.append(w)
    return walked


def lost_window(qtbot):
    """The Turtle's game 3, played by the rule above into a dead end (49 moves; the review
    says move 22 lost it)."""
    window = make_window(qtbot, GameStart(layout_id="turtle", number=3))
    game = window.session.game
    play_until(window, lambda: False)
    assert game.is_stuck
    return window, game


def expected(game) -> Review:
    return review_game(game.layout.geometry, game.initial_faces, game.board.history)


def opened_review(qtbot, window) -> ReviewDialog:
    qtbot.waitUntil(lambda: window.reviewer.dialog is not None)
    dialog = window.reviewer.dialog
    qtbot.waitUntil(lambda: dialog.answer is not None, timeout=60_000)
    return dialog


def test_the_review_of_a_lost_game_from_the_dead_end_dialog(qtbot):
    heard: list[str] = []
    with HeavyWatch() as watch:
        window, game = lost_window(qtbot)
        window.view.announcer.announced.connect(lambda text, _: heard.append(text))
        qtbot.waitUntil(lambda: isinstance(window.end_dialog, DeadEndDialog))
        dead_end = window.end_dialog
        assert dead_end.review.isVisible()
        qtbot.mouseClick(dead_end.review, Qt.MouseButton.LeftButton)
        dialog = opened_review(qtbot, window)
    assert watch.calls == []  # the review ran in the worker pool
    review = expected(game)
    k = review.last_winnable
    assert dialog.answer.review == review and review.losing_move == Removal(42, 133)
    assert (k, review.moves) == (21, 49)
    assert dialog.sentence.text() == (
        "Winnable until move 21. The move that lost it: Dots 8 and Dots 8 (move 22)."
    )
    said = f"{dialog.sentence.text()} {dialog.instead.text()}"
    assert said in heard  # said to a screen reader
    # the board before the losing move: its tiles, the move's two marked, the solver's pair
    before = Board.replay(game.layout.geometry, game.initial_faces, game.board.history[:k])
    scene = dialog.board.board_scene
    assert [scene.is_shown(i) for i in range(len(before.faces))] == list(before.present)
    instead = dialog.answer.instead
    assert dialog.board.badges() == {42: Badge.LOST, 133: Badge.LOST} | {
        t: Badge.INSTEAD for t in instead
    }
    assert scene.item(42).look.selected and scene.item(instead[0]).look.hinted
    assert before.face(instead[0]) == before.face(instead[1])
    moves = [*game.board.history[:k], Removal(*instead)]  # from the deal: those k, then it
    after = Board.replay(before.geometry, before.faces, moves)
    assert solve(after.geometry, after.faces, after.present).verdict is Verdict.WINNABLE
    assert dialog.instead.text().startswith("The solver would have played ")
    check_readable(dialog)  # names and a Tab order through every control
    order = [dialog.previous_button, dialog.next_button, dialog.play_button, dialog.close_button]
    assert tab_walk(dialog, order[0], len(order)) == order
    assert "Dots 8, column " in dialog.board.accessibleDescription()  # where the tiles are
    # Left and Right step through the moves
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.step == k + 1
    played = game.board.history[k + 1]
    assert dialog.board.badges() == {played.a: Badge.PLAYED, played.b: Badge.PLAYED}
    assert heard[-1].startswith("After move 22 of 49 Next: ")
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    assert dialog.step == k - 1 and scene.is_shown(game.board.history[k - 1].a)
    dialog.step_to(0)
    assert not dialog.previous_button.isEnabled() and dialog.position.text().startswith(
        "The deal, before any move"
    )
    dialog.step_to(k)
    assert dialog.play_button.isEnabled()  # on the position shown
    dialog.step_to(review.moves)
    assert not dialog.play_button.isEnabled()  # the end: nothing to go back to
    dialog.step_to(k)
    # Play from Here: back to the last winnable position shown, counted as undos
    undos = game.undos_used
    assert dialog.play_button.isVisible() and dialog.play_button.isEnabled()
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.reviewer.dialog is None)
    assert len(game.board.history) == k
    assert game.board.present == before.present and game.board.faces == before.faces
    assert game.undos_used == undos + review.moves - k
    assert window.session.known_winnable == k and not window.session.lost
    assert window.session.play.known_solution()  # the solver's line: the next hint is instant
    assert not window.reviewer.action.isEnabled()  # nothing lost any more
    window.close()


def test_the_status_line_says_where_the_game_was_lost_and_the_menu_in_french(qtbot):
    window, game = lost_window(qtbot)
    qtbot.waitUntil(lambda: isinstance(window.end_dialog, DeadEndDialog))
    window.end_dialog.choose(None)  # look at the board
    status = window.statusBar()
    qtbot.waitUntil(  # reviewed in the background as soon as the game got stuck
        lambda: (
            status.currentMessage()
            == "Winnable until move 21. The move that lost it: Dots 8 and Dots 8 (move 22). "
            "Game ▸ Review the Game shows the board then."
        ),
        timeout=60_000,
    )
    action = window.reviewer.action
    assert action in window.menus.game.actions() and action.isEnabled()
    window.translations.set_language("fr")
    qtbot.waitUntil(lambda: action.text() == "&Bilan de la partie…")
    action.trigger()
    dialog = window.reviewer.dialog
    assert dialog.answer is not None  # already known: at once
    assert dialog.windowTitle() == "Bilan de la partie"
    assert dialog.sentence.text() == (
        "Gagnable jusqu’au coup 21. Le coup qui l’a perdue\u00a0: Cercle 8 et Cercle 8 (coup 22)."
    )
    assert dialog.play_button.text() == "Reprendre d’ici"
    assert dialog.position.text().startswith("Après le coup 21 sur 49 — Ensuite, le coup qui")
    dialog.close_button.click()
    assert window.reviewer.dialog is None and len(game.board.history) == 49  # Close: no change
    window.translations.set_language("en")
    window.close()


def test_the_lost_banner_offers_the_review_once_the_solver_proves_the_game_lost(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=3))
    game = window.session.game
    play_until(window, lambda: len(game.board.history) == 24)  # two moves after the losing one
    qtbot.waitUntil(lambda: window.session.lost, timeout=60_000)
    banner = window.board.banner
    assert not game.is_stuck and banner.isVisible() and banner.review_button.isVisible()
    qtbot.mouseClick(banner.review_button, Qt.MouseButton.LeftButton)
    dialog = window.reviewer.dialog
    assert dialog.answer is None and dialog.cancel_button.isVisible()  # the solver works
    assert dialog.progress.isVisible() and not dialog.board.isVisible()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert window.reviewer.dialog is None and not window.reviewer.runner.busy
    assert len(game.board.history) == 24  # nothing came of it
    qtbot.mouseClick(banner.review_button, Qt.MouseButton.LeftButton)
    dialog = opened_review(qtbot, window)
    assert dialog.answer.review.last_winnable == 21 and dialog.step == 21
    dialog.reject()
    window.close()


def test_an_undecided_review_says_so_and_offers_no_play_at_the_end(qtbot):
    positions = [(0, 0, 0), (0, 0, 1), (4, 0, 0), (8, 0, 0), (12, 0, 0), (16, 0, 0)]
    from mahjong_qt.core.geometry import Geometry

    geometry = Geometry.from_positions(positions)
    reviewed = ReviewedGame(geometry, (0, 0, 0, 0, 9, 9), (Removal(4, 5), Removal(2, 3)))
    window = make_window(qtbot)
    dialog = ReviewDialog(
        reviewed, window.renderer, window.scene.backgroundBrush(), "en", True, window
    )
    qtbot.addWidget(dialog)
    dialog.show_answer(ReviewAnswer(Review(2, None, None)))
    assert dialog.sentence.text() == (
        "The solver could not decide in time where this game was lost. Try again later."
    )
    assert not dialog.play_button.isEnabled() and dialog.step == 2  # the last position
    assert dialog.board.badges() == {}
    dialog.step_to(1)
    assert dialog.board.badges() == {2: Badge.PLAYED, 3: Badge.PLAYED}
    assert dialog.play_button.isEnabled()  # an earlier position: the player may go back there
    assert dialog.answer.play_from(1, reviewed.history) == PlayFrom(1)  # nothing more known
    window.close()


def test_where_help_is_forbidden_the_review_waits_for_the_end_and_never_plays_on(qtbot):
    window, game = lost_window(qtbot)
    session = window.session
    game.mode = "race"  # a mode without aids (``ModeDefinition.aids`` False)
    assert not may_review(game, lost=False, locked=False)
    assert may_review(game, lost=False, locked=True) and not may_play_on(game, locked=True)
    game.mode = "classic"
    assert may_review(game, lost=False, locked=False) and may_play_on(game, locked=False)
    assert not may_play_on(game, locked=True)  # time up: the game is over
    game.mode = "race"
    session.end_game(won=False)  # the race is over: counted, no more moves
    assert window.reviewer.action.isEnabled()
    window.reviewer.open()
    dialog = opened_review(qtbot, window)
    assert not dialog.play_button.isVisible()
    dialog.reject()
    window.close()


def test_time_up_offers_the_review_of_the_game_it_ended(qtbot):
    from mahjong_qt.app.dialogs.time_up_dialog import TimeUpDialog

    window, game = lost_window(qtbot)
    qtbot.waitUntil(lambda: isinstance(window.end_dialog, DeadEndDialog))
    window.end_dialog.choose(None)
    result = window.session.end_game(won=False)  # the Challenge's countdown reached zero
    window.end.time_up(result)
    time_up = window.end_dialog
    assert isinstance(time_up, TimeUpDialog) and time_up.review.isVisible()
    qtbot.mouseClick(time_up.review, Qt.MouseButton.LeftButton)
    dialog = opened_review(qtbot, window)
    assert dialog.answer.review.last_winnable == 21
    assert not dialog.play_button.isVisible()  # the game is over: nothing to play on
    dialog.reject()
    window.close()


def review_at(qtbot, window, step: int) -> ReviewDialog:
    window.reviewer.open()
    dialog = opened_review(qtbot, window)
    dialog.step_to(step)
    assert dialog.step == step and dialog.play_button.isEnabled()
    return dialog


def play_from_here(qtbot, window, dialog) -> None:
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.reviewer.dialog is None)


def test_play_from_here_goes_to_the_move_shown_and_redo_brings_the_moves_back(qtbot):
    window, game = lost_window(qtbot)
    qtbot.waitUntil(lambda: isinstance(window.end_dialog, DeadEndDialog))
    window.end_dialog.choose(None)
    session, history = window.session, tuple(game.board.history)
    k = expected(game).last_winnable
    # an earlier position than the last winnable one: the player stepped back to move 15
    dialog = review_at(qtbot, window, k - 6)
    play_from_here(qtbot, window, dialog)
    assert tuple(game.board.history) == history[: k - 6]
    shown = Board.replay(game.layout.geometry, game.initial_faces, history[: k - 6])
    assert game.board.present == shown.present
    assert session.known_winnable == k - 6 and not session.lost
    line = session.play.known_solution()  # the moves to move 21, then the solver's line from there
    assert line[:6] == tuple((m.a, m.b) for m in history[k - 6 : k])
    taken = len(history) - (k - 6)
    assert window.statusBar().currentMessage() == (
        f"{taken} moves taken back: this position can be won."
    )
    # Redo brings back the moves taken back, one at a time, as after any undo
    assert window.actions_.redo.isEnabled()
    window.actions_.redo.trigger()
    assert tuple(game.board.history) == history[: k - 5]
    window.actions_.undo.trigger()
    assert tuple(game.board.history) == history[: k - 6]
    # a move of the player's own: the moves taken back are gone for Redo, as after an undo
    a, b = sorted(game.board.free_pairs())[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    assert len(game.board.history) == k - 5 and not window.actions_.redo.isEnabled()
    window.close()


def test_play_from_here_on_a_position_already_lost_goes_there_and_says_no_more(qtbot):
    window, game = lost_window(qtbot)
    player = GameDriver(window)
    qtbot.waitUntil(lambda: isinstance(window.end_dialog, DeadEndDialog))
    window.end_dialog.choose(None)
    history = tuple(game.board.history)
    k = expected(game).last_winnable
    dialog = review_at(qtbot, window, k + 3)  # after the losing move: it cannot be won
    play_from_here(qtbot, window, dialog)
    assert tuple(game.board.history) == history[: k + 3]
    assert window.session.known_winnable == k  # only the positions up to move 21
    assert player.status_text in (
        f"{len(history) - k - 3} moves taken back.",
        "This position can no longer be won, although pairs remain: go back to a winnable"
        " position (Move menu), or shuffle.",
    )
    qtbot.waitUntil(lambda: window.session.lost, timeout=60_000)  # the solver says so again
    window.close()
