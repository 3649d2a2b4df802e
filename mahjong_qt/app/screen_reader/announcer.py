"""Speaking events to a screen reader: "Pair removed", "No free pair left", "You won".

Qt 6.8 added :class:`QAccessibleAnnouncementEvent`, which asks the screen reader to say a text
(politely, after what it is saying, or assertively, at once). On Qt 6.7 there is no such event;
the fallback puts the text in the accessible description of the announcing widget and sends
``DescriptionChanged``, which Orca and NVDA speak for the focused widget.

Every announcement is also emitted as :attr:`Announcer.announced`, so tests (and a log) can see
what a blind player would hear.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

try:  # Qt >= 6.8
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - exercised only on Qt 6.7
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

__all__ = ["Announcer", "HAS_ANNOUNCEMENTS"]

HAS_ANNOUNCEMENTS = QAccessibleAnnouncementEvent is not None


class Announcer(QObject):
    """Announces texts on behalf of ``widget`` (the board view: it holds the keyboard focus)."""

    announced = Signal(str, bool)  # the text, and whether it interrupts (assertive)

    def __init__(self, widget: QWidget, *, use_announcements: bool = HAS_ANNOUNCEMENTS):
        super().__init__(widget)
        self._widget = widget
        self._use_announcements = use_announcements and HAS_ANNOUNCEMENTS
        self.last = ""

    def announce(self, text: str, *, assertive: bool = False) -> None:
        """Have the screen reader say ``text``; ``assertive`` interrupts what it is saying (for
        the end of a game, a refused move)."""
        if not text:
            return
        self.last = text
        self.announced.emit(text, assertive)
        if self._use_announcements:
            event = QAccessibleAnnouncementEvent(self._widget, text)
            politeness = QAccessible.AnnouncementPoliteness
            event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
            QAccessible.updateAccessibility(event)
            return
        self._widget.setAccessibleDescription(text)
        QAccessible.updateAccessibility(
            QAccessibleEvent(self._widget, QAccessible.Event.DescriptionChanged)
        )
