"""Saving and restoring the game in progress; corrupt saves are refused and kept aside."""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_qt.core.clock import GameClock
from mahjong_qt.core.deal import uniform_faces
from mahjong_qt.core.game import Game, HelpLimits
from mahjong_qt.core.layout import Layout, load_layout
from mahjong_qt.core.layout_schema import LayoutModel
from mahjong_qt.core.rng import Rng
from mahjong_qt.core.savegame import (
    SavedGame,
    SaveError,
    layout_fingerprint,
    load_game,
    quarantine_save,
    save_game,
)
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.core.values import json_of, validated
from mahjong_qt.resources import layouts_dir


class FakeTime:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


@cache
def turtle() -> Layout:
    return load_layout(layouts_dir() / "turtle.json")


def turtle_game(number: int = 3) -> tuple[Game, FakeTime]:
    layout = turtle()
    faces = uniform_faces(layout.id, layout.tile_count, number, TileSetVariant.FULL)
    time_ = FakeTime()
    game = Game.new(
        layout,
        faces,
        number=number,
        difficulty="normal",
        variant=TileSetVariant.FULL,
        solution=[(0, 1), (2, 3)],
        limits=HelpLimits(hints=5, shuffles=3),
        clock=GameClock(time_),
        mode="classic",
    )
    return game, time_


def shuffled_faces(game: Game, seed: int) -> list[int]:
    """The remaining faces redistributed over the occupied positions."""
    present = [i for i, p in enumerate(game.board.present) if p]
    faces = list(game.board.faces)
    kept = [faces[i] for i in present]
    Rng(seed).shuffle(kept)
    for i, f in zip(present, kept, strict=True):
        faces[i] = f
    return faces


def state_of(game: Game) -> tuple:
    return (
        game.board.faces,
        game.board.present,
        game.board.history,
        game.board.future,
        game.score,
        game.hints_used,
        game.shuffles_used,
        game.undos_used,
        game.solution,
        game.initial_solution,
        game.limits,
        game.number,
        game.difficulty,
        game.variant,
        game.mode,
        round(game.clock.elapsed(), 6),
    )


def round_trip(game: Game, path) -> Game:
    save_game(path, game.to_saved())
    saved = load_game(path)
    assert saved is not None
    return Game.from_saved(saved, turtle(), GameClock(FakeTime()))


ACTIONS = st.lists(
    st.one_of(
        st.tuples(st.just("pair"), st.integers(0, 50), st.floats(0.1, 10)),
        st.tuples(st.just("undo"), st.just(0), st.just(0.0)),
        st.tuples(st.just("redo"), st.just(0), st.just(0.0)),
        st.tuples(st.just("shuffle"), st.integers(0, 2**32), st.just(0.0)),
        st.tuples(st.just("hint"), st.just(0), st.just(0.0)),
    ),
    max_size=60,
)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(actions=ACTIONS)
def test_save_load_restore_gives_the_same_game(tmp_path, actions):
    game, time_ = turtle_game()
    for kind, n, dt in actions:
        time_.t += dt
        if kind == "pair":
            pairs = game.board.free_pairs()
            if pairs:
                game.remove_pair(*pairs[n % len(pairs)])
        elif kind == "undo":
            game.undo()
        elif kind == "redo":
            game.redo()
        elif kind == "shuffle" and game.can_shuffle() and game.board.tiles_left:
            game.apply_shuffle(shuffled_faces(game, n), [(n % 144, (n + 1) % 144)])
        elif kind == "hint" and game.can_hint():
            game.record_hint()
    restored = round_trip(game, tmp_path / "save.json")
    assert state_of(restored) == state_of(game)
    # and it plays on identically: redo everything, undo everything
    while game.can_redo:
        assert game.redo() == restored.redo()
    assert state_of(restored) == state_of(game)
    while game.can_undo:
        assert game.undo() == restored.undo()
    assert state_of(restored) == state_of(game)


def test_restore_sets_the_clock(tmp_path):
    game, time_ = turtle_game()
    time_.t = 123.5
    restored = round_trip(game, tmp_path / "s.json")
    assert restored.clock.elapsed() == 123.5 and restored.clock.running


