# Cython types for search.py (the optional compiled build: tools/build_compiled.py). The .py is
# the reference and is compiled as it is; only exact types here: group numbers and counters.
cimport cython

from mahjong_qt.core.solver.matchings cimport bits, mode_for
from mahjong_qt.core.solver.replay cimport RelaxedReplay


cdef class PairingSearch:
    cdef public RelaxedReplay replay
    cdef public object budget, limit, nogoods, activity, keep_after
    cdef public Py_ssize_t count
    cdef public set fixed_set
    cdef public list decided, fixed, opened

    cpdef bint _ok(self, Py_ssize_t enough=*) except? -1

    @cython.locals(replay=RelaxedReplay, opened=list, stuck=set, g=Py_ssize_t)
    cpdef set _stuck_groups(self)

    @cython.locals(replay=RelaxedReplay, best=Py_ssize_t, g=Py_ssize_t, score=dict)
    cpdef _next_decision(self)

    cpdef _mode(self, Py_ssize_t g)
