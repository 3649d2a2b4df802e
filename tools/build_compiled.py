"""Build the optional compiled solver into this checkout, or remove it.

    python tools/build_compiled.py          # needs a C compiler and the "compiled" extra
    python tools/build_compiled.py --clean  # back to the pure-Python modules only

Compiles the solver's hot modules (``mahjong_qt.core.solver.native.HOT``) with Cython from their
``.py`` files, typed by the ``.pxd`` files next to them, exactly as the wheel's build hook does
(``hatch_build.py``), and puts the extensions and their manifest beside the sources, where a
checkout on ``sys.path`` (an editable install, ``PYTHONPATH``) finds them. They are git-ignored;
once a source or ``.pxd`` is edited they no longer match the manifest and the pure modules are
used again (with a warning) until this is run again. ``MAHJONG_QT_PURE=1`` chooses the pure
modules anyway. Exits non-zero if the compile fails.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import hatch_build  # noqa: E402  (the build hook, from the checkout's root)

FOLDER = ROOT / hatch_build.SOLVER


def built_files() -> list[Path]:
    """The compiled modules and the manifest now in the checkout."""
    nat = hatch_build.native(ROOT)
    out = {FOLDER / nat.MANIFEST} if (FOLDER / nat.MANIFEST).exists() else set()
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        out.update(FOLDER.glob(f"*{suffix}"))
    return sorted(out)


def clean() -> None:
    for path in built_files():
        path.unlink()
        print(f"removed {path.relative_to(ROOT)}")


def build() -> None:
    clean()
    with tempfile.TemporaryDirectory() as tmp:
        built = hatch_build.compile_hot(ROOT, Path(tmp) / "lib", Path(tmp))
        for path in built.values():
            shutil.copy2(path, FOLDER / path.name)
            print(f"built {(FOLDER / path.name).relative_to(ROOT)}")
        hatch_build.write_manifest(ROOT, built, FOLDER)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clean", action="store_true", help="only remove the compiled modules")
    args = parser.parse_args(argv)
    if args.clean:
        clean()
        return 0
    build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
