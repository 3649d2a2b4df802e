"""Racing people online (issue 11), the Qt side: thin views over :mod:`mahjong_qt.core.racing`
and :mod:`mahjong_qt.net`.

* :mod:`.net_bridge` — the asyncio client in a thread, its messages as Qt signals;
* :mod:`.hosting` — hosting a room from the game: a server thread and its LAN announcement;
* :mod:`.lan_rooms` — the rooms announced on the network, as a Qt signal;
* :mod:`.race_window` — ``mahjong-race``, the screen in a window of its own;
* :mod:`.online_race` — the screen that drives them all over a connection: entering a room;
* :mod:`.round_play` — a round as the server tells it, on the screen's pages;
* :mod:`.race_home` — Host / Join / vs CPU;
* :mod:`.lobby_view` — names, ready, the settings (the host changes them);
* :mod:`.race_strip` — the top three and the player's own rank at the board's edge;
* :mod:`.result_view` — the ranking with Play Again and Review My Game;
* :mod:`.round_review` — the review of the player's own round, by the game's reviewer;
* :mod:`.room_memory` — the room remembered: forgotten once it has ended, never a dead button.
"""
