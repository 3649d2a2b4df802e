"""The rooms announced on the local network, as a Qt signal: ``changed(list[FoundRoom])`` in the
GUI thread (zeroconf calls back from its own thread; Qt queues the signal); listened for only
while the Race home is the page shown (:class:`WhileHomeShown`)."""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QStackedWidget, QWidget

from mahjong_qt.net.discovery import RoomBrowser

__all__ = ["LanRooms", "WhileHomeShown"]

log = logging.getLogger(__name__)


class LanRooms(QObject):
    changed = Signal(list)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._browser: RoomBrowser | None = None

    def start(self) -> bool:
        """Start listening (False when the network does not allow it: join by address then)."""
        if self._browser is not None:
            return True
        try:
            self._browser = RoomBrowser(self.changed.emit)
        except Exception:  # noqa: BLE001 (no multicast here: the address and code still work)
            log.warning("cannot listen for rooms on the network", exc_info=True)
            return False
        return True

    def stop(self) -> None:
        browser, self._browser = self._browser, None
        if browser is not None:
            try:
                browser.close()
            except Exception:  # noqa: BLE001 (the network went away while closing)
                log.warning("closing the room browser failed", exc_info=True)


class WhileHomeShown(QObject):
    """Has ``rooms`` listen while ``home`` is the page of ``stack`` on screen (and ``browse()``
    allows it), and stop otherwise."""

    def __init__(
        self, rooms: LanRooms, stack: QStackedWidget, home: QWidget, browse: Callable[[], bool]
    ):
        super().__init__(stack)
        self._rooms, self._stack, self._home, self._browse = rooms, stack, home, browse
        stack.currentChanged.connect(self.update)
        stack.installEventFilter(self)

    def update(self) -> None:
        stack = self._stack
        if self._browse() and stack.currentWidget() is self._home and stack.isVisible():
            self._rooms.start()
        else:
            self._rooms.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._stack and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.update()
        return False
