"""A named pipe (or any file that is not a regular one) where the programs keep a file is never
opened for reading in a way that blocks: every reader goes through
``core.regular_file.read_regular_file`` and takes it for a missing or unreadable file (issue 22,
item 8: a FIFO in the cache folder froze the start)."""

from __future__ import annotations

import os
import re
import threading
from pathlib import Path

import pytest

from mahjong_qt.core import regular_file
from mahjong_qt.core.atlas_cache import AtlasCache
from mahjong_qt.core.catalog_index import _read_index
from mahjong_qt.core.deal_shelf import _read as read_deals
from mahjong_qt.core.desktop_entry import read_desktop_entry
from mahjong_qt.core.formats.errors import FormatError
from mahjong_qt.core.formats.importer import desktop_texts, read_foreign
from mahjong_qt.core.json_text import read_versioned_field
from mahjong_qt.core.layout import LayoutError, load_layout
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.records import load_records
from mahjong_qt.core.regular_file import NotRegularFileError, read_regular_file
from mahjong_qt.core.savegame import SaveError, load_game
from mahjong_qt.core.settings import load_settings
from mahjong_qt.core.user_files import UserFileError, read_json_object

ROOT = Path(__file__).resolve().parents[1]


def finishes(call, fifo: Path, seconds: float = 10.0):
    """``call()``'s result (or the exception it raised), failing the test when it blocks (then the
    pipe is opened for writing once, so that the blocked reader ends)."""
    out: list = []

    def run():
        try:
            out.append(call())
        except Exception as error:  # the reader's own refusal
            out.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        thread.join(seconds)
        pytest.fail(f"reading the pipe {fifo.name} blocked")
    return out[0]


@pytest.fixture
def fifo(tmp_path) -> Path:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return path


def test_the_one_reader_refuses_pipes_folders_and_reads_files(tmp_path, fifo):
    assert isinstance(finishes(lambda: read_regular_file(fifo, 10), fifo), NotRegularFileError)
    with pytest.raises(IsADirectoryError):
        read_regular_file(tmp_path, 10)
    with pytest.raises(FileNotFoundError):
        read_regular_file(tmp_path / "none", 10)
    plain = tmp_path / "plain"
    plain.write_bytes(b"0123456789abc")
    assert read_regular_file(plain, 5) == b"012345"  # one more than allowed: "too large"
    assert read_regular_file(plain, 100) == b"0123456789abc"


def test_caches_on_a_pipe_are_missing(fifo):
    assert (
        finishes(lambda: read_versioned_field(fifo, max_bytes=100, version=1, field="x"), fifo)
        is None
    )
    assert finishes(lambda: read_deals(fifo), fifo) == []
    assert finishes(lambda: _read_index(fifo), fifo) == {}
    atlas_folder = fifo.parent / "atlas"
    atlas_folder.mkdir()
    key = "a" * 64
    os.mkfifo(atlas_folder / f"{key}.json")
    got = finishes(lambda: AtlasCache(atlas_folder).get(key, 10, 2), atlas_folder / f"{key}.json")
    assert got is None


def test_user_files_on_a_pipe_are_unreadable(fifo):
    error = finishes(lambda: read_json_object(fifo, max_bytes=100), fifo)
    assert isinstance(error, UserFileError) and error.code == "unreadable"
    assert "not a regular file" in error.message
    paths = user_paths()
    paths.save_file.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(paths.save_file)
    assert isinstance(finishes(lambda: load_game(paths.save_file), paths.save_file), SaveError)
    os.mkfifo(paths.settings_file)
    settings, notice = finishes(lambda: load_settings(paths.settings_file), paths.settings_file)
    assert notice is not None
    os.mkfifo(paths.records_file)
    _records, notice = finishes(lambda: load_records(paths.records_file), paths.records_file)
    assert notice is not None


def test_layout_files_on_a_pipe_are_refused(fifo, tmp_path):
    error = finishes(lambda: load_layout(fifo), fifo)
    assert isinstance(error, LayoutError) and "not a regular file" in str(error)
    foreign = tmp_path / "pipe.layout"
    os.mkfifo(foreign)
    error = finishes(lambda: read_foreign(foreign), foreign)
    assert isinstance(error, FormatError)
    desktop = tmp_path / "pipe.desktop"
    os.mkfifo(desktop)
    assert finishes(lambda: desktop_texts(desktop), desktop) is None
    assert isinstance(finishes(lambda: read_desktop_entry(desktop), desktop), OSError)


# The places that read a file the programs did not ship: each must go through the one reader.
_RAW_READ = re.compile(
    r"\.read_bytes\(\)|\.read_text\(|\bopen\([^)]*[\"']rb?[\"']|\.open\(\s*[\"']rb?[\"']"
)
_SHIPPED_ONLY = {  # these read files of the program itself, never the user's
    "mahjong_qt/ui/tile_faces/glyphs.py",
    "mahjong_qt/core/solver/native.py",
    "mahjong_qt/desktop/install.py",
    "mahjong_qt/core/state_migration.py",  # copies across file systems what os.replace could not move
    "mahjong_qt/core/regular_file.py",
    "mahjong_qt/resources.py",  # the LICENSE beside the package or in the installed distribution
    "mahjong_qt/app/sound/players.py",  # the package's own earcons (app/sound/wav/)
}


def test_no_other_reader_opens_files_itself():
    found = []
    for folder in ("mahjong_qt", "editor"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel in _SHIPPED_ONLY or rel.startswith("mahjong_qt/cli/"):
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if _RAW_READ.search(line) and not line.lstrip().startswith("#"):
                    found.append(f"{rel}:{n}: {line.strip()}")
    assert not found, "read through core.regular_file.read_regular_file:\n" + "\n".join(found)
    assert regular_file.__all__ == ["NotRegularFileError", "read_regular_file"]
