"""Write the game's earcons: short tones of our own making, as 16-bit mono WAV files.

    python tools/make_earcons.py        # rewrites mahjong_qt/app/sound/wav/*.wav

Each sound is a few notes (a sine with a little of its octave and twelfth, a quick attack and a
falling tail, so nothing clicks), under 0.3 s, told apart by pitch and rhythm: a select is one
short high tick, a pair two rising notes, no match two falling ones, a blocked tile a low buzz,
a hint a rising chirp, a shuffle four quick notes up and down, a win a rising arpeggio, a loss
a falling one. Pure Python (``math`` and ``wave``); a test renders them again and compares.
"""

from __future__ import annotations

import io
import math
import sys
import wave
from dataclasses import dataclass
from pathlib import Path

RATE = 22_050
OUT = Path(__file__).resolve().parent.parent / "mahjong_qt" / "app" / "sound" / "wav"


@dataclass(frozen=True)
class Note:
    """``seconds`` of a tone gliding from ``start`` to ``end`` Hz; ``buzz``: odd harmonics
    (a reedy, "refused" colour) instead of the bell-like octave."""

    start: float
    seconds: float
    end: float | None = None
    level: float = 0.8
    buzz: bool = False


SOUNDS: dict[str, tuple[Note, ...]] = {
    "select": (Note(1320, 0.05, level=0.6),),
    "pair": (Note(784, 0.07), Note(1175, 0.12)),
    "no_match": (Note(494, 0.08), Note(370, 0.12)),
    "blocked": (Note(147, 0.16, level=0.7, buzz=True),),
    "hint": (Note(700, 0.16, end=1600, level=0.7),),
    "shuffle": (Note(659, 0.045), Note(988, 0.045), Note(784, 0.045), Note(1047, 0.06)),
    "won": (Note(523, 0.06), Note(659, 0.06), Note(784, 0.06), Note(1047, 0.11)),
    "lost": (Note(392, 0.08), Note(311, 0.08), Note(233, 0.13)),
}


def _samples(note: Note) -> list[float]:
    count = round(note.seconds * RATE)
    end = note.start if note.end is None else note.end
    attack, out, phase = round(0.004 * RATE), [], 0.0
    for i in range(count):
        t = i / count
        phase += 2 * math.pi * (note.start + (end - note.start) * t) / RATE
        if note.buzz:
            tone = math.sin(phase) + math.sin(3 * phase) / 3 + math.sin(5 * phase) / 5
        else:
            tone = math.sin(phase) + 0.25 * math.sin(2 * phase) + 0.1 * math.sin(3 * phase)
        envelope = min(1.0, i / attack) * (1.0 - t) ** 1.5
        out.append(note.level * 0.7 * tone * envelope)
    return out


def render(name: str) -> bytes:
    """The WAV file of earcon ``name`` (a key of :data:`SOUNDS`)."""
    frames = bytearray()
    for note in SOUNDS[name]:
        for value in _samples(note):
            frames += max(-32767, min(32767, round(value * 32767))).to_bytes(
                2, "little", signed=True
            )
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        data = render(name)
        (OUT / f"{name}.wav").write_bytes(data)
        seconds = (len(data) - 44) / 2 / RATE
        print(f"{name:10} {seconds:.3f} s {len(data):6} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
