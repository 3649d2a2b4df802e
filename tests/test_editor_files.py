"""The editor's file actions on foreign layouts: import each peer format, export KMahjongg."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driver import EditorDriver
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QMessageBox
from test_error_texts import french as in_french

from editor.files.file_io import game_command, import_layout
from editor.window.main_window import EditorWindow
from mahjong_qt.core.formats import FormatError, export_kmahjongg, import_bytes
from mahjong_qt.core.layout import LayoutError, load_layout

ROOT = Path(__file__).resolve().parent.parent
french = in_french  # the fixture that installs the French translators
TURTLE = load_layout(ROOT / "layouts" / "turtle.json")
LEVELS = [87, 36, 16, 4, 1]


@pytest.fixture
def window(qtbot):
    w = EditorWindow()
    w.messages = []
    w.tell = lambda icon, title, text: w.messages.append((icon, title, text))
    w.ask_save_changes = lambda: QMessageBox.StandardButton.Discard
    qtbot.addWidget(w)
    return w


def _grid(w: int, h: int, d: int, positions, dx: int = 0) -> list[str]:
    """Rows of a half-tile cell grid with '1' at each tile's top-left cell, level by level."""
    cells = [[["."] * w for _ in range(h)] for _ in range(d)]
    for x, y, z in positions:
        cells[z][y][x + dx] = "1"
    return ["".join(row) for level in cells for row in level]


def kmahjongg_v10(positions) -> str:
    return (
        "kmahjongg-layout-v1.0\n# written by a test\n"
        + "\n".join(_grid(32, 16, 5, positions, dx=1))
        + "\n"
    )


def kyodai(positions) -> str:
    digits = "".join(_grid(34, 20, 5, positions)).replace(".", "0")
    return f"Kyodai 3.0\nTurtle by Someone :: Classic\n{digits}\n"


def gnome(maps: dict[str, list]) -> str:
    out = ["<mahjongg>"]
    for name, positions in maps.items():
        out.append(f'  <map name="{name}" scorename="{name.lower()}">')
        for z in sorted({p[2] for p in positions}):
            out.append(f'    <layer z="{z}">')
            for x, y, zz in positions:
                if zz == z:
                    out.append(f'      <tile x="{x / 2:g}" y="{y / 2:g}"/>')
            out.append("    </layer>")
        out.append("  </map>")
    out.append("</mahjongg>")
    return "\n".join(out) + "\n"


