"""The game being played with what the help knows of it (core/play.py): hint cycling, which
positions are known winnable, what a move does to them, the solver's answers. No Qt."""

from __future__ import annotations

from test_change import turtle_play
from test_game import new_game

from mahjong_qt.core.game import HelpLimits
from mahjong_qt.core.play import AfterMove, Notice, Play
from mahjong_qt.core.review_job import PlayFrom
from mahjong_qt.core.solver import Verdict

ROW_LINE = ((0, 3), (1, 2))  # the row of four, 0 1 1 0: the ends, then the middle


def row_play(solution=ROW_LINE, limits=None) -> Play:
    return Play(new_game(solution=solution, limits=limits)[0], position=7)


def test_a_move_within_the_kept_line_is_known_winnable_at_once():
    play = row_play()
    play.click(0)
    play.click(3)
    assert play.moved() is AfterMove.KNOWN
    assert play.known_winnable == 1 and play.position == 8
    play.click(1)
    play.click(2)
    assert play.moved() is AfterMove.WON
    play.game.finish()  # the result counted
    play.undo()
    assert play.moved() is AfterMove.KNOWN and play.known_winnable == 1  # the line is kept
    play.redo()
    assert play.moved() is AfterMove.CLEARED_AGAIN  # counted once: said, never counted again


def test_without_a_known_line_the_solver_must_decide():
    play = row_play(solution=None)
    play.click(0)
    play.click(3)
    assert play.moved() is AfterMove.CHECK and play.known_winnable == 0
    reply = play.answered(play.position, Verdict.WINNABLE, ((1, 2),))
    assert reply is not None and reply.change is None and not reply.hint_due
    assert play.known_winnable == 1 and play.known_solution() == ((1, 2),)


def test_an_answer_about_another_position_is_ignored():
    play = row_play(solution=None)
    play.click(0)
    play.click(3)
    play.moved()
    assert play.answered(play.position - 1, Verdict.NOT_WINNABLE, ()) is None
    assert not play.lost


def test_a_proof_of_loss_is_said_once_and_gives_the_way_back():
    play = turtle_play()
    for a, b in play.game.solution[:2]:
        play.click(a)
        play.click(b)
        assert play.moved() is AfterMove.KNOWN
    assert play.known_winnable == 2 and play.moves_to_winnable == 0  # not lost
    play.known_winnable = 1  # as if only the first move had been proven
    reply = play.answered(play.position, Verdict.NOT_WINNABLE, (), tell_lost=True)
    assert reply is not None and reply.notices == (Notice.LOST_FOUND,)
    assert reply.change is not None and reply.change.status and play.lost
    assert play.moves_to_winnable == 1
    again = play.answered(play.position, Verdict.NOT_WINNABLE, ())
    assert again is not None and again.notices == () and again.change is None  # said once
    count, change = play.back_to_winnable()
    assert count == 1 and change is not None and len(change.added) == 2
    play.moved()
    assert not play.lost and play.moves_to_winnable == 0


def test_a_quiet_proof_says_nothing():
    play = row_play(solution=None)
    reply = play.answered(play.position, Verdict.NOT_WINNABLE, (), tell_lost=False)
    assert reply is not None and reply.notices == () and play.lost


def test_hints_cycle_and_count_once_per_position():
    play = turtle_play()
    first = play.hint()
    assert first is not None and first.counted and first.notices == (Notice.PROVEN,)
    pair = play.hint_pair
    assert pair is not None and play.game.board.matches(*pair)
    seen = {pair}
    for _ in range(5):
        reply = play.hint()
        assert reply is not None and not reply.counted
        seen.add(play.hint_pair)
    assert play.game.hints_used == 1 and len(seen) > 1  # cycling shows the others
    a, b = pair
    play.click(a)
    play.click(b)
    play.moved()
    assert play.hint_pair is None  # the hint was about the position before
    assert play.hint() is not None and play.game.hints_used == 2


def test_a_hint_without_explanations_says_nothing():
    play = turtle_play()
    reply = play.hint(explains=False)
    assert reply is not None and reply.notices == () and play.hint_pair is not None


def test_no_hint_left():
    play = row_play(limits=HelpLimits(hints=0))
    reply = play.hint()
    assert reply is not None and reply.notices == (Notice.NO_HINTS_LEFT,)
    assert reply.change is None and play.hint_pair is None and not play.hint_available


def test_off_the_kept_line_a_hint_waits_for_the_solver():
    play = row_play(solution=None)
    reply = play.hint()
    assert reply is not None and reply.ask and reply.notices == (Notice.LOOKING,)
    assert play.hint_pending and play.hint_pair is None
    answer = play.answered(play.position, Verdict.WINNABLE, ROW_LINE)
    assert answer is not None and answer.hint_due and not play.hint_pending
    shown = play.waited_hint(Verdict.WINNABLE)
    assert shown.counted and play.hint_pair == (0, 3) and shown.notices == (Notice.PROVEN,)


def test_a_hint_on_a_stuck_board_says_there_is_no_free_pair():
    play = Play(new_game(faces=(0, 1, 0, 1))[0])  # the free ends do not match
    reply = play.hint()
    assert reply is not None and reply.ask  # not known winnable: the solver decides
    shown = play.waited_hint(Verdict.NOT_WINNABLE)
    assert shown.notices == (Notice.LOST_HINTED,) and play.lost and play.hint_pair is None


def test_playing_from_an_earlier_move_learns_what_the_review_knows():
    play = turtle_play()
    line = play.game.solution
    for a, b in line[:3]:
        play.click(a)
        play.click(b)
        play.moved()
    assert play.play_from(PlayFrom(moves=5)) is None  # no such earlier position
    change = play.play_from(PlayFrom(moves=1, proven=1, solution=line[1:]))
    assert change is not None and len(change.added) == 4
    assert play.known_winnable == 1 and play.game.undos_used == 2
    assert play.moved() is AfterMove.KNOWN


def test_the_shown_pair_of_the_first_board_is_no_hint_counted():
    play = turtle_play()
    change = play.show_pair((1, 2))
    assert change.hint and not change.counters
    assert play.hint_pair == (1, 2) and play.game.hints_used == 0


def test_the_clock_waits_while_held():
    play = row_play()
    clock = play.game.clock
    play.follow_clock(True)
    assert not clock.running
    play.follow_clock(False, may_run=False)  # the mode ended the game: it stays stopped
    assert not clock.running
    play.follow_clock(False)
    assert clock.running
