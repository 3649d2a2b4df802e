"""Earcons (issue 26, item 5): a short sound of our own for each event of the game, heard from
the same events the screen reader is told; off unless chosen, on while a screen reader runs;
their switch and volume in the preferences. A recording player stands for the sound card."""

from __future__ import annotations

import importlib.util
import io
import sys
import wave
from dataclasses import replace
from pathlib import Path

import pytest
from test_app_helpers import make_window, wait_for_game, write_layout
from test_app_keyboard import SMALL

from mahjong_qt.app.sound import earcons as earcons_module
from mahjong_qt.app.sound.earcons import Earcon, earcon_for
from mahjong_qt.app.sound.players import SOUND_DIR, CommandPlayer, scaled_wav, sound_file
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.board import Removal
from mahjong_qt.core.game_events import GameOver, PairTaken, PlayState, Undone, events_between
from mahjong_qt.core.settings import Settings, load_settings

ROOT = Path(__file__).resolve().parent.parent


class Recorder:
    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))

    def names(self) -> list[str]:
        return [name for name, _ in self.played]


def make_tool():
    spec = importlib.util.spec_from_file_location("make_earcons", ROOT / "tools/make_earcons.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_earcons"] = module  # its dataclass looks its module up
    spec.loader.exec_module(module)
    return module


def samples(data: bytes) -> tuple[tuple, list[int]]:
    with wave.open(io.BytesIO(data)) as w:
        params = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        frames = w.readframes(w.getnframes())
    values = [
        int.from_bytes(frames[i : i + 2], "little", signed=True) for i in range(0, len(frames), 2)
    ]
    return params, values


def test_the_committed_sounds_are_what_the_tool_makes_short_and_distinct():
    tool = make_tool()
    assert sorted(tool.SOUNDS) == sorted(e.value for e in Earcon)
    assert sorted(p.stem for p in SOUND_DIR.glob("*.wav")) == sorted(e.value for e in Earcon)
    shapes = set()
    for earcon in Earcon:
        params, made = samples(tool.render(earcon.value))
        committed_params, committed = samples(sound_file(earcon.value).read_bytes())
        assert params == committed_params == (1, 2, 22_050)
        assert len(made) == len(committed) and len(made) / 22_050 < 0.3
        # the same tones (a last-digit rounding of another libm is not a different sound)
        assert max(abs(a - b) for a, b in zip(made, committed, strict=True)) <= 1
        assert max(abs(v) for v in made) > 10_000  # audible, never clipped to silence
        notes = tuple((n.start, n.end, n.seconds, n.buzz) for n in tool.SOUNDS[earcon.value])
        shapes.add(notes)
    assert len(shapes) == len(Earcon)  # no two sounds alike


def test_a_volume_scales_the_samples():
    data = sound_file("pair").read_bytes()
    _, full = samples(data)
    _, half = samples(scaled_wav(data, 0.5))
    assert len(half) == len(full)
    assert all(abs(h - f / 2) <= 0.5 for h, f in zip(half, full, strict=True))
    player = CommandPlayer("true")
    assert samples(player.file_at("pair", 0.5).read_bytes())[1] == half


