"""The "can this position still be won?" check runs in a worker process and comes back as a
signal; a proven loss becomes a quiet status message, a stale answer is ignored."""

from __future__ import annotations

from game_driver import GameDriver
from PySide6.QtWidgets import QLabel
from test_app_helpers import make_window

from mahjong_qt.app.session.solver_services import WinnabilityWatcher
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.board import Board
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.solver import Verdict


def test_watcher_decides_in_a_worker_process(qtbot):
    # the last two bamboo 1 lie one on the other: they can never both be free
    stacked = Board(Geometry.from_positions([(0, 0, 0), (0, 0, 1)]), [0, 0])
    watcher = WinnabilityWatcher()
    try:
        with qtbot.waitSignal(watcher.answered, timeout=60_000) as blocker:
            watcher.ask(stacked, "tag-1")
        tag, verdict, solution = blocker.args
        assert tag == "tag-1" and verdict is Verdict.NOT_WINNABLE and solution == ()
        row = Board(Geometry.from_positions([(0, 0, 0), (2, 0, 0)]), [5, 5])
        with qtbot.waitSignal(watcher.answered, timeout=60_000) as blocker:
            watcher.ask(row, "tag-2")
        assert blocker.args[0] == "tag-2" and blocker.args[1] is Verdict.WINNABLE
    finally:
        watcher.shutdown()


def test_a_proven_loss_is_told_quietly_and_a_stale_answer_ignored(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    session = window.session
    stale = session.play.position - 1
    session.watcher.answered.emit(stale, Verdict.NOT_WINNABLE, ())  # about an older position
    assert not session.lost
    session.watcher.answered.emit(session.play.position, Verdict.NOT_WINNABLE, ())
    assert session.lost
    assert "can no longer be won" in window.statusBar().currentMessage()
    assert window.end_dialog is None  # the player may go on or undo


def test_the_next_deal_is_prepared_in_the_background(qtbot):
    from mahjong_qt.app.session.deal_service import DealService
    from mahjong_qt.core.layout_library import find_layout, list_layouts
    from mahjong_qt.core.modes.setup import classic_setup

    layout = find_layout(list_layouts(None), "turtle").layout
    eight = classic_setup(layout, 8, "easy", "full", None, None)
    nine = classic_setup(layout, 9, "easy", "full", None, None)
    deals = DealService()
    deals.prepare_delay_ms = 0
    try:
        with qtbot.waitSignal(deals.dealt, timeout=60_000) as dealt:
            deals.prepare([eight])
            assert deals.take(nine) is None  # not the game asked for
        assert dealt.args[0].key == eight.key and dealt.args[2] is None
        setup, deal = deals.take(eight)
        assert deal == eight.make_deal()
        assert deals.take(eight) is None  # taken once
    finally:
        deals.shutdown()


def unproven_pair(game) -> tuple[int, int]:
    """A free pair off the game's winning line that no change of partners proves safe (so the
    solver must decide the position after it)."""
    from mahjong_qt.core.hints import swap_partners

    line = {tuple(sorted(p)) for p in game.solution}
    return next(
        p
        for p in game.board.free_pairs()
        if p not in line and swap_partners(game.board, game.solution, *p) is None
    )


def test_a_hint_off_the_kept_line_waits_for_the_solver_without_blocking(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    session, game = window.session, window.session.game
    a, b = unproven_pair(game)
    window.play.click_tile(a)
    window.play.click_tile(b)  # the player leaves the kept winning line
    window.actions_.hint.trigger()
    assert session.hint_pair is None and session.play.hint_pending  # asked the worker
    assert "Looking for a safe pair" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: session.hint_pair is not None or session.lost, timeout=60_000)
    if not session.lost:
        c, d = session.hint_pair
        assert game.board.matches(c, d) and game.board.is_free(c) and game.board.is_free(d)
    assert game.hints_used == (0 if session.hint_pair is None else 1)


def test_a_game_asked_for_is_dealt_in_the_background_while_the_board_waits(qtbot):
    from mahjong_qt.core.modes.setup import classic_setup

    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    session = window.session
    old = session.game
    setup = classic_setup(old.layout, 17, "normal", "full", 5, 3)
    with qtbot.waitSignal(window.starter.dealing) as dealing:
        window.start(setup)
    assert dealing.args == [setup]
    assert session.game is old  # still on the board, playable
    assert window.view.findChild(QLabel, "pauseCurtain").isVisible()  # "Dealing game 17…"
    qtbot.waitUntil(lambda: session.game is not old, timeout=60_000)
    assert session.game.number == 17 and session.game.board.tiles_left == 144
    assert not window.view.findChild(QLabel, "pauseCurtain").isVisible()
    assert window.settings.last_number == 17


def test_back_to_a_winnable_position_takes_back_the_moves_since_the_last_proven_one(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    player = GameDriver(window)
    session = window.session
    game = session.game

    def take(pair):
        player.click_tile(pair[0])
        player.click_tile(pair[1])

    for pair in game.solution[:2]:  # along the kept winning line: known winnable at once
        take(pair)
    assert session.known_winnable == 2
    take(unproven_pair(game))
    take(game.board.free_pairs()[0])
    assert len(game.board.history) == 4 and session.play.moves_to_winnable == 0  # not lost
    assert not window.actions_.back_to_winnable.isEnabled()
    assert not window.menus.rewind_tool.isVisible()  # the toolbar button only when it applies
    session.watcher.answered.emit(session.play.position, Verdict.NOT_WINNABLE, ())  # the proof
    assert session.lost and session.play.moves_to_winnable == 2
    assert window.actions_.back_to_winnable.isEnabled()
    assert window.menus.rewind_tool.isVisible()
    assert window.menus.rewind_tool.text() == "Back to a Winnable Position"
    score = game.score.score
    player.act("back_to_winnable")
    assert len(game.board.history) == 2 and not session.lost
    assert game.score.score < score  # as undo does: the pairs' points go back
    assert player.status_text == "2 moves taken back: this position can be won."
    assert not window.actions_.back_to_winnable.isEnabled()
    assert not window.menus.rewind_tool.isVisible()


def test_the_dead_end_dialog_offers_to_go_back_to_a_winnable_position(qtbot):
    from mahjong_qt.app.dialogs.dead_end_dialog import DeadEndDialog

    make_window(qtbot)  # installs the English translator (its plural forms)
    dialog = DeadEndDialog(True, False, None, rewind=3)
    qtbot.addWidget(dialog)
    assert dialog.back.text() == "Back 3 Moves to a Winnable Position"
    assert not dialog.back.isHidden() and dialog.back.isDefault()
    dialog.back.click()
    assert dialog.wants == "rewind"
    plain = DeadEndDialog(True, True, None)
    qtbot.addWidget(plain)
    assert plain.back.isHidden()


def test_a_pair_off_the_line_proven_by_a_partner_swap_needs_no_search(qtbot):
    from mahjong_qt.core.hints import swap_partners

    window = make_window(qtbot, GameStart(layout_id="turtle", number=5))
    session = window.session
    game = session.game
    line = {tuple(sorted(p)) for p in game.solution}
    swappable = [
        p
        for p in game.board.free_pairs()
        if p not in line and swap_partners(game.board, game.solution, *p) is not None
    ]
    assert swappable, "deal 5 offers a pair that a change of partners proves safe"
    a, b = swappable[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    assert not session.watcher.busy  # no question for the worker process
    assert session.known_winnable == 1  # known winnable at once
    session.hint()
    assert session.hint_pair is not None  # instant, from the line that followed the player
