"""Python's enum classes made faster while the game starts, class for class as Python makes them.

PySide6 makes each of Qt's enums as ``Enum``, ``IntEnum``, ``Flag`` or ``IntFlag`` through the
functional API (``IntEnum(name, [(name, value), ...], boundary=KEEP)``, no module: the
caller's): ~230 classes before the first paint. Beyond its members, each class cost ~30 µs of
general code in ``EnumType``: ``_create_``, ``__prepare__`` and ``__new__`` look for the bases'
members, data type, ``__new__`` and value repr again for every class
(``_check_for_existing_members_``, ``_get_mixins_`` three times, ``_find_new_``,
``_find_data_repr_``), every member goes through ``_EnumDict.__setitem__`` then
``_proto_member.__set_name__``, flag attributes are put in a class and deleted when it is no
Flag, and ``__repr__``..., the flag operators and ``__new__`` set through
``EnumType.__setattr__`` (benchmarks/STARTUP.md, eleventh session).

While a :class:`QuickEnumClasses` is installed, ``EnumType._create_``, ``__prepare__`` and
``__new__`` take a short path for the plain case PySide6 makes: the metaclass is ``EnumType``
itself, the one base is one of those four, no keyword, and plain members only
(``quick_enum_members``: public names, values exactly ``int``, no name a base has) — given to
``_create_`` as a list or tuple of (name, value) pairs, or held by a class dictionary with
nothing else but what ``__prepare__`` and a class statement put there (the base's
``_generate_next_value_``, ``__module__``, ``__qualname__``). What depends only on the base is
found once per base by Python's own functions (the data type, ``_find_new_``'s answer, the value
repr, the default boundary, the methods Python compares ``__repr__``, ``__str__``,
``__format__`` and ``__reduce_ex__`` with). The class is then made from the dictionary Python's
``__new__`` gives ``type.__new__``, in the same order, less what Python deletes at once without
anything reading it in this case (a non-Flag class's flag attributes, 3.13's ``__in_progress``
mark) and with a Flag's masks as they end; its members are added in order as
``_proto_member.__set_name__`` adds them, and the attributes Python sets afterwards are set in
the same order with ``type.__setattr__`` (what ``EnumType.__setattr__`` calls for a name no
member has). ``_create_`` finds its caller's module as Python's does (two frames up); anything
else goes to Python's own code, unchanged (``_create_`` with that module).
``tests/test_quick_enums.py`` compares the classes both ways, dictionary for dictionary.

The code follows ``enum`` as it is in CPython 3.11, 3.12 (``_generate_next_value_`` kept as a
``staticmethod``, ``sys._getframemodulename``) and 3.13 (``_unhashable_values_map_``);
elsewhere installing does nothing.
"""

from __future__ import annotations

import enum
import sys
import types
from typing import Any, NamedTuple

from mahjong_qt.app.command_line.quick_enum_members import (
    SUPPORTED,
    Shape,
    add_members,
    plain_shape,
)

__all__ = ["QuickEnumClasses"]

_EnumType: Any = enum.EnumType
_EnumDict: Any = getattr(enum, "EnumDict", None) or getattr(enum, "_EnumDict", None)
#: The bases the short path makes classes on (PySide6's four).
_BASES: tuple[Any, ...] = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
#: Keys other than members a plain class dictionary may hold (what the functional API puts).
_OTHER_KEYS = frozenset(("_generate_next_value_", "__module__", "__qualname__"))
_STATIC_NEXT_VALUE = sys.version_info >= (3, 12)
_UNHASHABLE_MAP = sys.version_info >= (3, 13)
_REPRS = ("__repr__", "__str__", "__format__", "__reduce_ex__")
_FLAG_OPERATORS = ("__or__", "__and__", "__xor__", "__ror__", "__rand__", "__rxor__", "__invert__")


class _Base(NamedTuple):
    """What Python's ``EnumType`` finds of a base class, the same for every class made on it."""

    next_value: Any  # getattr(first_enum, '_generate_next_value_', None)
    member_type: type
    new_member: Any
    use_args: bool
    value_repr: Any
    boundary: Any  # the base's, for a class given none
    shape: Shape
    #: per name of _REPRS: (name, the base's method, the data type's, object's)
    reprs: tuple[tuple[str, Any, Any, Any], ...]
    #: what is set after the members, in order (the flag operators, ``__new__``)
    after: tuple[tuple[str, Any], ...]


