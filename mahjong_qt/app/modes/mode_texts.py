"""Small shared texts of the mode screens: a mode's name and description in the UI language
(bilingual data from the core), and how times and stars read."""

from __future__ import annotations

import datetime as dt
import re

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from mahjong_qt.app.board.status_panel import format_clock
from mahjong_qt.core.layout_data import LayoutText
from mahjong_qt.core.modes.definitions import ModeId, mode

__all__ = [
    "local",
    "mode_name",
    "mode_description",
    "time_text",
    "stars_text",
    "percent",
    "generated_layout_name",
]

_CAMPAIGN_ID = re.compile(r"^campaign-(\d{3})$")


def local(text: LayoutText, lang: str) -> str:
    """The French or English side of a core text."""
    return text.local(lang)


def mode_name(mode_id: ModeId | str, lang: str) -> str:
    try:
        return local(mode(mode_id).name, lang)
    except ValueError:
        return str(mode_id)


def mode_description(mode_id: ModeId | str, lang: str) -> str:
    return local(mode(mode_id).description, lang)


def time_text(seconds: float | None) -> str:
    """``m:ss``, or a dash when there is no time."""
    return "—" if seconds is None else format_clock(seconds)


def date_text(day: dt.date, long: bool = False) -> str:
    """A day in the interface language (the default QLocale follows it): "dim. 29 nov. 2026",
    or, ``long``, the language's own long form ("dimanche 29 novembre 2026", "Sunday, November
    29, 2026")."""
    date = QDate(day.year, day.month, day.day)
    if long:
        return QLocale().toString(date, QLocale.FormatType.LongFormat)
    return QLocale().toString(date, "ddd d MMM yyyy")


def stars_text(stars: int) -> str:
    """★★☆ style: earned stars full, the others hollow."""
    return "★" * stars + "☆" * (3 - stars)


def percent(progress: float) -> int:
    """A progress in % as every screen shows it (one rounding: the race strip and its result
    never disagree by one)."""
    return max(0, min(100, int(progress + 0.5)))


def generated_layout_name(layout_id: str, lang: str) -> str:
    """The name of a layout the game generates (campaign level, race level) without building
    it; the id itself for any other."""
    match = _CAMPAIGN_ID.match(layout_id)
    if match:
        text = QCoreApplication.translate("ModeTexts", "Campaign level %1")
        return text.replace("%1", str(int(match.group(1))))
    from mahjong_qt.core.modes.race import RACE_LEVELS

    for level in RACE_LEVELS:
        if level.id == layout_id:
            text = QCoreApplication.translate("ModeTexts", "Race: %1")
            return text.replace("%1", local(level.name, lang))
    return layout_id
