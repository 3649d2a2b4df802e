"""The race against the CPU, driven by a fake clock (no real time passes)."""

from __future__ import annotations

import pytest

from mahjong_qt.core.board import Board
from mahjong_qt.core.geometry import Geometry
from mahjong_qt.core.layout import layout_to_json, parse_layout
from mahjong_qt.core.layout_data import LayoutText
from mahjong_qt.core.modes.progress import Progress, load_progress, record_race, save_progress
from mahjong_qt.core.modes.race import (
    CPU_STRENGTHS,
    RACE_LEVELS,
    RACE_MAX_SECONDS,
    CpuAction,
    CpuOpponent,
    CpuStrength,
    Race,
    RacePhase,
    Side,
    cpu_strength,
    race_deal,
    race_layout,
    race_level,
)
from mahjong_qt.core.rng import Rng
from mahjong_qt.core.tiles import TileSetVariant

FASTEST = min(CPU_STRENGTHS, key=lambda s: s.seconds_per_pair)
BLIND = CpuStrength("blind", LayoutText(en="Blind", fr="Aveugle"), 1.0, 0.0, 1.0)


@pytest.fixture(scope="module")
def initiation():
    level = race_level("race-initiation")
    return level, race_layout(level.id), race_deal(level.id, 42)


def new_race(initiation, strength=FASTEST, seed=1, start=100.0):
    level, layout, deal = initiation
    player = Board(layout.geometry, deal.faces)
    cpu = CpuOpponent(layout.geometry, deal.faces, deal.solution, strength, Rng(seed))
    return Race(level, player, cpu, start), player


def test_four_levels_growing_in_tiles_and_height():
    assert [lv.id for lv in RACE_LEVELS] == [
        "race-initiation",
        "race-easy",
        "race-medium",
        "race-hard",
    ]
    assert [lv.name.fr for lv in RACE_LEVELS] == ["Initiation", "Facile", "Moyen", "Difficile"]
    counts, heights = [], []
    for level in RACE_LEVELS:
        layout = race_layout(level.id)
        assert parse_layout(layout_to_json(layout.model)).positions == layout.positions
        assert abs(layout.tile_count - level.tiles) <= 4
        counts.append(layout.tile_count)
        heights.append(len(layout.level_counts()))
    assert counts == sorted(counts) and counts[0] == 34
    assert heights == sorted(heights) and heights[0] < heights[-1]


def test_race_deals_have_no_flowers_or_seasons_by_default(initiation):
    _, _, deal = initiation
    assert deal.variant is TileSetVariant.NO_BONUS
    assert all(face < 34 for face in deal.faces)


def test_countdown_hides_the_faces_until_go(initiation):
    race, _ = new_race(initiation)
    assert [race.countdown(t) for t in (100.0, 100.5, 101.0, 101.2, 102.9)] == [3, 3, 2, 2, 1]
    assert race.countdown(103.0) is None
    assert race.faces_hidden(102.99) and not race.faces_hidden(103.0)
    assert race.phase(101.0) is RacePhase.COUNTDOWN
    assert race.update(102.0) == []  # nobody moves before "go"
    assert race.cpu.started_at is None
    assert race.phase(103.0) is RacePhase.RUNNING


def test_the_fastest_cpu_clears_the_board_and_beats_an_idle_player(initiation):
    race, _ = new_race(initiation)
    now, events = 100.0, []
    while not race.cpu.done:
        now += 0.25
        events += race.update(now)
        assert now < 200, "the CPU should have finished"
    assert race.cpu.board.is_won and race.cpu_progress == 100.0
    assert [e.action for e in events] == [CpuAction.PAIR] * 17
    assert all(not e.mistake for e in events)
    times = [e.at for e in events]
    assert times == sorted(times) and times[0] > race.go_at
    # At 0.8 s a pair (±20 %), 17 pairs take about 14 s.
    assert 17 * 0.64 <= race.cpu_time() <= 17 * 0.96
    assert race.player_progress == 0.0
    assert race.winner() is Side.CPU
    ranking = race.ranking()
    assert [(e.rank, e.side, e.finished) for e in ranking] == [
        (1, Side.CPU, True),
        (2, Side.PLAYER, False),
    ]
    assert not race.player_won()
    race.give_up(now)
    assert race.phase(now) is RacePhase.OVER
    assert race.ranking()[1].gave_up


def test_the_cpu_is_deterministic_for_a_seed(initiation):
    def play(seed):
        race, _ = new_race(initiation, cpu_strength("casual"), seed)
        out = []
        for step in range(1, 2000):
            out += race.update(100.0 + step * 0.5)
            if race.cpu.done:
                break
        return [(e.action, e.a, e.b, round(e.at, 6)) for e in out]

    assert play(5) == play(5)
    assert play(5) != play(6)


