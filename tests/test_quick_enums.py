"""The short paths for enum classes and their members (app/command_line/quick_enums.py,
quick_enum_classes.py, quick_enum_members.py) make what Python makes.

Every enum class of QtCore, QtGui and QtWidgets is made again from its members, by Python's own
code and with the short paths installed, and the two are compared: their class dictionaries
key by key in order (the same object where Python's classes share one, an equal one where each
class has its own: members, maps, lists), the type's flags, then attribute by attribute, member
by member (their names, values, order, aliases, maps, flag masks, repr/str/format, look-ups by
value, flag operations); so are enums Python makes by the rules the short paths leave to Python
(underscore names, ``auto``, descriptors of the same name, non-int values, a ``__new__`` or an
``__init__`` of their own, other bases, keywords, ``_order_``, ``_ignore_``), and random ones
(hypothesis).
"""

from __future__ import annotations

import enum
import json
import os
import pickle
import subprocess
import sys
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_qt.app.command_line import quick_enum_classes, quick_enums
from mahjong_qt.app.command_line.quick_enums import QuickEnums

pytestmark = pytest.mark.skipif(
    not QuickEnums.available(), reason=f"the short path does not follow Python {sys.version}"
)

BASES = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
ENUM_DICT = getattr(enum, "EnumDict", None) or enum._EnumDict


@pytest.fixture
def quick():
    made = QuickEnums().install()
    yield made
    made.uninstall()


def _plain(value: object) -> object:
    """A value as the comparison sees it: members by class name, name and value."""
    if isinstance(value, enum.Enum):
        return ("member", type(value).__qualname__, value._name_, value._value_)
    if isinstance(value, dict):
        return [(_plain(k), _plain(v)) for k, v in value.items()]
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (int, str, float, enum.FlagBoundary)):
        return value
    return type(value).__name__  # functions, descriptors: the same kind of thing


def _outcome(make: Callable[[], object]) -> object:
    """What ``make`` gives, or the kind of error it raises."""
    try:
        return make()
    except Exception as error:  # noqa: BLE001 (the error is what is compared)
        return type(error).__name__


def describe(cls: type[enum.Enum]) -> dict[str, object]:
    """Everything one can see of an enum class and its members."""
    members = list(cls.__members__.items())
    seen: dict[str, object] = {
        "dict": sorted((k, repr(_plain(v))) for k, v in vars(cls).items() if k != "__doc__"),
        "doc": cls.__doc__,
        "members": [
            (
                name,
                m._name_,
                m._value_,
                m._sort_order_,
                m.__objclass__ is cls,
                type(m) is cls,
                repr(m),
                str(m),
                format(m),
                sorted(vars(m)),
            )
            for name, m in members
        ],
        "iteration": [m._name_ for m in cls],
        "length": len(cls),
        "by value": [(m._value_, cls(m._value_)._name_) for _, m in members],
        "contains": [m in cls for _, m in members],
    }
    if issubclass(cls, enum.Flag):
        ms = [m for _, m in members][:6]
        seen["flags"] = [
            _outcome(lambda: [repr(a | b) for a in ms for b in ms]),
            _outcome(lambda: [repr(a & b) for a in ms for b in ms]),
            _outcome(lambda: [repr(~a) for a in ms]),
            # iterating a member: Python 3.11 gives None for its bits no member has, or fails
            [_outcome(lambda a=a: [getattr(m, "_name_", m) for m in a]) for a in ms],
            _outcome(lambda: repr(cls(0))),
            _outcome(lambda: repr(cls(cls._all_bits_))),
        ]
    return seen


def _same(a: Any, b: Any, python: type, quick: type) -> bool:
    """Whether ``a`` (of the class ``python``) is what ``b`` (of ``quick``) is: the same object
    where Python's classes share one, else the same thing made for each class."""
    if a is b:
        return True
    if a is python:
        return b is quick
    if isinstance(a, enum.Enum) and type(a) is python:  # a member
        return type(b) is quick and _same(vars(a), vars(b), python, quick)
    if type(a) is not type(b):
        return False
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(
            _same(x, y, python, quick) for x, y in zip(a, b, strict=True)
        )
    if isinstance(a, dict):
        return len(a) == len(b) and all(
            _same(ka, kb, python, quick) and _same(va, vb, python, quick)
            for (ka, va), (kb, vb) in zip(a.items(), b.items(), strict=True)
        )
    if isinstance(a, (staticmethod, classmethod)):
        return _same(a.__func__, b.__func__, python, quick)
    if isinstance(a, types.MethodType):
        return _same(a.__func__, b.__func__, python, quick) and _same(
            a.__self__, b.__self__, python, quick
        )
    if isinstance(a, types.FunctionType):  # a class body's, made twice from the same code
        return a.__code__ is b.__code__
    if isinstance(a, property):
        return all(
            _same(getattr(a, part), getattr(b, part), python, quick)
            for part in ("fget", "fset", "fdel")
        )
    if isinstance(a, (types.GetSetDescriptorType, types.MemberDescriptorType)):  # __dict__...
        return a.__name__ == b.__name__ and _same(a.__objclass__, b.__objclass__, python, quick)
    if hasattr(a, "__dict__") and not isinstance(a, type):  # enum's redirects to a member...
        return _same(vars(a), vars(b), python, quick)
    return a == b


