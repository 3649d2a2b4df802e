"""Real files to mutate: the bundled layouts, foreign files written as the other programs write
them, and user files written by the app's own writers after real play. Built once per run."""

from __future__ import annotations

import datetime as dt
import functools
import json
import tempfile
from pathlib import Path

from test_formats_samples import gnome_file, gnome_tiles, kmahjongg_v10, kyodai_text
from test_savegame import turtle_game

from mahjong_qt.core.formats import export_kmahjongg
from mahjong_qt.core.game import Game
from mahjong_qt.core.layout import Layout, load_layout
from mahjong_qt.core.modes import progress as prog
from mahjong_qt.core.modes.statistics import TimeTotals, record_game, save_totals
from mahjong_qt.core.records import Records, save_records
from mahjong_qt.core.savegame import save_game
from mahjong_qt.core.settings import Settings, save_settings
from mahjong_qt.core.window_state import WindowState, save_window_state
from mahjong_qt.resources import layouts_dir

__all__ = [
    "turtle",
    "layout_seeds",
    "kmahjongg_seeds",
    "gnome_seeds",
    "kyodai_seeds",
    "save_seeds",
    "settings_seeds",
    "records_seeds",
    "statistics_seeds",
    "progress_seeds",
    "race_seeds",
    "race_memory_seeds",
    "window_seeds",
]


@functools.cache
def turtle() -> Layout:
    return load_layout(layouts_dir() / "turtle.json")


@functools.cache
def _layouts() -> tuple[Layout, ...]:
    return tuple(
        load_layout(p) for p in sorted(layouts_dir().glob("*.json")) if "schema" not in p.name
    )


def _written(write) -> bytes:
    """The bytes a writer of the app puts in a file."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "file.json"
        write(path)
        return path.read_bytes()


@functools.cache
def layout_seeds() -> tuple[bytes, ...]:
    return tuple(
        p.read_bytes() for p in sorted(layouts_dir().glob("*.json")) if "schema" not in p.name
    )


@functools.cache
def kmahjongg_seeds() -> tuple[bytes, ...]:
    out = [export_kmahjongg(layout.positions, layout.name("en")).encode() for layout in _layouts()]
    out.append(kmahjongg_v10(turtle().positions).encode())
    return tuple(out)


@functools.cache
def gnome_seeds() -> tuple[bytes, ...]:
    turtle_tiles = gnome_tiles(turtle().positions)
    shapes = '<row y="0" left="0" right="5"/><column x="0" top="1" bottom="4"/>'
    shapes += '<block z="1" left="2" right="4" top="1" bottom="3"/><tile x="1.5" y="1.5" z="2"/>'
    return (
        gnome_file(("Turtle", "turtle", turtle_tiles)).encode(),
        gnome_file(("Easy", "easy", turtle_tiles), ("Shapes", "shapes", shapes)).encode(),
        gnome_file(*[(f"Map {i}", f"m{i}", shapes) for i in range(6)]).encode(),
    )


@functools.cache
def kyodai_seeds() -> tuple[bytes, ...]:
    return (
        kyodai_text(turtle().positions).encode("cp1252"),
        kyodai_text(turtle().positions, "Tortue par Zoé :: Classique", version="6.0").encode(
            "cp1252"
        ),
    )


def _played_game(number: int, moves: int, shuffle: bool) -> Game:
    game, time = turtle_game(number)
    for _ in range(moves):
        pairs = game.board.free_pairs()
        if not pairs:
            break
        time.t += 3.5
        for tile in pairs[0]:
            game.click(tile)
    if shuffle:
        board = game.board
        present = [i for i in range(game.tile_count) if board.is_present(i)]
        faces_now = list(board.faces)
        kept = [faces_now[i] for i in present][::-1]
        for i, face in zip(present, kept, strict=True):
            faces_now[i] = face
        game.apply_shuffle(faces_now, None)
    game.undo()
    return game


@functools.cache
def save_seeds() -> tuple[bytes, ...]:
    out = []
    for number, moves, shuffle in ((3, 0, False), (7, 12, False), (11, 20, True)):
        game = _played_game(number, moves, shuffle)
        out.append(_written(lambda p, g=game: save_game(p, g.to_saved())))
    return tuple(out)


@functools.cache
def settings_seeds() -> tuple[bytes, ...]:
    chosen = Settings(language="fr", hints_limit=None, last_number=123_456, difficulty="hard")
    return (
        _written(lambda p: save_settings(p, Settings())),
        _written(lambda p: save_settings(p, chosen)),
    )


def _statistics() -> tuple[Records, TimeTotals]:
    records, totals = Records(), TimeTotals()
    games = [("classic", "turtle", True, 301.5), ("classic", "turtle", False, 80.0)]
    games += [("zen", "butterfly", True, 999.25), ("challenge", "pyramid", True, 479.9)]
    for mode, layout_id, won, elapsed in games:
        records, totals, _ = record_game(records, totals, mode, layout_id, won, elapsed, 1234, 2)
    return records, totals


@functools.cache
def records_seeds() -> tuple[bytes, ...]:
    records, _ = _statistics()
    return (_written(lambda p: save_records(p, records)),)


@functools.cache
def statistics_seeds() -> tuple[bytes, ...]:
    _, totals = _statistics()
    return (_written(lambda p: save_totals(p, totals)),)


def _progress(race_only: bool) -> prog.Progress:
    progress = prog.Progress()
    if not race_only:
        progress, _ = prog.record_daily(progress, dt.date(2026, 3, 1), True, 250.0, 3, 4000)
        progress, _ = prog.record_daily(progress, dt.date(2026, 3, 2), False, 90.0, 0, 100)
        for level in range(1, 8):
            progress, _ = prog.record_campaign(progress, level, level % 4, 100.0 + level)
    for level_id, won, time in (("race-easy", True, 88.5), ("race-hard", False, None)):
        progress, _ = prog.record_race(progress, level_id, won, time is not None, time)
    progress, _ = prog.record_race(progress, "race-initiation", True, True, 40.0)
    return progress


@functools.cache
def progress_seeds() -> tuple[bytes, ...]:
    return (_written(lambda p: prog.save_progress(p, _progress(race_only=False))),)


@functools.cache
def race_seeds() -> tuple[bytes, ...]:
    """The race results (in ``progress.json``) alone and with the rest of the progress."""
    return (
        _written(lambda p: prog.save_progress(p, _progress(race_only=True))),
        progress_seeds()[0],
    )


@functools.cache
def race_memory_seeds() -> tuple[bytes, ...]:
    """``race.json`` as ``race_memory.remember_race`` writes it."""
    return (json.dumps({"level": "race-easy", "strength": "casual", "number": 4242}).encode(),)


@functools.cache
def window_seeds() -> tuple[bytes, ...]:
    kept = WindowState(geometry="AdnQywADAAAAAAAAAAAAAAAABJsAAAM0", state="AAAA/wAAAAD9AAAAAA==")
    return (_written(lambda p: save_window_state(p, kept)),)
