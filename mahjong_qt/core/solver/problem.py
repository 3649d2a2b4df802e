"""A position reduced to what the solver needs: the present tiles, who blocks whom, the groups.

Tiles are renumbered 0..n-1 over the present tiles only (``tile_of`` maps back to position
indices), so a game in progress is solved exactly like a fresh deal. Freedom is kept as three
counters per tile: present tiles lying on it, present tiles touching its left side, its right
side. A tile is free when the first is zero and one of the others is. When a tile goes only the
tiles listed in ``below``/``left_of``/``right_of`` can change, which makes freedom incremental.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..geometry import Geometry
from ..tiles import match_key

__all__ = ["Problem"]


@dataclass(frozen=True, slots=True, eq=False)
class Problem:
    n: int
    tile_of: tuple[int, ...]  # local tile → position index on the board
    below: tuple[tuple[int, ...], ...]  # tiles this one lies on
    left_of: tuple[tuple[int, ...], ...]  # tiles touching its left side (it blocks their right)
    right_of: tuple[tuple[int, ...], ...]  # tiles touching its right side
    cover0: tuple[int, ...]
    lc0: tuple[int, ...]
    rc0: tuple[int, ...]
    group: tuple[int, ...]  # local tile → group number
    bit: tuple[int, ...]  # local tile → its bit in its group
    members: tuple[tuple[int, ...], ...]  # group → local tiles
    odd_key: int | None  # a match key with an odd number of present tiles, if any
    # group → masks of two members one of which lies (maybe through others) on the other: such
    # a pair can never be the last two of its group
    stacked: tuple[frozenset[int], ...] = ()
    free0: tuple[int, ...] = ()  # group → mask of its members free at the start
    full: tuple[int, ...] = ()  # group → mask of all its members
    safe0: tuple[int, ...] = ()  # groups whose members are all free at the start
    cand0: tuple[int, ...] = ()  # the other groups with two free members or more at the start
    nfree0: tuple[int, ...] = ()  # group → how many of its members are free at the start
    sizes: tuple[int, ...] = ()  # group → how many members it has

    @classmethod
    def build(
        cls, geometry: Geometry, faces: Sequence[int], present: Sequence[bool] | None = None
    ) -> Problem:
        if len(faces) != len(geometry) or (present is not None and len(present) != len(faces)):
            raise ValueError("faces and present must have one entry per position")
        shape = _shape(geometry, None if present is None else tuple(present))
        tile_of = shape.tile_of
        return cls(
            len(tile_of),
            tile_of,
            shape.below,
            shape.left,
            shape.right,
            shape.cover0,
            shape.lc0,
            shape.rc0,
            *_groups(shape, faces),
        )

    @property
    def groups(self) -> int:
        return len(self.members)


@dataclass(frozen=True, slots=True, eq=False)
class _Shape:
    """What a problem takes from the layout and the present tiles alone (not the faces)."""

    tile_of: tuple[int, ...]
    below: tuple[tuple[int, ...], ...]
    left: tuple[tuple[int, ...], ...]
    right: tuple[tuple[int, ...], ...]
    cover0: tuple[int, ...]
    lc0: tuple[int, ...]
    rc0: tuple[int, ...]
    # the pairs of tiles one of which lies (maybe through others) on the other, (lower number,
    # higher): a group's stacked pairs are those of its members
    layered: tuple[tuple[int, int], ...]
    free: tuple[int, ...]  # tiles free at the start


_NONE: frozenset[int] = frozenset()
_ONE = 1  # a Python int (``1 << i`` on C integers would overflow past 63 members)
# kind → match key as bytes (``bytes.translate``'s table: every other value its own key, as for
# match_key), and the bytes 0..255 (a group number per key)
_KEY_BYTES = bytes([match_key(kind) for kind in range(256)])
_NUMBERS = bytes(range(256))


def _groups(
    shape: _Shape, faces: Sequence[int]
) -> tuple[
    tuple[int, ...],
    tuple[int, ...],
    tuple[tuple[int, ...], ...],
    int | None,
    tuple[frozenset[int], ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
]:
    """What a problem takes from the faces (its fields from ``group`` on, in order): each
    tile's group and bit in it, the groups' members (local tiles, by match key), a match key
    with an odd number of present tiles (or None), each group's stacked pairs, its members free
    at the start and all its members (as masks), the groups whose members are all free at the
    start and the other groups with two free members or more, each group's number of free
    members at the start and of members.

    The tiles' keys are one C pass (``bytes.translate``: the faces are kinds, 0..41; a face
    outside 0..255 is not a tile and raises ``ValueError``), then one loop over the tiles
    lists them by key and gives each its bit; the groups are the keys present, in order."""
    tile_of = shape.tile_of
    n = len(tile_of)
    # every position present: the local tiles are the positions
    keyed = bytes(faces if n == len(faces) else [faces[p] for p in tile_of]).translate(_KEY_BYTES)
    by_key: list[list[int]] = [[] for _ in range(max(keyed, default=-1) + 1)]
    bit = [0] * n
    for t, k in enumerate(keyed):
        tl = by_key[k]
        bit[t] = _ONE << len(tl)
        tl.append(t)
    keys = [k for k in range(len(by_key)) if by_key[k]]
    members = tuple([tuple(by_key[k]) for k in keys])
    # local tile → group number: the same translation, key → its rank among the keys present
    group = tuple(keyed.translate(bytes.maketrans(bytes(keys), _NUMBERS[: len(keys)])))
    stacked_list: list[frozenset[int]] = [_NONE] * len(members)
    hits: dict[int, list[int]] = {}  # group → the masks of its stacked pairs
    for t, u in shape.layered:
        h = group[t]
        if h == group[u]:
            found = hits.get(h)
            if found is None:
                hits[h] = [bit[t] | bit[u]]
            else:
                found.append(bit[t] | bit[u])
    for h, found in hits.items():
        stacked_list[h] = frozenset(found)
    free0 = [0] * len(members)
    for t in shape.free:
        free0[group[t]] |= bit[t]
    odd = None
    full = [0] * len(members)
    nfree0 = [0] * len(members)
    sizes = [0] * len(members)
    safe0 = []
    cand0 = []
    for g, m in enumerate(members):
        c = len(m)
        if c % 2 and odd is None:
            odd = keys[g]
        full[g] = (_ONE << c) - 1
        sizes[g] = c
        nfree0[g] = k = free0[g].bit_count()
        if k == c:
            safe0.append(g)
        elif k >= 2:
            cand0.append(g)
    return (
        group,
        tuple(bit),
        members,
        odd,
        tuple(stacked_list),
        tuple(free0),
        tuple(full),
        tuple(safe0),
        tuple(cand0),
        tuple(nfree0),
        tuple(sizes),
    )


_SHAPES: dict[tuple[Geometry, tuple[bool, ...] | None], _Shape] = {}
_SHAPES_KEPT = 16


def _shape(geometry: Geometry, present: tuple[bool, ...] | None) -> _Shape:
    """The shape of ``geometry`` with the ``present`` tiles (None: every tile), cached for the
    last few (a fresh deal of a layout is the same shape every time; a game in progress is a
    new one)."""
    key = (geometry, present)
    shape = _SHAPES.get(key)
    if shape is None:
        shape = _build_shape(geometry, present)
        if len(_SHAPES) >= _SHAPES_KEPT:
            _SHAPES.clear()  # (one atomic step: deals are also made in worker threads)
        _SHAPES[key] = shape
    return shape


def _build_shape(geometry: Geometry, present: tuple[bool, ...] | None) -> _Shape:
    tile_of = tuple(i for i in range(len(geometry)) if present is None or present[i])
    local = {p: t for t, p in enumerate(tile_of)}

    def keep(indices: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(local[j] for j in indices if j in local)

    below = tuple(keep(geometry.below[p]) for p in tile_of)
    above = [keep(geometry.above[p]) for p in tile_of]
    left = tuple(keep(geometry.left[p]) for p in tile_of)
    right = tuple(keep(geometry.right[p]) for p in tile_of)
    cover0 = tuple(len(a) for a in above)
    lc0 = tuple(len(x) for x in left)
    rc0 = tuple(len(x) for x in right)
    free = tuple(t for t in range(len(tile_of)) if cover0[t] == 0 and (lc0[t] == 0 or rc0[t] == 0))
    under = _under_masks(below)
    layered = []
    for t, mask in enumerate(under):
        for u in range(mask.bit_length()):
            if mask >> u & 1:  # u lies under t
                layered.append((u, t) if u < t else (t, u))
    return _Shape(tile_of, below, left, right, cover0, lc0, rc0, tuple(layered), free)


def _under_masks(below: tuple[tuple[int, ...], ...]) -> list[int]:
    """Per tile, the mask of the tiles under it, directly or through others."""
    under: list[int | None] = [None] * len(below)

    def of(t: int) -> int:
        stack = [t]
        while stack:
            u = stack[-1]
            pending = [v for v in below[u] if under[v] is None]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            if under[u] is None:
                m = 0
                for v in below[u]:
                    m |= (1 << v) | under[v]  # type: ignore[operator]
                under[u] = m
        return under[t]  # type: ignore[return-value]

    return [of(t) for t in range(len(below))]
