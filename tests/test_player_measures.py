"""A measure the player asks for goes first (issue 28, ninth session): the program's record of
the player's measures says when one begins and when the last one ends, however it ends."""

from __future__ import annotations

from PySide6.QtCore import QObject

from mahjong_qt.app.dialogs.player_measures import PlayerMeasures, player_measures


def test_it_says_when_the_first_measure_begins_and_the_last_one_ends(qtbot):
    measures = PlayerMeasures()
    heard = []
    measures.changed.connect(heard.append)
    one, two = QObject(), QObject()
    measures.begin(one)
    measures.begin(one)  # said twice: still one measure
    measures.begin(two)
    assert measures.busy and heard == [True]
    measures.end(one)
    assert measures.busy and heard == [True]
    measures.end(two)
    measures.end(two)  # over already: nothing more
    assert not measures.busy and heard == [True, False]


def test_a_meter_deleted_while_it_measures_ends_its_measure(qtbot):
    measures = PlayerMeasures()
    heard = []
    measures.changed.connect(heard.append)
    meter = QObject()
    measures.begin(meter)
    with qtbot.waitSignal(measures.changed):
        meter.deleteLater()
    assert not measures.busy and heard == [True, False]


def test_the_program_has_one_record():
    assert player_measures() is player_measures()
