"""Racing against people (issue 11, seed 002), pure Python: no Qt, no sockets, no clock.

* :mod:`.settings` — the room's settings (difficulty, flowers and seasons, shuffles and their
  penalty, hints, target time, winner's handicap, CPU seats), as one frozen pydantic model.
* :mod:`.ranking` — the result of a round from each seat's outcome: finishers by time (within the
  target before after it), then by progress, those who gave up last; the 60-minute cut; points.
* :mod:`.handicap` — the winner's handicap: which level each seat gets next round.
* :mod:`.elo` — ratings from a ranking, a tie counting half-way between a win and a loss.
* :mod:`.seat` — one seat's board as the server keeps it (moves checked, shuffles, hints,
  penalty pause, progress, finish and give-up times).
* :mod:`.names` — players' names: cleaned, made unique, never over the limit.
* :mod:`.room` — the authoritative race of one room: lobby, countdown, the race, the result,
  Play Again; humans, CPUs, leaving and coming back.

The network server (:mod:`mahjong_qt.race_server`) drives a :class:`.room.Room` with the time
``now``; the tests drive it with numbers.
"""
