"""Fuzzing the readers of the user's files: the saved game, settings, records, statistics,
progress, race results, the race under way and the window state.

The rule (:mod:`fuzz_kit`): every input gives the reader's documented answer: ``load_game``
returns a game or ``None`` or raises ``SaveError`` (and ``Game.from_saved`` a game or
``SaveError``); the others never raise and return a value with, for a bad file, a notice. What is
accepted must then be usable as the app uses it, and written back and read again unchanged.
"""

from __future__ import annotations

import datetime as dt
import math
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from fuzz_kit import check, fuzz_settings, mutated
from hypothesis import given
from hypothesis import strategies as st
from seeds import (
    progress_seeds,
    race_memory_seeds,
    race_seeds,
    records_seeds,
    save_seeds,
    settings_seeds,
    statistics_seeds,
    turtle,
    window_seeds,
)

from mahjong_qt.app.modes.race_memory import recall_race
from mahjong_qt.core.clock import GameClock
from mahjong_qt.core.game import Game
from mahjong_qt.core.modes import progress as prog
from mahjong_qt.core.modes.campaign import PLACES
from mahjong_qt.core.modes.statistics import (
    TimeTotals,
    load_totals,
    record_game,
    save_totals,
    statistics_table,
)
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.records import Records, load_records, record_result, save_records
from mahjong_qt.core.savegame import SaveError, load_game, save_game
from mahjong_qt.core.settings import load_settings, save_settings
from mahjong_qt.core.window_state import load_window_state, save_window_state
from mahjong_qt.ui.error_texts import file_problem_text

TODAY = dt.date(2026, 3, 1)


@pytest.fixture(scope="module")
def folder():
    path = Path(tempfile.mkdtemp(prefix="fuzz-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


def _fresh(folder: Path, data: bytes) -> Path:
    """``data`` as the only file of an empty folder (bad files are set aside beside it)."""
    for p in folder.iterdir():
        p.unlink()
    path = folder / "file.json"
    path.write_bytes(data)
    return path


def _loaded(load: Callable, save: Callable, folder: Path, data: bytes):
    """A never-failing loader's (value, outcome); a value read from a good file must be written
    and read back unchanged."""
    value, notice = load(_fresh(folder, data))
    if notice is not None:
        assert isinstance(notice, str) and notice.code
        return value, f"notice:{notice.code}"
    again = folder / "again.json"
    save(again, value)
    assert load(again) == (value, None)
    return value, "value"


def run_save(folder: Path, data: bytes) -> str:
    path = _fresh(folder, data)
    try:
        saved = load_game(path)
        if saved is None:
            return "none"
        now = [0.0]
        game = Game.from_saved(saved, turtle(), GameClock(lambda: now[0]))
    except SaveError as e:
        assert file_problem_text(e.code) is not None or e.code
        return f"error:{e.code}"
    # what the window does with a restored game: its status line, its clock, a move or an undo
    # some time later, saving it again
    now[0] += 10.0
    pairs = game.board.free_pairs()
    if game.can_undo:
        game.undo()
    elif pairs:
        for tile in pairs[0]:
            game.click(tile)
    status = game.status()
    assert math.isfinite(game.clock.elapsed()) and int(game.clock.elapsed()) >= 0
    assert status.tiles_left == game.board.tiles_left
    again = folder / "again.json"
    save_game(again, game.to_saved())
    restored = Game.from_saved(load_game(again), turtle(), GameClock(lambda: 0.0))
    assert restored.board.faces == game.board.faces and restored.score == game.score
    return "value"


def run_settings(folder: Path, data: bytes) -> str:
    return _loaded(load_settings, save_settings, folder, data)[1]


def run_records(folder: Path, data: bytes) -> str:
    records, outcome = _loaded(load_records, save_records, folder, data)
    prog.start_overview(prog.Progress(), records, TODAY)
    statistics_table(records, TimeTotals())
    for mode, layouts in list(records.by_mode.items())[:3]:
        for layout_id in list(layouts)[:3]:
            record_result(records, mode, layout_id, True, 12.5, 100, 3)
    return outcome


def run_statistics(folder: Path, data: bytes) -> str:
    totals, outcome = _loaded(load_totals, save_totals, folder, data)
    for line in statistics_table(Records(), totals):
        assert line.average_time is None or math.isfinite(line.average_time)
        record_game(Records(), totals, line.mode, line.layout_id, True, 30.0, 10, 1)
    return outcome


def run_progress(folder: Path, data: bytes) -> str:
    progress, outcome = _loaded(prog.load_progress, prog.save_progress, folder, data)
    prog.start_overview(progress, Records(), TODAY)
    for place in PLACES:
        prog.place_levels(progress, place)
    reached = prog.campaign_reached(progress)
    assert 1 <= reached <= 120
    prog.record_campaign(progress, reached, 2, 99.0)
    prog.record_daily(progress, TODAY, True, 60.0, 3, 500)
    return outcome


def run_race(folder: Path, data: bytes) -> str:
    progress, outcome = _loaded(prog.load_progress, prog.save_progress, folder, data)
    overview = prog.start_overview(progress, Records(), TODAY)
    assert all(t is None or math.isfinite(t) for t in overview.race_records.values())
    for level_id in list(progress.race)[:5]:
        prog.record_race(progress, level_id, True, True, 42.0)
        prog.record_race(progress, level_id, False, False, None)
    return outcome


def run_race_memory(folder: Path, data: bytes) -> str:
    _fresh(folder, b"")
    (folder / "race.json").write_bytes(data)
    paths = UserPaths.under(folder, folder, folder)
    return f"value:{recall_race(paths, 'race-easy', 4242).strength.id}"


def run_window(folder: Path, data: bytes) -> str:
    return _loaded(load_window_state, save_window_state, folder, data)[1]


READERS: dict[str, tuple[Callable[[], tuple[bytes, ...]], Callable[[Path, bytes], str]]] = {
    "saved game": (save_seeds, run_save),
    "settings": (settings_seeds, run_settings),
    "records": (records_seeds, run_records),
    "statistics": (statistics_seeds, run_statistics),
    "progress": (progress_seeds, run_progress),
    "race results": (race_seeds, run_race),
    "race under way": (race_memory_seeds, run_race_memory),
    "window state": (window_seeds, run_window),
}


@pytest.mark.parametrize("reader", list(READERS))
@fuzz_settings()
@given(choice=st.data())
def test_user_file(folder, reader, choice):
    seeds, run = READERS[reader]
    data = choice.draw(mutated(seeds(), json_seeds=True), label="file")
    check(reader, lambda: run(folder, data))
