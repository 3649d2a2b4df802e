"""The headless race server (issue 11): ``mahjong-race-server --port N [--host H]``.

Authoritative: it holds every room's deal, replays each player's move on its own core board
(:mod:`mahjong_qt.core.racing`), refuses illegal moves and computes progress, times and ranking
itself. One process holds many rooms, each behind a short code. No Qt here.

* :mod:`.limits` — every size, rate and time limit, in one value.
* :mod:`.room_host` — one room and the connections at its seats: what to send to whom.
* :mod:`.session` — one connection: parsing, rate limits, strikes, dispatching its messages.
* :mod:`.server` — the registry of rooms and tokens, the ticker, serving.
* :mod:`.cli` — the command line.
"""
