"""PySide6's check of every module imported after it, spared for the program's own modules.

PySide6 wraps ``__import__``, and for each module imported once it is loaded it reads the
module's source (``shibokensupport.feature._mod_uses_pyside``: ``inspect.getsource``, kept in
``linecache``) to see whether it contains "PySide6", for the ``from __feature__ import`` switches
(``snake_case``, ``true_property``). None of our modules uses them (``tests/test_startup.py``
checks it), so :func:`spare_own_modules` answers for them without reading their files: at
start-up ~150 files read and tokenized, and their text kept in memory, for nothing
(benchmarks/STARTUP.md). Nor does it read Python's own standard library, whose sources never
name PySide6 (``tests/test_startup.py`` checks this Python's): its answer there is always
"no", ~20 files read at start-up (``typing``, ``enum``, ``dataclasses``, ``pathlib`` ...) and
~0.7 MB of their text kept. Nor does it read the pure-Python libraries the game checks its files
with (:data:`PLAIN_PACKAGES`: pydantic and what it imports), whose sources never name PySide6
either (``tests/test_startup.py`` checks the installed ones): they are imported after Qt when a
file is checked (~100 modules, ~1.9 MB of their text kept). Every other module is checked as
PySide6 does.
"""

from __future__ import annotations

import sys
from types import ModuleType

__all__ = ["spare_own_modules", "OWN_PACKAGES", "PLAIN_PACKAGES"]

OWN_PACKAGES = ("mahjong_qt", "editor")
#: Libraries of ours that name no PySide6 (their answer is "no", as for the standard library).
PLAIN_PACKAGES = frozenset(
    ("pydantic", "pydantic_core", "annotated_types", "typing_extensions", "typing_inspection")
)


def _own(name: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in OWN_PACKAGES)


def _standard(name: str) -> bool:
    top = name.partition(".")[0]
    return top in sys.stdlib_module_names or top in PLAIN_PACKAGES


def spare_own_modules() -> bool:
    """Answer PySide6's check for our own modules, the standard library's and the
    :data:`PLAIN_PACKAGES`' without reading them (a module of ours is taken as one that uses
    PySide6: no feature is selected, as for any such module; the others as what they are,
    modules that do not). False when
    this PySide6 has no such check (nothing changed)."""
    feature = sys.modules.get("shibokensupport.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or check is None or getattr(check, "spares_own", False):
        return check is not None
    original = check

    def uses_pyside(module: ModuleType) -> bool:
        name = getattr(module, "__name__", "")
        if _own(name):
            return True
        if _standard(name):
            return False  # what PySide6 finds there
        return original(module)

    uses_pyside.spares_own = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    return True
