#!/usr/bin/env python3
"""Write the JSON Schema of layout files to ``layouts/layout.schema.json``.

    python tools/export_schema.py          # write it
    python tools/export_schema.py --check  # exit 1 if the committed file is not current

"Current" means the same schema, not the same bytes: pydantic versions spell a few things
differently (see :func:`canonical`), and a distribution may build with any version we allow.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from mahjong_qt.core.layout_schema import json_schema

TARGET = Path(__file__).resolve().parent.parent / "layouts" / "layout.schema.json"


_JSON_TYPES = {bool: "boolean", int: "integer", float: "number", str: "string"}


def schema_text() -> str:
    return json.dumps(json_schema(), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def canonical(schema: Any) -> Any:
    """``schema`` with the equivalent spellings of different pydantic versions made one:

    - ``{"allOf": [S], ...}`` (older pydantic, for a ``$ref`` with a default) is ``{**S, ...}``
      (draft 2020-12 allows ``$ref`` beside other keywords);
    - a ``type`` that only repeats the type of the ``const`` beside it is dropped.
    """
    if isinstance(schema, list):
        return [canonical(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: canonical(value) for key, value in schema.items()}
    all_of = out.get("allOf")
    if isinstance(all_of, list) and len(all_of) == 1 and isinstance(all_of[0], dict):
        if not set(all_of[0]) & set(out):
            del out["allOf"]
            out.update(all_of[0])
    if "const" in out and out.get("type") == _JSON_TYPES.get(type(out["const"])):
        del out["type"]
    return out


def is_current(text: str) -> bool:
    """Whether ``text`` (a schema file) says what the code's models say."""
    try:
        return canonical(json.loads(text)) == canonical(json_schema())
    except ValueError:
        return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if args.check:
        current = TARGET.exists() and is_current(TARGET.read_text(encoding="utf-8"))
        if not current:
            print(f"{TARGET} is not current: run tools/export_schema.py")
        return 0 if current else 1
    TARGET.write_text(schema_text(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
