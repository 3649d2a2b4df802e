#!/usr/bin/env python3
"""Screenshots of the online race for the README: the lobby, the race strip and the result, in
English and French, from a real race on loopback.

    python tools/race_screenshots.py [--out docs/screenshots] [--lang en fr] [--screen 1366x768]

The game's race screen hosts a room (a server in a thread, not announced); seven bot players
(``mahjong_qt.net.bot``) join it with its code, and a CPU takes a seat; the screen's player then
plays its own board pair by pair, slower than the bots, so that it stands beyond the top three
when the strip is taken, and finishes the race for the result. The screen is the size the
Race window takes on a ``--screen`` of that size (less a 40 px panel): 1200×682 on a laptop.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QRect, QSize  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mahjong_qt.app.race_online.hosting import LanHost  # noqa: E402
from mahjong_qt.app.race_online.online_race import OnlineRaceScreen  # noqa: E402
from mahjong_qt.app.race_online.race_window import PREFERRED_SIZE  # noqa: E402
from mahjong_qt.app.window.window_size import first_window_rect  # noqa: E402
from mahjong_qt.core.paths import UserPaths  # noqa: E402
from mahjong_qt.net import protocol as p  # noqa: E402
from mahjong_qt.net.bot import BotPlayer, plan  # noqa: E402
from mahjong_qt.race_server.limits import ServerLimits  # noqa: E402
from mahjong_qt.ui.i18n import Translations  # noqa: E402
from mahjong_qt.ui.tile_renderer import TileRenderer  # noqa: E402

NAMES = ["Chloé", "Bruno", "Aïcha", "Dmitri", "Emma", "Farid", "Gaëlle"]
PACES = [1.05, 1.1, 1.15, 1.2, 1.9, 2.1, 2.3]  # seconds a pair: never under fair play's floor
PLAYER_PACE = 1.35  # the screen's player: after the first four, before the last three


def wait(app: QApplication, until, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not until():
        if time.monotonic() > end:
            raise SystemExit("timed out")
        app.processEvents()
        time.sleep(0.01)


def grab(app: QApplication, screen: OnlineRaceScreen, path: Path) -> None:
    for _ in range(5):
        app.processEvents()
    screen.grab().toImage().save(str(path), "PNG")
    print("wrote", path)


def bots_in_thread(url: str, code: str) -> threading.Thread:
    async def main():
        bots = [
            BotPlayer(url, name, f"shot-{k:04}-player", pace=lambda s=PACES[k]: s)
            for k, name in enumerate(NAMES)
        ]
        for bot in bots:
            await bot.join(code)
            await bot.send(p.Ready(ready=True))
        await asyncio.gather(*(b.result.wait() for b in bots))
        await asyncio.sleep(0.5)
        await asyncio.gather(*(b.close() for b in bots))

    thread = threading.Thread(target=lambda: asyncio.run(main()), daemon=True)
    thread.start()
    return thread


def shoot(app: QApplication, lang: str, out: Path, home: Path, size: QSize) -> None:
    paths = UserPaths.under(home / lang / "config", home / lang / "data")

    def host_factory(name: str) -> LanHost:
        return LanHost(name, port=0, announce=False, limits=ServerLimits(countdown=1.0))

    screen = OnlineRaceScreen(
        TileRenderer(lang=lang), lang, paths, host_factory=host_factory, browse=False
    )
    screen.resize(size)
    screen.show()
    screen.home.name.setText("Anne")
    screen.home.host_button.click()
    wait(app, lambda: screen.race is not None and screen.race.lobby is not None)
    screen.lobby.form.level.setCurrentIndex(0)  # Initiation
    screen.lobby.form.penalty.setValue(5)
    wait(app, lambda: screen.race.lobby.settings.shuffle_penalty == 5)
    bots = bots_in_thread(screen.hosting.url, screen.code)
    wait(app, lambda: len(screen.race.lobby.members) == 8)
    screen.lobby.add_cpu_button.click()
    wait(app, lambda: len(screen.race.lobby.members) == 9 and screen.lobby.start_button.isEnabled())
    grab(app, screen, out / f"race_lobby_{lang}.png")
    screen.lobby.start_button.click()
    wait(app, lambda: screen.board.board is not None)
    line = plan(screen.board.board)
    shot = False
    for a, b in line:
        end = time.monotonic() + PLAYER_PACE
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.01)
        screen.board.tile_clicked(a)
        screen.board.tile_clicked(b)
        wait(app, lambda a=a: not screen.board.board.is_present(a))
        strip = screen.strip
        if not shot and strip.me.isVisible() and screen.board.board.tiles_left <= 22:
            grab(app, screen, out / f"race_strip_{lang}.png")
            shot = True
    wait(app, lambda: screen.stack.currentWidget() is screen.result, timeout=60)
    grab(app, screen, out / f"race_result_{lang}.png")
    screen.shutdown()
    bots.join(10)
    if not shot:
        print("note: the player never stood beyond the top three; no strip screenshot")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--lang", nargs="+", default=["en", "fr"])
    parser.add_argument("--screen", default="1366x768", help="the player's screen, WxH")
    args = parser.parse_args()
    width, height = (int(n) for n in args.screen.lower().split("x"))
    size = first_window_rect(QRect(0, 0, width, height - 40), PREFERRED_SIZE).size()
    app = QApplication([])
    translations = Translations(app)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        for lang in args.lang:
            translations.set_language(lang)
            shoot(app, lang, out, Path(home), size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
