"""``mahjong-layout deal / solve / clearable``."""

from __future__ import annotations

import json

from mahjong_qt.cli.layout_cli import main
from mahjong_qt.core.board import Board
from mahjong_qt.core.layout import load_layout
from mahjong_qt.core.tiles import kind_by_id
from mahjong_qt.resources import layouts_dir

TURTLE = str(layouts_dir() / "turtle.json")


def test_deal_json_gives_kind_ids_and_a_solution_that_replays(capsys):
    assert main(["deal", TURTLE, "--number", "4", "--difficulty", "easy", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["difficulty"] == "easy" and out["number"] == 4 and out["variant"] == "full"
    layout = load_layout(TURTLE)
    assert [tuple(t["position"]) for t in out["tiles"]] == list(layout.positions)
    board = Board(layout.geometry, [kind_by_id(t["kind"]).index for t in out["tiles"]])
    for a, b in out["solution"]:
        board.remove_pair(a, b)
    assert board.is_won


def test_deal_text(capsys):
    assert main(["deal", TURTLE, "--number", "4", "--difficulty", "normal"]) == 0
    out = capsys.readouterr().out
    assert "#4 (normal, full): 144 tiles" in out and "solution:" in out


def test_solve_prints_verdict_and_time(capsys):
    code = main(["solve", TURTLE, "--number", "1"])
    out = capsys.readouterr().out
    assert code == 0 and "winnable in" in out
    assert main(["solve", TURTLE, "--number", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["verdict"] == "winnable"


def test_clearable(capsys, tmp_path):
    assert main(["clearable", TURTLE]) == 0
    assert "clearable" in capsys.readouterr().out
    stack = tmp_path / "stack.json"
    stack.write_text(
        json.dumps(
            {
                "schema_version": 1,
                "id": "stack",
                "name": {"en": "S", "fr": "S"},
                "tiles": [[0, 0, 0], [0, 0, 1]],
            }
        )
    )
    assert main(["clearable", str(stack), "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["verdict"] == "not_clearable"
    assert main(["deal", str(stack), "--number", "1"]) == 1
    err = capsys.readouterr().err
    assert "cannot be cleared" in err and len(err.strip().splitlines()) == 1


def test_errors_are_one_line(capsys, tmp_path):
    junk = tmp_path / "junk.json"
    junk.write_bytes(b"\x00junk")
    for cmd in (["deal", str(junk), "--number", "1"], ["solve", str(junk), "--number", "1"]):
        assert main(cmd) == 1
        err = capsys.readouterr().err
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert main(["solve", TURTLE, "--number", "0"]) == 1
    assert "game number" in capsys.readouterr().err
