"""The window's side of the ways to play: the start screen, the campaign map, the daily
calendar, the race chooser and the statistics, opened window-modal without blocking (the one
open is ``mode_dialog``, which tests reach), and what each choice starts.

A mixin of :class:`~mahjong_qt.app.main_window.MainWindow` (it uses the window's ``modes``
controller, ``session``, ``translations`` and confirmations), kept apart so that the window file
stays about the board and the game.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QDialog

from ...core.layout_library import LayoutEntry, find_layout
from ...core.modes.definitions import ModeId
from ...core.modes.progress import start_overview
from ..dialogs.new_game_dialog import NewGameChoice, NewGameDialog
from .campaign_map import CampaignMap
from .daily_calendar import DailyCalendar
from .mode_controller import campaign_level_of
from .mode_texts import generated_layout_name
from .race_dialogs import RaceSetupDialog
from .start_screen import StartScreen
from .statistics_dialog import StatisticsDialog

__all__ = ["ModeScreensMixin"]


class ModeScreensMixin:
    """Opens the mode screens and starts what they choose (mixed into the game window)."""

    mode_dialog: QDialog | None

    def _open_mode_dialog(self, dialog: QDialog) -> QDialog:
        """Show a mode screen window-modal, without blocking (tests reach it as
        ``mode_dialog``)."""
        if self.mode_dialog is not None:
            self.mode_dialog.close()
        self.mode_dialog = dialog
        dialog.finished.connect(lambda _code: self._mode_dialog_done(dialog))
        dialog.open()
        return dialog

    def _mode_dialog_done(self, dialog: QDialog) -> None:
        if self.mode_dialog is dialog:
            self.mode_dialog = None

    def show_start_screen(self) -> StartScreen:
        """The ways to play, with the progress in each."""
        overview = start_overview(
            self.modes.book.progress, self.session.records(), self.modes.today()
        )
        lang = self.translations.language
        zen = self._zen_entry() or find_layout(self._entries(), "butterfly")
        screen = StartScreen(
            overview, self.renderer, lang, self, zen_layout_name=zen.name(lang) if zen else ""
        )
        screen.chosen.connect(self.start_mode)
        screen.past_days.connect(self.show_daily_calendar)
        screen.zen_layout.connect(self.ask_zen_layout)
        self._open_mode_dialog(screen)
        return screen

    def start_mode(self, mode_id: str) -> None:
        """Start the mode chosen on the start screen (some ask first: map, race)."""
        m = ModeId(mode_id)
        if m is ModeId.CLASSIC:
            self.ask_new_game()
        elif m is ModeId.CAMPAIGN:
            self.show_campaign_map()
        elif m is ModeId.RACE:
            self.show_race_setup()
        elif self._confirm_discard():
            starts = {
                ModeId.DAILY: self.modes.start_daily,
                ModeId.CHALLENGE: self.modes.start_challenge,
                ModeId.ZEN: self._play_last_zen,
            }
            starts[m]()

    def new_game_of_mode(self) -> None:
        """ "New game" after a game: another of the same mode."""
        game = self.session.game
        current = game.mode if game is not None else ModeId.CLASSIC.value
        if current == ModeId.ZEN.value and game is not None:
            self.modes.start_zen(game.layout, source=game.layout_source)
        elif current == ModeId.DAILY.value:
            self.show_daily_calendar()
        elif current in {m.value for m in ModeId}:
            self.start_mode(current)
        else:
            self.ask_new_game()

    def ask_zen_layout(self) -> NewGameDialog:
        """Zen on a layout of the player's choice, bundled or their own (the "New game" layout
        list, without difficulty); the current Zen layout, else the Butterfly, is preselected."""
        game = self.session.game
        if game is not None and game.mode == ModeId.ZEN.value:
            current = game.layout.id
        else:
            current = self.settings.zen_layout_id
        dialog = NewGameDialog(
            self._entries(), self.settings, self.translations.language, current, self, zen=True
        )
        dialog.accepted.connect(lambda: self._play_zen(dialog.choice()))
        self._open_mode_dialog(dialog)
        return dialog

    def _play_zen(self, choice: NewGameChoice) -> None:
        entry = choice.entry
        if entry.layout is None or not self._confirm_discard():
            return
        if self.modes.start_zen(entry.layout, choice.number, entry.game_source) is not None:
            self._update_settings(zen_layout_id=entry.id)

    def _zen_entry(self) -> LayoutEntry | None:
        """The usable layout Zen was last played on (None: it is gone)."""
        return find_layout(self._entries(), self.settings.zen_layout_id)

    def _play_last_zen(self) -> None:
        """Zen on the layout chosen last time (the Butterfly at first, or when that layout is
        gone)."""
        entry = self._zen_entry()
        if entry is None or entry.layout is None:
            self.modes.start_zen()
            return
        self.modes.start_zen(entry.layout, source=entry.game_source)

    def show_campaign_map(self) -> CampaignMap:
        screen = CampaignMap(self.modes.book.progress, self.translations.language, self)
        screen.level_chosen.connect(self.play_campaign_level)
        self._open_mode_dialog(screen)
        return screen

    def play_campaign_level(self, level: int) -> None:
        if self._confirm_discard():
            self.modes.start_campaign(level)

    def _next_level(self) -> None:
        game = self.session.game
        level = campaign_level_of(game) if game is not None else None
        if level is not None:
            self.modes.start_campaign(level + 1)

    def show_daily_calendar(self) -> DailyCalendar:
        screen = DailyCalendar(self.modes.book.progress, self.modes.today(), self)
        screen.day_chosen.connect(self.play_daily)
        self._open_mode_dialog(screen)
        return screen

    def play_daily(self, day: dt.date) -> None:
        if self._confirm_discard():
            self.modes.start_daily(day)

    def show_race_setup(self) -> RaceSetupDialog:
        screen = RaceSetupDialog(self.modes.book.progress, self.translations.language, parent=self)
        screen.accepted.connect(lambda: self.play_race(screen))
        self._open_mode_dialog(screen)
        return screen

    def play_race(self, screen: RaceSetupDialog) -> None:
        if self._confirm_discard():
            self.modes.start_race(screen.level(), screen.strength())

    def _race_again(self) -> None:
        run = self.modes.race
        if run is not None:
            self.modes.start_race(run.config.level, run.config.strength)

    def give_up(self) -> None:
        """Give up the race under way (it is ranked by the progress reached, last)."""
        if self._racing():
            self.modes.give_up()

    def show_statistics(self) -> StatisticsDialog:
        entries = self._entries()
        lang = self.translations.language

        def name(layout_id: str) -> str:
            entry = find_layout(entries, layout_id)
            if entry is not None:
                return entry.name(lang)
            return generated_layout_name(layout_id, lang)

        dialog = StatisticsDialog(self.session.records(), self.session.totals(), lang, name, self)
        dialog.reset.connect(self.session.set_statistics)
        self._open_mode_dialog(dialog)
        return dialog
