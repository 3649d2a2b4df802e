"""Code that Python compiles from text at every start, kept from one start to the next.

Two kinds of code were parsed and compiled anew at each start, before the first paint
(benchmarks/STARTUP.md, ninth session):

* Python's ``dataclasses`` writes each class's methods (``__init__``, ``__repr__``, ``__eq__``,
  ``__hash__``, a frozen class's ``__setattr__`` and ``__delattr__`` ...) as source text and
  hands it to ``exec``: ~700 texts for the ~80 dataclasses made before the paint (the parser
  and the compiler were ~17 % of the instructions to the paint);
* ``compile()`` on text that is not a module file: PySide6's support modules (its signature
  loader, ``__feature__``), which come from a zip inside ``libshiboken`` and are compiled from
  source whenever PySide6 is imported (~15 ms of CPU), and ``typing``'s forward references.

A third kind is not Python code but the programs of regular expressions: PySide6's signature
modules compile some fifteen large ones at every import (~120 M instructions, most of their
import: benchmarks/STARTUP.md, tenth session), pydantic and the game a few more; ``re`` parses
each pattern and writes its program in Python.
While installed, ``re``'s compiler (``re._compiler.compile``, the function ``re.compile`` calls
when its own cache misses) is :meth:`KeptCode.regex`: a pattern's program (what ``re`` hands
to ``_sre.compile``: flags, code, groups and their names) is kept like code, by the pattern and
its flags, and ``_sre`` makes the pattern object from it as ``re`` would (only on the Pythons
whose ``re`` does it so: 3.11 to 3.13).

While a :class:`KeptCode` is installed, ``exec`` in the ``dataclasses`` module is its
:meth:`~KeptCode.exec` (Python 3.11 and 3.12 call ``exec`` once a method,
``dataclasses._create_fn``; 3.13 once a class, ``_FuncBuilder.add_fns_to_class``: both look
``exec`` up in the module's globals first, which is where the hook goes), and the built-in
``compile`` is its :meth:`~KeptCode.compile`. Each compiles a text as Python does and keeps the
code object, by the exact text and everything else that decides the code (file name, mode,
flags, the caller's ``__future__`` flags, optimisation); a text kept from an earlier start is
not compiled again. The same input always compiles to the same code, so what is made is what
Python would have made. Text read from a file (a path: the import system's, which keeps its
own ``__pycache__``) and anything but text (an AST) are compiled as usual, never kept.

The kept code is ``marshal`` data in a file of the user's cache folder, read only by the Python
that wrote it (its bytecode magic number and version head the file) and only when its checksum
holds (``marshal`` is not meant to read damaged data: a cache damaged on disk must not stop the
game from starting); a file that is missing, not a regular file, foreign, damaged or of another
Python is ignored, and everything is compiled as usual.
"""

from __future__ import annotations
import __future__

import builtins
import dataclasses
import marshal
import os
import re
import sys
from pathlib import Path
from types import CodeType
from typing import Any

__all__ = ["FILE_NAME", "MOST_BYTES", "MOST_KEPT_BYTES", "KeptCode", "file_header"]

#: The file in the user's cache folder.
FILE_NAME = "kept-code.marshal"
#: Past this size the file keeps only the code of the last start (no file grows for ever: the
#: texts of earlier versions of the game or of PySide6 go).
MOST_KEPT_BYTES = 4 << 20
#: A larger file is not read (~0.9 MB for a start's ~1,500 texts).
MOST_BYTES = 16 << 20

#: The ``__future__`` flags a caller's code passes on to ``compile()`` (CPython's PyCF_MASK).
_FUTURE_FLAGS = 0
for _name in (
    "division",
    "absolute_import",
    "with_statement",
    "print_function",
    "unicode_literals",
    "barry_as_FLUFL",
    "generator_stop",
    "annotations",
):
    _FUTURE_FLAGS |= getattr(getattr(__future__, _name, None), "compiler_flag", 0)
#: ``compile()`` flags asking for something else than code (ast.PyCF_ONLY_AST, PyCF_TYPE_COMMENTS,
#: PyCF_ALLOW_TOP_LEVEL_AWAIT, PyCF_OPTIMIZED_AST): never kept.
_NOT_PLAIN_CODE = 0x400 | 0x1000 | 0x2000 | 0x8000

_builtin_compile = builtins.compile
_builtin_exec = builtins.exec

