"""The room the player remembers (``race.json``'s seat ticket) when taking its place back fails:
forgotten when the room is gone, kept when only its server is out of reach for now.

A room is gone when its server says so (``bad_token``: the place is not kept; ``no_room``: the
room has ended) or, for a room on the local network, when nothing answers at its address: a LAN
room lives in its host's game and ends with it. A race server that cannot be reached may come
back with its rooms, so that ticket is kept (and *Back to Room* offered to try again).
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication

from mahjong_qt.core.racing.identity import SeatTicket
from mahjong_qt.core.text_fill import fill
from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP

from .race_texts import code_text

__all__ = ["on_lan", "rejoin_failed", "ends_room"]

_CONTEXT = "RoomMemory"
_GONE = {
    "bad_token": QT_TRANSLATE_NOOP("RoomMemory", "Your place in room %1 is not kept any more."),
    "no_room": QT_TRANSLATE_NOOP("RoomMemory", "Your place in room %1 is not kept any more."),
    "room_ended": QT_TRANSLATE_NOOP("RoomMemory", "Your place in room %1 is not kept any more."),
    "seat_gone": QT_TRANSLATE_NOOP("RoomMemory", "Your place in room %1 is not kept any more."),
    "unreachable": QT_TRANSLATE_NOOP("RoomMemory", "Room %1 ended with its host's game."),
}
_OUT_OF_REACH = QT_TRANSLATE_NOOP(
    "RoomMemory", "The server of room %1 cannot be reached now: try again later."
)


def on_lan(url: str) -> bool:
    """Whether ``url`` is on this machine or the local network (a private, link-local or
    loopback address, or a ``.local`` name): where the game's LAN host listens."""
    host = (urlsplit(url).hostname or "").rstrip(".").lower()
    if host == "localhost" or host.endswith(".local"):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False  # a name: a race server
    return address.is_private or address.is_loopback or address.is_link_local


def ends_room(code: str) -> bool:
    """Whether a failure with ``code`` means the remembered room is gone for good (the server
    ended it, or the seat or the ticket is no more): then it is forgotten."""
    return code in ("bad_token", "seat_gone", "room_ended") or code.startswith("ended_")


def rejoin_failed(code: str, ticket: SeatTicket) -> tuple[bool, str]:
    """Taking the place of ``ticket`` back failed with ``code``: whether to forget the room,
    and what to tell the player (translated)."""
    if code in ("bad_token", "no_room", "room_ended", "seat_gone") or (
        code == "unreachable" and on_lan(ticket.url)
    ):
        return True, fill(QCoreApplication.translate(_CONTEXT, _GONE[code]), ticket.code)
    if code == "unreachable":
        return False, fill(QCoreApplication.translate(_CONTEXT, _OUT_OF_REACH), ticket.code)
    return False, code_text(code)
