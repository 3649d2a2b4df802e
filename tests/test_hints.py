"""Safe hints: proven to keep the game winnable, cycling, LOST when lost."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_qt.core.board import Board
from mahjong_qt.core.deals import make_deal
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.hints import (
    HintCycle,
    HintStatus,
    find_hints,
    is_still_winnable,
    remaining_pairing,
)
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.solver import Verdict, solve
from mahjong_qt.resources import layouts_dir


def _turtle_game(number: int = 5):
    layout = load_layout(layouts_dir() / "turtle.json")
    deal = make_deal(layout, number, "normal")
    return Board(layout.geometry, deal.faces), deal.solution


def test_following_safe_hints_wins_the_game():
    board, solution = _turtle_game()
    while not board.is_won:
        result = find_hints(board, solution)
        assert result.status is HintStatus.WINNABLE
        first = result.hint(0)
        assert first is not None and first.safe
        board.remove_pair(first.a, first.b)
        solution = result.solution
    assert find_hints(board, solution).status is HintStatus.WON


def test_safe_hints_come_first_and_each_is_proven():
    board, solution = _turtle_game()
    result = find_hints(board, solution)
    flags = [h.safe for h in result.hints]
    assert flags == sorted(flags, reverse=True)
    free_pairs = set(board.free_pairs())
    pairing = {tuple(sorted(p)) for p in solution}
    off_pairing_safe = 0
    for h in result.hints:
        assert (h.a, h.b) in free_pairs
        if (h.a, h.b) in pairing:
            assert h.safe  # every free pair of the kept pairing
        after = list(board.present)
        after[h.a] = after[h.b] = False
        verdict = solve(board.geometry, board.faces, after, seconds=30).verdict
        if h.safe:
            assert verdict is Verdict.WINNABLE
            off_pairing_safe += (h.a, h.b) not in pairing
    assert off_pairing_safe > 0  # partner swaps prove more than the kept pairing
    assert len(result.hints) == len(free_pairs)


def test_cycle_goes_round():
    board, solution = _turtle_game()
    cycle = HintCycle(board, solution)
    n = len(cycle.result.hints)
    seen = [cycle.next() for _ in range(n + 1)]
    assert seen[0] == seen[n]
    assert len(set(seen[:n])) == n


def test_leaving_the_pairing_triggers_a_new_proof():
    board, solution = _turtle_game()
    pairing = {tuple(sorted(p)) for p in solution}
    off = [p for p in board.free_pairs() if p not in pairing]
    if not off:
        return  # every free pair is in the pairing: nothing to leave
    board.remove_pair(*off[0])
    assert remaining_pairing(board, solution) is None
    verdict, kept = is_still_winnable(board, solution, seconds=None)
    assert verdict is solve(board.geometry, board.faces, board.present).verdict
    if verdict is Verdict.WINNABLE:
        assert remaining_pairing(board, kept) is not None
        hint = find_hints(board, kept).hint(0)
        assert hint.safe


def test_after_undo_the_kept_solution_is_checked_again():
    board, solution = _turtle_game()
    board.remove_pair(*solution[0])
    kept = solution[1:]
    board.undo()
    # The kept solution no longer covers the tile pair put back: a re-solve answers.
    assert remaining_pairing(board, kept) is None
    verdict, new = is_still_winnable(board, kept, seconds=None)
    assert verdict is Verdict.WINNABLE and remaining_pairing(board, new) is not None


def test_lost_position_says_lost_and_still_lists_legal_moves():
    # The last two B are stacked (lost), while the two A lie free: a legal move, not a safe one.
    g = Geometry.from_positions([(0, 0, 0), (0, 0, 1), (4, 0, 0), (8, 0, 0)])
    board = Board(g, [2, 2, 1, 1])
    result = find_hints(board)
    assert result.status is HintStatus.LOST
    assert [(h.a, h.b, h.safe) for h in result.hints] == [(2, 3, False)]


def test_stuck_position_is_lost_with_no_hint():
    g = Geometry.from_positions([(0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0)])
    result = find_hints(Board(g, [1, 1, 2, 2]))
    assert result.status is HintStatus.LOST and result.hint(0) is None


# --- proofs by a change of partners -------------------------------------------------------------
def _stack_and_row() -> tuple[Board, list[tuple[int, int]]]:
    """Four tiles of one kind: 1 lies on 0; 2 and 3 stand apart. Kept line: (1, 2) then (0, 3)."""
    geometry = Geometry.from_positions([(0, 0, 0), (0, 0, 1), (4, 0, 0), (8, 0, 0)])
    return Board(geometry, [0, 0, 0, 0]), [(1, 2), (0, 3)]


def test_a_pair_off_the_kept_pairing_is_safe_when_swapping_partners_still_clears():
    from mahjong_qt.core.hints import clearing_order, swap_partners

    board, line = _stack_and_row()
    assert clearing_order(board, line) == [(1, 2), (0, 3)]
    assert clearing_order(board, [(0, 1), (2, 3)]) is None  # 0 and 1 are never free together
    result = find_hints(board, line)
    assert [(h.a, h.b, h.safe) for h in result.hints] == [
        (1, 2, True),  # in the kept pairing
        (1, 3, True),  # 1-3 and 0-2 clear too: proven without a search
        (2, 3, False),  # would leave 1 on 0: lost
    ]
    assert not solve(board.geometry, board.faces, [True, True, False, False]).winnable
    assert swap_partners(board, line, 2, 3) is None
    board.remove_pair(1, 3)  # the player leaves the kept pairing: the line follows
    assert swap_partners(board, line, 1, 3) == ((1, 3), (0, 2))


def _passes_order(board: Board, pairs) -> bool:
    """Reference: whole passes over the pairs, taking every pair free at that moment."""
    present = list(board.present)
    left = list(pairs)
    while left:
        rest = [
            (a, b)
            for a, b in left
            if not (board.geometry.is_free(a, present) and board.geometry.is_free(b, present))
        ]
        if len(rest) == len(left):
            return False
        for a, b in left:
            if (a, b) not in rest:
                present[a] = present[b] = False
        left = rest
    return True


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_clearing_order_finds_an_order_exactly_when_one_exists(data):
    from mahjong_qt.core.hints import clearing_order

    cells = data.draw(
        st.lists(
            st.tuples(st.integers(0, 5), st.integers(0, 1), st.integers(0, 2)),
            min_size=2,
            max_size=14,
            unique_by=lambda c: c,
        )
    )
    positions = []
    for x, y, z in cells:  # one tile per cell (cells are 2 half-units apart), on any level
        positions.append((2 * x + (z % 2), 2 * y + (z % 2), z))
    if len(positions) % 2:
        positions.pop()
    geometry = Geometry.from_positions(positions)
    board = Board(geometry, [0] * len(positions))
    order = data.draw(st.permutations(range(len(positions))))
    pairs = [(order[i], order[i + 1]) for i in range(0, len(order), 2)]
    found = clearing_order(board, pairs)
    assert (found is not None) == _passes_order(board, pairs)
    if found is not None:
        assert sorted(found) == sorted(pairs)
        for a, b in found:  # the order really replays on the board
            board.remove_pair(a, b)
        assert board.is_won
