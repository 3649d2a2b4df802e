"""Tile styles: the colours of the tile body and of the ink, chosen by a stable id.

A style is a frozen value; the renderer reads it, the preferences dialog lists :data:`STYLES` by
``id`` and shows ``display_name()`` (translated at run time from the ``QT_TRANSLATE_NOOP`` marks).
Faces never hard-code colours: they draw with the :class:`Ink` of the style, so the dark style
gets light symbols with the same meaning (blue, green, red stay blue, green, red).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from .i18n import QT_TRANSLATE_NOOP

__all__ = ["Ink", "TileStyle", "STYLES", "DEFAULT_STYLE", "HIGH_CONTRAST", "style_by_id"]


@dataclass(frozen=True, slots=True)
class Ink:
    """The colours the face art is drawn with (``#rrggbb`` or ``#aarrggbb`` strings)."""

    red: str
    green: str
    blue: str
    dark: str  # black-ish: winds, outlines
    numeral: str  # the Chinese numerals of the characters suit (dark blue)
    gold: str  # accents: bird beak, flower hearts, sun
    pale: str  # highlights on dots and sticks (drawn over the colour)
    paper: str  # the face colour seen through holes (dot centres, white dragon)
    violet: str | None = None  # the orchid; None: blue with red added

    def color(self, name: str, alpha: float = 1.0) -> QColor:
        """The named ink as a ``QColor``, optionally with an alpha in 0..1."""
        c = QColor(getattr(self, name))
        c.setAlphaF(c.alphaF() * alpha)
        return c


@dataclass(frozen=True, slots=True)
class TileStyle:
    """Everything that distinguishes one look of the tiles from another."""

    id: str
    name: str  # English source text, translated in the "TileStyle" context
    face_light: str  # face gradient, top-left ...
    face_dark: str  # ... to bottom-right
    face_rim: str  # thin line around the face
    edge_face: str  # the face-coloured layer of the visible side
    edge_back: str  # the coloured back layer of the visible side (real tiles have two layers)
    edge_line: str  # outline of the body
    shadow: str  # shadow colour (its alpha is the darkest point)
    ink: Ink
    index_ink: str  # corner index colour
    select: str  # selection tint and frame
    hint: str  # hint glow
    focus: str  # keyboard focus ring
    invalid: str  # editor: invalid position
    shade: str  # blocked-tile shading overlay
    label_ink: str  # editor labels on blank faces
    outline: float = 1.0  # width factor of the body outline and the face rim
    pattern_marks: bool = False  # selection, hint and shading by shape and pattern, no tint

    def display_name(self) -> str:
        """The translated name, for menus and the preferences dialog."""
        return QCoreApplication.translate("TileStyle", self.name)


CLASSIC = TileStyle(
    id="classic",
    name=QT_TRANSLATE_NOOP("TileStyle", "Classic ivory"),
    face_light="#fffdf4",
    face_dark="#efe4c8",
    face_rim="#c9b78f",
    edge_face="#efe2bf",
    edge_back="#c8792e",
    edge_line="#6b4a26",
    shadow="#73000000",
    ink=Ink(
        red="#c8201f",
        green="#137a3c",
        blue="#1d4f9c",
        dark="#1b1f2e",
        numeral="#1a3470",
        gold="#e3a21a",
        pale="#ffffff",
        paper="#fffaf0",
    ),
    index_ink="#3d3a35",
    select="#2f80ed",
    hint="#ffb300",
    focus="#e040fb",
    invalid="#e53935",
    shade="#59000000",
    label_ink="#4a4032",
)

DARK = TileStyle(
    id="dark",
    name=QT_TRANSLATE_NOOP("TileStyle", "Dark slate"),
    face_light="#3a4150",
    face_dark="#232833",
    face_rim="#0f1116",
    edge_face="#2a303c",
    edge_back="#0d6b6b",
    edge_line="#05070a",
    shadow="#a0000000",
    ink=Ink(
        red="#ff6b5e",
        green="#5fdc8a",
        blue="#6fb2ff",
        dark="#f4f1e8",
        numeral="#a9cfff",
        gold="#ffd054",
        pale="#ffffff",
        paper="#2b313d",
    ),
    index_ink="#ffffff",
    select="#4fa3ff",
    hint="#ffc940",
    focus="#ff6cf5",
    invalid="#ff5252",
    shade="#70000000",
    label_ink="#e7e3d8",
)

# Black on white, thick outlines, no meaning carried by a tint: the selection is a heavy frame
# with corner notches, the hint a dashed double frame, blocked tiles hatched (PRODUCT §4).
HIGH_CONTRAST = TileStyle(
    id="contrast",
    name=QT_TRANSLATE_NOOP("TileStyle", "High contrast"),
    face_light="#ffffff",
    face_dark="#ffffff",
    face_rim="#000000",
    edge_face="#ffffff",
    edge_back="#000000",
    edge_line="#000000",
    shadow="#00000000",
    ink=Ink(
        red="#000000",
        green="#000000",
        blue="#000000",
        dark="#000000",
        numeral="#000000",
        gold="#000000",
        pale="#ffffff",
        paper="#ffffff",
        violet="#000000",
    ),
    index_ink="#000000",
    select="#000000",
    hint="#000000",
    focus="#000000",
    invalid="#000000",
    shade="#000000",
    label_ink="#000000",
    outline=3.0,
    pattern_marks=True,
)

STYLES: dict[str, TileStyle] = {s.id: s for s in (CLASSIC, DARK, HIGH_CONTRAST)}
DEFAULT_STYLE = CLASSIC.id


def style_by_id(style_id: str) -> TileStyle:
    """The style with this id, or the default style for an unknown id (old settings files)."""
    return STYLES.get(style_id, STYLES[DEFAULT_STYLE])
