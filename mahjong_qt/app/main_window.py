"""The game window: the composition root of the game's parts (PARTS.md has the map).

It makes the parts and wires their signals, and owns nothing else: the session, the starter
(the one way a game starts, from a ``GameSetup``), the board presenter, the mode controller and
screens, the end-of-game dialogs, the settings store, the actions and menus. Texts are set in
``retranslate()``, again on ``QEvent.LanguageChange``: the language switches live.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow

from ..core.foreign_entries import foreign_layout
from ..core.layout import Layout
from ..core.layout_library import LayoutEntry, LayoutShelf
from ..core.modes.definitions import mode_of
from ..core.modes.setup import GameSetup, resolve_generated, restart_setup
from ..core.paths import UserPaths
from ..core.selection import Refused, Reselected, Selected
from ..core.settings import Settings
from ..ui.i18n import Translations
from ..ui.theme import ThemeFollower
from .action_states import update_actions
from .actions import GameActions
from .auto_finish import STEP_MS, AutoFinish
from .auto_pause import AutoPause
from .board_presenter import BoardMarks, BoardPresenter, wait_cursor
from .confirmations import Confirmations
from .end_of_game import EndOfGame
from .game_announcer import GameAnnouncer, race_rank
from .game_reviewer import GameReviewer
from .game_session import GameSession
from .game_starter import GameStarter
from .info_screens import InfoScreens
from .menus import GameMenus
from .modes.mode_controller import ModeController
from .modes.mode_screens import ModeScreens
from .opening import GameStart, opening
from .play_aids import PlayAids
from .settings_store import SettingsStore
from .window_memory import kept_board_view, remember_window, restore_window
from .window_size import place_window
from .window_title import window_title

__all__ = ["MainWindow", "GameStart"]


class MainWindow(QMainWindow):
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
        self.shelf = LayoutShelf(paths.layouts_dir, foreign_layout)  # + other games' layouts
        self.store = SettingsStore(paths, settings, persist, self)
        self.translations = translations
        self.theme = ThemeFollower(settings.theme, self)  # before any widget: the palette
        self.confirm = Confirmations(self)
        self.session = GameSession(paths, self, persist=persist)
        self.starter = GameStarter(self.session, self)
        self.board = BoardPresenter(settings, self.language, self)
        self.speech = GameAnnouncer(self.session, self.view.announcer, lambda: self.language, self)
        self.reviewer = GameReviewer(
            self, self.session, self.board, self.speech, lambda: self.language
        )
        self.finisher = AutoFinish(self.session, self._may_finish, self._finish_step_ms, self)
        self.modes = ModeController(self.session, self, paths, persist, self)
        self.starter.upcoming = self.modes.upcoming  # the deals prepared ahead
        self.screens = ModeScreens(self, self.modes, self.session, self)
        answers = self._end_answers()
        self.end = EndOfGame(self, self.session, self.modes, answers, lambda: self.language)
        self.info = InfoScreens(self, self.shelf)
        self.actions_ = GameActions(self)
        self.auto_pause = AutoPause(self, lambda: self.session.paused, self.set_paused)
        self.aids = PlayAids(
            self, self.session, self.board.banner, self.actions_, self.show_message
        )
        self.aids.set_lost_warning(settings.lost_warning)
        self.setCentralWidget(self.board.widget)
        self.menus = GameMenus(self, self.actions_)
        self.reviewer.add_to(self.menus.game, self.actions_.give_up)
        self.actions_.shade_blocked.setChecked(settings.shade_blocked)
        self.actions_.view_angles[settings.view_angle].setChecked(True)
        self.statusBar().setSizeGripEnabled(False)
        self.view.setFocus()
        self._connect()
        self.retranslate()
        self._restore_geometry()
        self._open(start or GameStart())

    # ----- the parts, as the other parts and the tests reach them ------------------------
    settings = property(lambda self: self.store.settings)
    language = property(lambda self: self.translations.language)
    scene = property(lambda self: self.board.scene)
    view = property(lambda self: self.board.view)
    status_panel = property(lambda self: self.board.status_panel)
    race_panel = property(lambda self: self.board.race_panel)
    end_dialog = property(lambda self: self.end.dialog)
    mode_dialog = property(lambda self: self.screens.dialog)
    renderer = property(lambda self: self.board.renderer)

    def _end_answers(self) -> dict:
        s, screens = self.session, self.screens
        return {
            "new": lambda: screens.new_game_of_mode(s.game),
            "next": lambda: screens.next_level(s.game),
            "again": screens.race_again,
            "replay": self.restart_game,
            "undo": s.undo,
            "rewind": s.back_to_winnable,
            "shuffle": s.shuffle,
            "review": self.reviewer.open,
        }

    def _connect(self) -> None:
        a, s, view, modes = self.actions_, self.session, self.view, self.modes
        for action, slot in (
            (a.new_game, self.screens.ask_new_game),
            (a.restart, lambda: self.restart_game(confirm=True)),
            (a.undo, lambda: self._quiet(s.undo)),
            (a.redo, lambda: self._quiet(s.redo)),
            (a.back_to_winnable, s.back_to_winnable),
            (a.hint, s.hint),
            (a.shuffle, s.shuffle),
            (a.fit, view.fit),
            (a.zoom_in, view.zoom_in),
            (a.zoom_out, view.zoom_out),
            (a.preferences, self.show_preferences),
            (a.rules, lambda: self.info.show_rules(self.renderer, self.language)),
            (a.records, lambda: self.info.show_records(s.records(), self.language)),
            (a.modes, self.screens.show_start_screen),
            (a.statistics, self.screens.show_statistics),
            (a.give_up, modes.give_up),
            (a.about, self.info.show_about),
            (a.quit, self.close),
        ):
            action.triggered.connect(slot)
        a.pause.toggled.connect(self.set_paused)
        a.fullscreen.toggled.connect(lambda on: self.showFullScreen() if on else self.showNormal())
        a.shade_blocked.toggled.connect(self._set_shade_blocked)
        a.view_angle.triggered.connect(lambda action: self.set_view_angle(action.data()))
        self.scene.tileClicked.connect(self.click_tile)
        self.scene.backgroundClicked.connect(s.clear_selection)
        view.activated.connect(self.click_tile)
        view.escapePressed.connect(s.clear_selection)
        view.escapePressed.connect(self.aids.stop_demo)
        self.aids.changed.connect(self.refresh)
        self.reviewer.available_changed.connect(self.board.banner.offer_review)
        self.board.banner.review.connect(self.reviewer.open)
        view.curtainClicked.connect(lambda: self.set_paused(False))
        view.focusMoved.connect(self._focus_moved)
        for signal in (s.changed, self.starter.dealing, modes.race_changed):
            signal.connect(self.refresh)
        s.tick.connect(lambda: s.game and self.board.show_status(s.game))
        modes.race_updated.connect(self._race_updated)
        for notice in (s.notice, self.starter.notice, modes.book.notice, self.store.notice):
            notice.connect(self.show_message)
        self.board.said.connect(lambda text: self.show_message(text, speak=False))
        s.won.connect(lambda result: self.speech.say_won(result.score))
        s.stuck.connect(self._review_lost_game)
        self.finisher.started.connect(
            lambda: self.show_message(
                self.tr("Every tile left is free: the last pairs go by themselves.")
            )
        )
        s.busy.connect(wait_cursor)
        s.started.connect(self._game_started)
        modes.time_up.connect(lambda _result: self.show_message(self.tr("Time's up!")))
        modes.race_over.connect(self.refresh)

    # ----- starting a game ---------------------------------------------------------------
    def start(self, setup: GameSetup) -> None:
        """The one way to start a game of any mode (the parts call it)."""
        self.starter.start(setup)

    def layouts(self) -> list[LayoutEntry]:
        return self.shelf.entries()

    def bundled_layout(self, layout_id: str) -> Layout | None:
        return self.shelf.bundled(layout_id)

    def _resolve(self, layout_id: str, source: str) -> Layout | None:
        return resolve_generated(layout_id, source) or self.shelf.find(layout_id, source)

    def _open(self, start: GameStart) -> None:
        """The first game: the saved one goes on, else a new game (``opening``)."""
        if start.may_restore and start.restore and self.starter.restore(self._resolve):
            return
        if start.may_restore and start.restore and start.start_screen:
            QTimer.singleShot(0, self.screens.show_start_screen)
        first = opening(start, self.settings, self.shelf)
        for message in first.messages:
            self.show_message(message)
        self.starter.start(first.setup, first.fallback)

    def _game_started(self) -> None:
        game = self.session.game
        if game is not None and mode_of(game.mode).series:  # Classic: what "New Game" offers
            self.store.note(last_number=game.number, layout_id=game.layout.id)

    def restart_game(self, confirm: bool = False) -> None:
        """The same deal again from the start (a race: from its countdown, CPU and all)."""
        game = self.session.game
        if game is not None and (not confirm or self.confirm_discard()):
            self.start(restart_setup(game))

    def confirm_discard(self) -> bool:
        """Ask before throwing away a game under way (True: go on)."""
        return not self.session.in_progress or self.confirm.discard()

    def update_settings(self, **changes) -> None:
        self.store.update(**changes)

    # ----- playing -----------------------------------------------------------------------
    def _quiet(self, move) -> None:
        """Undo or redo: what the status line said of the move before goes with it."""
        self.statusBar().clearMessage()
        move()

    def click_tile(self, index: int) -> None:
        if self.modes.race_countdown is not None or self.aids.demo is not None:
            return
        outcome = self.session.click(index)
        if isinstance(outcome, Refused) and self.session.game is not None:
            text = self.board.refused(self.session.game, outcome.blocked, self.language)
            self.show_message(text, speak=False)
            self.speech.say_refusal(index)
        elif isinstance(outcome, Selected | Reselected):
            self.statusBar().clearMessage()

    def set_paused(self, paused: bool) -> None:
        paused = paused and not self.modes.racing  # a race does not wait: the CPU goes on
        if self.actions_.pause.isChecked() != paused:
            self.actions_.pause.setChecked(paused)  # comes back here through toggled
            return
        self.session.set_paused(paused)

    def refresh(self, *_args) -> None:
        """Show the session's game: board, marks, status, race strip, actions and title."""
        s, game, modes = self.session, self.session.game, self.modes
        if game is None:
            return
        shade, lang = self.actions_.shade_blocked.isChecked(), self.language
        countdown, waiting = modes.race_countdown, self.starter.waiting
        held, demo, lost = self.aids.marks()
        panel = self.settings.aids_panel and mode_of(game.mode).aids
        marks = BoardMarks(
            s.hint_pair, s.paused, countdown, waiting, shade, lang, held, demo, lost, panel
        )
        self.board.show(game, marks, s.take_change())
        self.board.show_race(modes.race, lang)
        over, race_shown = marks.faces_hidden or s.blocked, modes.race is not None
        moves = s.moves_to_winnable
        update_actions(
            self.actions_, self.menus, game, over, moves, modes.racing, race_shown, s, demo
        )
        self.setWindowTitle(window_title(game, lang))
        self.speech.update()
        self.finisher.check()
        self.speech.say_countdown(countdown)
        self.speech.say_rank(race_rank(modes.race))

    def _review_lost_game(self) -> None:
        """No free pair is left: say where the game was lost (the last position the solver
        proved winnable, and the move after it)."""
        text = self.speech.review_text(self.session.moves_to_winnable)
        if text:
            self.show_message(text)

    def _may_finish(self) -> bool:
        game = self.session.game
        if game is None or self.aids.demo is not None:
            return False
        return self.settings.auto_finish and mode_of(game.mode).aids

    def _finish_step_ms(self) -> int:
        return STEP_MS if self.scene.motion else 0

    def _race_updated(self) -> None:
        if self.modes.race_countdown != self.board.shown_countdown:
            self.refresh()  # 3, 2, 1, go: the curtain changes
        else:
            self.board.show_race(self.modes.race, self.language)
            self.speech.say_rank(race_rank(self.modes.race))

    def _focus_moved(self, index: int | None) -> None:
        self.refresh()
        if index is not None and self.session.game is not None:
            self.board.describe_focus(self.session.game, index, self.language)

    def show_message(self, text: str, speak: bool = True) -> None:
        """A message in the status line, also said to a screen reader (``speak``)."""
        self.statusBar().showMessage(text, 8000)
        if speak:
            self.speech.say(text)

    # ----- preferences and view ----------------------------------------------------------
    def show_preferences(self) -> None:
        chosen = self.info.ask_preferences(self.settings)
        if chosen is not None:
            self.apply_settings(chosen)

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings at once (language, look, limits for the next game) and save them."""
        old = self.settings
        self.store.replace(settings)
        if settings.language != old.language:
            self.translations.set_language(settings.language)  # LanguageChange → retranslate
        self.board.set_look(settings, self.language)
        self.actions_.shade_blocked.setChecked(settings.shade_blocked)
        self.actions_.view_angles[settings.view_angle].setChecked(True)
        self.theme.set_choice(settings.theme)
        self.aids.set_lost_warning(settings.lost_warning)
        self.refresh()

    def _set_shade_blocked(self, on: bool) -> None:
        if self.settings.shade_blocked != on:
            self.store.update(shade_blocked=on)
        self.refresh()

    def set_view_angle(self, angle: str) -> None:
        """Look at the board from ``angle`` (``Settings.view_angle``) at once, and keep it."""
        if self.settings.view_angle != angle:
            chosen = Settings.model_validate(self.settings.model_dump() | {"view_angle": angle})
            self.apply_settings(chosen)

    # ----- window events -----------------------------------------------------------------
    def retranslate(self) -> None:
        self.board.name_race(self.modes.race, self.language)
        self.actions_.retranslate()
        self.menus.retranslate()
        self.view.setAccessibleName(self.tr("Board"))
        self.board.set_look(self.settings, self.language)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.retranslate()
        elif kind == QEvent.Type.WindowStateChange:
            self.actions_.fullscreen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        """Quit asks when a game is under way; the game is saved either way and goes on at the
        next start."""
        if self.session.in_progress and not self.confirm.quit():
            event.ignore()
            return
        self.session.save()
        for part in (self.starter, self.session, self.modes):
            part.shutdown()
        if self.persist:
            remember_window(self, self.paths.window_file, self.board.view_to_keep())
        event.accept()

    def _restore_geometry(self) -> None:
        """Last time's size and place (kept on this screen) and zoom; else fit the screen."""
        restored = self.persist and restore_window(self, self.paths.window_file)
        place_window(self, restored)
        if self.persist:
            self.board.keep_view(kept_board_view(self.paths.window_file))
