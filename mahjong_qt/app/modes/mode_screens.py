"""The ways to play as the window opens them: the start screen, the campaign map, the daily
calendar, the race chooser, Zen's layout chooser and the statistics, each window-modal without
blocking (the one open is ``dialog``, which tests reach), and what each choice starts.

A part of the game window that gets only what it needs: the mode controller (which starts the
games), the records, and a :class:`ScreensHost` (the window's layouts, settings, look and
confirmation). What a mode opens first, and what "New game" after it offers, are data in the
mode's definition (``opens``, ``again``).
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Protocol, assert_never

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from mahjong_qt.app.session.game_session import GameSession
from mahjong_qt.app.session.opening import classic_game
from mahjong_qt.app.window.dialog_slot import DialogSlot
from mahjong_qt.core.game import Game
from mahjong_qt.core.layout import Layout
from mahjong_qt.core.layout_library import LayoutEntry, find_layout
from mahjong_qt.core.modes.definitions import (
    FirstChoice,
    ModeId,
    NextGame,
    StartsAtOnce,
    mode,
    mode_of,
)
from mahjong_qt.core.modes.setup import GameSetup
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.tile_renderer import TileRenderer

from .mode_controller import ModeController
from .mode_progress import campaign_level_of
from .mode_texts import generated_layout_name

if TYPE_CHECKING:  # each screen is imported when it is first opened (a quicker start)
    from mahjong_qt.app.dialogs.layout_names import LayoutNames
    from mahjong_qt.app.dialogs.new_game_dialog import NewGameChoice, NewGameDialog
    from mahjong_qt.app.race_online.race_dialog import OnlineRaceDialog

    from .campaign_map import CampaignMap
    from .daily_calendar import DailyCalendar
    from .race_dialogs import RaceSetupDialog
    from .start_screen import StartScreen
    from .statistics_dialog import StatisticsDialog

__all__ = ["ModeScreens", "ScreensHost"]


class ScreensHost(Protocol):
    """What the mode screens need from the window."""

    settings: Settings
    renderer: TileRenderer
    language: str
    layout_names: LayoutNames  # a layout named as the layout browser lists it

    def layouts(self) -> list[LayoutEntry]: ...

    def find_layout(self, layout_id: str, source: str | None) -> Layout | None: ...

    def confirm_discard(self) -> bool: ...

    def start(self, setup: GameSetup) -> None: ...

    def update_settings(self, **changes) -> None: ...

    @property
    def shade_action(self) -> QAction: ...  # "Shade Blocked Tiles", checked as the preference


class ModeScreens(QObject):
    """Opens the mode screens over ``parent`` and starts what they choose."""

    def __init__(
        self,
        host: ScreensHost,
        modes: ModeController,
        session: GameSession,
        parent: QWidget,
    ):
        super().__init__(parent)
        self.host = host
        self.modes = modes
        self.session = session
        self.records = session.book
        self._parent = parent
        self._slot: DialogSlot[QDialog] = DialogSlot()

    @property
    def dialog(self) -> QDialog | None:
        """The mode screen open, if any."""
        return self._slot.dialog

    def _open(self, dialog: QDialog) -> QDialog:
        """Show a mode screen window-modal, without blocking (the one open is ``dialog``)."""
        return self._slot.open(dialog)

    def show_start_screen(self) -> StartScreen:
        """The ways to play, with the progress in each."""
        from mahjong_qt.core.modes.progress import start_overview

        from .start_screen import StartScreen

        overview = start_overview(
            self.modes.book.progress, self.records.records(), self.modes.today()
        )
        lang, names = self.host.language, self.host.layout_names
        zen, source = self._zen_layout(), self.host.settings.zen_layout_source or "bundled"
        if zen is None:
            zen, source = self.host.find_layout("butterfly", "bundled"), "bundled"

        def zen_name() -> str:  # "Cross (KMahjongg)" beside ours, as the layout browser says
            return names.name_of(zen, source, lang) if zen else ""

        screen = StartScreen(overview, self.host.renderer, lang, self._parent, zen_name())

        def rename() -> None:  # the library's names came after the screen
            screen.set_zen_layout_name(zen_name())

        names.changed.connect(rename)
        screen.finished.connect(lambda _result: names.changed.disconnect(rename))
        screen.chosen.connect(lambda mode_id: self.start_mode(ModeId(mode_id)))
        screen.past_days.connect(self.show_daily_calendar)
        screen.zen_layout.connect(self.ask_zen_layout)
        self._open(screen)
        return screen

    def start_mode(self, mode_id: ModeId) -> None:
        """Start the mode chosen on the start screen (some open a chooser first)."""
        definition = mode(mode_id)
        if definition.opens is not None:
            self._open_first_choice(definition.opens)
        elif definition.starts is not None and self.host.confirm_discard():
            self._start_at_once(definition.starts)

    def _open_first_choice(self, choice: FirstChoice) -> None:
        """The screen where the player makes a mode's first choice."""
        match choice:
            case FirstChoice.LAYOUT:
                self.ask_new_game()
            case FirstChoice.LEVEL:
                self.show_campaign_map()
            case FirstChoice.RACE:
                self.show_race_home()
            case _:
                assert_never(choice)

    def _start_at_once(self, deal: StartsAtOnce) -> None:
        match deal:
            case StartsAtOnce.TODAYS_DEAL:
                self.modes.start_daily()
            case StartsAtOnce.NEW_NUMBER:
                self.modes.start_challenge()
            case StartsAtOnce.LAST_LAYOUT:
                self._play_last_zen()
            case _:
                assert_never(deal)

    def new_game_of_mode(self, game: Game | None) -> None:
        """ "New game" after ``game``: another of the same mode (its definition's ``again``)."""
        definition = mode_of(game.mode) if game is not None else mode(ModeId.CLASSIC)
        match definition.again:
            case NextGame.SAME_LAYOUT if game is not None:
                self._play_zen_on(game.layout, game.layout_source, game.layout.id)
            case NextGame.ANOTHER_DAY:
                self.show_daily_calendar()
            case NextGame.ANOTHER_RACE:
                self.show_race_setup()
            case NextGame.SAME_MODE | NextGame.SAME_LAYOUT:  # SAME_LAYOUT: no game to follow
                self.start_mode(definition.id)
            case _:
                assert_never(definition.again)

    def ask_new_game(self) -> None:
        """A Classic game: the layout, difficulty and number chosen in the "New game" dialog."""
        from mahjong_qt.app.dialogs.new_game_dialog import NewGameDialog

        host, game = self.host, self.session.game
        # The layout of the Classic game on the board, else the last Classic one (never
        # Zen's or a level's: those are not Classic games).
        classic = game is not None and mode_of(game.mode).series
        current = game.layout.id if classic and game is not None else None
        dialog = NewGameDialog(host.layouts(), host.settings, host.language, current, self._parent)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or not host.confirm_discard():
            return
        choice = dialog.choice()
        entry = choice.entry
        assert entry.layout is not None
        setup = classic_game(
            host.settings, entry.layout, entry.game_source, choice.number, choice.difficulty
        )
        host.start(setup)

    def ask_zen_layout(self) -> NewGameDialog:
        """Zen on a layout of the player's choice, bundled or their own (the "New game" layout
        list, without difficulty); the last Zen layout, else the Butterfly, is preselected."""
        from mahjong_qt.app.dialogs.new_game_dialog import NewGameDialog

        host = self.host
        dialog = NewGameDialog(
            host.layouts(),
            host.settings,
            host.language,
            host.settings.zen_layout_id,
            self._parent,
            zen=True,
        )
        dialog.accepted.connect(lambda: self._play_zen(dialog.choice()))
        self._open(dialog)
        return dialog

    def _play_zen(self, choice: NewGameChoice) -> None:
        entry = choice.entry
        if entry.layout is None or not self.host.confirm_discard():
            return
        self._play_zen_on(entry.layout, entry.game_source, entry.id, choice.number)

    def _play_zen_on(self, layout, source: str, layout_id: str, number: int | None = None) -> None:
        self.modes.start_zen(layout, number, source, self.host.settings.variant)
        self.host.update_settings(zen_layout_id=layout_id, zen_layout_source=source)

    def _zen_layout(self) -> Layout | None:
        """The usable layout Zen was last played on, wherever it comes from: bundled, the
        player's, another game's (None: it is gone)."""
        settings = self.host.settings
        return self.host.find_layout(settings.zen_layout_id, settings.zen_layout_source)

    def _play_last_zen(self) -> None:
        """Zen on the layout chosen last time (the Butterfly at first, or when that layout is
        gone)."""
        layout = self._zen_layout()
        if layout is None:
            self.modes.start_zen(variant=self.host.settings.variant)
            return
        source = self.host.settings.zen_layout_source or _game_source(self.host, layout.id)
        self._play_zen_on(layout, source, layout.id)

    def show_campaign_map(self) -> CampaignMap:
        from .campaign_map import CampaignMap

        screen = CampaignMap(self.modes.book.progress, self.host.language, self._parent)
        screen.level_chosen.connect(self.play_campaign_level)
        self._open(screen)
        return screen

    def play_campaign_level(self, level: int) -> None:
        if self.host.confirm_discard():
            self.modes.start_campaign(level)

    def next_level(self, game) -> None:
        level = campaign_level_of(game) if game is not None else None
        if level is not None:
            self.modes.start_campaign(level + 1)

    def show_daily_calendar(self) -> DailyCalendar:
        from .daily_calendar import DailyCalendar

        screen = DailyCalendar(self.modes.book.progress, self.modes.today(), self._parent)
        screen.day_chosen.connect(self.play_daily)
        self._open(screen)
        return screen

    def play_daily(self, day: dt.date) -> None:
        if self.host.confirm_discard():
            self.modes.start_daily(day)

    def show_race_home(self) -> OnlineRaceDialog:
        """The Race screen: host a room on this network, join one, or race the CPU."""
        from mahjong_qt.app.race_online.race_dialog import OnlineRaceDialog
        from mahjong_qt.app.race_online.race_records import BookRecorder

        screen = OnlineRaceDialog(
            self.host.renderer,
            self.host.language,
            self.modes.book.paths,
            BookRecorder(self.modes.book),
            parent=self._parent,
            shade=self.host.shade_action,
        )
        screen.cpu_race_requested.connect(self.show_race_setup)
        self._open(screen)
        return screen

    def show_race_setup(self) -> RaceSetupDialog:
        from .race_dialogs import RaceSetupDialog

        screen = RaceSetupDialog(self.modes.book.progress, self.host.language, parent=self._parent)
        screen.accepted.connect(lambda: self.play_race(screen))
        self._open(screen)
        return screen

    def play_race(self, screen: RaceSetupDialog) -> None:
        if self.host.confirm_discard():
            self.modes.start_race(screen.level(), screen.strength())

    def race_again(self) -> None:
        run = self.modes.race
        if run is not None:
            self.modes.start_race(run.config.level, run.config.strength)

    def show_statistics(self) -> StatisticsDialog:
        from .statistics_dialog import StatisticsDialog

        entries = self.host.layouts()
        lang = self.host.language

        def name(layout_id: str) -> str:
            entry = find_layout(entries, layout_id)
            if entry is not None:
                return entry.name(lang)
            return generated_layout_name(layout_id, lang)

        records = self.records
        dialog = StatisticsDialog(records.records(), records.totals(), lang, name, self._parent)
        dialog.reset.connect(records.set_statistics)
        self._open(dialog)
        return dialog


def _game_source(host: ScreensHost, layout_id: str) -> str:
    """Where a bundled or user layout found by its id alone comes from (older settings said
    only the id)."""
    entry = find_layout(host.layouts(), layout_id)
    return entry.game_source if entry is not None else "bundled"
