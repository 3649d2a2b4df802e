#!/usr/bin/env python3
"""Write the files a system install puts under ``share/``: what a wheel carries as data.

    python tools/make_share.py OUT_DIR      # OUT_DIR/share/applications/..., man/man1/...

    share/applications/<app id>.desktop      the menu entries (Exec=mahjong-qt: on the PATH)
    share/metainfo/<app id>.metainfo.xml     AppStream
    share/mime/packages/<app id>.xml         the layout file types
    share/icons/hicolor/...                  every PNG size, scalable and symbolic SVG
    share/man/man1/<command>.1               a page per program, from its parser

``hatch_build.py`` runs it when it builds a wheel, so ``pip install --prefix=/usr`` (or a
distribution's ``%pyproject_install``) puts the files where the desktop and ``man`` look.
``mahjong-qt --install-desktop`` writes the same desktop files for one user instead.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mahjong_qt.desktop.install import write_tree  # noqa: E402
from tools.make_man_pages import write_man_pages  # noqa: E402

__all__ = ["make_share"]


def make_share(out: Path) -> list[Path]:
    """Write ``out/share``; the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    share = out / "share"
    return write_tree(share, per_user=False) + write_man_pages(share / "man" / "man1")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder to write share/ into")
    args = parser.parse_args(argv)
    for path in make_share(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
