"""``mahjong-qt``: start the game, or render a screenshot of it and exit (the options and
their checks: :mod:`mahjong_qt.app.command_line.game_args`).

The translator is installed before any widget is made and kept referenced for the whole run.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the window is imported after the core (FIRST_CORE); the options when
    # main() runs, once the garbage collector is off (this module is imported before)
    import argparse
    from pathlib import Path

    from mahjong_qt.app.command_line.kept_code import KeptCode
    from mahjong_qt.app.command_line.quick_enums import QuickEnums
    from mahjong_qt.app.command_line.single_instance import SingleInstance
    from mahjong_qt.app.window.main_window import MainWindow
    from mahjong_qt.core.checked_values import CheckedValues

__all__ = ["main", "parse_args", "make_application"]


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """``mahjong-qt``'s options, checked (:mod:`mahjong_qt.app.command_line.game_args`)."""
    from mahjong_qt.app.command_line import game_args

    return game_args.parse_args(argv)


def make_application(argv: Sequence[str]):
    """The ``QApplication`` (created once), named; its window icon comes after the first paint
    (``ui.app_identity.apply_icon``)."""
    from mahjong_qt.ui.feature_check import spare_own_modules  # noqa: I001 (before PySide6)

    from PySide6.QtWidgets import QApplication

    spare_own_modules()  # PySide6 reads no source of ours to see it uses no __feature__

    from mahjong_qt.identity import GAME
    from mahjong_qt.ui.app_identity import apply_identity

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv))
    apply_identity(app, GAME)
    app.setApplicationDisplayName("Mahjong Qt")
    return app


#: The pure core the first board needs, imported before Qt: PySide6 checks the source of every
#: module imported after it (for ``from __feature__ import``: a file read per module, kept in
#: ``linecache``). Measured (benchmarks/STARTUP.md): warm start 0.287 -> 0.260 s, 103 -> 98 MB.
#: ``tests/test_startup.py`` fails when the window needs a core module that is not here.
FIRST_CORE = (
    "mahjong_qt.core.paths",
    "mahjong_qt.core.settings",
    "mahjong_qt.core.state_migration",
    "mahjong_qt.core.savegame",
    "mahjong_qt.core.game",
    "mahjong_qt.core.layout_library",
    "mahjong_qt.core.foreign_entries",
    "mahjong_qt.core.modes.setup",
    "mahjong_qt.core.modes.challenge",
    "mahjong_qt.core.deal_shelf",
    "mahjong_qt.core.first_deals",
    "mahjong_qt.core.jobs",
    "mahjong_qt.core.player_aids",
    "mahjong_qt.core.tile_explorer",
    "mahjong_qt.core.tile_speech",
    "mahjong_qt.core.game_events",
    "mahjong_qt.core.window_state",
    "mahjong_qt.core.change",
    "mahjong_qt.core.play",
    "mahjong_qt.core.solution_keeper",
    "mahjong_qt.core.desktop_entry",
    "mahjong_qt.core.kmahjongg_art",
)


def no_pydantic_plugins() -> None:
    """Pydantic's plugins are not looked for, before pydantic is first imported (the options'
    check may import it: ``--layout``): the game uses none, the search reads the entry points
    of every installed package, and its module imports 41 others (``no_plugin_search``)."""
    from mahjong_qt.app.command_line.no_plugin_search import spare_plugin_search

    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    spare_plugin_search()


def import_core_first() -> None:
    """Import ``FIRST_CORE`` (before any Qt module), pydantic without its plugins."""
    import importlib

    no_pydantic_plugins()
    for name in FIRST_CORE:
        importlib.import_module(name)


def _quit_quietly(window: MainWindow) -> None:
    """SIGTERM, the session closing, Ctrl+C: the window closes without asking (the game is
    saved and goes on at the next start; the workers stop)."""
    window.confirm.answer = True
    window.close()


