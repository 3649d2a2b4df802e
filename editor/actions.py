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
        self.tools = QActionGroup(self)
        for a in (self.tool_place, self.tool_erase, self.tool_select):
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
        t = self.tr
        texts = {
            self.new: t("&New"),
            self.open: t("&Open…"),
            self.import_: t("&Import KMahjongg, GNOME or Kyodai layout…"),
            self.save: t("&Save"),
            self.save_as: t("Save &As…"),
            self.export: t("&Export as KMahjongg layout…"),
            self.properties: t("Layout &Properties…"),
            self.play: t("&Play This Layout"),
            self.quit: t("&Quit"),
            self.undo: t("&Undo"),
            self.redo: t("&Redo"),
            self.cut: t("Cu&t"),
            self.copy: t("&Copy"),
            self.paste: t("&Paste"),
            self.delete: t("&Delete"),
            self.select_all: t("Select &All on This Level"),
            self.deselect: t("Select &None"),
            self.move_left: t("Move Selection Left"),
            self.move_right: t("Move Selection Right"),
            self.move_up: t("Move Selection Up"),
            self.move_down: t("Move Selection Down"),
            self.tool_place: t("&Place"),
            self.tool_erase: t("&Erase"),
            self.tool_select: t("&Select"),
            self.on_top: t("Place on &Top of Tiles"),
            self.mirror_none: t("&No Mirror"),
            self.mirror_vertical: t("Mirror &Left–Right"),
            self.mirror_horizontal: t("Mirror &Top–Bottom"),
            self.mirror_both: t("Mirror &Both Ways"),
            self.mirror_center: t("&Centre Mirror Axes on Layout"),
            self.level_up: t("Level &Up"),
            self.level_down: t("Level &Down"),
            self.level_insert: t("&Insert Level Above"),
            self.level_duplicate: t("D&uplicate Level"),
            self.level_delete: t("De&lete Level"),
            self.level_raise: t("Move Level U&p"),
            self.level_lower: t("Move Level Do&wn"),
            self.shift_level_left: t("Shift Level Left"),
            self.shift_level_right: t("Shift Level Right"),
            self.shift_level_up: t("Shift Level Up"),
            self.shift_level_down: t("Shift Level Down"),
            self.shift_all_left: t("Shift Layout Left"),
            self.shift_all_right: t("Shift Layout Right"),
            self.shift_all_up: t("Shift Layout Up"),
            self.shift_all_down: t("Shift Layout Down"),
            self.zoom_in: t("Zoom &In"),
            self.zoom_out: t("Zoom &Out"),
            self.fit: t("&Fit to Window"),
            self.ghost_upper: t("&Ghost Upper Levels"),
            self.show_numbers: t("Show Level &Numbers"),
            self.test_deals: t("&Test Deals"),
            self.lang_en: "English",
            self.lang_fr: "Français",
        }
        for action, text in texts.items():
            action.setText(text)
            action.setIconText(text.replace("&", "").replace("…", ""))
        tips = {
            self.tool_place: t("Click to place a tile, drag to paint a row; right-click erases"),
            self.tool_erase: t("Click or drag to erase tiles"),
            self.tool_select: t(
                "Click or drag a rubber band to select; drag the selection or use the arrow"
                " keys to move it"
            ),
            self.on_top: t("Put new tiles on top of the tile under the pointer"),
            self.ghost_upper: t("Show the levels above the current one as ghosts (else hidden)"),
            self.test_deals: t("Deal and solve a few games on this layout, in the background"),
            self.play: t("Start the game on this layout"),
            self.mirror_none: t("No mirror drawing"),
            self.mirror_vertical: t("Mirror drawing across the vertical axis (left–right)"),
            self.mirror_horizontal: t("Mirror drawing across the horizontal axis (top–bottom)"),
            self.mirror_both: t("Mirror drawing across both axes"),
        }
        for action, tip in tips.items():
            action.setToolTip(tip)
            action.setStatusTip(tip)
