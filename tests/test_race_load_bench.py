"""``benchmarks/race_load.py`` as the README tells users to run it (issue 22, item 12): the
extra the README names brings what it needs (psutil), and a small run plays real moves."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_the_readme_names_an_extra_that_brings_psutil():
    readme = ROOT.joinpath("README.md").read_text(encoding="utf-8")
    at = readme.index("benchmarks/race_load.py --rooms")
    named = re.search(r'pip install -e "\.\[(\w+)\]"', readme[at : at + 300])
    assert named is not None, "the README says which extra the load benchmark needs"
    extras = tomllib.loads(ROOT.joinpath("pyproject.toml").read_text())["project"][
        "optional-dependencies"
    ]
    assert any(dep.startswith("psutil") for dep in extras[named.group(1)])


def test_a_small_load_run_plays_moves_without_errors(tmp_path):
    pytest.importorskip("psutil", reason='the bench extra: pip install -e ".[bench]"')
    out = tmp_path / "load.json"
    argv = ["--rooms", "1", "--players", "2", "--pace", "0.2", "--duration", "6", "--setup", "2"]
    argv += ["--stagger", "0.2", "--workers", "1", "--json", str(out)]
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "race_load.py"), *argv],
        capture_output=True,
        text=True,
        timeout=90,
    )
    assert done.returncode == 0, done.stderr
    numbers = json.loads(out.read_text())
    assert numbers["moves"] > 0 and numbers["errors"] == 0
    assert numbers["latency_ms"]["samples"] > 0


def test_a_load_run_against_a_running_server_beside_a_burner(tmp_path):
    pytest.importorskip("psutil", reason='the bench extra: pip install -e ".[bench]"')
    from mahjong_qt.race_server.embedded import ServerThread
    from mahjong_qt.race_server.limits import ServerLimits
    from mahjong_qt.race_server.server import warm_up

    warm_up()  # the layouts, built before the clock of the run starts
    running = ServerThread("127.0.0.1", 0, ServerLimits(min_pair_seconds=0, min_move_gap=0))
    port = running.start()
    out = tmp_path / "load.json"
    argv = ["--url", f"ws://127.0.0.1:{port}", "--burn", "1", "--level", "race-initiation"]
    argv += ["--rooms", "1", "--players", "2", "--pace", "0.1", "--duration", "15", "--setup", "2"]
    argv += ["--stagger", "0.2", "--workers", "1", "--json", str(out)]
    try:
        done = subprocess.run(
            [sys.executable, str(ROOT / "benchmarks" / "race_load.py"), *argv],
            capture_output=True,
            text=True,
            timeout=90,
        )
    finally:
        running.stop()
    assert done.returncode == 0, done.stderr
    numbers = json.loads(out.read_text())
    assert numbers["moves"] > 0 and numbers["errors"] == 0 and numbers["burn"] == 1
    assert numbers["rated_rounds"] == 1  # two signed-in bots, no fair-play floor on that server
    assert numbers["server_cpu_percent_of_one_core"] is None  # not this run's process
