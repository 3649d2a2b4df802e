"""Screenshots of the mode screens (``mahjong-qt --screenshot FILE --screen start|race|…``):
the window with the screen open, for the README and for looking at the screens headless.

Nothing is written to the user's files: the window runs with ``persist=False`` and sample
progress is shown as it would be after a few games.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from mahjong_qt.app.command_line.screenshot import wait_for_board
from mahjong_qt.core.modes import progress as core
from mahjong_qt.core.modes.race import cpu_strength, race_level
from mahjong_qt.core.records import record_result

__all__ = ["SCREENS", "render_mode_screenshot"]

SCREENS = ("start", "race", "campaign", "daily", "statistics", "lost")


def _sample_progress(window, today: dt.date) -> None:
    """Some progress, as after a week of play (shown only: nothing is saved)."""
    p = core.Progress()
    time: float
    for k, (stars, time) in enumerate(((3, 301), (2, 402), (3, 288), (1, 611))):
        p, _ = core.record_daily(p, today - dt.timedelta(days=k + 1), True, time, stars, 9800)
    p, _ = core.record_daily(p, today, True, 296.0, 3, 12_400)
    for level in range(1, 24):
        p, _ = core.record_campaign(p, level, 3 - level % 3 % 2, 60.0 + level * 7)
    p, _ = core.record_race(p, "race-easy", True, True, 151.0)
    window.modes.book._progress = p
    records = window.session.book.records()
    for mode, layout, won, time in (
        ("classic", "turtle", True, 412.0),
        ("challenge", "fortress", True, 395.0),
        ("daily", "turtle", True, 288.0),
    ):
        records, _ = record_result(records, mode, layout, won, time, 14_200, 2)
    window.session.book.set_statistics(records, window.session.book.totals())


def _lose(window) -> None:
    """Play the last free pair again and again until no pair is left (such play loses): the
    banner says the position can no longer be won."""
    window.scene.fade_ms = 0
    game = window.session.game
    while (pairs := game.board.free_pairs()) and not game.is_won:
        a, b = pairs[-1]
        game.clock.set_elapsed(game.clock.elapsed() + 6.5)  # a player's pace, not a combo
        window.play.click_tile(a)
        window.play.click_tile(b)
    if window.end_dialog is not None:
        window.end_dialog.choose(None)  # the dead-end dialog: the banner stays on the board
    window.display.refresh()


def render_mode_screenshot(window, screen: str, path: Path, size: tuple[int, int] | None) -> bool:
    """Show ``window`` at ``size`` with ``screen`` open and write the PNG (the dialog is
    painted over the window where the window manager would put it)."""
    today = dt.date(2026, 11, 29)
    window.modes.today = lambda: today
    _sample_progress(window, today)
    if size is not None:
        window.resize(*size)
    window.show()
    wait_for_board(window)
    dialog = None
    if screen == "race":
        window.modes.start_race(race_level("race-easy"), cpu_strength("skilled"), 4242)
        wait_for_board(window, lambda: window.modes.race is not None)
        run = window.modes.race
        start = run.now()
        game = window.session.game
        window.scene.fade_ms = 0  # removed tiles vanish at once (no fade caught mid-way)
        run.hold_until = start  # past the countdown: the race is on
        run.tick()
        for a, b in game.solution[:9]:  # the player is a little behind the CPU
            window.play.click_tile(a)
            window.play.click_tile(b)
        cpu = run.race.cpu
        cpu._next_at = start  # the CPU has made its first dozen pairs
        for _ in range(12):
            cpu.advance(cpu._next_at)
        game.clock.set_elapsed(74.0)
        window.display.refresh()
    elif screen == "lost":
        _lose(window)
    elif screen == "start":
        dialog = window.screens.show_start_screen()
    elif screen == "campaign":
        dialog = window.screens.show_campaign_map()
    elif screen == "daily":
        dialog = window.screens.show_daily_calendar()
    elif screen == "statistics":
        dialog = window.screens.show_statistics()
    for _ in range(3):
        QApplication.processEvents()
    window.view.fit()
    QApplication.processEvents()
    image = window.grab()
    if dialog is not None:
        dialog.resize(dialog.size().expandedTo(dialog.sizeHint()))
        QApplication.processEvents()
        shot = dialog.grab()
        canvas = QPixmap(image)
        painter = QPainter(canvas)
        painter.fillRect(canvas.rect(), QColor(0, 0, 0, 90))
        at = QPoint(
            max(0, (canvas.width() - shot.width()) // 2),
            max(0, (canvas.height() - shot.height()) // 2),
        )
        painter.drawPixmap(at, shot)
        painter.end()
        image = canvas
    path.parent.mkdir(parents=True, exist_ok=True)
    ok = image.toImage().save(str(path), "PNG")
    window.hide()
    return ok
