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

from array import array
from collections.abc import Mapping, MutableSequence, Sequence

from ..rng import Rng
from .arrays import FREE, GONE, shape_arrays
from .budget import Budget
from .matchings import bits
from .problem import Problem

__all__ = ["play_out", "play_outs", "random_win_rate", "shuffle", "GAIN_WEIGHT"]

GAIN_WEIGHT = 100  # a pair of gain k is GAIN_WEIGHT**k times as likely
_WEIGHTS = tuple(GAIN_WEIGHT**k for k in range(64))
_WINDOW = 2  # the whole draw: pairs whose gain is more than this under the best one left out
_MASK = (1 << 64) - 1
_LCG_MUL, _LCG_ADD = 0x5851F42D4C957F2D, 0x14057B7EF767814F  # the play-out's own generator
# SplitMix64, as in mahjong_qt.core.rng (C unsigned integers in the compiled build)
_ALL = 0xFFFFFFFFFFFFFFFF
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
try:  # whether this module runs compiled: Cython makes ``cython.compiled`` a constant
    import cython  # type: ignore[import-untyped, import-not-found, unused-ignore]

    _COMPILED: bool = cython.compiled
except ImportError:  # no Cython installed: this is the pure build
    _COMPILED = False


def play_out(
    problem: Problem, rng: Rng, safe: bool = True, lone: int = 1, whole: int = 0
) -> list[tuple[int, int]] | None:
    """One random game; its moves (position-index pairs) if it cleared the board, else None.
    ``lone`` is what the solver's game counts in a pair's gain for a tile it frees whose group
    has no other free tile (1, as any freed tile; 0: only the tiles that can go next count,
    better where groups have more than four tiles). ``whole`` = 1: each move's pair is drawn by
    its weight among the free pairs of every group at once, not within one group drawn first."""
    if safe:
        return _solver_games(problem, rng, 1, None, lone, whole)
    return _random_game(problem, rng)


def play_outs(
    problem: Problem, rng: Rng, games: int, budget: Budget, lone: int = 1, whole: int = 0
) -> list[tuple[int, int]] | None:
    """Up to ``games`` solver play-outs (:func:`play_out`), ``budget.tick()`` before each; the
    first win's moves, or None. ``whole`` > 0: the first game and every ``whole``-th after it
    draw their pairs among every group's at once. The same games as that many ``play_out``
    calls; the games share this call's copy of the start, reset between them."""
    return _solver_games(problem, rng, games, budget, lone, whole)


def _solver_games(
    p: Problem, rng: Rng, games: int, budget: Budget | None, lone: int, whole: int
) -> list[tuple[int, int]] | None:
    parts = _parts(p)
    near = _near(p)
    tables = _tables(p)
    for i in range(games):
        if budget is not None:
            budget.tick()
        moves = _solver_game(
            p, near, rng, lone, whole > 0 and i % whole == 0, parts, i > 0, tables
        )
        if moves is not None:
            return moves
    return None


_GONE = GONE  # (see .arrays: a free tile's number is set to GONE)
# (a typed memory view in the compiled build: a C read, no Python integer's truth)
_FREE: Sequence[int] = array("b", FREE) if _COMPILED else FREE
_Near = tuple[tuple[tuple[tuple[int, int], ...], ...], tuple[int, ...]]
_NEARS: dict[int, tuple[tuple[tuple[int, ...], ...], _Near]] = {}


def _near(p: Problem) -> _Near:
    """Per tile, what its going does to its neighbours' numbers (:class:`~.arrays.ShapeArrays`'s
    ``downs``), and each tile's number at the start, _GONE for a free tile. Made once per shape
    (keyed by the problem's ``below``, as :func:`~.arrays.shape_arrays`), for the last few."""
    kept = _NEARS.get(id(p.below))
    if kept is not None and kept[0] is p.below:
        return kept[1]
    shape = shape_arrays(p)
    start = tuple([_GONE if _FREE[c] else c for c in shape.number0])
    if len(_NEARS) >= 16:
        _NEARS.clear()  # (one atomic step: deals are also made in worker threads)
    _NEARS[id(p.below)] = (p.below, (shape.downs, start))
    return shape.downs, start


_STARTS: dict[int, tuple[Problem, array[int] | list[int]]] = {}


