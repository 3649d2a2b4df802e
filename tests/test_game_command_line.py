"""``mahjong-qt``'s options: what the game cannot do is refused before any window, argparse
style (the reason on stderr, exit status 2), never played as the Turtle (issue 22, item 5)."""

from __future__ import annotations

import os

import pytest
from test_app_helpers import write_layout

from mahjong_qt.app.command_line.game_args import DEFAULT_SIZE, parse_args, screenshot_size
from mahjong_qt.core.paths import user_paths


def refused(argv: list[str], capsys) -> str:
    with pytest.raises(SystemExit) as stop:
        parse_args(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: mahjong-qt") and "Traceback" not in err
    return err.strip().splitlines()[-1]


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["--layout", "nosuch"], "no layout named 'nosuch'"),
        (["--layout", "nosuch", "--screenshot", "x.png"], "no layout named 'nosuch'"),
        (["--layout-file", "/nonexistent.json"], "No such file or directory"),
        (["--json"], "--json needs --list-layouts"),
        (["--screen", "lost"], "--screen needs --screenshot"),
        (["--size", "900x600"], "--size needs --screenshot"),
        (["--size", "9x9", "--screenshot", "x.png"], "size out of range"),
        (["--size", "big", "--screenshot", "x.png"], "expected WIDTHxHEIGHT"),
        (["--number", "0"], "must be from 1 to 999999999"),
        (["--number", "seven"], "not a whole number"),
        (["--number", "1000000000"], "must be from 1 to 999999999"),
        (["--lang", "de"], "invalid choice"),
        (["--theme", "pink"], "invalid choice"),
        (["--view-angle", "side"], "invalid choice"),
        (["--screen", "nosuch", "--screenshot", "x.png"], "invalid choice"),
        (["--layout", "turtle", "--layout-file", "x.json"], "not allowed with"),
        (["--list-layouts", "--layout", "turtle"], "--layout cannot be used with --list-layouts"),
        (["--list-layouts", "--self-test"], "not allowed with"),
        (["--self-test", "--number", "3"], "--number cannot be used with --self-test"),
        (["--install-desktop", "--lang", "fr"], "--lang cannot be used with --install-desktop"),
        (["--uninstall-desktop", "--screenshot", "x.png"], "cannot be used with"),
        (["--bogus"], "unrecognized arguments"),
    ],
)
def test_bad_options_are_refused_with_the_reason(argv, reason, capsys):
    assert reason in refused(argv, capsys)


def test_a_layout_file_that_is_not_a_layout_is_refused(tmp_path, capsys):
    junk = tmp_path / "junk.json"
    junk.write_text("{not json", encoding="utf-8")
    assert "junk.json" in refused(["--layout-file", str(junk)], capsys)
    assert "is a folder" in refused(["--layout-file", str(tmp_path)], capsys)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert "not a regular file" in refused(["--layout-file", str(fifo)], capsys)
    assert "is a folder" in refused(["--screenshot", str(tmp_path)], capsys)


def test_what_the_game_can_do_is_accepted(tmp_path):
    write_layout(user_paths().layouts_dir, [(x, 0, 0) for x in range(0, 8, 2)], "mine")
    assert parse_args(["--layout", "mine"]).layout == "mine"  # the player's own layout
    assert parse_args(["--layout", "turtle", "--number", "7"]).number == 7
    mine = user_paths().layouts_dir / "mine.json"
    assert parse_args(["--layout-file", str(mine)]).layout_file == mine
    shot = parse_args(["--screenshot", str(tmp_path / "x.png"), "--screen", "lost"])
    assert screenshot_size(shot) == DEFAULT_SIZE
    sized = parse_args(["--screenshot", "x.png", "--size", "900x600"])
    assert screenshot_size(sized) == (900, 600)
    assert screenshot_size(parse_args(["--screenshot", "x.png", "--size", "screen"])) is None
    assert parse_args(["--list-layouts", "--json"]).json


def test_a_screenshot_where_no_file_can_be_written_is_refused(tmp_path, capsys):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    assert "is not a folder" in refused(["--screenshot", str(blocked / "x.png")], capsys)
    assert "is not a folder" in refused(["--screenshot", str(blocked / "a" / "x.png")], capsys)
    shut = tmp_path / "shut"
    shut.mkdir(mode=0o500)
    if not os.access(shut, os.W_OK):  # root may write anywhere
        assert "not writable" in refused(["--screenshot", str(shut / "x.png")], capsys)
    assert parse_args(["--screenshot", str(tmp_path / "new" / "deep" / "x.png")]).screenshot