def _is_turtle(window: EditorWindow) -> None:
    doc = window.session.doc
    assert len(doc) == 144
    assert doc.level_counts() == LEVELS
    assert doc.tiles == set(TURTLE.positions)
    assert not window.validation.report.errors


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("turtle.layout", export_kmahjongg(TURTLE.positions, "Turtle")),  # v1.1
        ("old.layout", kmahjongg_v10(TURTLE.positions)),
        ("turtle.lay", kyodai(TURTLE.positions)),
        ("turtle.map", gnome({"Turtle": list(TURTLE.positions)})),
    ],
)
def test_import_each_format_gives_the_turtle(window, tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    assert window.files.open_path(path)
    _is_turtle(window)
    assert window.files.path is None  # an import is saved as a new JSON file
    assert window.isWindowModified()


def test_gnome_file_with_two_maps_asks_which(window, tmp_path):
    ed = EditorDriver(window)
    small = [(0, 0, 0), (2, 0, 0), (1, 1, 1), (4, 0, 0)]
    path = tmp_path / "two.map"
    path.write_text(gnome({"Small": small, "Turtle": list(TURTLE.positions)}), "utf-8")
    asked = []
    window.files.choose_map = lambda titles: asked.append(titles) or 1
    assert window.files.open_path(path)
    assert asked == [["Small", "Turtle"]]
    _is_turtle(window)
    window.files.choose_map = lambda titles: 0
    assert window.files.open_path(path)
    assert ed.tiles == set(small)
    assert ed.metadata.name_en == "Small"
    window.files.choose_map = lambda titles: None  # cancelled: nothing changes
    assert not window.files.open_path(path)
    assert ed.tiles == set(small)


def test_malformed_foreign_file_gives_one_clear_message(window, tmp_path):
    ed = EditorDriver(window)
    bad = tmp_path / "bad.lay"
    bad.write_text("Kyodai 3.0\nBroken\n0101\n", "utf-8")
    before = set(ed.tiles)
    assert not window.files.open_path(bad)
    assert len(window.messages) == 1
    _icon, title, text = window.messages[0]
    digits = QLocale().toString(3400)  # as the language in force writes it
    assert "bad.lay" in text and f"Line 3: expected {digits} digits" in text
    assert ed.tiles == before


def test_a_broken_foreign_file_is_explained_in_french(window, tmp_path, french):
    bad = tmp_path / "bad.layout"
    bad.write_text("kmahjongg-layout-v1.1\nw4\nh2\nd1\n12\n", "utf-8")
    with pytest.raises(FormatError) as core:
        import_bytes(bad.read_bytes(), str(bad))
    assert not window.files.open_path(bad)
    _icon, title, text = window.messages[0]
    assert title == "Impossible d’ouvrir la disposition"
    assert text == (
        "«\xa0bad.layout\xa0» ne peut pas être ouvert\xa0:\nLigne 5\xa0: une ligne de la grille"
        " doit avoir 4 caractères, celle-ci en a 2 (la grille doit contenir 8 cases\xa0; elle en"
        " contient 2)"
    )
    assert core.value.message not in text


def test_a_broken_layout_file_is_explained_in_french_one_reason_a_line(window, tmp_path, french):
    path = tmp_path / "bad.json"
    path.write_text('{"schema_version": 1, "id": "Bad Id", "tiles": [[0, 0, 0], [0, 0, 99]]}')
    with pytest.raises(LayoutError) as core:
        load_layout(path)
    assert not window.files.open_path(path)
    reasons = window.messages[0][2].split("\n")[1:]
    assert reasons == [
        "Le champ «\xa0id\xa0» a une valeur non autorisée",
        "Le champ «\xa0name\xa0» est absent",
        "La tuile n°\xa02 du fichier n’est pas valide\xa0: une tuile s’écrit [x, y, z], x et y étant"
        " des nombres entiers de 0 à 254 et z de 0 à 31",
    ]
    assert not any(issue.message in text for issue in core.value.issues for text in reasons)


def test_a_file_that_is_not_json_is_explained_in_french(window, tmp_path, french):
    path = tmp_path / "notes.json"
    path.write_text("{ not json", "utf-8")
    assert not window.files.open_path(path)
    text = window.messages[0][2]
    assert text.endswith("\nLe fichier n’est pas du JSON valide (ligne 1, colonne 3)")
    assert "Expecting" not in text


def test_nameless_gnome_maps_are_offered_by_line_in_french(window, tmp_path, french):
    path = tmp_path / "two.map"
    path.write_text(
        '<mahjongg><map><tile x="0" y="0"/><tile x="1" y="0"/></map>\n'
        '<map name="Second"><tile x="0" y="0"/><tile x="1" y="0"/></map></mahjongg>',
        "utf-8",
    )
    offered = []
    window.files.choose_map = lambda titles: offered.append(titles)
    assert not window.files.open_path(path)
    assert offered == [["carte de la ligne 1", "Second"]]


def test_overlapping_foreign_layout_opens_for_repair(window, tmp_path):
    ed = EditorDriver(window)
    path = tmp_path / "overlap.map"
    path.write_text(gnome({"Clash": [(0, 0, 0), (1, 0, 0)]}), "utf-8")
    assert window.files.open_path(path)
    assert [e.code for e in ed.errors] == ["overlap"]


def test_kmahjongg_export_then_import_gives_the_same_layout(window, tmp_path):
    assert window.files.open_path(ROOT / "layouts" / "turtle.json")
    out = tmp_path / "out.layout"
    assert window.files.export_to(out)
    assert out.read_text("utf-8").startswith("kmahjongg-layout-v1.1")
    doc = import_layout(out)
    assert doc.tiles == set(TURTLE.positions)
    assert window.files.open_path(out)
    _is_turtle(window)


def test_a_kmahjongg_import_takes_its_names_from_the_desktop_file(window, tmp_path):
    ed = EditorDriver(window)
    layout = tmp_path / "castle.layout"
    layout.write_text(export_kmahjongg(TURTLE.positions), "utf-8")
    (tmp_path / "castle.desktop").write_text(
        "[KMahjonggLayout]\nName=Castle\nName[fr]=Château\nAuthor=alchark\n"
        "Description=Vista-styled castle layout\n",
        "utf-8",
    )
    assert window.files.open_path(layout)
    m = ed.metadata
    assert (m.name_en, m.name_fr, m.author) == ("Castle", "Château", "alchark")
    assert m.description_en == "Vista-styled castle layout"
    assert "Castle" in window.windowTitle()


def test_an_import_without_names_is_named_after_the_file_in_single_spaces(window, tmp_path):
    ed = EditorDriver(window)
    layout = tmp_path / "layouts__castle.layout"
    layout.write_text(export_kmahjongg(TURTLE.positions), "utf-8")
    assert window.files.open_path(layout)
    assert ed.metadata.name_en == "Layouts castle"  # as mahjong-layout import names it


def test_export_then_import_keeps_the_names(window, tmp_path):
    ed = EditorDriver(window)
    assert window.files.open_path(ROOT / "layouts" / "turtle.json")  # a copy: "Turtle (copy)"
    m = ed.metadata
    out = tmp_path / "mine.layout"
    assert window.files.export_to(out)
    assert window.files.open_path(out)
    back = ed.metadata
    assert (back.name_en, back.name_fr, back.author) == (m.name_en, m.name_fr, m.author)
    assert back.description_en == " ".join(m.description_en.split())


def test_game_command_uses_the_game_entry_point(tmp_path):
    program, args = game_command(tmp_path / "x.json")
    assert args[-2:] == ["--layout-file", str(tmp_path / "x.json")]
    assert "mahjong" in program or "python" in Path(program).name


def test_json_layout_with_overlaps_opens_for_repair(window, tmp_path):
    ed = EditorDriver(window)
    path = tmp_path / "broken.json"
    path.write_text(
        '{"schema_version": 1, "id": "broken", "name": {"en": "Broken", "fr": "Cassée"},'
        ' "tiles": [[0, 0, 0], [1, 0, 0], [4, 0, 0]]}',
        "utf-8",
    )
    assert window.files.open_path(path)
    assert ed.metadata.name_fr == "Cassée"
    assert {e.code for e in ed.errors} == {"overlap", "odd_count"}
    assert not window.files.save_to(path)  # still refused until repaired
    window.session.set_selection({(1, 0, 0)})
    ed.act("delete")
    window.session.set_selection({(4, 0, 0)})
    ed.act("move_left")
    assert not ed.errors
    assert window.files.save_to(path)
    assert load_layout(path).tile_count == 2


def test_json_with_bad_fields_is_refused_with_the_reason(window, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"schema_version": 1, "id": "Bad Id", "tiles": [[0, 0, 0]]}', "utf-8")
    assert not window.files.open_path(path)
    assert len(window.messages) == 1 and "bad.json" in window.messages[0][2]


def test_the_validation_panel_speaks_french_with_the_shared_texts(window, tmp_path, french):
    path = tmp_path / "clash.json"
    path.write_text(
        '{"schema_version": 1, "id": "clash", "name": {"en": "Clash", "fr": "Choc"},'
        ' "tiles": [[0, 0, 0], [1, 0, 0], [4, 0, 0]]}',
        "utf-8",
    )
    assert window.files.open_path(path)
    texts = window.validation_panel.issue_texts()
    assert "Chevauchement au niveau 1\xa0: (0, 0) et (1, 0)" in texts
    assert "3 tuiles\xa0: nombre impair (les tuiles vont par paires)" in texts


def test_a_game_layout_opens_as_a_copy_that_never_saves_over_the_game(window, french):
    ed = EditorDriver(window)
    from mahjong_qt.core.paths import user_paths
    from mahjong_qt.resources import bundled_layout_files, layouts_dir

    bundled = layouts_dir() / "turtle.json"
    before = bundled.read_bytes()
    menu = window.menus.game_layouts
    window.translations = french  # the window names layouts in the language of its translators
    french.set_language("en")
    window.retranslate()  # as the LanguageChange event will
    texts = [a.text() for a in menu.actions()]
    assert len(texts) == len(bundled_layout_files()) and "Turtle (144 tiles)" in texts
    french.set_language("fr")
    window.retranslate()
    assert "Tortue (144 tuiles)" in [a.text() for a in menu.actions()]
    assert menu.title() == "Nouveau d’après une disposition du &jeu"
    french.set_language("en")
    window.retranslate()
    next(a for a in menu.actions() if a.text().startswith("Turtle")).trigger()
    doc = window.session.doc
    assert len(doc) == 144 and doc.levels == 5 and window.files.path is None
    assert doc.metadata.id == "my-turtle"
    assert (doc.metadata.name_en, doc.metadata.name_fr) == ("Turtle (copy)", "Tortue (copie)")
    assert window.files.file_save()
    saved = user_paths().layouts_dir / "my-turtle.mahjong.json"
    assert load_layout(saved).tile_count == 144
    assert bundled.read_bytes() == before
    # Opening the game's file by its path gives a copy too: "save" goes to the user's folder.
    assert window.files.open_path(bundled) and window.files.path is None
    assert ed.metadata.id == "my-turtle"
    assert bundled.read_bytes() == before
