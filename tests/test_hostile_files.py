"""The defects of issue 12, one test each, with inputs made here (no big file is committed).

Every hostile file gives its reader's own error (``LayoutError``, ``FormatError``, ``SaveError``)
or a value with a notice, never an exception that stops the app.
"""

from __future__ import annotations

import datetime as dt
import errno
import json
import math
import os
import stat
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_formats_samples import gnome_file, gnome_tiles, turtle_positions
from test_savegame import turtle, turtle_game

from mahjong_qt.cli.layout_cli import main as layout_cli
from mahjong_qt.core import atomic_io, state_migration
from mahjong_qt.core.atomic_io import atomic_write_text
from mahjong_qt.core.clock import GameClock
from mahjong_qt.core.deal import uniform_faces
from mahjong_qt.core.formats import (
    MAX_FOREIGN_BYTES,
    FormatError,
    import_bytes,
    import_file,
    map_titles,
    parse_kmahjongg,
)
from mahjong_qt.core.formats.gnome_map import MAX_FILE_TILES, MAX_MAPS
from mahjong_qt.core.game import Game, HelpLimits
from mahjong_qt.core.layout import LayoutError, load_layout, parse_layout
from mahjong_qt.core.layout_schema import MAX_TILES
from mahjong_qt.core.modes.progress import (
    Progress,
    RaceRecord,
    load_progress,
    record_campaign,
    record_daily,
    record_race,
    save_progress,
)
from mahjong_qt.core.modes.statistics import (
    MAX_TOTAL_SECONDS,
    TimeTotal,
    TimeTotals,
    load_totals,
    record_game,
    save_totals,
    stat_line,
)
from mahjong_qt.core.paths import HOME_ENV, UserPaths, user_paths
from mahjong_qt.core.records import Records, load_records, record_result, save_records
from mahjong_qt.core.savegame import (
    MAX_SAVE_BYTES,
    MAX_SHUFFLES,
    SaveError,
    SavedGame,
    load_game,
    save_game,
)
from mahjong_qt.core.settings import Settings, load_settings, save_settings
from mahjong_qt.core.state_migration import move_state_files
from mahjong_qt.core.tiles import TileSetVariant
from mahjong_qt.core.user_files import MAX_COUNT, MAX_SECONDS
from mahjong_qt.core.values import json_of, validated
from mahjong_qt.core.window_state import WindowState, load_window_state
from mahjong_qt.resources import layouts_dir

HUGE = "7" * 5000  # over Python's 4,300-digit limit of int()
TURTLE = layouts_dir() / "turtle.json"


def write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode() if isinstance(text, str) else text
    path.write_bytes(data)
    return path


def turtle_save_text(tmp_path: Path) -> str:
    """A real save of a new game on the Turtle, as the app writes it (compact JSON)."""
    game, _ = turtle_game()
    path = tmp_path / "good-save.json"
    save_game(path, game.to_saved())
    return path.read_text("utf-8")


# --- 1. a number of more than 4,300 digits ------------------------------------------------------
def test_1_huge_integers_give_each_reader_its_own_error(tmp_path):
    settings = write(tmp_path / "settings.json", f'{{"schema_version": 1, "last_number": {HUGE}}}')
    result, notice = load_settings(settings)
    assert result == Settings() and notice is not None and notice.code == "invalid"
    assert notice.kept_as is not None and not settings.exists()  # set aside, not read again

    save = turtle_save_text(tmp_path).replace('"number":3', f'"number":{HUGE}')
    with pytest.raises(SaveError) as err:
        load_game(write(tmp_path / "game.json", save))
    assert err.value.code == "invalid"

    records = f'{{"schema_version":1,"by_mode":{{"classic":{{"turtle":{{"played":{HUGE}}}}}}}}}'
    assert load_records(write(tmp_path / "records.json", records))[1].code == "invalid"
    progress = f'{{"schema_version":1,"race":{{"sprint":{{"wins":{HUGE}}}}}}}'
    assert load_progress(write(tmp_path / "progress.json", progress))[1].code == "invalid"
    floats = f'{{"schema_version":1,"by_mode":{{"m":{{"l":{{"seconds":{HUGE}.5}}}}}}}}'
    assert load_totals(write(tmp_path / "statistics.json", floats))[1].code == "invalid"

    layout = TURTLE.read_text("utf-8").replace("[", f"[{HUGE}, ", 2)
    with pytest.raises(LayoutError) as err:
        parse_layout(layout)
    assert err.value.issues[0].code == "not_layout"


