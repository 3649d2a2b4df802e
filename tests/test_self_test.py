"""``mahjong-qt --self-test`` (what the frozen-bundle smoke test runs) deals and hints in a worker
process and says so in one JSON line."""

from __future__ import annotations

import json

from mahjong_qt.app.main import main


def test_self_test_deals_and_hints_in_a_worker(capsys):
    assert main(["--self-test"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] and report["in_a_worker_process"]
    assert report["tiles"] == 144 and report["verdict"] == "winnable"
    assert report["hint_is_legal"] and len(report["hint"]) == 2
