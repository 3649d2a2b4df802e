# Cython types for matchings.py (the optional compiled build: tools/build_compiled.py). The .py
# is the reference and is compiled as it is. ``bits`` and ``mode_for`` are C functions for the
# other compiled modules (they cimport them); masks and group sizes stay Python ints (a C
# ``1 << size`` would overflow on a group of 64 tiles or more).
cimport cython


cpdef tuple bits(mask)

@cython.locals(key=tuple)
cpdef mode_for(size, tuple decided)
