"""Who plays an earcon: a :class:`EarconPlayer` is anything with ``play(name, volume)``.

``QSoundEffect`` is in Qt Multimedia, which PySide6 ships in PySide6-Addons (a 175 MB wheel the
game does not require): where it is installed, :class:`EffectPlayer` uses it. Elsewhere
:class:`CommandPlayer` hands the file to the system's own player (``pw-play``, ``paplay`` or
``aplay`` on Linux, ``afplay`` on macOS, ``winsound`` on Windows), as a copy scaled to the
volume, without waiting for it. A platform without a screen (offscreen, the tests) plays nothing.
"""

from __future__ import annotations

import array
import io
import shutil
import sys
import tempfile
import wave
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QProcess, QUrl
from PySide6.QtGui import QGuiApplication

__all__ = [
    "SOUND_DIR",
    "EarconPlayer",
    "SilentPlayer",
    "EffectPlayer",
    "CommandPlayer",
    "sound_file",
    "scaled_wav",
    "make_player",
]

SOUND_DIR = Path(__file__).resolve().parent / "wav"
_SILENT_PLATFORMS = ("offscreen", "minimal")
_COMMANDS = ("pw-play", "paplay", "aplay", "afplay")


class EarconPlayer(Protocol):
    def play(self, name: str, volume: float) -> None:
        """Play earcon ``name`` (a file of :data:`SOUND_DIR`) at ``volume`` (0..1), at once."""


def sound_file(name: str) -> Path:
    return SOUND_DIR / f"{name}.wav"


class SilentPlayer:
    """Plays nothing (no audio, or no screen to play beside)."""

    def play(self, name: str, volume: float) -> None:
        pass


class EffectPlayer(QObject):
    """Qt Multimedia's ``QSoundEffect``, one loaded per sound."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtMultimedia import QSoundEffect  # PySide6-Addons, when installed

        self._make = QSoundEffect
        self.effects: dict[str, QSoundEffect] = {}

    def effect(self, name: str):
        effect = self.effects.get(name)
        if effect is None:
            effect = self._make(self)
            effect.setSource(QUrl.fromLocalFile(str(sound_file(name))))
            self.effects[name] = effect
        return effect

    def play(self, name: str, volume: float) -> None:
        effect = self.effect(name)
        effect.setVolume(volume)
        effect.play()


def scaled_wav(data: bytes, volume: float) -> bytes:
    """A 16-bit WAV file's samples times ``volume`` (0..1)."""
    with wave.open(io.BytesIO(data)) as source:
        params, frames = source.getparams(), source.readframes(source.getnframes())
    samples = array.array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    samples = array.array("h", (round(s * volume) for s in samples))
    if sys.byteorder == "big":
        samples.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as target:
        target.setparams(params)
        target.writeframes(samples.tobytes())
    return out.getvalue()


class CommandPlayer:
    """The system's sound player, given a copy of the file at the volume (by steps of 5 %)."""

    def __init__(self, command: str | None) -> None:
        self.command = command  # None: winsound (Windows)
        self._temporary = tempfile.TemporaryDirectory(prefix="mahjong-qt-sounds-")  # gone at exit
        self._folder = Path(self._temporary.name)

    def file_at(self, name: str, volume: float) -> Path:
        step = max(0, min(20, round(volume * 20)))
        path = self._folder / f"{name}-{step * 5}.wav"
        if not path.exists():
            path.write_bytes(scaled_wav(sound_file(name).read_bytes(), step / 20))
        return path

    def play(self, name: str, volume: float) -> None:
        path = self.file_at(name, volume)
        if self.command is not None:
            QProcess.startDetached(self.command, [str(path)])
        elif sys.platform == "win32":
            import winsound

            flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
            winsound.PlaySound(str(path), flags)


def make_player(parent: QObject | None = None) -> EarconPlayer:
    """The best player this machine has."""
    if QGuiApplication.platformName() in _SILENT_PLATFORMS:
        return SilentPlayer()
    try:
        return EffectPlayer(parent)
    except ImportError:
        pass
    if sys.platform == "win32":
        return CommandPlayer(None)
    for command in _COMMANDS:
        found = shutil.which(command)
        if found:
            return CommandPlayer(found)
    return SilentPlayer()
