"""The race's network layer, with no Qt: the message models (:mod:`.protocol`), rate limits
(:mod:`.limits`), the asyncio client (:mod:`.client`) and LAN discovery (:mod:`.discovery`).
The server is :mod:`mahjong_qt.race_server`."""
