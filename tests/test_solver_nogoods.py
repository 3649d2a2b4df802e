"""The search's learned nogoods and the replay's rule keys: the look-up by witness finds the nogood
the plain scan found (the first learned that a decision completes), and a rolled-back replay
closes on the same keys."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_qt.core.deal import uniform_faces
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.solver import Problem
from mahjong_qt.core.solver.replay import RelaxedReplay
from mahjong_qt.core.solver.search import Nogoods
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.resources import layouts_dir

_DECISIONS = [(g, x, y) for g in range(4) for x, y in ((0, 1), (0, 2), (1, 3))]
_decision = st.sampled_from(_DECISIONS)


def _first_complete(learned, d, fixed):
    """The plain scan: the first learned nogood holding ``d`` and within ``fixed``."""
    return next((ng for ng in learned if d in ng and ng <= fixed), None)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.booleans(),
            st.frozensets(_decision, min_size=1, max_size=5),
            _decision,
        ),
        max_size=40,
    )
)
def test_a_look_up_finds_the_first_learned_complete_nogood(events):
    """Additions and look-ups mixed: each look-up answers what scanning every nogood in the order
    learned answers (``fixed`` holds the decision looked up, as in the search)."""
    nogoods, learned = Nogoods(), []
    for add, decisions, d in events:
        if add:
            nogoods.add(decisions)
            if decisions not in learned:
                learned.append(decisions)
        else:
            fixed = set(decisions) | {d}
            assert nogoods.violated(d, fixed) == _first_complete(learned, d, fixed)
    assert len(nogoods) == len(learned)


def test_the_earlier_nogood_wins_across_witnesses():
    a, b, c, e = (0, 0, 1), (1, 0, 1), (2, 0, 1), (3, 0, 1)
    nogoods = Nogoods()
    nogoods.add({a, b})  # witness b for a
    nogoods.add({a, e})  # witness e for a
    nogoods.add({a})
    assert nogoods.violated(a, {a, e, b}) == frozenset({a, b})
    assert nogoods.violated(a, {a, e}) == frozenset({a, e})
    assert nogoods.violated(a, {a, c}) == frozenset({a})
    assert nogoods.violated(c, {a, c}) is None


def test_a_rolled_back_replay_closes_on_the_same_rule_keys():
    """The keys (free | removed << size per group) after a rollback to any step and a new run
    are the closed state's again (the relaxed game removes the same tiles in any order); a
    rollback to the start gives the start's keys."""
    layout = load_layout(str(layouts_dir() / "turtle.json"))
    for number in range(1, 6):
        faces = uniform_faces("turtle", layout.tile_count, number, TileSetVariant.FULL)
        problem = Problem.build(layout.geometry, faces)
        replay = RelaxedReplay(problem)
        start = list(replay.keys)
        replay.run()
        closed, left = list(replay.keys), replay.tiles_left
        for step in range(len(replay.trace) - 1, -1, -7):
            replay.rollback(step)
            replay.run()
            assert (replay.keys, replay.tiles_left) == (closed, left)
        replay.rollback(0)
        assert replay.keys == start
        assert replay.tiles_left == problem.n