def _start(p: Problem) -> array[int] | list[int]:
    """The start of a game on ``p``, as one array (the compiled build's solver games copy it
    once per run, :func:`_parts`; the plain random player takes its counters): the tiles'
    counters (:func:`_near`); the stacks of safe and of candidate groups (``room`` entries
    each); room for the tiles taken and the gains of the drawn group's members. Kept for the
    last few problems (a candidate deal gets up to 96 games). A list in the pure build, whose
    interpreter indexes lists faster than arrays (a quarter of a play-out's instructions); an
    array in the compiled one, read as typed memory views."""
    kept = _STARTS.get(id(p))
    if kept is not None and kept[0] is p:
        return kept[1]
    room = len(p.members) + 2 * p.n + 1
    start = [*_near(p)[1], *p.safe0]
    start += [0] * (room - len(p.safe0))
    start += p.cand0
    start += [0] * (room - len(p.cand0) + p.n + 2 + max(p.sizes, default=0))
    value = array("i", start) if _COMPILED else start
    if len(_STARTS) >= 16:
        _STARTS.clear()  # (one atomic step: deals are also made in worker threads)
    _STARTS[id(p)] = (p, value)
    return value


_Parts = tuple[MutableSequence[int], ...]


def _parts(p: Problem) -> _Parts:
    """The start of a solver game on ``p`` and its parts, this run's own: the tiles' counters,
    the safe and candidate stacks, the tiles taken (two by two), the gains of the drawn group's
    members. The compiled build's are views of one copy of :func:`_start`'s array (the first
    part); the pure build's are lists made from the problem's fields (no first part)."""
    n = p.n
    room = len(p.members) + 2 * n + 1
    if not _COMPILED:
        safe, cand = [0] * room, [0] * room
        safe[: len(p.safe0)] = p.safe0
        cand[: len(p.cand0)] = p.cand0
        return ([], [*_near(p)[1]], safe, cand, [0] * (n + 1), [0] * (max(p.sizes, default=0) + 1))
    work = _start(p)[:]
    at = n + 2 * room
    return (
        work,
        work[0:n],
        work[n : n + room],
        work[n + room : at],
        work[at : at + n + 1],
        work[at + n + 1 :],
    )


