"""SIGKILL the real game at random moments: it comes back with at most the move in flight lost.

A few runs here (``tools/kill_harness.py --runs 100`` is the long run that prints the figures);
each starts the game as a subprocess (offscreen, its own user folder), lets a bot play through
the real window, kills it, and compares the next start with what the game last reported.
"""

from __future__ import annotations

import os

import pytest

from tools.kill_harness import kill_runs

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL of a process group")


def test_a_killed_game_comes_back_with_at_most_the_last_move_lost(tmp_path):
    figures = kill_runs(runs=4, seed=12, home=tmp_path / "home", max_delay=4.0, min_delay=1.5)
    assert figures.failures == [], figures.lines()
    assert figures.corrupt == 0
    assert set(figures.lost) <= {0, 1}
    assert figures.moves_made > 0 and sum(figures.lost.values()) >= 1, figures.lines()
