"""The machine's layouts are measured while the game is idle, a few per run, and the measure
stops the moment the player plays again (issue 26 item 6)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sample_machine import install_sample_library

from mahjong_qt.core.difficulty_atlas import AtlasEntry
from mahjong_qt.core.library_state import LibraryState
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.records import Records

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def machine(tmp_path, monkeypatch):
    """Five small KMahjongg layouts installed on a fake machine."""
    install_sample_library(tmp_path, monkeypatch, 5)


class FakeRunner:
    """The job runner's interface; the test answers each job by hand."""

    class Handle:
        def __init__(self, job, on_done):
            self.job, self.on_done, self.entry = job, on_done, None

        def result(self, timeout=None):
            return self.entry

    def __init__(self):
        self.jobs, self.cancelled, self.listeners = [], [], []

    def submit(self, job, time_cap, on_done, on_progress=None):
        self.jobs.append(self.Handle(job, on_done))
        self.listeners.append(on_progress)
        return self.jobs[-1]

    def cancel(self, handle):
        self.cancelled.append(handle)

    def shutdown(self):
        pass

    def answer(self, key: str) -> None:
        handle = self.jobs[-1]
        handle.entry = AtlasEntry(key, 12, 200, 190, 10, 0, 10, 900, 1.0)
        handle.on_done(handle)


def _measurer(idle, runner, per_run=2):
    from mahjong_qt.app.dialogs.difficulty_meter import DifficultyMeter
    from mahjong_qt.app.measuring import IdleMeasurer
    from mahjong_qt.app.measuring.machine_layouts import unmeasured_machine_layouts
    from mahjong_qt.core.shipped_atlas import measured_atlas

    paths = user_paths()
    meter = DifficultyMeter(measured_atlas(paths.cache_dir / "atlas"), runner)
    return IdleMeasurer(
        meter, lambda: unmeasured_machine_layouts(paths, LibraryState()), idle, per_run
    )


def _unmeasured():
    from mahjong_qt.app.dialogs.layout_browser_data import machine_rows

    rows, _ = machine_rows(user_paths(), Records(), LibraryState())
    return [r for r in rows if r.atlas is None]


def test_idle_it_measures_a_few_layouts_and_stops_when_the_player_plays(qtbot, machine):
    playing = [False]
    runner = FakeRunner()
    measurer = _measurer(lambda: not playing[0], runner, per_run=2)
    assert len(_unmeasured()) == 5
    measurer.check()
    assert len(runner.jobs) == 1 and measurer.busy
    first = measurer.busy
    playing[0] = True
    measurer.check()  # the player is back: the worker is theirs
    assert runner.cancelled == [runner.jobs[0]] and not measurer.busy
    playing[0] = False
    measurer.check()  # idle again: the same layout, from the start
    assert measurer.busy == first and len(runner.jobs) == 2
    with qtbot.waitSignal(measurer.measured):
        runner.answer(first)
    assert len(_unmeasured()) == 4  # kept in the cache: the browser shows it now
    measurer.check()
    runner.answer(measurer.busy)
    measurer.check()  # two per run: no more this run
    assert len(runner.jobs) == 3 and not measurer.busy and len(_unmeasured()) == 3
    assert runner.listeners == [None] * 3  # no count shown: the worker sends only its answers


def test_it_measures_for_real_in_the_worker(qtbot, machine):
    from mahjong_qt.ui.job_runner import JobRunner

    runner = JobRunner()
    measurer = _measurer(lambda: True, runner, per_run=1)
    try:
        with qtbot.waitSignal(measurer.measured, timeout=60_000):
            measurer.check()
        assert len(_unmeasured()) == 4
    finally:
        measurer.stop()
        runner.shutdown()