def _found(base: Any) -> _Base | None:
    """What ``EnumType.__prepare__`` and ``__new__`` find of ``base``, by Python's own functions;
    None when its classes' members are not plain or a base has an ``__init_subclass__``."""
    bases = (base,)
    member_type, first_enum = _EnumType._get_mixins_(base.__name__, bases)
    new_member, save_new, use_args = _EnumType._find_new_({}, member_type, first_enum)
    is_flag = issubclass(base, enum.Flag)
    shape = plain_shape(member_type, new_member, use_args, base.__init__, base.__mro__, is_flag)
    if (
        shape is None
        or save_new
        or any("__init_subclass__" in vars(b) for b in base.__mro__ if b is not object)
    ):
        return None
    operators = tuple((name, getattr(enum.Flag, name)) for name in _FLAG_OPERATORS)
    return _Base(
        next_value=getattr(first_enum, "_generate_next_value_", None),
        member_type=member_type,
        new_member=new_member,
        use_args=use_args,
        value_repr=_EnumType._find_data_repr_(base.__name__, bases),
        boundary=getattr(first_enum, "_boundary_", None),
        shape=shape,
        reprs=tuple(
            (name, getattr(first_enum, name), getattr(member_type, name), getattr(object, name))
            for name in _REPRS
        ),
        after=(operators if is_flag else ()) + (("__new__", enum.Enum.__new__),),
    )


class QuickEnumClasses:
    """Installs the short path (:meth:`install`) until :meth:`uninstall`."""

    def __init__(self) -> None:
        # EnumType's own, as stored: a function, a classmethod, a staticmethod
        self._create: Any = None
        self._prepare: Any = None
        self._new: Any = None
        self._found: dict[tuple[type, ...], _Base | None] = {}

    @staticmethod
    def available() -> bool:
        """Whether this Python's ``enum`` is one the short path follows (3.11-3.13)."""
        parts = vars(_EnumType)
        return (
            sys.version_info[:2] in SUPPORTED
            and _EnumDict is not None
            and callable(parts.get("_create_"))
            and isinstance(parts.get("__prepare__"), classmethod)
            and isinstance(parts.get("__new__"), staticmethod)
            and all(hasattr(_EnumType, name) for name in ("_get_mixins_", "_find_new_"))
        )

    def install(self) -> QuickEnumClasses:
        """Once (again after :meth:`uninstall`), on a Python the short path follows."""
        parts = vars(_EnumType)
        if self._new is not None or not self.available():
            return self
        self._create, self._prepare, self._new = (
            parts["_create_"],
            parts["__prepare__"],
            parts["__new__"],
        )
        python_create = self._create
        python_prepare = self._prepare.__func__
        python_new = self._new.__func__
        found = self._found

        def base_of(metacls: Any, bases: Any) -> _Base | None:
            if metacls is not _EnumType or type(bases) is not tuple or len(bases) != 1:
                return None
            try:
                return found[bases]
            except KeyError:
                made = found[bases] = _found(bases[0]) if bases[0] in _BASES else None
                return made

        def quick_create(
            cls: Any,
            class_name: Any,
            names: Any,
            *,
            module: Any = None,
            qualname: Any = None,
            type: Any = None,  # noqa: A002 (Python's name)
            start: Any = 1,
            boundary: Any = None,
        ) -> Any:
            if module is None:  # the caller's module, found as Python's _create_ finds it
                if _FRAME_MODULE is not None:
                    module = _FRAME_MODULE(2)
                else:
                    try:
                        module = sys._getframe(2).f_globals["__name__"]
                    except (AttributeError, ValueError, KeyError):
                        pass
            base = None if type is not None or module is None else base_of(cls.__class__, (cls,))
            made = None
            if base is not None:
                parts = _listed(names, module, qualname, base)
                if parts is not None:
                    made = _made(cls.__class__, class_name, (cls,), parts, boundary, base)
            if made is not None:
                return made
            options = {"qualname": qualname, "type": type, "start": start, "boundary": boundary}
            if module is None:  # Python's code finds no module either
                return _without_module(python_create, cls, class_name, names, **options)
            return python_create(cls, class_name, names, module=module, **options)

        def quick_prepare(metacls: Any, cls: str, bases: Any, **kwds: Any) -> Any:
            base = None if kwds else base_of(metacls, bases)
            if base is None:
                return python_prepare(metacls, cls, bases, **kwds)
            classdict = _EnumDict()
            classdict._cls_name = cls
            # what the classdict's __setitem__ does with a _generate_next_value_
            value = base.next_value
            classdict._generate_next_value = (
                value.__func__ if isinstance(value, staticmethod) else value
            )
            dict.__setitem__(classdict, "_generate_next_value_", value)
            return classdict

        def quick_new(
            metacls: Any,
            cls: Any,
            bases: Any,
            classdict: Any,
            *,
            boundary: Any = None,
            _simple: bool = False,
            **kwds: Any,
        ) -> Any:
            base = (
                None
                if _simple or kwds or type(classdict) is not _EnumDict
                else base_of(metacls, bases)
            )
            made = None
            if base is not None:
                parts = _in_classdict(classdict, base)
                if parts is not None:
                    made = _made(metacls, cls, bases, parts, boundary, base)
            if made is None:
                return python_new(
                    metacls, cls, bases, classdict, boundary=boundary, _simple=_simple, **kwds
                )
            return made

        type.__setattr__(_EnumType, "_create_", quick_create)
        type.__setattr__(_EnumType, "__prepare__", classmethod(quick_prepare))
        type.__setattr__(_EnumType, "__new__", staticmethod(quick_new))
        return self

    def uninstall(self) -> None:
        """Python's own code again (enum classes made meanwhile stay as they are)."""
        if self._new is not None:
            type.__setattr__(_EnumType, "_create_", self._create)
            type.__setattr__(_EnumType, "__prepare__", self._prepare)
            type.__setattr__(_EnumType, "__new__", self._new)
            self._create = self._prepare = self._new = None
        self._found.clear()


