"""Random play-outs: cheap real games that settle most winnable deals before any search.

A play-out first makes *safe* moves: when every remaining tile of a group is free, taking them all
(in any pairing) cannot hurt, since those tiles must pair among themselves anyway and a removal
never blocks anything. Otherwise it takes a free matching pair chosen uniformly at random, except
a pair that would leave its group's last two tiles one lying on the other (directly or through
other tiles): that game is lost, since neither can go first. With
``safe=False`` it is a plain random player, which :mod:`mahjong_qt.core.deals` uses to score how
hard a deal is.
"""

from __future__ import annotations

from ..rng import Rng
from .matchings import bits
from .problem import Problem

__all__ = ["play_out", "random_win_rate"]


def play_out(problem: Problem, rng: Rng, safe: bool = True) -> list[tuple[int, int]] | None:
    """One random game; its moves (position-index pairs) if it cleared the board, else None."""
    p = problem
    cover, lc, rc = list(p.cover0), list(p.lc0), list(p.rc0)
    below, left_of, right_of = p.below, p.left_of, p.right_of
    group, bit, members = p.group, p.bit, p.members
    free = list(p.free0) if p.free0 else p.free_masks()
    remaining = [(1 << len(m)) - 1 for m in members]
    groups = range(len(members))
    left = p.n
    moves: list[tuple[int, int]] = []
    urgent = [g for g in groups if safe and free[g] == remaining[g]]
    # with safe moves, never leave a group's last two tiles one on the other
    stacked = p.stacked if safe else ()
    # per group, how many pairs may be taken now (and which, when some are refused); kept up to
    # date as tiles go and get free, so a move costs no scan of every group
    weight = [0] * len(members)
    allowed: list[list[int] | None] = [None] * len(members)
    total = 0

    def weigh(h: int) -> None:
        nonlocal total
        f = free[h]
        c = f.bit_count()
        w, ok = 0, None
        if c >= 2:
            rest = remaining[h]
            if stacked and stacked[h] and rest.bit_count() == 4:
                ok = [m for m in _pairs(f) if rest & ~m not in stacked[h]]
                w = len(ok)
            else:
                w = c * (c - 1) // 2
        total += w - weight[h]
        weight[h] = w
        allowed[h] = ok

    for h in groups:
        weigh(h)

    def take(g: int, a: int, b: int) -> None:
        mem = members[g]
        remaining[g] &= ~((1 << a) | (1 << b))
        free[g] &= ~((1 << a) | (1 << b))
        moves.append((mem[a], mem[b]))
        touched = {g}
        for t in (mem[a], mem[b]):
            freed = []
            for u in below[t]:
                c = cover[u] - 1
                cover[u] = c
                if c == 0 and (lc[u] == 0 or rc[u] == 0):
                    freed.append(u)
            for u in left_of[t]:
                c = rc[u] - 1
                rc[u] = c
                if c == 0 and lc[u] and cover[u] == 0:
                    freed.append(u)
            for u in right_of[t]:
                c = lc[u] - 1
                lc[u] = c
                if c == 0 and rc[u] and cover[u] == 0:
                    freed.append(u)
            for u in freed:
                h = group[u]
                free[h] |= bit[u]
                touched.add(h)
                if safe and free[h] == remaining[h]:
                    urgent.append(h)
        for h in touched:
            weigh(h)

    while left:
        g = -1
        while urgent:
            h = urgent.pop()
            if remaining[h] and free[h] == remaining[h]:
                g = h
                break
        if g >= 0:
            members_free = bits(free[g])
            for i in range(0, len(members_free), 2):
                take(g, members_free[i], members_free[i + 1])
            left -= len(members_free)
            continue
        if not total:
            return None
        r = rng.below(total)
        for h in groups:
            w = weight[h]
            if r < w:
                g = h
                break
            r -= w
        chosen = allowed[g]
        if chosen is not None:
            a, b = bits(chosen[r])
            take(g, a, b)
            left -= 2
            continue
        members_free = bits(free[g])
        a = rng.below(len(members_free))
        b = rng.below(len(members_free) - 1)
        if b >= a:
            b += 1
        take(g, members_free[a], members_free[b])
        left -= 2
    tile_of = p.tile_of
    out = []
    for a, b in moves:
        x, y = tile_of[a], tile_of[b]
        out.append((x, y) if x < y else (y, x))
    return out


class _PairsOf(dict):
    def __missing__(self, mask: int) -> tuple[int, ...]:
        members = bits(mask)
        out = tuple((1 << a) | (1 << b) for i, a in enumerate(members) for b in members[i + 1 :])
        self[mask] = out
        return out


_PAIRS = _PairsOf()


def _pairs(mask: int) -> tuple[int, ...]:
    """The two-member masks within ``mask`` (cached)."""
    return _PAIRS[mask]


def random_win_rate(problem: Problem, rng: Rng, games: int) -> float:
    """The fraction of ``games`` plain random games (no safe moves) that clear the board."""
    if games <= 0:
        raise ValueError("games must be positive")
    wins = sum(play_out(problem, rng, safe=False) is not None for _ in range(games))
    return wins / games
