"""Players' names in a room: never over the limit, even after de-duplication (issue 22, 6)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from mahjong_qt.core.racing.names import MAX_NAME, unique_name
from mahjong_qt.core.racing.room import Room
from mahjong_qt.core.racing.settings import MAX_SEATS
from mahjong_qt.net import protocol as p


def test_twenty_players_of_one_long_name_get_distinct_names_within_the_limit():
    long = "Bartholomew Featherst"  # 21 characters
    room = Room("ABC123", long, "p0")
    for i in range(1, MAX_SEATS):
        room.join(long, f"p{i}")
    names = [m.name for m in room.members.values()]
    assert len(set(names)) == MAX_SEATS
    assert max(len(n) for n in names) == MAX_NAME
    assert names[1] == "Bartholomew Feathers (2)" and names[-1] == "Bartholomew Feather (20)"
    for name in names:
        p.MemberInfo(seat=0, name=name, cpu=False, ready=False, connected=True)  # valid


@given(st.lists(st.text(min_size=0, max_size=40), min_size=1, max_size=MAX_SEATS))
def test_any_names_become_distinct_valid_names(names):
    taken: list[str] = []
    for name in names:
        taken.append(unique_name(name, taken))
    assert len(set(taken)) == len(taken)
    for name in taken:
        assert 1 <= len(name) <= MAX_NAME and name == name.strip()
        p.MemberInfo(seat=0, name=name, cpu=False, ready=False, connected=True)


def test_control_and_bidi_characters_are_taken_out_of_names():
    from mahjong_qt.core.racing.names import clean_name

    assert clean_name("Eve\u202egnirts\u202c") == "Evegnirts"  # no right-to-left override
    assert clean_name("Bob\x00\x07") == "Bob"  # no NUL, no bell
    assert clean_name("Zo\u200be\u2066x\u2069") == "Zoex"  # zero-width, isolates
    assert clean_name("A\u2028B\tC") == "A B C"  # separators are spaces
    assert clean_name("\x00\u202e") == "?"
    assert clean_name("Zoé 🀄") == "Zoé 🀄"  # letters and symbols stay


@given(st.text(max_size=60))
def test_a_cleaned_name_has_no_control_or_format_character(name):
    import unicodedata

    from mahjong_qt.core.racing.names import clean_name

    cleaned = clean_name(name)
    assert 1 <= len(cleaned) <= MAX_NAME
    assert all(unicodedata.category(c)[0] != "C" for c in cleaned)
    assert all(not c.isspace() or c == " " for c in cleaned)
