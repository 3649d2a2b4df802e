"""Start-up (issue 10 item 6): the board is painted before the heavy parts are imported and the
files written, and everything put off until after that paint still happens."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import shiboken6
from PySide6.QtWidgets import QApplication, QWidget

from mahjong_qt.ui import first_paint
from mahjong_qt.ui.first_paint import FirstPaintGate

ROOT = Path(__file__).resolve().parent.parent


# ----- the gate ------------------------------------------------------------------------------
def test_with_no_window_shown_the_work_runs_on_the_next_turn(qtbot):
    gate, done = FirstPaintGate(), []
    gate.after(lambda: done.append(1))
    assert done == []  # never at once: the caller is not re-entered
    qtbot.waitUntil(lambda: done == [1], timeout=1000)
    assert not gate.painted  # nothing painted: the next work waits for a window again


def test_with_a_window_shown_the_work_waits_for_its_first_paint(qtbot):
    gate, done = FirstPaintGate(), []
    window = QWidget()
    qtbot.addWidget(window)
    painted = []
    window.paintEvent = lambda _event: painted.append(len(done))
    gate.after(lambda: done.append("save"))
    gate.after(lambda: done.append("plan"))
    window.show()
    qtbot.waitUntil(lambda: done == ["save", "plan"], timeout=3000)
    assert painted and painted[0] == 0  # painted before any of the work ran
    assert gate.painted
    gate.after(lambda: done.append("later"))  # once painted: on the next turn
    qtbot.waitUntil(lambda: done[-1] == "later", timeout=1000)


def test_work_whose_object_is_deleted_is_dropped(qtbot):
    gate, done = FirstPaintGate(), []
    owner = QWidget()
    gate.after(lambda: done.append("owner's"), owner)
    gate.after(lambda: done.append("free"))
    owner.deleteLater()
    qtbot.waitUntil(lambda: done == ["free"], timeout=1000)
    qtbot.wait(20)
    assert done == ["free"]


def test_work_still_waiting_when_the_program_quits_runs_then(qtbot):
    gate, done = FirstPaintGate(), []
    window = QWidget()
    qtbot.addWidget(window)
    window.show()  # shown, not painted yet: the work waits
    gate.after(lambda: done.append("save"))
    gone = QWidget()
    gate.after(lambda: done.append("gone"), gone)
    shiboken6.delete(gone)
    gate.flush()  # what the application's aboutToQuit calls (before any turn of the loop)
    assert done == ["save"]
    assert gate.queue == [] and not gate.watching


def test_a_shown_window_that_never_paints_gets_its_work_done_anyway(qtbot, monkeypatch):
    monkeypatch.setattr(first_paint, "FALLBACK_MS", 50)
    gate, done = FirstPaintGate(), []
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    monkeypatch.setattr(window, "testAttribute", lambda _attribute: False)  # "not exposed yet"
    monkeypatch.setattr(QApplication, "topLevelWidgets", staticmethod(lambda: [window]))
    gate.after(lambda: done.append(1))
    qtbot.waitUntil(lambda: done == [1], timeout=2000)
    assert not gate.watching  # its event filter is gone with the wait


# ----- the real program ----------------------------------------------------------------------
PROBE = r"""
import gc, json, linecache, os, sys, sysconfig
from pathlib import Path

from mahjong_qt.app import main as game_main

state = {}
PUT_OFF = ({"game-in-progress.json", "settings.json"},
           {"mahjong_qt.core.solver", "mahjong_qt.core.modes.campaign"})


STANDARD = sysconfig.get_paths()["stdlib"]


def ours_or_standard(file):
    return "mahjong_qt" in file or (file.startswith(STANDARD) and "site-packages" not in file)


def files():
    home = Path(os.environ["MAHJONG_QT_HOME"])
    return sorted(p.name for p in home.rglob("*") if p.is_file())