def test_each_event_of_a_game_plays_its_sound_at_the_chosen_volume(qtbot, tmp_path):
    path = write_layout(tmp_path, SMALL, "small-earcons")
    settings = Settings(earcons=True, earcon_volume=40)
    window = make_window(qtbot, GameStart(layout_file=path, number=2), settings)
    player = window.earcons.player = Recorder()
    window.actions_.shuffle.trigger()
    qtbot.waitUntil(lambda: player.played == [("shuffle", 0.4)], timeout=20_000)
    wait_for_game(qtbot, window, lambda: window.restart_game())
    del player.played[:]
    game = window.session.game
    board = game.board
    blocked = next(i for i in range(len(SMALL)) if board.is_present(i) and not board.is_free(i))
    window.play.click_tile(blocked)
    assert player.played == [("blocked", 0.4)]
    free = board.free_tiles()
    a, b = next((x, y) for x in free for y in free if board.faces[x] != board.faces[y])
    window.play.click_tile(a)
    window.play.click_tile(b)
    window.play.click_tile(b)  # deselected: no sound
    assert player.names() == ["blocked", "select", "no_match"]
    window.actions_.hint.trigger()
    qtbot.waitUntil(lambda: "hint" in player.names(), timeout=20_000)
    del player.played[:]
    while not game.is_won:
        x, y = game.solution[len(game.board.history)]
        window.play.click_tile(x)
        window.play.click_tile(y)
    assert player.names() == ["select", "pair"] * (len(SMALL) // 2) + ["won"]
    assert {volume for _, volume in player.played} == {0.4}


def test_a_game_with_no_pair_left_sounds_lost():
    move = Removal(0, 1)

    def look(tiles_left: int, stuck: bool, history=(move,)) -> PlayState:
        return PlayState(1, history, (), (0, 1, 0, 1), None, None, False, tiles_left, stuck)

    before = look(4, False, ())
    assert events_between(before, look(2, True)) == [PairTaken(0, 1, 0, 2), GameOver(False)]
    assert events_between(look(2, True), before) == [Undone(0)]  # back: no new loss
    assert earcon_for(GameOver(False)) is Earcon.LOST and earcon_for(GameOver(True)) is Earcon.WON


def test_off_by_default_and_on_while_a_screen_reader_runs(qtbot, monkeypatch):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=7))
    player = window.earcons.player = Recorder()
    free = window.session.game.board.free_tiles()
    window.play.click_tile(free[0])
    assert player.played == []  # nobody chose, no screen reader: silent
    monkeypatch.setattr(earcons_module, "screen_reader_active", lambda: True)
    window.play.click_tile(free[0])  # deselected: no sound
    window.play.click_tile(free[0])
    assert player.played == [("select", 0.7)]
    # the player turns them off: off even with the screen reader
    window.look.apply_settings(replace(window.settings, earcons=False))
    window.play.click_tile(free[0])
    window.play.click_tile(free[0])
    assert player.played == [("select", 0.7)]


def test_the_sound_page_of_the_preferences(qtbot, monkeypatch):
    from mahjong_qt.app.dialogs.preferences_dialog import PreferencesDialog

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    page = dialog.sound
    assert dialog.pages.tabText(dialog.pages.indexOf(page)) == "Sound"
    assert not page.earcons.isChecked() and not page.volume.isEnabled()
    assert not page.try_sound.isEnabled()
    assert dialog.settings().earcons is None  # untouched: still "never chosen"
    page.earcons.setChecked(True)
    page.volume.setValue(25)
    assert page.volume.isEnabled() and page.volume_text.text() == "25 %"
    page.player = Recorder()
    page.try_sound.click()  # heard at the volume chosen, before OK
    assert page.player.played == [("pair", 0.25)]
    chosen = dialog.settings()
    assert chosen.earcons is True and chosen.earcon_volume == 25
    monkeypatch.setattr(earcons_module, "screen_reader_active", lambda: True)
    shown = PreferencesDialog(Settings())
    qtbot.addWidget(shown)
    assert shown.sound.earcons.isChecked() and shown.settings().earcons is None
    shown.sound.earcons.setChecked(False)
    assert shown.settings().earcons is False  # chosen now: kept off


def test_the_chosen_sound_settings_are_kept(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=7))
    window.look.apply_settings(replace(window.settings, earcons=True, earcon_volume=55))
    saved, _notice = load_settings(window.paths.settings_file)
    assert saved.earcons is True and saved.earcon_volume == 55
    wait_for_game(qtbot, window)


def test_qt_multimedia_loads_every_sound(qtbot):
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError:
        pytest.skip("Qt Multimedia is in PySide6-Addons, which is not installed here")
    from mahjong_qt.app.sound.players import EffectPlayer

    player = EffectPlayer()
    for earcon in Earcon:
        effect = player.effect(earcon.value)
        qtbot.waitUntil(lambda e=effect: e.status() != QSoundEffect.Status.Loading, timeout=5_000)
        if effect.status() == QSoundEffect.Status.Error and not effect.isLoaded():
            pytest.skip("this platform has no audio backend for Qt Multimedia")
        assert effect.status() == QSoundEffect.Status.Ready
