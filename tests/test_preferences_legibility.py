"""The legibility preferences: index size, large print, motion, high contrast (PRODUCT §4)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QStyle

from mahjong_qt.app.dialogs.preferences_dialog import PreferencesDialog
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.legibility import (
    LARGE_PRINT_FONT_SCALE,
    IndexLook,
    apply_large_print,
    index_look,
    motion_reduced,
)
from mahjong_qt.ui.tile_faces import INDEX_SCALES


def test_the_dialog_edits_the_legibility_settings(qtbot):
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.tile_style.findData("contrast") >= 0  # high contrast is a tile style
    dialog.tile_style.setCurrentIndex(dialog.tile_style.findData("contrast"))
    dialog.index_size.setCurrentIndex(dialog.index_size.findData("large"))
    dialog.motion.setCurrentIndex(dialog.motion.findData("reduced"))
    chosen = dialog.settings()
    assert (chosen.tile_style, chosen.index_size, chosen.motion) == ("contrast", "large", "reduced")
    assert not chosen.large_print
    dialog.large_print.setChecked(True)
    assert not dialog.index_size.isEnabled()  # large print decides the size
    assert dialog.settings().large_print


def test_the_dialog_keeps_its_widget_style(qtbot):
    """The tile style box is ``tile_style``: an attribute named ``style`` hid ``QWidget.style()``
    (issue 24), so asking the dialog for its style, as Qt's own code and a style sheet's polish
    do, raised."""
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    assert isinstance(dialog.style(), QStyle)
    assert dialog.style() is dialog.tile_style.style()  # the application's style, for both
    dialog.show()
    dialog.style().polish(dialog)  # what a change of theme does


def test_every_field_has_a_label_a_screen_reader_reads(qtbot):
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    buddies = {label.buddy() for label in dialog.findChildren(QLabel) if label.buddy()}
    for box in (dialog.index_size, dialog.motion, dialog.tile_style, dialog.language):
        assert box in buddies


def test_index_look_and_motion_follow_the_settings(qapp):
    assert index_look(Settings()) == IndexLook(1.0, False)
    assert index_look(Settings(index_size="large")) == IndexLook(INDEX_SCALES["large"], False)
    assert index_look(Settings(large_print=True, index_size="normal")) == IndexLook(
        max(INDEX_SCALES.values()), True
    )
    assert motion_reduced(Settings(motion="reduced"))
    assert not motion_reduced(Settings(motion="full"))
    assert not motion_reduced(Settings(motion="system"))  # offscreen: Qt cannot tell


def test_large_print_enlarges_the_interface_font_and_back(qapp):
    normal = qapp.font().pointSizeF()
    apply_large_print(True)
    try:
        assert abs(qapp.font().pointSizeF() - normal * LARGE_PRINT_FONT_SCALE) < 0.01
        apply_large_print(True)  # twice: still from the normal size
        assert abs(qapp.font().pointSizeF() - normal * LARGE_PRINT_FONT_SCALE) < 0.01
    finally:
        apply_large_print(False)
    assert qapp.font().pointSizeF() == normal
