"""The About box (issue 26, item 13): the version, the licence, and the credits of KMahjongg's
art when it is used; and two layouts of one name ("Cross" is ours and KMahjongg's) told apart
by their source wherever layouts are listed (the browser of New Game and of Zen)."""

from __future__ import annotations

import gzip

import pytest
from PySide6.QtWidgets import QApplication
from test_app_helpers import make_window
from test_error_texts import french as in_french
from test_layout_browser import _tool
from test_tile_sets import tileset_svg

from mahjong_qt import __version__
from mahjong_qt.app.session.opening import GameStart
from mahjong_qt.core.settings import Settings

french = in_french  # the fixture that installs the French translators

TILESET_DESKTOP = """[KMahjonggTileset]
Name=Ancient Egyptians
Name[fr]=Anciens égyptiens
Author=Eugene Trounev & Sean Wilson
VersionFormat=1
FileName=egypt.svgz
TileWidth=100
TileHeight=120
TileFaceWidth=80
TileFaceHeight=100
"""


@pytest.fixture
def machine(tmp_path, monkeypatch):
    """KMahjongg's "Cross" and "Temple" layouts and its Ancient Egyptians tile set."""
    root = tmp_path / "share"
    layouts = root / "kmahjongg" / "layouts"
    layouts.mkdir(parents=True)
    sample = _tool("sample_library")
    for n, (stem, name, nom) in enumerate(
        (("cross", "Cross", "Croix"), ("temple", "Temple", "Temple"))
    ):
        (layouts / f"{stem}.layout").write_text(sample.kmahjongg_text(sample.sample_positions(n)))
        (layouts / f"{stem}.desktop").write_text(
            f"[KMahjonggLayout]\nName={name}\nName[fr]={nom}\nFileName={stem}.layout\n"
        )
    sets = root / "kmahjongglib" / "tilesets"
    sets.mkdir(parents=True)
    (sets / "egypt.svgz").write_bytes(gzip.compress(tileset_svg().encode()))
    (sets / "egypt.desktop").write_text(TILESET_DESKTOP)
    (sets / "egypt.copyright").write_text(
        "Copyright (C) 2009 Eugene Trounev\nCopyright (C) 2009 Sean Wilson\n\nThis tileset is free\n"
    )
    monkeypatch.setenv("XDG_DATA_DIRS", str(root))
    return root


def test_the_about_box_tells_the_version_and_the_licence(qtbot):
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    window.actions_.about.trigger()
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), _about()))
    about = QApplication.activeModalWidget()
    assert about.windowTitle() == "About Mahjong Qt"
    assert f"Version {__version__}" in about.heading.text()
    assert "GNU General Public License, version 3" in about.licence.text()
    assert not about.art.isVisibleTo(about)  # our own tiles: no one else to credit
    assert not about.licence_text.isVisibleTo(about)
    about.show_licence.click()
    assert about.licence_text.isVisibleTo(about)
    assert about.licence_text.toPlainText().lstrip().startswith("GNU GENERAL PUBLIC LICENSE")
    about.reject()


def _about():
    from mahjong_qt.app.dialogs.about_dialog import AboutDialog

    return AboutDialog


def test_the_about_box_credits_kmahjonggs_art_in_use(machine, qtbot, french):
    settings = Settings(tile_style="kmahjongg-egypt", language="fr")
    window = make_window(qtbot, GameStart(layout_id="turtle", number=1), settings)
    about = window.info.show_about(window.settings, "fr")
    qtbot.addWidget(about)
    assert about.windowTitle() == "À propos de Mahjong Qt"
    text = about.art.text()
    assert about.art.isVisibleTo(about)
    assert (
        "Tuiles : « Anciens égyptiens » par Eugene Trounev &amp; Sean Wilson, de KMahjongg" in text
    )
    assert "Copyright (C) 2009 Eugene Trounev" in text and "Copyright (C) 2009 Sean Wilson" in text
    assert "This tileset is free" not in text
    assert f"Version {__version__}" in about.heading.text()


def names_listed(dialog) -> list[str]:
    model = dialog.browser.model
    return [model.data(model.index(i)) for i in range(model.rowCount())]


def test_two_layouts_of_one_name_are_told_apart_by_their_source(machine, qtbot):
    from mahjong_qt.app.dialogs.new_game_dialog import NewGameDialog

    window = make_window(qtbot, GameStart(layout_id="turtle", number=1))
    dialog = NewGameDialog(window.layouts(), window.settings, "en", "turtle", window)
    qtbot.addWidget(dialog)
    names = names_listed(dialog)
    for name in ("Cross", "Temple"):
        assert f"{name} (Mahjong Qt)" in names and f"{name} (KMahjongg)" in names
        assert name not in names
    assert "Turtle" in names  # a name no other layout has stays as it is
    model = dialog.browser.model
    row = next(i for i, n in enumerate(names) if n == "Cross (KMahjongg)")
    from PySide6.QtCore import Qt

    assert model.data(model.index(row), Qt.ItemDataRole.AccessibleTextRole).startswith(
        "Cross (KMahjongg), "
    )
    dialog.browser.search.setText("cross")  # only the two shown: each still says its source
    qtbot.waitUntil(lambda: len(names_listed(dialog)) == 2)
    assert sorted(names_listed(dialog)) == ["Cross (KMahjongg)", "Cross (Mahjong Qt)"]
    zen = window.screens.ask_zen_layout()
    assert "Temple (KMahjongg)" in names_listed(zen) and "Temple (Mahjong Qt)" in names_listed(zen)
    zen.reject()
