"""A game's layout named as the layout browser names it, wherever else it is named (the window
title, Zen's card on the start screen): "Cross (KMahjongg)" and "Cross (Mahjong Qt)" when both
are on the machine (issue 26 item 13). The rule is the browser's own
(:func:`~mahjong_qt.core.layout_browser.told_apart`, the words :meth:`LayoutTexts.with_source`),
over the library as last seen: the machine's layout index, read when the New Game dialog is
made ready after the first paint (:class:`~.browser_warm_up.BrowserWarmUp`): nothing is read
for it before the first board. Until then a name goes alone, and ``changed`` says when names may
read otherwise (the title and the start screen name the layout again).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from mahjong_qt.core.foreign_entries import source_kind
from mahjong_qt.core.layout import Layout
from mahjong_qt.core.paths import UserPaths

if TYPE_CHECKING:  # the browser's rule and words: imported once the library is known
    from mahjong_qt.core.layout_browser import Named

__all__ = ["LayoutNames"]


class LayoutNames(QObject):
    """The names of the library's layouts by source; ``paths`` None: a run that writes nothing
    reads no index (its names go alone)."""

    changed = Signal()

    def __init__(self, paths: UserPaths | None, parent: QObject | None = None):
        super().__init__(parent)
        self._paths = paths
        self._items: tuple[Named, ...] | None = None
        self._sources: dict[str, dict[str, frozenset[str]]] = {}  # by language

    @property
    def known(self) -> bool:
        return self._items is not None

    def learn(self, items: Iterable[Named]) -> None:
        """The library's layouts are these (every source)."""
        self._items, self._sources = tuple(items), {}
        self.changed.emit()

    def refresh(self) -> None:
        """Read the library again: the machine's layout index, brought up to date."""
        if self._paths is None:
            return
        from mahjong_qt.core.library_state import load_library_state

        from .layout_browser_data import machine_catalog

        paths = self._paths
        self.learn(machine_catalog(paths, load_library_state(paths.library_file)).layouts)

    def name_of(self, layout: Layout, game_source: str, lang: str) -> str:
        """``layout``'s name, with its source when another source has a layout of that name
        (``game_source``: a game's, "bundled" or a file's path)."""
        name = layout.name(lang)
        if self._items is None:
            return name
        from mahjong_qt.core.layout_browser import name_sources, told_apart

        sources = self._sources.get(lang)
        if sources is None:
            sources = self._sources[lang] = name_sources(self._items, lang)
        kind = source_kind(game_source)
        if not told_apart(name, kind, sources):
            return name
        from .layout_browser_texts import layout_texts

        return layout_texts().with_source(name, kind)
