"""The title of the window that shows the Race screen, in the game window's words: "Race — Mahjong
Qt", and through a round and its result the level played: "Race — Easy — Mahjong Qt" (the mode,
then what is played, as :func:`~mahjong_qt.app.window.window_title.window_title` says it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QWidget

from mahjong_qt.app.modes.mode_texts import mode_name
from mahjong_qt.core.modes.definitions import ModeId
from mahjong_qt.core.text_fill import fill
from mahjong_qt.net import protocol as p
from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP

from .online_race import OnlineRaceScreen
from .race_texts import level_name

__all__ = ["RaceTitle"]

_PLAIN = QT_TRANSLATE_NOOP("RaceTitle", "Race — Mahjong Qt")
_PLAYED = QT_TRANSLATE_NOOP("WindowTitle", "%1 — %2 — Mahjong Qt")  # the game window's


class RaceTitle(QObject):
    """Keeps ``window``'s title for the ``screen`` it shows.

    The window is this object's parent, not an attribute: a reference to it here would make a
    cycle (the window keeps its title), left to the cyclic collector, which empties this object
    before the window is gone, while the window's events still reach :meth:`eventFilter`."""

    def __init__(self, window: QWidget, screen: OnlineRaceScreen):
        super().__init__(window)
        self._screen = screen
        self._level: str | None = None  # this seat's level in the round shown
        screen.connection.message.connect(self._heard)
        screen.stack.currentChanged.connect(self.update)
        window.installEventFilter(self)  # the words follow the language
        self.update()

    def _heard(self, message: object) -> None:
        if isinstance(message, (p.Countdown, p.Go, p.Sync)):
            self._level = message.level
            self.update()

    def text(self) -> str:
        screen = self._screen
        shown = screen.stack.currentWidget()
        if self._level is None or shown not in (screen.race_page, screen.result):
            return QCoreApplication.translate("RaceTitle", _PLAIN)
        lang = screen.lang
        played = QCoreApplication.translate("WindowTitle", _PLAYED)
        return fill(played, mode_name(ModeId.RACE, lang), level_name(self._level, lang))

    def update(self, *_: object) -> None:
        window = self.parent()
        assert isinstance(window, QWidget)
        window.setWindowTitle(self.text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange and watched is self.parent():
            self.update()
        return False
