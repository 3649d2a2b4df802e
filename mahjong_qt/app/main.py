"""``mahjong-qt``: start the game, or render a screenshot of it and exit.

    mahjong-qt [--layout ID | --layout-file PATH] [--number N] [--lang fr|en]
    mahjong-qt --screenshot FILE [--layout ID] [--number N] [--lang fr|en] [--size WxH|screen]
               [--screen start|race|campaign|daily|statistics|lost] [--theme light|dark]
               [--view-angle top_left|flat]
    mahjong-qt --list-layouts [--json]
    mahjong-qt --install-desktop | --uninstall-desktop | --self-test | --version

The translator is installed before any widget is made and kept referenced for the whole run.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from ..identity import GAME, version_text

__all__ = ["main", "parse_args", "make_application"]


def _size(text: str) -> tuple[int, int] | None:
    if text == "screen":
        return None  # the size the window opens at on this screen (a first launch)
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1280x800: {text}") from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"size out of range (200..8000): {text}")
    return w, h


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="mahjong-qt", description="Mahjong solitaire.")
    parser.add_argument("--version", action="version", version=version_text("mahjong-qt"))
    one_off = parser.add_mutually_exclusive_group()  # do this and exit
    one_off.add_argument(
        "--install-desktop",
        action="store_true",
        help="add the game and the editor to the desktop's menus, icons and file types, and exit",
    )
    one_off.add_argument(
        "--uninstall-desktop", action="store_true", help="remove what --install-desktop added"
    )
    one_off.add_argument(
        "--self-test",
        action="store_true",
        help="deal and hint in a worker process, print the outcome as JSON, and exit",
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--layout", metavar="ID", help="play this layout (e.g. turtle)")
    where.add_argument(
        "--layout-file", metavar="PATH", type=Path, help="play the layout in this JSON file"
    )
    parser.add_argument(
        "--number", metavar="N", type=int, help="game number (same deal everywhere)"
    )
    parser.add_argument("--lang", choices=("fr", "en"), help="language of this run")
    parser.add_argument(
        "--theme", choices=("system", "light", "dark"), help="window theme of this run"
    )
    parser.add_argument(
        "--view-angle", choices=("top_left", "flat"), help="viewing angle of this run"
    )
    parser.add_argument(
        "--screenshot", metavar="FILE", type=Path, help="render the window to a PNG and exit"
    )
    parser.add_argument(
        "--screen",
        choices=("start", "race", "campaign", "daily", "statistics", "lost"),
        help="with --screenshot: show this mode screen (sample progress), or a lost game",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=_size,
        default=(1280, 860),
        help="screenshot size ('screen': as the window first opens on this screen)",
    )
    parser.add_argument(
        "--list-layouts",
        action="store_true",
        help="print every layout the game offers (and the files it could not read), then exit",
    )
    parser.add_argument("--json", action="store_true", help="with --list-layouts: print JSON")
    args = parser.parse_args(argv)
    if args.number is not None and not 1 <= args.number <= 999_999_999:
        parser.error("--number must be from 1 to 999999999")
    return args


def make_application(argv: Sequence[str]):
    """The ``QApplication`` (created once)."""
    from PySide6.QtWidgets import QApplication

    from ..ui.app_identity import apply_identity

    app = QApplication.instance() or QApplication(list(argv))
    apply_identity(app, GAME)
    app.setApplicationDisplayName("Mahjong Qt")
    return app


def _quit_quietly(window) -> None:
    """SIGTERM, the session closing, Ctrl+C: the window closes without asking (the game is
    saved and goes on at the next start; the workers stop)."""
    window.confirm.answer = True
    window.close()


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # a frozen build's worker processes start here
        import multiprocessing  # (else not at start-up: the worker pool starts when needed)

        multiprocessing.freeze_support()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.list_layouts:
        from .list_layouts import print_layouts

        return print_layouts(args.json)
    if args.install_desktop or args.uninstall_desktop:
        from ..desktop.install import run_command

        return run_command(remove=args.uninstall_desktop)
    if args.self_test:
        from .self_test import run_self_test

        return run_self_test()
    if args.screenshot is not None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = make_application([sys.argv[0]])

    from ..core.paths import user_paths
    from ..core.settings import load_settings
    from ..core.state_migration import move_state_files
    from ..ui.error_texts import settings_notice_text
    from ..ui.i18n import Translations
    from ..ui.quit_signals import install_quit_signals
    from .main_window import GameStart, MainWindow

    paths = user_paths()
    if args.screenshot is None:
        move_state_files(paths)  # once: the game and the window move to the state folder
    settings, notice = load_settings(paths.settings_file)
    if args.theme is not None:
        settings = settings.model_copy(update={"theme": args.theme})
    if args.view_angle is not None:
        settings = settings.model_copy(update={"view_angle": args.view_angle})
    translations = Translations(app, ("mahjong_qt",))
    translations.set_language(args.lang or settings.language)
    start = GameStart(
        layout_id=args.layout,
        layout_file=args.layout_file,
        number=args.number,
        restore=args.screenshot is None,
        start_screen=args.screenshot is None,
    )
    if args.screenshot is not None:
        from .screenshot import render_screenshot

        window = MainWindow(paths, settings, translations, start, persist=False)
        if args.screen is not None:
            from .modes.mode_screenshot import render_mode_screenshot

            ok = render_mode_screenshot(window, args.screen, args.screenshot, args.size)
        else:
            ok = render_screenshot(window, args.screenshot, args.size)
        return 0 if ok else 1
    window = MainWindow(paths, settings, translations, start)
    window.show()
    install_quit_signals(app, lambda: _quit_quietly(window))
    if notice is not None:
        window.show_message(settings_notice_text(notice.code))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
