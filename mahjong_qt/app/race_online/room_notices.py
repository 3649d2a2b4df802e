"""What the room says beyond the race itself, shown where the player is: who hosts the room now
and who made no move in time (the strip, the lobby, the screen reader), who is ready for the
next round and who is awaited (the result page, with its Ready button; the strip starts each
round empty, not with the last one's standings), and the server's ratings
(a dialog, from the lobby or the result of a server room). It listens to the connection after
the screen has applied each message to the :class:`~mahjong_qt.net.client.ClientRace`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from mahjong_qt.core.racing.strip import RaceStrip
from mahjong_qt.net import protocol as p
from mahjong_qt.net.client import ClientRace

from .lobby_view import LobbyView
from .race_board import OnlineBoard
from .race_strip import RaceStripView
from .ratings_view import RatingsDialog
from .result_view import ResultView

__all__ = ["RoomNotices"]


class RoomNotices(QObject):
    """``race()``: what the player knows now (``None`` out of a room); ``send``: a message to
    the server; ``server_room()``: the room is on a race server (not the game's LAN host)."""

    def __init__(
        self,
        views: tuple[LobbyView, RaceStripView, ResultView, OnlineBoard],
        race: Callable[[], ClientRace | None],
        send: Callable[[p._Msg], None],
        server_room: Callable[[], bool],
        parent: QWidget,
    ):
        super().__init__(parent)
        self.window = parent  # the ratings dialog's parent
        self.lobby, self.strip, self.result, self.board = views
        self.race, self.send, self.server_room = race, send, server_room
        self.ratings: RatingsDialog | None = None
        self.result.ready_toggled.connect(lambda ready: self.send(p.Ready(ready=ready)))
        self.lobby.ratings_requested.connect(self.ask_ratings)
        self.result.ratings_requested.connect(self.ask_ratings)

    def received(self, message: p.ServerMessage) -> None:
        race = self.race()
        if race is None:
            return
        if isinstance(message, p.Lobby):
            self.lobby.ratings_button.setVisible(self.server_room())
            self.result.show_room(message, race.seat, self.server_room())
        elif isinstance(message, p.Countdown):  # a new round: not the last one's standings
            self.strip.show_strip(RaceStrip((), None))
        elif isinstance(message, p.HostChanged):
            self._tell(self.strip.show_host(message.name, message.seat == race.seat))
        elif isinstance(message, p.OutOfTime):
            self._tell(self.strip.show_out_of_time(message.name, message.seat == race.seat))
        elif isinstance(message, p.Ratings) and self.ratings is not None:
            self.ratings.show_ratings(message)

    def _tell(self, text: str) -> None:
        self.lobby.show_notice(text)
        self.board.view.announcer.announce(text)

    def ask_ratings(self) -> None:
        """Ask the server for the ratings and show them as they come."""
        if self.ratings is None:
            self.ratings = RatingsDialog(self.window)
        self.ratings.asking()
        self.send(p.AskRatings())
        self.ratings.show()
        self.ratings.raise_()
