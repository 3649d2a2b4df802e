"""The player's files are the player's alone, whatever the umask: settings, saves, records,
progress, race tokens, caches and the editor's files are created 0600, in folders created 0700
(issue 22, item 10: under umask 022 they were 0644 in 0755 folders, and ``race-identity.json``
holds the seat ticket that lets a local user take another's seat)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from test_app_helpers import make_window

from editor.window.preferences import EditorPreferences, save_preferences
from mahjong_qt.app.modes.race_memory import remember_race
from mahjong_qt.app.modes.race_run import RaceConfig
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.atomic_io import atomic_write_text, make_private_folder
from mahjong_qt.core.deal_shelf import deal_shelf
from mahjong_qt.core.modes.race import cpu_strength, race_level
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.racing.identity import RaceIdentity, identity_path, save_identity
from mahjong_qt.core.records import Records, save_records
from mahjong_qt.core.settings import Settings, save_settings

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def modes_under(root: Path) -> dict[str, int]:
    """Every file's and folder's mode under ``root`` (not ``root`` itself), by relative path."""
    return {
        p.relative_to(root).as_posix() + ("/" if p.is_dir() else ""): stat.S_IMODE(p.stat().st_mode)
        for p in sorted(root.rglob("*"))
        if not p.name.endswith(".lock")
    }


def test_the_writers_make_private_files_in_private_folders(umask_022, tmp_path):
    paths = user_paths()
    save_settings(paths.settings_file, Settings(language="fr"))
    save_records(paths.records_file, Records())
    save_identity(identity_path(paths), RaceIdentity.new())
    remember_race(paths, RaceConfig(race_level("race-easy"), cpu_strength("casual"), 3))
    save_preferences(tmp_path / "editor" / "deep" / "preferences.json", EditorPreferences())
    atomic_write_text(paths.cache_dir / "atlas" / "x.json", "{}", private=True)
    home = Path(os.environ["MAHJONG_QT_HOME"])
    seen = modes_under(home) | {
        "editor/" + k: v for k, v in modes_under(tmp_path / "editor").items()
    }
    assert {"settings.json", identity_path(paths).name, "race.json", "cache/atlas/x.json"} <= set(
        seen
    ), seen
    wrong = {
        name: oct(mode)
        for name, mode in seen.items()
        if mode != (0o700 if name.endswith("/") else 0o600)
    }
    assert not wrong, wrong
    assert stat.S_IMODE((tmp_path / "editor").stat().st_mode) == 0o700


def test_a_played_game_leaves_only_private_files(umask_022, qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=2))
    a, b = window.session.game.board.free_pairs()[0]
    window.play.click_tile(a)
    window.play.click_tile(b)
    deal_shelf(user_paths()).save()
    window.close()
    home = Path(os.environ["MAHJONG_QT_HOME"])
    seen = modes_under(home)
    assert "game-in-progress.json" in seen and "window.json" in seen, seen
    wrong = {
        name: oct(mode)
        for name, mode in seen.items()
        if mode != (0o700 if name.endswith("/") else 0o600)
    }
    assert not wrong, wrong
    assert stat.S_IMODE(home.stat().st_mode) == 0o700


def test_a_file_the_user_opened_up_keeps_its_mode(umask_022):
    path = user_paths().settings_file
    save_settings(path, Settings())
    path.chmod(0o644)  # the player shares the settings on purpose
    save_settings(path, Settings(language="fr"))
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_a_private_folder_that_exists_is_left_alone(umask_022, tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    make_private_folder(shared / "a" / "b")
    assert stat.S_IMODE(shared.stat().st_mode) == 0o755
    assert stat.S_IMODE((shared / "a").stat().st_mode) == 0o700
    assert stat.S_IMODE((shared / "a" / "b").stat().st_mode) == 0o700
    atomic_write_text(shared / "public.json", "{}")  # not private: the umask applies
    assert stat.S_IMODE((shared / "public.json").stat().st_mode) == 0o644


def test_the_race_identity_and_the_race_under_way_are_two_files(tmp_path):
    """They were both ``race.json``: in one folder (``MAHJONG_QT_HOME``, Windows, macOS) the race
    under way overwrote the seat ticket, and on Linux the start moved the identity away."""
    from mahjong_qt.core.racing.identity import load_identity
    from mahjong_qt.core.state_migration import move_state_files

    paths = user_paths()
    identity = RaceIdentity.new()
    save_identity(identity_path(paths), identity)
    remember_race(paths, RaceConfig(race_level("race-easy"), cpu_strength("casual"), 3))
    assert load_identity(identity_path(paths)) == (identity, None)

    apart = user_paths().under(tmp_path / "c", tmp_path / "d", tmp_path / "s")  # as on Linux
    old = apart.data_dir / "race.json"  # an older version's identity
    old.parent.mkdir(parents=True)
    old.write_text(identity.model_dump_json(), encoding="utf-8")
    move_state_files(apart)
    assert load_identity(identity_path(apart)) == (identity, None)
    assert not old.exists() and not apart.race_file.exists()
