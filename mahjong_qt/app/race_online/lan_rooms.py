"""The rooms announced on the local network, as a Qt signal: ``changed(list[FoundRoom])`` in the
GUI thread (zeroconf calls back from its own thread; Qt queues the signal)."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from ...net.discovery import RoomBrowser

__all__ = ["LanRooms"]

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
