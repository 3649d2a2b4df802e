# Cython types for problem.py (the optional compiled build: tools/build_compiled.py). The .py is
# the reference and is compiled as it is; only exact types here: tile, group and member numbers.
# Masks stay Python ints (``_ONE << i``: a group of 64 tiles or more needs more bits than a C
# integer has).
cimport cython


@cython.locals(
    tile_of=tuple, n=Py_ssize_t, keyed=bytes, by_key=list, bit=list, tl=list, keys=list,
    members=tuple, group=tuple, stacked_list=list, hits=dict, found=list, free0=list, full=list,
    nfree0=list, sizes=list, safe0=list, cand0=list, t=Py_ssize_t, u=Py_ssize_t, g=Py_ssize_t,
    h=Py_ssize_t, c=Py_ssize_t, k=Py_ssize_t,
)
cpdef tuple _groups(shape, faces)
