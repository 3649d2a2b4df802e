"""The announcer hands texts to the screen reader through Qt (and records them)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from mahjong_qt.app.screen_reader import announcer as announcer_module
from mahjong_qt.app.screen_reader.announcer import HAS_ANNOUNCEMENTS, Announcer


class _QtSpy:
    """Stands in for ``QAccessible`` in the announcer module: keeps the events it was sent."""

    AnnouncementPoliteness = getattr(QAccessible, "AnnouncementPoliteness", None)  # Qt >= 6.8
    Event = QAccessible.Event

    def __init__(self):
        self.events = []

    def updateAccessibility(self, event):  # noqa: N802 (Qt's name)
        kind = event.type()
        message = event.message() if hasattr(event, "message") else None
        politeness = event.politeness() if hasattr(event, "politeness") else None
        self.events.append((kind, message, politeness))


@pytest.fixture
def spy(monkeypatch):
    spy = _QtSpy()
    monkeypatch.setattr(announcer_module, "QAccessible", spy)
    return spy


@pytest.mark.skipif(not HAS_ANNOUNCEMENTS, reason="QAccessibleAnnouncementEvent needs Qt 6.8")
def test_announcements_go_out_as_qt_announcement_events(qtbot, spy):
    widget = QWidget()
    qtbot.addWidget(widget)
    heard = []
    announcer = Announcer(widget)
    announcer.announced.connect(lambda text, assertive: heard.append((text, assertive)))
    announcer.announce("Pair removed: Bamboo 5")
    announcer.announce("You won!", assertive=True)
    announcer.announce("")  # nothing to say: nothing said
    polite, assertive = (
        QAccessible.AnnouncementPoliteness.Polite,
        QAccessible.AnnouncementPoliteness.Assertive,
    )
    assert spy.events == [
        (QAccessible.Event.Announcement, "Pair removed: Bamboo 5", polite),
        (QAccessible.Event.Announcement, "You won!", assertive),
    ]
    assert heard == [("Pair removed: Bamboo 5", False), ("You won!", True)]
    assert announcer.last == "You won!"


def test_without_announcement_events_the_description_changes(qtbot, spy):
    widget = QWidget()
    qtbot.addWidget(widget)
    announcer = Announcer(widget, use_announcements=False)
    announcer.announce("Shuffled")
    assert widget.accessibleDescription() == "Shuffled"
    assert spy.events == [(QAccessible.Event.DescriptionChanged, None, None)]


def test_announcing_with_accessibility_active_does_not_crash(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    QAccessible.setActive(True)
    try:
        Announcer(widget).announce("Hint: Dots 3 and Dots 3")
        Announcer(widget, use_announcements=False).announce("Paused")
    finally:
        QAccessible.setActive(False)
