#!/usr/bin/env python3
"""Write the JSON Schema of layout files to ``layouts/layout.schema.json``.

python tools/export_schema.py          # write it
python tools/export_schema.py --check  # exit 1 if the committed file is not current
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from mahjong_qt.core.layout_schema import json_schema

TARGET = Path(__file__).resolve().parent.parent / "layouts" / "layout.schema.json"


def schema_text() -> str:
    return json.dumps(json_schema(), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if args.check:
        current = TARGET.exists() and TARGET.read_text(encoding="utf-8") == schema_text()
        if not current:
            print(f"{TARGET} is not current: run tools/export_schema.py")
        return 0 if current else 1
    TARGET.write_text(schema_text(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
