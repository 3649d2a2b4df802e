"""The exact solver: every WINNABLE verdict replays on the board, lost boards are proven lost,
and on small positions the verdict equals a brute-force search's."""

from __future__ import annotations

import functools
import itertools

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from mahjong_qt.core.board import Board
from mahjong_qt.core.deal import uniform_faces
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.solver import Verdict, solve
from mahjong_qt.core.tiles import TileSetVariant, match_key
from mahjong_qt.resources import layouts_dir


def replays(geometry: Geometry, faces, solution) -> bool:
    board = Board(geometry, faces)
    for a, b in solution:
        board.remove_pair(a, b)
    return board.is_won


def brute_force(geometry: Geometry, faces, present=None) -> bool:
    n = len(geometry)
    keys = [match_key(f) for f in faces]
    start = sum(1 << i for i in range(n) if present is None or present[i])

    @functools.cache
    def wins(mask: int) -> bool:
        if not mask:
            return True
        pres = [bool(mask >> i & 1) for i in range(n)]
        free = geometry.free_indices(pres)
        return any(
            wins(mask & ~(1 << a) & ~(1 << b))
            for a, b in itertools.combinations(free, 2)
            if keys[a] == keys[b]
        )

    return wins(start)


def row(n: int, z: int = 0, y: int = 0, x0: int = 0):
    return [(x0 + 2 * i, y, z) for i in range(n)]


# --- hand-built positions ------------------------------------------------------------------
def test_last_two_of_a_kind_stacked_is_not_winnable():
    g = Geometry.from_positions([(0, 0, 0), (0, 0, 1)])
    assert solve(g, [5, 5]).verdict is Verdict.NOT_WINNABLE


def test_three_of_a_kind_in_one_stack_is_not_winnable():
    g = Geometry.from_positions([(0, 0, 0), (0, 0, 1), (0, 0, 2), (4, 0, 0)])
    assert solve(g, [7, 7, 7, 7]).verdict is Verdict.NOT_WINNABLE


def test_crossed_pairs_in_a_row_are_not_winnable():
    # A A B B in a row, A and B each the last two of their kind: only the ends are free and
    # they never match. A B B A is fine.
    g = Geometry.from_positions(row(4))
    assert solve(g, [1, 1, 2, 2]).verdict is Verdict.NOT_WINNABLE
    assert solve(g, [1, 2, 1, 2]).verdict is Verdict.NOT_WINNABLE
    ok = solve(g, [1, 2, 2, 1])
    assert ok.verdict is Verdict.WINNABLE and replays(g, [1, 2, 2, 1], ok.solution)


def test_odd_group_is_not_winnable_and_empty_is_won():
    g = Geometry.from_positions(row(2))
    assert solve(g, [1, 2]).verdict is Verdict.NOT_WINNABLE
    assert solve(g, [1, 1], [False, False]).verdict is Verdict.WINNABLE


def test_flowers_match_each_other_and_seasons_do_not_match_flowers():
    g = Geometry.from_positions(row(4))
    result = solve(g, [34, 37, 35, 36])
    assert result.winnable and replays(g, [34, 37, 35, 36], result.solution)
    assert solve(g, [34, 38, 39, 35]).winnable
    assert solve(g, [34, 38, 35, 39]).verdict is Verdict.NOT_WINNABLE


def test_groups_of_six_and_eight_are_handled():
    g = Geometry.from_positions(row(8) + row(6, y=2))
    faces = [3] * 8 + [4] * 6
    result = solve(g, faces)
    assert result.winnable and replays(g, faces, result.solution)


def test_unknown_when_budget_is_tiny():
    layout = load_layout(layouts_dir() / "turtle.json")
    faces = uniform_faces(layout.id, 144, 1, TileSetVariant.FULL)
    result = solve(layout.geometry, faces, nodes=1, playouts=0)
    assert result.verdict in (Verdict.UNKNOWN, Verdict.NOT_WINNABLE)
    if result.verdict is Verdict.NOT_WINNABLE:  # only if the first relaxed replay proves it
        assert not solve(layout.geometry, faces, playouts=0).winnable


@pytest.mark.parametrize("number", range(1, 21))
def test_turtle_deals_winnable_verdicts_replay(number: int):
    layout = load_layout(layouts_dir() / "turtle.json")
    faces = uniform_faces(layout.id, 144, number, TileSetVariant.FULL)
    result = solve(layout.geometry, faces, nodes=30_000)
    if result.winnable:
        assert replays(layout.geometry, faces, result.solution)


