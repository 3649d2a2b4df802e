"""Put the desktop files into (and take them out of) the user's XDG data directory.

    mahjong-qt --install-desktop     # menu entries, icons, file types, AppStream metainfo
    mahjong-qt --uninstall-desktop   # remove exactly those files again

The ``.desktop`` entries get an ``Exec`` line that starts *this* installation (a virtualenv's
script, a frozen bundle's executable, or ``python -m``), since such a program is rarely on the
menu's ``PATH``. The caches (``update-mime-database``, ``update-desktop-database``) are refreshed
when those tools exist; a system without them still finds the files on its next scan.

:func:`write_tree` writes the same files for a system install (``share/`` of a wheel, where the
entries keep ``Exec=mahjong-qt``: the command is on the ``PATH`` there).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from ..core.atomic_io import atomic_write_bytes, atomic_write_text
from ..core.xdg import data_home
from ..identity import EDITOR, GAME, Program
from . import data_dir
from .icons import icon_files, render_png

__all__ = [
    "MIME_FILE",
    "InstalledFile",
    "data_home",
    "desktop_entry_text",
    "exec_line",
    "install",
    "installed_files",
    "launcher",
    "run_command",
    "targets",
    "uninstall",
    "write_tree",
]

MIME_FILE = f"{GAME.app_id}.mime.xml"
# Characters that make the desktop entry spec quote an Exec argument.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


@dataclass(frozen=True)
class InstalledFile:
    """One file copied from the package's ``data/`` to a place under the XDG data home."""

    source: str  # relative to data_dir()
    target: PurePosixPath  # relative to the data home
    program: Program | None = None  # set for a .desktop entry, whose Exec line is rewritten


def installed_files() -> tuple[InstalledFile, ...]:
    """The entries, metainfo and MIME package (the icons are :func:`.icons.icon_files`)."""
    files: list[InstalledFile] = []
    for program in (GAME, EDITOR):
        files += [
            InstalledFile(
                program.desktop_file,
                PurePosixPath("applications", program.desktop_file),
                program,
            ),
            InstalledFile(program.metainfo_file, PurePosixPath("metainfo", program.metainfo_file)),
        ]
    # shared-mime-info wants packages/NAME.xml
    files.append(InstalledFile(MIME_FILE, PurePosixPath("mime/packages", f"{GAME.app_id}.xml")))
    return tuple(files)


def targets() -> list[PurePosixPath]:
    """Every file :func:`write_tree` writes, relative to its folder."""
    return [f.target for f in installed_files()] + [i.target for i in icon_files()]


def launcher(program: Program) -> list[str]:
    """The command line that starts ``program`` from this installation."""
    suffix = ".exe" if sys.platform == "win32" else ""
    beside = Path(sys.executable).parent / f"{program.command}{suffix}"
    if getattr(sys, "frozen", False) or beside.is_file():
        return [str(beside)]  # a bundle's executable, or the script of this virtualenv
    found = shutil.which(program.command)
    if found:
        return [found]
    return [sys.executable, "-m", program.module]


def _quote(arg: str) -> str:
    arg = arg.replace("%", "%%")  # a literal % (field codes are %f, %u...)
    if not arg or set(arg) & _RESERVED:
        inner = "".join("\\" + c if c in '"`$\\' else c for c in arg)
        return f'"{inner}"'
    return arg


def exec_line(argv: Sequence[str], field_code: str | None = None) -> str:
    """An ``Exec`` value for ``argv`` (quoted as the desktop entry spec says), plus ``%f`` etc."""
    words = [_quote(a) for a in argv] + ([field_code] if field_code else [])
    # The value is a desktop "string": a backslash is written twice.
    return " ".join(words).replace("\\", "\\\\")


def desktop_entry_text(template: str, argv: Sequence[str]) -> str:
    """The entry ``template`` with its ``Exec`` line starting ``argv`` (field codes kept)."""
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            field_codes = [w for w in line[len("Exec=") :].split() if w.startswith("%")]
            line = "Exec=" + exec_line(argv, " ".join(field_codes) or None)
        lines.append(line)
    return "\n".join(lines) + "\n"


def _refresh_caches(home: Path) -> None:
    for tool, folder in (
        ("update-mime-database", home / "mime"),
        ("update-desktop-database", home / "applications"),
    ):
        exe = shutil.which(tool)
        if exe and folder.is_dir():
            subprocess.run([exe, str(folder)], capture_output=True, check=False, timeout=120)


def _gui_application():
    """Qt's GUI application, which rendering the icons needs (offscreen when this process has
    none yet: it only installs files, and a terminal without a display must do too)."""
    from PySide6.QtWidgets import QApplication  # not a bare QGuiApplication: whatever runs

    app = QApplication.instance()  # later in this process may need widgets
    if app is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QApplication([sys.argv[0]])
    return app


def write_tree(root: Path, per_user: bool = True) -> list[Path]:
    """Write every desktop file and icon under ``root``; the paths written. ``per_user``: the
    entries start this installation (:func:`launcher`), else they keep their plain command."""
    written = []
    for item in installed_files():
        source = data_dir() / item.source
        target = root / item.target
        target.parent.mkdir(parents=True, exist_ok=True)
        if item.program is not None and per_user:
            text = source.read_text(encoding="utf-8")
            atomic_write_text(target, desktop_entry_text(text, launcher(item.program)))
        else:
            atomic_write_bytes(target, source.read_bytes())
        written.append(target)
    app = _gui_application()  # noqa: F841 (kept while rendering)
    for icon in icon_files():
        target = root / icon.target
        target.parent.mkdir(parents=True, exist_ok=True)
        data = icon.source.read_bytes() if icon.size is None else render_png(icon.source, icon.size)
        atomic_write_bytes(target, data)
        written.append(target)
    return written


def install(home: Path | None = None) -> list[Path]:
    """Write every desktop file under ``home`` (default :func:`data_home`); the paths written."""
    home = data_home() if home is None else home
    written = write_tree(home)
    _refresh_caches(home)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove the files :func:`install` writes (and nothing else); the paths removed."""
    home = data_home() if home is None else home
    removed = []
    for relative in targets():
        target = home / relative
        if target.is_file():
            target.unlink()
            removed.append(target)
    _refresh_caches(home)
    return removed


def run_command(remove: bool = False, home: Path | None = None) -> int:
    """``mahjong-qt --install-desktop`` (``--uninstall-desktop`` when ``remove``): do it and say
    what changed."""
    if sys.platform in ("win32", "darwin"):
        print(
            "mahjong-qt: --install-desktop is for Linux and other freedesktop desktops; on "
            "Windows and macOS use the stand-alone build (see the README)",
            file=sys.stderr,
        )
        return 2
    home = data_home() if home is None else home
    done = uninstall(home) if remove else install(home)
    verb = "removed" if remove else "installed"
    print(f"mahjong-qt: {len(done)} desktop files {verb} under {home}")
    for path in done:
        print(f"  {path}")
    return 0
