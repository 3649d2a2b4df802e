"""The settings, the window's state and the game in progress are plain frozen dataclasses:
importing them (and the files' helpers) imports no pydantic; pydantic still checks them when
they are read, with the same messages; and they are written byte for byte as before."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from dataclasses import FrozenInstanceError, replace
from datetime import UTC, datetime, timedelta

import pytest

from mahjong_qt.core.records import Records, load_records, save_records
from mahjong_qt.core.savegame import (
    SavedGame,
    SavedScore,
    SavedShuffle,
    SaveError,
    load_game,
    save_game,
)
from mahjong_qt.core.settings import Settings, load_settings, save_settings
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.core.user_files import UserFileError, validate_model
from mahjong_qt.core.values import checked, checked_replace, validated
from mahjong_qt.core.window_state import (
    BoardViewState,
    WindowState,
    load_window_state,
    save_window_state,
)

PURE = (
    "mahjong_qt.core.settings",
    "mahjong_qt.core.window_state",
    "mahjong_qt.core.user_files",
    "mahjong_qt.core.state_migration",
    "mahjong_qt.core.savegame",
    "mahjong_qt.core.saved_game_model",
    "mahjong_qt.core.game",
    "mahjong_qt.app.window.window_memory",
)


def test_importing_the_values_imports_no_pydantic():
    code = (
        f"import {', '.join(PURE)}; import sys; "
        "assert not [m for m in sys.modules if m.startswith(('pydantic', 'annotated_types'))], "
        "sorted(m for m in sys.modules if m.startswith(('pydantic', 'annotated_types')))"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# What main wrote before the values were dataclasses (pydantic's model_dump(mode="json")).
DEFAULT_FILE = {
    "schema_version": 1,
    "language": "system",
    "theme": "system",
    "tile_style": "classic",
    "background": "#2E6B4F",
    "background_image": None,
    "shade_blocked": False,
    "view_angle": "top_left",
    "lost_warning": "at_once",
    "corner_index": True,
    "index_size": "normal",
    "large_print": False,
    "motion": "system",
    "aids_panel": False,
    "auto_finish": False,
    "first_pair_shown": False,
    "hint_pair_at_once": True,
    "hint_explains": True,
    "earcons": None,
    "earcon_volume": 70,
    "shortcuts": {},
    "hints_limit": 5,
    "shuffles_limit": 3,
    "variant": "full",
    "difficulty": "normal",
    "layout_id": "turtle",
    "zen_layout_id": "butterfly",
    "zen_layout_source": None,
    "last_number": None,
}
RICH = {
    "schema_version": 1,
    "language": "fr",
    "theme": "dark",
    "tile_style": "kmahjongg-egypt",
    "background": "#12ab9F",
    "background_image": "kmahjongg-checks",
    "shade_blocked": True,
    "view_angle": "flat",
    "lost_warning": "never",
    "corner_index": False,
    "index_size": "very_large",
    "large_print": True,
    "motion": "reduced",
    "aids_panel": True,
    "auto_finish": True,
    "first_pair_shown": True,
    "hint_pair_at_once": False,
    "hint_explains": False,
    "earcons": False,
    "earcon_volume": 0,
    "shortcuts": {"hint": "Ctrl+H", "undo": "", "zoom_in": "Ctrl+Shift+é"},
    "hints_limit": None,
    "shuffles_limit": 999,
    "variant": "no-bonus",
    "difficulty": "hard",
    "layout_id": "cross",
    "zen_layout_id": "great-wall",
    "zen_layout_source": "/home/anne/layouts/été.json",
    "last_number": 1_000_000_000_000,
}


def _file(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def test_the_settings_are_written_as_before(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(path, Settings())
    assert path.read_text("utf-8") == _file(DEFAULT_FILE)
    rich = Settings(
        **RICH
        | {"variant": TileSetVariant.NO_BONUS, "window_state": "AAAA", "window_geometry": "B"}
    )
    save_settings(path, rich)
    assert path.read_text("utf-8") == _file(RICH)  # the window's old fields are not written
    assert load_settings(path) == (replace(rich, window_state=None, window_geometry=None), None)


def test_the_window_state_is_written_as_before(tmp_path):
    path = tmp_path / "window.json"
    save_window_state(path, WindowState())
    assert json.loads(path.read_text()) == {
        "schema_version": 1,
        "geometry": None,
        "state": None,
        "board": None,
    }
    board = BoardViewState(layout_id="turtle", zoom=2.5, center_x=-10.25, center_y=3.0)
    kept = WindowState(geometry="AdnQyw==", state="AAA=", board=board)
    save_window_state(path, kept)
    assert path.read_text() == _file(
        {
            "schema_version": 1,
            "geometry": "AdnQyw==",
            "state": "AAA=",
            "board": {"layout_id": "turtle", "zoom": 2.5, "center_x": -10.25, "center_y": 3.0},
        }
    )
    assert load_window_state(path) == (kept, None)


@pytest.mark.parametrize(
    ("model", "data", "message"),
    [
        (Settings, {"unknown_option": True}, "'unknown_option': Extra inputs are not permitted"),
        (Settings, {"language": "klingon"}, "'language': Input should be 'system', 'fr' or 'en'"),
        (
            Settings,
            {"earcon_volume": 101},
            "'earcon_volume': Input should be less than or equal to 100",
        ),
        (
            Settings,
            {"background": "red"},
            "'background': String should match pattern '^#[0-9A-Fa-f]{6}$'",
        ),
        (
            Settings,
            {"shortcuts": {"Not A Name!": "H"}},
            "'shortcuts.Not A Name!.[key]': String should match pattern '^[a-z][a-z0-9_]{0,39}$'",
        ),
        (WindowState, {"board": {"layout_id": "x"}}, "'board.zoom': Field required"),
        (
            WindowState,
            {"board": [1, 2]},
            "'board': Input should be a valid dictionary or instance of BoardViewState",
        ),
        (
            WindowState,
            {"board": {"layout_id": "x", "zoom": 1, "center_x": 0, "center_y": 0, "x": 1}},
            "'board.x': Extra inputs are not permitted",
        ),
        (
            WindowState,
            {"board": {"layout_id": "x", "zoom": 0, "center_x": 0, "center_y": 0}},
            "'board.zoom': Input should be greater than 0",
        ),
        (Records, {"schema_version": 1, "extra": 1}, "'extra': Extra inputs are not permitted"),
    ],
)
def test_a_file_is_checked_by_pydantic_with_a_models_words(model, data, message):
    with pytest.raises(UserFileError) as error:
        validate_model(model, data)
    assert error.value.code == "invalid" and error.value.message == message


def test_a_value_is_frozen_made_without_checks_and_checked_from_outside():
    settings = Settings()
    with pytest.raises(FrozenInstanceError):
        settings.language = "fr"  # type: ignore[misc]
    assert replace(settings, language="fr").language == "fr"
    assert checked_replace(settings, variant="no-bonus").variant is TileSetVariant.NO_BONUS
    with pytest.raises(ValueError):
        checked_replace(settings, view_angle="sideways")
    view = checked(BoardViewState, layout_id="turtle", zoom=2, center_x=0, center_y=0)
    assert view == BoardViewState("turtle", 2.0, 0.0, 0.0) and isinstance(view.zoom, float)
    for bad in (float("nan"), float("inf"), 1e8):
        with pytest.raises(ValueError):
            checked(BoardViewState, layout_id="turtle", zoom=2, center_x=bad, center_y=0)
    assert validated(Settings, {"schema_version": 1}) == settings


def test_the_file_helpers_still_take_pydantic_models(tmp_path):
    path = tmp_path / "records.json"
    save_records(path, Records())
    assert load_records(path) == (Records(), None)


# ----- the game in progress ------------------------------------------------------------------
RICH_GAME = SavedGame(
    layout_id="été-2",
    layout_source="/home/anne/layouts/été.json",
    layout_fingerprint="0123456789abcdef" * 4,
    number=1_000_000_000_000,
    difficulty="hard",
    variant=TileSetVariant.NO_BONUS,
    mode="zen",
    faces=[0, 41, 7, 7, 41, 0],
    solution=[(0, 5), (2, 3), (1, 4)],
    history=[(0, 5), SavedShuffle(faces=[0, 7, 41, 41, 7, 0], solution=[(2, 4), (1, 3)]), (1, 3)],
    future=[SavedShuffle(faces=[0, 41, 7, 7, 41, 0]), (2, 4)],
    elapsed=123.25,
    time_limit=600.0,
    score=SavedScore(score=300, combo=3, last_pair_at=99.5, history=[100, 200], future=[150]),
    hints_used=4,
    shuffles_used=2,
    undos_used=1,
    hints_limit=None,
    shuffles_limit=999,
    saved_at=datetime(2026, 12, 7, 22, 30, 7, 120000, tzinfo=UTC),
)
# What main wrote for it when the saved game was pydantic models (model_dump(mode="json")).
RICH_GAME_FILE = (
    '{"schema_version":1,"layout_id":"été-2","layout_source":"/home/anne/layouts/été.json",'
    '"layout_fingerprint":"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",'
    '"number":1000000000000,"difficulty":"hard","variant":"no-bonus","mode":"zen",'
    '"faces":[0,41,7,7,41,0],"solution":[[0,5],[2,3],[1,4]],'
    '"history":[[0,5],{"faces":[0,7,41,41,7,0],"solution":[[2,4],[1,3]]},[1,3]],'
    '"future":[{"faces":[0,41,7,7,41,0],"solution":null},[2,4]],"elapsed":123.25,'
    '"time_limit":600.0,"score":{"score":300,"combo":3,"last_pair_at":99.5,'
    '"history":[100,200],"future":[150]},"hints_used":4,"shuffles_used":2,"undos_used":1,'
    '"hints_limit":null,"shuffles_limit":999,"saved_at":"2026-12-07T22:30:07.120000Z"}\n'
)


def test_the_saved_game_is_written_as_before_and_read_back_the_same(tmp_path):
    path = tmp_path / "game-in-progress.json"
    save_game(path, RICH_GAME)
    assert path.read_text("utf-8") == RICH_GAME_FILE
    assert load_game(path) == RICH_GAME
    with pytest.raises(FrozenInstanceError):
        RICH_GAME.number = 1  # type: ignore[misc]


def test_a_saved_game_read_holds_nothing_of_pydantic(tmp_path):
    """The value kept for the next start (core.checked_values, pickled) unpickles without
    pydantic: its time's zone is the standard library's, with the file's offset."""
    path = tmp_path / "game-in-progress.json"
    for zone in (UTC, datetime.now().astimezone().tzinfo):
        at = datetime(2026, 1, 2, 3, 4, 5, tzinfo=zone) + timedelta(hours=2)
        save_game(path, replace(RICH_GAME, saved_at=at))
        saved = load_game(path)
        assert saved is not None and b"pydantic" not in pickle.dumps(saved)
        assert saved.saved_at == at and saved.saved_at.utcoffset() == at.utcoffset()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"faces": [42]}, "'faces.0': Input should be less than 42"),
        (
            {"history": [[0, 5], "x"]},
            "'history.1.tuple[constrained-int, constrained-int]': Input should be a valid tuple",
        ),
        ({"score": []}, "'score': Input should be a valid dictionary or instance of SavedScore"),
        ({"score": {"score": 1}}, "'score.combo': Field required"),
        ({"elapsed": None}, "'elapsed': Input should be a valid number"),
        ({"saved_at": "soon"}, "'saved_at': Input should be a valid datetime or date, input is "
         "too short"),
        ({"mode": None}, "'mode': Input should be a valid string"),
    ],
)
def test_a_bad_saved_game_is_refused_with_a_models_words(tmp_path, change, message):
    path = tmp_path / "game-in-progress.json"
    path.write_text(json.dumps(json.loads(RICH_GAME_FILE) | change), "utf-8")
    with pytest.raises(SaveError) as error:
        load_game(path)
    assert error.value.code == "invalid" and error.value.message == message