def differences(python: type, quick: type) -> list[str]:
    """Where two enum classes made from the same parts differ as types: their dictionaries (the
    keys in order, then each value), names, bases, metaclass and the type's flags."""
    if list(vars(python)) != list(vars(quick)):
        return [f"keys {list(vars(python))} != {list(vars(quick))}"]
    found = [
        key
        for key, value in vars(python).items()
        if not _same(value, vars(quick)[key], python, quick)
    ]
    for attr in ("__name__", "__qualname__", "__module__", "__flags__", "__bases__"):
        if getattr(python, attr) != getattr(quick, attr):
            found.append(attr)
    if type(python) is not type(quick) or python.__mro__[1:] != quick.__mro__[1:]:
        found.append("type or mro")
    return found


def assert_made_alike(python: type[enum.Enum], quick: type[enum.Enum]) -> None:
    assert differences(python, quick) == [], python.__qualname__
    assert describe(quick) == describe(python), python.__qualname__


def make(base: type[enum.Enum], name: str, items: list[tuple[str, object]], **options) -> type:
    return base(name, items, module="tests.quick", qualname=f"Owner.{name}", **options)


def both(base, name, items, **options) -> tuple[type, type]:
    """The enum made by Python's code, then with the short path."""
    python = make(base, name, items, **options)
    with_quick = QuickEnums().install()
    try:
        quick = make(base, name, items, **options)
    finally:
        with_quick.uninstall()
    return python, quick


def pyside_enums() -> list[type[enum.Enum]]:
    """Every enum class of QtCore, QtGui and QtWidgets (made by visiting their classes)."""
    from PySide6 import QtCore, QtGui, QtWidgets

    found: dict[int, type[enum.Enum]] = {}

    def visit(owner: object, depth: int) -> None:
        for attr in dir(owner):
            if attr.startswith("__"):
                continue
            try:
                value = getattr(owner, attr)
            except Exception:  # noqa: BLE001 (some attributes cannot be read on the class)
                continue
            if isinstance(value, enum.EnumType):
                found[id(value)] = value
            elif isinstance(value, type) and depth < 2 and value.__module__.startswith("PySide6"):
                visit(value, depth + 1)

    for module in (QtCore, QtGui, QtWidgets):
        visit(module, 0)
    return list(found.values())


def test_every_enum_of_qtcore_qtgui_and_qtwidgets_is_made_as_python_makes_it():
    enums = pyside_enums()
    assert len(enums) > 500  # PySide6 6.11: 635
    members = 0
    for cls in enums:
        base = next(b for b in BASES if cls.__mro__[1] is b)
        items = [(name, m._value_) for name, m in cls.__members__.items()]
        members += len(items)
        python, quick = both(base, cls.__name__, items, boundary=vars(cls).get("_boundary_"))
        assert_made_alike(python, quick)
    assert members > 5_000  # 6.11: 6,451


def enum_parts() -> list[object]:
    """What the short paths replace while installed (EnumType's own, as stored)."""
    return [
        enum._proto_member.__dict__["__set_name__"],
        ENUM_DICT.__dict__["__setitem__"],
        vars(enum.EnumType)["_create_"],
        vars(enum.EnumType)["__prepare__"],
        vars(enum.EnumType)["__new__"],
    ]