def test_search_alone_finds_replayable_solutions():
    layout = load_layout(layouts_dir() / "turtle.json")
    for number in (3, 4, 5):
        faces = uniform_faces(layout.id, 144, number, TileSetVariant.FULL)
        result = solve(layout.geometry, faces, playouts=0, nodes=50_000)
        if result.winnable:
            assert replays(layout.geometry, faces, result.solution)


def test_game_in_progress_is_solved_from_its_present_tiles():
    layout = load_layout(layouts_dir() / "turtle.json")
    faces = uniform_faces(layout.id, 144, 1, TileSetVariant.FULL)
    full = solve(layout.geometry, faces, nodes=50_000)
    assert full.winnable
    board = Board(layout.geometry, faces)
    for a, b in full.solution[:20]:
        board.remove_pair(a, b)
    result = solve(layout.geometry, board.faces, board.present, nodes=50_000)
    assert result.winnable
    for a, b in result.solution:
        board.remove_pair(a, b)
    assert board.is_won
    assert all(a < b for a, b in (*full.solution, *result.solution))


# --- against brute force -------------------------------------------------------------------
@st.composite
def small_positions(draw):
    count = draw(st.integers(1, 8)) * 2
    cells = st.tuples(st.integers(0, 8), st.integers(0, 2), st.integers(0, 2))
    positions: list[tuple[int, int, int]] = []
    for x, y, z in draw(st.lists(cells, min_size=count, max_size=60)):
        if len(positions) == count:
            break
        if all(not (p[2] == z and abs(p[0] - x) < 2 and abs(p[1] - y) < 2) for p in positions):
            positions.append((x, y, z))
    if len(positions) % 2:
        positions.pop()
    n = len(positions)
    kinds = draw(st.integers(1, max(1, n // 2)))
    # Pairs of faces: kinds 0.. (a kind may get 2, 4, 6... tiles), plus flowers now and then.
    pair_faces = draw(
        st.lists(
            st.one_of(st.integers(0, kinds - 1).map(lambda k: (k, k)), st.just((34, 36))),
            min_size=n // 2,
            max_size=n // 2,
        )
    )
    faces = [f for pair in pair_faces for f in pair]
    faces = draw(st.permutations(faces)) if faces else []
    return Geometry.from_positions(positions), list(faces)


@settings(max_examples=2000, deadline=None)
@given(small_positions(), st.integers(0, 3))
def test_verdict_matches_brute_force(position, playouts: int):
    geometry, faces = position
    assert_exact(geometry, faces, solve(geometry, faces, playouts=playouts))


def assert_exact(geometry: Geometry, faces, result) -> None:
    """A decided verdict, brute force's, and a win that replays."""
    assert result.verdict is not Verdict.UNKNOWN
    assert result.winnable == brute_force(geometry, faces)
    if result.winnable:
        assert replays(geometry, faces, result.solution)


def _search_alone(geometry, faces, keep_after: int):
    """One unlimited search run with early keeps (what restarts do), no play-outs."""
    from mahjong_qt.core.solver import Budget, Problem
    from mahjong_qt.core.solver.replay import RelaxedReplay
    from mahjong_qt.core.solver.search import PairingSearch

    replay = RelaxedReplay(Problem.build(geometry, faces))
    if not replay.run():
        return False, ()
    if PairingSearch(replay, Budget(), keep_after=keep_after).solve():
        return True, replay.solution()
    return False, ()


@settings(max_examples=600, deadline=None)
@given(small_positions())
def test_conflicts_refined_with_early_keeps_stay_exact(position):
    """With a keep after one pair (most refinement replays stop early) the search still decides
    every position as brute force does: a kept decision is always safe."""
    geometry, faces = position
    winnable, solution = _search_alone(geometry, faces, keep_after=2)
    assert winnable == brute_force(geometry, faces)
    if winnable:
        assert replays(geometry, faces, solution)


def test_every_partner_refused_rests_on_the_groups_other_pairs():
    """A group of more than four tiles takes several decisions. When every partner its member
    x could take was refused, the search's case split rested on the pool of partners left,
    which the group's earlier decisions had narrowed: the failure it passed up left those out,
    and here (a group of four and one of ten: flowers) the search alone answered "not
    winnable" (benchmarks/SOLVER.md, eleventh session)."""
    geometry = Geometry.from_positions(
        [(0, 0, 0), (8, 0, 0), (7, 0, 2), (0, 0, 1), (2, 0, 2), (8, 0, 1), (2, 0, 0), (0, 2, 1),
         (4, 0, 1), (6, 1, 0), (0, 2, 0), (2, 2, 0), (4, 0, 0), (4, 2, 0)]
    )  # fmt: skip
    faces = [34, 36, 0, 34, 36, 0, 0, 36, 34, 0, 34, 36, 34, 36]
    assert brute_force(geometry, faces)
    for keep_after in (0, 2):
        winnable, solution = _search_alone(geometry, faces, keep_after)
        assert winnable and replays(geometry, faces, solution)
    assert_exact(geometry, faces, solve(geometry, faces, playouts=0))


@settings(max_examples=300, deadline=None)
@given(small_positions())
def test_the_search_alone_decides_large_groups_as_brute_force(position):
    """Positions with a group of six tiles or more, decided by the search alone (no play-out,
    no early keep: every failure it passes up is a case split's)."""
    geometry, faces = position
    keys = [match_key(f) for f in faces]
    assume(any(keys.count(k) > 4 for k in set(keys)))
    winnable, solution = _search_alone(geometry, faces, keep_after=0)
    assert winnable == brute_force(geometry, faces)
    if winnable:
        assert replays(geometry, faces, solution)


def test_conflict_refinement_leaves_each_decision_fixed_once():
    """Refinement unfixes decisions and fixes them again; a decision kept early whose group is no
    longer stuck once later ones are dropped was fixed twice (and a later unfix raised
    ValueError). Checked after every conflict of the searches of a few Turtle deals."""
    from mahjong_qt.core.solver import Budget, Problem
    from mahjong_qt.core.solver.replay import RelaxedReplay
    from mahjong_qt.core.solver.search import PairingSearch, _pair

    class Checked(PairingSearch):
        conflicts = 0

        def _conflict(self):
            out = super()._conflict()
            expected = [
                sorted(_pair(d) for d in self.fixed if d[0] == g) for g in range(len(self.decided))
            ]
            assert [sorted(pairs) for pairs in self.decided] == expected
            Checked.conflicts += 1
            return out

    layout = load_layout(str(layouts_dir() / "turtle.json"))
    for number in range(1, 13):
        faces = uniform_faces("turtle", layout.tile_count, number, TileSetVariant.FULL)
        replay = RelaxedReplay(Problem.build(layout.geometry, faces))
        if replay.run():
            if Checked(replay, Budget(), keep_after=20).solve():
                assert replays(layout.geometry, faces, replay.solution())
    assert Checked.conflicts > 50


# --- search strength (replay counts are machine-independent, so no timing here) ---------------
def _benchmark_deal(number: int) -> list[int]:
    """Deal ``number`` of ``benchmarks/solver_bench.py`` (random Turtle deals, seed 2026)."""
    from mahjong_qt.core.deal import random_faces
    from mahjong_qt.core.rng import Rng

    rng = Rng.from_key("solver-bench", 2026)
    for _ in range(number + 1):
        faces = random_faces(144, TileSetVariant.FULL, rng)
    return faces


@pytest.mark.parametrize(
    ("number", "winnable"),
    [(491, False), (822, True)],  # fixed decision orders needed 164k and over 445k replays
)
def test_hard_benchmark_deals_are_decided_within_a_replay_budget(number: int, winnable: bool):
    layout = load_layout(layouts_dir() / "turtle.json")
    faces = _benchmark_deal(number)
    result = solve(layout.geometry, faces, nodes=30_000)
    assert result.verdict is (Verdict.WINNABLE if winnable else Verdict.NOT_WINNABLE)
    if winnable:
        assert replays(layout.geometry, faces, result.solution)


def test_activity_favours_recent_conflicts_and_survives_rescaling():
    from mahjong_qt.core.solver.search import Activity

    act = Activity()
    act.bump([(1, 0, 1), (2, 0, 1)])
    act.bump([(2, 0, 2), (2, 1, 3)])  # one bump per group and conflict
    assert act.score[2] > act.score[1]
    for _ in range(3):
        act.bump([(3, 0, 1)])
    assert act.score[3] > act.score[2] > act.score[1]
    act.inc = 1e101
    act.bump([(4, 0, 1)])  # forces a rescale
    assert act.inc < 1e2
    assert act.score[4] > act.score[3] > act.score[2] > act.score[1] > 0


# --- play-outs ---------------------------------------------------------------------------------
def test_stacked_pairs_are_found_through_other_tiles():
    from mahjong_qt.core.solver import Problem

    # a 5 lies on a 7 that lies on a 5; the other 5s and 7s sit apart on the table
    g = Geometry.from_positions([(0, 0, 0), (0, 0, 1), (0, 0, 2), (4, 0, 0), (8, 0, 0), (12, 0, 0)])
    p = Problem.build(g, [5, 7, 5, 5, 5, 7])
    fives = p.members[0]
    assert [p.tile_of[t] for t in fives] == [0, 2, 3, 4]
    assert p.stacked[0] == {0b0011}  # positions 0 and 2, through the 7 between them
    assert p.stacked[1] == frozenset()  # 7s: one on the table beside, not under


@settings(max_examples=300, deadline=None)
@given(small_positions(), st.data())
def test_stacked_pairs_are_the_members_one_of_which_lies_on_the_other(position, data):
    from mahjong_qt.core.solver import Problem

    geometry, faces = position
    present = data.draw(st.lists(st.booleans(), min_size=len(faces), max_size=len(faces)))
    problem = Problem.build(geometry, faces, present)

    def under(p: int) -> set[int]:  # present tiles under position p, maybe through others
        out: set[int] = set()
        for q in geometry.below[p]:
            if present[q]:
                out |= {q} | under(q)
        return out

    for g, members in enumerate(problem.members):
        tiles = [problem.tile_of[t] for t in members]
        expected = {
            (1 << i) | (1 << j)
            for i, j in itertools.combinations(range(len(tiles)), 2)
            if tiles[i] in under(tiles[j]) or tiles[j] in under(tiles[i])
        }
        assert problem.stacked[g] == expected


def test_problems_share_their_layouts_shape_and_a_game_in_progress_gets_its_own():
    from mahjong_qt.core.solver import Problem

    layout = load_layout(str(layouts_dir() / "turtle.json"))
    g = layout.geometry
    faces = uniform_faces("turtle", layout.tile_count, 3, TileSetVariant.FULL)
    other = uniform_faces("turtle", layout.tile_count, 4, TileSetVariant.FULL)
    fresh, again = Problem.build(g, faces), Problem.build(g, other)
    assert again.below is fresh.below and again.members != fresh.members
    board = Board(g, faces)
    a, b = next(
        (a, b)
        for a, b in itertools.combinations(board.free_tiles(), 2)
        if match_key(faces[a]) == match_key(faces[b])
    )
    present = [i not in (a, b) for i in range(len(g))]
    in_progress = Problem.build(g, faces, present)
    alone = Problem.build(Geometry.from_positions(g.positions), faces, present)  # no shared shape
    assert in_progress.n == fresh.n - 2 and in_progress.below is not fresh.below
    for name in Problem.__slots__:
        assert getattr(in_progress, name) == getattr(alone, name), name


@settings(max_examples=300, deadline=None)
@given(small_positions(), st.integers(0, 2**32))
def test_a_winning_play_out_replays_and_a_lost_position_never_wins(position, seed):
    from mahjong_qt.core.rng import Rng
    from mahjong_qt.core.solver import Problem
    from mahjong_qt.core.solver.playout import play_out

    geometry, faces = position
    problem = Problem.build(geometry, faces)
    winnable = brute_force(geometry, faces)
    for safe, lone, whole in ((True, 1, 0), (True, 0, 0), (True, 0, 1), (False, 1, 0)):
        moves = play_out(problem, Rng(seed), safe=safe, lone=lone, whole=whole)
        if moves is not None:
            assert winnable and replays(geometry, faces, moves)


def test_play_outs_read_each_masks_members_and_pairs_from_lists_where_groups_are_small():
    from mahjong_qt.core.solver import Problem
    from mahjong_qt.core.solver.matchings import bits
    from mahjong_qt.core.solver.playout import _MEMBERS, _PAIRS, _SMALL, _tables

    members_of, pairs_of = _tables(Problem.build(Geometry.from_positions(row(8)), [3] * 8))
    assert isinstance(members_of, list) and isinstance(pairs_of, list)
    assert len(members_of) == len(pairs_of) == 1 << _SMALL
    for mask in range(1 << _SMALL):
        assert members_of[mask] == bits(mask) == _MEMBERS[mask]
        pairs = tuple((1 << a) | (1 << b) for a, b in itertools.combinations(bits(mask), 2))
        assert pairs_of[mask] == pairs == _PAIRS[mask]
    # a group of ten: its masks go past the lists, so the games read the dictionaries
    wide = _tables(Problem.build(Geometry.from_positions(row(10)), [3] * 10))
    assert wide[0] is _MEMBERS and wide[1] is _PAIRS


# --- the measures' path: groups of more than four tiles ---------------------------------------
def _decide(geometry: Geometry, faces, nodes: int | None = None, seed: int = 0):
    from mahjong_qt.core.solver import Budget, Problem, decide_problem

    return decide_problem(Problem.build(geometry, faces), Budget(nodes=nodes), seed)


def test_decide_problem_on_groups_of_six_and_eight():
    # two rows: eight of a kind and six of another, winnable
    g = Geometry.from_positions(row(8) + row(6, y=2))
    faces = [3] * 8 + [4] * 6
    result = _decide(g, faces)
    assert result.winnable and replays(g, faces, result.solution)
    # eight of a kind, five of them in one stack: each of the five needs a partner outside it
    stack = [(0, 0, z) for z in range(5)]
    g = Geometry.from_positions(stack + row(3, x0=4))
    assert _decide(g, [7] * 8).verdict is Verdict.NOT_WINNABLE
    # four in the stack, eight of a kind: one partner outside for each, winnable
    g = Geometry.from_positions(stack[:4] + row(4, x0=4))
    result = _decide(g, [7] * 8)
    assert result.winnable and replays(g, [7] * 8, result.solution)
    # six of a kind, four of them in one stack, and a group of four beside them
    g = Geometry.from_positions(stack[:4] + row(2, x0=4) + row(4, y=4))
    assert _decide(g, [7] * 6 + [2] * 4).verdict is Verdict.NOT_WINNABLE
    # eight of a kind and six of another in one row: only its two ends are ever free, so it is
    # won only when the faces read the same both ways
    g = Geometry.from_positions(row(14))
    assert _decide(g, [1] * 4 + [2] * 6 + [1] * 4).winnable
    assert _decide(g, [2] + [1] * 4 + [2] * 5 + [1] * 4).verdict is Verdict.NOT_WINNABLE


def test_decide_problem_is_solve_problem_where_groups_have_four_tiles_or_fewer():
    from mahjong_qt.core.solver import Budget, Problem, decide_problem, solve_problem

    layout = load_layout(layouts_dir() / "turtle.json")
    for number in (1, 2, 3):
        problem = Problem.build(
            layout.geometry, uniform_faces(layout.id, 144, number, TileSetVariant.FULL)
        )
        a = decide_problem(problem, Budget(nodes=20_000), seed=number)
        b = solve_problem(problem, Budget(nodes=20_000), seed=number)
        assert (a.verdict, a.solution, a.replays) == (b.verdict, b.solution, b.replays)


def test_decide_problem_decides_deals_with_faces_eight_times():
    # The Great Wall (288 tiles) deals two whole sets: groups of eight, the measures' path
    from mahjong_qt.core.difficulty_atlas import atlas_faces, content_hash

    layout = load_layout(layouts_dir() / "great-wall.json")
    key = content_hash(layout.positions)
    for number in range(4):
        faces = atlas_faces(layout, key, number)
        result = _decide(layout.geometry, faces, nodes=20_000)
        assert result.verdict is not Verdict.UNKNOWN
        if result.winnable:
            assert replays(layout.geometry, faces, result.solution)


@st.composite
def wide_positions(draw):
    """Small positions with a group of more than four tiles."""
    geometry, faces = draw(small_positions())
    keys = [match_key(f) for f in faces]
    assume(any(keys.count(k) > 4 for k in keys))
    return geometry, faces


@settings(max_examples=400, deadline=None)
@given(wide_positions(), st.integers(0, 5))
def test_decide_problem_matches_brute_force_on_groups_of_more_than_four(position, seed):
    geometry, faces = position
    assert_exact(geometry, faces, _decide(geometry, faces, seed=seed))
