#!/usr/bin/env python3
"""Update the Qt translation sources (.ts) from the code and build the .qm files.

    python tools/update_translations.py           # lupdate + lrelease, writes translations/
    python tools/update_translations.py --check   # exit 1 if a .ts or .qm is stale or French unfinished

Catalogs: ``mahjong_qt`` (the game and the shared ui, from mahjong_qt/) and ``editor`` (editor/).
The English .ts holds only plural forms (the source texts are English).

``--check`` compares meaning, not bytes: the messages of a .ts (context, source, disambiguation,
translations) and the answers of a .qm. Another Qt version's lupdate words its translator notes
differently (``extracomment``) and another lrelease may order its output otherwise; neither
changes what the program shows.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
CATALOGS = {"mahjong_qt": ["mahjong_qt"], "editor": ["editor"]}
LANGUAGES = ("fr", "en")


def _tool(name: str) -> str:
    exe = Path(sys.executable).parent / name
    found = str(exe) if exe.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials")
    return found


def _sources(dirs: list[str]) -> list[str]:
    files: list[str] = []
    for d in dirs:
        files += sorted(str(p.relative_to(ROOT)) for p in (ROOT / d).rglob("*.py"))
    return files


def lupdate(catalog: str, lang: str, ts: Path) -> None:
    args = [
        _tool("pyside6-lupdate"),
        "-no-obsolete",
        "-locations",
        "none",
        "-target-language",
        lang,
    ]
    if lang == "en":
        args.append("-pluralonly")
    args += _sources(CATALOGS[catalog]) + ["-ts", str(ts)]
    subprocess.run(args, cwd=ROOT, check=True, capture_output=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, cwd=ROOT
    )


def unfinished(ts: Path) -> int:
    text = ts.read_text(encoding="utf-8")
    return len(re.findall(r'type="unfinished"', text))


def update() -> int:
    TRANSLATIONS.mkdir(exist_ok=True)
    for catalog in CATALOGS:
        for lang in LANGUAGES:
            ts = TRANSLATIONS / f"{catalog}_{lang}.ts"
            lupdate(catalog, lang, ts)
            lrelease(ts, ts.with_suffix(".qm"))
            if lang == "fr" and unfinished(ts):
                print(f"{ts.name}: {unfinished(ts)} unfinished entries to translate")
    return 0


MessageKey = tuple[str, str, str, bool]  # context, source, disambiguation, plural


def ts_messages(ts: Path) -> dict:
    """What a .ts says: its language and, per message, the translation's state and forms."""
    root = ET.parse(ts).getroot()
    messages: dict = {"language": root.get("language")}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            plural = message.get("numerus") == "yes"
            key = (
                name,
                message.findtext("source") or "",
                message.findtext("comment") or "",
                plural,
            )
            translation = message.find("translation")
            if translation is None:
                forms: tuple[str, ...] = ()
            elif plural:
                forms = tuple(f.text or "" for f in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            state = None if translation is None else translation.get("type")
            messages[key] = (state, forms)
    return messages


def qm_answers(qm: Path, keys: list[MessageKey]) -> list[str] | None:
    """What a .qm answers for each message (plurals for 1, 2 and 5), or None if unreadable."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not translator.load(str(qm)):
        return None
    answers = []
    for context, source, comment, plural in keys:
        for n in (1, 2, 5) if plural else (-1,):
            answers.append(translator.translate(context, source, comment or None, n))
    return answers


def same_qm(ts: Path, a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` (built from ``ts``) are the same bytes or answer its messages alike."""
    if a.read_bytes() == b.read_bytes():
        return True
    keys = [k for k in ts_messages(ts) if isinstance(k, tuple)]
    answers = qm_answers(a, keys)
    return answers is not None and answers == qm_answers(b, keys)


def check() -> list[str]:
    """Problems: a .ts behind the code, a .qm behind its .ts, unfinished French entries."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for catalog in CATALOGS:
            for lang in LANGUAGES:
                ts = TRANSLATIONS / f"{catalog}_{lang}.ts"
                qm = ts.with_suffix(".qm")
                if not ts.exists() or not qm.exists():
                    problems.append(f"{ts.name} or its .qm is missing")
                    continue
                fresh_ts = Path(tmp) / ts.name
                shutil.copy(ts, fresh_ts)
                lupdate(catalog, lang, fresh_ts)
                if ts_messages(fresh_ts) != ts_messages(ts):
                    problems.append(
                        f"{ts.name} is behind the code: run tools/update_translations.py"
                    )
                fresh_qm = Path(tmp) / qm.name
                lrelease(ts, fresh_qm)
                if not same_qm(ts, fresh_qm, qm):
                    problems.append(f"{qm.name} is stale: run tools/update_translations.py")
                if lang == "fr" and unfinished(ts):
                    problems.append(f"{ts.name} has {unfinished(ts)} unfinished entries")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check, write nothing")
    args = parser.parse_args()
    if args.check:
        problems = check()
        for p in problems:
            print(p)
        return 1 if problems else 0
    return update()


if __name__ == "__main__":
    sys.exit(main())