def watch_the_board():
    # imported as the program imports them: after its QApplication
    from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer

    from mahjong_qt.app.window import main_window

    class BoardWatch(QObject):
        # the board's first paint with a game on it, then what was put off until after it
        def __init__(self, window):
            super().__init__(window)
            self.window, self.clock, self.poll = window, QElapsedTimer(), QTimer(self)
            self.poll.timeout.connect(self.after)
            window.view.viewport().installEventFilter(self)

        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and self.window.session.game is not None:
                obj.removeEventFilter(self)
                state.update(modules=sorted(sys.modules), files=files(),
                             game=self.window.session.game.layout.id,
                             moves=len(self.window.session.game.board.history),
                             sources=sorted(f for f in linecache.cache if ours_or_standard(f)),
                             collecting=gc.isenabled(), icon=not self.window.windowIcon().isNull())
                self.clock.start()
                self.poll.start(20)
            return False

        def after(self):
            written, imported = PUT_OFF
            icon = not self.window.windowIcon().isNull()
            done = written <= set(files()) and imported <= set(sys.modules) and icon
            if done or self.clock.elapsed() > 20_000:
                seen = {"modules": sorted(sys.modules), "files": files(), "collecting": gc.isenabled(),
                        "icon": icon}
                print(json.dumps({"at_paint": state, "after": seen}), flush=True)
                play_pairs(self.window.session, int(os.environ.get("PROBE_PAIRS", "0")))
                self.window.confirm.answer = True
                self.window.close()

    show = main_window.MainWindow.show
    main_window.MainWindow.show = lambda window: (show(window), BoardWatch(window))[0]


def play_pairs(session, count):
    # a player's pairs, before the window closes (and saves the game in progress)
    for _ in range(count):
        a, b = session.game.board.free_pairs()[0]
        session.click(a)
        session.click(b)


make = game_main.make_application


def make_application(argv):
    app = make(argv)
    watch_the_board()
    return app


if __name__ == "__main__":
    game_main.make_application = make_application
    sys.exit(game_main.main(sys.argv[1:]))
"""

#: Not needed to show and play the first board: imported when used, after the first paint.
NOT_AT_START = (
    "mahjong_qt.core.solver",  # hints, deals, the demo: the warm-up imports it after the paint
    "mahjong_qt.core.hints",
    "mahjong_qt.core.demo",
    "mahjong_qt.core.difficulty_atlas",
    "mahjong_qt.core.catalog_index",  # the layout browser's index
    "mahjong_qt.core.modes.campaign",  # the games prepared ahead are planned after the paint
    "mahjong_qt.core.modes.race",
    "mahjong_qt.core.layout_generator",
    "multiprocessing",  # the worker pool starts when work comes
    "xml.sax.saxutils",  # a GNOME export (it imports urllib, http and ssl)
    "http.client",
    "ssl",
    "importlib.metadata",  # pydantic's plugin loader imports it (app/command_line/no_plugin_search)
    "email",
    "PySide6.QtNetwork",  # one game per data folder: its server listens after the paint
    "wave",  # the earcons' players: with the first sound
)


#: The module that checks a layout file (pydantic's model), imported when one is checked.
LAYOUT_CHECK = "mahjong_qt.core.layout_schema"


def _start_once(home: Path, *args: str, pairs: int = 0) -> dict:
    """A real start in a subprocess: what was imported and written at the board's first paint
    and once what was put off is done; then it plays ``pairs`` pairs and quits."""
    env = dict(os.environ, MAHJONG_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env["PROBE_PAIRS"] = str(pairs)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    assert lines, out.stderr[-3000:]
    return json.loads(lines[-1])


def _modules_of_import_core_first() -> set[str]:
    code = (
        "import json, sys\n"
        "from mahjong_qt.app.main import import_core_first\n"
        "import_core_first()\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return set(json.loads(out.stdout))


def _sources_read_importing_pyside() -> set[str]:
    code = (
        "import json, linecache, sysconfig\n"
        "import PySide6.QtWidgets\n"
        "standard = sysconfig.get_paths()['stdlib']\n"
        "print(json.dumps([f for f in linecache.cache if f.startswith(standard)]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-3000:]
    return set(json.loads(out.stdout))


def test_the_first_board_is_painted_before_the_heavy_parts_and_the_rest_follows(tmp_path):
    home = tmp_path / "home"
    first = _modules_of_import_core_first()
    assert not {"pydantic", "pydantic_core"} & first  # it checks files, when needed
    read_by_pyside = _sources_read_importing_pyside()
    assert not [f for f in read_by_pyside if "mahjong_qt" in f]
    # a fresh install (its first game's deal ships with the game: no solver, no worker), then
    # a session with no game to go on and no settings, then one with the settings kept
    for session in range(3):
        if session:
            (home / "game-in-progress.json").unlink(missing_ok=True)
        if session == 1:
            for p in home.rglob("settings.json"):
                p.unlink()
        # (the third plays game 1 again: its deal ships, where the next game's would be made
        # after the paint of the one before, which the probe does not wait for)
        seen = _start_once(home, "--layout", "turtle", *(("--number", "1") if session == 2 else ()))
        at_paint, after = seen["at_paint"], seen["after"]
        assert at_paint["game"] == "turtle"
        # PySide6 read no source of ours, nor of the standard library's but those it reads
        # while it is imported, before its check can be answered (ui.feature_check)
        assert set(at_paint["sources"]) <= read_by_pyside
        loaded = set(at_paint["modules"])
        assert not [m for m in NOT_AT_START if m in loaded], session
        # the files read were checked before: the layout, a bundled one, before release
        # (core.known_layouts), the window and the settings at the end of the last session,
        # their values kept by their bytes (core.checked_values)
        assert not {"pydantic", "pydantic_core", LAYOUT_CHECK} & loaded, session
        # the core modules the first board needs were imported before Qt (main.FIRST_CORE)
        # (or before the options: the caches' sealed files)
        before_qt = {"mahjong_qt.core.sealed_file"}
        assert (
            sorted(
                m for m in loaded if m.startswith("mahjong_qt.core") and m not in first | before_qt
            )
            == []
        )
        # nothing written before the paint; all of it just after
        assert "game-in-progress.json" not in at_paint["files"]
        assert "settings.json" not in at_paint["files"] or session == 2  # (kept from the last)
        assert {"game-in-progress.json", "settings.json"} <= set(after["files"])
        assert "mahjong_qt.core.solver" in after["modules"]  # warmed up for the first hint
        assert "mahjong_qt.core.modes.campaign" in after["modules"]  # the next games planned
        assert not at_paint["collecting"] and after["collecting"]  # Python's gc: after the paint
        assert not at_paint["icon"] and after["icon"]  # the window icon's SVG: after the paint


def test_a_start_restoring_the_game_the_last_session_saved_imports_no_pydantic(tmp_path):
    """The common start of a real player: the game in progress goes on. The game written at
    the end of the previous run (and the settings, the window) was checked then, and its value
    kept by its bytes (core.checked_values): restoring it needs no pydantic before the paint."""
    home = tmp_path / "home"
    seen = _start_once(home, "--layout", "turtle", "--number", "1", pairs=1)  # a new game
    assert seen["at_paint"]["moves"] == 0
    for moves in (1, 2):  # the next starts go on with it, one pair further each time
        seen = _start_once(home, pairs=1)
        at_paint = seen["at_paint"]
        assert at_paint["game"] == "turtle" and at_paint["moves"] == moves  # restored
        loaded = set(at_paint["modules"])
        assert not {"pydantic", "pydantic_core"} & loaded, moves
        assert not [m for m in NOT_AT_START if m in loaded], moves
    saved = json.loads(next(home.rglob("game-in-progress.json")).read_text("utf-8"))
    assert len(saved["history"]) == 3  # the last start's pair, saved when it quit


def test_the_garbage_collector_is_on_again_whatever_way_the_program_returns(capsys):
    import gc

    from mahjong_qt.app.main import main

    assert gc.isenabled()
    assert main(["--list-layouts"]) == 0
    assert gc.isenabled()
    gc.disable()  # a caller that keeps it off: it stays off
    try:
        assert main(["--list-layouts"]) == 0
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_no_module_of_ours_selects_a_pyside_feature():
    """What lets ``ui.feature_check`` spare PySide6's source check for our modules."""
    import re

    selecting = re.compile(r"^\s*(from __feature__ import|import __feature__)", re.MULTILINE)
    files = [p for package in ("mahjong_qt", "editor") for p in (ROOT / package).rglob("*.py")]
    assert len(files) > 300
    assert [p for p in files if selecting.search(p.read_text(encoding="utf-8"))] == []


def test_pysides_check_answers_for_our_modules_without_reading_them():
    import types

    from mahjong_qt.ui.feature_check import spare_own_modules

    feature = sys.modules["shibokensupport.feature"]
    assert spare_own_modules() and spare_own_modules()  # once, however often asked
    ours = types.ModuleType("mahjong_qt.no_such_file")  # no source to read: PySide6 says False
    theirs = types.ModuleType("elsewhere.no_such_file")
    assert feature._mod_uses_pyside(ours) is True
    assert feature._mod_uses_pyside(theirs) is False  # checked as PySide6 checks it


