"""Qt's libraries loaded on another core while Python starts the game (Linux).

Before its first Qt import the game spends some 50 ms in Python alone (its options, pydantic, the
core's modules); then importing PySide6 maps and relocates Qt's libraries (~50 M instructions of
the dynamic loader), and the first text measured makes fontconfig read its configuration and
caches (``FcInit``: ~24 M) — all on the GUI thread, while the machine's other cores wait
(benchmarks/STARTUP.md, tenth session). :func:`preload_qt` starts a thread that loads those
libraries (``dlopen`` through ``ctypes``, which lets go of Python's lock meanwhile) and
initialises fontconfig; when the GUI thread gets there, the loader finds them loaded and
fontconfig ready. Nothing is run in them (a library's own start-up code aside, as at any load):
PySide6 still imports and initialises itself on the GUI thread. A library missing, or a loader
that refuses one, is skipped: the import then loads it as it always did.

Only what the game's first window loads anyway: Qt's Core, Gui, Widgets and DBus, PySide6's
bindings of the first three with their two support libraries, and the X11 platform plugin when
Qt will use X11 (not in a Wayland session, nor offscreen). Nothing for a command that opens no
window (``--help``, ``--list-layouts``...), nor on another system.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path

__all__ = ["WINDOWLESS", "preload_qt", "qt_files"]

#: Options with which ``mahjong-qt`` opens no window (argparse also takes their prefixes:
#: those preload for nothing, and harmlessly).
WINDOWLESS = (
    "-h",
    "--help",
    "--version",
    "--list-layouts",
    "--install-desktop",
    "--uninstall-desktop",
    "--self-test",
)


def preload_qt(argv: Sequence[str], environ: Mapping[str, str] = os.environ) -> threading.Thread:
    """Start loading Qt's libraries for a start with the options ``argv``; the thread (already
    done when there is nothing to load)."""
    files = [] if sys.platform != "linux" or set(argv) & set(WINDOWLESS) else qt_files(environ)
    thread = threading.Thread(target=_load, args=(files,), name="qt-preload", daemon=True)
    thread.start()
    return thread


def qt_files(environ: Mapping[str, str]) -> list[Path]:
    """The shared libraries of PySide6 the first window needs, dependencies first (none when
    PySide6 is not where the import system would find it)."""
    spec = importlib.util.find_spec("PySide6")  # (finds the package, imports nothing)
    if spec is None or spec.origin is None:
        return []
    pyside = Path(spec.origin).parent
    shiboken = pyside.parent / "shiboken6"
    qt = pyside / "Qt"
    names = [
        qt / "lib" / "libQt6Core.so.6",
        qt / "lib" / "libQt6Gui.so.6",
        qt / "lib" / "libQt6Widgets.so.6",
        qt / "lib" / "libQt6DBus.so.6",
        *sorted(shiboken.glob("libshiboken6.abi3.so.*")),
        *sorted(pyside.glob("libpyside6.abi3.so.*")),
        pyside / "QtCore.abi3.so",
        pyside / "QtGui.abi3.so",
        pyside / "QtWidgets.abi3.so",
    ]
    if _uses_x11(environ):
        names += [qt / "lib" / "libQt6XcbQpa.so.6", qt / "plugins" / "platforms" / "libqxcb.so"]
    return [name for name in names if name.is_file()]


def _uses_x11(environ: Mapping[str, str]) -> bool:
    """Whether Qt will draw through X11: asked for, or chosen by default in an X session."""
    platform = environ.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.split(":")[0].split(";")[0] == "xcb"
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


def _load(files: list[Path]) -> None:
    if not files:
        return
    import ctypes

    for file in files:
        try:
            ctypes.CDLL(str(file))
        except OSError:
            continue  # the import loads it (or says why it cannot)
    try:
        ctypes.CDLL("libfontconfig.so.1").FcInit()
    except (OSError, AttributeError):
        pass
