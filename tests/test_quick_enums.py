"""The short path for enum members (app/command_line/quick_enums.py) makes what Python makes.

Every enum class of QtCore, QtGui and QtWidgets is made again from its members, by Python's own
code and with the short path installed, and the two are compared attribute by attribute, member
by member (their names, values, order, aliases, maps, flag masks, repr/str/format, look-ups by
value, flag operations); so are enums Python makes by the rules the short path leaves to Python
(underscore names, ``auto``, descriptors of the same name, non-int values, a ``__new__`` or an
``__init__`` of their own), and random ones (hypothesis).
"""

from __future__ import annotations

import enum
import pickle
import sys
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_qt.app.command_line import quick_enums
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
        assert describe(quick) == describe(python), cls.__qualname__
    assert members > 5_000  # 6.11: 6,451


def test_the_short_path_is_taken_and_given_back(quick):
    assert enum._proto_member.__set_name__.__name__ == "quick_set_name"
    assert ENUM_DICT.__setitem__.__name__ == "quick_set_item"
    quick.uninstall()
    assert enum._proto_member.__set_name__.__name__ == "__set_name__"
    assert ENUM_DICT.__setitem__.__name__ == "__setitem__"
    quick.uninstall()  # twice: nothing more


def test_the_game_leaves_enum_as_it_found_it():
    from mahjong_qt.app.main import main

    set_name, set_item = enum._proto_member.__set_name__, ENUM_DICT.__setitem__
    assert main(["--list-layouts"]) == 0
    assert enum._proto_member.__set_name__ is set_name and ENUM_DICT.__setitem__ is set_item


@pytest.mark.parametrize("base", BASES)
def test_aliases_zero_negative_multi_bit_and_big_values(base):
    items = [("A", 1), ("B", 2), ("Both", 3), ("Again", 1), ("Zero", 0), ("Big", 1 << 40)]
    if base in (enum.Enum, enum.IntEnum):
        items.append(("Negative", -5))
    python, quick = both(base, "Mixed", items, boundary=enum.KEEP)
    assert describe(quick) == describe(python)
    assert quick.Again is quick.A and quick(3).name == "Both"


@pytest.mark.parametrize("base", BASES)
def test_names_and_values_left_to_python(base):
    """Names of attributes the bases have (``name``, ``value``, int's ``real``...), a value that
    is a bool or a str: Python's code makes those members, in the same class as the rest."""
    items = [("name", 1), ("value", 2), ("real", 4), ("Plain", 8), ("Flagged", True)]
    python, quick = both(base, "Clashing", items)
    assert describe(quick) == describe(python)
    assert quick["name"].value == 1 and quick.Plain.value == 8
    words = [("Red", "r"), ("Green", "g")]
    python, quick = both(enum.Enum, "Words", words)
    assert describe(quick) == describe(python)


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
        assert describe(other) == describe(one)
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
    assert describe(made) == describe(python)


NAMES = st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,8}", fullmatch=True)


@settings(max_examples=60, deadline=None)
@given(
    base=st.sampled_from(BASES),
    items=st.lists(
        st.tuples(NAMES, st.integers(min_value=0, max_value=1 << 33)),
        max_size=24,
        unique_by=lambda item: item[0],
    ),
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
    assert describe(quick) == describe(python)


def test_an_unknown_python_gets_pythons_own_code(monkeypatch):
    monkeypatch.setattr(quick_enums, "SUPPORTED", ())
    made = QuickEnums().install()
    assert not made.installed and enum._proto_member.__set_name__.__name__ == "__set_name__"


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
