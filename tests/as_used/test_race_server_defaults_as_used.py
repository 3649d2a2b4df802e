"""``mahjong-race-server`` with its default limits takes players (issue 24: mypy found the
command line's defaults were the limits' slot descriptors, not their numbers, so the first
connection's ``connections >= max_connections`` raised)."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from mahjong_qt.core.racing.settings import RaceSettings
from mahjong_qt.net.bot import BotPlayer

SCRIPTS = ("mahjong-race-server",)


def test_the_server_with_default_limits_opens_a_room_and_stops_cleanly(tmp_path):
    script = Path(sys.executable).with_name("mahjong-race-server")
    env = {**os.environ, "MAHJONG_QT_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    server = subprocess.Popen(
        [str(script), "--host", "127.0.0.1", "--port", "0", "--quiet", "--stats"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        first = server.stdout.readline()  # "mahjong-race-server listening on ws://host:port"
        assert first.startswith("mahjong-race-server listening on ws://127.0.0.1:"), first
        url = first.split()[-1]

        async def open_a_room() -> str:
            bot = BotPlayer(url, "Ann", "default-limits-1")
            welcome = await asyncio.wait_for(bot.create(RaceSettings()), 30)
            await bot.drop()
            return welcome.code

        code = asyncio.run(open_a_room())
        assert len(code) == 6
    finally:
        server.send_signal(signal.SIGTERM)
        out, err = server.communicate(timeout=30)
    assert server.returncode == 0, err
    stats = json.loads(out.strip().splitlines()[-1])  # --stats: the counters at exit
    assert stats["rooms_open"] == 1 and stats.get("internal_errors", 0) == 0
    assert "Traceback" not in err