def test_1_the_layout_tool_reports_a_huge_number_without_a_traceback(tmp_path, capsys):
    path = write(tmp_path / "big.json", f'{{"schema_version": 1, "tiles": [[{HUGE}, 0, 0]]}}')
    assert layout_cli(["validate", str(path)]) == 1
    assert layout_cli(["info", str(path)]) != 0
    out = capsys.readouterr()
    assert "INVALID" in out.out and "Traceback" not in out.out + out.err


# --- 2. KMahjongg dimension lines of thousands of digits ----------------------------------------
@pytest.mark.parametrize("letter", ["w", "h", "d"])
def test_2_a_kmahjongg_dimension_of_5000_digits_is_a_format_error(letter):
    sizes = {"w": "w32", "h": "h16", "d": "d5"}
    sizes[letter] = letter + "9" * 5000
    text = "kmahjongg-layout-v1.1\n" + "\n".join(sizes.values()) + "\n"
    with pytest.raises(FormatError) as err:
        parse_kmahjongg(text.encode())
    assert err.value.code == "bad_dimension" and err.value.params["letter"] == letter


# --- 3. statistics: 10^309 games won ------------------------------------------------------------
@pytest.mark.parametrize("won", ["1" + "0" * 309, "1" + "0" * 50, "1e300"])
def test_3_an_impossible_number_of_wins_is_refused(tmp_path, won):
    text = (
        f'{{"schema_version":1,"by_mode":{{"classic":{{"turtle":{{"won":{won},"seconds":5}}}}}}}}'
    )
    totals, notice = load_totals(write(tmp_path / "statistics.json", text))
    assert totals == TimeTotals() and notice is not None and notice.kept_as is not None


@given(
    won=st.integers(0, MAX_COUNT),
    seconds=st.floats(0, MAX_COUNT * MAX_SECONDS),
)
def test_3_every_accepted_total_gives_a_finite_average(won, seconds):
    totals = TimeTotals(by_mode={"classic": {"turtle": TimeTotal(won=won, seconds=seconds)}})
    line = stat_line(Records(), totals, "classic", "turtle")
    assert line.average_time is None or math.isfinite(line.average_time)


# --- 4. Infinity and friends --------------------------------------------------------------------
@pytest.mark.parametrize("value", ["Infinity", "-Infinity", "NaN", "1e400", "1e300"])
def test_4_a_save_with_a_non_finite_or_absurd_time_is_refused(tmp_path, value):
    text = turtle_save_text(tmp_path)
    assert '"elapsed":0.0' in text
    path = write(tmp_path / "game.json", text.replace('"elapsed":0.0', f'"elapsed":{value}'))
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.code in ("not_json", "invalid")


@pytest.mark.parametrize("value", ["Infinity", "NaN", "1e400", "1e300"])
def test_4_records_with_an_infinite_best_time_start_empty(tmp_path, value):
    text = f'{{"schema_version":1,"by_mode":{{"classic":{{"turtle":{{"best_time":{value}}}}}}}}}'
    records, notice = load_records(write(tmp_path / "records.json", text))
    assert records == Records() and notice is not None


def test_4_every_time_field_refuses_infinity(tmp_path):
    cases = {
        "progress.json": '{"schema_version":1,"daily":{"2026-01-01":{"won":true,"time":%s}}}',
        "progress2.json": '{"schema_version":1,"campaign":{"1":{"best_stars":1,"best_time":%s}}}',
        "progress3.json": '{"schema_version":1,"race":{"sprint":{"best_time":%s}}}',
    }
    for name, template in cases.items():
        _, notice = load_progress(write(tmp_path / name, template % "Infinity"))
        assert notice is not None, name
        _, notice = load_progress(write(tmp_path / name, template % "1e300"))
        assert notice is not None and notice.code == "invalid", name


