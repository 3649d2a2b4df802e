"""The translation catalogs are up to date with the code, built, and French is complete."""

from __future__ import annotations

import ast
import html
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_update_translations_check_reports_no_problem():
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "update_translations.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def _marked_strings(root: Path):
    """(file, line, text) of every literal given to tr(), translate() or QT_TRANSLATE_NOOP."""
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = getattr(func, "attr", None) or getattr(func, "id", "")
            position = {"tr": 0, "translate": 1, "QT_TRANSLATE_NOOP": 1}.get(name)
            if position is None or len(node.args) <= position:
                continue
            arg = node.args[position]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                yield path.relative_to(ROOT), node.lineno, arg.value


def test_every_marked_string_of_the_game_is_in_the_french_catalog():
    """lupdate silently skips calls it cannot parse (e.g. a plural count given as an
    expression): such a string would stay English in the French UI."""
    ts = (ROOT / "translations" / "mahjong_qt_fr.ts").read_text(encoding="utf-8")
    sources = {html.unescape(s) for s in re.findall(r"<source>(.*?)</source>", ts, re.S)}
    missing = [m for m in _marked_strings(ROOT / "mahjong_qt") if m[2] not in sources]
    assert not missing, missing


def test_catalog_check_compares_meaning_not_bytes(tmp_path):
    """Another Qt's lupdate words translator notes (extracomment) differently: not a change.
    A changed translation is."""
    from tools import update_translations as tool

    ts = ROOT / "translations" / "editor_fr.ts"
    text = ts.read_text(encoding="utf-8")
    assert "<extracomment>" in text
    reworded = tmp_path / "reworded.ts"
    reworded.write_text(
        re.sub(
            r"<extracomment>.*?</extracomment>", "<extracomment>x</extracomment>", text, flags=re.S
        ),
        encoding="utf-8",
    )
    assert tool.ts_messages(reworded) == tool.ts_messages(ts)
    first = re.search(r"<translation>([^<]+)</translation>", text)
    changed = tmp_path / "changed.ts"
    changed.write_text(text.replace(first.group(0), "<translation>Autre chose</translation>", 1))
    assert tool.ts_messages(changed) != tool.ts_messages(ts)

    tool.lrelease(ts, tmp_path / "a.qm")
    tool.lrelease(changed, tmp_path / "b.qm")
    assert tool.same_qm(ts, tmp_path / "a.qm", ROOT / "translations" / "editor_fr.qm")
    assert not tool.same_qm(ts, tmp_path / "b.qm", ROOT / "translations" / "editor_fr.qm")
