"""The rules help has a section on playing with the keyboard and a screen reader, in EN and FR."""

from __future__ import annotations

import pytest

from mahjong_qt.app.dialogs.rules_dialog import RulesDialog
from mahjong_qt.ui.i18n import Translations
from mahjong_qt.ui.tile_renderer import TileRenderer


@pytest.mark.parametrize(
    ("lang", "heading", "keys"),
    [
        (
            "en",
            "Playing with the keyboard and a screen reader",
            ["Page Up", "Shift+F", "Home", "<b>M</b> / <b>Shift+M</b>", "<b>H</b>: a hint"],
        ),
        (
            "fr",
            "Jouer au clavier et avec un lecteur d’écran",
            [
                "Page précédente",
                "Maj+F",
                "Début",
                "<b>M</b> / <b>Maj+M</b>",
                "<b>H</b>\xa0: un indice",
            ],
        ),
    ],
)
def test_the_screen_reader_section_in_both_languages(qtbot, qapp, lang, heading, keys):
    translations = Translations(qapp, ("mahjong_qt",))
    translations.set_language(lang)
    try:
        dialog = RulesDialog(TileRenderer(), lang)
        qtbot.addWidget(dialog)
        text = dialog.rules_html()
        assert heading in text
        for key in keys:
            assert key in text
    finally:
        translations.set_language("en")