def test_3_4_files_at_the_bounds_stay_valid_after_more_play(tmp_path):
    """A count or a time at its bound (a hostile file may put it there) is held there, so that
    one more game, or more time on a restored clock, never makes a file that cannot be saved."""
    top = TimeTotals(by_mode={"m": {"l": TimeTotal(won=MAX_COUNT, seconds=MAX_TOTAL_SECONDS)}})
    _, totals, _ = record_game(Records(), top, "m", "l", True, MAX_SECONDS * 2, MAX_COUNT * 2, 3)
    assert totals.get("m", "l").won == MAX_COUNT
    save_totals(tmp_path / "statistics.json", totals)
    assert load_totals(tmp_path / "statistics.json") == (totals, None)

    records, _ = record_result(Records(), "m", "l", True, MAX_SECONDS * 2, MAX_COUNT * 2, 3)
    save_records(tmp_path / "records.json", records)
    assert load_records(tmp_path / "records.json") == (records, None)

    race = Progress(race={"race-easy": RaceRecord(wins=MAX_COUNT, losses=MAX_COUNT)})
    race, _ = record_race(race, "race-easy", True, True, MAX_SECONDS * 2)
    race, _ = record_race(race, "race-easy", False, False, None)
    race, _ = record_daily(race, dt.date(2026, 1, 1), True, MAX_SECONDS * 2, 3, MAX_COUNT * 2)
    race, _ = record_campaign(race, 1, 3, MAX_SECONDS * 2)
    save_progress(tmp_path / "progress.json", race)
    assert load_progress(tmp_path / "progress.json") == (race, None)

    text = turtle_save_text(tmp_path).replace('"elapsed":0.0', f'"elapsed":{MAX_SECONDS - 1}')
    now = [0.0]
    game = Game.from_saved(
        load_game(write(tmp_path / "g.json", text)), turtle(), GameClock(lambda: now[0])
    )
    now[0] += 100.0
    for tile in game.board.free_pairs()[0]:
        game.click(tile)
    save_game(tmp_path / "again.json", game.to_saved())
    assert load_game(tmp_path / "again.json").elapsed == MAX_SECONDS


# --- 5. a GNOME file with thousands of maps -----------------------------------------------------
def test_5_a_gnome_file_of_33000_maps_is_refused_at_once():
    one = '<map><row y="0" left="0" right="1"/></map>'
    data = ("<mahjongg>" + one * 33_166 + "</mahjongg>").encode()
    assert len(data) < MAX_FOREIGN_BYTES
    for read in (map_titles, import_bytes):
        with pytest.raises(FormatError) as err:
            read(data)
        assert err.value.code == "too_many_maps" and err.value.params["max"] == MAX_MAPS


