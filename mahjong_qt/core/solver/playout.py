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

from collections.abc import Sequence

from ..rng import Rng
from .matchings import bits
from .problem import Problem

__all__ = ["play_out", "random_win_rate", "shuffle", "GAIN_WEIGHT"]

GAIN_WEIGHT = 100  # a pair of gain k is GAIN_WEIGHT**k times as likely
_WEIGHTS = tuple(GAIN_WEIGHT**k for k in range(64))
_MASK = (1 << 64) - 1
# SplitMix64, as in mahjong_qt.core.rng (C unsigned integers in the compiled build)
_ALL = 0xFFFFFFFFFFFFFFFF
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


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
                options: Sequence[int] = _pairs(f)
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
    """The plain random player: a free matching pair drawn uniformly at each move.

    It draws from ``rng`` exactly as ``rng.below`` would (:func:`_below` on the generator's
    state, taken at the start and given back at the end), without a method call per draw."""
    cover, lc, rc = list(p.cover0), list(p.lc0), list(p.rc0)
    below, left_of, right_of = p.below, p.left_of, p.right_of
    group, bit, members = p.group, p.bit, p.members
    free = list(p.free0)
    groups = len(members)
    left = p.n
    moves: list[tuple[int, int]] = []
    # per group, how many free pairs it has, kept up to date as tiles go and get free
    weight = [0] * groups
    total = 0
    for h in range(groups):
        c = free[h].bit_count()
        weight[h] = c * (c - 1) // 2
        total += weight[h]
    x = rng._state
    touched: list[int] = []
    while left:
        if not total:
            rng._state = x
            return None
        x, r = _below(x, total)
        g = 0
        while r >= weight[g]:
            r -= weight[g]
            g += 1
        members_free = bits(free[g])
        c = len(members_free)
        x, i = _below(x, c)
        x, j = _below(x, c - 1)
        if j >= i:
            j += 1
        mem = members[g]
        ta, tb = mem[members_free[i]], mem[members_free[j]]
        free[g] &= ~(bit[ta] | bit[tb])
        moves.append((ta, tb))
        touched.clear()
        touched.append(g)
        for s in range(2):
            t = ta if s == 0 else tb
            for u in below[t]:
                c = cover[u] - 1
                cover[u] = c
                if c == 0 and (lc[u] == 0 or rc[u] == 0):
                    free[group[u]] |= bit[u]
                    touched.append(group[u])
            for u in left_of[t]:
                c = rc[u] - 1
                rc[u] = c
                if c == 0 and lc[u] and cover[u] == 0:
                    free[group[u]] |= bit[u]
                    touched.append(group[u])
            for u in right_of[t]:
                c = lc[u] - 1
                lc[u] = c
                if c == 0 and rc[u] and cover[u] == 0:
                    free[group[u]] |= bit[u]
                    touched.append(group[u])
        for h in touched:  # (a group listed twice is weighed twice: the same weight)
            c = free[h].bit_count()
            c = c * (c - 1) // 2
            total += c - weight[h]
            weight[h] = c
        left -= 2
    rng._state = x
    tile_of = p.tile_of
    out = []
    for ta, tb in moves:
        u, v = tile_of[ta], tile_of[tb]
        out.append((u, v) if u < v else (v, u))
    return out


def shuffle(items: list[int], rng: Rng) -> None:
    """Exactly ``rng.shuffle(items)`` (Fisher–Yates from the end, the same draws), with the
    generator's state in a local variable: the deals' candidates are shuffled this way."""
    x = rng._state
    for i in range(len(items) - 1, 0, -1):
        x, j = _below(x, i + 1)
        items[i], items[j] = items[j], items[i]
    rng._state = x


def _below(state: int, n: int) -> tuple[int, int]:
    """:meth:`Rng.below` on a SplitMix64 state: (the state after, a uniform integer in
    ``0..n-1``), the same draws in the same order (``rest`` is 2**64 mod n; a draw is taken
    when it lies under the largest multiple of n that fits, that is ``z <= 2**64 - 1 - rest``)."""
    if n == 1:
        return state, 0
    rest = (_ALL - n + 1) % n
    while True:
        state = (state + _GOLDEN) & _ALL
        z = ((state ^ (state >> 30)) * _MIX1) & _ALL
        z = ((z ^ (z >> 27)) * _MIX2) & _ALL
        z = z ^ (z >> 31)
        if rest == 0 or z <= _ALL - rest:
            return state, z % n


class _PairsOf(dict[int, tuple[int, ...]]):
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
