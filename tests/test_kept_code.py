"""Code compiled from text, kept from one start to the next (``app/command_line/kept_code.py``):
a class made with kept code is the class ``dataclasses`` makes, code ``compile()`` gives is the
code Python gives; a file that is not this Python's own is ignored; the file is private."""

from __future__ import annotations

import builtins
import dataclasses
import importlib.util
import marshal
import os
import re
import stat
import sys
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

import pytest

from mahjong_qt.app.command_line import kept_code
from mahjong_qt.app.command_line.kept_code import FILE_NAME, KeptCode, file_header

BUILTIN_COMPILE = builtins.compile
RE_COMPILE = re._compiler.compile


def make_classes() -> dict[str, type]:
    """Every kind of dataclass the game uses, made afresh (new classes at each call)."""

    @dataclass(frozen=True, slots=True)
    class Point:
        x: int
        y: int = 0
        tags: tuple[str, ...] = ()

    @dataclass(order=True)
    class Box:
        name: str
        items: list[int] = field(default_factory=list)
        hidden: int = field(default=3, repr=False, compare=False)
        count: ClassVar[int] = 0

    @dataclass(frozen=True, kw_only=True)
    class Options:
        size: int
        label: str = "a"

    @dataclass(eq=True, unsafe_hash=True)
    class Keyed:
        key: str
        seen: int = field(default=0, hash=False)

    @dataclass
    class Later:
        first: int
        second: int = field(init=False)

        def __post_init__(self) -> None:
            self.second = self.first * 2

    return {c.__name__: c for c in (Point, Box, Options, Keyed, Later)}


def exercise(classes: dict[str, type]) -> list[object]:
    """What each class does, as values to compare (the same for classes made either way)."""
    point, box, options = classes["Point"], classes["Box"], classes["Options"]
    keyed, later = classes["Keyed"], classes["Later"]
    seen: list[object] = []
    p = point(1, tags=("a",))
    seen += [repr(p), p == point(1, 0, ("a",)), p != point(2), hash(p) == hash(point(1, 0, ("a",)))]
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 5
    with pytest.raises(dataclasses.FrozenInstanceError):
        del p.y
    seen += [hasattr(p, "__dict__"), point.__slots__, dataclasses.astuple(p)]
    b1, b2 = box("a"), box("b", [1])
    b1.items.append(4)
    seen += [repr(b1), b1 < b2, sorted([b2, b1])[0].name, box("a", [4], 9) == b1]
    seen += [box("x").items is not box("x").items, box.__hash__ is None]
    with pytest.raises(TypeError):
        options(3)  # keyword only
    seen += [repr(options(size=3)), options(size=3) == options(size=3, label="a")]
    seen += [hash(keyed("k", 1)) == hash(keyed("k", 2)), repr(later(2)), later(2).second]
    seen += [
        {name: repr(c.__init__.__annotations__) for name, c in classes.items()},
        {name: c.__init__.__qualname__.split(".")[-2:] for name, c in classes.items()},
        {name: c.__repr__.__qualname__.split(".")[-2:] for name, c in classes.items()},
        {name: c.__init__.__defaults__ for name, c in classes.items()},
        {name: c.__init__.__kwdefaults__ for name, c in classes.items()},
    ]
    return seen


@pytest.fixture
def code():
    kept = KeptCode().install()
    yield kept
    kept.uninstall()
    assert "exec" not in vars(dataclasses)  # dataclasses calls the built-in exec again
    assert builtins.compile is BUILTIN_COMPILE
    assert re._compiler.compile is RE_COMPILE


def test_a_class_made_through_the_hook_is_the_one_dataclasses_makes(code):
    through_hook = exercise(make_classes())
    assert code.made and not code.reused  # compiled, and kept
    again = exercise(make_classes())  # the same texts: the kept code is run
    assert code.reused == len(code.made)
    code.uninstall()
    assert exercise(make_classes()) == through_hook == again


def test_code_kept_in_a_file_is_reused_by_the_next_start(code, tmp_path):
    make_classes()
    file = tmp_path / "cache" / FILE_NAME
    assert code.save(file)
    assert stat.S_IMODE(file.stat().st_mode) == 0o600
    assert stat.S_IMODE(file.parent.stat().st_mode) == 0o700
    assert not code.save(file)  # nothing new since: not written again
    code.uninstall()

    later = KeptCode()
    assert later.load(file) == len(code.known)
    classes = made_through(later)
    assert later.reused == len(code.known) and not later.made
    assert not later.save(file)
    reference = exercise(classes)
    later.release()  # the program's memory back once the file is written
    assert not later.known and not later.save(file)
    assert reference == exercise(make_classes())


