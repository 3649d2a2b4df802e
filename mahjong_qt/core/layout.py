"""Reading and writing layout files: untrusted bytes in, a checked :class:`Layout` out.

:func:`parse_layout` and :func:`load_layout` raise only :class:`LayoutError`, whatever the input
(binary junk, huge files, JSON that is not a layout, a layout with geometry errors).

A file is checked by the schema (pydantic, imported only then); a :class:`Layout` keeps plain
values (:class:`~mahjong_qt.core.layout_data.LayoutData`), so that importing this module,
pickling a layout for a worker and dealing on it need no pydantic.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .atomic_io import atomic_write_text
from .checked_values import recalled_or_checked
from .geometry import Geometry, Position, canonical_order
from .json_text import JsonTextError, parse_json
from .known_layouts import known_layout_data
from .layout_data import SCHEMA_VERSION, LayoutData
from .layout_issues import LayoutIssue, geometry_warnings
from .layout_limits import MAX_FILE_BYTES, MAX_TILES, MAX_XY, MAX_Z
from .regular_file import NotRegularFileError, read_regular_file

if TYPE_CHECKING:  # pydantic is imported when a file is checked, not with this module
    from pydantic_core import ErrorDetails

    from .layout_schema import LayoutModel

__all__ = [
    "MAX_FILE_BYTES",
    "Layout",
    "LayoutError",
    "parse_layout",
    "load_layout",
    "layout_to_json",
    "save_layout",
]


class LayoutError(Exception):
    """A layout file that cannot be used. ``issues`` says why (all have severity "error")."""

    def __init__(self, source: str, issues: list[LayoutIssue]):
        self.source = source
        self.issues = issues
        super().__init__(f"{source}: " + "; ".join(i.message for i in issues))


@dataclass(frozen=True, eq=False)
class Layout:
    """A valid layout: its contents, its positions in canonical order, geometry and warnings.

    The geometry is built when first asked for: a layout listed (the layout browser, the New
    Game dialog) is not played, and its relations are most of the time of reading it. The
    pydantic :attr:`model` (for the editor and the files written) is made when first asked for
    too. A layout pickles as its plain part (contents, positions, warnings): a worker gets it
    without the geometry, and without checking it again."""

    data: LayoutData
    positions: tuple[Position, ...]
    warnings: tuple[LayoutIssue, ...]

    @classmethod
    def from_data(cls, data: LayoutData) -> Layout:
        """The layout of contents already checked (by :func:`parse_layout` or the schema)."""
        own = {p: p for p in data.tiles}  # the tiles' own tuples: a pickle holds each once
        positions = tuple(own[p] for p in canonical_order(data.tiles))
        return cls(data, positions, tuple(geometry_warnings(data.tiles)))

    @classmethod
    def from_model(cls, model: LayoutModel) -> Layout:
        """The layout of a checked model (the editor's, a generated one)."""
        from .layout_schema import data_of_model

        layout = cls.from_data(data_of_model(model))
        layout.__dict__["model"] = model
        return layout

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.data, self.positions, self.warnings))

    @cached_property
    def geometry(self) -> Geometry:
        return Geometry.from_positions(self.positions)

    @cached_property
    def model(self) -> LayoutModel:
        """The layout as the schema's model (equal to the one its file was checked with)."""
        from .layout_schema import model_of_data

        return model_of_data(self.data)

    @property
    def id(self) -> str:
        return self.data.id

    def name(self, lang: str) -> str:
        return self.data.name.local(lang)

    def description(self, lang: str) -> str:
        return self.data.description.local(lang)

    @property
    def tile_count(self) -> int:
        return len(self.positions)

    def level_counts(self) -> list[int]:
        counts = Counter(p[2] for p in self.positions)
        return [counts.get(z, 0) for z in range(max(counts) + 1)] if counts else []

    def free_at_start(self) -> int:
        return len(self.geometry.free_indices([True] * len(self.positions)))


def _fail(source: str, code: str, message: str, **params: object) -> LayoutError:
    return LayoutError(source, [LayoutIssue("error", code, message, (), params)])


_FIELD_NAMES = ("x", "y", "z")


