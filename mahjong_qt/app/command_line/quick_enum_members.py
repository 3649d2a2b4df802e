"""Plain enum members made as Python's ``enum`` makes them (for ``quick_enums`` and
``quick_enum_classes``).

A member is plain when its name is public, its value exactly an ``int``, its class's members are
made by ``int.__new__`` or ``object.__new__`` (``Enum``, ``IntEnum``, ``Flag``, ``IntFlag``) with
``Enum``'s own ``__init__``, and no base class has an attribute of its name. :func:`add_members`
does for such members what ``enum._proto_member.__set_name__`` does, in the same order (the
member, its name, value, class and order, the flag masks, the alias of an equal value, the
attribute and the two maps), CPython 3.11, 3.12 and 3.13 alike.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Any

__all__ = ["SUPPORTED", "Shape", "add_members", "forget", "plain_shape", "shape_of"]

#: The Python versions whose ``enum`` module the short paths follow.
SUPPORTED = ((3, 11), (3, 12), (3, 13))

_enum_init = enum.Enum.__init__

#: How an enum class's members are made: int members, a Flag, its bases' attribute names.
Shape = tuple[bool, bool, frozenset[str]]

#: The attribute names of each chain of base classes seen (IntEnum's, IntFlag's...: the same for
#: every enum made on them); emptied by :func:`forget`.
_TAKEN: dict[tuple[type, ...], frozenset[str]] = {}


def plain_shape(
    member_type: Any, new: Any, use_args: bool, init: Any, bases: tuple[type, ...], is_flag: bool
) -> Shape | None:
    """The shape of a class with these parts, chain of bases (its ``__mro__[1:]``) and kind,
    when its members can be made by :func:`add_members` (else None)."""
    if init is not _enum_init:
        return None
    if member_type is int and new is int.__new__ and use_args:
        int_members = True
    elif member_type is object and new is object.__new__ and not use_args:
        int_members = False
    else:
        return None
    taken = _TAKEN.get(bases)
    if taken is None:
        taken = _TAKEN[bases] = frozenset(name for base in bases for name in base.__dict__)
    return int_members, is_flag, taken


def shape_of(enum_class: Any) -> Shape | None:
    """The shape of ``enum_class`` (being made: its parts are in its dictionary)."""
    return plain_shape(
        enum_class._member_type_,
        enum_class._new_member_,
        enum_class._use_args_,
        enum_class.__init__,
        enum_class.__mro__[1:],
        issubclass(enum_class, enum.Flag),
    )


def add_members(
    enum_class: Any, shape: Shape, members: Iterable[tuple[str, int]], *, masks: bool = True
) -> None:
    """Makes ``enum_class``'s plain ``members`` (name, value) in order, as Python's
    ``_proto_member.__set_name__`` makes each once it has removed its placeholder: the attribute
    of each name is added at the end of the class's dictionary. A Flag's masks are updated
    member by member, unless ``masks`` is false (the class has them as they end)."""
    int_members, is_flag, _ = shape
    with_masks = is_flag and masks
    names = enum_class._member_names_
    by_name = enum_class._member_map_
    by_value = enum_class._value2member_map_
    setattr_ = type.__setattr__
    for member_name, value in members:
        member = int.__new__(enum_class, value) if int_members else object.__new__(enum_class)
        member._value_ = value
        member._name_ = member_name
        member.__objclass__ = enum_class
        member._sort_order_ = len(names)
        # listed in _member_names_ unless an alias; a Flag's only when one bit (_is_single_bit)
        single = not is_flag or (value != 0 and value & (value - 1) == 0)
        if with_masks:
            mask = enum_class._flag_mask_ | value
            setattr_(enum_class, "_flag_mask_", mask)
            if single:
                setattr_(enum_class, "_singles_mask_", enum_class._singles_mask_ | value)
            setattr_(enum_class, "_all_bits_", 2 ** mask.bit_length() - 1)
        canonical = by_value.setdefault(value, member)  # an equal value's member: an alias
        if canonical is member and single:
            names.append(member_name)
        setattr_(enum_class, member_name, canonical)
        by_name[member_name] = canonical


def forget() -> None:
    """Empties the memory of base classes' attribute names."""
    _TAKEN.clear()
