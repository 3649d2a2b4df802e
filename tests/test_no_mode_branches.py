"""Mode behaviour is data in ``core/modes/definitions.py`` (issue 10): outside ``core/modes/``
no code compares a mode with a mode (``mode_id is ModeId.DAILY``, ``game.mode == "zen"``). What a
mode opens, starts and offers again are typed values (issue 24), so that the window's choice of
what to do is checked by the type checker, not by a click."""

from __future__ import annotations

import ast
import subprocess
import sys
import typing
from pathlib import Path

import pytest

from mahjong_qt.core.modes.definitions import (
    MODES,
    CardMore,
    CardShows,
    CountsProgress,
    DealtAhead,
    FirstChoice,
    ModeDefinition,
    ModeId,
    NextGame,
    StartsAtOnce,
    TitleNames,
)

ROOT = Path(__file__).resolve().parent.parent
MODE_VALUES = {m.value for m in ModeId}


def _names_a_mode(node: ast.expr) -> bool:
    """``ModeId.X``."""
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "ModeId"
    )


def _is_mode_value(node: ast.expr) -> bool:
    """The string of a mode (``"zen"``): a branch when compared with something named mode."""
    return isinstance(node, ast.Constant) and node.value in MODE_VALUES


def _mentions_mode(node: ast.expr) -> bool:
    text = ast.unparse(node)
    return "mode" in text.lower()


def mode_branches(source: str) -> list[str]:
    """The comparisons of ``source`` that branch on a mode."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        if any(_names_a_mode(side) for side in sides):
            found.append(ast.unparse(node))
        elif any(_is_mode_value(side) for side in sides) and any(
            _mentions_mode(side) for side in sides if not _is_mode_value(side)
        ):
            found.append(ast.unparse(node))
    return found


def test_the_check_finds_a_mode_branch():
    assert mode_branches("if mode_id is ModeId.DAILY: pass") == ["mode_id is ModeId.DAILY"]
    assert mode_branches("x = game.mode == 'zen'") == ["game.mode == 'zen'"]
    assert mode_branches("x = screen == 'race'") == []  # a screenshot's name, not a mode
    assert mode_branches("x = MODES[ModeId.ZEN]") == []  # a look-up in the table is data


def test_no_mode_branch_outside_the_mode_definitions():
    branches = []
    for package in ("mahjong_qt", "editor"):
        for path in sorted((ROOT / package).rglob("*.py")):
            if (ROOT / "mahjong_qt" / "core" / "modes") in path.parents:
                continue
            for found in mode_branches(path.read_text(encoding="utf-8")):
                branches.append(f"{path.relative_to(ROOT)}: {found}")
    assert branches == []


#: What a mode does, field by field: each is one of these enums (``None`` where allowed).
TYPED_FIELDS = {
    "opens": FirstChoice | None,
    "starts": StartsAtOnce | None,
    "again": NextGame,
    "card": CardShows,
    "card_more": CardMore | None,
    "progress": CountsProgress | None,
    "title": TitleNames,
    "ahead": DealtAhead | None,
}


def test_what_a_mode_does_is_a_typed_value():
    """What a mode opens, starts, offers again, shows on its card, counts, names in the title
    and deals ahead are enums naming what the player gets (no string key naming a screen): a
    misspelt member fails the type check and the import. No field of a definition is a bare
    string but its layouts and difficulty."""
    hints = typing.get_type_hints(ModeDefinition)
    for field, hint in TYPED_FIELDS.items():
        assert hints[field] == hint, field
    strings = {name for name, hint in hints.items() if hint in (str, str | None)}
    assert strings == {"layout_id", "default_layout_id", "difficulty"}
    for definition in MODES.values():
        for field, hint in TYPED_FIELDS.items():
            assert isinstance(getattr(definition, field), hint), (definition.id, field)
        # choosing a mode does one thing: it asks a first choice, or it starts a deal at once
        assert (definition.opens is None) != (definition.starts is None), definition.id


#: The window's choice over a mode kind, as the window writes it, with one member forgotten and
#: one misspelt.
_CHOICE = """
from typing import assert_never

from mahjong_qt.core.modes.mode_kinds import FirstChoice


def first_screen(choice: FirstChoice) -> str:
    match choice:
        case FirstChoice.LAYOUT:
            return "new game"
        case FirstChoice.LEVEL:
            return "map"
        case _:
            assert_never(choice)


first_screen(FirstChoice.RACEE)
"""


def test_a_forgotten_or_misspelt_mode_kind_fails_the_type_check(tmp_path):
    """The window's ``match`` over a kind ends in ``assert_never`` (``mode_screens.py``,
    ``start_screen.py``, ``mode_progress.py``, ``mode_controller.py``, ``window_title.py``):
    mypy (CI's ``.ci/static_checks``) fails on a member with no case and on a misspelt one."""
    pytest.importorskip("mypy")
    snippet = tmp_path / "choice.py"
    snippet.write_text(_CHOICE, encoding="utf-8")
    (tmp_path / "mypy.ini").write_text("[mypy]\nfollow_imports = silent\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(tmp_path / "mypy.ini"),
         "--cache-dir", str(tmp_path / "cache"), str(snippet)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr
    assert 'has no attribute "RACEE"' in done.stdout
    assert 'incompatible type "Literal[FirstChoice.RACE]"; expected "Never"' in done.stdout
