"""``mahjong-race``: the online race in a window of its own (Host / Join / vs CPU, the lobby, the
race, the result), for as long as the game window does not show it itself. Race the CPU opens the
game (its race against the CPU is there).

    mahjong-race [--lang fr|en] [--screenshot FILE]

``--screenshot FILE`` renders the Race screen to a PNG and exits, as the game's does (offscreen,
nothing listened for on the network); SIGTERM, SIGHUP and Ctrl+C close the window cleanly."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QProcess, QSize
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from mahjong_qt.app.window.window_size import place_window
from mahjong_qt.core.paths import UserPaths, user_paths
from mahjong_qt.core.settings import load_settings
from mahjong_qt.ui.i18n import Translations
from mahjong_qt.ui.tile_renderer import TileRenderer
from mahjong_qt.ui.tile_style import STYLES

from .online_race import OnlineRaceScreen
from .race_title import RaceTitle

__all__ = ["RaceWindow", "main", "PREFERRED_SIZE"]

PREFERRED_SIZE = QSize(1200, 800)  # or what the screen's available area leaves


class RaceWindow(QMainWindow):
    def __init__(self, paths: UserPaths, renderer: TileRenderer, lang: str,
                 open_game: Callable[[], None] | None = None, browse: bool = True,
                 parent: QWidget | None = None):  # fmt: skip
        super().__init__(parent)
        self.screen_widget = OnlineRaceScreen(renderer, lang, paths, browse=browse, parent=self)
        self.setCentralWidget(self.screen_widget)
        self.screen_widget.cpu_race_requested.connect(open_game or self.open_game)
        place_window(self, restored=False, preferred=PREFERRED_SIZE)  # a laptop's screen too
        self.title = RaceTitle(self, self.screen_widget)

    def open_game(self) -> None:
        """The race against the CPU lives in the game window: start the game."""
        QProcess.startDetached(sys.executable, ["-m", "mahjong_qt"])

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.screen_widget.shutdown()
        super().closeEvent(event)


def render_to(window: QMainWindow, path: Path) -> bool:
    """Show ``window``, let it lay out and paint, and write it to the PNG ``path``."""
    window.show()
    for _ in range(3):
        QApplication.processEvents()
    path.parent.mkdir(parents=True, exist_ok=True)
    # PySide6's stub wants bytes for the format; it takes only str at run time
    ok = window.grab().toImage().save(str(path), "PNG")  # type: ignore[call-overload]
    window.close()
    return ok


def main(argv: Sequence[str] | None = None) -> int:
    import argparse
    import multiprocessing

    from mahjong_qt.app.main import make_application
    from mahjong_qt.identity import version_text
    from mahjong_qt.ui.quit_signals import install_quit_signals

    multiprocessing.freeze_support()  # a frozen build's worker processes start here
    parser = argparse.ArgumentParser(prog="mahjong-race", description="Race people at Mahjong Qt.")
    parser.add_argument("--version", action="version", version=version_text("mahjong-race"))
    parser.add_argument("--lang", choices=("fr", "en"), help="language of this run")
    parser.add_argument(
        "--screenshot", metavar="FILE", type=Path, help="render the window to a PNG and exit"
    )
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.screenshot is not None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    app = make_application([sys.argv[0]])
    paths = user_paths()
    settings, _notice = load_settings(paths.settings_file)
    translations = Translations(app, ("mahjong_qt",))
    lang = translations.set_language(args.lang or settings.language)
    style = settings.tile_style if settings.tile_style in STYLES else "classic"
    renderer = TileRenderer(style, corner_index=settings.corner_index, lang=lang)
    window = RaceWindow(paths, renderer, lang, browse=args.screenshot is None)
    window.screen_widget.board.set_shade_blocked(settings.shade_blocked)  # the game's preference
    if args.screenshot is not None:
        return 0 if render_to(window, args.screenshot) else 1
    window.show()

    def close() -> None:  # (QWidget.close returns a bool; the signal handler wants nothing)
        window.close()

    install_quit_signals(app, close)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
