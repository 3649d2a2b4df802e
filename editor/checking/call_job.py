"""A call as a job for the worker pool. No Qt here: a worker process unpickles this class to run
the editor's checks, and loads nothing of Qt for it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["CallJob"]


@dataclass(frozen=True)
class CallJob:
    """``fn(*args)`` as a job for the worker pool (``fn`` a module-level function)."""

    fn: Callable[..., Any]
    args: tuple

    def run(self, seconds: float) -> Any:
        return self.fn(*self.args)

    def on_timeout(self) -> None:
        return None
