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

from mahjong_qt.app.aids.auto_finish import STEP_MS, AutoFinish
from mahjong_qt.app.aids.first_board_help import FirstBoardHelp, is_first_board
from mahjong_qt.app.aids.hint_aid import HintAid
from mahjong_qt.app.aids.play_aids import PlayAids
from mahjong_qt.app.board.board_presenter import BoardPresenter, wait_cursor
from mahjong_qt.app.dialogs.browser_warm_up import BrowserWarmUp
from mahjong_qt.app.dialogs.layout_names import LayoutNames
from mahjong_qt.app.measuring.idle_measuring import WindowMeasuring
from mahjong_qt.app.modes.mode_controller import ModeController
from mahjong_qt.app.modes.mode_screens import ModeScreens
from mahjong_qt.app.review.game_reviewer import GameReviewer
from mahjong_qt.app.screen_reader.game_announcer import GameAnnouncer
from mahjong_qt.app.session.game_session import GameSession
from mahjong_qt.app.session.game_starter import GameStarter
from mahjong_qt.app.session.opening import GameStart, opening
from mahjong_qt.app.session.play_input import PlayInput
from mahjong_qt.app.sound.earcons import Earcons
from mahjong_qt.core.foreign_entries import foreign_layout
from mahjong_qt.core.layout import Layout
from mahjong_qt.core.layout_library import LayoutEntry, LayoutShelf
from mahjong_qt.core.modes.definitions import mode_of
from mahjong_qt.core.modes.setup import GameSetup, restart_setup
from mahjong_qt.core.paths import UserPaths
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.i18n import Translations
from mahjong_qt.ui.theme import ThemeFollower