def test_texts_compiled_before_the_file_is_read_are_not_new_if_it_has_them(code, tmp_path):
    make_classes()
    file = tmp_path / FILE_NAME
    code.save(file)
    code.uninstall()
    later = KeptCode().install()
    try:
        make_classes()  # compiled: the file is not read yet
        assert later.made
        later.load(file)
        assert not later.made and not later.save(file)
    finally:
        later.uninstall()


def made_through(code: KeptCode) -> dict[str, type]:
    """:func:`make_classes` with ``code`` installed for the while."""
    code.install()
    try:
        return make_classes()
    finally:
        code.uninstall()


def written(tmp_path: Path) -> Path:
    code = KeptCode()
    made_through(code)
    file = tmp_path / FILE_NAME
    assert code.save(file)
    return file


def checked(payload: bytes) -> bytes:
    """``payload`` with its checksum before it, as the file has it."""
    return zlib.crc32(payload).to_bytes(4, "big") + payload


@pytest.mark.parametrize(
    "spoil",
    [
        lambda data: data[: len(data) // 2],  # cut short
        lambda data: data[:-40] + b"\xff" * 40,  # damaged
        lambda data: b"",
        lambda data: b"not a cache file at all",
        lambda data: data[:-300] + bytes(300),  # zeroed (on a damaged disk)
        lambda data: file_header() + checked(marshal.dumps([1, 2, 3])),  # not a table of code
        lambda data: file_header() + checked(marshal.dumps({"def f(): pass": "no code"})),
        lambda data: file_header() + checked(b"\xff" * 64),  # no marshal data
    ],
)
def test_a_corrupt_file_is_ignored(tmp_path, spoil):
    file = written(tmp_path)
    file.write_bytes(spoil(file.read_bytes()))
    code = KeptCode()
    assert code.load(file) == 0 and not code.known
    classes = made_through(code)  # compiled as usual
    assert code.made and exercise(classes) == exercise(make_classes())


def test_another_pythons_file_is_ignored(tmp_path, monkeypatch):
    file = written(tmp_path)
    assert KeptCode().load(file) > 0
    other = bytes([importlib.util.MAGIC_NUMBER[0] ^ 1]) + importlib.util.MAGIC_NUMBER[1:]
    monkeypatch.setattr(importlib.util, "MAGIC_NUMBER", other)
    assert KeptCode().load(file) == 0  # another bytecode
    monkeypatch.undo()
    monkeypatch.setattr(sys, "version", sys.version + " (another build)")
    assert KeptCode().load(file) == 0


def test_a_missing_file_or_a_pipe_is_ignored(tmp_path):
    assert KeptCode().load(tmp_path / "none" / FILE_NAME) == 0
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / FILE_NAME)
        assert KeptCode().load(tmp_path / FILE_NAME) == 0  # no endless wait for a writer


def test_a_file_that_cannot_be_written_is_left_alone(tmp_path):
    code = KeptCode()
    made_through(code)
    blocker = tmp_path / "cache"
    blocker.write_text("a file where the folder would be")
    assert not code.save(blocker / FILE_NAME)