#: Run in a fresh process (PySide6 makes each enum class once): every enum class of QtCore, QtGui
#: and QtWidgets as PySide6 made it there, its dictionary's keys in order and its members.
PYSIDES_OWN = """
import enum, json, os, sys
if sys.argv[1] == "quick":
    from mahjong_qt.app.command_line.quick_enums import QuickEnums
    QuickEnums().install()
sys.path.insert(0, os.path.join(os.getcwd(), "tests"))
from test_quick_enums import pyside_enums
print(json.dumps(sorted(
    [cls.__module__, cls.__qualname__, list(vars(cls)), [[m._name_, m._value_] for m in cls],
     list(cls.__members__), repr(vars(cls).get("_boundary_"))]
    for cls in pyside_enums()
)))
"""


def test_pysides_own_enum_classes_are_the_same_with_the_short_paths():
    """The classes as PySide6 makes them (no module given: ``_create_`` finds the caller's)."""
    root = Path(__file__).resolve().parents[1]

    def made(way: str) -> list[object]:
        run = subprocess.run(
            [sys.executable, "-c", PYSIDES_OWN, way],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        return json.loads(run.stdout)

    python, quick = made("python"), made("quick")
    assert len(python) > 500 and quick == python


def test_the_short_path_is_taken_and_given_back():
    pythons = enum_parts()
    quick = QuickEnums().install()
    assert enum._proto_member.__set_name__.__name__ == "quick_set_name"
    assert ENUM_DICT.__setitem__.__name__ == "quick_set_item"
    assert enum.EnumType.__new__.__name__ == "quick_new"
    assert enum.EnumType._create_.__name__ == "quick_create"
    assert enum.EnumType.__prepare__.__name__ == "quick_prepare"
    quick.uninstall()
    assert all(now is then for now, then in zip(enum_parts(), pythons, strict=True))
    quick.uninstall()  # twice: nothing more
    assert all(now is then for now, then in zip(enum_parts(), pythons, strict=True))


def test_the_game_leaves_enum_as_it_found_it():
    from mahjong_qt.app.main import main

    pythons = enum_parts()
    assert main(["--list-layouts"]) == 0
    assert all(now is then for now, then in zip(enum_parts(), pythons, strict=True))


def test_pysides_enum_classes_take_the_short_path_for_classes(monkeypatch):
    """Every class PySide6 makes (Qt's namespace, at its first use here) is made by the short
    path for classes (none goes back to Python's ``EnumType.__new__``)."""
    made: list[tuple[str, bool]] = []
    short_path = quick_enum_classes._made

    def counted(metacls, cls, *rest):
        enum_class = short_path(metacls, cls, *rest)
        made.append((cls, enum_class is not None))
        return enum_class

    monkeypatch.setattr(quick_enum_classes, "_made", counted)
    from PySide6 import QtCore

    with_quick = QuickEnums().install()
    try:
        qt = [
            QtCore.Qt.__dict__[name]  # noqa: SIM118 (made here, by the first look-up)
            for name in ("AlignmentFlag", "Key", "WindowType", "GlobalColor")
        ]
        again = [make(b, "Again", [("A", 1), ("B", 2)]) for b in BASES]
    finally:
        with_quick.uninstall()
    assert all(isinstance(cls, enum.EnumType) for cls in qt + again)
    assert len(made) >= 4 and all(taken for _, taken in made), made


class OtherMeta(enum.EnumType):
    pass


class Noted(enum.IntEnum):
    def __init_subclass__(cls, **kwds):
        super().__init_subclass__(**kwds)
        cls.noted = True


def parted_enums() -> list[type[enum.Enum]]:
    """Enums of other shapes, most of which the short path for classes leaves to Python's code:
    a data type (two bases), ``StrEnum``, ``_order_``, ``_ignore_``, a docstring, another
    metaclass, a base with an ``__init_subclass__``; a class statement with a keyword."""

    class Other(enum.IntEnum, metaclass=OtherMeta):
        A = 1

    class Documented(enum.Flag, boundary=enum.STRICT):
        """A docstring of its own."""

        A = 1
        B = 2

    class Ordered(enum.IntEnum):
        _order_ = "A B"
        A = 1
        B = 2

    class Ignoring(enum.Enum):
        _ignore_ = "skipped"
        skipped = 1
        A = 2

    class Kept(enum.IntFlag, boundary=enum.KEEP):
        A = 1
        B = 2
        AB = 3

    return [
        enum.Enum("Mixed", [("A", 1), ("B", 2)], type=int, module=__name__),
        enum.StrEnum("Words", [("A", "a"), ("B", "b")], module=__name__),
        Other,
        Documented,
        Ordered,
        Ignoring,
        Kept,
        Noted("Subclass", [("A", 1)], module=__name__),
    ]


def test_enums_left_to_python_are_made_as_python_makes_them():
    python = parted_enums()
    with_quick = QuickEnums().install()
    try:
        quick = parted_enums()
    finally:
        with_quick.uninstall()
    for one, other in zip(python, quick, strict=True):
        assert_made_alike(one, other)
    assert quick[-1].noted and quick[-1].A == 1


def functional_calls() -> list[type[enum.Enum]]:
    """The functional API called in ways the short path makes (a qualname or none, a tuple of
    pairs, no module: the caller's) and leaves to Python (names as a string, a list of names, a
    mapping, a data type, a start)."""
    pairs = [("A", 1), ("B", 2)]
    return [
        enum.IntEnum("Tupled", tuple(pairs), qualname="Some.Tupled"),
        enum.Flag("Unnamed", pairs),
        enum.Enum("Spaced", "A B C"),
        enum.IntEnum("Listed", ["A", "B"], start=5),
        enum.IntFlag("Mapped", dict(pairs)),
        enum.Enum("Typed", pairs, type=int),
    ]


def without_module(code: str) -> type[enum.Enum]:
    """The enum class ``code`` makes when run where there is no module name (``_create_``'s
    caller has none: the class cannot be pickled)."""
    space: dict[str, object] = {"enum": enum}
    exec(code, space)  # noqa: S102 (a namespace without __name__ is the point)
    return space["made"]  # type: ignore[return-value]


def test_the_functional_api_makes_what_python_makes():
    python = functional_calls()
    python_orphans = [
        without_module(f"made = enum.{b.__name__}('Orphan', [('A', 1)])") for b in BASES
    ]
    odd = "made = enum.IntEnum('Odd', [('_A', 1)])"  # left to Python's code
    python_orphans.append(without_module(odd))
    with_quick = QuickEnums().install()
    try:
        quick = functional_calls()
        orphans = [without_module(f"made = enum.{b.__name__}('Orphan', [('A', 1)])") for b in BASES]
        orphans.append(without_module(odd))
        with pytest.raises(TypeError):
            enum.IntEnum("Twice", [("A", 1), ("A", 2)])
        with pytest.raises(ValueError, match="invalid enum member name"):
            enum.IntEnum("Reserved", [("mro", 1)])
    finally:
        with_quick.uninstall()
    for one, other in zip(python, quick, strict=True):
        assert_made_alike(one, other)
        assert other.__module__ == __name__
    assert quick[0].__qualname__ == "Some.Tupled"
    for one, other in zip(python_orphans, orphans, strict=True):
        assert other.__module__ == "<unknown>" and one.__module__ == "<unknown>"
        # each has a function of its own that refuses to pickle: all else is alike
        assert list(vars(one)) == list(vars(other))
        assert describe(one) == describe(other)
        with pytest.raises(TypeError, match="cannot be pickled"):
            pickle.dumps(list(other)[0])


@pytest.mark.parametrize("base", BASES)
def test_aliases_zero_negative_multi_bit_and_big_values(base):
    items = [("A", 1), ("B", 2), ("Both", 3), ("Again", 1), ("Zero", 0), ("Big", 1 << 40)]
    if base in (enum.Enum, enum.IntEnum):
        items.append(("Negative", -5))
    python, quick = both(base, "Mixed", items, boundary=enum.KEEP)
    assert_made_alike(python, quick)
    assert quick.Again is quick.A and quick(3).name == "Both"


@pytest.mark.parametrize("base", BASES)
def test_names_and_values_left_to_python(base):
    """Names of attributes the bases have (``name``, ``value``, int's ``real``...), a value that
    is a bool or a str: Python's code makes those members, in the same class as the rest."""
    items = [("name", 1), ("value", 2), ("real", 4), ("Plain", 8), ("Flagged", True)]
    python, quick = both(base, "Clashing", items)
    assert_made_alike(python, quick)
    assert quick["name"].value == 1 and quick.Plain.value == 8
    words = [("Red", "r"), ("Green", "g")]
    python, quick = both(enum.Enum, "Words", words)
    assert_made_alike(python, quick)


def class_bodies() -> list[type[enum.Enum]]:
    """Enums written as classes, with rules of their own."""

    class Planet(enum.Enum):  # a __new__ and an __init__ of its own, auto, _ignore_, a method
        _ignore_ = ["skipped"]
        skipped = 3
        MERCURY = (3.3e23, 2.4e6)
        EARTH = (5.9e24, 6.3e6)

        def __init__(self, mass, radius):
            self.mass = mass
            self.radius = radius

        def gravity(self) -> float:
            return self.mass / self.radius**2

    class Colour(enum.IntFlag):
        RED = enum.auto()
        GREEN = enum.auto()
        _private = 7
        WHITE = RED | GREEN

    class Shape(enum.Enum):
        _order_ = "SQUARE CIRCLE"
        SQUARE = 1
        CIRCLE = 2

    class Counted(enum.IntEnum):
        ONE = 1
        TWO = 2

        @property
        def double(self) -> int:
            return 2 * self.value

    return [Planet, Colour, Shape, Counted]


def test_class_bodies_with_their_own_rules_are_made_as_python_makes_them():
    python = class_bodies()
    with_quick = QuickEnums().install()
    try:
        quick = class_bodies()
        with pytest.raises(TypeError):

            class Twice(enum.Enum):
                A = 1
                A = 2  # noqa: PIE794 (the error is the test)

    finally:
        with_quick.uninstall()
    for one, other in zip(python, quick, strict=True):
        assert_made_alike(one, other)
    planet, colour, shape, counted = quick
    assert planet.EARTH.gravity() > planet.MERCURY.gravity() and "skipped" not in vars(planet)
    assert colour.WHITE == 3 and [s.name for s in shape] == ["SQUARE", "CIRCLE"]
    assert counted.TWO.double == 4


def test_members_pickle_as_pythons_do(quick):
    quick.uninstall()
    python = enum.IntEnum("Pickled", [("A", 1), ("B", 2)], module=__name__)
    globals()["Pickled"] = python
    quick.install()
    made = enum.IntEnum("Pickled", [("A", 1), ("B", 2)], module=__name__)
    globals()["Pickled"] = made
    assert pickle.loads(pickle.dumps(made.B)) is made.B
    assert_made_alike(python, made)


NAMES = st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,8}", fullmatch=True) | st.sampled_from(
    ["name", "value", "real", "mro", "", "_sunder_", "__dunder__", "_Random__private", "_x"]
)
VALUES = st.integers(min_value=0, max_value=1 << 33) | st.sampled_from([-1, -(1 << 40), True])


