"""``mahjong-race``: the online race in a window of its own (Host / Join / vs CPU, the lobby, the
race, the result), for as long as the game window does not show it itself. Race the CPU opens the
game (its race against the CPU is there)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QProcess
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from ...core.paths import UserPaths, user_paths
from ...core.settings import load_settings
from ...ui.i18n import Translations
from ...ui.tile_renderer import TileRenderer
from ...ui.tile_style import STYLES
from .online_race import OnlineRaceScreen

__all__ = ["RaceWindow", "main"]


class RaceWindow(QMainWindow):
    def __init__(self, paths: UserPaths, renderer: TileRenderer, lang: str,
                 open_game: Callable[[], None] | None = None,
                 parent: QWidget | None = None):  # fmt: skip
        super().__init__(parent)
        self.screen_widget = OnlineRaceScreen(renderer, lang, paths, parent=self)
        self.setCentralWidget(self.screen_widget)
        self.screen_widget.cpu_race_requested.connect(open_game or self.open_game)
        self.resize(1200, 800)
        self.retranslate()

    def open_game(self) -> None:
        """The race against the CPU lives in the game window: start the game."""
        QProcess.startDetached(sys.executable, ["-m", "mahjong_qt"])

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Mahjong Qt — Race"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.screen_widget.shutdown()
        super().closeEvent(event)


def main(argv: Sequence[str] | None = None) -> int:
    import argparse
    import multiprocessing

    from ...identity import version_text
    from ..main import make_application

    multiprocessing.freeze_support()  # a frozen build's worker processes start here
    parser = argparse.ArgumentParser(prog="mahjong-race", description="Race people at Mahjong Qt.")
    parser.add_argument("--version", action="version", version=version_text("mahjong-race"))
    parser.parse_args(sys.argv[1:] if argv is None else argv)

    app = make_application([sys.argv[0]])
    paths = user_paths()
    settings, _notice = load_settings(paths.settings_file)
    translations = Translations(app, ("mahjong_qt",))
    lang = translations.set_language(settings.language)
    style = settings.tile_style if settings.tile_style in STYLES else "classic"
    renderer = TileRenderer(style, corner_index=settings.corner_index, lang=lang)
    window = RaceWindow(paths, renderer, lang)
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
