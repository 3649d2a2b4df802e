"""The board part of the game window: the scene and its view, the status panel and the race
strip, shown from the core's state.

The window hands :meth:`BoardPresenter.show` the game, a :class:`BoardMarks` (what the board
shows besides the game: hint, what covers it, the look) and the core's
:class:`~mahjong_qt.core.change.Change` (what the move changed); the presenter turns them into
a :class:`BoardSnapshot` for the scene, the tiles and their spoken names for the view (its
keyboard focus and what a screen reader reads, :func:`.board_tiles.board_tiles`), a
``StatusView`` for the panel and the curtain's text. It decides no rule and starts nothing:
clicks leave as the view's and scene's signals.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QApplication, QHBoxLayout, QVBoxLayout, QWidget

from mahjong_qt.app.aids.aids_panel import AidsPanel
from mahjong_qt.app.messages import refusal_text
from mahjong_qt.app.modes.mode_texts import local
from mahjong_qt.app.modes.race_panel import RacePanel
from mahjong_qt.core.board import Blocked, Board
from mahjong_qt.core.change import EVERYTHING, Change
from mahjong_qt.core.game import Game
from mahjong_qt.core.kmahjongg_art import find_backgrounds
from mahjong_qt.core.layout import Layout
from mahjong_qt.core.modes.setup import GameSetup
from mahjong_qt.core.player_aids import census, removed_faces
from mahjong_qt.core.settings import Settings
from mahjong_qt.ui.legibility import apply_large_print, index_look, motion_reduced
from mahjong_qt.ui.svg_background import background_brush
from mahjong_qt.ui.tile_metrics import geometry_for
from mahjong_qt.ui.tile_renderer import TileRenderer
from mahjong_qt.ui.tile_sets import make_tile_renderer
from mahjong_qt.ui.zoom_pan_view import ViewState

from .board_scene import BoardScene
from .board_state import BoardTracker, board_snapshot, status_of
from .board_tiles import board_tiles
from .board_view import BoardView
from .lost_banner import LostBanner
from .status_panel import StatusPanel

if TYPE_CHECKING:
    from mahjong_qt.app.modes.race_run import RaceRun

__all__ = [
    "BoardMarks",
    "BoardCover",
    "BoardPresenter",
    "make_renderer",
    "wait_cursor",
    "RENDERER_CACHE_BYTES",
]

#: The renderer's pixmaps are only read when a tile's device cache is redrawn (zoom, look), so a
#: modest budget is enough and keeps peak memory low.
RENDERER_CACHE_BYTES = 48 * 1024 * 1024
TABLE_PICTURE_SIZE = QSize(1600, 1000)  # scene units a picture that is not tiled covers


@dataclass(frozen=True)
class BoardCover:
    """What covers the board (the curtain and its words): the game paused, a dialog or a
    screen over it, a race's countdown, a game whose deal is being made."""

    paused: bool = False
    held: bool = False  # a dialog or a screen covers the board: the clock waits, faces hidden
    countdown: int | None = None  # a race's 3, 2, 1
    waiting: GameSetup | None = None  # a game whose deal is being made

    @property
    def faces_hidden(self) -> bool:
        return self.paused or self.held or self.countdown is not None


