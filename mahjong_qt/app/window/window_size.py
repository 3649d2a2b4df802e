"""How big the game window is at first launch, and keeping a restored window on the screen.

At first launch the window takes its preferred size when the screen has room, else what the
screen's *available* area (without panels and task bars) leaves once the title bar and frame are
counted: on a 1366×768 laptop the whole board and the status line fit. A geometry restored from a
bigger screen (or a screen since unplugged) is shrunk and moved until it lies on the screen.
Only sizes are computed here; where the geometry is stored is not this module's business.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = [
    "PREFERRED_SIZE",
    "FRAME_ALLOWANCE",
    "first_window_rect",
    "keep_on_screen",
    "place_window",
]

PREFERRED_SIZE = QSize(1180, 820)
#: Room left for the window manager's title bar and borders when the frame is not known yet
#: (before the window is first shown): left, top, right, bottom.
FRAME_ALLOWANCE = QMargins(8, 38, 8, 8)
MIN_SIZE = QSize(640, 480)


def first_window_rect(
    available: QRect, preferred: QSize = PREFERRED_SIZE, frame: QMargins = FRAME_ALLOWANCE
) -> QRect:
    """The window's geometry (client area, as ``QWidget.setGeometry`` takes it) at first
    launch: ``preferred`` or less, centred in ``available`` with its frame inside it."""
    room = available.marginsRemoved(frame)
    width = max(min(preferred.width(), room.width()), min(MIN_SIZE.width(), room.width()))
    height = max(min(preferred.height(), room.height()), min(MIN_SIZE.height(), room.height()))
    rect = QRect(0, 0, width, height)
    rect.moveCenter(room.center())
    return rect


def keep_on_screen(frame_rect: QRect, available: QRect) -> QRect:
    """``frame_rect`` (the window with its frame) shrunk to ``available`` if larger, then moved
    inside it; unchanged when it already lies on the screen."""
    width = min(frame_rect.width(), available.width())
    height = min(frame_rect.height(), available.height())
    left = min(max(frame_rect.left(), available.left()), available.right() - width + 1)
    top = min(max(frame_rect.top(), available.top()), available.bottom() - height + 1)
    return QRect(left, top, width, height)


def place_window(window: QWidget, restored: bool, preferred: QSize = PREFERRED_SIZE) -> None:
    """Size a window that was not ``restored`` for its screen (``preferred`` or less), or bring
    a restored one back on the screen it is on (its available area)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    available = screen.availableGeometry()
    if not restored:
        window.setGeometry(first_window_rect(available, preferred))
        return
    frame = window.frameGeometry()
    fitted = keep_on_screen(frame, available)
    if fitted != frame:
        window.resize(
            window.width() - frame.width() + fitted.width(),
            window.height() - frame.height() + fitted.height(),
        )
        window.move(fitted.topLeft())