#: ``re``'s compiler, and whether its steps are those :meth:`KeptCode.regex` repeats (a pattern
#: parsed, its program written, ``_sre.compile`` given both).
_re_compiler: Any = getattr(re, "_compiler", None)
_re_parser: Any = getattr(re, "_parser", None)
_RE_KEPT = (
    sys.version_info[:2] in ((3, 11), (3, 12), (3, 13))
    and callable(getattr(_re_compiler, "compile", None))
    and callable(getattr(_re_compiler, "_code", None))
    and callable(getattr(_re_parser, "parse", None))
    and callable(getattr(getattr(_re_compiler, "_sre", None), "compile", None))
)
_sre: Any = _re_compiler._sre if _RE_KEPT else None  # re's own C part
_re_compile: Any = _re_compiler.compile if _RE_KEPT else None
#: A regular expression's program: its flags, code, group count, group names by number and
#: numbers by name, as ``re`` gives them to ``_sre.compile``.
_Program = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]


def file_header() -> bytes:
    """What heads the file: it is read only by a Python with the same bytecode and version."""
    from importlib.util import MAGIC_NUMBER

    return b"mahjong-qt kept code\n" + MAGIC_NUMBER + sys.version.encode() + b"\n"


def _kept(key: object, value: object) -> bool:
    """Whether ``key`` and ``value`` are what :class:`KeptCode` keeps: the code of a text, or a
    regular expression's program."""
    if type(key) is tuple and len(key) == 3 and key[0] == "re":
        return _RE_KEPT and type(key[1]) in (str, bytes) and type(key[2]) is int and _program(value)
    return type(value) is CodeType and _kept_key(key)


def _program(value: object) -> bool:
    """Whether ``value`` has the shape of a regular expression's program (``_Program``)."""
    if type(value) is not tuple or len(value) != 5:
        return False
    flags, code, groups, by_name, names = value
    return (
        type(flags) is int
        and type(code) is list
        and all(type(word) is int for word in code)
        and type(groups) is int
        and type(by_name) is dict
        and all(type(k) is str and type(v) is int for k, v in by_name.items())
        and type(names) is tuple
        and all(name is None or type(name) is str for name in names)
    )


def _kept_key(key: object) -> bool:
    """A key :class:`KeptCode` makes: a ``dataclasses`` text, or what a ``compile()`` was given."""
    if type(key) is str:
        return True
    return (
        type(key) is tuple
        and len(key) == 5
        and type(key[0]) in (str, bytes)
        and type(key[1]) is str
        and type(key[2]) is str
        and type(key[3]) is int
        and type(key[4]) is int
    )


