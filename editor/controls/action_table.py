"""Every action of the editor window, declared once, as data: one row per action (its name, its
text, its shortcut, its tip, whether it is checkable, its icon, its group).

The texts and tips are marked for translation in the ``EditorActions`` context and translated
from here by :meth:`~editor.controls.actions.EditorActions.retranslate`, so the language can
switch while the editor runs. Standard shortcuts come from ``QKeySequence.StandardKey``; the
others are chosen not to clash with them (a test checks that no two actions share a shortcut).
What an action does is connected by the part that owns it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QStyle

from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP

__all__ = ["ACTIONS", "ActionRow", "CONTEXT", "Group"]

#: The translation context of the texts and tips.
CONTEXT = "EditorActions"

SK = QKeySequence.StandardKey
SP = QStyle.StandardPixmap


class Group(Enum):
    """An exclusive group of checkable actions (one of them checked at a time)."""

    TOOLS = "tools"
    MIRRORS = "mirrors"
    LANGUAGES = "languages"


@dataclass(frozen=True)
class ActionRow:
    """One action. ``name`` is its attribute on ``EditorActions``; ``text`` and ``tip`` (the
    tooltip and status tip) are English, translated in :data:`CONTEXT` unless ``native`` (a
    language's own name); ``icon`` is an editor icon's name (:mod:`editor.controls.icons`) or a
    style's standard pixmap; a ``canvas_only`` shortcut works only while the canvas has the focus."""

    name: str
    text: str
    shortcut: QKeySequence.StandardKey | str | None = None
    tip: str | None = None
    checkable: bool = False
    checked: bool = False
    icon: str | QStyle.StandardPixmap | None = None
    group: Group | None = None
    canvas_only: bool = False
    native: bool = False


R = ActionRow
# fmt: off
ACTIONS: tuple[ActionRow, ...] = (
    # File
    R("new", QT_TRANSLATE_NOOP("EditorActions", "&New"), SK.New, icon=SP.SP_FileIcon),
    R("open", QT_TRANSLATE_NOOP("EditorActions", "&Open…"), SK.Open, icon=SP.SP_DialogOpenButton),
    R("import_", QT_TRANSLATE_NOOP("EditorActions", "&Import KMahjongg, GNOME or Kyodai layout…"),
      "Ctrl+I"),
    R("manage", QT_TRANSLATE_NOOP("EditorActions", "My &Layouts…"), "Ctrl+L"),
    R("save", QT_TRANSLATE_NOOP("EditorActions", "&Save"), SK.Save, icon=SP.SP_DialogSaveButton),
    R("save_as", QT_TRANSLATE_NOOP("EditorActions", "Save &As…"), SK.SaveAs),
    R("export", QT_TRANSLATE_NOOP("EditorActions", "&Export to KMahjongg, GNOME or Kyodai…"),
      "Ctrl+E"),
    R("properties", QT_TRANSLATE_NOOP("EditorActions", "Layout &Properties…"), "Ctrl+Shift+P"),
    R("play", QT_TRANSLATE_NOOP("EditorActions", "&Play This Layout"), "F5", icon="play",
      tip=QT_TRANSLATE_NOOP("EditorActions", "Start the game on this layout")),
    R("quit", QT_TRANSLATE_NOOP("EditorActions", "&Quit"), SK.Quit),
    # Edit
    R("undo", QT_TRANSLATE_NOOP("EditorActions", "&Undo"), SK.Undo, icon=SP.SP_ArrowBack),
    R("redo", QT_TRANSLATE_NOOP("EditorActions", "&Redo"), SK.Redo, icon=SP.SP_ArrowForward),
    R("cut", QT_TRANSLATE_NOOP("EditorActions", "Cu&t"), SK.Cut),
    R("copy", QT_TRANSLATE_NOOP("EditorActions", "&Copy"), SK.Copy),
    R("paste", QT_TRANSLATE_NOOP("EditorActions", "&Paste"), SK.Paste),
    R("delete", QT_TRANSLATE_NOOP("EditorActions", "&Delete"), SK.Delete),
    R("select_all", QT_TRANSLATE_NOOP("EditorActions", "Select &All on This Level"), SK.SelectAll),
    R("deselect", QT_TRANSLATE_NOOP("EditorActions", "Select &None"), "Escape"),
    # Moves by arrow keys belong to the canvas, so the lists of the panels keep their keys.
    R("move_left", QT_TRANSLATE_NOOP("EditorActions", "Move Selection Left"),
      "Left", canvas_only=True),
    R("move_right", QT_TRANSLATE_NOOP("EditorActions", "Move Selection Right"),
      "Right", canvas_only=True),
    R("move_up", QT_TRANSLATE_NOOP("EditorActions", "Move Selection Up"), "Up", canvas_only=True),
    R("move_down", QT_TRANSLATE_NOOP("EditorActions", "Move Selection Down"),
      "Down", canvas_only=True),
    # Tools (exclusive) and modes
    R("tool_place", QT_TRANSLATE_NOOP("EditorActions", "&Place"),
      "P", checkable=True, checked=True, icon="place", group=Group.TOOLS,
      tip=QT_TRANSLATE_NOOP("EditorActions",
          "Click to place a tile, drag to paint a row; right-click erases; hold Space (or the"
          " middle button) and drag to pan"
      )),
    R("tool_erase", QT_TRANSLATE_NOOP("EditorActions", "&Erase"),
      "E", checkable=True, icon="erase", group=Group.TOOLS,
      tip=QT_TRANSLATE_NOOP("EditorActions", "Click or drag to erase tiles")),
    R("tool_select", QT_TRANSLATE_NOOP("EditorActions", "&Select"),
      "S", checkable=True, icon="select", group=Group.TOOLS,
      tip=QT_TRANSLATE_NOOP("EditorActions",
          "Click or drag a rubber band to select; drag the selection or use the arrow keys to"
          " move it"
      )),
    R("tool_fill", QT_TRANSLATE_NOOP("EditorActions", "&Fill"),
      "F", checkable=True, icon="fill", group=Group.TOOLS,
      tip=QT_TRANSLATE_NOOP("EditorActions",
          "Drag a block to fill it with tiles; press on a half cell for a half-offset block"
      )),
    R("on_top", QT_TRANSLATE_NOOP("EditorActions", "Place on &Top of Tiles"),
      "T", checkable=True, icon="on-top",
      tip=QT_TRANSLATE_NOOP("EditorActions", "Put new tiles on top of the tile under the pointer")),
    # Mirror drawing: place, fill, paste, move and delete follow it (editor.editing.mirror_edits).
    R("mirror_none", QT_TRANSLATE_NOOP("EditorActions", "&No Mirror"),
      None, checkable=True, checked=True, icon="mirror-none", group=Group.MIRRORS,
      tip=QT_TRANSLATE_NOOP("EditorActions", "No mirror drawing")),
    R("mirror_vertical", QT_TRANSLATE_NOOP("EditorActions", "Mirror &Left–Right"),
      "Ctrl+Alt+V", checkable=True, icon="mirror-vertical", group=Group.MIRRORS,
      tip=QT_TRANSLATE_NOOP("EditorActions",
          "Mirror drawing across the vertical axis (left–right)"
      )),
    R("mirror_horizontal", QT_TRANSLATE_NOOP("EditorActions", "Mirror &Top–Bottom"),
      "Ctrl+Alt+H", checkable=True, icon="mirror-horizontal", group=Group.MIRRORS,
      tip=QT_TRANSLATE_NOOP("EditorActions",
          "Mirror drawing across the horizontal axis (top–bottom)"
      )),
    R("mirror_both", QT_TRANSLATE_NOOP("EditorActions", "Mirror &Both Ways"),
      "Ctrl+Alt+B", checkable=True, icon="mirror-both", group=Group.MIRRORS,
      tip=QT_TRANSLATE_NOOP("EditorActions", "Mirror drawing across both axes")),
    R("mirror_center", QT_TRANSLATE_NOOP("EditorActions", "&Centre Mirror Axes on Layout")),
    R("mirror_here", QT_TRANSLATE_NOOP("EditorActions", "Put Mirror &Axes Under the Pointer"),
      "Ctrl+Alt+A",
      tip=QT_TRANSLATE_NOOP("EditorActions",
          "Mirror drawing about axes through the point under the pointer (Centre Mirror Axes "
          "on Layout puts them back in the middle)"
      )),
    # Levels
    R("level_up", QT_TRANSLATE_NOOP("EditorActions", "Level &Up"), "PgUp"),
    R("level_down", QT_TRANSLATE_NOOP("EditorActions", "Level &Down"), "PgDown"),
    R("level_insert", QT_TRANSLATE_NOOP("EditorActions", "&Insert Level Above"),
      "Ctrl+Shift+N", icon="level-insert"),
    R("level_duplicate", QT_TRANSLATE_NOOP("EditorActions", "D&uplicate Level"),
      "Ctrl+Shift+D", icon="level-duplicate"),
    R("level_delete", QT_TRANSLATE_NOOP("EditorActions", "De&lete Level"),
      "Ctrl+Shift+Del", icon="level-delete"),
    R("level_raise", QT_TRANSLATE_NOOP("EditorActions", "Move Level U&p"),
      "Ctrl+Shift+PgUp", icon="level-up"),
    R("level_lower", QT_TRANSLATE_NOOP("EditorActions", "Move Level Do&wn"),
      "Ctrl+Shift+PgDown", icon="level-down"),
    R("level_clear", QT_TRANSLATE_NOOP("EditorActions", "&Clear Level"), "Ctrl+Shift+Backspace"),
    R(
        "selection_up_level",
        QT_TRANSLATE_NOOP("EditorActions", "Move Selection to the Level &Above"),
          "Ctrl+PgUp"),
    R(
        "selection_down_level",
        QT_TRANSLATE_NOOP("EditorActions", "Move Selection to the Level &Below"),
          "Ctrl+PgDown"),
    R("shift_level_left", QT_TRANSLATE_NOOP("EditorActions", "Shift Level Left"), "Alt+Left"),
    R("shift_level_right", QT_TRANSLATE_NOOP("EditorActions", "Shift Level Right"), "Alt+Right"),
    R("shift_level_up", QT_TRANSLATE_NOOP("EditorActions", "Shift Level Up"), "Alt+Up"),
    R("shift_level_down", QT_TRANSLATE_NOOP("EditorActions", "Shift Level Down"), "Alt+Down"),
    R("shift_all_left", QT_TRANSLATE_NOOP("EditorActions", "Shift Layout Left"), "Alt+Shift+Left"),
    R("shift_all_right", QT_TRANSLATE_NOOP("EditorActions", "Shift Layout Right"),
      "Alt+Shift+Right"),
    R("shift_all_up", QT_TRANSLATE_NOOP("EditorActions", "Shift Layout Up"), "Alt+Shift+Up"),
    R("shift_all_down", QT_TRANSLATE_NOOP("EditorActions", "Shift Layout Down"), "Alt+Shift+Down"),
    # View
    R("zoom_in", QT_TRANSLATE_NOOP("EditorActions", "Zoom &In"), SK.ZoomIn),
    R("zoom_out", QT_TRANSLATE_NOOP("EditorActions", "Zoom &Out"), SK.ZoomOut),
    R("fit", QT_TRANSLATE_NOOP("EditorActions", "&Fit to Window"), "Ctrl+0"),
    R("ghost_upper", QT_TRANSLATE_NOOP("EditorActions", "&Ghost Upper Levels"),
      "G", checkable=True, checked=True, icon="ghost",
      tip=QT_TRANSLATE_NOOP("EditorActions",
          "Show the levels above the current one as ghosts (else hidden)"
      )),
    R("show_numbers", QT_TRANSLATE_NOOP("EditorActions", "Show Level &Numbers"),
      "N", checkable=True, checked=True, icon="numbers"),
    R("preview", QT_TRANSLATE_NOOP("EditorActions", "3-D &Preview"), "F3", checkable=True,
      tip=QT_TRANSLATE_NOOP("EditorActions",
          "Show every level of the layout in 3-D, and turn it to see each side"
      )),
    # Checks
    R("test_deals", QT_TRANSLATE_NOOP("EditorActions", "&Test Deals"), "Ctrl+T", icon="test-deals",
      tip=QT_TRANSLATE_NOOP("EditorActions",
          "Deal and solve a few games on this layout, in the background"
      )),
    R("live_winnability", QT_TRANSLATE_NOOP("EditorActions", "&Live Winnability"),
      None, checkable=True, checked=True,
      tip=QT_TRANSLATE_NOOP("EditorActions",
          "After each edit, estimate in the background how often random deals can be won"
      )),
    R("heat_map", QT_TRANSLATE_NOOP("EditorActions", "Dead-End &Heat Map"), "H", checkable=True,
      tip=QT_TRANSLATE_NOOP("EditorActions",
          "Tint the tiles that most often make a random game's dead end (covered or hemmed in"
          " while a tile of their kind was free), with the share of lost games"
      )),
    # Language: each in its own name, the same in every language
    R("lang_en", "English", checkable=True, group=Group.LANGUAGES, native=True),
    R("lang_fr", "Français", checkable=True, group=Group.LANGUAGES, native=True),
)
# fmt: on
