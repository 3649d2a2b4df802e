"""The preferences and the board's look, as one part of the window (``window.look``): the
preferences dialog, new settings used at once (language, tiles, table, theme, lost warning),
shading the blocked tiles and the viewing angle from the View menu.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from mahjong_qt.app.aids.play_aids import PlayAids
from mahjong_qt.app.board.board_presenter import BoardPresenter
from mahjong_qt.core.settings import Settings
from mahjong_qt.core.values import checked_replace
from mahjong_qt.ui.i18n import Translations
from mahjong_qt.ui.theme import ThemeFollower

from .actions import GameActions
from .info_screens import InfoScreens
from .settings_store import SettingsStore

__all__ = ["LookPreferences"]


class LookPreferences(QObject):
    """Applies the settings the player chooses; ``refresh`` shows the board again."""

    def __init__(
        self,
        store: SettingsStore,
        actions: GameActions,
        refresh: Callable[[], None],
        *,
        info: InfoScreens,
        translations: Translations,
        board: BoardPresenter,
        theme: ThemeFollower,
        aids: PlayAids,
    ):
        super().__init__(store)
        self.store, self.actions, self._refresh = store, actions, refresh
        self.info, self.translations, self.board = info, translations, board
        self.theme, self.aids = theme, aids
        self._check_actions(store.settings)
        aids.set_lost_warning(store.settings.lost_warning)
        actions.preferences.triggered.connect(self.show_preferences)
        actions.shade_blocked.toggled.connect(self.set_shade_blocked)
        actions.view_angle.triggered.connect(lambda action: self.set_view_angle(action.data()))

    def show_preferences(self) -> None:
        chosen = self.info.ask_preferences(self.store.settings, self.actions.shortcut_rows())
        if chosen is not None:
            self.apply_settings(chosen)

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings at once (language, look, limits for the next game) and save them."""
        old = self.store.settings
        self.store.replace(settings)
        if settings.language != old.language:
            self.translations.set_language(settings.language)  # LanguageChange → retranslate
        self.board.set_look(settings, self.translations.language)
        self._check_actions(settings)
        self.theme.set_choice(settings.theme)
        self.aids.set_lost_warning(settings.lost_warning)
        self._refresh()

    def set_shade_blocked(self, on: bool) -> None:
        if self.store.settings.shade_blocked != on:
            self.store.update(shade_blocked=on)
        self._refresh()

    def set_view_angle(self, angle: str) -> None:
        """Look at the board from ``angle`` (``Settings.view_angle``) at once, and keep it."""
        settings = self.store.settings
        if settings.view_angle != angle:
            chosen = checked_replace(settings, view_angle=angle)
            self.apply_settings(chosen)

    def _check_actions(self, settings: Settings) -> None:
        self.actions.apply_shortcuts(settings.shortcuts)  # the player's own keys
        self.actions.shade_blocked.setChecked(settings.shade_blocked)
        self.actions.view_angles[settings.view_angle].setChecked(True)
