# Cython types for replay.py (the optional compiled build: tools/build_compiled.py). The .py is
# the reference and is compiled as it is; here the per-tile counters and flags, the neighbour
# lists, the queue and the undo log become typed memory views, and tile and group numbers C
# integers, so a step's tiles and their neighbours are handled in C. Group masks stay Python
# ints (a large group's rule key may pass 64 bits).
cimport cython

cdef signed char[::1] _FREE
cdef Py_ssize_t _GONE


cdef class RelaxedReplay:
    cdef public object problem
    cdef public list keys, size, modes, tables, trace, steps_of
    cdef public Py_ssize_t runs, tiles_left, head, waiting
    cdef public int[::1] queue, number, freed, freed_at
    cdef public signed char[::1] queued
    cdef public tuple _downs
    cdef public list _steps, _known, _known_by_mode

    @cython.locals(tiles=tuple, step=tuple, made=tuple)
    cpdef tuple _known_step(self, Py_ssize_t g, key)

    @cython.locals(
        queue="int[::1]", queued="signed char[::1]", keys=list,
        known=list, trace=list, steps_of=list, number="int[::1]", d=Py_ssize_t,
        freed="int[::1]", downs=tuple,
        freed_at="int[::1]", group=tuple, bit=tuple,
        cap=Py_ssize_t, head=Py_ssize_t, waiting=Py_ssize_t, left=Py_ssize_t, top=Py_ssize_t,
        done=Py_ssize_t, g=Py_ssize_t, h=Py_ssize_t, u=Py_ssize_t, at=Py_ssize_t,
        c=Py_ssize_t, step=tuple, count=Py_ssize_t, is_free="signed char[::1]", gone=Py_ssize_t,
    )
    cpdef bint run(self, Py_ssize_t enough=*) except? -1

    @cython.locals(at=Py_ssize_t, cap=Py_ssize_t)
    cpdef _requeue(self, Py_ssize_t g)

    @cython.locals(
        trace=list, steps_of=list, keys=list, number="int[::1]", d=Py_ssize_t,
        freed="int[::1]", freed_at="int[::1]", group=tuple, bit=tuple, downs=tuple,
        queue="int[::1]", queued="signed char[::1]", cap=Py_ssize_t,
        head=Py_ssize_t, waiting=Py_ssize_t, at=Py_ssize_t, left=Py_ssize_t, g=Py_ssize_t,
        x=Py_ssize_t, u=Py_ssize_t, count=Py_ssize_t,
    )
    cpdef rollback(self, Py_ssize_t step)

    @cython.locals(s=Py_ssize_t)
    cpdef set_mode(self, Py_ssize_t g, mode)

    cpdef _set_mode(self, Py_ssize_t g, mode)

    cpdef restore_mode(self, Py_ssize_t g, mode, Py_ssize_t step)

    cpdef force_mode(self, Py_ssize_t g, mode)

    @cython.locals(s=Py_ssize_t, order=list)
    cpdef list removal_order(self, Py_ssize_t g)

    @cython.locals(s=Py_ssize_t)
    cpdef first_pool_step(self, Py_ssize_t g)
