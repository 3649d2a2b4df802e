"""The board part of the game window: the scene and its view, the status panel and the race
strip, shown from the core's state.

The window hands :meth:`BoardPresenter.show` the game and a :class:`BoardMarks` (what the board
shows besides the game: hint, pause, countdown, a deal being made); the presenter turns them into
a :class:`BoardSnapshot` for the scene, a ``StatusView`` for the panel and the curtain's text.
It decides no rule and starts nothing: clicks leave as the view's and scene's signals.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from ..core.board import Blocked, Board
from ..core.game import Game
from ..core.kmahjongg_art import find_backgrounds
from ..core.layout import Layout
from ..core.modes.setup import GameSetup
from ..core.settings import Settings
from ..ui.svg_background import background_brush
from ..ui.tile_metrics import geometry_for
from ..ui.tile_renderer import TileRenderer
from ..ui.tile_sets import make_tile_renderer
from ..ui.zoom_pan_view import ViewState
from .board_scene import BoardScene
from .board_state import board_snapshot, free_flags, snapshot_of, status_of
from .board_view import BoardView
from .lost_banner import LostBanner
from .messages import blocked_text, tile_name
from .modes.mode_texts import local
from .modes.race_panel import RacePanel
from .modes.race_run import RaceRun
from .status_panel import StatusPanel

__all__ = ["BoardMarks", "BoardPresenter", "make_renderer", "wait_cursor", "RENDERER_CACHE_BYTES"]

#: The renderer's pixmaps are only read when a tile's device cache is redrawn (zoom, look), so a
#: modest budget is enough and keeps peak memory low.
RENDERER_CACHE_BYTES = 48 * 1024 * 1024
TABLE_PICTURE_SIZE = QSize(1600, 1000)  # scene units a picture that is not tiled covers


@dataclass(frozen=True)
class BoardMarks:
    """What the board shows besides the game itself."""

    hint: tuple[int, int] | None = None
    paused: bool = False
    countdown: int | None = None  # a race's 3, 2, 1
    waiting: GameSetup | None = None  # a game whose deal is being made
    shade_blocked: bool = False
    lang: str = "en"
    held: bool = False  # a dialog or a screen covers the board: the clock waits, faces hidden
    demo: Board | None = None  # the demo's board, shown instead of the game's
    lost: tuple[int, bool] | None = None  # the "cannot be won" banner: (moves back, can undo)

    @property
    def faces_hidden(self) -> bool:
        return self.paused or self.held or self.countdown is not None


class BoardPresenter(QObject):
    """Owns the board's widgets. ``said(text)`` for the status line (the focused tile)."""

    said = Signal(str)

    def __init__(self, settings: Settings, lang: str, parent: QWidget):
        super().__init__(parent)
        self.renderer = make_renderer(settings, lang)
        self.scene = BoardScene(self.renderer, self)
        self.scene.set_background(settings.background, table_picture(settings))
        self.view = BoardView(self.scene, parent)
        self.status_panel = StatusPanel(parent)
        self.race_panel = RacePanel(parent)
        self.race_panel.hide()
        self.widget = QWidget(parent)
        column = QVBoxLayout(self.widget)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.banner = LostBanner(parent)  # right above the board: it hides no tile
        for part in (self.status_panel, self.race_panel, self.banner):
            column.addWidget(part)
        column.addWidget(self.view, 1)
        self._layout: tuple[Layout, str] | None = None
        self._shown_hint: tuple[int, int] | None = None
        self.shown_countdown: int | None = None  # the race countdown on the curtain
        self._named_race: RaceRun | None = None
        self._kept_view: tuple[str, ViewState] | None = None  # the zoom kept from last time

    def show(self, game: Game, marks: BoardMarks) -> None:
        """Show ``game`` with ``marks``: board, status and curtain."""
        self._show_layout(game.layout, game.layout_source)
        hidden = marks.faces_hidden
        if marks.demo is not None:  # the solver plays its own copy: nothing to click
            self.view.set_candidates([])
            self.scene.show_snapshot(board_snapshot(marks.demo, marks.lang))
        else:
            free = free_flags(game)
            self.view.set_candidates([] if hidden else [i for i, f in enumerate(free) if f])
            self.scene.show_snapshot(
                snapshot_of(
                    game,
                    free,
                    hinted=marks.hint,
                    focused=self.view.focused,
                    shade_blocked=marks.shade_blocked,
                    paused=hidden,
                    lang=marks.lang,
                )
            )
        if marks.hint != self._shown_hint:  # a new hint is never off-screen
            self._shown_hint = marks.hint
            for tile in marks.hint or ():  # scrolled to only when part of it is hidden
                self.view.reveal(self.scene.item(tile).sceneBoundingRect())
        if marks.lost is not None and marks.demo is None and not hidden:
            self.banner.show_lost(*marks.lost)
        else:
            self.banner.hide()
        self.shown_countdown = marks.countdown
        self.view.show_curtain(self._curtain(marks))
        self.show_status(game)

    def show_status(self, game: Game) -> None:
        self.status_panel.show_status(status_of(game))

    def _curtain(self, marks: BoardMarks) -> tuple[str, str] | None:
        waiting = marks.waiting
        if marks.countdown is not None:
            return (str(marks.countdown), self.tr("Get ready: the race starts at zero."))
        if waiting is not None and waiting.layout is None and isinstance(waiting.detail, int):
            return (
                self.tr("Building level %1…").replace("%1", str(waiting.detail)),
                self.tr("Each level is made from its number: the same for every player."),
            )
        if waiting is not None:
            return (
                self.tr("Dealing game %1…").replace("%1", str(waiting.number)),
                self.tr("The solver makes sure that it can be won."),
            )
        if marks.paused:
            return (self.tr("Paused"), self.tr("Press P or click here to go on"))
        if marks.held:
            return (self.tr("Paused"), self.tr("The clock waits while this window is open."))
        return None

    def _show_layout(self, layout: Layout, source: str) -> None:
        if self._layout is not None and self._layout[0] is layout and self._layout[1] == source:
            return
        self._layout = (layout, source)
        self.scene.set_layout(layout.positions)
        self.view.set_content_rect(self.scene.content_rect())
        self.view.fit()
        kept, self._kept_view = self._kept_view, None
        if kept is not None and kept[0] == layout.id:  # the board as it was left at the quit
            self.view.restore_view_state(kept[1])

    def keep_view(self, kept: tuple[str, ViewState] | None) -> None:
        """The zoom and scroll to give the first board shown, if it is on that layout."""
        self._kept_view = kept

    def view_to_keep(self) -> tuple[str, ViewState] | None:
        """The board's layout and its zoom and scroll now (to keep across a relaunch)."""
        if self._layout is None:
            return None
        return self._layout[0].id, self.view.view_state()

    def show_race(self, run: RaceRun | None, lang: str) -> None:
        """The race strip: both sides' progress (hidden without a race)."""
        self.race_panel.setVisible(run is not None)
        if run is None:
            return
        if run is not self._named_race:
            self.name_race(run, lang)
        self.race_panel.show_progress(run.race.player_progress, run.race.cpu_progress)
        cpu_board = run.race.cpu.board
        self.race_panel.show_cpu_board(cpu_board.geometry.positions, cpu_board.present)

    def name_race(self, run: RaceRun | None, lang: str) -> None:
        """The race strip's level and CPU names (a race starts, or the language changes)."""
        self._named_race = run
        if run is not None:
            self.race_panel.set_race(
                local(run.config.level.name, lang), local(run.config.strength.name, lang)
            )

    def refused(self, game: Game, blocked: Blocked, lang: str) -> str:
        """A click on a blocked tile: it shakes, the tiles in its way are outlined a moment;
        the text that says which ones ("covered by Dragon red")."""
        self.scene.shake(blocked.tile)
        self.scene.outline(blocked.covered_by or blocked.left + blocked.right)
        return blocked_text(blocked, lambda i: tile_name(game.board.face(i), lang))

    def describe_focus(self, game: Game, index: int, lang: str) -> None:
        """Say which tile the keyboard focus is on (the view's description and ``said``)."""
        name = tile_name(game.board.face(index), lang)
        if game.selected == index:
            text = self.tr("%1, selected").replace("%1", name)
        else:
            text = self.tr("%1, free").replace("%1", name)
        self.view.describe(text)
        self.said.emit(text)

    def set_look(self, settings: Settings, lang: str) -> None:
        """The tiles' style, corner index, language and viewing angle, and the table colour, from
        ``settings`` (the renderer is made anew only when the tiles' look changed)."""
        r = self.renderer
        look = (_style(settings), settings.corner_index, lang, geometry_for(settings.view_angle))
        if look != (r.style_id, r.corner_index, r.lang, r.geometry):
            self.renderer = make_renderer(settings, lang)
            self.scene.set_renderer(self.renderer)
            if r.geometry != self.renderer.geometry:  # the viewing angle moved the tiles
                self.view.set_content_rect(self.scene.content_rect())
                self.view.fit()
        self.scene.set_background(settings.background, table_picture(settings))


def _style(settings: Settings) -> str:
    """The tile style asked for: one of ours or a KMahjongg tile set on this machine (the
    renderer falls back to ours when that set cannot be read)."""
    return settings.tile_style


def make_renderer(settings: Settings, lang: str) -> TileRenderer:
    return make_tile_renderer(
        _style(settings),
        corner_index=settings.corner_index,
        lang=lang,
        cache_bytes=RENDERER_CACHE_BYTES,
        geometry=geometry_for(settings.view_angle),
    )


def table_picture(settings: Settings) -> QBrush | None:
    """The KMahjongg background chosen in the preferences, as a brush (``None``: the colour)."""
    if settings.background_image is None:
        return None
    info = next((b for b in find_backgrounds() if b.id == settings.background_image), None)
    return background_brush(info, TABLE_PICTURE_SIZE) if info is not None else None


def wait_cursor(busy: bool) -> None:
    """Show the wait cursor while the solver thinks (``GameSession.busy``)."""
    if busy:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    else:
        QApplication.restoreOverrideCursor()
