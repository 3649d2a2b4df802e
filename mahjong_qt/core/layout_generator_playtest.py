"""A fixed random player, the generator's measuring stick for how playable a layout is.

The campaign's layouts must stay the same forever, so what decides them may not change when the
solver is tuned. This player is deliberately simple and frozen: at each turn it first takes any
group whose remaining tiles are all free (pairing them cannot hurt), else it picks a group with
two free tiles or more at random, and two of its free tiles at random. Freedom is kept up to
date incrementally (a removal only changes the tiles under and beside it): a game on the
Turtle takes about a millisecond.
"""

from __future__ import annotations

from collections.abc import Sequence

from .geometry import Geometry
from .rng import Rng
from .tiles import match_key

__all__ = ["random_game_wins", "random_game_end"]


def random_game_wins(geometry: Geometry, faces: Sequence[int], rng: Rng) -> bool:
    """Play one random game on ``faces``; whether it clears the board."""
    return not any(random_game_end(geometry, faces, rng))


def random_game_end(geometry: Geometry, faces: Sequence[int], rng: Rng) -> list[bool]:
    """Play one random game on ``faces``; which tiles are left at its end (none: it was won,
    else the dead end where no two free tiles match)."""
    n = len(faces)
    keys = [match_key(f) for f in faces]
    cover = [len(a) for a in geometry.above]
    left = [len(a) for a in geometry.left]
    right = [len(a) for a in geometry.right]
    present = [True] * n
    remaining: dict[int, int] = {}
    for k in keys:
        remaining[k] = remaining.get(k, 0) + 1
    free: dict[int, list[int]] = {}

    def is_free(i: int) -> bool:
        return present[i] and cover[i] == 0 and (left[i] == 0 or right[i] == 0)

    for i in range(n):
        if is_free(i):
            free.setdefault(keys[i], []).append(i)

    def remove(t: int) -> None:
        present[t] = False
        group = free[keys[t]]
        group.remove(t)
        remaining[keys[t]] -= 1
        changed = []
        for u in geometry.below[t]:
            cover[u] -= 1
            changed.append(u)
        for u in geometry.left[t]:  # t was on u's right
            right[u] -= 1
            changed.append(u)
        for u in geometry.right[t]:  # t was on u's left
            left[u] -= 1
            changed.append(u)
        for u in changed:
            if is_free(u):
                group_u = free.setdefault(keys[u], [])
                if u not in group_u:
                    group_u.append(u)

    left_to_take = n
    while left_to_take:
        # Sorted for a fixed order whatever the dict's history.
        playable = sorted(k for k, tiles in free.items() if len(tiles) >= 2)
        if not playable:
            return present
        safe = [k for k in playable if len(free[k]) == remaining[k]]
        key = safe[0] if safe else playable[rng.below(len(playable))]
        tiles = free[key]
        a = tiles[rng.below(len(tiles))]
        b = rng.choice([t for t in tiles if t != a])
        remove(a)
        remove(b)
        left_to_take -= 2
    return present