def test_5_the_tiles_over_all_maps_are_capped():
    one = '<map name="M"><block left="0" right="23" top="0" bottom="23"/></map>'  # 576 tiles
    data = ("<mahjongg>" + one * (MAX_FILE_TILES // MAX_TILES + 1) + "</mahjongg>").encode()
    with pytest.raises(FormatError) as err:
        map_titles(data)
    assert err.value.code == "file_too_many_tiles"


def test_5_a_real_file_of_a_dozen_maps_still_reads():
    tiles = gnome_tiles(turtle_positions())
    maps = [(f"Map {i}", f"m{i}", tiles) for i in range(12)]
    data = gnome_file(*maps).encode()
    assert len(map_titles(data)) == 12
    assert len(import_bytes(data, map_choice=11).positions) == 144


# --- 6. a saved game of 10 MB -------------------------------------------------------------------
def test_6_a_save_over_the_size_limit_is_refused_without_being_parsed(tmp_path, monkeypatch):
    text = turtle_save_text(tmp_path)
    history = ",".join(["[0,1]"] * 2_000_000)
    path = write(tmp_path / "game.json", text.replace('"history":[]', f'"history":[{history}]', 1))
    assert path.stat().st_size > 10_000_000
    monkeypatch.setattr(json, "loads", lambda *a, **k: pytest.fail("parsed"))
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.code == "too_large"


def test_6_a_save_of_the_wrong_shape_is_refused_before_its_moves_are_read(tmp_path):
    text = turtle_save_text(tmp_path)
    junk = ",".join(['"not a move"'] * 150_000)  # under the size limit, every item wrong
    path = write(tmp_path / "game.json", text.replace('"history":[]', f'"history":[{junk}]', 1))
    assert path.stat().st_size < MAX_SAVE_BYTES
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.code == "invalid" and "at most" in err.value.message  # one length error


def test_6_the_largest_real_game_fits_the_limits(tmp_path):
    """576 tiles, every shuffle allowed with its faces and a full solution: still under the size limit."""
    positions = [(2 * x, 2 * y, 0) for x in range(24) for y in range(24)]
    data = {"schema_version": 1, "id": "big", "name": {"en": "B", "fr": "B"}}
    layout = parse_layout(json.dumps({**data, "tiles": positions}))
    faces = uniform_faces(layout.id, layout.tile_count, 999_999_999, TileSetVariant.FULL)
    solution = [(575 - i, 574 - i) for i in range(0, MAX_TILES, 2)]  # 3-digit indices
    game = Game.new(
        layout,
        faces,
        number=999_999_999,
        difficulty="normal",
        variant=TileSetVariant.FULL,
        solution=solution,
        limits=HelpLimits(None, None),
        clock=GameClock(lambda: 123_456.789),
        mode="zen",
    )
    saved = game.to_saved()
    shuffle = {"faces": list(reversed(faces)), "solution": solution}
    saved = validated(SavedGame, json_of(saved) | {"history": [shuffle] * MAX_SHUFFLES})
    path = tmp_path / "game.json"
    save_game(path, saved)
    assert path.stat().st_size < MAX_SAVE_BYTES
    assert load_game(path) == saved


def test_6_a_game_never_shuffles_past_what_a_save_can_hold(tmp_path, monkeypatch):
    """Zen has no shuffle limit; the game stops at the save's own limit instead, so that every
    game it saves can be restored."""
    from mahjong_qt.core import game as game_module

    monkeypatch.setattr(game_module, "MAX_SHUFFLES", 3)
    game, _ = turtle_game()
    game.limits = HelpLimits(None, None)
    faces = list(game.board.faces)
    for _ in range(3):
        assert game.can_shuffle()
        faces = faces[1:] + faces[:1]
        game.apply_shuffle(faces, None)
    assert not game.can_shuffle()
    game.undo()
    assert game.can_shuffle()


# --- 7. settings written by a newer version -----------------------------------------------------
def test_7_newer_settings_are_kept_and_never_overwritten(tmp_path):
    newer = b'{"schema_version": 2, "language": "fr", "a_new_option": true}\n'
    path = write(tmp_path / "settings.json", newer)
    settings, notice = load_settings(path)
    assert settings == Settings()
    assert notice is not None and notice.code == "too_new" and notice.kept_as is None
    assert "newer version" in notice and path.read_bytes() == newer
    assert save_settings(path, replace(settings, language="en")) is False
    assert path.read_bytes() == newer
    assert not [p for p in tmp_path.iterdir() if p != path]  # nothing set aside


def test_7_settings_of_our_version_are_still_saved(tmp_path):
    path = write(tmp_path / "settings.json", b'{"schema_version": 1, "language": "fr"}')
    assert save_settings(path, Settings()) is True
    assert json.loads(path.read_text())["language"] == "system"


def test_7_the_message_says_made_by_a_newer_version_in_french(qapp):
    from mahjong_qt.ui.error_texts import settings_notice_text
    from mahjong_qt.ui.i18n import Translations

    translations = Translations(qapp, ("mahjong_qt",))
    try:
        translations.set_language("fr")
        newer, damaged = settings_notice_text("too_new"), settings_notice_text("invalid")
        assert "version plus récente" in newer and "mis de côté" in damaged
        translations.set_language("en")
        assert "newer version" in settings_notice_text("too_new")
    finally:
        translations.set_language("en")


# --- 9. file modes and symbolic links -----------------------------------------------------------
posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions and links")


@posix_only
def test_9_a_new_file_gets_the_umask_mode(tmp_path):
    old = os.umask(0o022)
    try:
        atomic_write_text(tmp_path / "new.json", "{}")
        atomic_write_text(tmp_path / "deep" / "er.json", "{}")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "deep" / "er.json").stat().st_mode) == 0o644


