"""The game window: menus, toolbar, status panel and the board, a thin view over the session.

A click on a tile goes to :class:`GameSession` (which asks the core ``Game``); after each change
the window builds a :class:`BoardSnapshot` from the core's state and hands it to the scene, and a
``StatusView`` to the status panel. Texts are set in ``retranslate()`` and set again on
``QEvent.LanguageChange``, so the language switches live.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ..core.deal import MAX_GAME_NUMBER
from ..core.deals import NoDealError
from ..core.game import HelpLimits
from ..core.layout import Layout, LayoutError, load_layout
from ..core.layout_library import find_layout, list_layouts
from ..core.modes.definitions import ModeId
from ..core.modes.setup import resolve_generated
from ..core.paths import UserPaths
from ..core.selection import Refused, Reselected, Selected
from ..core.settings import Settings, save_settings
from ..ui.error_texts import deal_error_text, error_reasons
from ..ui.i18n import Translations
from ..ui.tile_renderer import TileRenderer
from ..ui.tile_style import STYLES
from .actions import GameActions
from .board_scene import BoardScene
from .board_state import free_flags, snapshot_of, status_of
from .board_view import BoardView
from .dialogs.dead_end_dialog import DeadEndDialog
from .dialogs.new_game_dialog import NewGameChoice, NewGameDialog
from .dialogs.preferences_dialog import PreferencesDialog
from .dialogs.records_dialog import RecordsDialog
from .dialogs.rules_dialog import RulesDialog
from .dialogs.time_up_dialog import TimeUpDialog
from .dialogs.win_dialog import WinDialog
from .game_session import GameResult, GameSession
from .menus import GameMenus
from .messages import blocked_text, difficulty_name, tile_name
from .modes.mode_controller import ModeController, campaign_level_of, daily_date
from .modes.mode_screens import ModeScreensMixin
from .modes.mode_texts import date_text, local, mode_name
from .modes.race_dialogs import RaceResultDialog
from .modes.race_panel import RacePanel
from .status_panel import StatusPanel
from .window_memory import remember_window, restore_window

EndDialog = WinDialog | DeadEndDialog | TimeUpDialog | RaceResultDialog

__all__ = ["MainWindow", "GameStart"]

#: The renderer's pixmaps are only read when a tile's device cache is redrawn (zoom, look), so a
#: modest budget is enough and keeps peak memory low.
RENDERER_CACHE_BYTES = 48 * 1024 * 1024


@dataclass(frozen=True)
class GameStart:
    """How the window starts: a layout given on the command line (id or file), a number, and
    whether the saved game may be restored."""

    layout_id: str | None = None
    layout_file: Path | None = None
    number: int | None = None
    restore: bool = True
    start_screen: bool = False  # show the ways to play when no saved game goes on


class MainWindow(ModeScreensMixin, QMainWindow):
    """The Mahjong Qt game window."""

    def __init__(
        self,
        paths: UserPaths,
        settings: Settings,
        translations: Translations,
        start: GameStart | None = None,
        persist: bool = True,
    ):
        super().__init__()
        self.persist = persist  # False: a screenshot run writes no user file
        self.paths = paths
        self.settings = settings
        self.translations = translations
        self.renderer = self._make_renderer()
        self.session = GameSession(paths, self, persist=persist)
        self.scene = BoardScene(self.renderer, self)
        self.scene.set_background(settings.background)
        self.view = BoardView(self.scene, self)
        self.status_panel = StatusPanel(self)
        self.race_panel = RacePanel(self)
        self.race_panel.hide()
        self.modes = ModeController(self)
        self.mode_dialog: QDialog | None = None  # the mode screen open (start, map, race…)
        self.actions_ = GameActions(self)
        self._current_layout: Layout | None = None
        self._current_source = "bundled"
        self._auto_paused = False
        self.end_dialog: EndDialog | None = None
        self._shown_hint: tuple[int, int] | None = None
        self._dealing: int | None = None  # a game number being dealt in the background
        self._building: int | None = None  # a campaign level being built in the background
        self._shown_countdown: int | None = None  # the race countdown on the curtain
        self._build_ui()
        self._connect()
        self.retranslate()
        self._restore_geometry()
        self._start(start or GameStart())

    # ----- building ----------------------------------------------------------------------
    def _make_renderer(self) -> TileRenderer:
        style = self.settings.tile_style if self.settings.tile_style in STYLES else "classic"
        return TileRenderer(
            style,
            corner_index=self.settings.corner_index,
            lang=self.translations.language,
            cache_bytes=RENDERER_CACHE_BYTES,
        )

    def _build_ui(self) -> None:
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.status_panel)
        column.addWidget(self.race_panel)
        column.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.menus = GameMenus(self, self.actions_)
        a = self.actions_
        a.shade_blocked.setChecked(self.settings.shade_blocked)
        self.statusBar().setSizeGripEnabled(False)
        self.view.setFocus()

    def _connect(self) -> None:
        a = self.actions_
        a.new_game.triggered.connect(self.ask_new_game)
        a.restart.triggered.connect(self.restart_game)
        a.undo.triggered.connect(self.session.undo)
        a.redo.triggered.connect(self.session.redo)
        a.back_to_winnable.triggered.connect(self.session.back_to_winnable)
        a.hint.triggered.connect(self.session.hint)
        a.shuffle.triggered.connect(self.session.shuffle)
        a.pause.toggled.connect(self.set_paused)
        a.fit.triggered.connect(self.view.fit)
        a.zoom_in.triggered.connect(self.view.zoom_in)
        a.zoom_out.triggered.connect(self.view.zoom_out)
        a.fullscreen.toggled.connect(self._set_fullscreen)
        a.shade_blocked.toggled.connect(self._set_shade_blocked)
        a.preferences.triggered.connect(self.show_preferences)
        a.rules.triggered.connect(self.show_rules)
        a.records.triggered.connect(self.show_records)
        a.modes.triggered.connect(self.show_start_screen)
        a.statistics.triggered.connect(self.show_statistics)
        a.give_up.triggered.connect(self.give_up)
        a.about.triggered.connect(self.show_about)
        a.quit.triggered.connect(self.close)
        self.scene.tileClicked.connect(self.click_tile)
        self.scene.backgroundClicked.connect(self.session.clear_selection)
        self.view.activated.connect(self.click_tile)
        self.view.escapePressed.connect(self.session.clear_selection)
        self.view.curtainClicked.connect(lambda: self.set_paused(False))
        self.view.focusMoved.connect(self._focus_moved)
        self.session.changed.connect(self.refresh)
        self.session.tick.connect(self._refresh_status)
        self.session.notice.connect(self.show_message)
        self.session.won.connect(self._on_won)
        self.session.stuck.connect(self._on_stuck)
        self.session.busy.connect(self._set_busy)
        self.session.started.connect(self._game_started)
        self.session.dealing.connect(self._set_dealing)
        self.session.tick.connect(self.modes.check_clock)
        self.session.changed.connect(self.modes.check_clock)
        self.modes.time_up.connect(self._on_time_up)
        self.modes.race_over.connect(self._on_race_over)
        self.modes.race_changed.connect(self._race_changed)
        self.modes.building.connect(self._set_building)
        self.modes.book.notice.connect(self.show_message)

    # ----- starting a game ---------------------------------------------------------------
    def _entries(self):
        return list_layouts(self.paths.layouts_dir)

    def _resolve(self, layout_id: str, source: str) -> Layout | None:
        generated = resolve_generated(layout_id, source)
        if generated is not None:
            return generated
        entry = find_layout(self._entries(), layout_id, source)
        return entry.layout if entry is not None else None

    def bundled_layout(self, layout_id: str) -> Layout | None:
        """A layout shipped with the game (the modes' fixed layouts)."""
        entry = find_layout(self._entries(), layout_id, "bundled")
        return entry.layout if entry is not None else None

    def _start(self, start: GameStart) -> None:
        """The first game: the layout file or id asked for, else the saved game, else a new
        game on the layout of the settings (the Turtle when that one cannot be played)."""
        if start.layout_file is not None:
            try:
                layout = load_layout(start.layout_file)
            except LayoutError as error:
                reasons = "; ".join(error_reasons(error))
                self.show_message(
                    self.tr("This layout cannot be played: %1").replace("%1", reasons)
                )
            else:
                if self._new_game(layout, str(start.layout_file), start.number):
                    return
        elif start.layout_id is None and start.number is None and start.restore:
            if self.session.restore(self._resolve):
                self.modes.restored()
                return
            if start.start_screen:
                QTimer.singleShot(0, self.show_start_screen)
        entries = self._entries()
        entry = find_layout(entries, start.layout_id or self.settings.layout_id)
        if entry is None and start.layout_id is not None:
            self.show_message(
                self.tr("There is no layout named “%1”.").replace("%1", start.layout_id)
            )
        if entry is not None and entry.layout is not None:
            if self._new_game(entry.layout, entry.game_source, start.number):
                return
        turtle = find_layout(entries, "turtle", "bundled")
        if (
            turtle is None
            or turtle.layout is None
            or not self._new_game(turtle.layout, "bundled", start.number)
        ):
            raise RuntimeError("the bundled Turtle layout is missing or cannot be dealt")

    def _new_game(
        self,
        layout: Layout,
        source: str,
        number: int | None,
        difficulty: str | None = None,
    ) -> bool:
        """Deal and start a game; False (with a message) when the layout admits no deal."""
        if number is None:
            number = (self.settings.last_number or 0) % MAX_GAME_NUMBER + 1
        s = self.settings
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.session.new_game(
                layout,
                source,
                number,
                difficulty or s.difficulty,
                s.variant,
                HelpLimits(s.hints_limit, s.shuffles_limit),
            )
        except NoDealError as error:
            self.show_message(
                self.tr("No winnable deal can be made on this layout: %1").replace(
                    "%1", deal_error_text(error)
                )
            )
            return False
        finally:
            QApplication.restoreOverrideCursor()
        return True

    def _game_started(self) -> None:
        game = self.session.game
        if game is not None:
            self._update_settings(last_number=game.number, layout_id=game.layout.id)

    def _set_dealing(self, number: int | None) -> None:
        self._dealing = number
        self.refresh()

    def _set_building(self, level: int | None) -> None:
        self._building = level
        self.refresh()

    def _show_layout(self, layout: Layout, source: str) -> None:
        if self._current_layout is layout and self._current_source == source:
            return
        self._current_layout = layout
        self._current_source = source
        self.scene.set_layout(layout.positions)
        self.view.set_content_rect(self.scene.content_rect())
        self.view.fit()

    def ask_new_game(self) -> None:
        dialog = NewGameDialog(
            self._entries(),
            self.settings,
            self.translations.language,
            self.session.game.layout.id if self.session.game else None,
            self,
        )
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        choice: NewGameChoice = dialog.choice()
        if not self._confirm_discard():
            return
        entry = choice.entry
        assert entry.layout is not None
        s = self.settings
        self.session.request_game(
            entry.layout,
            entry.game_source,
            choice.number,
            choice.difficulty,
            s.variant,
            HelpLimits(s.hints_limit, s.shuffles_limit),
        )

    def restart_game(self) -> None:
        game = self.session.game
        if game is None or not self._confirm_discard():
            return
        race = self.modes.race
        if game.mode == ModeId.RACE.value and race is not None:
            config = race.config  # a race starts again from its countdown, CPU and all
            self.modes.start_race(config.level, config.strength, config.number)
        else:
            self.session.restart()

    def _confirm_discard(self) -> bool:
        """Ask before throwing away a game under way (True: go on)."""
        if not self.session.in_progress:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Abandon this game?"),
            self.tr("The game in progress will be counted as lost. Go on?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    # ----- playing -----------------------------------------------------------------------
    def click_tile(self, index: int) -> None:
        if self.modes.race_countdown is not None:
            return
        outcome = self.session.click(index)
        if isinstance(outcome, Refused):
            self.scene.shake(index)
            self.show_message(blocked_text(outcome.blocked))
        elif isinstance(outcome, Selected | Reselected):
            self.statusBar().clearMessage()

    def set_paused(self, paused: bool) -> None:
        if paused and self._racing():
            paused = False  # a race does not wait: the CPU goes on
        if self.actions_.pause.isChecked() != paused:
            self.actions_.pause.setChecked(paused)  # comes back here through toggled
            return
        self.session.set_paused(paused)

    def refresh(self) -> None:
        """Show the session's game: board, marks, status and which actions are possible."""
        game = self.session.game
        if game is None:
            return
        self._show_layout(game.layout, game.layout_source)
        board = game.board
        free = free_flags(game)
        countdown = self.modes.race_countdown
        self._shown_countdown = countdown
        paused = self.session.paused or countdown is not None
        self.view.set_candidates([] if paused else [i for i, f in enumerate(free) if f])
        snap = snapshot_of(
            game,
            free,
            hinted=self.session.hint_pair,
            focused=self.view.focused,
            shade_blocked=self.actions_.shade_blocked.isChecked(),
            paused=paused,
            lang=self.translations.language,
        )
        self.scene.show_snapshot(snap)
        if self.session.hint_pair != self._shown_hint:  # a new hint is never off-screen
            self._shown_hint = self.session.hint_pair
            for tile in self._shown_hint or ():
                self.view.ensureVisible(self.scene.item(tile), 16, 16)
        if countdown is not None:
            curtain = (str(countdown), self.tr("Get ready: the race starts at zero."))
        elif self._building is not None:
            curtain = (
                self.tr("Building level %1…").replace("%1", str(self._building)),
                self.tr("Each level is made from its number: the same for every player."),
            )
        elif self._dealing is not None:
            curtain = (
                self.tr("Dealing game %1…").replace("%1", str(self._dealing)),
                self.tr("The solver makes sure that it can be won."),
            )
        elif paused:
            curtain = (self.tr("Paused"), self.tr("Press P or click here to go on"))
        else:
            curtain = None
        self.view.show_curtain(curtain)
        a = self.actions_
        over = paused or self.session.locked
        a.undo.setEnabled(game.can_undo and not over)
        a.redo.setEnabled(game.can_redo and not over)
        a.back_to_winnable.setEnabled(self.session.moves_to_winnable > 0 and not over)
        self.menus.show_rewind(a.back_to_winnable.isEnabled())
        a.hint.setEnabled(not over and not game.is_won)
        a.shuffle.setEnabled(not over and not game.is_won and game.can_shuffle())
        a.restart.setEnabled(bool(board.history) or game.clock.elapsed() > 0)
        a.give_up.setEnabled(self._racing())
        a.give_up.setVisible(self.modes.race is not None)
        a.pause.setEnabled(not self._racing())
        self.refresh_race()
        self._refresh_status()
        self._update_title()

    def _refresh_status(self) -> None:
        game = self.session.game
        if game is None:
            return
        self.status_panel.show_status(status_of(game))

    def _racing(self) -> bool:
        race = self.modes.race
        return race is not None and not race.finished

    def refresh_race(self) -> None:
        """The race strip: both sides' progress."""
        run = self.modes.race
        self.race_panel.setVisible(run is not None)
        if run is None:
            self._shown_countdown = None
            return
        self.race_panel.show_progress(run.race.player_progress, run.race.cpu_progress)
        cpu_board = run.race.cpu.board
        self.race_panel.show_cpu_board(cpu_board.geometry.positions, cpu_board.present)
        if run.countdown() != self._shown_countdown:  # 3, 2, 1, go: show the board anew
            self.refresh()

    def _race_changed(self) -> None:
        run = self.modes.race
        if run is not None:
            lang = self.translations.language
            self.race_panel.set_race(
                local(run.config.level.name, lang), local(run.config.strength.name, lang)
            )
        self.refresh()

    def _update_title(self) -> None:
        game = self.session.game
        title = self.tr("Mahjong Qt")
        if game is not None and game.mode != ModeId.CLASSIC.value:
            lang = self.translations.language
            detail = game.layout.name(lang)
            if game.mode == ModeId.CAMPAIGN.value:
                level = campaign_level_of(game)
                if level is not None:
                    detail = self.tr("level %1").replace("%1", str(level))
            elif game.mode == ModeId.DAILY.value:
                day = daily_date(game)
                detail = date_text(day, long=True) if day is not None else str(game.number)
            title = (
                self.tr("%1 — %2 — Mahjong Qt")
                .replace("%1", mode_name(game.mode, lang))
                .replace("%2", detail)
            )
        elif game is not None:
            name = game.layout.name(self.translations.language)
            title = self.tr("%1 — game %2 (%3) — Mahjong Qt")
            title = (
                title.replace("%1", name)
                .replace("%2", str(game.number))
                .replace("%3", difficulty_name(game.difficulty))
            )
        self.setWindowTitle(title)

    def _focus_moved(self, index: int | None) -> None:
        self.refresh()
        game = self.session.game
        if index is None or game is None:
            return
        name = tile_name(game.board.face(index), self.translations.language)
        if game.selected == index:
            text = self.tr("%1, selected").replace("%1", name)
        else:
            text = self.tr("%1, free").replace("%1", name)
        self.view.describe(text)
        self.show_message(text)

    @staticmethod
    def _set_busy(busy: bool) -> None:
        if busy:
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        else:
            QApplication.restoreOverrideCursor()

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    # ----- end of game -------------------------------------------------------------------
    def _on_won(self, result: GameResult) -> None:
        game = self.session.game
        if game is not None and game.mode == ModeId.RACE.value and self.modes.race is not None:
            return  # the race's result screen says it
        outcome = self.modes.game_won(result)
        self._open_end_dialog(
            WinDialog(result, game, self, outcome.next_level, tuple(outcome.news))
        )

    def _on_time_up(self, _result: GameResult) -> None:
        game = self.session.game
        self.show_message(self.tr("Time's up!"))
        self._open_end_dialog(TimeUpDialog(game.board.tiles_left if game else 0, self))

    def _on_race_over(self) -> None:
        run = self.modes.race
        if run is None:
            return
        self.refresh()
        cpu = self.tr("CPU (%1)").replace(
            "%1", local(run.config.strength.name, self.translations.language)
        )
        self._open_end_dialog(RaceResultDialog(run.race, cpu, self.modes.race_result, self))

    def _on_stuck(self) -> None:
        game = self.session.game
        if game is not None:
            self._open_end_dialog(
                DeadEndDialog(
                    game.can_undo, game.can_shuffle(), self, self.session.moves_to_winnable
                )
            )

    def _open_end_dialog(self, dialog: EndDialog) -> None:
        """Show an end-of-game dialog (window-modal, without blocking) and act on its answer."""
        if self.end_dialog is not None:
            self.end_dialog.close()
        self.end_dialog = dialog
        dialog.finished.connect(lambda _code: self._end_dialog_done(dialog))
        dialog.open()

    def _end_dialog_done(self, dialog: EndDialog) -> None:
        if self.end_dialog is dialog:
            self.end_dialog = None
        actions = {
            "new": self.new_game_of_mode,
            "next": self._next_level,
            "again": self._race_again,
            "replay": self.session.restart,
            "undo": self.session.undo,
            "rewind": self.session.back_to_winnable,
            "shuffle": self.session.shuffle,
        }
        if dialog.wants in actions:
            actions[dialog.wants]()

    # ----- preferences and view ----------------------------------------------------------
    def show_preferences(self) -> None:
        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec() == PreferencesDialog.DialogCode.Accepted:
            self.apply_settings(dialog.settings())

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings at once (language, look, limits for the next game) and save them."""
        old = self.settings
        self.settings = settings
        if settings.language != old.language:
            self.translations.set_language(settings.language)  # LanguageChange → retranslate
        if (
            settings.tile_style != old.tile_style
            or settings.corner_index != old.corner_index
            or self.renderer.lang != self.translations.language
        ):
            self.renderer = self._make_renderer()
            self.scene.set_renderer(self.renderer)
        self.scene.set_background(settings.background)
        self.actions_.shade_blocked.setChecked(settings.shade_blocked)
        self._save_settings()
        self.refresh()

    def _update_settings(self, **changes) -> None:
        self.settings = self.settings.model_copy(update=changes)
        self._save_settings()

    def _save_settings(self) -> None:
        if not self.persist:
            return
        try:
            save_settings(self.paths.settings_file, self.settings)
        except OSError as error:
            self.show_message(
                self.tr("The settings could not be saved: %1").replace("%1", str(error))
            )

    def _set_shade_blocked(self, on: bool) -> None:
        if self.settings.shade_blocked != on:
            self._update_settings(shade_blocked=on)
        self.refresh()

    def _set_fullscreen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    def show_records(self) -> None:
        entries = self._entries()
        lang = self.translations.language

        def name(layout_id: str) -> str:
            entry = find_layout(entries, layout_id)
            return entry.name(lang) if entry is not None else layout_id

        RecordsDialog(self.session.records(), name, self).exec()

    def show_rules(self) -> None:
        RulesDialog(self.renderer, self.translations.language, self).exec()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Mahjong Qt"),
            self.tr(
                "<h3>Mahjong Qt</h3><p>Mahjong solitaire: remove matching pairs of free tiles "
                "until the board is empty.</p><p>Every deal can be won; hints are proven safe "
                "by a solver.</p>"
            ),
        )

    # ----- window events -----------------------------------------------------------------
    def retranslate(self) -> None:
        self._race_changed()  # the race strip's level and CPU names
        self.actions_.retranslate()
        self.menus.retranslate()
        self.view.setAccessibleName(self.tr("Board"))
        if self.renderer.lang != self.translations.language:
            self.renderer = self._make_renderer()
            self.scene.set_renderer(self.renderer)
        self.refresh()
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.retranslate()
        elif kind == QEvent.Type.WindowStateChange:
            if self.isMinimized() and not self.session.paused:
                self._auto_paused = True
                self.set_paused(True)
            elif not self.isMinimized() and self._auto_paused:
                self._auto_paused = False
                self.set_paused(False)
            self.actions_.fullscreen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if not self.session.paused:  # minimised, or hidden: the clock must not run
            self._auto_paused = True
            self.set_paused(True)
        super().hideEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if self._auto_paused and not self.isMinimized():
            self._auto_paused = False
            self.set_paused(False)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        """Quit asks when a game is under way; the game is saved either way and goes on at the
        next start."""
        if self.session.in_progress and not self._confirm_quit():
            event.ignore()
            return
        self.session.save()
        self.session.shutdown()
        self.modes.shutdown()
        if self.persist:
            remember_window(self, self.paths.window_file)
        event.accept()

    def _confirm_quit(self) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Quit Mahjong Qt?"),
            self.tr("Your game is saved and will go on at the next start. Quit now?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _restore_geometry(self) -> None:
        if not (self.persist and restore_window(self, self.paths.window_file)):
            self.resize(1180, 820)
