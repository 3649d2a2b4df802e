"""Every action of the game window (menus and toolbar), with texts set in ``retranslate()``.

One class owns the ``QAction`` objects so that menus, the toolbar and the tests see the same ones.
Shortcuts use ``QKeySequence.StandardKey`` where Qt has one; the others are single keys that
games usually use. No two actions share a shortcut (a test checks it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from mahjong_qt.app.aids.demo_runner import DEMO_PACES
from mahjong_qt.core.settings import ViewAngle
from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP

__all__ = ["GameActions", "VIEW_ANGLE_TEXTS", "ShortcutRow"]

SK = QKeySequence.StandardKey
PORTABLE = QKeySequence.SequenceFormat.PortableText


@dataclass(frozen=True, slots=True)
class ShortcutRow:
    """One action as the Shortcuts page shows it: its name (``Settings.shortcuts``), its menu
    text, its default keys and the keys it has now (portable texts)."""

    name: str
    text: str
    defaults: tuple[str, ...]
    keys: tuple[str, ...]


def _texts(keys: list[QKeySequence]) -> tuple[str, ...]:
    return tuple(k.toString(PORTABLE) for k in keys if not k.isEmpty())


def _standard_or(key: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's shortcuts for ``key``, or ``fallback`` where the platform has none."""
    keys = QKeySequence.keyBindings(key)
    return keys if keys else [QKeySequence(fallback)]


def _redo_keys() -> list[QKeySequence]:
    """Redo answers both Ctrl+Shift+Z and Ctrl+Y everywhere (each platform knows only one),
    the platform's own first."""
    keys = list(QKeySequence.keyBindings(SK.Redo))
    for text in ("Ctrl+Shift+Z", "Ctrl+Y"):
        if QKeySequence(text) not in keys:
            keys.append(QKeySequence(text))
    return keys


#: The viewing angles (``Settings.view_angle``) and their menu texts.
VIEW_ANGLE_TEXTS: dict[ViewAngle, str] = {
    "top_left": QT_TRANSLATE_NOOP("GameActions", "&3D, Lit from the Top Left"),
    "flat": QT_TRANSLATE_NOOP("GameActions", "&Flat, Every Free Face in Full"),
}