def test_past_the_limit_only_the_texts_of_this_start_are_kept(tmp_path, monkeypatch):
    code = KeptCode()
    old = {f"x = {n}" * 100: compile(f"x = {n}", "<string>", "exec") for n in range(10)}
    code.known = dict(old)  # an earlier version's texts
    made_through(code)
    file = tmp_path / FILE_NAME
    assert code.save(file)
    assert KeptCode().load(file) == len(code.known)  # small enough: all of them
    code.made.add("anew")
    monkeypatch.setattr(kept_code, "MOST_KEPT_BYTES", file.stat().st_size // 2)
    assert code.save(file)
    kept = KeptCode()
    assert kept.load(file) == len(code.used) and not set(old) & set(kept.known)


def test_the_hook_is_exec_for_anything_else(code):
    namespace: dict[str, object] = {}
    code.exec("y = 2 * 21", namespace)
    code.exec(compile("z = y + 1", "<string>", "exec"), namespace)
    assert namespace["y"] == 42 and namespace["z"] == 43
    value = 7  # noqa: F841 (exec's default namespaces: the caller's)
    code.exec("assert value == 7")
    assert builtins.exec is not code.exec


def test_the_program_leaves_dataclasses_as_it_found_it():
    from mahjong_qt.app.main import main

    assert main(["--list-layouts"]) == 0
    assert "exec" not in vars(dataclasses) and builtins.compile is BUILTIN_COMPILE
    assert re._compiler.compile is RE_COMPILE


# ----- compile() ---------------------------------------------------------------------------------
SOURCE = "def f(x: int) -> None:\n    return None\nvalue = [n * n for n in range(4)]\n"
NO_FUTURE = BUILTIN_COMPILE(  # a caller compiled without ``from __future__ import annotations``
    "made = compile(text, '<text>', 'exec')", "<caller>", "exec", dont_inherit=True
)


def run_code(made) -> dict[str, object]:
    namespace: dict[str, object] = {}
    exec(made, namespace)
    f = namespace["f"]
    return {"value": namespace["value"], "annotations": f.__annotations__}  # type: ignore[attr-defined]


def test_compile_gives_the_code_python_gives_and_keeps_it(code):
    made = compile(SOURCE, "<text>", "exec")  # this module: from __future__ import annotations
    assert made == BUILTIN_COMPILE(SOURCE, "<text>", "exec")
    assert run_code(made) == {"value": [0, 1, 4, 9], "annotations": {"x": "int", "return": "None"}}
    plain = compile(SOURCE, "<text>", "exec", dont_inherit=True)
    assert run_code(plain)["annotations"] == {"x": int, "return": None}
    caller = {"text": SOURCE}
    exec(NO_FUTURE, caller)  # a caller without the __future__ import: no string annotations
    assert run_code(caller["made"])["annotations"] == {"x": int, "return": None}
    # the caller's flags are part of what is kept: two codes (that caller's is plain's)
    assert len(code.made) == 2 and code.reused == 1
    assert compile(SOURCE.encode(), "<text>", "exec") is not made  # bytes: kept apart
    assert compile(SOURCE, "<text>", "exec") is made and code.reused == 2
    assert eval(compile("1 + 2", "<expr>", "eval")) == 3


def test_compile_keeps_no_file_nor_anything_but_code(code, tmp_path):
    import ast

    module = tmp_path / "module.py"
    assert compile(SOURCE, str(module), "exec").co_filename == str(module)  # the import system's
    tree = compile(SOURCE, "<text>", "exec", ast.PyCF_ONLY_AST)
    assert isinstance(tree, ast.Module)
    assert compile(tree, "<text>", "exec") == BUILTIN_COMPILE(tree, "<text>", "exec")
    with pytest.raises(SyntaxError):
        compile("def (:", "<text>", "exec")
    assert not code.made


def test_pysides_support_modules_are_compiled_once(tmp_path):
    """PySide6 compiles its support modules (the signature loader) from source when it is
    imported: the next start takes them from the file, and they work."""
    import subprocess

    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from mahjong_qt.app.command_line.kept_code import KeptCode\n"
        "code = KeptCode()\n"
        "code.load(Path(sys.argv[1]))\n"
        "code.install()\n"
        "from PySide6.QtCore import QObject\n"
        "code.uninstall()\n"
        "try:\n"  # PySide's signature modules say what it takes
        "    QObject().setObjectName(3.5)\n"
        "except TypeError as error:\n"
        "    import re\n"  # PySide 6.7 says 'setObjectName(str)', later ones '(name: str, /)'
        "    assert re.search(r'setObjectName\\((name: )?str\\b', str(error)), error\n"
        "print(len(code.made), code.reused, code.save(Path(sys.argv[1])))\n"
    )
    file = tmp_path / FILE_NAME
    seen = []
    for _ in range(2):
        out = subprocess.run(
            [sys.executable, "-c", script, str(file)], capture_output=True, text=True, timeout=120
        )
        assert out.returncode == 0, out.stderr[-3000:]
        seen.append(out.stdout.split())
    made, reused, saved = seen[0]
    assert int(made) >= 10 and saved == "True"
    assert seen[1] == ["0", made, "False"]


