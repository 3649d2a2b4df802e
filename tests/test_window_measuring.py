"""The machine's layouts are measured in the background while the game is idle, through the
real window (issue 26 item 6): a KMahjongg layout on the machine with no measure is measured
while the game is paused, the measure stops the moment the game runs again, and all of it
stops when the window closes."""

from __future__ import annotations

from pathlib import Path

import pytest
from sample_machine import install_sample_library
from test_app_helpers import make_window

from mahjong_qt.app.dialogs.layout_browser_data import machine_rows
from mahjong_qt.app.window.main_window import GameStart
from mahjong_qt.core.library_state import LibraryState
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.records import Records

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def machine(tmp_path, monkeypatch):
    """Two small KMahjongg layouts installed on a fake machine."""
    install_sample_library(tmp_path, monkeypatch, 2)


def unmeasured() -> list:
    rows, _ = machine_rows(user_paths(), Records(), LibraryState())
    return [r for r in rows if r.atlas is None]


def test_idle_the_window_measures_the_machines_layouts_and_stops_when_a_game_runs(
    qtbot, machine
):
    assert len(unmeasured()) == 2
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    measuring = window.measuring
    qtbot.waitUntil(lambda: measuring.measurer is not None, timeout=10_000)  # after the paint
    measurer = measuring.measurer
    assert not measurer.busy  # a game is running: the worker is the player's
    window.play.set_paused(True)  # idle
    assert measurer.busy in {r.item.content_hash for r in unmeasured()}
    window.play.set_paused(False)  # the game runs again: the measure stops at once
    assert not measurer.busy and len(unmeasured()) == 2
    window.play.set_paused(True)
    with qtbot.waitSignal(measurer.measured, timeout=120_000) as done:
        pass
    assert done.args[0] not in {r.item.content_hash for r in unmeasured()}
    assert len(unmeasured()) == 1  # kept in the cache: the browser shows its figure
    measuring.check()  # the next look (every 15 s): still idle, the next layout
    assert measurer.busy and measurer.busy != done.args[0]
    window.close()
    assert not measurer.busy and measuring.measurer is None  # stopped at quit


def test_the_players_measure_goes_first_and_the_idle_measure_resumes_after_it(
    qtbot, machine, monkeypatch
):
    # Measure Difficulty in the New Game dialog while the idle measurer measures: the idle
    # measure stops before the player's job is queued (the pool and the processors are the
    # player's), and the same layout is measured again once the player's measure is over.
    from PySide6.QtCore import Qt

    from mahjong_qt.app.dialogs.new_game_dialog import NewGameDialog
    from mahjong_qt.ui.job_runner import JobRunner

    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    measuring = window.measuring
    qtbot.waitUntil(lambda: measuring.measurer is not None, timeout=10_000)
    measurer = measuring.measurer
    window.play.set_paused(True)  # idle: the machine's layouts are measured
    background = measurer.busy
    assert background and measuring.runner.busy
    dialog = NewGameDialog(window.layouts(), window.settings, "en", "turtle", window)
    qtbot.addWidget(dialog)
    browser = dialog.browser
    queued = []  # each job queued, and what the idle measurer was measuring then
    submit = JobRunner.submit

    def noted(runner, job, *args, **kwargs):
        queued.append((runner is measuring.runner, measurer.busy))
        return submit(runner, job, *args, **kwargs)

    monkeypatch.setattr(JobRunner, "submit", noted)
    qtbot.mouseClick(browser.measure_button, Qt.MouseButton.LeftButton)
    assert dialog.meter.busy  # the player's measure is on its way
    assert queued == [(False, "")]  # queued once the idle one had given way
    assert not measuring.runner.busy
    measuring.check()  # the next look, every 15 s: still the player's turn
    assert not measurer.busy
    qtbot.mouseClick(browser.measure_button, Qt.MouseButton.LeftButton)  # Stop Measuring
    assert not dialog.meter.busy
    assert measurer.busy == background  # taken up again at once, the same layout
    assert queued[1:] == [(True, "")]
    dialog.reject()
    window.close()
