"""Every error the core can report about a layout file or a foreign file has a French text of its
own (never the English detail, never only the general fallback), and the shared texts keep the
line and XML element where the problem is."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from test_formats_codes import every_format_error

from mahjong_qt.app.messages import file_error_text
from mahjong_qt.core.formats import FORMAT_ERROR_CODES, FormatError
from mahjong_qt.core.layout import LayoutError, load_layout, parse_layout
from mahjong_qt.core.layout_issues import LayoutIssue, geometry_errors, geometry_warnings
from mahjong_qt.ui.error_texts import (
    error_reasons,
    file_problem_text,
    format_error_text,
    issue_reasons,
    layout_issue_text,
    map_title,
    sentence,
)
from mahjong_qt.ui.i18n import Translations

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def french(qapp):
    """The game's and the editor's French translators, removed afterwards."""
    translations = Translations(QApplication.instance(), ("editor", "mahjong_qt"))
    translations.set_language("fr")
    yield translations
    translations.set_language("en")


def _layout_error(data: bytes | str) -> LayoutError:
    with pytest.raises(LayoutError) as err:
        parse_layout(data, "test.json")
    return err.value


def _layout(tiles, **fields) -> str:
    import json

    head = {"schema_version": 1, "id": "t", "name": {"en": "T", "fr": "T"}}
    return json.dumps({**head, **fields, "tiles": tiles})


def every_layout_issue(tmp: Path) -> list[LayoutIssue]:
    """Real issues of every code the layout checks can give (errors and warnings)."""
    issues: list[LayoutIssue] = []
    for data in (
        b"{ not json",  # not_json
        b"\xff\xfe binary",  # not_text
        b"x" * 2_000_001,  # too_large
        b"[1, 2]",  # not_layout
        _layout([[0, 0, 0], [2, 0, 0]], extra=1),  # field (unknown)
        _layout([[0, 0, 0], [2, 0, 0]], id="Not an id!"),  # field (invalid)
        _layout([[0, 0, 0], [2, 0, 0]], schema_version=99),  # field (version)
        '{"schema_version": 1, "name": {"en": "T", "fr": "T"}, "tiles": [[0, 0, 0], [2, 0, 0]]}',
        _layout([[0, 0, 99], [2, 0, 0]]),  # coordinate
        _layout([]),  # no_tiles
        _layout([[0, 0, 0], [1, 0, 0], [0, 0, 0]]),  # odd_count, duplicate, overlap
    ):
        issues += _layout_error(data).issues
    with pytest.raises(LayoutError) as err:
        load_layout(tmp / "missing.json")  # unreadable
    issues += err.value.issues
    many = [(x, 0, 0) for x in range(0, 2 * 600, 2)]
    issues += geometry_errors(many)  # too_many_tiles
    overlaps = [(x, 0, 0) for x in range(60)]
    issues += [i for i in geometry_errors(overlaps) if "more" in i.params]  # "… and N more"
    issues += geometry_warnings([(x, 0, 0) for x in range(0, 300, 2)] + [(0, 4, 1)])
    return issues


def _codes_in_core() -> set[str]:
    """The codes written in the core's layout checks: LayoutIssue(severity, CODE, ...) and
    _fail(source, CODE, ...), so that a new code without a text fails this test."""
    codes = set()
    for name in ("layout.py", "layout_issues.py", "layout_schema.py"):
        tree = ast.parse((ROOT / "mahjong_qt" / "core" / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in (
                "LayoutIssue",
                "_fail",
            ):
                arg = node.args[1] if len(node.args) > 1 else None
                if isinstance(arg, ast.Constant):
                    codes.add(arg.value)
                elif isinstance(arg, ast.Name) and arg.id == "code":
                    continue  # _capped(...) passes its caller's code
    return codes


def test_the_issues_driven_here_cover_every_code_of_the_core(tmp_path):
    issues = every_layout_issue(tmp_path)
    driven = {i.code for i in issues}
    assert _codes_in_core() <= driven, _codes_in_core() - driven
    reasons = {i.params.get("reason") for i in issues if i.code == "field"}
    assert reasons == {"missing", "unknown", "invalid", "version"}


def test_field_reasons_and_a_missing_file_get_precise_french(french, tmp_path):
    french.set_language("fr")
    texts = [
        layout_issue_text(i) for i in _layout_error(_layout([[0, 0, 0], [2, 0, 0]], extra=1)).issues
    ]
    assert texts == ["«\xa0extra\xa0» n’est pas un champ d’un fichier de disposition"]
    with pytest.raises(LayoutError) as err:
        load_layout(tmp_path / "missing.json")
    assert [layout_issue_text(i) for i in err.value.issues] == ["le fichier n’existe pas"]


def _english_and_french(texts, french: Translations) -> list[tuple[str, str]]:
    french.set_language("en")
    english = texts()
    french.set_language("fr")
    return list(zip(english, texts(), strict=True))


def test_every_layout_issue_has_a_french_text_of_its_own(french, tmp_path):
    issues = every_layout_issue(tmp_path)
    fallback = file_problem_text("invalid")
    pairs = _english_and_french(lambda: [layout_issue_text(i) for i in issues], french)
    for issue, (english, text) in zip(issues, pairs, strict=True):
        assert text and text != english and text != fallback, (issue.code, text)
        assert issue.message not in text


def test_every_format_error_has_a_french_text_of_its_own(french, tmp_path):
    errors = every_format_error(tmp_path)
    assert {e.code for e in errors} == set(FORMAT_ERROR_CODES)
    fallback = file_problem_text("invalid")
    pairs = _english_and_french(lambda: [format_error_text(e) for e in errors], french)
    for error, (english, text) in zip(errors, pairs, strict=True):
        assert text != english and fallback not in text, (error.code, text)
        assert error.message not in text, error.code


def test_line_and_element_come_first(french):
    error = FormatError(
        "missing_attribute", "missing attribute 'left'", 12, "row", attribute="left"
    )
    assert format_error_text(error) == "<row> à la ligne 12\xa0: l’attribut «\xa0left\xa0» manque"
    error = FormatError("ends_early", "the file ends early", 3, cells=3400)
    assert format_error_text(error).startswith("ligne 3\xa0: le fichier s’arrête trop tôt")
    error = FormatError("outside_map", "outside a <map>", None, "tile")
    assert format_error_text(error) == "<tile>\xa0: en dehors d’un <map>"


def test_values_holding_percent_signs_stay_as_they_are(french):
    error = FormatError(
        "not_a_number", "x='%2' is not a number", 1, "tile", attribute="x", value="%2"
    )
    assert "x=«\xa0%2\xa0»" in format_error_text(error)


def test_numbers_and_plurals_are_french(french):
    error = _layout_error(_layout([[0, 0, 0], [2, 0, 0], [4, 0, 0]]))
    assert error_reasons(error) == ["3 tuiles\xa0: nombre impair (les tuiles vont par paires)"]
    big = FormatError("too_wide", "too large", across=300, down=2, max=128)
    assert "300 tuiles en largeur et 2 en hauteur" in format_error_text(big)
    assert map_title("", 1234) == "carte de la ligne 1\u202f234"


def test_at_most_five_reasons_the_last_says_how_many_more(french):
    tiles = [[x, 0, 0] for x in range(0, 16)]  # 15 overlaps
    error = _layout_error(_layout(tiles))
    reasons = error_reasons(error)
    assert len(reasons) == 5 and reasons[-1] == "… et 11 autres problèmes"
    assert reasons[0].startswith("chevauchement au niveau 1\xa0: tuiles n°\xa01 et n°\xa02")
    assert issue_reasons([]) == ["le fichier contient des valeurs non valides"]


def test_sentence_capitalises_only_the_first_letter():
    assert sentence("à la ligne 3 : JSON") == "À la ligne 3 : JSON"
    assert sentence("") == ""


def test_the_game_s_file_messages_share_the_texts(french):
    assert file_error_text("unreadable") == "le fichier n’a pas pu être lu"
    assert file_error_text("not_json") == "le fichier est abîmé (JSON non valide)"
    assert file_error_text("too_new") == "le fichier a été écrit par une version plus récente"
    assert file_error_text("no_such_code", "fallback") == "fallback"


def test_every_problem_of_a_saved_game_or_settings_file_is_french(french):
    codes = ["unreadable", "too_large", "not_text", "not_json", "not_object", "foreign", "too_new"]
    codes += ["invalid", "layout_changed", "layout_missing", "unreplayable", "migration_failed"]
    codes += ["unusable"]
    for code in codes:
        assert file_error_text(code, "ENGLISH") != "ENGLISH", code


def test_no_deal_reasons_are_french(french):
    from mahjong_qt.core.deals import NoDealError
    from mahjong_qt.ui.error_texts import deal_error_text

    french.set_language("fr")
    errors = [
        NoDealError("odd_count", "x"),
        NoDealError("not_clearable", "x"),
        NoDealError("no_removal_order", "x"),
        NoDealError("no_winnable_deal", "x", hard=False, attempts=40),
        NoDealError("no_winnable_deal", "x", hard=True, attempts=40),
        None,  # not made in time
        RuntimeError("worker died"),
    ]
    texts = [deal_error_text(e) for e in errors]
    assert texts[3] == (
        "aucune donne gagnable trouvée en 40 essais (les donnes faciles sont faites autrement"
        " et peuvent marcher)"
    )
    assert texts[4] == (
        "aucune donne difficile gagnable trouvée en 40 essais (une difficulté plus facile peut"
        " marcher)"
    )
    assert len(set(texts)) == len(texts) and all(t and "x" != t for t in texts)
    french.set_language("en")
    english = [deal_error_text(e) for e in errors]
    assert all(a != b for a, b in zip(english, texts, strict=True))
    assert english[1] == "no order of removal empties this layout, so no deal can be won"