class KeptCode:
    """Code objects compiled from text, by the text and how it was compiled (and the programs
    of regular expressions, by their pattern and flags)."""

    def __init__(self) -> None:
        self.known: dict[object, Any] = {}  # from the file, or compiled in this run
        self.made: set[object] = set()  # compiled in this run, not in the file
        self.used: set[object] = set()  # what this run asked for
        self.reused = 0  # how many times this run found its code kept
        self._exec_hook = self.exec
        self._compile_hook = self.compile
        self._regex_hook = self.regex

    # ----- the hooks -------------------------------------------------------------------------
    def install(self) -> KeptCode:
        """From now on ``dataclasses``' ``exec``, the built-in ``compile`` and ``re``'s compiler
        go through here."""
        dataclasses.exec = self._exec_hook  # type: ignore[attr-defined]
        builtins.compile = self._compile_hook
        if _RE_KEPT:
            _re_compiler.compile = self._regex_hook
        return self

    def uninstall(self) -> None:
        """Python's own ``exec``, ``compile`` and ``re`` again (where these are still the
        hooks)."""
        if vars(dataclasses).get("exec") == self._exec_hook:
            del dataclasses.exec  # type: ignore[attr-defined]
        if builtins.compile == self._compile_hook:
            builtins.compile = _builtin_compile
        if _RE_KEPT and _re_compiler.compile == self._regex_hook:
            _re_compiler.compile = _re_compile

    def regex(self, pattern: Any, flags: int = 0) -> Any:
        """``re``'s compiler (installed only where ``_RE_KEPT``): the pattern object of
        ``pattern`` with ``flags``, made from the program kept for them, or from the program
        ``re`` writes now (then kept)."""
        if type(pattern) not in (str, bytes) or flags & re.DEBUG:
            return _re_compile(pattern, flags)
        flags = int(flags)  # a RegexFlag (an enum) would not marshal
        key = ("re", pattern, flags)
        self.used.add(key)
        program = self.known.get(key)
        if program is not None:
            try:
                made = _made_pattern(pattern, program)
            except (RuntimeError, TypeError, ValueError, OverflowError):  # _sre refuses it
                pass  # (a kept program is checked by _sre: a wrong one is written again)
            else:
                self.reused += 1
                return made
        program = self.known[key] = _written_program(pattern, flags)
        self.made.add(key)
        return _made_pattern(pattern, program)

    def exec(self, source: Any, globals: Any = None, locals: Any = None, /, **options: Any) -> None:
        """``exec(source, globals, locals)``, the code of a text seen before reused."""
        caller = sys._getframe(1)
        if globals is None:  # exec's own defaults: the caller's namespaces
            globals = caller.f_globals
            locals = caller.f_locals if locals is None else locals
        if type(source) is str:  # compiled as exec compiles it: the caller's __future__ flags
            flags = caller.f_code.co_flags & _FUTURE_FLAGS
            source = self._code(source, (source, "<string>", "exec", flags, -1))
        _builtin_exec(source, globals, locals, **options)

    def compile(
        self,
        source: Any,
        filename: Any,
        mode: str,
        flags: int = 0,
        dont_inherit: bool = False,
        optimize: int = -1,
        **options: Any,
    ) -> Any:
        """``compile()``; the code of a text (not a file's) compiled before is reused."""
        if not dont_inherit:  # the caller's __future__ flags, as compile() takes them
            flags |= sys._getframe(1).f_code.co_flags & _FUTURE_FLAGS
        if (
            type(source) not in (str, bytes)
            or type(filename) is not str
            or os.path.isabs(filename)
            or flags & _NOT_PLAIN_CODE
            or options
        ):
            return _builtin_compile(source, filename, mode, flags, True, optimize, **options)
        return self._code(source, (source, filename, mode, flags, optimize))

    def _code(self, source: str | bytes, how: tuple[Any, str, str, int, int]) -> CodeType:
        """The code of ``source`` compiled ``how`` (kept, or compiled now and kept). A text
        ``dataclasses`` runs is kept by itself alone (the rest is always the same)."""
        _source, filename, mode, flags, optimize = how
        key: object = source if how[1:] == ("<string>", "exec", 0, -1) else how
        self.used.add(key)
        code = self.known.get(key)
        if code is not None:
            self.reused += 1
            return code
        code = _builtin_compile(source, filename, mode, flags, True, optimize)
        self.known[key] = code
        self.made.add(key)
        return code

    # ----- the file --------------------------------------------------------------------------
    def load(self, path: Path) -> int:
        """Add the code kept in ``path``; how many texts it held (0: missing, not a regular
        file, foreign, corrupt or of another Python: ignored)."""
        from mahjong_qt.core.sealed_file import read_sealed

        payload = read_sealed(path, file_header(), MOST_BYTES)
        if payload is None:
            return 0
        try:
            kept = marshal.loads(payload)
        except (EOFError, ValueError, TypeError):
            return 0
        if not isinstance(kept, dict):
            return 0
        count = 0
        for key, code in kept.items():
            if _kept(key, code):
                self.known.setdefault(key, code)
                self.made.discard(key)  # compiled before the file was read: it has it
                count += 1
        return count

    def save(self, path: Path) -> bool:
        """Write the code kept to ``path`` (0600, atomically) when this run compiled any that
        the file lacked; True when written. A file that cannot be written is left as it is."""
        if not self.made:
            return False
        from mahjong_qt.core.sealed_file import write_sealed

        try:
            data = marshal.dumps(self.known)
            if len(data) > MOST_KEPT_BYTES:
                data = marshal.dumps({key: self.known[key] for key in self.used})
        except ValueError:
            return False
        if not write_sealed(path, file_header(), data):
            return False
        self.made.clear()
        return True

    def release(self) -> None:
        """Let go of the code kept (what was made of it lives on where it is used)."""
        self.known, self.made, self.used = {}, set(), set()


def _made_pattern(pattern: str | bytes, program: _Program) -> Any:
    """The pattern object ``_sre`` makes of ``pattern`` and its ``program``, as ``re`` asks."""
    final_flags, code, groups, by_name, names = program
    return _sre.compile(pattern, final_flags, code, groups, dict(by_name), names)


def _written_program(pattern: str | bytes, flags: int) -> _Program:
    """The program ``re`` writes for ``pattern`` with ``flags`` (``re._compiler.compile``'s
    steps, up to what it gives ``_sre.compile``)."""
    parsed = _re_parser.parse(pattern, flags)
    code = _re_compiler._code(parsed, flags)
    by_name = dict(parsed.state.groupdict)
    names: list[str | None] = [None] * parsed.state.groups
    for name, number in by_name.items():
        names[number] = name
    final_flags = int(flags | parsed.state.flags)
    words = [int(word) for word in code]  # (re's opcodes are an int subclass: not marshalled)
    return final_flags, words, parsed.state.groups - 1, by_name, tuple(names)