class GameActions(QObject):
    """The actions of the game window. Connect ``triggered`` in the window."""

    def __init__(self, parent: QObject):
        super().__init__(parent)
        self.new_game = self._make(_standard_or(SK.New, "Ctrl+N"))
        self.modes = self._make([QKeySequence("Ctrl+M")])
        self.restart = self._make([QKeySequence("Ctrl+R")])
        self.undo = self._make(_standard_or(SK.Undo, "Ctrl+Z"))
        self.redo = self._make(_redo_keys())
        self.back_to_winnable = self._make([QKeySequence("Ctrl+B")])
        self.hint = self._make([QKeySequence("H")])
        self.shuffle = self._make([QKeySequence("S")])
        self.demo = self._make([QKeySequence("D")], checkable=True)
        self.demo_pace = QActionGroup(self)  # the demo's pace: one of DEMO_PACES
        self.demo_paces: dict[str, QAction] = {}
        for pace in DEMO_PACES:
            action = self._make([], checkable=True)
            action.setData(pace)
            self.demo_pace.addAction(action)
            self.demo_paces[pace] = action
        self.demo_paces["normal"].setChecked(True)
        self.pause = self._make([QKeySequence("P"), QKeySequence("Pause")], checkable=True)
        self.fit = self._make([QKeySequence("Ctrl+0")])
        self.zoom_in = self._make(_standard_or(SK.ZoomIn, "Ctrl++"))
        self.zoom_out = self._make(_standard_or(SK.ZoomOut, "Ctrl+-"))
        self.fullscreen = self._make(_standard_or(SK.FullScreen, "F11"), checkable=True)
        self.shade_blocked = self._make([QKeySequence("B")], checkable=True)
        self.view_angle = QActionGroup(self)  # the viewing angle: one of VIEW_ANGLE_TEXTS
        self.view_angles: dict[ViewAngle, QAction] = {}
        for angle in VIEW_ANGLE_TEXTS:
            action = self._make([], checkable=True)
            action.setData(angle)
            self.view_angle.addAction(action)
            self.view_angles[angle] = action
        self.view_angles["top_left"].setChecked(True)
        self.preferences = self._make(_standard_or(SK.Preferences, "Ctrl+,"))
        self.records = self._make([QKeySequence("Ctrl+T")])
        self.statistics = self._make([QKeySequence("Ctrl+I")])
        self.give_up = self._make([QKeySequence("Ctrl+G")])
        self.rules = self._make(_standard_or(SK.HelpContents, "F1"))
        self.about = self._make([])
        self.open_editor = self._make([QKeySequence("Ctrl+E")])
        self.quit = self._make(_standard_or(SK.Quit, "Ctrl+Q"))
        self._defaults = {name: a.shortcuts() for name, a in self.named().items()}
        self.retranslate()

    def _make(self, keys: list[QKeySequence], checkable: bool = False) -> QAction:
        action = QAction(self.parent())
        action.setShortcuts(keys)
        action.setCheckable(checkable)
        return action

    def all(self) -> list[QAction]:
        """Every action, in menu order."""
        return [
            self.new_game,
            self.modes,
            self.restart,
            self.undo,
            self.redo,
            self.back_to_winnable,
            self.hint,
            self.shuffle,
            self.demo,
            self.pause,
            self.fit,
            self.zoom_in,
            self.zoom_out,
            self.fullscreen,
            self.shade_blocked,
            self.preferences,
            self.records,
            self.statistics,
            self.give_up,
            self.rules,
            self.about,
            self.open_editor,
            self.quit,
        ]

    def named(self) -> dict[str, QAction]:
        """Every action of :meth:`all` by its attribute name (the names shortcuts are kept by)."""
        order = {id(a): i for i, a in enumerate(self.all())}
        found = [(n, a) for n, a in vars(self).items() if isinstance(a, QAction) and id(a) in order]
        return dict(sorted(found, key=lambda item: order[id(item[1])]))

    def shortcut_rows(self) -> list[ShortcutRow]:
        """The actions' shortcuts as the preferences show them, in menu order."""
        return [
            ShortcutRow(
                name, a.text().replace("&", ""), _texts(self._defaults[name]), _texts(a.shortcuts())
            )
            for name, a in self.named().items()
        ]

    def apply_shortcuts(self, chosen: Mapping[str, str]) -> None:
        """The player's shortcuts (``Settings.shortcuts``: one key, or "" for none, by action
        name); the others get their defaults back. Unknown names are left out."""
        for name, action in self.named().items():
            if name in chosen:
                text = chosen[name]
                action.setShortcuts([QKeySequence(text, PORTABLE)] if text else [])
            else:
                action.setShortcuts(self._defaults[name])

    def retranslate(self) -> None:
        """Set every text in the current language (called again on ``LanguageChange``)."""
        texts = {
            self.new_game: (
                self.tr("&New Game…"),
                self.tr("Start a new game: layout, difficulty, number"),
            ),
            self.modes: (
                self.tr("&Ways to Play…"),
                self.tr("Daily challenge, campaign, challenge, zen, race against the CPU"),
            ),
            self.restart: (self.tr("&Restart"), self.tr("Play the same deal again from the start")),
            self.undo: (self.tr("&Undo"), self.tr("Take back the last pair")),
            self.redo: (self.tr("Re&do"), self.tr("Play the pair taken back again")),
            self.back_to_winnable: (
                self.tr("&Back to a Winnable Position"),
                self.tr("Take back moves down to the last position that can still be won"),
            ),
            self.hint: (self.tr("&Hint"), self.tr("Show a pair that keeps the game winnable")),
            self.shuffle: (self.tr("&Shuffle"), self.tr("Redistribute the remaining tiles")),
            self.demo: (
                self.tr("&Demo"),
                self.tr("Watch the solver play this deal to the end (it does not count)"),
            ),
            self.pause: (self.tr("&Pause"), self.tr("Hide the tiles and stop the clock")),
            self.fit: (self.tr("&Overview"), self.tr("Fit the whole layout in the window")),
            self.zoom_in: (self.tr("Zoom &In"), self.tr("Zoom in")),
            self.zoom_out: (self.tr("Zoom &Out"), self.tr("Zoom out")),
            self.fullscreen: (self.tr("&Full Screen"), self.tr("Full screen")),
            self.shade_blocked: (
                self.tr("Shade &Blocked Tiles"),
                self.tr("Darken the tiles that cannot be taken now"),
            ),
            self.preferences: (self.tr("&Preferences…"), self.tr("Preferences")),
            self.records: (
                self.tr("Personal &Records…"),
                self.tr("Best times, best scores, games played and won"),
            ),
            self.statistics: (
                self.tr("S&tatistics…"),
                self.tr("Games played and won, times and streaks, per mode and layout"),
            ),
            self.give_up: (self.tr("&Give Up"), self.tr("Give up the race")),
            self.rules: (self.tr("&Rules and Tiles"), self.tr("How to play, and every tile")),
            self.about: (self.tr("&About Mahjong Qt"), self.tr("About Mahjong Qt")),
            self.open_editor: (
                self.tr("Open the &Layout Editor"),
                self.tr("Start the layout editor (on this layout when it is one of yours)"),
            ),
            self.quit: (self.tr("&Quit"), self.tr("Quit Mahjong Qt")),
        }
        for pace, action in self.demo_paces.items():
            name = QCoreApplication.translate("GameActions", DEMO_PACES[pace][1])
            texts[action] = (name, self.tr("The demo's pace: %1").replace("%1", name))
        for angle, action in self.view_angles.items():
            name = QCoreApplication.translate("GameActions", VIEW_ANGLE_TEXTS[angle])
            plain = name.replace("&", "")
            texts[action] = (name, self.tr("Viewing angle: %1").replace("%1", plain))
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setToolTip(tip)
            action.setStatusTip(tip)
            action.setIconText(text.replace("&", "").replace("…", ""))
