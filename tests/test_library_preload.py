"""Qt's libraries loaded on another core while the game starts (app/command_line/library_preload.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from mahjong_qt.app.command_line import library_preload
from mahjong_qt.app.command_line.library_preload import WINDOWLESS, preload_qt, qt_files

linux = pytest.mark.skipif(sys.platform != "linux", reason="the preload is for Linux")


def names(environ: dict[str, str]) -> list[str]:
    return [file.name for file in qt_files(environ)]


@linux
def test_the_libraries_of_the_first_window_dependencies_first():
    found = names({"QT_QPA_PLATFORM": "offscreen"})
    assert found[:3] == ["libQt6Core.so.6", "libQt6Gui.so.6", "libQt6Widgets.so.6"]
    assert {"QtCore.abi3.so", "QtGui.abi3.so", "QtWidgets.abi3.so"} <= set(found)
    assert found.index("QtCore.abi3.so") > found.index("libQt6Core.so.6")
    assert not any("xcb" in name.lower() for name in found)  # offscreen: no X11 plugin


@linux
@pytest.mark.parametrize(
    ("environ", "x11"),
    [
        ({"DISPLAY": ":0"}, True),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, False),  # Qt's default: Wayland
        ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, True),  # asked for
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland;xcb"}, False),
        ({}, False),
    ],
)
def test_the_x11_plugin_only_where_qt_will_use_x11(environ, x11):
    assert ("libqxcb.so" in names(environ)) is x11


@pytest.mark.parametrize("option", WINDOWLESS)
def test_nothing_is_loaded_for_a_command_that_opens_no_window(monkeypatch, option):
    loaded: list[object] = []
    monkeypatch.setattr(library_preload, "_load", loaded.append)
    preload_qt(["--layout", "turtle", option]).join()
    assert loaded == [[]]


def test_no_pyside6_nothing_to_load(monkeypatch):
    monkeypatch.setattr(library_preload.importlib.util, "find_spec", lambda name: None)
    assert qt_files({"DISPLAY": ":0"}) == []


@linux
def test_the_libraries_are_loaded_not_imported_and_then_import_as_usual():
    """In a fresh interpreter: after the thread, Qt's libraries are mapped and PySide6 is not
    imported; then PySide6 imports and makes its application as always."""
    code = textwrap.dedent(
        """
        import sys
        from mahjong_qt.app.command_line.library_preload import preload_qt
        preload_qt(["--layout", "turtle"], {"QT_QPA_PLATFORM": "offscreen"}).join()
        maps = open("/proc/self/maps").read()
        assert "libQt6Widgets.so.6" in maps and "QtWidgets.abi3.so" in maps, "not loaded"
        assert not any(name.startswith(("PySide6", "shiboken6")) for name in sys.modules)
        from PySide6.QtWidgets import QApplication, QLabel
        app = QApplication([])
        label = QLabel("ready")
        print(label.text(), label.fontMetrics().horizontalAdvance("ready") > 0)
        """
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["ready", "True"]
