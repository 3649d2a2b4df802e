"""Python's enum classes made faster while the game starts, member for member as Python makes them.

PySide6 makes a Python ``enum`` class for each of Qt's enums the first time a Qt class is used:
~230 classes with ~3,700 members before the first paint (``Qt`` alone: 93 classes, 1,195
members; ``QLocale``'s three at the import of QtCore: 806). Python's ``enum`` module makes a
member through general code (``_EnumDict.__setitem__`` checks a name against every rule of a
class body; ``_proto_member.__set_name__`` looks for ``auto``, tuples, descriptors of the same
name on every base class, a ``__new__`` or ``__init__`` of the enum's own): about 7 µs a member,
the largest single part of a warm start (benchmarks/STARTUP.md, tenth session).

While a :class:`QuickEnums` is installed, those two steps take a short path for the plain case,
the only one PySide6 makes: a public name (no leading underscore) with a value that is exactly an
``int``, in a class whose members are made by ``int.__new__`` or ``object.__new__`` (``Enum``,
``IntEnum``, ``Flag``, ``IntFlag``: PySide6's four) with ``Enum``'s own ``__init__``, and no base
class has an attribute of that name. The short path does what Python's code does in that case,
in the same order (the class dictionary's records of names and values; then the member, its
name, value, class and order, the flag masks, the alias of an equal value, the attribute and
the two maps: ``quick_enum_members``); anything else goes to Python's own code, unchanged. The
classes themselves take a short path too (``quick_enum_classes``, installed with this one): a
class made by it has all its members made there at once, and these two steps are for the
enum classes it leaves to Python. ``tests/test_quick_enums.py`` makes every enum class of QtCore,
QtGui and QtWidgets both ways and compares them.

The code follows ``enum`` as it is in CPython 3.11, 3.12 and 3.13 (identical there for the plain
case); on any other version, or if ``enum`` lacks what it relies on, installing does nothing.
"""

from __future__ import annotations

import enum
import sys
from collections.abc import Callable
from typing import Any

from mahjong_qt.app.command_line.quick_enum_classes import QuickEnumClasses
from mahjong_qt.app.command_line.quick_enum_members import (
    SUPPORTED,
    add_members,
    forget,
    shape_of,
)

__all__ = ["QuickEnums", "SUPPORTED"]


_EnumDict: Any = getattr(enum, "EnumDict", None) or getattr(enum, "_EnumDict", None)
_ProtoMember: Any = getattr(enum, "_proto_member", None)


class QuickEnums:
    """Installs the short path (:meth:`install`) until :meth:`uninstall`."""

    def __init__(self) -> None:
        self._set_item: Callable[..., None] | None = None
        self._set_name: Callable[..., None] | None = None
        # the class whose members are being made (Python makes them one class at a time) and
        # its shape, or None when its members are not plain (Python's code makes each)
        self._last: list[Any] = [None, None]
        self._classes = QuickEnumClasses()

    @staticmethod
    def available() -> bool:
        """Whether this Python's ``enum`` is one the short path follows."""
        return (
            sys.version_info[:2] in SUPPORTED
            and _EnumDict is not None
            and _ProtoMember is not None
            and callable(getattr(_ProtoMember, "__set_name__", None))
            and all(
                hasattr(_EnumDict(), attr) for attr in ("_member_names", "_last_values", "_ignore")
            )
        )

    @property
    def installed(self) -> bool:
        return self._set_name is not None

    def install(self) -> QuickEnums:
        if self.installed or not self.available():
            return self
        set_item = self._set_item = _EnumDict.__setitem__
        set_name = self._set_name = _ProtoMember.__set_name__
        last = self._last

        def quick_set_item(classdict: Any, key: str, value: object) -> None:
            if (
                type(value) is int
                and key[:1] != "_"
                and key not in classdict
                and key not in classdict._ignore
            ):
                classdict._member_names[key] = None
                classdict._last_values.append(value)
                dict.__setitem__(classdict, key, value)
            else:
                set_item(classdict, key, value)

        def quick_set_name(proto: Any, enum_class: Any, member_name: str) -> None:
            value = proto.value
            if last[0] is enum_class:
                shape = last[1]
            else:
                shape = last[1] = shape_of(enum_class)
                last[0] = enum_class
            if shape is None or type(value) is not int or member_name in shape[2]:
                set_name(proto, enum_class, member_name)
                return
            type.__delattr__(enum_class, member_name)
            add_members(enum_class, shape, ((member_name, value),))

        _EnumDict.__setitem__ = quick_set_item
        _ProtoMember.__set_name__ = quick_set_name
        self._classes.install()
        return self

    def uninstall(self) -> None:
        """Python's own code again (enum classes made meanwhile stay as they are)."""
        self._classes.uninstall()
        if self._set_name is not None:
            _EnumDict.__setitem__ = self._set_item
            _ProtoMember.__set_name__ = self._set_name
            self._set_item = self._set_name = None
        self._last[:] = [None, None]
        forget()
