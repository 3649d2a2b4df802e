# Cython types for problem.py (the optional compiled build: tools/build_compiled.py). The .py is
# the reference and is compiled as it is; only exact types here: tile, group and member numbers.
# Masks stay Python ints (``_ONE << i``: a group of 64 tiles or more needs more bits than a C
# integer has).
cimport cython


@cython.locals(
    keys=dict, tile_of=tuple, by_key=dict, ordered=list, members=tuple, group=list, bit=list,
    stacked_list=list, hits=dict, found=list, free0=list, tl=object, t=Py_ssize_t,
    u=Py_ssize_t, g=Py_ssize_t, h=Py_ssize_t, i=Py_ssize_t,
)
cpdef tuple _groups(shape, faces)