#: The leading keys of a plain class dictionary (its keys other than members, in order) and its
#: members (name, value), in order.
_Parts = tuple[dict[str, Any], list[tuple[str, int]]]


def _next_value(value: Any) -> Any:
    """The ``_generate_next_value_`` Python's ``__new__`` puts in the class."""
    if _STATIC_NEXT_VALUE and value is not None and type(value) is not staticmethod:
        return staticmethod(value)
    return value


def _listed(names: Any, module: Any, qualname: Any, base: _Base) -> _Parts | None:
    """The parts of the class ``_create_`` makes of a list of plain (name, value) pairs, or
    None when it is anything else (Python's ``_create_`` then makes it)."""
    if type(names) is not list and type(names) is not tuple:
        return None
    taken = base.shape[2]
    members: dict[str, int] = {}
    for item in names:
        if type(item) is not tuple or len(item) != 2:
            return None
        name, value = item
        if (
            type(name) is not str
            or type(value) is not int
            or name[:1] == "_"
            or name in taken
            or name in members
        ):
            return None
        members[name] = value
    if "mro" in members or "" in members or (qualname is not None and type(qualname) is not str):
        return None
    leading = {"_generate_next_value_": _next_value(base.next_value), "__module__": module}
    if qualname is not None:
        leading["__qualname__"] = qualname
    return leading, list(members.items())


def _in_classdict(classdict: Any, base: _Base) -> _Parts | None:
    """The parts of a class ``__new__`` makes of ``classdict``, or None when it is not plain."""
    members = classdict._member_names
    if "mro" in members or "" in members or classdict._ignore:
        return None
    taken = base.shape[2]
    leading: dict[str, Any] = {}
    listed: list[tuple[str, int]] = []
    for key, value in dict.items(classdict):
        if key in members:
            if type(value) is not int or key in taken:
                return None
            listed.append((key, value))
        elif key not in _OTHER_KEYS:
            return None
        elif key == "_generate_next_value_":
            if value is not base.next_value:
                return None
            leading[key] = _next_value(value)
        elif key == "__qualname__" and type(value) is not str:
            return None
        else:
            leading[key] = value
    return leading, listed


def _made(
    metacls: Any,
    cls: Any,
    bases: Any,
    parts: _Parts,
    boundary: Any,
    base: _Base,
) -> Any:
    """The class Python's ``EnumType.__new__`` makes of these parts (None if ``type.__new__``
    refuses them: Python's code then raises its own way)."""
    if type(cls) is not str:
        return None
    made, members = parts
    made["_new_member_"] = base.new_member
    made["_use_args_"] = base.use_args
    made["_member_names_"] = []
    made["_member_map_"] = {}
    made["_value2member_map_"] = {}
    made["_unhashable_values_"] = []
    if _UNHASHABLE_MAP:
        made["_unhashable_values_map_"] = {}
    made["_member_type_"] = base.member_type
    made["_value_repr_"] = base.value_repr
    is_flag = base.shape[1]
    if is_flag:  # the masks as they are once each member has added its value
        mask = singles = 0
        for _, value in members:
            mask |= value
            if value != 0 and value & (value - 1) == 0:  # enum._is_single_bit
                singles |= value
        made["_boundary_"] = boundary or base.boundary
        made["_flag_mask_"] = mask
        made["_singles_mask_"] = singles
        made["_all_bits_"] = 2 ** mask.bit_length() - 1
        made["_inverted_"] = None
    try:
        enum_class = type.__new__(metacls, cls, bases, made)
    except Exception:  # noqa: BLE001 (Python's own code raises it its own way)
        return None
    add_members(enum_class, base.shape, members, masks=False)
    setattr_ = type.__setattr__
    for name, enum_method, data_type_method, object_method in base.reprs:
        if getattr(enum_class, name) in (data_type_method, object_method):
            setattr_(enum_class, name, enum_method)
    for name, value in base.after:
        setattr_(enum_class, name, value)
    if is_flag:
        values = [enum_class._member_map_[name]._value_ for name in enum_class._member_names_]
        if values != sorted(values):
            setattr_(enum_class, "_iter_member_", enum_class._iter_member_by_def_)
    return enum_class


#: Where Python 3.12+ finds the module of a class made through the functional API.
_FRAME_MODULE: Any = getattr(sys, "_getframemodulename", None)


def _called_again(function: Any, *args: Any, **kwds: Any) -> Any:
    return function(*args, **kwds)


def _called(function: Any, *args: Any, **kwds: Any) -> Any:
    return _called_again(function, *args, **kwds)


#: _called made again in a namespace without a module name: Python's ``_create_`` called through
#: it (two calls up: where it looks for its caller's module) finds none, as it would have.
_without_module: Any = types.FunctionType(
    _called.__code__, {"_called_again": types.FunctionType(_called_again.__code__, {})}
)