class QuitRequest:
    """A quit signal heard before the window exists is kept until the window is made."""

    def __init__(self) -> None:
        self.window: MainWindow | None = None
        self.asked = False

    def quit(self) -> None:
        self.asked = True
        if self.window is not None:
            _quit_quietly(self.window)

    def window_made(self, window: MainWindow) -> bool:
        """Keep ``window``; True when a quit signal came meanwhile (then it is closed)."""
        self.window = window
        if self.asked:
            _quit_quietly(window)
        return self.asked


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``mahjong-qt`` with ``argv`` (the command line's when None).

    Python's cyclic garbage collector waits until the board has painted: the start allocates
    some 80,000 objects that live on (modules, classes, Qt's enums) and ran ~130 collections
    that found next to nothing (benchmarks/STARTUP.md, seventh session). It is on again after
    the first paint, and whatever way this returns.

    Until the window is shown, code compiled from text (the methods ``dataclasses``
    generates, PySide6's support modules) is taken from the user's cache when an earlier start
    kept it (``command_line.kept_code``: ~20 % of the instructions to the first paint were its
    parsing and compiling), and Python makes the members of PySide6's enum classes by a short
    path (``command_line.quick_enums``: making them was ~15 % of a warm start)."""
    import gc

    from mahjong_qt.app.command_line.kept_code import KeptCode
    from mahjong_qt.app.command_line.quick_enums import QuickEnums
    from mahjong_qt.core.checked_values import uninstall as uninstall_checked_values

    collecting = gc.isenabled()
    gc.disable()
    code = KeptCode().install()
    enums = QuickEnums().install()
    try:
        return _run(argv, gc.enable if collecting else lambda: None, code, enums)
    finally:
        enums.uninstall()
        code.uninstall()
        uninstall_checked_values()
        if collecting:
            gc.enable()


def _run(
    argv: Sequence[str] | None,
    collect_again: Callable[[], None],
    code: KeptCode,
    enums: QuickEnums,
) -> int:
    from mahjong_qt.app.command_line.kept_code import FILE_NAME
    from mahjong_qt.core.paths import user_paths

    paths = user_paths()
    code_file = paths.cache_dir / FILE_NAME
    code.load(code_file)
    values, values_file = _checked_values(paths.cache_dir)
    if getattr(sys, "frozen", False):  # a frozen build's worker processes start here
        import multiprocessing  # (else not at start-up: the worker pool starts when needed)

        multiprocessing.freeze_support()
    no_pydantic_plugins()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.list_layouts:
        from mahjong_qt.app.command_line.list_layouts import print_layouts

        return print_layouts(args.json)
    if args.install_desktop or args.uninstall_desktop:
        from mahjong_qt.desktop.install import run_command

        return run_command(remove=args.uninstall_desktop)
    if args.self_test:
        from mahjong_qt.app.command_line.self_test import run_self_test

        return run_self_test()
    if args.screenshot is not None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import_core_first()
    app = make_application([sys.argv[0]])

    from dataclasses import replace

    from mahjong_qt.app.command_line.single_instance import come_forward
    from mahjong_qt.app.window.main_window import GameStart, MainWindow
    from mahjong_qt.core.settings import load_settings
    from mahjong_qt.core.state_migration import move_state_files
    from mahjong_qt.identity import GAME
    from mahjong_qt.ui.app_identity import apply_icon
    from mahjong_qt.ui.error_texts import settings_notice_text
    from mahjong_qt.ui.first_paint import after_first_paint
    from mahjong_qt.ui.i18n import Translations
    from mahjong_qt.ui.quit_signals import install_quit_signals

    instance: SingleInstance | None = None
    if args.screenshot is None:
        first = _first_or_forward(paths.data_dir, args)
        if isinstance(first, int):
            return first  # another copy runs on this data (0: it came forward)
        instance = first
        move_state_files(paths)  # once: the game and the window move to the state folder
    settings, notice = load_settings(paths.settings_file)
    if args.theme is not None:  # the options' own choices: no other check
        settings = replace(settings, theme=args.theme)
    if args.view_angle is not None:
        settings = replace(settings, view_angle=args.view_angle)
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
        from mahjong_qt.app.command_line.game_args import screenshot_size
        from mahjong_qt.app.command_line.screenshot import render_screenshot

        window = MainWindow(paths, settings, translations, start, persist=False)
        try:
            if args.screen is not None:
                from mahjong_qt.app.modes.mode_screenshot import render_mode_screenshot

                size = screenshot_size(args)
                ok = render_mode_screenshot(window, args.screen, args.screenshot, size)
            else:
                ok = render_screenshot(window, args.screenshot, screenshot_size(args))
            why = ""
        except OSError as error:
            ok, why = False, f": {error.strerror or error}"
        if not ok:
            print(
                f"mahjong-qt: could not write the screenshot {args.screenshot}{why}",
                file=sys.stderr,
            )
        return 0 if ok else 1
    # A quit signal may come while the window is being made (it saves the first game then):
    # it is heard from now on, and closes the window once there is one.
    asked = QuitRequest()
    install_quit_signals(app, asked.quit)

    def keep_code() -> None:  # when this start compiled any anew; then the memory is let go
        code.save(code_file)
        code.release()

    # first after the paint, before the window's own work (the memory is lowest then)
    after_first_paint(keep_code)
    after_first_paint(lambda: apply_icon(app, GAME))  # its SVG drawn after the board's
    window = MainWindow(paths, settings, translations, start)
    if asked.window_made(window):
        return 0
    window.show()
    code.uninstall()  # what is compiled from now on is not kept: the board needs no more
    values.stop_learning()  # nor the files read from now on (only those written)
    enums.uninstall()
    after_first_paint(collect_again)
    if notice is not None:
        window.show_message(settings_notice_text(notice.code))
    if instance is not None:
        instance.requested.connect(lambda request: come_forward(window, request))
        after_first_paint(instance.listen, instance)  # Qt Network after the board
    try:
        return app.exec()
    finally:
        values.save(values_file)  # the settings and the window written at the end, checked
        if instance is not None:
            instance.release()


def _checked_values(cache_dir: Path) -> tuple[CheckedValues, Path]:
    """The values checked from files at earlier starts (``core.checked_values``), installed for
    this run: a start reading the same files again needs no pydantic."""
    from mahjong_qt.core.checked_values import FILE_NAME, CheckedValues, code_fingerprint, install

    values = CheckedValues(code_fingerprint())
    values.load(cache_dir / FILE_NAME)
    install(values)
    return values, cache_dir / FILE_NAME


def _first_or_forward(folder: Path, args) -> SingleInstance | int:
    """This copy's lock on ``folder`` (the first copy); else the exit code: 0 when the copy
    holding it came forward (with the layout given here), 1 when it does not answer."""
    from mahjong_qt.app.command_line.single_instance import Request, SingleInstance

    instance = SingleInstance(folder)
    if instance.acquire(listen=False):  # it listens once the board is painted
        return instance
    file = str(args.layout_file.resolve()) if args.layout_file is not None else None
    if instance.ask_first(Request(args.layout, file, args.number)):
        print("mahjong-qt: the game is already running on this data; its window is raised.")
        return 0
    print(
        "mahjong-qt: another copy of the game holds this data but does not answer.",
        file=sys.stderr,
    )
    return 1


if __name__ == "__main__":
    sys.exit(main())
