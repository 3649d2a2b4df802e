"""The online race's small shared texts: ordinals, level and CPU names, and what the server's
stable codes (refusals, errors) mean, in the interface language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_qt.app.modes.mode_texts import local, time_text
from mahjong_qt.core.modes.race import CPU_STRENGTHS, RACE_LEVELS
from mahjong_qt.core.text_fill import fill
from mahjong_qt.ui.i18n import QT_TRANSLATE_NOOP

__all__ = [
    "ordinal",
    "level_name",
    "strength_name",
    "code_text",
    "target_text",
    "clock_text",
    "ended_code",
]

_CONTEXT = "RaceTexts"
_CODES = {
    # refused moves
    "not_running": QT_TRANSLATE_NOOP("RaceTexts", "The race has not started."),
    "done": QT_TRANSLATE_NOOP("RaceTexts", "Your race is over."),
    "penalty": QT_TRANSLATE_NOOP("RaceTexts", "Shuffle penalty: the tiles cannot be touched yet."),
    "cpu_plays": QT_TRANSLATE_NOOP("RaceTexts", "The CPU is playing for you."),
    "not_present": QT_TRANSLATE_NOOP("RaceTexts", "That tile is no longer on the board."),
    "same_tile": QT_TRANSLATE_NOOP("RaceTexts", "A pair needs two different tiles."),
    "not_free": QT_TRANSLATE_NOOP("RaceTexts", "That tile is not free."),
    "no_match": QT_TRANSLATE_NOOP("RaceTexts", "These two tiles do not match."),
    "no_shuffles": QT_TRANSLATE_NOOP("RaceTexts", "No shuffles left: you can only give up."),
    "not_stuck": QT_TRANSLATE_NOOP("RaceTexts", "A pair is still free: shuffle only when stuck."),
    "shuffle_impossible": QT_TRANSLATE_NOOP("RaceTexts", "These tiles cannot be shuffled into a winnable board."),
    "no_hints": QT_TRANSLATE_NOOP("RaceTexts", "No hints left."),
    "no_pair": QT_TRANSLATE_NOOP("RaceTexts", "No pair is free: shuffle or give up."),
    # errors from the server or the connection
    "no_room": QT_TRANSLATE_NOOP("RaceTexts", "No room has this code on that server."),
    "room_full": QT_TRANSLATE_NOOP("RaceTexts", "This room is full (20 players)."),
    "wrong_phase": QT_TRANSLATE_NOOP("RaceTexts", "Not now: a round is being played."),
    "bad_token": QT_TRANSLATE_NOOP("RaceTexts", "Your place in that room is not kept any more."),
    "not_host": QT_TRANSLATE_NOOP("RaceTexts", "Only the host can do that."),
    "not_ready": QT_TRANSLATE_NOOP("RaceTexts", "Every player must be ready first."),
    "server_full": QT_TRANSLATE_NOOP("RaceTexts", "That server holds no more rooms."),
    "not_allowed": QT_TRANSLATE_NOOP("RaceTexts", "Only the host's game can open rooms on that server."),
    "too_many_rooms": QT_TRANSLATE_NOOP("RaceTexts", "Too many rooms opened from your address: try again later."),
    "too_many_joins": QT_TRANSLATE_NOOP("RaceTexts", "Too many joins from your address: try again later."),
    "too_many_codes": QT_TRANSLATE_NOOP("RaceTexts", "Too many wrong room codes from your address: try again later."),
    "version": QT_TRANSLATE_NOOP("RaceTexts", "That server runs another version of the race."),
    "rate_limited": QT_TRANSLATE_NOOP("RaceTexts", "Too many messages: slow down."),
    "unreachable": QT_TRANSLATE_NOOP("RaceTexts", "The server cannot be reached at that address."),
    "protocol": QT_TRANSLATE_NOOP("RaceTexts", "The connection to the server was lost."),
    "replaced": QT_TRANSLATE_NOOP("RaceTexts", "Your place was taken back from another window."),
    "timeout": QT_TRANSLATE_NOOP("RaceTexts", "The server closed the silent connection."),
    "nobody_ready": QT_TRANSLATE_NOOP("RaceTexts", "Nobody else is ready for the next round yet."),
    "room_ended": QT_TRANSLATE_NOOP("RaceTexts", "That room has ended: open or join another one."),
    "seat_gone": QT_TRANSLATE_NOOP("RaceTexts", "Your seat in that room was given up: you were away too long."),
    # why a room ended (the server's "ended" message)
    "ended_host_closed": QT_TRANSLATE_NOOP("RaceTexts", "The room has ended: the host's game closed it."),
    "ended_server_stopped": QT_TRANSLATE_NOOP("RaceTexts", "The room has ended: the server was stopped."),
    "ended_no_players": QT_TRANSLATE_NOOP("RaceTexts", "The room has ended: no player was left in it."),
    "ended_empty": QT_TRANSLATE_NOOP("RaceTexts", "The room has ended: nobody was connected to it."),
    "ended_failed": QT_TRANSLATE_NOOP("RaceTexts", "The room has ended: it failed on the server."),
}  # fmt: skip
_GENERIC = QT_TRANSLATE_NOOP("RaceTexts", "The server refused that (%1).")


def ordinal(n: int, lang: str) -> str:
    """1st, 2nd, 3rd, 4th… in English; 1er, 2e, 3e… in French."""
    if lang == "fr":
        return "1er" if n == 1 else f"{n}e"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def level_name(level_id: str, lang: str) -> str:
    level = next((lv for lv in RACE_LEVELS if lv.id == level_id), None)
    return level_id if level is None else local(level.name, lang)


def strength_name(strength_id: str, lang: str) -> str:
    strength = next((s for s in CPU_STRENGTHS if s.id == strength_id), None)
    return strength_id if strength is None else local(strength.name, lang)


def code_text(code: str) -> str:
    """The translated meaning of a server or connection code."""
    text = _CODES.get(code)
    if text is None:
        return QCoreApplication.translate(_CONTEXT, _GENERIC).replace("%1", code)
    return QCoreApplication.translate(_CONTEXT, text)


def ended_code(reason: str) -> str:
    """The code whose text (:func:`code_text`) says why a room ended."""
    return f"ended_{reason}"


def target_text(seconds: int | None) -> str:
    if seconds is None:
        return QCoreApplication.translate("RaceTexts", "No target time")
    return QCoreApplication.translate("RaceTexts", "%1 min").replace("%1", f"{seconds / 60:g}")


def clock_text(elapsed: float, target: int | None) -> str:
    """The race clock: the time played, and past the target the overtime too."""
    if target is None or elapsed <= target:
        return time_text(elapsed)
    text = QCoreApplication.translate("RaceTexts", "%1 (+%2 over)")
    return fill(text, time_text(elapsed), time_text(elapsed - target))
