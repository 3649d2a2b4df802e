# Cython types for problem.py (the optional compiled build: tools/build_compiled.py). The .py is
# the reference and is compiled as it is; only exact types here: tile, group and member numbers.
# Masks stay Python ints (``_ONE << i``: a group of 64 tiles or more needs more bits than a C
# integer has).
cimport cython


@cython.locals(
    keys=dict, tile_of=tuple, by_key=dict, ordered=list, members=tuple, group=list, bit=list,
    related=tuple, stacked_list=list, found=list, free0=list, ts=tuple, tl=object, near=frozenset,
    t=Py_ssize_t, g=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t,
)
cpdef tuple _groups(shape, faces)
