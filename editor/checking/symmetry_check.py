"""The validation panel's symmetry check: with mirror drawing on, the tiles whose mirror image
is missing (an issue of the list, that highlights them); always, which symmetries the layout has
about its own centre (a line of the summary).

It follows the document and the mirror setting (:attr:`EditorScene.mirrorChanged`) and hands
the panel plain values (:class:`SymmetryReport`); the rule is :mod:`editor.editing.mirror_edits`'.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, SignalInstance

from mahjong_qt.core.geometry import Position

from ..editing.commands import Mirror
from ..editing.document import Change
from ..editing.mirror_edits import Symmetry, asymmetric_tiles, layout_center
from ..editing.session import EditSession

__all__ = ["SymmetryReport", "SymmetryCheck", "check_symmetry"]


@dataclass(frozen=True, slots=True)
class SymmetryReport:
    """``mirror`` drawn (NONE: off) and the ``breaking`` tiles; ``own``: the mirrors the layout
    is symmetric under about its centre (VERTICAL, HORIZONTAL, both, or none)."""

    mirror: Mirror = Mirror.NONE
    breaking: tuple[Position, ...] = ()
    own: Mirror = Mirror.NONE


def check_symmetry(tiles: frozenset[Position] | set[Position], drawn: Symmetry) -> SymmetryReport:
    """The symmetry of ``tiles``: against the mirror drawn, and about their own centre."""
    breaking = tuple(asymmetric_tiles(tiles, drawn)) if drawn.on else ()
    centre = layout_center(tiles, (0, 0))
    found = [
        m
        for m in (Mirror.VERTICAL, Mirror.HORIZONTAL)
        if tiles and not asymmetric_tiles(tiles, Symmetry(m, centre))
    ]
    own = Mirror.BOTH if len(found) == 2 else (found[0] if found else Mirror.NONE)
    return SymmetryReport(drawn.mirror, breaking, own)


class SymmetryCheck(QObject):
    """``checked(report)`` after each edit and each change of mirror drawing."""

    checked = Signal(object)  # a SymmetryReport

    def __init__(
        self,
        session: EditSession,
        symmetry: Callable[[], Symmetry],
        mirror_changed: SignalInstance,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._symmetry = symmetry
        self.report = SymmetryReport()
        session.documentChanged.connect(self._on_change)
        mirror_changed.connect(self.run)

    def _on_change(self, change: Change) -> None:
        if change.added or change.removed:
            self.run()

    def run(self) -> SymmetryReport:
        self.report = check_symmetry(self._session.doc.tiles, self._symmetry())
        self.checked.emit(self.report)
        return self.report
