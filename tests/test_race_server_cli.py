"""The race server's command line: its limits come from a real ``ServerLimits()`` (issue 22,
item 1: argparse once got the slots dataclass's member descriptors as defaults, and every
connection failed), shown by ``--help``; a server made from it plays a room on loopback."""

from __future__ import annotations

import asyncio

import pytest

from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.net.bot import BotPlayer
from mahjong_qt.race_server.cli import LIMIT_OPTIONS, _parser, limits_from
from mahjong_qt.race_server.limits import ServerLimits
from mahjong_qt.race_server.server import RaceServer


def test_the_default_limits_are_the_servers_values():
    args = _parser().parse_args([])
    assert limits_from(args) == ServerLimits()
    for name in LIMIT_OPTIONS:
        assert isinstance(getattr(args, name), int | float)


def test_one_limit_changed_keeps_the_others():
    limits = limits_from(_parser().parse_args(["--max-connections", "12"]))
    assert limits.max_connections == 12 and limits.max_rooms == ServerLimits().max_rooms


def test_help_shows_every_limits_default(capsys):
    with pytest.raises(SystemExit):
        _parser().parse_args(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    for name in LIMIT_OPTIONS:
        flag = "--" + name.replace("_", "-")
        assert flag in text
        assert f"(default: {getattr(ServerLimits(), name)})" in text


@pytest.mark.parametrize("argv", [[], ["--max-connections", "50"], ["--max-rooms", "3"]])
def test_a_server_made_from_the_command_line_lets_players_create_a_room(argv):
    limits = limits_from(_parser().parse_args(argv))

    async def main() -> str:
        server = RaceServer(limits)
        port = await server.start("127.0.0.1", 0)
        try:
            bot = BotPlayer(f"ws://127.0.0.1:{port}", "Anne", "player-anne")
            welcome = await asyncio.wait_for(bot.create(RaceSettings()), 10)
            await bot.close()
            return welcome.code
        finally:
            await server.stop()

    assert len(asyncio.run(main())) == 6


@pytest.mark.parametrize("argv", [["--port", "x"], ["--max-rooms", "-1"], ["--port", "65536"]])
def test_bad_options_are_refused_on_stderr(argv, capsys):
    with pytest.raises(SystemExit) as refused:
        _parser().parse_args(argv)
    assert refused.value.code == 2
    said = capsys.readouterr()
    assert said.out == "" and "mahjong-race-server: error:" in said.err