@posix_only
@pytest.mark.parametrize("mode", [0o664, 0o600, 0o640])
def test_9_overwriting_keeps_the_mode(tmp_path, mode):
    path = write(tmp_path / "settings.json", "{}")
    path.chmod(mode)
    atomic_write_text(path, '{"a": 1}')
    assert stat.S_IMODE(path.stat().st_mode) == mode and path.read_text() == '{"a": 1}'


@posix_only
def test_9_writing_through_a_symbolic_link_replaces_its_target(tmp_path):
    target = write(tmp_path / "dotfiles" / "settings.json", "{}")
    target.chmod(0o664)
    link = tmp_path / "config" / "settings.json"
    link.parent.mkdir()
    link.symlink_to(target)
    save_settings(link, Settings(language="fr"))
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert json.loads(target.read_text())["language"] == "fr"
    assert stat.S_IMODE(target.stat().st_mode) == 0o664
    assert sorted(p.name for p in target.parent.iterdir()) == ["settings.json"]  # no temp left
    dangling = tmp_path / "config" / "records.json"
    dangling.symlink_to(tmp_path / "dotfiles" / "records.json")
    atomic_write_text(dangling, "{}")
    assert dangling.is_symlink() and (tmp_path / "dotfiles" / "records.json").read_text() == "{}"


def test_9_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = write(tmp_path / "records.json", "old")
    monkeypatch.setattr(
        atomic_io.os, "replace", lambda *a: (_ for _ in ()).throw(OSError(28, "full"))
    )
    with pytest.raises(OSError):
        atomic_write_text(path, "new")
    assert path.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["records.json"]


# --- 10. the game in progress and the window are state ------------------------------------------
def test_10_the_state_folder_comes_from_platformdirs(monkeypatch):
    import platformdirs

    monkeypatch.delenv(HOME_ENV, raising=False)
    paths = user_paths()
    assert paths.state_dir == Path(platformdirs.user_state_dir("mahjong-qt", appauthor=False))
    assert paths.save_file.parent == paths.state_dir == paths.window_file.parent
    assert paths.race_file.parent == paths.state_dir
    assert paths.records_file.parent == paths.data_dir


def test_10_the_home_variable_still_puts_everything_in_one_folder(monkeypatch, tmp_path):
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "one"))
    paths = user_paths()
    assert paths.config_dir == paths.data_dir == paths.state_dir == tmp_path / "one"
    files = [paths.settings_file, paths.save_file, paths.window_file, paths.records_file]
    assert all(p.parent == tmp_path / "one" for p in files)


def split_paths(tmp_path: Path) -> UserPaths:
    return UserPaths.under(tmp_path / "config", tmp_path / "data", tmp_path / "state")


