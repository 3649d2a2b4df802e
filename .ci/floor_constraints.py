#!/usr/bin/env python3
"""Print pip constraints that pin every dependency of pyproject.toml to its lowest allowed version.

    python .ci/floor_constraints.py > floor.txt && pip install -e ".[test]" -c floor.txt

CI runs the tests at these floors on the oldest and the newest Python, so that a distribution
building with older versions than ours meets no surprise. The environment markers of
pyproject.toml give an interpreter its own floors where the oldest release has no wheel for it
(PySide6 and pydantic on 3.13): run this with the interpreter that installs. Only the runtime
dependencies are pinned (the test tools float).
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent


def floors(dependencies: list[str], environment: dict[str, str] | None = None) -> dict[str, str]:
    """Lowest version of each dependency that applies to this interpreter (or to the marker
    ``environment`` given, e.g. ``{"python_version": "3.13"}``)."""
    pins: dict[str, str] = {}
    for text in dependencies:
        requirement = Requirement(text)
        if requirement.marker is not None and not requirement.marker.evaluate(environment):
            continue
        lows = [s.version for s in requirement.specifier if s.operator in (">=", "==", "~=")]
        if lows:
            pins[requirement.name] = lows[0]
    return pins


def main() -> int:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for name, version in sorted(floors(project["dependencies"]).items()):
        print(f"{name}=={version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
