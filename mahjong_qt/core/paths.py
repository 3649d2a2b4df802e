"""Where the user's files live: settings, the game in progress, records, user layouts, caches.

The folders come from :mod:`platformdirs` (``appname="mahjong-qt"``): the settings in the config
folder; what the player keeps (records, statistics, progress, layouts) in the data folder; and
what only says where the player left off (the game in progress, the race under way, the window's
size and place) in the *state* folder (``~/.local/state`` on Linux; the data folder elsewhere).
Versions before the state folder kept the game in the data folder and the window in the settings:
:mod:`mahjong_qt.core.state_migration` moves them once. What can be rebuilt (the layout index,
thumbnails, the difficulty atlas, the code kept for a quicker start) goes to the cache folder.
The environment variable ``MAHJONG_QT_HOME`` overrides them all: everything then goes under that
one folder (tests use it so they never touch the real user data; it also makes a portable
install possible).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

__all__ = [
    "APP_NAME",
    "HOME_ENV",
    "SAVE_FILE_NAME",
    "RACE_FILE_NAME",
    "RACE_IDENTITY_FILE_NAME",
    "UserPaths",
    "user_paths",
]

APP_NAME = "mahjong-qt"
HOME_ENV = "MAHJONG_QT_HOME"
SAVE_FILE_NAME = "game-in-progress.json"
RACE_FILE_NAME = "race.json"  # the race under way against the CPU (state folder)
# The online race identity (data folder): its own name, not the race under way's (where the two
# folders are one, the two files overwrote each other).
RACE_IDENTITY_FILE_NAME = "race-identity.json"


@dataclass(frozen=True, slots=True)
class UserPaths:
    """The user's folders and files. Nothing here is created until something is written."""

    config_dir: Path
    data_dir: Path
    state_dir: Path
    settings_file: Path
    save_file: Path
    race_file: Path
    window_file: Path
    records_file: Path
    layouts_dir: Path
    library_file: Path  # the layout browser's memory (core.library_state)
    cache_dir: Path  # what can be rebuilt: layout thumbnails, the difficulty atlas

    @classmethod
    def under(
        cls,
        config_dir: Path,
        data_dir: Path,
        state_dir: Path | None = None,
        cache_dir: Path | None = None,
    ) -> UserPaths:
        """The standard file names inside a config, a data and a state folder (by default the
        data folder), and a cache folder (by default ``data_dir/cache``)."""
        state_dir = data_dir if state_dir is None else state_dir
        return cls(
            config_dir=config_dir,
            data_dir=data_dir,
            state_dir=state_dir,
            settings_file=config_dir / "settings.json",
            save_file=state_dir / SAVE_FILE_NAME,
            race_file=state_dir / RACE_FILE_NAME,
            window_file=state_dir / "window.json",
            records_file=data_dir / "records.json",
            layouts_dir=data_dir / "layouts",
            library_file=data_dir / "layout-library.json",
            cache_dir=cache_dir if cache_dir is not None else data_dir / "cache",
        )


def user_paths() -> UserPaths:
    """The user's paths: ``$MAHJONG_QT_HOME`` when set (and not empty), else the platform's."""
    home = os.environ.get(HOME_ENV, "").strip()
    if home:
        root = Path(home).expanduser()
        return UserPaths.under(root, root)
    return UserPaths.under(
        Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        Path(platformdirs.user_state_dir(APP_NAME, appauthor=False)),
        Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)),
    )
