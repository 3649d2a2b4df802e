"""All the editor window's actions in one place, with their shortcuts and translated texts.

Texts are set in :meth:`EditorActions.retranslate` so the language can switch while the editor
runs. Standard shortcuts come from ``QKeySequence.StandardKey``; the others are chosen not to
clash with them (a test checks that no two actions share a shortcut).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QStyle, QWidget

from .icons import icon

__all__ = ["EditorActions"]

SK = QKeySequence.StandardKey


class EditorActions(QObject):
    """The actions of one editor window (triggered signals are connected by the window)."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        style = window.style()

        def make(
            shortcut: QKeySequence.StandardKey | str | None = None,
            icon_=None,
            checkable: bool = False,
        ) -> QAction:
            action = QAction(window)
            if isinstance(shortcut, QKeySequence.StandardKey):
                action.setShortcuts(shortcut)
            elif shortcut:
                action.setShortcut(QKeySequence(shortcut))
            if icon_ is not None:
                action.setIcon(icon_)
            action.setCheckable(checkable)
            window.addAction(action)
            return action

        sp = QStyle.StandardPixmap
        # File
        self.new = make(SK.New, style.standardIcon(sp.SP_FileIcon))
        self.open = make(SK.Open, style.standardIcon(sp.SP_DialogOpenButton))
        self.import_ = make("Ctrl+I")
        self.manage = make("Ctrl+L")
        self.save = make(SK.Save, style.standardIcon(sp.SP_DialogSaveButton))
        self.save_as = make(SK.SaveAs)
        self.export = make("Ctrl+E")
        self.properties = make("Ctrl+Shift+P")
        self.play = make("F5", icon("play"))
        self.quit = make(SK.Quit)
        # Edit
        self.undo = make(SK.Undo, style.standardIcon(sp.SP_ArrowBack))
        self.redo = make(SK.Redo, style.standardIcon(sp.SP_ArrowForward))
        self.cut = make(SK.Cut)
        self.copy = make(SK.Copy)
        self.paste = make(SK.Paste)
        self.delete = make(SK.Delete)
        self.select_all = make(SK.SelectAll)
        self.deselect = make("Escape")
        self.move_left = make("Left")
        self.move_right = make("Right")
        self.move_up = make("Up")
        self.move_down = make("Down")
        # Tools (exclusive) and modes
        self.tool_place = make("P", icon("place"), checkable=True)
        self.tool_erase = make("E", icon("erase"), checkable=True)
        self.tool_select = make("S", icon("select"), checkable=True)
        self.tool_fill = make("F", icon("fill"), checkable=True)
        self.tools = QActionGroup(self)
        for a in (self.tool_place, self.tool_erase, self.tool_select, self.tool_fill):
            self.tools.addAction(a)
        self.tool_place.setChecked(True)
        self.on_top = make("T", icon("on-top"), checkable=True)
        self.mirror_none = make(None, icon("mirror-none"), checkable=True)
        self.mirror_vertical = make("Ctrl+Alt+V", icon("mirror-vertical"), checkable=True)
        self.mirror_horizontal = make("Ctrl+Alt+H", icon("mirror-horizontal"), checkable=True)
        self.mirror_both = make("Ctrl+Alt+B", icon("mirror-both"), checkable=True)
        self.mirrors = QActionGroup(self)
        for a in (
            self.mirror_none,
            self.mirror_vertical,
            self.mirror_horizontal,
            self.mirror_both,
        ):
            self.mirrors.addAction(a)
        self.mirror_none.setChecked(True)
        self.mirror_center = make(None)
        # Levels
        self.level_up = make("PgUp")
        self.level_down = make("PgDown")
        self.level_insert = make("Ctrl+Shift+N", icon("level-insert"))
        self.level_duplicate = make("Ctrl+Shift+D", icon("level-duplicate"))
        self.level_delete = make("Ctrl+Shift+Del", icon("level-delete"))
        self.level_raise = make("Ctrl+Shift+PgUp", icon("level-up"))
        self.level_lower = make("Ctrl+Shift+PgDown", icon("level-down"))
        self.level_clear = make("Ctrl+Shift+Backspace")
        self.selection_up_level = make("Ctrl+PgUp")
        self.selection_down_level = make("Ctrl+PgDown")
        self.shift_level_left = make("Alt+Left")
        self.shift_level_right = make("Alt+Right")
        self.shift_level_up = make("Alt+Up")
        self.shift_level_down = make("Alt+Down")
        self.shift_all_left = make("Alt+Shift+Left")
        self.shift_all_right = make("Alt+Shift+Right")
        self.shift_all_up = make("Alt+Shift+Up")
        self.shift_all_down = make("Alt+Shift+Down")
        # View
        self.zoom_in = make(SK.ZoomIn)
        self.zoom_out = make(SK.ZoomOut)
        self.fit = make("Ctrl+0")
        self.ghost_upper = make("G", icon("ghost"), checkable=True)
        self.ghost_upper.setChecked(True)
        self.show_numbers = make("N", icon("numbers"), checkable=True)
        self.show_numbers.setChecked(True)
        # Checks
        self.test_deals = make("Ctrl+T", icon("test-deals"))
        self.live_winnability = make(None, checkable=True)
        self.live_winnability.setChecked(True)
        self.heat_map = make("H", checkable=True)
        # Language
        self.lang_en = make(None, checkable=True)
        self.lang_fr = make(None, checkable=True)
        self.languages = QActionGroup(self)
        self.languages.addAction(self.lang_en)
        self.languages.addAction(self.lang_fr)
        # Moves by arrow keys belong to the canvas, so the lists of the panels keep their keys.
        self.canvas_only = (self.move_left, self.move_right, self.move_up, self.move_down)
        for a in self.canvas_only:
            a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.retranslate()

    def all(self) -> list[QAction]:
        return [v for v in vars(self).values() if isinstance(v, QAction)]

    def retranslate(self) -> None:
        texts = {
            self.new: self.tr("&New"),
            self.open: self.tr("&Open…"),
            self.import_: self.tr("&Import KMahjongg, GNOME or Kyodai layout…"),
            self.manage: self.tr("My &Layouts…"),
            self.save: self.tr("&Save"),
            self.save_as: self.tr("Save &As…"),
            self.export: self.tr("&Export to KMahjongg, GNOME or Kyodai…"),
            self.properties: self.tr("Layout &Properties…"),
            self.play: self.tr("&Play This Layout"),
            self.quit: self.tr("&Quit"),
            self.undo: self.tr("&Undo"),
            self.redo: self.tr("&Redo"),
            self.cut: self.tr("Cu&t"),
            self.copy: self.tr("&Copy"),
            self.paste: self.tr("&Paste"),
            self.delete: self.tr("&Delete"),
            self.select_all: self.tr("Select &All on This Level"),
            self.deselect: self.tr("Select &None"),
            self.move_left: self.tr("Move Selection Left"),
            self.move_right: self.tr("Move Selection Right"),
            self.move_up: self.tr("Move Selection Up"),
            self.move_down: self.tr("Move Selection Down"),
            self.tool_place: self.tr("&Place"),
            self.tool_erase: self.tr("&Erase"),
            self.tool_select: self.tr("&Select"),
            self.tool_fill: self.tr("&Fill"),
            self.on_top: self.tr("Place on &Top of Tiles"),
            self.mirror_none: self.tr("&No Mirror"),
            self.mirror_vertical: self.tr("Mirror &Left–Right"),
            self.mirror_horizontal: self.tr("Mirror &Top–Bottom"),
            self.mirror_both: self.tr("Mirror &Both Ways"),
            self.mirror_center: self.tr("&Centre Mirror Axes on Layout"),
            self.level_up: self.tr("Level &Up"),
            self.level_down: self.tr("Level &Down"),
            self.level_insert: self.tr("&Insert Level Above"),
            self.level_duplicate: self.tr("D&uplicate Level"),
            self.level_delete: self.tr("De&lete Level"),
            self.level_raise: self.tr("Move Level U&p"),
            self.level_lower: self.tr("Move Level Do&wn"),
            self.level_clear: self.tr("&Clear Level"),
            self.selection_up_level: self.tr("Move Selection to the Level &Above"),
            self.selection_down_level: self.tr("Move Selection to the Level &Below"),
            self.shift_level_left: self.tr("Shift Level Left"),
            self.shift_level_right: self.tr("Shift Level Right"),
            self.shift_level_up: self.tr("Shift Level Up"),
            self.shift_level_down: self.tr("Shift Level Down"),
            self.shift_all_left: self.tr("Shift Layout Left"),
            self.shift_all_right: self.tr("Shift Layout Right"),
            self.shift_all_up: self.tr("Shift Layout Up"),
            self.shift_all_down: self.tr("Shift Layout Down"),
            self.zoom_in: self.tr("Zoom &In"),
            self.zoom_out: self.tr("Zoom &Out"),
            self.fit: self.tr("&Fit to Window"),
            self.ghost_upper: self.tr("&Ghost Upper Levels"),
            self.show_numbers: self.tr("Show Level &Numbers"),
            self.test_deals: self.tr("&Test Deals"),
            self.live_winnability: self.tr("&Live Winnability"),
            self.heat_map: self.tr("Dead-End &Heat Map"),
            self.lang_en: "English",
            self.lang_fr: "Français",
        }
        for action, text in texts.items():
            action.setText(text)
            action.setIconText(text.replace("&", "").replace("…", ""))
        tips = {
            self.tool_place: self.tr(
                "Click to place a tile, drag to paint a row; right-click erases; hold Space"
                " (or the middle button) and drag to pan"
            ),
            self.tool_erase: self.tr("Click or drag to erase tiles"),
            self.tool_fill: self.tr(
                "Drag a block to fill it with tiles; press on a half cell for a half-offset block"
            ),
            self.tool_select: self.tr(
                "Click or drag a rubber band to select; drag the selection or use the arrow"
                " keys to move it"
            ),
            self.on_top: self.tr("Put new tiles on top of the tile under the pointer"),
            self.ghost_upper: self.tr(
                "Show the levels above the current one as ghosts (else hidden)"
            ),
            self.test_deals: self.tr(
                "Deal and solve a few games on this layout, in the background"
            ),
            self.play: self.tr("Start the game on this layout"),
            self.live_winnability: self.tr(
                "After each edit, estimate in the background how often random deals can be won"
            ),
            self.heat_map: self.tr(
                "Tint the tiles that most often make a random game's dead end (covered or hemmed"
                " in while a tile of their kind was free), with the share of lost games"
            ),
            self.mirror_none: self.tr("No mirror drawing"),
            self.mirror_vertical: self.tr("Mirror drawing across the vertical axis (left–right)"),
            self.mirror_horizontal: self.tr(
                "Mirror drawing across the horizontal axis (top–bottom)"
            ),
            self.mirror_both: self.tr("Mirror drawing across both axes"),
        }
        for action, tip in tips.items():
            action.setToolTip(tip)
            action.setStatusTip(tip)
