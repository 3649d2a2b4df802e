"""The layout browser (issue 17): rows joined with records, history and the atlas; search, sort
and filters; the index that spares re-reading files; and the dialog, clicked through with a
generated library of KMahjongg layouts."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from test_editor_defects import english as in_english
from test_error_texts import french as in_french

from mahjong_qt.core.atlas_cache import AtlasCache
from mahjong_qt.core.catalog_index import indexed_catalog, load_indexed
from mahjong_qt.core.difficulty_atlas import AtlasEntry
from mahjong_qt.core.layout_browser import BrowserQuery, browser_rows, fold, select
from mahjong_qt.core.library_state import LibraryState, load_library_state, save_library_state
from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.records import Records, record_result

french = in_french  # the fixture that installs the French translators
english = in_english  # and the English ones (plural forms), whatever ran before
ROOT = Path(__file__).resolve().parent.parent


def _tool(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
    return module


@pytest.fixture
def library(tmp_path, monkeypatch):
    """24 generated KMahjongg layouts and one file that does not read, on a fake machine."""
    root = tmp_path / "share"
    folder = _tool("sample_library").write_sample_library(root, 24)
    (folder / "broken.layout").write_text("kmahjongg-layout-v7\n")
    monkeypatch.setenv("XDG_DATA_DIRS", str(root))
    return folder


def _entry(key: str, winnable: int, random_wins: int) -> AtlasEntry:
    return AtlasEntry(key, 8, 100, winnable, 100 - winnable, 0, 10, random_wins, 1.0)


def test_search_ignores_case_and_accents_and_filters_and_sorts(library):
    catalog = indexed_catalog(None, None, user_paths().cache_dir / "index.json")
    records = Records()
    records, _ = record_result(records, "classic", "kmahjongg-sample-0003", True, 95.0, 900, 2)
    records, _ = record_result(records, "zen", "kmahjongg-sample-0003", True, 80.0, 0, 1)
    records, _ = record_result(records, "classic", "kmahjongg-sample-0004", False, 60.0, 100, 0)
    items = {i.id: i for i in catalog.layouts}
    measured = {
        items["kmahjongg-sample-0005"].content_hash: _entry("a", 90, 500),
        items["kmahjongg-sample-0006"].content_hash: _entry("b", 95, 20),
    }
    hidden = {items["kmahjongg-sample-0007"].key}
    last = {items["kmahjongg-sample-0009"].key: 200.0, items["kmahjongg-sample-0008"].key: 100.0}
    rows = browser_rows(catalog.layouts, records, last, hidden, measured.get)
    by_id = {r.item.id: r for r in rows}
    won = by_id["kmahjongg-sample-0003"]
    assert (won.played, won.won, won.best_time) == (2, 2, 80.0)
    assert by_id["kmahjongg-sample-0004"].won == 0 and by_id["kmahjongg-sample-0004"].played == 1

    def ids(**query):
        return [
            r.item.id.removeprefix("kmahjongg-sample-") for r in select(rows, BrowserQuery(**query))
        ]

    assert fold("Rivière") == "riviere" and ids(text="RIVIERE 8", lang="fr") == ["0008"]
    assert ids(text="river 8") == ["0008"]  # English names too, whatever the language
    assert "0007" not in ids() and ids(filter="hidden") == ["0007"]
    assert "0003" not in ids(filter="unplayed") and "0004" not in ids(filter="unplayed")
    assert "0003" not in ids(filter="not_won") and "0004" in ids(filter="not_won")
    assert ids(sort="difficulty")[:2] == ["0005", "0006"]  # easiest first, unmeasured last
    assert ids(sort="last_played")[:2] == ["0009", "0008"]
    sizes = [r.item.tiles for r in select(rows, BrowserQuery(sort="size"))]
    assert sizes == sorted(sizes) and len(sizes) == len(rows) - 1  # all but the hidden one


def test_the_index_reads_only_new_or_changed_files(library, tmp_path):
    index = tmp_path / "index.json"
    first = indexed_catalog(None, None, index)
    assert first.files_read > 24 and first.files_reused == 0
    assert [u.path.rsplit("/", 1)[1] for u in first.unreadable] == ["broken.layout"]
    again = indexed_catalog(None, None, index)
    assert again.files_read == 0 and again.layouts == first.layouts
    (library / "sample-0002.layout").write_text((library / "sample-0010.layout").read_text())
    changed = indexed_catalog(None, None, index)
    assert changed.files_read == 1
    two = next(i for i in changed.layouts if i.id == "kmahjongg-sample-0002")
    ten = next(i for i in changed.layouts if i.id == "kmahjongg-sample-0010")
    assert two.content_hash == ten.content_hash and two.tiles == ten.tiles
    assert load_indexed(two).positions == load_indexed(ten).positions
    index.write_bytes(b"\x00 damaged")
    assert indexed_catalog(None, None, index).files_read == first.files_read


def test_the_library_state_survives_and_shrugs_off_a_bad_file(tmp_path):
    path = tmp_path / "layout-library.json"
    state = LibraryState().with_hidden("a", True).played_now("b", 5.0)
    save_library_state(path, state)
    back = load_library_state(path)
    assert back.hidden == {"a"} and back.last_played == {"b": 5.0}
    assert back.with_hidden("a", False).hidden == frozenset()
    path.write_text('{"schema_version": 1, "hidden": "nope", "last_played": {"x": true}}')
    assert load_library_state(path) == LibraryState()


def test_the_browser_dialog_searches_sorts_hides_and_draws_thumbnails(library, qtbot, french):
    from mahjong_qt.app.dialogs.layout_browser import LayoutBrowserDialog
    from mahjong_qt.app.dialogs.layout_browser_data import (
        layout_of,
        library_rows,
        unreadable_lines,
    )
    from mahjong_qt.app.dialogs.layout_browser_view import THUMBNAIL
    from mahjong_qt.ui.thumbnail_cache import ThumbnailCache
    from mahjong_qt.ui.tile_renderer import TileRenderer

    paths = user_paths()
    catalog, rows = library_rows(paths, Records(), LibraryState())
    sample = next(r for r in rows if r.item.id == "kmahjongg-sample-0006")
    AtlasCache(paths.cache_dir / "atlas").put(
        AtlasEntry(sample.item.content_hash, sample.item.tiles, 100, 97, 3, 0, 10, 59, 1.0)
    )
    catalog, rows = library_rows(paths, Records(), LibraryState())  # now with its difficulty
    thumbnails = ThumbnailCache(paths.cache_dir / "thumbs", TileRenderer(), THUMBNAIL)
    dialog = LayoutBrowserDialog(
        {
            "rows": rows,
            "thumbnails": thumbnails,
            "layout_of": layout_of,
            "lang": "fr",
            "current_key": sample.key,
            "unreadable": lambda: unreadable_lines(catalog.unreadable),
            "unreadable_count": len(catalog.unreadable),
        }
    )
    qtbot.addWidget(dialog)
    dialog.show()
    browser = dialog.browser
    assert len(browser.shown_rows()) == len(rows) == 26 + 24  # ours, and the machine's
    assert browser.count.text() == "50 dispositions"
    assert dialog.choice().key == sample.key
    card = browser.model.data(browser.view.currentIndex(), Qt.ItemDataRole.AccessibleTextRole)
    assert "Difficile (le jeu au hasard gagne 6,1\xa0%)" in card and "Pas encore jouée" in card
    qtbot.keyClicks(browser.search, "lac")
    qtbot.waitUntil(lambda: len(browser.shown_rows()) == 3)  # Lac 6, 13, 20
    assert [r.item.name("fr") for r in browser.shown_rows()] == ["Lac 13", "Lac 20", "Lac 6"]
    browser.sort.setCurrentIndex(browser.sort.findData("size"))
    tiles = [r.item.tiles for r in browser.shown_rows()]
    assert tiles == sorted(tiles)
    browser.select_key(sample.key)
    qtbot.mouseClick(browser.hide_button, Qt.MouseButton.LeftButton)
    hidden = []
    browser.hiddenChanged.connect(lambda key, now: hidden.append((key, now)))
    assert sample.key not in [r.key for r in browser.shown_rows()]
    browser.filter.setCurrentIndex(browser.filter.findData("hidden"))
    assert [r.key for r in browser.shown_rows()] == [sample.key]
    assert browser.hide_button.text() == "Afficher à nouveau"
    qtbot.mouseClick(browser.hide_button, Qt.MouseButton.LeftButton)
    assert hidden == [(sample.key, False)] and browser.shown_rows() == []
    browser.filter.setCurrentIndex(browser.filter.findData("all"))
    qtbot.waitUntil(lambda: thumbnails.pending == 0 and thumbnails.built > 0)
    assert any(thumbnails.path_for(r.item.content_hash).is_file() for r in browser.shown_rows())
    assert browser.unreadable_button.text() == "Impossible de lire 1 fichier…"
    (line,) = unreadable_lines(catalog.unreadable)
    assert line.startswith(str(library / "broken.layout")) and "première ligne" in line
    browser.view.doubleClicked.emit(browser.view.currentIndex())
    assert dialog.result() == dialog.DialogCode.Accepted


def test_thumbnails_come_from_the_disk_cache_the_second_time(library, qtbot):
    from mahjong_qt.app.dialogs.layout_browser_view import THUMBNAIL
    from mahjong_qt.ui.thumbnail_cache import ThumbnailCache
    from mahjong_qt.ui.tile_renderer import TileRenderer

    folder = user_paths().cache_dir / "thumbs"
    positions = [(0, 0, 0), (2, 0, 0), (0, 2, 0), (2, 2, 0), (1, 1, 1), (4, 0, 0)]
    first = ThumbnailCache(folder, TileRenderer(), THUMBNAIL)
    assert first.get("abc123", lambda: positions) is None
    qtbot.waitUntil(lambda: first.pending == 0)
    assert first.built == 1 and first.path_for("abc123").is_file()
    second = ThumbnailCache(folder, TileRenderer(), THUMBNAIL)
    pixmap = second.get("abc123", lambda: pytest.fail("drawn again"))
    assert pixmap is not None and not pixmap.isNull() and second.built == 0
    dark = ThumbnailCache(folder, TileRenderer("dark"), THUMBNAIL)
    assert dark.path_for("abc123") != first.path_for("abc123")  # a style has its own


class _InlineRunner:
    """Runs a job at once, in this process, and answers at once (as the job runner would, later
    and from a worker)."""

    def __init__(self):
        self.jobs = []

    def submit(self, job, time_cap, on_done, on_progress=None):
        self.jobs.append(job)
        value = job.run(time_cap)

        class Handle:
            def result(self, timeout=None):
                return value

        handle = Handle()
        QTimer.singleShot(0, lambda: on_done(handle))
        return handle

    def cancel(self, handle):
        pass

    def shutdown(self):
        pass


def test_an_atlas_job_stops_at_its_cap_with_no_result():
    from mahjong_qt.core.atlas_job import AtlasJob
    from mahjong_qt.core.layout import load_layout

    turtle = load_layout(ROOT / "layouts" / "turtle.json")
    assert AtlasJob(turtle, deals=50).run(0.0) is None


def test_the_browser_measures_a_layout_in_the_background_and_shows_it(qtbot, english):
    from mahjong_qt.app.dialogs.difficulty_meter import DifficultyMeter
    from mahjong_qt.app.dialogs.layout_browser import LayoutBrowser
    from mahjong_qt.app.dialogs.layout_browser_data import entry_rows, layout_of
    from mahjong_qt.app.dialogs.layout_browser_view import THUMBNAIL
    from mahjong_qt.core.layout_library import list_layouts
    from mahjong_qt.ui.thumbnail_cache import ThumbnailCache
    from mahjong_qt.ui.tile_renderer import TileRenderer

    paths = user_paths()
    rows = entry_rows(list_layouts(None), paths, Records(), LibraryState())
    runner = _InlineRunner()
    cache = AtlasCache(paths.cache_dir / "atlas")
    meter = DifficultyMeter(cache, runner, deals=20)
    browser = LayoutBrowser(
        rows,
        ThumbnailCache(paths.cache_dir / "thumbs", TileRenderer(), THUMBNAIL),
        layout_of,
        "en",
        meter=meter,
        current_key="bundled:pagoda",
    )
    qtbot.addWidget(browser)
    shipped = browser.current_row().atlas  # bundled layouts come measured (issue 26 item 6)
    assert shipped is not None and shipped.deals == 200
    explained = browser.explain.text()
    assert explained.startswith("“Little pagoda”: a player who takes random free pairs wins ")
    assert "of the time (on 200 random deals); the lower, the harder." in explained
    qtbot.mouseClick(browser.measure_button, Qt.MouseButton.LeftButton)  # measured again
    assert runner.jobs[0].deals == 20 and runner.jobs[0].layout.id == "pagoda"
    qtbot.waitUntil(lambda: browser.current_row().atlas.deals == 20)
    measured = browser.current_row().atlas
    assert "(on 20 random deals)" in browser.explain.text()
    assert measured.deals == 20 and cache.best(measured.content_hash) == measured
    assert browser.status.text() == "Difficulty measured."
    assert browser.measure_button.text() == "Measure Difficulty"


def _measuring_browser(qtbot, runner, key: str, deals: int, lang: str = "en"):
    """The real browser on the game's layouts, ``key``'s card current, measuring with
    ``runner``; and the status line as it read each time the meter reported progress."""
    from mahjong_qt.app.dialogs.difficulty_meter import DifficultyMeter
    from mahjong_qt.app.dialogs.layout_browser import LayoutBrowser
    from mahjong_qt.app.dialogs.layout_browser_data import entry_rows, layout_of
    from mahjong_qt.app.dialogs.layout_browser_view import THUMBNAIL
    from mahjong_qt.core.layout_library import list_layouts
    from mahjong_qt.ui.thumbnail_cache import ThumbnailCache
    from mahjong_qt.ui.tile_renderer import TileRenderer

    paths = user_paths()
    rows = entry_rows(list_layouts(None), paths, Records(), LibraryState())
    meter = DifficultyMeter(
        AtlasCache(paths.cache_dir / "atlas"), runner, deals=deals, report_progress=True
    )
    browser = LayoutBrowser(
        rows,
        ThumbnailCache(paths.cache_dir / "thumbs", TileRenderer(), THUMBNAIL),
        layout_of,
        lang,
        meter=meter,
        current_key=key,
    )
    qtbot.addWidget(browser)
    seen: list[str] = []
    # connected after the browser: its status line is already updated when this one hears
    meter.progressed.connect(lambda *_: seen.append(browser.status.text()))
    return browser, seen


@pytest.fixture
def pool_runner(qapp):
    """A job runner over a real pool of its own (one worker process)."""
    from mahjong_qt.core.jobs import JobPool
    from mahjong_qt.ui.job_runner import JobRunner

    pool = JobPool(1)
    runner = JobRunner(pool=pool)
    yield runner
    runner.shutdown()
    pool.shutdown()


def test_measuring_in_the_worker_counts_the_deals_on_the_status_line(qtbot, pool_runner, english):
    browser, seen = _measuring_browser(qtbot, pool_runner, "bundled:turtle", 30)
    qtbot.mouseClick(browser.measure_button, Qt.MouseButton.LeftButton)
    assert browser.status.text() == "Measuring “Turtle” on 30 random deals…"
    assert browser.measure_button.text() == "Stop Measuring"
    qtbot.waitUntil(lambda: browser.status.text() == "Difficulty measured.", timeout=120_000)
    assert browser.current_row().atlas.deals == 30
    assert len(seen) >= 2 and seen[-1] == "Measuring “Turtle”: 30 of 30 deals…"
    done = [int(text.split(": ")[1].split(" of ")[0]) for text in seen]
    assert done == sorted(set(done)) and done[0] == 0  # it counted up from the job's start
    assert seen == [f"Measuring “Turtle”: {n} of 30 deals…" for n in done]
    assert browser.measure_button.text() == "Measure Difficulty"


def test_a_measure_stopped_hears_no_more_of_its_progress(qtbot, pool_runner, english):
    browser, seen = _measuring_browser(qtbot, pool_runner, "bundled:turtle", 200)
    qtbot.mouseClick(browser.measure_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(seen) >= 1, timeout=60_000)
    assert seen[0].startswith("Measuring “Turtle”: ") and seen[0].endswith(" of 200 deals…")
    qtbot.mouseClick(browser.measure_button, Qt.MouseButton.LeftButton)  # Stop Measuring
    assert browser.status.text() == "The measure was stopped."
    heard = len(seen)
    qtbot.wait(600)  # several intervals: a message already on its way would have come
    assert len(seen) == heard and browser.status.text() == "The measure was stopped."
    assert browser.measure_button.text() == "Measure Difficulty"


def test_the_count_is_said_in_french(qtbot, pool_runner, french):
    browser, seen = _measuring_browser(qtbot, pool_runner, "bundled:pagoda", 20, "fr")
    qtbot.mouseClick(browser.measure_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: browser.status.text() == "Difficulté mesurée.", timeout=60_000)
    name = "Petite pagode"
    assert seen and seen[-1] == f"Mesure de «\u00a0{name}\u00a0»\u00a0: 20 sur 20 donnes…"


def test_new_game_offers_the_machines_layouts_and_a_chosen_folder(library, qtbot, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from mahjong_qt.app.dialogs.new_game_dialog import NewGameDialog
    from mahjong_qt.core.foreign_entries import find_foreign
    from mahjong_qt.core.layout_library import list_layouts
    from mahjong_qt.core.settings import Settings

    folder = library.parent.parent.parent / "mahseum"
    folder.mkdir()
    kyodai = "Kyodai 3.0\nDuo by Me :: Tests\n" + "1010" + "0" * (3400 - 4) + "\n"
    (folder / "duo.lay").write_text(kyodai)
    dialog = NewGameDialog(list_layouts(user_paths().layouts_dir), Settings(), "en", "turtle")
    qtbot.addWidget(dialog)
    keys = [r.key for r in dialog.browser.shown_rows()]
    assert len(keys) == 26 + 24 and dialog.choice().entry.id == "turtle"
    assert dialog.browser.unreadable_button.text() == "Could not read 1 file…"
    sample = next(r for r in dialog.browser.shown_rows() if r.item.id == "kmahjongg-sample-0004")
    assert dialog.browser.select_key(sample.key)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    qtbot.mouseClick(dialog.folder_button, Qt.MouseButton.LeftButton)
    assert load_library_state(user_paths().library_file).folder == str(folder)
    assert len(dialog.browser.shown_rows()) == 26 + 24 + 1
    assert dialog.browser.current_row().key == sample.key  # still the chosen card
    dialog.accept()
    entry = dialog.choice().entry
    assert entry.id == "kmahjongg-sample-0004" and entry.layout.tile_count == sample.item.tiles
    assert entry.game_source == str(library / "sample-0004.layout")
    again = find_foreign(entry.id, entry.game_source)  # as a saved game finds its layout again
    assert again is not None and again.layout.positions == entry.layout.positions
    assert load_library_state(user_paths().library_file).last_played.keys() == {sample.key}
    assert find_foreign("kmahjongg-sample-0004", str(library / "gone.layout")) is None
    assert find_foreign("turtle", "bundled") is None


def test_a_game_on_another_games_layout_goes_on_in_a_new_window(library, qtbot):
    from test_app_helpers import make_window, wait_for_game

    from mahjong_qt.app.session.opening import GameStart
    from mahjong_qt.core.foreign_entries import find_foreign
    from mahjong_qt.core.modes.setup import classic_setup

    source = str(library / "sample-0012.layout")
    entry = find_foreign("kmahjongg-sample-0012", source)
    first = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    setup = classic_setup(entry.layout, 5, "easy", "full", None, None, layout_source=source)
    game = wait_for_game(qtbot, first, lambda: first.start(setup))
    assert game.layout.id == "kmahjongg-sample-0012" and game.layout_source == source
    first.close()
    second = make_window(qtbot, GameStart())
    restored = second.session.game
    assert restored.layout.id == "kmahjongg-sample-0012" and restored.number == 5
    assert restored.layout.positions == entry.layout.positions


def test_zen_on_another_games_layout_is_still_chosen_after_a_restart(library, qtbot):
    from test_app_helpers import make_window, wait_for_game

    from mahjong_qt.app.session.opening import GameStart
    from mahjong_qt.core.modes.definitions import ModeId
    from mahjong_qt.core.settings import load_settings

    first = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    dialog = first.screens.ask_zen_layout()
    row = next(r for r in dialog.browser.shown_rows() if r.item.id == "kmahjongg-sample-0007")
    assert dialog.browser.select_key(row.key)
    game = wait_for_game(qtbot, first, dialog.accept)
    source = str(library / "sample-0007.layout")
    assert (game.mode, game.layout.id, game.layout_source) == ("zen", row.item.id, source)
    first.close()
    settings, _ = load_settings(user_paths().settings_file)  # as the next start reads them
    assert settings.zen_layout_source == source
    second = make_window(qtbot, GameStart(layout_id="turtle", number=1), settings=settings)
    card = second.screens.show_start_screen().cards[ModeId.ZEN]
    assert "Butterfly" not in card.progress.text()
    zen = wait_for_game(qtbot, second, card.play.click)  # "Play": the last Zen layout
    assert (zen.mode, zen.layout.id, zen.layout_source) == ("zen", row.item.id, source)
