"""Checking a layout: validation, the background checks (``BackgroundChecks``: can it be cleared,
test deals), the symmetry check, the live winnability estimate, the difficulty estimate and its
store, the manager's Test All, the play test.

The worker processes import this package's pure modules (``analysis``, ``difficulty_estimate``)
to run the checks' jobs, so this ``__init__`` imports nothing at start: ``BackgroundChecks`` (and
the Qt it needs) is loaded only when asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .checks import BackgroundChecks

__all__ = ["BackgroundChecks"]


def __getattr__(name: str) -> object:
    if name == "BackgroundChecks":
        from .checks import BackgroundChecks

        return BackgroundChecks
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
