"""The words of the layout browser's cards and tooltips (translated in "LayoutTexts")."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject

from mahjong_qt.app.board.status_panel import format_clock
from mahjong_qt.core.layout_browser import BrowserRow
from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP

__all__ = ["LayoutTexts", "layout_texts"]

_SOURCES = {
    "bundled": QT_TRANSLATE_NOOP("LayoutTexts", "Mahjong Qt"),
    "user": QT_TRANSLATE_NOOP("LayoutTexts", "Mine"),
    "kmahjongg": QT_TRANSLATE_NOOP("LayoutTexts", "From KMahjongg"),
    "gnome": QT_TRANSLATE_NOOP("LayoutTexts", "From GNOME Mahjongg"),
    "folder": QT_TRANSLATE_NOOP("LayoutTexts", "Imported"),
}
# after a name that another source's layout has too: "Cross (KMahjongg)"
_SHORT_SOURCES = {
    "bundled": QT_TRANSLATE_NOOP("LayoutTexts", "Mahjong Qt"),
    "user": QT_TRANSLATE_NOOP("LayoutTexts", "mine"),
    "kmahjongg": QT_TRANSLATE_NOOP("LayoutTexts", "KMahjongg"),
    "gnome": QT_TRANSLATE_NOOP("LayoutTexts", "GNOME Mahjongg"),
    "folder": QT_TRANSLATE_NOOP("LayoutTexts", "imported"),
}
# the random player's win rate on normal deals -> a word (the Turtle, 5.9 %, is "hard")
_LEVELS = (
    (0.40, QT_TRANSLATE_NOOP("LayoutTexts", "Easy")),
    (0.15, QT_TRANSLATE_NOOP("LayoutTexts", "Medium")),
    (0.04, QT_TRANSLATE_NOOP("LayoutTexts", "Hard")),
    (0.0, QT_TRANSLATE_NOOP("LayoutTexts", "Very hard")),
)


def _percent(share: float) -> str:
    return QLocale().toString(100 * share, "f", 1)  # 5.9 in English, 5,9 in French


class LayoutTexts(QObject):
    """The texts of one card (a ``QObject`` so that ``self.tr`` finds its context)."""

    def source_name(self, source: str) -> str:
        return self.tr(_SOURCES.get(source, _SOURCES["folder"]))

    def listed_name(self, row: BrowserRow, lang: str, shared: frozenset[str]) -> str:
        """The layout's name, with its source when another source has one of that name
        (``shared``, :func:`~mahjong_qt.core.layout_browser.shared_names`)."""
        name = row.item.name(lang)
        return self.with_source(name, row.item.source) if row.key in shared else name

    def with_source(self, name: str, source: str) -> str:
        """ "Cross (KMahjongg)": a name that a layout of another source has too."""
        short = self.tr(_SHORT_SOURCES.get(source, _SHORT_SOURCES["folder"]))
        return self.tr("%1 (%2)").replace("%1", name).replace("%2", short)

    def size_text(self, row: BrowserRow) -> str:
        tiles = self.tr("%n tile(s)", "", row.item.tiles)
        levels = self.tr("%n level(s)", "", row.item.levels)
        return f"{tiles} · {levels}"

    def marks_text(self, row: BrowserRow) -> str:
        """ "✓ Won · best 4:12", "Played, not won" or "Not played yet"."""
        if row.won:
            if row.best_time is not None:
                return self.tr("✓ Won · best %1").replace("%1", format_clock(row.best_time))
            return self.tr("✓ Won")
        if row.played:
            return self.tr("Played, not won")
        return self.tr("Not played yet")

    def difficulty_text(self, row: BrowserRow, *, long: bool = False) -> str:
        """ "Hard (5.9 %)" on a card; ``long``: "Hard (random play wins 5.9 %)"."""
        rate = row.difficulty
        if rate is None:
            return self.tr("Difficulty not measured")
        word = self.tr(next(text for bound, text in _LEVELS if rate >= bound))
        text = self.tr("%1 (random play wins %2 %)") if long else self.tr("%1 (%2 %)")
        return text.replace("%1", word).replace("%2", _percent(rate))

    def difficulty_explained(self, row: BrowserRow, name: str) -> str:
        """What the current layout's figure means, in one sentence under the cards (``name``:
        the layout's as listed)."""
        atlas = row.atlas
        if row.difficulty is None or atlas is None:
            return self.tr(
                "“%1”: its difficulty is not measured yet (Measure Difficulty deals random games"
                " and lets the solver decide each)."
            ).replace("%1", name)
        text = self.tr(
            "“%1”: a player who takes random free pairs wins %2 % of the time (on %n random"
            " deal(s)); the lower, the harder.",
            "",
            atlas.deals,
        )
        return text.replace("%1", name).replace("%2", _percent(row.difficulty))

    def difficulty_tooltip(self, row: BrowserRow) -> str:
        atlas = row.atlas
        if atlas is None or atlas.winnable_share is None:
            return self.tr("Its difficulty has not been measured yet.")
        low, high = atlas.winnable_interval
        share = self.tr("%1 % of random deals can be won (95 % interval %2–%3 %, %4 deals).")
        player = self.tr("A player taking random pairs wins %1 % of its normal deals.")
        return (
            share.replace("%1", _percent(atlas.winnable_share))
            .replace("%2", _percent(low))
            .replace("%3", _percent(high))
            .replace("%4", QLocale().toString(atlas.decided))
            + "\n"
            + player.replace("%1", _percent(row.difficulty or 0.0))
        )


_TEXTS: LayoutTexts | None = None


def layout_texts() -> LayoutTexts:
    """The one :class:`LayoutTexts` (made on first use, after the application)."""
    global _TEXTS
    if _TEXTS is None:
        _TEXTS = LayoutTexts()
    return _TEXTS
