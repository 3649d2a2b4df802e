"""The window's own dialogs: preferences, personal records, rules and tiles, about."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QWidget

from mahjong_qt.core.layout_library import LayoutShelf, find_layout
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.tile_renderer import TileRenderer

if TYPE_CHECKING:
    from mahjong_qt.core.records import Records

    from .actions import ShortcutRow

__all__ = ["InfoScreens"]


class InfoScreens(QObject):
    def __init__(self, parent: QWidget, shelf: LayoutShelf):
        super().__init__(parent)
        self._parent = parent
        self.shelf = shelf

    def show_records(self, records: Records, lang: str) -> None:
        from mahjong_qt.app.dialogs.records_dialog import RecordsDialog

        entries = self.shelf.entries()

        def name(layout_id: str) -> str:
            entry = find_layout(entries, layout_id)
            return entry.name(lang) if entry is not None else layout_id

        RecordsDialog(records, name, self._parent, lang=lang).exec()

    def ask_preferences(
        self, settings: Settings, shortcuts: Sequence[ShortcutRow] = ()
    ) -> Settings | None:
        """The preferences dialog (with a Shortcuts page for ``shortcuts``); the settings
        chosen, or None (cancelled)."""
        from mahjong_qt.app.dialogs.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(settings, self._parent, shortcuts)
        if dialog.exec() == PreferencesDialog.DialogCode.Accepted:
            return dialog.settings()
        return None

    def show_rules(self, renderer: TileRenderer, lang: str) -> None:
        from mahjong_qt.app.dialogs.rules_dialog import RulesDialog

        RulesDialog(renderer, lang, self._parent).exec()

    def show_about(self, settings: Settings, lang: str) -> QDialog:
        """The About box (window-modal, not waited for): the version, the licence and the
        credits of the KMahjongg art in use."""
        from mahjong_qt.app.dialogs.about_dialog import AboutDialog

        dialog = AboutDialog(settings, lang, self._parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog
