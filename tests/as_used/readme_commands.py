"""The commands the README shows, extracted as a reader would copy them (for
``test_readme_as_used.py``).

Taken: every line of a ``sh`` or ``bat`` code block (comments dropped, ``a && b`` split in two, a
trailing ``# or: OTHER`` kept as a command of its own), and every inline code span that starts
like a command: one of our programs (``mahjong-...``, ``.venv/bin/mahjong-...``), ``python``
with a script of ``tools/`` or ``benchmarks/`` or ``-m``, or such a script alone.
"""

from __future__ import annotations

import re

__all__ = ["readme_commands"]

_BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)
_INLINE = re.compile(r"`([^`\n]+)`")
_COMMAND = re.compile(
    r"^(?:\.venv/bin/)?mahjong-[a-z-]+(?:\s|$)"
    r"|^(?:[A-Z_]+=\S+\s+)?(?:\.venv/bin/)?python3?\s+(?:tools/|benchmarks/|-m\s)"
    r"|^(?:tools|benchmarks)/\S+\.py(?:\s|$)"
)
_SHELLS = {"sh", "bash", "shell", "console", "bat", "cmd", "powershell"}


def _block_commands(body: str) -> list[str]:
    out: list[str] = []
    for raw in body.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or line.lower().startswith("rem "):
            continue
        line, _, comment = line.partition("  #")
        out += [part.strip() for part in line.split("&&") if part.strip()]
        alternative = comment.strip().removeprefix("#").strip()
        if alternative.startswith("or:"):
            out.append(alternative.removeprefix("or:").strip())
    return out


def readme_commands(text: str) -> list[str]:
    """Every command of the README, in order, each once."""
    found: list[str] = []
    for lang, body in _BLOCK.findall(text):
        if lang in _SHELLS:
            found += _block_commands(body)
    prose = _BLOCK.sub("", text)
    found += [m for m in _INLINE.findall(prose) if _COMMAND.match(m.strip())]
    return list(dict.fromkeys(c.strip() for c in found))
