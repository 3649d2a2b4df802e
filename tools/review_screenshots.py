#!/usr/bin/env python3
"""Screenshots of the review of a lost game for the README, in English and French.

    python tools/review_screenshots.py [--out docs/screenshots] [--lang en fr]

The Turtle's game 3 is played in the real window by a fixed rule (the last free pair in index
order) into a dead end; the dead-end dialog's Review button opens the review, which is taken
once the solver (in the worker pool) has answered. Nothing is written to the user's files.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def wait(app, until, timeout: float = 120.0) -> None:
    """Let the window work (deals and reviews come from the worker pool) until ``until()``."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(int(timeout * 1000))
    while not until():
        if deadline.hasExpired():
            raise SystemExit("timed out")
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)


def review_shot(app, lang: str, path: Path) -> None:
    from PySide6.QtCore import QDeadlineTimer

    from mahjong_qt.app.window.main_window import GameStart, MainWindow
    from mahjong_qt.core.paths import user_paths
    from mahjong_qt.core.settings import Settings
    from mahjong_qt.ui.i18n import Translations

    translations = Translations(app)
    translations.set_language(lang)
    start = GameStart(layout_id="turtle", number=3)
    window = MainWindow(user_paths(), Settings(), translations, start, persist=False)
    window.confirm.answer = True
    window.resize(1200, 820)
    window.show()
    wait(app, lambda: window.starter.waiting is None and window.session.game is not None)
    game = window.session.game
    while game.board.free_pairs():
        a, b = sorted(game.board.free_pairs())[-1]
        window.play.click_tile(a)
        window.play.click_tile(b)
    wait(app, lambda: window.end_dialog is not None)
    window.end_dialog.review.click()
    wait(app, lambda: window.reviewer.dialog is not None)
    dialog = window.reviewer.dialog
    wait(app, lambda: dialog.answer is not None)
    settle = QDeadlineTimer(200)
    wait(app, settle.hasExpired)  # the board drawn
    dialog.grab().toImage().save(str(path), "PNG")
    print("wrote", path)
    dialog.reject()
    window.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--lang", nargs="+", default=["en", "fr"])
    args = parser.parse_args()
    os.environ["MAHJONG_QT_HOME"] = tempfile.mkdtemp(prefix="mahjong-review-")
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    for lang in args.lang:
        review_shot(app, lang, args.out / f"review_{lang}.png")


if __name__ == "__main__":
    main()
