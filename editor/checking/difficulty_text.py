"""How a measured share is written wherever the editor shows one (the validation panel's deal
test and live estimate, My Layouts' difficulty column): the figure, its 95 % Wilson interval
and its sample size, in the user's language — "4% (1–20%, 24 deals)".
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from mahjong_qt.core.winnability import Share

__all__ = ["percent", "interval_text", "deals_share", "games_share"]


def percent(share: float) -> str:
    """A share as a whole percentage in the user's language ("62%" in English, "62 %" in French)."""
    number = QLocale().toString(round(100 * share))
    return QCoreApplication.translate("DealPanel", "%1%").replace("%1", number)


def interval_text(share: Share) -> str:
    """The 95 % interval, "1–20%"."""
    low, high = share.interval
    return f"{percent(low)}–{percent(high)}"


class DifficultyText(QObject):
    """The translated texts (a QObject so that ``self.tr`` gives ``lupdate`` the plurals)."""

    def deals(self, n: int) -> str:
        return self.tr("%1 (%2, %n deal(s))", "", n)

    def games(self, n: int) -> str:
        return self.tr("%1 (%2, %n game(s))", "", n)


@cache
def _texts() -> DifficultyText:
    return DifficultyText()


def deals_share(share: Share) -> str:
    """A share of deals: "4% (1–20%, 24 deals)" ("?" without a deal)."""
    return _share(share, _texts().deals(share.trials))


def games_share(share: Share) -> str:
    """A share of games: "2% (1–5%, 192 games)"."""
    return _share(share, _texts().games(share.trials))


def _share(share: Share, text: str) -> str:
    if not share.trials:
        return "?"
    return text.replace("%1", percent(share.value or 0.0)).replace("%2", interval_text(share))