def _issue_from_pydantic(err: ErrorDetails, data: object) -> list[LayoutIssue]:
    from .layout_schema import issues_from_context

    loc = err.get("loc", ())
    if err.get("type") == "layout_geometry":
        return issues_from_context(err.get("ctx"))
    if len(loc) >= 2 and loc[0] == "tiles" and isinstance(loc[1], int):
        i = loc[1]
        try:
            raw = json.dumps(data["tiles"][i])  # type: ignore[index]
        except Exception:  # noqa: BLE001 - only used to quote the input
            raw = "?"
        if len(loc) == 3 and isinstance(loc[2], int) and err.get("type") != "missing":
            axis = _FIELD_NAMES[loc[2]] if loc[2] < 3 else str(loc[2])
            top = MAX_Z if axis == "z" else MAX_XY
            msg = f"tiles[{i}] = {raw}: {axis} must be a whole number from 0 to {top}"
        else:
            msg = f"tiles[{i}] = {raw}: a tile is [x, y, z], three whole numbers"
        return [LayoutIssue("error", "coordinate", msg, (i,), {"index": i})]
    if loc == ("tiles",) and err.get("type") == "too_long":
        n, top = len(data["tiles"]), MAX_TILES  # type: ignore[index]
        msg = f"the layout has {n} tiles; at most {top} are allowed"
        return [LayoutIssue("error", "too_many_tiles", msg, (), {"count": n, "max": top})]
    path = ".".join(str(p) for p in loc) or "layout"
    if err.get("type") == "missing":
        msg, reason = f"'{path}' is missing", "missing"
    elif err.get("type") == "extra_forbidden":
        msg, reason = f"'{path}' is not a layout field", "unknown"
    elif loc == ("schema_version",):
        msg = f"schema_version must be {SCHEMA_VERSION} (this file says {err.get('input')!r})"
        reason = "version"
    else:
        msg, reason = f"'{path}': {err.get('msg', 'invalid value')}", "invalid"
    return [LayoutIssue("error", "field", msg, (), {"field": path, "reason": reason})]


def parse_layout(data: bytes | str, source: str = "<layout>") -> Layout:
    """Check and load a layout from the bytes of a file. Raises :class:`LayoutError` only.
    A file the game ships, as it was checked before release (``core.known_layouts``), and a
    layout the game's start read from the same bytes before (``core.checked_values``) are not
    checked again: a start needs no pydantic."""
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    known = known_layout_data(data)
    if known is not None:
        return Layout.from_data(known)
    return recalled_or_checked(Layout, data, lambda data: _checked_layout(data, source))


def _checked_layout(data: bytes, source: str) -> Layout:
    if len(data) > MAX_FILE_BYTES:
        raise _fail(
            source,
            "too_large",
            f"the file is too large for a layout ({len(data):,} bytes; at most {MAX_FILE_BYTES:,})",
            size=len(data),
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _fail(source, "not_text", "not a layout: the file is not UTF-8 text") from None
    if "\x00" in text:
        raise _fail(source, "not_text", "not a layout: the file is binary")
    try:
        obj = parse_json(text)
    except JsonTextError as e:
        if e.reason == "number_too_long":
            raise _fail(source, "not_layout", f"not a layout: {e.message}") from None
        where = {} if e.line is None else {"line": e.line, "column": e.column}
        raise _fail(source, "not_json", f"not valid JSON: {e.message}", **where) from None
    if not isinstance(obj, dict) or "tiles" not in obj and "schema_version" not in obj:
        raise _fail(
            source,
            "not_layout",
            "not a Mahjong Qt layout: expected a JSON object with 'schema_version' and 'tiles'",
        )
    from pydantic import ValidationError

    from .layout_schema import LayoutModel, data_of_model

    try:
        model = LayoutModel.model_validate(obj)
    except ValidationError as e:
        issues: list[LayoutIssue] = []
        for err in e.errors(include_url=False):
            issues += _issue_from_pydantic(err, obj)
        raise LayoutError(source, issues) from None
    except RecursionError:
        raise _fail(source, "not_layout", "not a layout: nested too deeply") from None
    return Layout.from_data(data_of_model(model))


def load_layout(path: str | os.PathLike[str]) -> Layout:
    """Read and check a layout file. Raises :class:`LayoutError` only."""
    p = Path(path)
    source = str(p)
    try:
        if p.is_dir():
            raise _fail(source, "not_layout", "not a layout: this is a folder")
        size = p.stat().st_size
        if size > MAX_FILE_BYTES and p.is_file():
            raise _fail(
                source,
                "too_large",
                f"the file is too large for a layout ({size:,} bytes; at most {MAX_FILE_BYTES:,})",
                size=size,
            )
        data = read_regular_file(p, MAX_FILE_BYTES)
    except IsADirectoryError:
        raise _fail(source, "not_layout", "not a layout: this is a folder") from None
    except NotRegularFileError:  # a pipe or a device would block or never end
        raise _fail(source, "not_layout", "not a layout: this is not a regular file") from None
    except OSError as e:
        raise _fail(
            source, "unreadable", f"cannot read the file: {e.strerror or e}", errno=e.errno
        ) from None
    return parse_layout(data, source)


def layout_to_json(model: LayoutModel) -> str:
    """The text of a layout file: stable, readable, one tile per line."""
    head = model.model_dump(
        mode="json", exclude={"tiles"} if model.category else {"tiles", "category"}
    )
    lines = ["{"]
    for key, value in head.items():
        lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    tiles = sorted(model.tiles, key=lambda p: (p[2], p[1], p[0]))
    lines.append('  "tiles": [')
    lines.append(",\n".join(f"    [{x}, {y}, {z}]" for x, y, z in tiles))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def save_layout(model: LayoutModel, path: str | os.PathLike[str]) -> None:
    """Write a layout file atomically."""
    atomic_write_text(path, layout_to_json(model))
