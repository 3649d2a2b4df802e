"""How fast the layout browser opens with a large library (issue 17: <= 200 ms, warm cache).

    PYTHONPATH=. python benchmarks/browser_bench.py [--count 1500] [--repeat 3]

Makes a library of ``--count`` small KMahjongg layouts (``tools/sample_library.py``) in a
temporary folder seen through ``XDG_DATA_DIRS`` (plus our own 26), then prints:

- cold: the first listing, which reads every file and writes the index;
- thumbnails: the time to draw them all once into the disk cache (per thumbnail);
- warm open: index checked against the files, records and the browser's memory read, rows built,
  the dialog made and shown and its visible cards painted (thumbnails from the disk cache);
- a search typed into it and a change of sort.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1500)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="browser-bench-"))
    os.environ["XDG_DATA_DIRS"] = str(work / "share")
    os.environ["XDG_DATA_HOME"] = str(work / "nothing")
    os.environ["MAHJONG_QT_HOME"] = str(work / "home")

    from PySide6.QtWidgets import QApplication

    from tools.sample_library import write_sample_library

    app = QApplication.instance() or QApplication([])
    from mahjong_qt.app.dialogs.layout_browser import LayoutBrowserDialog
    from mahjong_qt.app.dialogs.layout_browser_data import layout_of, library_rows
    from mahjong_qt.app.dialogs.layout_browser_view import THUMBNAIL
    from mahjong_qt.core.library_state import load_library_state
    from mahjong_qt.core.paths import user_paths
    from mahjong_qt.core.records import load_records
    from mahjong_qt.ui.thumbnail_cache import ThumbnailCache
    from mahjong_qt.ui.tile_renderer import TileRenderer

    write_sample_library(work / "share", args.count)
    paths = user_paths()
    start = time.perf_counter()
    catalog, rows = library_rows(
        paths, load_records(paths.records_file)[0], load_library_state(paths.library_file)
    )
    cold = time.perf_counter() - start
    print(f"library: {len(rows)} layouts ({args.count} generated + ours)")
    print(f"cold listing (every file read, index written): {1000 * cold:8.1f} ms")

    thumbs = ThumbnailCache(paths.cache_dir / "thumbnails", TileRenderer(), THUMBNAIL)
    start = time.perf_counter()
    for row in rows:
        thumbs.get(row.item.content_hash, lambda item=row.item: layout_of(item).positions)
    while thumbs.pending:
        app.processEvents()
    took = time.perf_counter() - start
    print(
        f"thumbnails drawn once: {thumbs.built} in {took:.1f} s ({1000 * took / max(1, thumbs.built):.1f} ms each)"
    )

    opens = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        records, _ = load_records(paths.records_file)
        state = load_library_state(paths.library_file)
        catalog, rows = library_rows(paths, records, state)
        thumbnails = ThumbnailCache(paths.cache_dir / "thumbnails", TileRenderer(), THUMBNAIL)
        dialog = LayoutBrowserDialog(
            {"rows": rows, "thumbnails": thumbnails, "layout_of": layout_of, "lang": "en"}
        )
        dialog.resize(1100, 760)
        dialog.show()
        app.processEvents()
        dialog.browser.view.viewport().repaint()
        opens.append(time.perf_counter() - start)
        drawn = thumbnails.built
        browser = dialog.browser
        start = time.perf_counter()
        browser.search.setText("lake 1")
        browser._apply()
        browser.view.viewport().repaint()
        search = time.perf_counter() - start
        start = time.perf_counter()
        browser.sort.setCurrentIndex(browser.sort.findData("size"))
        browser.view.viewport().repaint()
        sort = time.perf_counter() - start
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
    print(
        f"warm open (index, rows, dialog shown and painted): median {1000 * statistics.median(opens):.1f} ms,"
        f" best {1000 * min(opens):.1f} ms over {len(opens)} (thumbnails drawn during it: {drawn})"
    )
    print(
        f"search 'lake 1': {1000 * search:.1f} ms ({len(browser.shown_rows())} shown); sort by size: {1000 * sort:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
