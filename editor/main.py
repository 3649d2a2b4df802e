"""``mahjong-editor [FILE]``: the layout editor; ``--screenshot PNG`` renders it and exits."""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from collections.abc import Sequence

from mahjong_qt.identity import EDITOR, version_text

__all__ = ["main", "parse_args"]


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="mahjong-editor", description="Mahjong Qt layout editor")
    parser.add_argument("--version", action="version", version=version_text("mahjong-editor"))
    parser.add_argument(
        "file", nargs="?", help="a layout to open (.json, or .layout/.map/.lay to import)"
    )
    parser.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    parser.add_argument(
        "--lang", choices=("system", "en", "fr"), default=None, help="(default: the last chosen)"
    )
    parser.add_argument("--size", default="1280x800", help="window size WxH (screenshots)")
    parser.add_argument(
        "--level", type=int, default=None, help="show this level (1 = bottom) as current"
    )
    parser.add_argument(
        "--heat-map",
        action="store_true",
        help="show the dead-end heat map (screenshots wait for the winnability estimate)",
    )
    return parser.parse_args(argv)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"mahjong-editor: --size must be WxH, not {text!r}") from None
    return max(w, 320), max(h, 240)


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()  # a frozen build's worker processes start here
    args = parse_args(argv)
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from mahjong_qt.ui.app_identity import apply_identity
    from mahjong_qt.ui.i18n import Translations

    from .main_window import EditorWindow
    from .screenshot import ESTIMATE_WAIT_SECONDS, save_screenshot, wait_until

    app = QApplication.instance() or QApplication(sys.argv[:1])
    apply_identity(app, EDITOR)
    translations = Translations(app, ("editor", "mahjong_qt"))
    window = EditorWindow(translations)
    window.set_language(args.lang or window.preferences.language, remember=False)
    window.resize(*_size(args.size))
    if args.file and not window.files.open_path(args.file):
        if args.screenshot:
            return 1
    if args.level is not None:
        window.session.set_current_level(args.level - 1)
    if args.heat_map:
        window.actions_.live_winnability.setChecked(True)
        window.actions_.heat_map.setChecked(True)
    if args.screenshot:
        window.checks.check_now()
        if args.heat_map:
            window.live.start_now()
            wait_until(lambda: not window.live.running, ESTIMATE_WAIT_SECONDS)
        ok = save_screenshot(window, args.screenshot)
        window.live.shutdown()
        for action, on in (  # shown in the picture, not remembered
            (window.actions_.heat_map, window.preferences.heat_map),
            (window.actions_.live_winnability, window.preferences.live_winnability),
        ):
            action.setChecked(on)
        window.checks.shutdown()
        window.session.undo_stack.setClean()
        window.close()
        if not ok:
            print(f"mahjong-editor: cannot write {args.screenshot}", file=sys.stderr)
        return 0 if ok else 1
    window.show()
    if not args.file:
        QTimer.singleShot(0, window.offer_recovery)  # edits left by an editor that stopped
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
