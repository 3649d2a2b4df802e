#!/usr/bin/env python3
"""Draw the layout browser for the README: our layouts measured (the atlas), sorted by difficulty.

    python tools/browser_screenshot.py docs/screenshots/browser_fr.png [--lang fr] [--deals N]

Runs in a temporary user folder (``MAHJONG_QT_HOME``) and sees no other program's layouts, so the
picture is the same on every machine; the figures are the ones the bundled layouts ship with
(``core/shipped_atlas.json``), or measured again on ``N`` deals each with ``--deals``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if str(Path(__file__).resolve().parent.parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", choices=("fr", "en"), default="fr")
    parser.add_argument("--deals", type=int, default=0, help="measure again on N deals")
    args = parser.parse_args(argv)
    home = Path(tempfile.mkdtemp(prefix="browser-shot-"))
    os.environ["MAHJONG_QT_HOME"] = str(home)
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_DATA_DIRS"] = str(home / "no-other-games")

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from mahjong_qt.app.dialogs.new_game_dialog import NewGameDialog
    from mahjong_qt.core.atlas_cache import AtlasCache
    from mahjong_qt.core.difficulty_atlas import measure_layout
    from mahjong_qt.core.layout_library import list_layouts
    from mahjong_qt.core.paths import user_paths
    from mahjong_qt.core.settings import Settings
    from mahjong_qt.ui.i18n import Translations

    translations = Translations(app)
    lang = translations.set_language(args.lang)
    paths = user_paths()
    cache = AtlasCache(paths.cache_dir / "atlas")
    entries = list_layouts(paths.layouts_dir)
    for entry in entries if args.deals > 0 else ():
        cache.put(measure_layout(entry.layout, args.deals))
    dialog = NewGameDialog(entries, Settings(), lang, "turtle")
    dialog.browser.sort.setCurrentIndex(dialog.browser.sort.findData("difficulty"))
    dialog.resize(1180, 820)
    dialog.show()
    thumbnails = dialog.browser.model._thumbnails
    for _ in range(400):
        app.processEvents()
        if thumbnails.built and not thumbnails.pending:
            break
    app.processEvents()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if not dialog.grab().save(str(args.out)):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