# ----- regular expressions -----------------------------------------------------------------------
PATTERNS = [
    (r"(?P<key>\w+)\s*=\s*(?P<value>[^;]*);?", 0),
    (r"^\s*(?:def|class)\s+([A-Za-z_]\w*)", re.MULTILINE),
    (r"  a b  # spaces and comments are not the pattern\n  c", re.VERBOSE),
    (r"(?i)stra(ss|ß)e|(?<=x)y{2,5}?|(?!z)\bq\b", 0),
    (r"[\u00e0-\u00ff]+", re.IGNORECASE | re.ASCII),
    (rb"[\x00-\x1f]+(?P<tail>.)", re.DOTALL),
    (r"(a)(b)?(?(2)c|d)", 0),
]
SUBJECTS = [
    "key = value; other=1",
    "  def f():\n class C:",
    "abc",
    "Strasse xyy STRASSE q",
    "ÀÉ àé",
]


def seen(pattern: re.Pattern) -> tuple:
    """What a pattern object is and does."""
    found = []
    for subject in SUBJECTS:
        text = (
            subject.encode("latin-1", "replace") if isinstance(pattern.pattern, bytes) else subject
        )
        found.append([(m.span(), m.groups(), m.groupdict()) for m in pattern.finditer(text)])
    return pattern.pattern, pattern.flags, pattern.groups, dict(pattern.groupindex), found


def test_a_regular_expressions_program_is_kept_and_gives_pythons_pattern(code, tmp_path):
    code.uninstall()
    python = [seen(RE_COMPILE(p, f)) for p, f in PATTERNS]
    code.install()
    made = [seen(re._compiler.compile(p, f)) for p, f in PATTERNS]
    assert made == python and len(code.made) == len(PATTERNS) and not code.reused
    again = [seen(re._compiler.compile(p, f)) for p, f in PATTERNS]
    assert again == python and code.reused == len(PATTERNS)
    re.purge()
    assert re.compile(r"(?P<key>\w+)\s*=\s*(?P<value>[^;]*);?").groupindex == {"key": 1, "value": 2}
    file = tmp_path / FILE_NAME
    assert code.save(file)
    code.uninstall()
    later = KeptCode().install()
    try:
        assert later.load(file) == len(code.known)
        assert [seen(re._compiler.compile(p, f)) for p, f in PATTERNS] == python
        assert later.reused == len(PATTERNS) and not later.made
    finally:
        later.uninstall()


def test_regex_flags_given_as_an_enum_and_debug_output(code, capsys):
    pattern = re._compiler.compile("a+b", re.IGNORECASE | re.MULTILINE)
    assert pattern.flags == RE_COMPILE("a+b", re.IGNORECASE | re.MULTILINE).flags
    assert all(type(key[2]) is int for key in code.made)  # kept as a plain int
    re._compiler.compile("ab", re.DEBUG)  # prints re's dump: never kept
    assert "LITERAL" in capsys.readouterr().out and len(code.made) == 1


@pytest.mark.parametrize(
    "program",
    [
        "not a program",
        (32, [1, 2], 0, {}),  # one part short
        (32, [1, "2"], 0, {}, ()),  # a word that is not a number
        (32, [1, 2], 0, {"name": "1"}, ()),
        (32, [1, 2], 0, {}, (3,)),
    ],
)
def test_a_regex_program_of_the_wrong_shape_is_ignored(tmp_path, program):
    file = tmp_path / FILE_NAME
    good = ("re", "ab", 0)
    data = marshal.dumps({("re", "a+", 0): program, good: kept_code._written_program("ab", 0)})
    file.write_bytes(file_header() + checked(data))
    loaded = KeptCode()
    assert loaded.load(file) == 1 and list(loaded.known) == [good]


def test_a_kept_regex_program_that_sre_refuses_is_written_again(tmp_path):
    file = tmp_path / FILE_NAME
    wrong = (32, [99, 99, 99], 0, {}, ())  # the right shape, not a program _sre takes
    file.write_bytes(file_header() + checked(marshal.dumps({("re", "a+b", 0): wrong})))
    code = KeptCode().install()
    try:
        assert code.load(file) == 1
        pattern = re._compiler.compile("a+b", 0)
    finally:
        code.uninstall()
    assert pattern.fullmatch("aab") and code.made == {("re", "a+b", 0)}
    assert code.known[("re", "a+b", 0)] != wrong
