"""The measured difficulty of layouts, kept between runs for the layout manager's column.

A measurement (:class:`~mahjong_qt.core.winnability.WinnabilitySample`'s counts) is kept under the
layout's shape (:func:`~mahjong_qt.core.winnability.layout_fingerprint`), so it follows a layout
through renames, duplicates and imports, and an edited shape is simply not measured yet. One
versioned JSON file, ``layout-difficulty.json`` in the user's data folder, written atomically;
a bad file is set aside and the measures start afresh (pure Python, no Qt).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from mahjong_qt.core.paths import user_paths
from mahjong_qt.core.user_files import Count, Notice, load_model_file, write_json_object
from mahjong_qt.core.winnability import Share, WinnabilitySample, layout_fingerprint

__all__ = [
    "Measure",
    "Difficulties",
    "difficulty_path",
    "load_difficulties",
    "record_measure",
    "MAX_LAYOUTS",
]

SCHEMA_VERSION: Final = 1
MAX_LAYOUTS = 20_000
_MAX_BYTES = 8_000_000

Fingerprint = Annotated[str, Field(pattern=r"^[0-9a-f]{24}$")]


class Measure(BaseModel):
    """What random deals gave on one shape."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    deals: Count
    winnable: Count
    undecided: Count
    games: Count
    wins: Count

    @classmethod
    def of(cls, sample: WinnabilitySample) -> Measure:
        return cls(
            deals=sample.deals,
            winnable=sample.winnable,
            undecided=sample.undecided,
            games=sample.games,
            wins=sample.wins,
        )

    @property
    def winnable_share(self) -> Share:
        return Share(min(self.winnable, self.deals - self.undecided), self.deals - self.undecided)

    @property
    def random_win_share(self) -> Share:
        return Share(min(self.wins, self.games), self.games)


class Difficulties(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = SCHEMA_VERSION
    layouts: dict[Fingerprint, Measure] = Field(default_factory=dict, max_length=MAX_LAYOUTS)

    def of(self, positions) -> Measure | None:
        return self.layouts.get(layout_fingerprint(positions))


def difficulty_path() -> Path:
    return user_paths().data_dir / "layout-difficulty.json"


def load_difficulties(path: str | os.PathLike[str]) -> tuple[Difficulties, Notice | None]:
    """The measures in ``path`` (none without a file); a bad file is set aside, with a notice."""
    return load_model_file(
        path,
        Difficulties,
        max_bytes=_MAX_BYTES,
        current=SCHEMA_VERSION,
        what="layout difficulty file",
        then="the layouts will be measured again",
    )


def record_measure(path: str | os.PathLike[str], sample: WinnabilitySample) -> Difficulties:
    """Keep ``sample``'s measure of its layout (over an older one); written atomically. Raises
    ``OSError`` when the file cannot be written."""
    known, _notice = load_difficulties(path)
    layouts = dict(known.layouts)
    layouts[layout_fingerprint(sample.positions)] = Measure.of(sample)
    while len(layouts) > MAX_LAYOUTS:
        layouts.pop(next(iter(layouts)))
    updated = Difficulties(layouts=layouts)
    write_json_object(path, updated.model_dump(mode="json"))
    return updated