def test_a_restored_won_game_keeps_its_clock_stopped_and_its_time_limit():
    row = Layout.from_model(
        LayoutModel(
            schema_version=1,
            id="row",
            name={"en": "Row", "fr": "Rangée"},
            tiles=[[0, 0, 0], [2, 0, 0], [4, 0, 0], [6, 0, 0]],
        )
    )
    time_ = FakeTime()
    game = Game.new(
        row,
        [0, 1, 1, 0],
        number=1,
        difficulty="easy",
        variant="no-bonus",
        solution=None,
        limits=HelpLimits(),
        clock=GameClock(time_, limit=480),
        mode="challenge",
    )
    time_.t = 2.0
    game.remove_pair(0, 3)
    time_.t = 3.0
    game.remove_pair(1, 2)
    restored = Game.from_saved(game.to_saved(), row, GameClock(FakeTime()))
    assert restored.is_won and restored.clock.paused and restored.clock.elapsed() == 3.0
    assert restored.clock.limit == 480 and restored.mode == "challenge"
    assert restored.stars() == game.stars() == 3 and restored.score == game.score


def test_saved_file_is_versioned_json(tmp_path):
    game, _ = turtle_game()
    game.remove_pair(*game.board.free_pairs()[0])
    path = tmp_path / "save.json"
    save_game(path, game.to_saved())
    data = json.loads(path.read_text("utf-8"))
    assert data["schema_version"] == 1
    assert data["layout_id"] == "turtle" and data["layout_source"] == "bundled"
    assert data["layout_fingerprint"] == layout_fingerprint(turtle().positions)
    assert len(data["history"]) == 1 and len(data["history"][0]) == 2
    assert data["score"]["history"] == [100]


def test_no_file_is_no_game(tmp_path):
    assert load_game(tmp_path / "nothing.json") is None


def save_text(saved: SavedGame) -> str:
    """The file's text (compact JSON, as ``save_game`` writes it)."""
    return json.dumps(json_of(saved), separators=(",", ":"))


def valid_save_text() -> str:
    game, _ = turtle_game()
    return save_text(game.to_saved())


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda: valid_save_text()[:200].encode(), "not_json"),  # truncated
        (lambda: b"\x00\x01\x02\xff\xfe" * 50, "not_text"),  # binary junk
        (lambda: b"[1, 2, 3]", "not_object"),
        (lambda: b'{"hello": "world"}', "foreign"),
        (
            lambda: valid_save_text().replace('"schema_version":1', '"schema_version":7').encode(),
            "too_new",
        ),
        (
            lambda: (
                valid_save_text().replace('"schema_version":1', '"schema_version":"1"').encode()
            ),
            "foreign",
        ),
        (
            lambda: (
                valid_save_text().replace('"mode":"classic"', '"mode":"classic","x":1').encode()
            ),
            "invalid",
        ),
        (lambda: valid_save_text().replace('"number":3', '"number":-3').encode(), "invalid"),
    ],
)
def test_corrupt_files_raise_save_error(tmp_path, make, code):
    path = tmp_path / "save.json"
    path.write_bytes(make())
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.code == code


def test_an_unreplayable_history_is_refused(tmp_path):
    game, _ = turtle_game()
    saved = game.to_saved()
    blocked = (143 - 1, 0)  # tile 142 is covered by the top tile: never free at the start
    bad = replace(saved, history=[blocked], score=replace(saved.score, score=100, history=[100]))
    path = tmp_path / "save.json"
    save_game(path, bad)
    loaded = load_game(path)
    with pytest.raises(SaveError) as err:
        Game.from_saved(loaded, turtle(), GameClock(FakeTime()))
    assert err.value.code == "unreplayable"


def test_a_score_that_does_not_match_the_moves_is_refused():
    game, _ = turtle_game()
    game.remove_pair(*game.board.free_pairs()[0])
    saved = game.to_saved()
    bad = replace(saved, score=replace(saved.score, score=5000))
    with pytest.raises(SaveError) as err:
        Game.from_saved(bad, turtle(), GameClock(FakeTime()))
    assert err.value.code == "unreplayable"


def test_a_changed_layout_is_detected():
    game, _ = turtle_game()
    saved = game.to_saved()
    other = LayoutModel(
        schema_version=1, id="turtle", name={"en": "T", "fr": "T"}, tiles=[[0, 0, 0], [2, 0, 0]]
    )
    with pytest.raises(SaveError) as err:
        Game.from_saved(saved, Layout.from_model(other), GameClock(FakeTime()))
    assert err.value.code == "layout_changed"


