# Cython types for clearing.py (the optional compiled build: tools/build_compiled.py). The .py is
# the reference and is compiled as it is; here the flat arrays become typed memory views and the
# tile numbers and counters C integers, so a replay of the pairing runs in C.
cimport cython

from mahjong_qt.core.solver.playout cimport _below


cdef class PairingWalk:
    cdef public Py_ssize_t n, m
    cdef public int[::1] below_at, below, left_at, left, right_at, right
    cdef public int[::1] cover0, lc0, rc0, cover, lc, rc, partner
    cdef public int[::1] first, second, new_first, new_second, ready_a, ready_b
    cdef public signed char[::1] free0, free

    @cython.locals(k=Py_ssize_t, a=int, b=int)
    cpdef _set(self, pairs)

    @cython.locals(k=Py_ssize_t)
    cpdef tuple pair(self, Py_ssize_t k)

    @cython.locals(a=int, b=int, c=int, d=int)
    cpdef bint try_swap(self, Py_ssize_t i, tuple first, Py_ssize_t j, tuple second) except? -1

    @cython.locals(
        x=cython.ulonglong, m=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t, r=Py_ssize_t, a=int,
        a2=int, b=int, b2=int, first="int[::1]", second="int[::1]",
    )
    cpdef tuple walk(
        self, rng, int[::1] faces, int[::1] keys, Py_ssize_t step, Py_ssize_t end,
        Py_ssize_t kept, Py_ssize_t until,
    )

    @cython.locals(
        first="int[::1]", second="int[::1]", partner="int[::1]", old_i0=int, old_i1=int,
        old_j0=int, old_j1=int,
    )
    cpdef bint _swap(self, Py_ssize_t i, int a, int b, Py_ssize_t j, int c, int d) except? -1

    @cython.locals(
        cover="int[::1]", lc="int[::1]", rc="int[::1]", partner="int[::1]",
        below_at="int[::1]", below="int[::1]", left_at="int[::1]", left="int[::1]",
        right_at="int[::1]", right="int[::1]", ready_a="int[::1]", ready_b="int[::1]",
        out_a="int[::1]", out_b="int[::1]", first="int[::1]", second="int[::1]",
        free="signed char[::1]", top=Py_ssize_t, done=Py_ssize_t, k=Py_ssize_t, s=int,
        a=int, b=int, t=int, u=int, x=Py_ssize_t,
    )
    cpdef bint _replay(self) except? -1