@pytest.mark.filterwarnings("ignore:Bitwise inversion:DeprecationWarning")  # ~True (3.12+)
@settings(max_examples=120, deadline=None)
@given(
    base=st.sampled_from(BASES),
    items=st.lists(st.tuples(NAMES, VALUES), max_size=24, unique_by=lambda item: item[0]),
    boundary=st.sampled_from([None, enum.KEEP, enum.CONFORM, enum.EJECT]),
)
def test_random_enums_are_made_as_python_makes_them(base, items, boundary):
    options = {} if boundary is None else {"boundary": boundary}
    try:
        python = make(base, "Random", items, **options)
    except (TypeError, ValueError) as error:  # Python refuses it: so does the short path
        with_quick = QuickEnums().install()
        try:
            with pytest.raises(type(error)):
                make(base, "Random", items, **options)
        finally:
            with_quick.uninstall()
        return
    _, quick = both(base, "Random", items, **options)
    assert_made_alike(python, quick)


def test_an_unknown_python_gets_pythons_own_code(monkeypatch):
    pythons = enum_parts()
    monkeypatch.setattr(quick_enums, "SUPPORTED", ())
    made = QuickEnums().install()
    assert not made.installed
    assert all(now is then for now, then in zip(enum_parts(), pythons, strict=True))
    monkeypatch.setattr(quick_enum_classes, "SUPPORTED", ())
    assert not quick_enum_classes.QuickEnumClasses().install()._new
    assert all(now is then for now, then in zip(enum_parts(), pythons, strict=True))


def test_plain_members_take_the_short_path_and_the_rest_pythons_code(monkeypatch):
    calls: list[str] = []
    python_set_name = enum._proto_member.__set_name__

    def counted(proto, enum_class, member_name):
        calls.append(member_name)
        python_set_name(proto, enum_class, member_name)

    monkeypatch.setattr(enum._proto_member, "__set_name__", counted)
    with_quick = QuickEnums().install()
    try:
        keys = enum.IntEnum("Key", [(f"Key_{n}", n) for n in range(400)], module=__name__)
        flags = enum.Flag("Flags", [("A", 1), ("B", 2), ("AB", 3), ("value", 4)], module=__name__)
    finally:
        with_quick.uninstall()
    assert len(keys) == 400 and flags.AB == flags.A | flags.B
    assert calls == ["value"]  # the one name a base class has (Enum's ``value``)