@dataclass(frozen=True)
class BoardMarks:
    """What the board shows besides the game itself."""

    hint: tuple[int, int] | None = None
    cover: BoardCover = BoardCover()
    shade_blocked: bool = False
    lang: str = "en"
    demo: Board | None = None  # the demo's board, shown instead of the game's
    lost: tuple[int, bool] | None = None  # the "cannot be won" banner: (moves back, can undo)
    aids: bool = False  # the player aids panel (the preference, where the mode allows it)

    @property
    def faces_hidden(self) -> bool:
        return self.cover.faces_hidden


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
        self.aids_panel = AidsPanel(parent)
        self.aids_panel.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        row.addWidget(self.aids_panel)
        column.addLayout(row, 1)
        self._layout: tuple[Layout, str] | None = None
        self._shown_hint: tuple[int, int] | None = None
        self.shown_countdown: int | None = None  # the race countdown on the curtain
        self._named_race: RaceRun | None = None
        self._kept_view: tuple[str, ViewState] | None = None  # the zoom kept from last time
        self._tracker = BoardTracker()
        self._look: tuple | None = None
        self._game: Game | None = None  # the game shown last

    def show(self, game: Game, marks: BoardMarks, change: Change = EVERYTHING) -> None:
        """Show ``game`` with ``marks``: board, status and curtain, as far as ``change`` (what
        the core changed since the last call) concerns them: only the tiles it changed are
        updated, with those whose freedom or marks changed (every tile for a new board, or when
        the look changed); the status and the aids panel when its counters moved."""
        changed = change.tiles
        rebuilt = self._show_layout(game.layout, game.layout_source)
        if game is not self._game:  # a new deal starts fitted (a kept view: the layout's own)
            self._game = game
            if not rebuilt:
                self.view.fit()
        hidden = marks.faces_hidden
        if marks.demo is not None:  # the solver plays its own copy: nothing to click
            self.view.set_candidates([])
            self.scene.show_snapshot(board_snapshot(marks.demo, marks.lang))
            self._look = None  # after the demo, the game's board is drawn whole again
        else:
            look = (hidden, marks.shade_blocked, marks.lang)
            if rebuilt or look != self._look:
                changed = None  # pause, shading, language: every tile looks different
            self._look = look
            snap, tiles = self._tracker.snapshot(
                game,
                changed,
                hinted=marks.hint,
                focused=self.view.focused,
                shade_blocked=marks.shade_blocked,
                paused=hidden,
                lang=marks.lang,
            )
            named = board_tiles(game, snap.free, hidden, marks.lang, marks.hint, tiles)
            self.view.show_tiles(named)
            if marks.hint is not None and marks.hint != self._shown_hint:
                self.view.focus_tile(marks.hint[0], notify=False)  # the player finds the hint
            if self.view.focused != snap.focused:  # gone (its item is in tiles), or a hint's
                if tiles is not None and snap.focused is not None:
                    tiles = [*tiles, snap.focused]
                if tiles is not None and self.view.focused is not None:
                    tiles = [*tiles, self.view.focused]
                snap = replace(snap, focused=self.view.focused)
            self.scene.show_snapshot(snap, tiles)
        if marks.hint != self._shown_hint:  # a new hint is never off-screen
            self._shown_hint = marks.hint
            for tile in marks.hint or ():  # scrolled to only when part of it is hidden
                self.view.reveal(self.scene.item(tile).sceneBoundingRect())
        if marks.lost is not None and marks.demo is None and not hidden:
            self.banner.show_lost(*marks.lost)
        else:
            self.banner.hide()
        self.shown_countdown = marks.cover.countdown
        self.view.show_curtain(self._curtain(marks.cover))
        if change.counters or change.everything:
            self.show_status(game)
        aids = marks.aids and not hidden and marks.demo is None
        appears = aids and self.aids_panel.isHidden()
        self.aids_panel.setVisible(aids)
        if aids and (appears or change.counters or change.everything):
            board = game.board
            self.aids_panel.show_aids(
                census(board), removed_faces(board), self.renderer, marks.lang
            )

    def show_waiting(self, setup: GameSetup | None) -> None:
        """No game on the board yet: the curtain says what is being made (``setup``)."""
        self.view.show_curtain(self._curtain(BoardCover(waiting=setup)))

    def show_status(self, game: Game) -> None:
        self.status_panel.show_status(status_of(game))

    def _curtain(self, cover: BoardCover) -> tuple[str, str] | None:
        waiting = cover.waiting
        if cover.countdown is not None:
            return (str(cover.countdown), self.tr("Get ready: the race starts at zero."))
        if waiting is not None and waiting.saved is not None:
            return (
                self.tr("Setting up your game again…"),
                self.tr("Its board is built again from its level: the game goes on from there."),
            )
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
        if cover.paused:
            return (self.tr("Paused"), self.tr("Press P or click here to go on"))
        if cover.held:
            return (self.tr("Paused"), self.tr("The clock waits while this window is open."))
        return None

    def _show_layout(self, layout: Layout, source: str) -> bool:
        """Build the board's items for ``layout`` (True) unless it is the one shown."""
        if self._layout is not None and self._layout[0] is layout and self._layout[1] == source:
            return False
        self._layout = (layout, source)
        self.scene.set_layout(layout.positions)
        self.view.set_content_rect(self.scene.content_rect())
        self.view.fit()
        kept, self._kept_view = self._kept_view, None
        if kept is not None and kept[0] == layout.id:  # the board as it was left at the quit
            self.view.restore_view_state(kept[1])
        return True

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
        self.scene.show_blocked(blocked)
        return refusal_text(game.board, blocked, lang)

    def describe_focus(self, game: Game, index: int, lang: str) -> None:
        """Say which tile the keyboard focus is on (``said``, for the status line): the name a
        screen reader reads, "Bamboo 5, level 1, covered by Red dragon on level 2"."""
        self.said.emit(self.view.tile_name(index))

    def set_look(self, settings: Settings, lang: str) -> None:
        """The tiles' style, corner index (size, large print), language and viewing angle, the
        table colour, animations (reduced motion) and the interface font (large print), from
        ``settings`` (the renderer is made anew only when the tiles' look changed)."""
        r, look = self.renderer, index_look(settings)
        geometry = geometry_for(settings.view_angle)
        wanted = (_style(settings), settings.corner_index, lang, look.scale, look.heavy, geometry)
        now = (r.style_id, r.corner_index, r.lang, r.index_scale, r.heavy_index, r.geometry)
        if wanted != now:
            self.renderer = make_renderer(settings, lang)
            self.scene.set_renderer(self.renderer)
            if r.geometry != self.renderer.geometry:  # the viewing angle moved the tiles
                self.view.set_content_rect(self.scene.content_rect())
                self.view.fit()
        self.scene.set_background(settings.background, table_picture(settings))
        self.scene.set_motion(not motion_reduced(settings))
        self.aids_panel.retranslate()
        apply_large_print(settings.large_print)


def _style(settings: Settings) -> str:
    """The tile style asked for: one of ours or a KMahjongg tile set on this machine (the
    renderer falls back to ours when that set cannot be read)."""
    return settings.tile_style


def make_renderer(settings: Settings, lang: str) -> TileRenderer:
    look = index_look(settings)
    return make_tile_renderer(
        _style(settings),
        corner_index=settings.corner_index,
        lang=lang,
        index_scale=look.scale,
        heavy_index=look.heavy,
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