def _solver_game(
    p: Problem,
    shape: _Near,
    rng: Rng,
    lone: int,
    whole: int,
    parts: _Parts,
    again: bool,
    tables: tuple[_Table, _Table],
) -> list[tuple[int, int]] | None:
    """One solver game on ``parts`` (from :func:`_parts`; ``again``: an earlier game used
    them); ``shape`` is :func:`_near`'s, ``tables`` :func:`_tables`'."""
    group, bit, members, stacked = p.group, p.bit, p.members, p.stacked
    n, groups = p.n, len(members)
    work, tc, safe, cand, order, gain = parts
    near = shape[0]
    if again:  # the parts back to the start
        if _COMPILED:
            first = _start(p)
            work[:] = first
        else:  # only what a game reads before writing it: the counters, the stacks' first entries
            tc[:] = shape[1]
            safe[: len(p.safe0)] = p.safe0
            cand[: len(p.cand0)] = p.cand0
    nsafe, ncand = len(p.safe0), len(p.cand0)
    free = list(p.free0)
    remaining = list(p.full)
    weights = _WEIGHTS
    # (the module's tables and constants as locals: read in every draw and move)
    members_of, pairs_of = tables
    is_free, gone_mark = _FREE, _GONE
    lcg_mul, lcg_add, mask = _LCG_MUL, _LCG_ADD, _MASK
    # the whole draw's options, four numbers each (at most every free tile with every other
    # member of its group)
    opts = _zeros(4 * (n * max(p.sizes, default=0) // 2 + 1)) if whole else gain  # (gain: unread)
    x = rng.next_u64()  # the game's own generator: a 64-bit LCG, high bits used
    done = 0
    while True:
        if nsafe:
            nsafe -= 1
            g = safe[nsafe]
            f = free[g]
            if not f or f != remaining[g]:
                continue
            mem = members[g]
            gone: tuple[tuple[int, int], ...] = ()  # the moved tiles' neighbours, in turn
            for i in members_of[f]:
                t = mem[i]
                order[done] = t
                done += 1
                gone += near[t]
            remaining[g] = 0
            free[g] = 0
        else:
            if done == n:
                break
            if whole:
                # every group's free pairs (two member numbers and the gain each), those more
                # than _WINDOW under the best gain left out
                best = -1
                nopt = 0
                for g in range(groups):
                    f = free[g]
                    if not f & (f - 1) or f == remaining[g]:
                        continue
                    mem = members[g]
                    ms = members_of[f]
                    for j in ms:
                        gain[j] = _gain(near[mem[j]], tc, group, bit, free, remaining, lone)
                    check = stacked[g] and len(members_of[remaining[g]]) == 4
                    for i in range(len(ms)):
                        a = ms[i]
                        for j in range(i + 1, len(ms)):
                            b = ms[j]
                            if check and remaining[g] & ~((1 << a) | (1 << b)) in stacked[g]:
                                continue
                            k = gain[a] + gain[b]
                            if k < best - _WINDOW:
                                continue
                            if k > best:
                                best = k
                            opts[nopt] = g
                            opts[nopt + 1] = a
                            opts[nopt + 2] = b
                            opts[nopt + 3] = k
                            nopt += 4
                if not nopt:
                    return None
                total = 0
                for i in range(3, nopt, 4):
                    k = opts[i] - best + _WINDOW
                    if k >= 0:
                        total += weights[k]
                x = (x * lcg_mul + lcg_add) & mask
                r = ((x >> 32) * total) >> 32
                i = 0
                while True:
                    k = opts[i + 3] - best + _WINDOW
                    if k >= 0:
                        if r < weights[k]:
                            break
                        r -= weights[k]
                    i += 4
                g = opts[i]
                pair = (1 << opts[i + 1]) | (1 << opts[i + 2])
                f = free[g]
                mem = members[g]
            else:
                while True:
                    if not ncand:
                        return None
                    x = (x * lcg_mul + lcg_add) & mask
                    i = ((x >> 32) * ncand) >> 32
                    g = cand[i]
                    f = free[g]
                    if not f & (f - 1) or f == remaining[g]:
                        ncand -= 1
                        cand[i] = cand[ncand]
                        continue
                    options: Sequence[int] = pairs_of[f]
                    st = stacked[g]
                    if st and len(members_of[remaining[g]]) == 4:
                        rest = remaining[g]
                        options = [q for q in options if rest & ~q not in st]
                        if not options:
                            ncand -= 1
                            cand[i] = cand[ncand]
                            continue
                    break
                mem = members[g]
                if len(options) == 1:
                    pair = options[0]
                else:
                    for j in members_of[f]:  # (_gain, inline: a call per member costs more)
                        k = 0
                        for u, d in near[mem[j]]:
                            if is_free[tc[u] - d]:
                                h = group[u]
                                fh = free[h]
                                k += 2 if fh | bit[u] == remaining[h] else (1 if fh else lone)
                        gain[j] = k
                    ws = []
                    total = 0
                    for q in options:
                        a, b = members_of[q]
                        w = weights[gain[a] + gain[b]]
                        ws.append(w)
                        total += w
                    x = (x * lcg_mul + lcg_add) & mask
                    r = ((x >> 32) * total) >> 32
                    k = 0
                    while r >= ws[k]:
                        r -= ws[k]
                        k += 1
                    pair = options[k]
            a, b = members_of[pair]
            t, u = mem[a], mem[b]
            order[done] = t
            order[done + 1] = u
            done += 2
            gone = near[t] + near[u]
            rest = remaining[g] & ~pair
            remaining[g] = rest
            f &= ~pair
            free[g] = f
            if f == rest:
                safe[nsafe] = g
                nsafe += 1
        for u, d in gone:
            c = tc[u] - d
            if not is_free[c]:
                tc[u] = c
            else:  # u got free: its group has one more free member
                tc[u] = gone_mark
                h = group[u]
                f = free[h] | bit[u]
                free[h] = f
                if f == remaining[h]:
                    safe[nsafe] = h
                    nsafe += 1
                elif f & (f - 1):  # two free members or more
                    cand[ncand] = h
                    ncand += 1
    # the tiles taken two by two, each pair ascending: a group's members are, and their
    # positions too (``tile_of`` ascends) unless a group is odd (then pairs straddle groups)
    tile_of = p.tile_of
    firsts: Sequence[int]
    seconds: Sequence[int]
    if _COMPILED:  # (C loops over the memory view)
        firsts = [order[i] for i in range(0, done, 2)]
        seconds = [order[i] for i in range(1, done, 2)]
    else:
        firsts, seconds = order[0:done:2], order[1:done:2]
    if tile_of and tile_of[-1] != n - 1:  # not every position present: renumbered
        firsts, seconds = [tile_of[t] for t in firsts], [tile_of[t] for t in seconds]
    if p.odd_key is None:
        return list(zip(firsts, seconds))
    return [(u, v) if u < v else (v, u) for u, v in zip(firsts, seconds)]


def _zeros(size: int) -> MutableSequence[int]:
    """``size`` zeros: an array in the compiled build, a list in the pure one."""
    return array("i", [0]) * size if _COMPILED else [0] * size


def _gain(
    near: tuple[tuple[int, int], ...],
    tc: Sequence[int],
    group: Sequence[int],
    bit: Sequence[int],
    free: Sequence[int],
    remaining: Sequence[int],
    lone: int,
) -> int:
    """What taking the tile whose neighbours are ``near`` frees at once, weighed as the solver's
    game weighs a pair's tiles (in both of its draws): 2 for a tile whose group's remaining
    members are then all free, 1 for one whose group has another free one, else ``lone``."""
    k = 0
    for u, d in near:
        if _FREE[tc[u] - d]:
            h = group[u]
            f = free[h]
            k += 2 if f | bit[u] == remaining[h] else (1 if f else lone)
    return k


def _take(
    tiles: Sequence[int],
    first: int,
    stop: int,
    near: tuple[tuple[tuple[int, int], ...], ...],
    tc: MutableSequence[int],
    out: MutableSequence[int],
    k: int,
) -> int:
    """Tiles ``tiles[first:stop]`` go, one after the other: their neighbours' counters
    (:func:`_near`) count them down, and the tiles they free are written to ``out`` from ``k``
    on; how far ``out`` is filled then."""
    for s in range(first, stop):
        for u, d in near[tiles[s]]:
            c = tc[u] - d
            tc[u] = c
            if _FREE[c]:
                tc[u] = _GONE
                out[k] = u
                k += 1
    return k


def _random_game(p: Problem, rng: Rng) -> list[tuple[int, int]] | None:
    """The plain random player: a free matching pair drawn uniformly at each move.

    It draws from ``rng`` exactly as ``rng.below`` would (:func:`_below` on the generator's
    state, taken at the start and given back at the end), without a method call per draw."""
    group, bit, members = p.group, p.bit, p.members
    n, groups = p.n, len(members)
    near = _near(p)[0]
    # the tiles' counters of the solver game's start (this game's copy), the groups' free counts
    tc = (_start(p)[:] if _COMPILED else _start(p))[0:n]
    nfree = array("i", p.nfree0) if _COMPILED else list(p.nfree0)
    free = list(p.free0)
    left = n
    moves: list[tuple[int, int]] = []
    # per group, how many free pairs it has, kept up to date as tiles go and get free
    weight = array("i", [0]) * (groups + 1)
    total = 0
    for h in range(groups):
        c = nfree[h]
        weight[h] = c * (c - 1) // 2
        total += weight[h]
    x = rng._state
    touched = array("i", [0]) * (n + 1)
    pair = array("i", [0, 0])  # the two tiles of a move
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
        nfree[g] -= 2
        moves.append((ta, tb))
        touched[0] = g
        pair[0] = ta
        pair[1] = tb
        nt = _take(pair, 0, 2, near, tc, touched, 1)
        for y in range(1, nt):  # the tiles freed: their groups' bits and counts
            u = touched[y]
            h = group[u]
            free[h] |= bit[u]
            nfree[h] += 1
            touched[y] = h
        for y in range(nt):  # (a group listed twice is weighed twice: the same weight)
            h = touched[y]
            c = nfree[h]
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


class _MembersOf(dict[int, tuple[int, ...]]):
    """``_MEMBERS[mask]``: the members in ``mask`` (:func:`~.matchings.bits`), made once per
    mask (a game reads them from a list where it can: see :func:`_tables`)."""

    def __missing__(self, mask: int) -> tuple[int, ...]:
        out = bits(mask)
        self[mask] = out
        return out


class _PairsOf(dict[int, tuple[int, ...]]):
    """``_PAIRS[mask]``: the two-member masks within ``mask``."""

    def __missing__(self, mask: int) -> tuple[int, ...]:
        members = bits(mask)
        out = tuple((1 << a) | (1 << b) for i, a in enumerate(members) for b in members[i + 1 :])
        self[mask] = out
        return out


_MEMBERS = _MembersOf()
_PAIRS = _PairsOf()
_Table = Sequence[tuple[int, ...]] | Mapping[int, tuple[int, ...]]
_SMALL = 8  # groups of up to this many members read their masks' members and pairs from lists
_SMALL_TABLES: tuple[_Table, _Table] | None = None  # (made when first asked)


def _tables(p: Problem) -> tuple[_Table, _Table]:
    """What a game on ``p`` reads a mask's members and pairs from: ``_MEMBERS`` and ``_PAIRS``
    as two lists over every mask of ``_SMALL`` members, where every group is that small (a
    list's item is read faster than a dict subclass's, which its ``__getitem__`` method reads)."""
    global _SMALL_TABLES
    if max(p.sizes, default=0) > _SMALL:
        return _MEMBERS, _PAIRS
    if _SMALL_TABLES is None:
        masks = range(1 << _SMALL)
        _SMALL_TABLES = ([_MEMBERS[m] for m in masks], [_PAIRS[m] for m in masks])
    return _SMALL_TABLES


def random_win_rate(problem: Problem, rng: Rng, games: int) -> float:
    """The fraction of ``games`` plain random games (no safe moves) that clear the board."""
    if games <= 0:
        raise ValueError("games must be positive")
    wins = sum(play_out(problem, rng, safe=False) is not None for _ in range(games))
    return wins / games
