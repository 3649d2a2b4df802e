# Cython types for matchings.py (the optional compiled build: tools/build_compiled.py). The .py
# is the reference and is compiled as it is. ``bits`` is a C function for the other compiled
# modules (they cimport it); its masks stay Python ints.

cpdef tuple bits(mask)
