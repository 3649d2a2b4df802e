# Cython types for playout.py (the optional compiled build: tools/build_compiled.py). The .py is
# the reference and is compiled as it is; only exact types here: tile and group numbers, counts,
# and the play-out's 64-bit generator (unsigned C arithmetic wraps modulo 2**64, as the .py's
# ``& _MASK`` does). Group masks and pair weights stay Python ints (a weight is up to 100**63).
cimport cython

from mahjong_qt.core.solver.matchings cimport bits


@cython.locals(
    cover=list, lc=list, rc=list, free=list, remaining=list, safe=list, cand=list, order=list,
    out=tuple, mem=tuple, x=cython.ulonglong, left=Py_ssize_t, g=Py_ssize_t, h=Py_ssize_t,
    i=Py_ssize_t, j=Py_ssize_t, k=Py_ssize_t, t=Py_ssize_t, u=Py_ssize_t, c=Py_ssize_t,
    gain=dict, ws=list, solution=list,
)
cpdef _solver_game(p, rng)

cpdef tuple _pairs(mask)
