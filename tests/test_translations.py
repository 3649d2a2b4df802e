"""The translation catalogs are up to date with the code, built, and French is complete."""

from __future__ import annotations

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
