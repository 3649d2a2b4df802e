# Cython types for playout.py (the optional compiled build: tools/build_compiled.py). The .py is
# the reference and is compiled as it is; only exact types here: tile and group numbers, counts,
# the solver's play-out's counters, neighbour lists and stacks as typed memory views, and the
# play-out's 64-bit generator (unsigned C arithmetic wraps modulo 2**64, as the .py's
# ``& _MASK`` does). Group masks and pair weights stay Python ints (a weight is up to 100**63).
cimport cython

from mahjong_qt.core.solver.matchings cimport bits

cdef Py_ssize_t _WINDOW, _GONE
cdef signed char[::1] _FREE
cdef cython.ulonglong _MASK, _LCG_MUL, _LCG_ADD, _ALL, _GOLDEN, _MIX1, _MIX2


@cython.locals(room=Py_ssize_t)
cpdef _start(p)

@cython.locals(i=Py_ssize_t)
cpdef _solver_games(p, rng, Py_ssize_t games, budget, Py_ssize_t lone, Py_ssize_t whole)

@cython.locals(work="int[::1]", n=Py_ssize_t, room=Py_ssize_t, at=Py_ssize_t)
cpdef tuple _parts(p)

@cython.locals(
    work="int[::1]", first="int[::1]", n=Py_ssize_t, tc="int[::1]", near=tuple,
    safe="int[::1]", cand="int[::1]", order="int[::1]", gain="int[::1]", group=tuple,
    bit=tuple, members=tuple, stacked=tuple, free=list, remaining=list, mem=tuple, ws=list,
    ms=tuple, opts="int[::1]", best=Py_ssize_t, nopt=Py_ssize_t, check=bint,
    x=cython.ulonglong, groups=Py_ssize_t, nsafe=Py_ssize_t, ncand=Py_ssize_t,
    done=Py_ssize_t, gone=tuple, g=Py_ssize_t, h=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t,
    k=Py_ssize_t, t=Py_ssize_t, u=Py_ssize_t, a=Py_ssize_t, b=Py_ssize_t, c=Py_ssize_t,
    d=Py_ssize_t, is_free="signed char[::1]", gone_mark=Py_ssize_t, lcg_mul=cython.ulonglong,
    lcg_add=cython.ulonglong, mask=cython.ulonglong,
)
cpdef _solver_game(
    p, tuple shape, rng, Py_ssize_t lone, Py_ssize_t whole, tuple parts, bint again,
    tuple tables,
)

@cython.locals(k=Py_ssize_t, u=Py_ssize_t, d=Py_ssize_t, h=Py_ssize_t)
cdef Py_ssize_t _gain(
    tuple near, int[::1] tc, tuple group, tuple bit, list free, list remaining, Py_ssize_t lone,
) except -1

@cython.locals(s=Py_ssize_t, u=Py_ssize_t, d=Py_ssize_t, c=Py_ssize_t)
cdef Py_ssize_t _take(
    int[::1] tiles, Py_ssize_t first, Py_ssize_t stop, tuple near, int[::1] tc, int[::1] out,
    Py_ssize_t k,
) except -1

@cython.locals(
    tc="int[::1]", nfree="int[::1]", weight="int[::1]", touched="int[::1]", pair="int[::1]",
    near=tuple, group=tuple, bit=tuple, members=tuple, free=list, moves=list, out=list, mem=tuple,
    members_free=tuple, x=cython.ulonglong, r=Py_ssize_t, total=Py_ssize_t, n=Py_ssize_t,
    groups=Py_ssize_t, left=Py_ssize_t, nt=Py_ssize_t, g=Py_ssize_t, h=Py_ssize_t,
    c=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t, s=Py_ssize_t, t=Py_ssize_t, u=Py_ssize_t,
    y=Py_ssize_t, ta=Py_ssize_t, tb=Py_ssize_t, v=Py_ssize_t,
)
cpdef _random_game(p, rng)

@cython.locals(x=cython.ulonglong, i=Py_ssize_t, j=Py_ssize_t)
cpdef shuffle(list items, rng)

@cython.locals(rest=cython.ulonglong, z=cython.ulonglong)
cpdef (cython.ulonglong, Py_ssize_t) _below(cython.ulonglong state, Py_ssize_t n)
