"""Random play-outs: cheap real games that settle most winnable deals before any search.

The solver's play-out (:func:`play_out` with ``safe=True``) first makes *safe* moves: when every
remaining tile of a group is free, taking them all (in any pairing) cannot hurt, since those
tiles must pair among themselves anyway and a removal never blocks anything. Otherwise it
*commits* a group: it draws one of the groups with two or more free tiles (each time one of its
tiles got free it was listed once more, so groups that keep getting free tiles come up more
often) and takes one of its free pairs, each weighed by :data:`GAIN_WEIGHT` to the power of its
*gain*: the number of tiles its removal frees at once, those that make their group's remaining
tiles all free (a safe move) counting twice. It never takes a pair that would leave its group's
last two tiles one lying on the other (directly or through other tiles): that game is lost,
since neither can go first. The group's last pair is then fixed and goes by a safe move once
both its tiles are free. The game runs on lists of counters with precomputed neighbour lists
and small per-group masks: no object per move, no big integers.

With ``safe=False`` it is a plain random player (uniform among the free matching pairs, no
look-ahead), which :mod:`mahjong_qt.core.deals` uses to score how hard a deal is; its games do
not depend on the solver's play-out rule.
"""

from __future__ import annotations

from ..rng import Rng
from .matchings import bits
from .problem import Problem

__all__ = ["play_out", "random_win_rate", "GAIN_WEIGHT"]

GAIN_WEIGHT = 100  # a pair of gain k is GAIN_WEIGHT**k times as likely
_WEIGHTS = tuple(GAIN_WEIGHT**k for k in range(64))
_MASK = (1 << 64) - 1


def play_out(problem: Problem, rng: Rng, safe: bool = True) -> list[tuple[int, int]] | None:
    """One random game; its moves (position-index pairs) if it cleared the board, else None."""
    if safe:
        return _solver_game(problem, rng)
    return _random_game(problem, rng)


def _solver_game(p: Problem, rng: Rng) -> list[tuple[int, int]] | None:
    cover, lc, rc = list(p.cover0), list(p.lc0), list(p.rc0)
    below, left_of, right_of = p.below, p.left_of, p.right_of
    group, bit, members, stacked = p.group, p.bit, p.members, p.stacked
    free = list(p.free0)
    remaining = list(p.full)
    safe = list(p.safe0)  # groups whose every remaining tile is free (may hold stale entries)
    cand = list(p.cand0)  # groups that may have two free tiles or more (idem)
    weights = _WEIGHTS
    x = rng.next_u64()  # the game's own generator: a 64-bit LCG, high bits used
    out: tuple[int, ...] = ()
    order: list[int] = []  # the tiles taken, two by two
    left = p.n
    while True:
        if safe:
            g = safe.pop()
            f = free[g]
            if not f or f != remaining[g]:
                continue
            mem = members[g]
            at = bits(f)
            if len(at) == 2:
                out = (mem[at[0]], mem[at[1]])
            else:
                out = tuple([mem[i] for i in at])
            remaining[g] = 0
            free[g] = 0
        else:
            if not left:
                break
            while True:
                if not cand:
                    return None
                x = (x * 0x5851F42D4C957F2D + 0x14057B7EF767814F) & _MASK
                i = ((x >> 32) * len(cand)) >> 32
                g = cand[i]
                f = free[g]
                rest = remaining[g]
                if f.bit_count() < 2 or f == rest:
                    cand[i] = cand[-1]
                    cand.pop()
                    continue
                options = _pairs(f)
                if rest.bit_count() == 4 and stacked[g]:
                    st = stacked[g]
                    options = [q for q in options if rest & ~q not in st]
                    if not options:
                        cand[i] = cand[-1]
                        cand.pop()
                        continue
                break
            if len(options) == 1:
                pair = options[0]
            else:
                mem = members[g]
                gain = {}
                for j in bits(f):
                    t = mem[j]
                    k = 0
                    for u in below[t]:
                        if cover[u] == 1 and (lc[u] == 0 or rc[u] == 0):
                            h = group[u]
                            k += 2 if free[h] | bit[u] == remaining[h] else 1
                    for u in left_of[t]:
                        if rc[u] == 1 and lc[u] and cover[u] == 0:
                            h = group[u]
                            k += 2 if free[h] | bit[u] == remaining[h] else 1
                    for u in right_of[t]:
                        if lc[u] == 1 and rc[u] and cover[u] == 0:
                            h = group[u]
                            k += 2 if free[h] | bit[u] == remaining[h] else 1
                    gain[j] = k
                ws = []
                total = 0
                for q in options:
                    a, b = bits(q)
                    w = weights[gain[a] + gain[b]]
                    ws.append(w)
                    total += w
                x = (x * 0x5851F42D4C957F2D + 0x14057B7EF767814F) & _MASK
                r = ((x >> 32) * total) >> 32
                k = 0
                while r >= ws[k]:
                    r -= ws[k]
                    k += 1
                pair = options[k]
            a, b = bits(pair)
            mem = members[g]
            out = (mem[a], mem[b])
            rest = remaining[g] & ~pair
            remaining[g] = rest
            f &= ~pair
            free[g] = f
            if f == rest:
                safe.append(g)
        order.extend(out)
        left -= len(out)
        freed = []
        for t in out:
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
            fh = free[h] | bit[u]
            free[h] = fh
            if fh == remaining[h]:
                safe.append(h)
            elif fh.bit_count() >= 2:
                cand.append(h)
    tile_of = p.tile_of
    solution = []
    for i in range(0, len(order), 2):
        u, v = tile_of[order[i]], tile_of[order[i + 1]]
        solution.append((u, v) if u < v else (v, u))
    return solution


def _random_game(p: Problem, rng: Rng) -> list[tuple[int, int]] | None:
    """The plain random player: a free matching pair drawn uniformly at each move."""
    cover, lc, rc = list(p.cover0), list(p.lc0), list(p.rc0)
    below, left_of, right_of = p.below, p.left_of, p.right_of
    group, bit, members = p.group, p.bit, p.members
    free = list(p.free0)
    groups = range(len(members))
    left = p.n
    moves: list[tuple[int, int]] = []
    # per group, how many free pairs it has, kept up to date as tiles go and get free
    weight = [0] * len(members)
    total = 0

    def weigh(h: int) -> None:
        nonlocal total
        c = free[h].bit_count()
        w = c * (c - 1) // 2
        total += w - weight[h]
        weight[h] = w

    for h in groups:
        weigh(h)

    def take(g: int, a: int, b: int) -> None:
        mem = members[g]
        free[g] &= ~((1 << a) | (1 << b))
        moves.append((mem[a], mem[b]))
        touched = {g}
        for t in (mem[a], mem[b]):
            for u in below[t]:
                c = cover[u] - 1
                cover[u] = c
                if c == 0 and (lc[u] == 0 or rc[u] == 0):
                    free[group[u]] |= bit[u]
                    touched.add(group[u])
            for u in left_of[t]:
                c = rc[u] - 1
                rc[u] = c
                if c == 0 and lc[u] and cover[u] == 0:
                    free[group[u]] |= bit[u]
                    touched.add(group[u])
            for u in right_of[t]:
                c = lc[u] - 1
                lc[u] = c
                if c == 0 and rc[u] and cover[u] == 0:
                    free[group[u]] |= bit[u]
                    touched.add(group[u])
        for h in touched:
            weigh(h)

    while left:
        if not total:
            return None
        r = rng.below(total)
        g = -1
        for h in groups:
            w = weight[h]
            if r < w:
                g = h
                break
            r -= w
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