def test_quarantine_keeps_the_bad_file_aside(tmp_path):
    path = tmp_path / "save.json"
    junk = b"\x00garbage\xff"
    path.write_bytes(junk)
    with pytest.raises(SaveError) as err:
        load_game(path)
    notice = quarantine_save(path, err.value)
    assert not path.exists()
    assert notice.kept_as is not None and notice.kept_as.read_bytes() == junk
    assert notice.code == "not_text" and "saved game" in notice and notice.kept_as.name in notice
    # a second bad file is kept too, never overwriting the first
    path.write_bytes(b"{")
    second = quarantine_save(path)
    assert second.kept_as != notice.kept_as and second.kept_as.read_bytes() == b"{"
    assert notice.kept_as.read_bytes() == junk


def test_saved_game_model_forbids_extra_fields():
    game, _ = turtle_game()
    saved = game.to_saved()
    data = json_of(saved)
    assert validated(SavedGame, data) == saved  # the file's value is the game's, field by field
    data["surprise"] = True
    with pytest.raises(ValueError):
        validated(SavedGame, data)


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.binary(max_size=400))
def test_any_bytes_give_a_game_or_a_save_error(tmp_path, data):
    path = tmp_path / "fuzz.json"
    path.write_bytes(data)
    try:
        load_game(path)
    except SaveError as e:
        assert e.code and e.message


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(cut=st.integers(min_value=0), flip=st.integers(min_value=0), byte=st.integers(0, 255))
def test_damaged_saves_never_crash_the_restore(tmp_path, cut, flip, byte):
    """A valid save, truncated or with one byte changed: a game, or a SaveError, never more."""
    game, _ = turtle_game()
    for _ in range(5):
        game.remove_pair(*game.board.free_pairs()[0])
    raw = bytearray(save_text(game.to_saved()).encode())
    raw[flip % len(raw)] = byte
    raw = raw[: len(raw) - cut % 50]
    path = tmp_path / "damaged.json"
    path.write_bytes(bytes(raw))
    try:
        saved = load_game(path)
        Game.from_saved(saved, turtle(), GameClock(FakeTime()))
    except SaveError as e:
        assert e.code


def test_notice_survives_pickling(tmp_path):
    import pickle

    path = tmp_path / "save.json"
    path.write_text("{")
    notice = quarantine_save(path)
    again = pickle.loads(pickle.dumps(notice))
    assert again == notice and again.code == notice.code and again.kept_as == notice.kept_as


def test_a_long_zen_game_with_many_shuffles_still_saves_and_loads(tmp_path):
    game, _ = turtle_game()
    game.limits = HelpLimits(None, None)
    for n in range(300):
        game.apply_shuffle(shuffled_faces(game, n), [(0, 1)] * 72)
    path = tmp_path / "zen.json"
    save_game(path, game.to_saved())
    assert path.stat().st_size < 1_000_000
    restored = Game.from_saved(load_game(path), turtle(), GameClock(FakeTime()))
    assert restored.board.faces == game.board.faces and restored.shuffles_used == 300


def test_a_game_saved_after_every_move_is_checked_once_at_the_end_of_the_run(
    tmp_path, monkeypatch
):
    """Only the last game written is checked (core.checked_values), when the values are saved;
    the next run restores it by its bytes, with no check (and no pydantic)."""
    from mahjong_qt.core import checked_values, savegame
    from mahjong_qt.core.checked_values import CheckedValues

    checks = []
    check = savegame._saved_game_of

    def counted(data: bytes) -> SavedGame:
        checks.append(data)
        return check(data)

    monkeypatch.setattr(savegame, "_saved_game_of", counted)
    path, kept = tmp_path / "game.json", tmp_path / "cache" / checked_values.FILE_NAME
    values = CheckedValues((("test", 1, 0),))
    checked_values.install(values)
    try:
        game, _ = turtle_game()
        for _ in range(3):  # the game is saved after each move
            game.remove_pair(*game.board.free_pairs()[0])
            save_game(path, game.to_saved())
        assert checks == []
        assert values.save(kept) and checks == [path.read_bytes()]  # the last one, once
        next_run = CheckedValues((("test", 1, 0),))
        assert next_run.load(kept)  # (the layout read, too)
        checked_values.install(next_run)
        restored = load_game(path)
        assert checks == [path.read_bytes()]  # recalled: not checked again
        assert restored == validated(SavedGame, json.loads(path.read_text("utf-8")))
        assert state_of(Game.from_saved(restored, turtle(), GameClock(FakeTime()))) == state_of(
            game
        )
    finally:
        checked_values.uninstall()
