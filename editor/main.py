"""``mahjong-editor [FILE]``: the layout editor.

Two modes never show the window nor open a dialog, so that they can run unattended (scripts,
tests, documentation): ``--screenshot PNG`` renders the window with FILE to a picture, and
``--save-as OUT`` saves FILE as OUT (our ``.json``, or exported as a KMahjongg ``.layout``, GNOME
``.map`` or Kyodai ``.lay`` by OUT's extension), both through the editor's own open, save and export.
In these modes every message the editor would show in a box is printed to stderr, and a file that
cannot be opened or saved ends the program with exit status 1.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mahjong_qt.help_defaults import show_defaults
from mahjong_qt.identity import EDITOR, version_text

if TYPE_CHECKING:
    from .window.main_window import EditorWindow

__all__ = ["main", "parse_args"]


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be WxH, not {text!r}") from None
    return max(w, 320), max(h, 240)


def _level(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("levels are counted from 1 (the bottom)")
    return value


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="mahjong-editor", description="Mahjong Qt layout editor")
    parser.add_argument("--version", action="version", version=version_text("mahjong-editor"))
    parser.add_argument(
        "file", nargs="?", help="a layout to open (.json, or .layout/.map/.lay to import)"
    )
    parser.add_argument(
        "--screenshot", metavar="PNG", help="render the window to PNG and exit (no window shown)"
    )
    parser.add_argument(
        "--save-as",
        metavar="OUT",
        help="save FILE as OUT and exit, without showing the window: .json saves it as a layout,"
        " .layout/.map/.lay export it to KMahjongg/GNOME Mahjongg/Kyodai",
    )
    parser.add_argument(
        "--map",
        metavar="NAME_OR_NUMBER",
        help="which map of a GNOME file holding several (name, or number from 1)",
    )
    parser.add_argument(
        "--lang",
        choices=("system", "en", "fr"),
        default=None,
        help="language of this run (default: the last chosen)",
    )
    parser.add_argument(
        "--size", type=_size, default="1280x800", metavar="WxH", help="window size (screenshots)"
    )
    parser.add_argument(
        "--level", type=_level, default=None, help="show this level (1 = bottom) as current"
    )
    parser.add_argument(
        "--heat-map",
        action="store_true",
        help="show the dead-end heat map (screenshots wait for the winnability estimate)",
    )
    return show_defaults(parser).parse_args(argv)


def _unattended(window: EditorWindow) -> None:
    """Route every question and message of the window to stderr (no dialog ever opens)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    def tell(_icon: QMessageBox.Icon, title: str, text: str) -> None:
        first, *more = [line.strip() for line in text.splitlines() if line.strip()] or [""]
        print(f"mahjong-editor: {title}: {first}", file=sys.stderr)
        for line in more:
            print(f"  {line}", file=sys.stderr)

    def choose_map(titles: list[str]) -> int | None:
        listing = "; ".join(f"{i}: {t}" for i, t in enumerate(titles, start=1))
        message = QCoreApplication.translate(
            "EditorMain", "this file holds %1 layouts; choose one with --map: %2"
        )
        print(
            "mahjong-editor: " + message.replace("%1", str(len(titles))).replace("%2", listing),
            file=sys.stderr,
        )
        return None

    window.tell = tell  # type: ignore[method-assign,assignment]
    window.files.choose_map = choose_map  # type: ignore[method-assign]
    window.ask_save_changes = lambda: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]


def _show_level(window: EditorWindow, level: int) -> bool:
    """Make ``level`` (from 1) current; False, said on stderr, when the layout has no such level."""
    from PySide6.QtCore import QCoreApplication

    top = window.session.top_level() + 1
    if level > top:
        message = QCoreApplication.translate(
            "EditorMain", "there is no level %1: this layout has levels 1 to %2"
        )
        print(
            "mahjong-editor: " + message.replace("%1", str(level)).replace("%2", str(top)),
            file=sys.stderr,
        )
        return False
    window.session.set_current_level(level - 1)
    return True


def _save_as(window: EditorWindow, out: str) -> bool:
    from mahjong_qt.core.formats import export_format_for

    if export_format_for(out) is not None:
        return window.files.export_to(out)
    return window.files.save_to(out)


def _run_unattended(window: EditorWindow, args: argparse.Namespace) -> int:
    """The screenshot or the save of a window already holding FILE; the exit status."""
    from PySide6.QtCore import QCoreApplication

    from .screenshot import ESTIMATE_WAIT_SECONDS, save_screenshot, wait_until

    ok = True
    if args.save_as:
        ok = _save_as(window, args.save_as)
    if args.screenshot and ok:
        window.checks.check_now()
        if args.heat_map:
            window.live.start_now()
            wait_until(lambda: not window.live.running, ESTIMATE_WAIT_SECONDS)
        ok = save_screenshot(window, args.screenshot)
        if not ok:
            message = QCoreApplication.translate("EditorMain", "cannot write %1")
            print("mahjong-editor: " + message.replace("%1", args.screenshot), file=sys.stderr)
    _close(window)
    return 0 if ok else 1


def _close(window: EditorWindow) -> None:
    """Stop the background work and close, remembering nothing of this run's view."""
    window.live.shutdown()
    for action, on in (  # shown in the picture, not remembered
        (window.actions_.heat_map, window.keeper.preferences.heat_map),
        (window.actions_.live_winnability, window.keeper.preferences.live_winnability),
    ):
        action.setChecked(on)
    window.checks.shutdown()
    window.session.undo_stack.setClean()
    window.close()


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()  # a frozen build's worker processes start here
    args = parse_args(argv)
    unattended = bool(args.screenshot or args.save_as)
    if unattended:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from mahjong_qt.core.formats import map_choice
    from mahjong_qt.ui.app_identity import apply_icon, apply_identity
    from mahjong_qt.ui.i18n import Translations

    from .window.main_window import EditorWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    apply_identity(app, EDITOR)
    apply_icon(app, EDITOR)
    translations = Translations(app, ("editor", "mahjong_qt"))
    window = EditorWindow(translations)
    if unattended:
        _unattended(window)
    window.set_language(args.lang or window.keeper.preferences.language, remember=False)
    window.resize(*args.size)
    if args.file and not window.files.open_path(args.file, map_choice(args.file, args.map)):
        if unattended:
            _close(window)
            return 1
    if args.level is not None and not _show_level(window, args.level) and unattended:
        _close(window)
        return 2
    if args.heat_map:
        window.actions_.live_winnability.setChecked(True)
        window.actions_.heat_map.setChecked(True)
    if unattended:
        return _run_unattended(window, args)
    window.show()
    if not args.file:
        QTimer.singleShot(0, window.offer_recovery)  # edits left by an editor that stopped
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
