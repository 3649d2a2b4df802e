"""The game of a play-test (F5): ``python -m mahjong_qt.app.command_line.play_test_runner RESULT LAYOUT_FILE``.

The game window on the layout, as the game opens it (the player's settings and language), but
writing no file of the player's (``persist=False``: no save, no records, no remembered zoom, so
the board opens fitted to the layout), and writing the game's end to ``RESULT``
(:class:`~mahjong_qt.core.play_test_result.PlayTestResult`) when it starts, is won, gets stuck, and when
the window closes. The editor reads it when this process ends.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

__all__ = ["ResultWriter", "PlayTestGame", "open_game", "main"]


class ResultWriter(QObject):
    """Writes the result of the game of ``session`` (a ``GameSession``) to ``path``."""

    def __init__(self, session, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.path = path
        session.started.connect(self._on_end)  # a first result: the game is there
        session.won.connect(self._on_end)
        session.stuck.connect(self._on_end)

    def _on_end(self, *_args: object) -> None:
        self.write_now()

    def write_now(self) -> bool:
        """Write the result now (False: no game, or the file cannot be written)."""
        from mahjong_qt.core.play_test_result import result_of

        game = self._session.game
        if game is None:
            return False
        try:
            result_of(game).write(self.path)
        except OSError:
            return False
        return True


@dataclass(frozen=True)
class PlayTestGame:
    """The game window of a play-test, the writer of its result and its translators (kept
    referenced for as long as the window lives)."""

    window: Any
    writer: ResultWriter
    translations: Any


def open_game(layout_file: Path, result: Path, lang: str | None = None) -> PlayTestGame:
    """The game window of a play-test on ``layout_file`` (the application made), not shown,
    and the writer of its result to ``result``."""
    from mahjong_qt.app.window.main_window import GameStart, MainWindow
    from mahjong_qt.core.paths import user_paths
    from mahjong_qt.core.settings import load_settings
    from mahjong_qt.ui.i18n import Translations

    app = QCoreApplication.instance()
    assert app is not None, "make the application first"
    paths = user_paths()
    settings, _notice = load_settings(paths.settings_file)
    translations = Translations(app, ("mahjong_qt",))
    translations.set_language(lang or settings.language)
    start = GameStart(layout_file=layout_file, restore=False, start_screen=False)
    window = MainWindow(paths, settings, translations, start, persist=False)
    return PlayTestGame(window, ResultWriter(window.session, result, window), translations)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="mahjong_qt.app.command_line.play_test_runner")
    parser.add_argument("result", type=Path, help="where to write the game's end")
    parser.add_argument("layout_file", type=Path, help="the layout to play")
    parser.add_argument("--lang", choices=("fr", "en"), help="language of this run")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)

    from mahjong_qt.app.main import import_core_first, make_application

    import_core_first()
    app = make_application([sys.argv[0]])

    from mahjong_qt.ui.quit_signals import install_quit_signals

    game = open_game(args.layout_file, args.result, args.lang)
    window, writer = game.window, game.writer
    window.show()

    def quit_quietly() -> None:
        writer.write_now()
        window.confirm.answer = True
        window.close()

    install_quit_signals(app, quit_quietly)
    code = app.exec()
    writer.write_now()
    return code


if __name__ == "__main__":
    sys.exit(main())