from .actions import GameActions
from .auto_pause import AutoPause
from .confirmations import Confirmations
from .editor_launch import EditorLauncher
from .end_of_game import EndOfGame
from .game_display import GameDisplay
from .info_screens import InfoScreens
from .look_preferences import LookPreferences
from .menus import GameMenus
from .settings_store import SettingsStore
from .window_memory import remember_window, restore_window
from .window_size import place_window

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
        self.layout_names = LayoutNames(paths if persist else None, self)  # "Cross (KMahjongg)"
        self.store = SettingsStore(paths, settings, persist, self)
        self.translations = translations
        self.theme = ThemeFollower(settings.theme, self)  # before any widget: the palette
        self.confirm = Confirmations(self)
        self.session = GameSession(paths, self, persist=persist)
        self.starter = GameStarter(self.session, self)
        self.board = BoardPresenter(settings, self.language, self)
        self.speech = GameAnnouncer(self.session, self.view.announcer, lambda: self.language, self)
        self.earcons = Earcons(lambda: self.settings, self)  # the sounds of what speech hears
        self.speech.heard.connect(self.earcons.hear)
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
        self.editor = EditorLauncher(self.session, paths.layouts_dir, self)  # Game → Layout Editor
        self.actions_ = GameActions(self)
        self.aids = PlayAids(
            self, self.session, self.board.banner, self.actions_, self.show_message
        )
        first = is_first_board(settings)  # the first board's helping hand, once ever
        self.first_help = FirstBoardHelp(self.session, first, self.show_message, parent=self)
        self.first_help.given.connect(lambda: self.store.update(first_pair_shown=True))
        self.hint_aid = HintAid(self.session, lambda: self.settings, self.show_message, self)
        self.measuring = (  # the machine's layouts measured while the game is idle
            WindowMeasuring(paths, self.session, lambda: self.starter.waiting is not None, self)
            if persist
            else None
        )
        self.browser_warm_up = (  # the New Game dialog ready while the first board is seen
            BrowserWarmUp(self.layouts, self.layout_names, self) if persist else None
        )
        self.setCentralWidget(self.board.widget)
        self.menus = GameMenus(self, self.actions_)
        self.reviewer.add_to(self.menus.game, self.actions_.give_up)
        self._make_views()
        self.auto_pause = AutoPause(self, lambda: self.session.paused, self.play.set_paused)
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
    shade_action = property(lambda self: self.actions_.shade_blocked)

    def _make_views(self) -> None:
        """The parts that show the game and take the player's input and preferences."""
        s, board, a, modes, aids = self.session, self.board, self.actions_, self.modes, self.aids
        self.display = GameDisplay(
            self,
            board,
            session=s,
            starter=self.starter,
            modes=modes,
            aids=aids,
            controls=(a, self.menus),
            speech=self.speech,
            finisher=self.finisher,
        )
        self.layout_names.changed.connect(self.display.refresh)  # the title names the layout
        self.play = PlayInput(self, board, a, session=s, modes=modes, aids=aids, speech=self.speech)
        self.look = LookPreferences(
            self.store,
            a,
            self.display.refresh,
            info=self.info,
            board=board,
            translations=self.translations,
            theme=self.theme,
            aids=aids,
        )

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
            (a.back_to_winnable, s.back_to_winnable),
            (a.hint, self.hint_aid.hint),
            (a.shuffle, s.shuffle),
            (a.fit, view.fit),
            (a.zoom_in, view.zoom_in),
            (a.zoom_out, view.zoom_out),
            (a.rules, lambda: self.info.show_rules(self.renderer, self.language)),
            (a.records, lambda: self.info.show_records(s.book.records(), self.language)),
            (a.modes, self.screens.show_start_screen),
            (a.statistics, self.screens.show_statistics),
            (a.give_up, lambda: self.confirm.give_up(modes.give_up)),
            (a.about, lambda: self.info.show_about(self.settings, self.language)),
            (a.open_editor, self.editor.open),
            (a.quit, self.close),
        ):
            action.triggered.connect(slot)
        a.fullscreen.toggled.connect(lambda on: self.showFullScreen() if on else self.showNormal())
        self.reviewer.available_changed.connect(self.board.banner.offer_review)
        self.board.banner.review.connect(self.reviewer.open)
        notices = (s.notice, self.starter.notice, modes.book.notice, self.store.notice)
        for notice in (*notices, self.reviewer.notice, self.editor.failed):
            notice.connect(self.show_message)
        self.board.said.connect(lambda text: self.show_message(text, speak=False))
        s.won.connect(lambda result: self.speech.say_won(result.score))
        self.finisher.started.connect(
            lambda: self.show_message(
                self.tr("Every tile left is free: the last pairs go by themselves.")
            )
        )
        s.busy.connect(wait_cursor)
        s.started.connect(self._game_started)
        modes.time_up.connect(lambda _result: self.show_message(self.tr("Time's up!")))

    # ----- starting a game ---------------------------------------------------------------
    def start(self, setup: GameSetup) -> None:
        """The one way to start a game of any mode (the parts call it)."""
        self.starter.start(setup)

    def layouts(self) -> list[LayoutEntry]:
        return self.shelf.entries()

    def bundled_layout(self, layout_id: str) -> Layout | None:
        return self.shelf.bundled(layout_id)

    def find_layout(self, layout_id: str, source: str | None) -> Layout | None:
        return self.shelf.find(layout_id, source)

    def _open(self, start: GameStart) -> None:
        """The first game: the saved one goes on, else a new game (``opening``)."""
        if start.may_restore and start.restore:  # a generated layout is built in the worker
            self.starter.restore(self.shelf.find, lambda: self._first_game(start))
        else:
            self._first_game(start)

    def _first_game(self, start: GameStart) -> None:
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

    def _may_finish(self) -> bool:
        game = self.session.game
        if game is None or self.aids.demo is not None:
            return False
        return self.settings.auto_finish and mode_of(game.mode).aids

    def _finish_step_ms(self) -> int:
        return STEP_MS if self.scene.motion else 0

    def clear_message(self) -> None:
        self.statusBar().clearMessage()

    def show_message(self, text: str, speak: bool = True) -> None:
        """A message in the status line, also said to a screen reader (``speak``)."""
        self.statusBar().showMessage(text, 8000)
        if speak:
            self.speech.say(text)

    # ----- window events -----------------------------------------------------------------
    def retranslate(self) -> None:
        self.board.name_race(self.modes.race, self.language)
        self.actions_.retranslate()
        self.menus.retranslate()
        self.view.setAccessibleName(self.tr("Board"))
        self.board.set_look(self.settings, self.language)
        self.display.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.retranslate()
        elif kind == QEvent.Type.WindowStateChange:
            self.actions_.fullscreen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        """Quit does not ask: the game under way is saved and goes on at the next start (asked
        only in a run that saves nothing)."""
        if self.session.in_progress and not self.confirm.quit(saved=self.persist):
            event.ignore()
            return
        self.session.save()
        for part in (self.starter, self.session, self.modes, self.measuring):
            if part is not None:
                part.shutdown()
        if self.persist:
            remember_window(self, self.paths.window_file, self.board.view_to_keep())
        event.accept()

    def _restore_geometry(self) -> None:
        """Last time's size and place (kept on this screen) and zoom; else fit the screen."""
        restored = self.persist and restore_window(
            self, self.paths.window_file, self.board.keep_view
        )
        place_window(self, restored)
