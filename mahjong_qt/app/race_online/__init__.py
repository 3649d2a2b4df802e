"""Racing people online (issue 11), the Qt side: thin views over :mod:`mahjong_qt.core.racing`
and :mod:`mahjong_qt.net`.

* :mod:`.net_bridge` — the asyncio client in a thread, its messages as Qt signals;
* :mod:`.hosting` — hosting a room from the game: a server thread and its LAN announcement;
* :mod:`.race_screen` — Host / Join / vs CPU;
* :mod:`.lobby_view` — names, ready, the settings (the host changes them);
* :mod:`.race_strip` — the top three and the player's own rank at the board's edge;
* :mod:`.result_view` — the ranking with Play Again.
"""
