"""The one error type of the foreign-format importers and exporter."""

from __future__ import annotations

__all__ = ["FormatError"]


class FormatError(Exception):
    """A foreign layout file that cannot be read, with one clear message.

    ``line`` is the 1-based line where the problem is (``None`` when it concerns the whole file);
    ``element`` names the XML element at fault in a GNOME map (``"row"`` for ``<row>``). The text
    of the exception says both: ``"line 7: expected 3,400 digits ..."`` or
    ``"<row> at line 12: missing attribute 'left'"``.
    """

    def __init__(self, message: str, line: int | None = None, element: str | None = None):
        self.message = message
        self.line = line
        self.element = element
        super().__init__(self._text())

    def __reduce__(self) -> tuple:
        """Keep line and element when the error crosses a process boundary (pickling)."""
        return (type(self), (self.message, self.line, self.element))

    def _text(self) -> str:
        if self.element and self.line:
            return f"<{self.element}> at line {self.line}: {self.message}"
        if self.element:
            return f"<{self.element}>: {self.message}"
        if self.line:
            return f"line {self.line}: {self.message}"
        return self.message