def test_10_the_old_state_files_move_once_losing_nothing(tmp_path):
    paths = split_paths(tmp_path)
    save = write(paths.data_dir / "game-in-progress.json", turtle_save_text(tmp_path))
    race = write(paths.data_dir / "race.json", '{"level": "sprint"}')
    contents = save.read_bytes(), race.read_bytes()
    write(paths.records_file, '{"schema_version": 1, "by_mode": {}}')
    settings = {
        "schema_version": 1,
        "language": "fr",
        "window_geometry": "AdnQyw==",
        "window_state": "AAA=",
    }
    write(paths.settings_file, json.dumps(settings))

    moved = move_state_files(paths)
    assert set(moved) == {paths.save_file, paths.race_file, paths.window_file}
    assert (paths.save_file.read_bytes(), paths.race_file.read_bytes()) == contents
    assert not save.exists() and not race.exists() and paths.records_file.exists()
    assert load_window_state(paths.window_file) == (
        WindowState(geometry="AdnQyw==", state="AAA="),
        None,
    )
    assert load_game(paths.save_file) is not None
    # the settings are still valid, and lose the window fields when next saved
    loaded, notice = load_settings(paths.settings_file)
    assert notice is None and loaded.language == "fr"
    save_settings(paths.settings_file, loaded)
    assert "window_geometry" not in json.loads(paths.settings_file.read_text())

    assert move_state_files(paths) == []  # once


def test_10_when_both_places_hold_a_game_the_new_one_wins_and_the_old_is_kept(tmp_path):
    paths = split_paths(tmp_path)
    write(paths.data_dir / "game-in-progress.json", "old game")
    write(paths.save_file, "new game")
    moved = move_state_files(paths)
    assert paths.save_file.read_text() == "new game"
    assert [p.name for p in moved] == ["game-in-progress.json.old-1"]
    assert (paths.data_dir / "game-in-progress.json.old-1").read_text() == "old game"


def test_10_a_move_across_file_systems_copies_then_removes(tmp_path, monkeypatch):
    paths = split_paths(tmp_path)
    old = write(paths.data_dir / "game-in-progress.json", "the game")
    real_replace = os.replace

    def cross_device(src, dst):
        if Path(src) == old:
            raise OSError(errno.EXDEV, "cross-device link")
        return real_replace(src, dst)

    monkeypatch.setattr(state_migration.os, "replace", cross_device)
    move_state_files(paths)
    assert paths.save_file.read_text() == "the game" and not old.exists()


def test_10_a_folder_that_refuses_leaves_the_files_where_they_are(tmp_path, monkeypatch):
    paths = split_paths(tmp_path)
    old = write(paths.data_dir / "game-in-progress.json", "the game")
    monkeypatch.setattr(
        state_migration, "_move", lambda *a: (_ for _ in ()).throw(PermissionError())
    )
    assert move_state_files(paths) == []
    assert old.read_text() == "the game"


def test_10_the_window_geometry_goes_to_the_state_file_not_the_settings(qtbot):
    from test_app_helpers import make_window

    from mahjong_qt.app.window.main_window import GameStart
    from mahjong_qt.app.window.window_memory import restore_window

    window = make_window(qtbot, GameStart(layout_id="turtle", number=3))
    window.resize(900, 700)
    window.close()
    paths = user_paths()
    kept, notice = load_window_state(paths.window_file)
    assert notice is None and kept.geometry and kept.state
    settings = json.loads(paths.settings_file.read_text()) if paths.settings_file.exists() else {}
    assert "window_geometry" not in settings

    again = make_window(qtbot, GameStart(layout_id="turtle", number=3))  # resizes to 1100
    assert restore_window(again, paths.window_file) and again.width() < 1100  # screen-clamped


# --- special files: a pipe at a user file's place would block the start for ever ---------------
@posix_only
def test_a_pipe_or_a_device_is_refused_without_being_opened(tmp_path):
    pipe = tmp_path / "settings.json"
    os.mkfifo(pipe)
    settings, notice = load_settings(pipe)
    assert settings == Settings() and notice is not None and notice.code == "unreadable"
    os.mkfifo(tmp_path / "pipe.json")
    with pytest.raises(LayoutError) as err:
        load_layout(tmp_path / "pipe.json")
    assert err.value.issues[0].code == "not_layout"
    with pytest.raises(FormatError) as err:
        import_file("/dev/zero")
    assert err.value.code == "unreadable"