def test_a_player_who_clears_first_wins_with_an_exact_time(initiation):
    level, layout, deal = initiation
    race, player = new_race(initiation, cpu_strength("beginner"))
    race.update(103.0)
    now = 103.0
    for a, b in deal.solution:
        now += 0.5
        race.update(now)
        player.remove_pair(a, b)
        race.player_moved(now)
    assert race.player_time() == pytest.approx(0.5 * 17)
    assert race.winner() is Side.PLAYER and race.player_won()
    assert race.phase(now) is RacePhase.OVER
    assert race.ranking()[0].side is Side.PLAYER
    assert race.cpu_progress < 100.0  # the CPU may go on; the race is decided


def test_ranking_by_time_then_progress_and_give_ups_last(initiation):
    level, layout, deal = initiation
    race, player = new_race(initiation, cpu_strength("beginner"))
    race.update(103.0)
    a, b = deal.solution[0]
    player.remove_pair(a, b)
    race.update(104.0)
    # Neither finished: by progress (the player has 1 pair, the CPU none yet).
    assert race.cpu_progress == 0.0
    assert [e.side for e in race.ranking()] == [Side.PLAYER, Side.CPU]
    race.give_up(104.5)
    # Giving up ranks last whatever the progress.
    assert [e.side for e in race.ranking()] == [Side.CPU, Side.PLAYER]
    assert race.winner() is None


def test_after_an_hour_the_race_is_decided_by_progress(initiation):
    level, layout, deal = initiation
    player = Board(layout.geometry, deal.faces)
    cpu = CpuOpponent.for_deal(layout, deal, cpu_strength("beginner"), Rng(3))
    race = Race(level, player, cpu, start=0.0)
    a, b = deal.solution[0]
    player.remove_pair(a, b)
    assert race.phase(3.0 + RACE_MAX_SECONDS - 1) is RacePhase.RUNNING
    race.update(3.0 + 2 * RACE_MAX_SECONDS)
    assert race.phase(3.0 + RACE_MAX_SECONDS) is RacePhase.OVER
    assert all(e.at <= race.go_at + RACE_MAX_SECONDS for e in cpu.advance(10**9))


def test_a_blundering_cpu_plays_blind_shuffles_when_stuck_and_may_give_up(initiation):
    _, layout, deal = initiation
    outcomes = set()
    shuffled = 0
    for seed in range(12):
        cpu = CpuOpponent(layout.geometry, deal.faces, deal.solution, BLIND, Rng(seed))
        cpu.start(0.0)
        events = cpu.advance(10_000.0)
        assert cpu.done
        shuffles = [e for e in events if e.action is CpuAction.SHUFFLE]
        assert len(shuffles) <= 3 and cpu.shuffles_left == 3 - len(shuffles)
        shuffled += bool(shuffles)
        for event in shuffles:
            assert sorted(event.faces) == sorted(deal.faces)
        if cpu.gave_up_at is not None:
            assert events[-1].action is CpuAction.GIVE_UP
            assert cpu.board.is_stuck
            outcomes.add("gave up")
        else:
            assert cpu.board.is_won
            outcomes.add("cleared")
        assert sum(e.mistake for e in events) <= 1 + len(shuffles)
    assert outcomes  # both are possible; each run ends one way or the other
    assert shuffled  # blind play gets stuck now and then, and a shuffle gets it going


def test_a_stuck_cpu_without_a_solvable_shuffle_gives_up():
    # Two tiles stacked, the other two of the kind beside: taking the two side ones is a
    # blunder that leaves the stack, which no shuffle can save.
    geometry = Geometry.from_positions([(0, 0, 0), (0, 0, 1), (4, 0, 0), (8, 0, 0)])
    faces = [5, 5, 5, 5]
    for seed in range(20):
        cpu = CpuOpponent(geometry, faces, [(1, 2), (0, 3)], BLIND, Rng(seed))
        cpu.start(0.0)
        events = cpu.advance(100.0)
        if events[0].a == 2 and events[0].b == 3:
            assert events[0].mistake
            assert [e.action for e in events] == [CpuAction.PAIR, CpuAction.GIVE_UP]
            assert cpu.shuffles_left == 3  # the shuffle was impossible, none was spent
            break
    else:
        pytest.fail("no seed made the blunder")


def test_personal_records_per_level_are_saved_and_restored(tmp_path):
    progress = Progress()
    progress, change = record_race(progress, "race-easy", won=False, finished=True, time=95.0)
    assert change.record
    progress, change = record_race(progress, "race-easy", won=True, finished=True, time=80.0)
    assert change.record and change.before.best_time == 95.0
    progress, change = record_race(progress, "race-easy", won=False, finished=False, time=None)
    assert not change.record
    path = tmp_path / "progress.json"
    save_progress(path, progress)
    loaded, notice = load_progress(path)
    assert notice is None
    record = loaded.race["race-easy"]
    assert (record.best_time, record.wins, record.losses) == (80.0, 1, 2)
