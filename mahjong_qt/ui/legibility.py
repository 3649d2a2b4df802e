"""What the accessibility preferences mean for drawing: corner index size, large print, motion.

* ``index_size`` picks one of :data:`~.tile_faces.INDEX_SCALES`; *large print* forces the
  largest index, drawn bold, and a larger interface font;
* ``motion``: "reduced" turns animations (a removed pair fading out, a refused tile shaking) off,
  "full" keeps them, "system" follows the desktop where Qt reads it: Windows and macOS report
  whether interface animations are enabled (``Qt.UIEffect.UI_General``); elsewhere Qt has no
  such setting and the animations stay on.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication

from ..core.settings import Settings
from .tile_faces import INDEX_SCALES

__all__ = [
    "IndexLook",
    "LARGE_PRINT_FONT_SCALE",
    "index_look",
    "system_reduces_motion",
    "motion_reduced",
    "apply_large_print",
]

LARGE_PRINT_FONT_SCALE = 1.3
_PLATFORMS_WITH_EFFECT_SETTING = ("windows", "cocoa")


@dataclass(frozen=True, slots=True)
class IndexLook:
    """How the corner index is drawn: a size factor and bold or not."""

    scale: float = 1.0
    heavy: bool = False


def index_look(settings: Settings) -> IndexLook:
    """The corner index the preferences ask for."""
    if settings.large_print:
        return IndexLook(max(INDEX_SCALES.values()), True)
    return IndexLook(INDEX_SCALES.get(settings.index_size, 1.0), False)


def system_reduces_motion() -> bool:
    """Whether the desktop asks for fewer animations (False where Qt cannot tell)."""
    if QGuiApplication.platformName() not in _PLATFORMS_WITH_EFFECT_SETTING:
        return False
    return not QApplication.isEffectEnabled(Qt.UIEffect.UI_General)


def motion_reduced(settings: Settings) -> bool:
    """Whether animations are off, by the preference or, for "system", by the desktop."""
    if settings.motion == "system":
        return system_reduces_motion()
    return settings.motion == "reduced"


_BASE_FONT = "mahjong_qt_base_font"  # the application font before large print, kept on the app


def apply_large_print(on: bool) -> None:
    """Set the interface font for large print (``LARGE_PRINT_FONT_SCALE`` times the normal size,
    bold) or back to normal. Widgets made later get it too."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):  # none, or no widgets (a QCoreApplication)
        return
    base = app.property(_BASE_FONT)
    if not isinstance(base, QFont):
        base = QFont(app.font())
        app.setProperty(_BASE_FONT, base)
    font = QFont(base)
    if on:
        size = base.pointSizeF() if base.pointSizeF() > 0 else 10.0
        font.setPointSizeF(size * LARGE_PRINT_FONT_SCALE)
        font.setWeight(QFont.Weight.DemiBold)
    app.setFont(font)
