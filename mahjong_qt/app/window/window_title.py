"""The game window's title: the mode and what the game is (``ModeDefinition.title`` says
which: the layout, the campaign level, the race level ("Race — Easy"), the day, or for Classic
the layout, number and difficulty)."""

from __future__ import annotations

from typing import TYPE_CHECKING, assert_never

from PySide6.QtCore import QCoreApplication

from mahjong_qt.app.messages import difficulty_name
from mahjong_qt.app.modes.mode_progress import campaign_level_of, daily_date
from mahjong_qt.app.modes.mode_texts import date_text, local, mode_name
from mahjong_qt.core.game import Game
from mahjong_qt.core.modes.definitions import TitleNames, mode_of

if TYPE_CHECKING:
    from mahjong_qt.app.dialogs.layout_names import LayoutNames

__all__ = ["window_title"]


def _detail(game: Game, kind: TitleNames, lang: str, names: LayoutNames | None) -> str:
    """What the title names besides the mode (a kind with no case fails the type check)."""
    match kind:
        case TitleNames.LEVEL:
            level = campaign_level_of(game)
            if level is not None:
                text = QCoreApplication.translate("WindowTitle", "level %1")
                return text.replace("%1", str(level))
        case TitleNames.RACE_LEVEL:
            from mahjong_qt.core.modes.race import RACE_LEVELS  # (only once racing)

            race = next((lv for lv in RACE_LEVELS if lv.id == game.layout.id), None)
            if race is not None:
                return local(race.name, lang)
        case TitleNames.DATE:
            day = daily_date(game)
            return date_text(day, long=True) if day is not None else str(game.number)
        case TitleNames.LAYOUT | TitleNames.GAME:  # (GAME: the whole title is Classic's own)
            pass
        case _:
            assert_never(kind)
    return _layout_name(game, lang, names)


def _layout_name(game: Game, lang: str, names: LayoutNames | None) -> str:
    """As the layout browser lists it: "Cross (KMahjongg)" when ours is there too."""
    if names is None:
        return game.layout.name(lang)
    return names.name_of(game.layout, game.layout_source, lang)


def window_title(game: Game | None, lang: str, names: LayoutNames | None = None) -> str:
    if game is None:
        return QCoreApplication.translate("WindowTitle", "Mahjong Qt")
    kind = mode_of(game.mode).title
    if kind is TitleNames.GAME:
        return (
            QCoreApplication.translate("WindowTitle", "%1 — game %2 (%3) — Mahjong Qt")
            .replace("%1", _layout_name(game, lang, names))
            .replace("%2", str(game.number))
            .replace("%3", difficulty_name(game.difficulty))
        )
    return (
        QCoreApplication.translate("WindowTitle", "%1 — %2 — Mahjong Qt")
        .replace("%1", mode_name(game.mode, lang))
        .replace("%2", _detail(game, kind, lang, names))
    )