def test_pysides_check_answers_for_the_standard_library_without_reading_it(tmp_path):
    import linecache
    import sysconfig
    import types

    from mahjong_qt.ui.feature_check import spare_own_modules

    assert spare_own_modules()
    feature = sys.modules["shibokensupport.feature"]
    naming = tmp_path / "names_it.py"
    naming.write_text("import PySide6\n", encoding="utf-8")
    for name, expected in (("email.names_it", False), ("elsewhere.names_it", True)):
        module = types.ModuleType(name)
        module.__file__ = str(naming)
        linecache.clearcache()
        assert feature._mod_uses_pyside(module) is expected
        assert (str(naming) in linecache.cache) is expected  # read only when not standard
    # what PySide6 would find in this Python's standard library: never "PySide6"
    standard = Path(sysconfig.get_paths()["stdlib"])
    sources = [p for p in standard.rglob("*.py") if "site-packages" not in p.parts]
    assert len(sources) > 500
    named = [p for p in sources if "PySide6" in p.read_text(encoding="utf-8", errors="replace")]
    assert named == []


def test_pysides_check_answers_for_the_plain_libraries_as_it_would_without_reading_them():
    import importlib.util

    from mahjong_qt.ui.feature_check import PLAIN_PACKAGES, spare_own_modules

    assert spare_own_modules()
    feature = sys.modules["shibokensupport.feature"]
    import linecache

    import pydantic.fields  # imported after Qt when a file is checked: not read

    linecache.clearcache()
    assert feature._mod_uses_pyside(pydantic.fields) is False
    assert pydantic.fields.__file__ not in linecache.cache
    # what PySide6 would find in the installed ones: never "PySide6"
    read = 0
    for name in PLAIN_PACKAGES:
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:
            continue  # not installed here (typing_inspection: newer pydantic's)
        files = [Path(spec.origin)]
        if spec.submodule_search_locations:
            files = [p for d in spec.submodule_search_locations for p in Path(d).rglob("*.py*")]
        for path in files:
            if path.suffix in (".py", ".pyi"):
                assert "PySide6" not in path.read_text(encoding="utf-8", errors="replace"), path
                read += 1
    assert read > 50


_PLUGIN_SEARCH = r"""
import json, os, sys
os.environ["PYDANTIC_DISABLE_PLUGINS"] = "__all__"
from mahjong_qt.app.command_line.no_plugin_search import LOADER, spare_plugin_search
assert spare_plugin_search() and spare_plugin_search()  # once, however often asked
import pydantic

class Point(pydantic.BaseModel):
    x: int

seen = {"valid": Point.model_validate({"x": "3"}).x, "metadata": "importlib.metadata" in sys.modules}
loader = sys.modules[LOADER]
seen["none"] = list(loader.get_plugins())
seen["group"] = loader.PYDANTIC_ENTRY_POINT_GROUP  # any other name: pydantic's own module
os.environ["PYDANTIC_DISABLE_PLUGINS"] = "no_such_plugin"  # plugins on again: pydantic's answer
seen["own"] = type(sys.modules[LOADER].get_plugins()).__name__
print(json.dumps(seen))
"""


def test_pydantic_looks_for_no_plugins_and_imports_nothing_to_look_for_them():
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run(
        [sys.executable, "-c", _PLUGIN_SEARCH], env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr[-3000:]
    seen = json.loads(out.stdout)
    assert seen["valid"] == 3 and seen["metadata"] is False and seen["none"] == []
    assert seen["group"] == "pydantic"
    assert seen["own"] == "dict_values"  # pydantic's own get_plugins ran, entry points read


def test_no_stand_in_once_pydantic_is_imported_or_plugins_are_wanted(monkeypatch):
    import pydantic  # noqa: F401 (imported: too late for a stand-in)

    from mahjong_qt.app.command_line import no_plugin_search

    monkeypatch.delitem(sys.modules, no_plugin_search.LOADER, raising=False)  # whoever put it
    monkeypatch.setenv("PYDANTIC_DISABLE_PLUGINS", "__all__")
    assert no_plugin_search.spare_plugin_search() is False
    monkeypatch.delitem(sys.modules, "pydantic")
    monkeypatch.delitem(sys.modules, no_plugin_search.LOADER, raising=False)
    monkeypatch.setenv("PYDANTIC_DISABLE_PLUGINS", "some_plugin")
    assert no_plugin_search.spare_plugin_search() is False
    assert no_plugin_search.LOADER not in sys.modules
