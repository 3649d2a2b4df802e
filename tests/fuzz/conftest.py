"""Fuzz tests: the counts per parser are written where ``FUZZ_COUNTS_FILE`` says (the long run's
script reads them; see ``tools/fuzz_long.py``)."""

from __future__ import annotations

import json
import os

from fuzz_kit import COUNTS, PEAKS


def pytest_sessionfinish(session, exitstatus):
    target = os.environ.get("FUZZ_COUNTS_FILE")
    if target and COUNTS:
        data = {name: {"outcomes": dict(c), **PEAKS[name]} for name, c in COUNTS.items()}
        with open(target, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1, sort_keys=True)
