"""The code Python's ``dataclasses`` generates for our classes, kept from one start to the next.

``dataclasses`` writes each class's methods (``__init__``, ``__repr__``, ``__eq__``,
``__hash__``, a frozen class's ``__setattr__`` and ``__delattr__`` ...) as source text and hands
it to ``exec``, which parses and compiles it: at every start, for the ~80 dataclasses made
before the first paint (0.25-0.5 ms each: the parser and the compiler were ~17 % of the
instructions to the paint, benchmarks/STARTUP.md, ninth session).

While a :class:`DataclassCode` is installed, the ``dataclasses`` module's ``exec`` is its
:meth:`~DataclassCode.run`: the code object of a source text seen before (kept, by its exact
text, in a file of the user's cache folder written by an earlier start) is run as it is; any
other text is compiled as ``exec`` compiles it, and kept. The generated text names everything
it uses (the fields, their defaults and types are passed to it), so the same text always
compiles to the same code: the class made is the one ``dataclasses`` would have made.

Python 3.11 and 3.12 call ``exec`` once a method (``dataclasses._create_fn``), 3.13 once a
class (``_FuncBuilder.add_fns_to_class``); both look ``exec`` up in the module's globals first,
which is where the hook goes. The file is ``marshal`` data, read only by the Python that wrote
it (its bytecode magic number and version head the file); a file that is missing, foreign,
corrupt or of another Python is ignored, and everything is compiled as usual.
"""

from __future__ import annotations

import builtins
import dataclasses
import marshal
import sys
from pathlib import Path
from types import CodeType
from typing import Any

__all__ = ["FILE_NAME", "MOST_BYTES", "MOST_KEPT", "DataclassCode", "file_header"]

#: The file in the user's cache folder.
FILE_NAME = "dataclass-code.marshal"
#: Past this many texts the file keeps only those of the last start (no file grows for ever).
MOST_KEPT = 5000
#: A larger file is not read (~0.6 MB for a start's ~600 texts).
MOST_BYTES = 16 << 20


def file_header() -> bytes:
    """What heads the file: it is read only by a Python with the same bytecode and version."""
    from importlib.util import MAGIC_NUMBER

    return b"mahjong-qt dataclass code\n" + MAGIC_NUMBER + sys.version.encode() + b"\n"


class DataclassCode:
    """Code objects of ``dataclasses``' generated source texts, by their exact text."""

    def __init__(self) -> None:
        self.known: dict[str, CodeType] = {}  # from the file, or compiled in this run
        self.made: set[str] = set()  # compiled in this run, not in the file
        self.used: set[str] = set()  # the texts this run asked for
        self.reused = 0  # how many runs found their code kept
        self._hook = self.run

    # ----- the hook --------------------------------------------------------------------------
    def install(self) -> DataclassCode:
        """From now on ``dataclasses`` runs its generated code through :meth:`run`."""
        dataclasses.exec = self._hook  # type: ignore[attr-defined]
        return self

    def uninstall(self) -> None:
        """``dataclasses`` calls the built-in ``exec`` again (if this is still its hook)."""
        if vars(dataclasses).get("exec") == self._hook:
            del dataclasses.exec  # type: ignore[attr-defined]

    def run(self, source: Any, globals: Any = None, locals: Any = None, /, **options: Any) -> None:
        """``exec(source, globals, locals)``, the code of a text seen before reused."""
        if globals is None:  # exec's own defaults: the caller's namespaces
            caller = sys._getframe(1)
            globals = caller.f_globals
            locals = caller.f_locals if locals is None else locals
        if type(source) is str:
            source = self.code_of(source)
        builtins.exec(source, globals, locals, **options)

    def code_of(self, source: str) -> CodeType:
        """The code of ``source`` as ``exec`` compiles it (kept, or compiled now and kept)."""
        self.used.add(source)
        code = self.known.get(source)
        if code is not None:
            self.reused += 1
            return code
        # as exec compiles text called from dataclasses (no __future__ flags)
        code = compile(source, "<string>", "exec", dont_inherit=True)
        self.known[source] = code
        self.made.add(source)
        return code

    # ----- the file --------------------------------------------------------------------------
    def load(self, path: Path) -> int:
        """Add the code kept in ``path``; how many texts it held (0: missing, foreign,
        corrupt or of another Python, ignored)."""
        from mahjong_qt.core.regular_file import read_regular_file

        try:
            data = read_regular_file(path, MOST_BYTES)  # never a pipe's endless wait
        except OSError:
            return 0
        header = file_header()
        if len(data) > MOST_BYTES or not data.startswith(header):
            return 0
        try:
            kept = marshal.loads(data[len(header) :])
        except (EOFError, ValueError, TypeError):
            return 0
        if not isinstance(kept, dict):
            return 0
        count = 0
        for source, code in kept.items():
            if type(source) is str and type(code) is CodeType:
                self.known.setdefault(source, code)
                self.made.discard(source)  # compiled before the file was read: it has it
                count += 1
        return count

    def save(self, path: Path) -> bool:
        """Write the code kept to ``path`` (0600, atomically) when this run compiled any that
        the file lacked; True when written. A file that cannot be written is left as it is."""
        if not self.made:
            return False
        from mahjong_qt.core.atomic_io import atomic_write_bytes

        keep = self.known
        if len(keep) > MOST_KEPT:
            keep = {source: keep[source] for source in self.used if source in keep}
        try:
            atomic_write_bytes(path, file_header() + marshal.dumps(keep), private=True)
        except OSError:
            return False
        self.made.clear()
        return True
