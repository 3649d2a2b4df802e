"""The window's own dialogs: preferences, personal records, rules and tiles, about."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.layout_library import LayoutShelf, find_layout
from ..core.settings import Settings
from ..ui.tile_renderer import TileRenderer

if TYPE_CHECKING:
    from ..core.records import Records

__all__ = ["InfoScreens"]


class InfoScreens(QObject):
    def __init__(self, parent: QWidget, shelf: LayoutShelf):
        super().__init__(parent)
        self._parent = parent
        self.shelf = shelf

    def show_records(self, records: Records, lang: str) -> None:
        from .dialogs.records_dialog import RecordsDialog

        entries = self.shelf.entries()

        def name(layout_id: str) -> str:
            entry = find_layout(entries, layout_id)
            return entry.name(lang) if entry is not None else layout_id

        RecordsDialog(records, name, self._parent, lang=lang).exec()

    def ask_preferences(self, settings: Settings) -> Settings | None:
        """The preferences dialog; the settings chosen, or None (cancelled)."""
        from .dialogs.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(settings, self._parent)
        if dialog.exec() == PreferencesDialog.DialogCode.Accepted:
            return dialog.settings()
        return None

    def show_rules(self, renderer: TileRenderer, lang: str) -> None:
        from .dialogs.rules_dialog import RulesDialog

        RulesDialog(renderer, lang, self._parent).exec()

    def show_about(self) -> None:
        QMessageBox.about(
            self._parent,
            self.tr("About Mahjong Qt"),
            self.tr(
                "<h3>Mahjong Qt</h3><p>Mahjong solitaire: remove matching pairs of free tiles "
                "until the board is empty.</p><p>Every deal can be won; hints are proven safe "
                "by a solver.</p>"
            ),
        )
