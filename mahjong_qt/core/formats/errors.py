"""The one error type of the foreign-format importers and exporter, with its stable codes."""

from __future__ import annotations

from typing import Any

__all__ = ["FormatError", "FORMAT_ERROR_CODES", "shortened"]

# Every code a FormatError may carry, with the parameters its translation gets (a user interface
# shows the reason in the user's language from these; the English message is for the CLI).
FORMAT_ERROR_CODES: dict[str, tuple[str, ...]] = {
    # any file
    "unreadable": ("errno",),
    "folder": (),
    "too_large": ("size", "max"),
    "binary": (),
    "already_json": (),
    "unknown_format": (),
    "bad_header": ("format", "expected", "found"),
    "too_many_tiles": ("max",),
    "too_wide": ("across", "down", "max"),
    "bad_levels": ("max",),
    "nothing_to_export": (),
    "too_large_for_format": (
        "format",
        "width",
        "height",
        "depth",
        "max_width",
        "max_height",
        "max_depth",
    ),
    # KMahjongg .layout
    "bad_dimension": ("letter", "text", "max"),
    "missing_dimensions": ("missing",),
    "no_grid": ("width", "height", "depth", "cells"),
    "row_length": ("width", "found", "cells", "total"),
    "row_count": ("rows", "expected", "depth", "height"),
    # Kyodai .lay
    "ends_early": ("cells",),
    "grid_length": ("cells", "found", "levels", "rows", "columns"),
    "bad_character": ("character", "position", "level", "row", "column"),
    # GNOME .map
    "not_xml": ("column",),
    "too_deep": (),
    "doctype": (),
    "no_map": (),
    "too_many_maps": ("max",),
    "file_too_many_tiles": ("max",),
    "too_many_elements": ("max",),
    "nested_map": (),
    "nested_layer": (),
    "outside_map": (),
    "missing_attribute": ("attribute",),
    "not_a_number": ("attribute", "value"),
    "too_far": ("attribute", "value", "max"),
    "not_half": ("attribute", "value"),
    "bad_level": ("value", "max"),
    "inverted_range": ("low", "high", "low_value", "high_value"),
    "choose_map": ("maps",),
    "no_map_number": ("number", "maps"),
    "no_map_named": ("name", "maps"),
}


class FormatError(Exception):
    """A foreign layout file that cannot be read, with one clear message.

    ``code`` is one of :data:`FORMAT_ERROR_CODES` and ``params`` holds the values a translated
    message needs (plain ints, strings and lists); ``message`` is the English reason. ``line`` is
    the 1-based line where the problem is (``None`` when it concerns the whole file); ``element``
    names the XML element at fault in a GNOME map (``"row"`` for ``<row>``). The text of the
    exception says both: ``"line 7: expected 3,400 digits ..."`` or
    ``"<row> at line 12: missing attribute 'left'"``.
    """

    def __init__(
        self,
        code: str,
        message: str,
        line: int | None = None,
        element: str | None = None,
        **params: Any,
    ):
        if code not in FORMAT_ERROR_CODES:
            raise ValueError(f"unknown FormatError code {code!r}")
        self.code = code
        self.message = message
        self.line = line
        self.element = element
        self.params = params
        super().__init__(self._text())

    def __reduce__(self) -> tuple[object, ...]:
        """Keep code, parameters, line and element across a process boundary (pickling)."""
        return (
            _rebuild,
            (type(self), self.code, self.message, self.line, self.element, self.params),
        )

    def _text(self) -> str:
        if self.element and self.line:
            return f"<{self.element}> at line {self.line}: {self.message}"
        if self.element:
            return f"<{self.element}>: {self.message}"
        if self.line:
            return f"line {self.line}: {self.message}"
        return self.message


def _rebuild(
    cls: type[FormatError],
    code: str,
    message: str,
    line: int | None,
    element: str | None,
    params: dict[str, Any],
) -> FormatError:
    return cls(code, message, line, element, **params)


def shortened(text: str, limit: int = 40) -> str:
    """``text`` cut to ``limit`` characters (with "...") for a message or a parameter."""
    return text if len(text) <= limit else text[:limit] + "..."
