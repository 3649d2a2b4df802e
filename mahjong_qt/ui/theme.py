"""The window theme: light or dark for the whole application, every dialog included (issue 18).

The preference (``Settings.theme``) is ``"system"``, ``"light"`` or ``"dark"``. With ``"system"``
the theme follows Qt's colour scheme (``QStyleHints.colorScheme()``: the desktop's light or dark
mode where the platform reports one, light where it says nothing) and changes with it while the
game runs. The dark theme is a palette on the Fusion style, so it looks the same on every
platform; the light theme is the style's own palette. Tiles keep their own look (the tile
style): ivory tiles on a dark window stay as readable as on a light one.

Widgets that paint with colours of their own (the win dialog's news, the daily calendar's days)
ask :func:`accents` for the ones that read on the current palette.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

__all__ = [
    "THEMES",
    "Accents",
    "is_dark_scheme",
    "dark_palette",
    "apply_theme",
    "palette_is_dark",
    "accents",
    "ThemeFollower",
]

THEMES = ("system", "light", "dark")

_R = QPalette.ColorRole
_G = QPalette.ColorGroup

# The dark palette: text on window and base at least 7:1, disabled text still 3:1 or more.
_DARK = {
    _R.Window: "#2b2d31",
    _R.WindowText: "#e8e6e3",
    _R.Base: "#1e1f22",
    _R.AlternateBase: "#27292d",
    _R.ToolTipBase: "#3a3d42",
    _R.ToolTipText: "#f0eeeb",
    _R.PlaceholderText: "#9a9ea6",
    _R.Text: "#e8e6e3",
    _R.Button: "#383a3f",
    _R.ButtonText: "#e8e6e3",
    _R.BrightText: "#ff6b6b",
    _R.Light: "#4a4d53",
    _R.Midlight: "#404348",
    _R.Mid: "#5b5f66",
    _R.Dark: "#18191b",
    _R.Shadow: "#0b0b0c",
    _R.Highlight: "#3d7fd9",
    _R.HighlightedText: "#ffffff",
    _R.Link: "#7ab4ff",
    _R.LinkVisited: "#c29bff",
}
_DARK_DISABLED = {
    _R.WindowText: "#8c9098",
    _R.Text: "#8c9098",
    _R.ButtonText: "#8c9098",
    _R.Highlight: "#4a4d53",
    _R.HighlightedText: "#c0c0c0",
}


def is_dark_scheme(choice: str, scheme: Qt.ColorScheme) -> bool:
    """Whether the theme ``choice`` ("system", "light", "dark") means dark under Qt's colour
    ``scheme`` (an unknown scheme counts as light)."""
    if choice == "dark":
        return True
    if choice == "light":
        return False
    return scheme == Qt.ColorScheme.Dark


def dark_palette() -> QPalette:
    """The palette of the dark theme."""
    palette = QPalette()
    for role, colour in _DARK.items():
        palette.setColor(role, QColor(colour))
    for role, colour in _DARK_DISABLED.items():
        palette.setColor(_G.Disabled, role, QColor(colour))
    return palette


def apply_theme(choice: str, scheme: Qt.ColorScheme | None = None) -> bool:
    """Give the application the theme ``choice`` (``scheme``: Qt's colour scheme, read from the
    style hints when not given). Returns whether the theme is dark."""
    app = QApplication.instance()
    assert isinstance(app, QApplication), "the theme needs a QApplication"
    if scheme is None:
        scheme = QGuiApplication.styleHints().colorScheme()
    dark = is_dark_scheme(choice, scheme)
    if _Desktop.palette is None:
        _Desktop.palette = QPalette(app.palette())
    palette = _Desktop.palette
    if dark:
        if _Desktop.style is None:
            _Desktop.style = app.style().name()
        if app.style().name().lower() != "fusion":
            app.setStyle(QStyleFactory.create("Fusion"))  # palettes look alike everywhere
        app.setPalette(dark_palette())
    else:
        style = _Desktop.style  # None: never changed (and not asked for: Python would make
        if style is not None and app.style().name() != style:  # QStyle's 566 enum members,
            app.setStyle(QStyleFactory.create(style))  # ~5 ms at the start)
        # The desktop's own light colours when it gave light ones, else the style's.
        light = palette if not palette_is_dark(palette) else app.style().standardPalette()
        if style is None and app.palette() == light:
            return dark  # the desktop's look, as it was: nothing to set again (the start)
        app.setPalette(light)
    _restyle(app)
    return dark


def _restyle(app: QApplication) -> None:
    """Style sheets read ``palette(...)`` once, when they are set: once the new palette has
    reached every widget, set them again so that they read it."""
    QApplication.sendPostedEvents()
    for widget in app.allWidgets():
        sheet = widget.styleSheet()
        if sheet:
            widget.setStyleSheet(sheet)


class _Desktop:
    """The application's look before the game changed it: the desktop's."""

    palette: QPalette | None = None  # before the first theme was applied
    style: str | None = None  # the style's name, before the style was first changed


def palette_is_dark(palette: QPalette) -> bool:
    """Whether ``palette`` is a dark one (light text on a dark window)."""
    return palette.color(_R.Window).lightness() < 128


@dataclass(frozen=True, slots=True)
class Accents:
    """Colours of our own that read on the current palette (``#rrggbb``)."""

    news: str  # a record beaten, a level opened: gold
    won_day: str  # the daily calendar: a day won ...
    lost_day: str  # ... and a day played, not cleared
    day_text: str  # the text on those two
    muted: str  # what cannot be chosen (later days, a locked place)


_LIGHT_ACCENTS = Accents("#8a5d00", "#cfe8d4", "#eadcc8", "#1b1f24", "#8a8a8a")
_DARK_ACCENTS = Accents("#ffc94d", "#2f6b45", "#6b5335", "#f2f0ec", "#7d8189")


def accents(palette: QPalette) -> Accents:
    """The accent colours for ``palette`` (a widget's ``palette()``)."""
    return _DARK_ACCENTS if palette_is_dark(palette) else _LIGHT_ACCENTS


class ThemeFollower(QObject):
    """Keeps the application's theme: applies ``choice`` now and again whenever Qt's colour
    scheme changes (only ``"system"`` depends on it). ``is_dark`` says what is shown."""

    def __init__(self, choice: str, parent: QObject | None = None):
        super().__init__(parent)
        self.choice = choice
        self.is_dark = apply_theme(choice)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self.scheme_changed)

    def set_choice(self, choice: str) -> None:
        """The player chose another theme in the preferences."""
        if choice != self.choice:
            self.choice = choice
            self.is_dark = apply_theme(choice)

    def scheme_changed(self, scheme: Qt.ColorScheme) -> None:
        """The desktop switched between light and dark."""
        if self.choice == "system":
            self.is_dark = apply_theme(self.choice, scheme)
