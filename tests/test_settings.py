"""Settings: defaults, round trip, corrupt files set aside, migrations; and where files live."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_qt.core.paths import HOME_ENV, user_paths
from mahjong_qt.core.settings import (
    SCHEMA_VERSION,
    Settings,
    load_settings,
    migrate,
    save_settings,
)
from mahjong_qt.core.tiles import TileSetVariant


def test_user_paths_follow_the_home_variable(monkeypatch, tmp_path):
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    paths = user_paths()
    for p in (
        paths.config_dir,
        paths.data_dir,
        paths.settings_file,
        paths.save_file,
        paths.records_file,
        paths.layouts_dir,
    ):
        assert Path(p).is_relative_to(tmp_path / "home")
    assert len({paths.settings_file, paths.save_file, paths.records_file}) == 3


def test_user_paths_default_to_platformdirs(monkeypatch):
    monkeypatch.delenv(HOME_ENV, raising=False)
    paths = user_paths()
    assert "mahjong-qt" in str(paths.config_dir) and "mahjong-qt" in str(paths.data_dir)


def test_defaults():
    s = Settings()
    assert s.schema_version == SCHEMA_VERSION == 1
    assert s.language == "system" and s.tile_style == "classic" and s.corner_index
    assert s.difficulty == "normal" and s.layout_id == "turtle"
    assert s.variant is TileSetVariant.FULL
    assert s.background.startswith("#") and len(s.background) == 7
    assert s.window_geometry is None


def test_missing_file_gives_defaults_without_a_message(tmp_path):
    assert load_settings(tmp_path / "settings.json") == (Settings(), None)


def test_round_trip(tmp_path):
    path = tmp_path / "deep" / "settings.json"
    s = replace(
        Settings(),
        language="fr",
        shade_blocked=True,
        hints_limit=None,
        variant=TileSetVariant.NO_BONUS,
        difficulty="hard",
        last_number=4242,
    )
    save_settings(path, s)
    assert load_settings(path) == (s, None)
    assert json.loads(path.read_text("utf-8"))["variant"] == "no-bonus"


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b'{"schema_version": 1, "language": "fr"', "not_json"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "not_text"),
        (b'{"schema_version": 1, "language": "klingon"}', "invalid"),
        (b'{"schema_version": 1, "unknown_option": true}', "invalid"),
        (b'{"colour": "blue"}', "foreign"),
        (b"42", "not_object"),
    ],
)
def test_a_bad_file_is_set_aside_and_defaults_are_used(tmp_path, content, code):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, notice = load_settings(path)
    assert settings == Settings()
    assert notice is not None and notice.code == code
    assert "default settings" in notice
    assert not path.exists() and notice.kept_as.read_bytes() == content
    # saving now does not overwrite the bad file
    save_settings(path, settings)
    assert notice.kept_as.read_bytes() == content


def test_migrations_run_step_by_step():
    table = {
        1: lambda d: {**d, "b": d["a"] * 2},
        2: lambda d: {**{k: v for k, v in d.items() if k != "a"}, "c": d["b"] + 1},
    }
    assert migrate({"schema_version": 1, "a": 5}, table, current=3) == {
        "schema_version": 3,
        "b": 10,
        "c": 11,
    }
    assert migrate({"schema_version": 3, "b": 1}, table, current=3) == {"schema_version": 3, "b": 1}
    with pytest.raises(KeyError):
        migrate({"schema_version": 1}, {}, current=2)


def test_a_failing_migration_rolls_back_to_defaults(tmp_path, monkeypatch):
    """Pretend the app reads version 2 and the 1 → 2 step fails on this file."""
    import mahjong_qt.core.settings as settings_module

    def broken(data):
        raise KeyError("language")

    monkeypatch.setattr(settings_module, "SCHEMA_VERSION", 2)
    monkeypatch.setitem(settings_module.MIGRATIONS, 1, broken)
    path = tmp_path / "settings.json"
    path.write_text('{"schema_version": 1, "language": "fr"}')
    settings, notice = load_settings(path)
    assert settings == Settings() and notice.code == "migration_failed"
    assert notice.kept_as.read_text() == '{"schema_version": 1, "language": "fr"}'


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_any_file_content_loads_without_raising(tmp_path, data):
    path = tmp_path / "settings.json"
    path.write_bytes(data)
    settings_, notice = load_settings(path)
    assert isinstance(settings_, Settings)
    assert (notice is None) == path.exists()
