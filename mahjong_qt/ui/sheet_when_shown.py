"""A style sheet given to a widget the first time it is shown, not when it is made.

Setting a style sheet parses it and wraps the application's style for the widget and its
children at once, shown or not: ~1-3 ms each for the board's pause curtain and the lost banner,
which the game makes at its start and seldom shows (benchmarks/STARTUP.md, tenth session). A
widget of this kind calls :func:`sheet_when_shown` from its ``showEvent``: the sheet is set just
before its first paint, and the theme's restyling (``ui/theme.py``) finds it there afterwards.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

__all__ = ["sheet_when_shown"]


def sheet_when_shown(widget: QWidget, sheet: str) -> None:
    """Give ``widget`` its ``sheet`` unless it has one already (call it from ``showEvent``)."""
    if not widget.styleSheet():
        widget.setStyleSheet(sheet)
