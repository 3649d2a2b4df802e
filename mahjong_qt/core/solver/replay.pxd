# Cython types for replay.py (the optional compiled build: tools/build_compiled.py). The .py is
# the reference and is compiled as it is; only exact types here: group and tile numbers, counts.
# Masks stay Python ints (``present`` spans every tile; a large group's rule key may pass 64 bits).
cimport cython


cdef class RelaxedReplay:
    cdef public object problem, present, queue
    cdef public list free, removed_mask, size, modes, tables, trace, steps_of, queued
    cdef public Py_ssize_t runs
    cdef public object _above, _left, _right
    cdef public list _tiles

    @cython.locals(
        queue=object, queued=list, free=list, removed_mask=list, tables=list, size=list,
        tiles=list, trace=list, steps_of=list, g=Py_ssize_t, h=Py_ssize_t, u=Py_ssize_t,
        freed=list, near=tuple,
    )
    cpdef bint run(self, Py_ssize_t enough=*) except? -1

    @cython.locals(
        trace=list, queued=list, steps_of=list, free=list, removed_mask=list, group=tuple,
        bit=tuple, i=Py_ssize_t, g=Py_ssize_t, u=Py_ssize_t, freed=list,
    )
    cpdef rollback(self, Py_ssize_t step)

    @cython.locals(s=Py_ssize_t)
    cpdef set_mode(self, Py_ssize_t g, mode)

    cpdef restore_mode(self, Py_ssize_t g, mode, Py_ssize_t step)

    cpdef force_mode(self, Py_ssize_t g, mode)

    @cython.locals(s=Py_ssize_t, order=list)
    cpdef list removal_order(self, Py_ssize_t g)

    @cython.locals(s=Py_ssize_t)
    cpdef first_pool_step(self, Py_ssize_t g)
