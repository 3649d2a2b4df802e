"""Which game the window opens on: the layout file or id asked for on the command line, else
the saved game (the window restores it), else a new game on the layout of the settings (the
Turtle when that one cannot be played)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from mahjong_qt.core.deal import MAX_GAME_NUMBER
from mahjong_qt.core.layout import Layout, LayoutError, load_layout
from mahjong_qt.core.layout_library import LayoutShelf
from mahjong_qt.core.modes.setup import GameSetup, classic_setup
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.error_texts import error_reasons

__all__ = ["GameStart", "Opening", "classic_game", "opening"]


@dataclass(frozen=True)
class GameStart:
    """How the window starts: a layout given on the command line (id or file), a number, and
    whether the saved game may be restored."""

    layout_id: str | None = None
    layout_file: Path | None = None
    number: int | None = None
    restore: bool = True
    start_screen: bool = False  # show the ways to play when no saved game goes on

    @property
    def may_restore(self) -> bool:
        return self.layout_file is None and self.layout_id is None and self.number is None


@dataclass(frozen=True)
class Opening:
    """The new game to open on (when no saved game goes on), and what to tell the player."""

    setup: GameSetup
    messages: tuple[str, ...] = ()
    fallback: GameSetup | None = None  # the Turtle, when no deal can be made for ``setup``


def classic_game(
    settings: Settings,
    layout: Layout,
    source: str,
    number: int | None,
    difficulty: str | None = None,
) -> GameSetup:
    """A Classic game on ``layout`` with the player's settings (the next number by default)."""
    if number is None:
        number = (settings.last_number or 0) % MAX_GAME_NUMBER + 1
    s = settings
    return classic_setup(
        layout,
        number,
        difficulty or s.difficulty,
        s.variant,
        s.hints_limit,
        s.shuffles_limit,
        source,
    )


def opening(start: GameStart, settings: Settings, shelf: LayoutShelf) -> Opening:
    turtle = shelf.entry("turtle", "bundled")
    if turtle is None or turtle.layout is None:
        raise RuntimeError("the bundled Turtle layout is missing")
    fallback = classic_game(settings, turtle.layout, "bundled", start.number)
    messages: list[str] = []
    if start.layout_file is not None:
        try:
            layout = load_layout(start.layout_file)
        except LayoutError as error:
            reasons = "; ".join(error_reasons(error))
            messages.append(
                QCoreApplication.translate(
                    "MainWindow", "This layout cannot be played: %1"
                ).replace("%1", reasons)
            )
        else:
            setup = classic_game(settings, layout, str(start.layout_file), start.number)
            return Opening(setup, (), fallback)
    entry = shelf.entry(start.layout_id or settings.layout_id)
    if entry is None and start.layout_id is not None:
        messages.append(
            QCoreApplication.translate("MainWindow", "There is no layout named “%1”.").replace(
                "%1", start.layout_id
            )
        )
    if entry is None or entry.layout is None:
        return Opening(fallback, tuple(messages))
    setup = classic_game(settings, entry.layout, entry.game_source, start.number)
    return Opening(setup, tuple(messages), None if entry is turtle else fallback)
