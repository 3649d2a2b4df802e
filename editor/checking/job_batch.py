"""Many calls of one function in the worker pool at once, seen as one piece of work: a progress
report as each call comes back, one answer when all are in, and one cancel for all.

The pool runs as many at a time as it has workers, so a batch of independent pieces (the deals of
a deal test, the layouts of "test all") uses every core.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

__all__ = ["Batch", "Submitter"]


class Submitter(Protocol):
    """What a batch needs of :class:`~editor.checking.background.BackgroundRunner`."""

    def submit(
        self, fn: Callable[..., Any], *args: Any, on_done: Callable[[Any, Any], None]
    ) -> int: ...

    def cancel(self, ticket: int | None, stop: bool = True) -> None: ...


class Batch:
    """``fn(*args)`` for each ``args`` of ``calls``, in the background.

    ``on_each(index, result, error)`` is called as each call comes back (in any order), then
    ``on_done(results)`` once all have, with the results in the order of ``calls`` (None where a
    call failed). After :meth:`cancel`, nothing more is called.
    """

    def __init__(
        self,
        runner: Submitter,
        fn: Callable[..., Any],
        calls: Sequence[tuple],
        on_each: Callable[[int, Any, BaseException | None], None],
        on_done: Callable[[list[Any]], None],
    ):
        self._runner = runner
        self._on_each = on_each
        self._on_done = on_done
        self.total = len(calls)
        self.results: list[Any] = [None] * self.total
        self.finished = 0
        self.cancelled = False
        self._tickets: dict[int, int] = {}
        for index, args in enumerate(calls):
            ticket = runner.submit(fn, *args, on_done=self._answer(index))
            self._tickets[index] = ticket
        if not calls:
            on_done([])

    def _answer(self, index: int) -> Callable[[Any, BaseException | None], None]:
        def answer(result: Any, error: BaseException | None) -> None:
            if self.cancelled:
                return
            self._tickets.pop(index, None)
            self.results[index] = result
            self.finished += 1
            self._on_each(index, result, error)
            if self.finished == self.total and not self.cancelled:
                self._on_done(list(self.results))

        return answer

    @property
    def running(self) -> bool:
        return not self.cancelled and self.finished < self.total

    def cancel(self, stop: bool = True) -> None:
        """Drop the answers still to come: the waiting calls never start, the running ones are
        stopped (or with ``stop=False`` left to end unheard)."""
        self.cancelled = True
        for ticket in self._tickets.values():
            self._runner.cancel(ticket, stop)
        self._tickets.clear()
