"""The validation of the layout being edited, kept current: it owns the report.

It rechecks the document after every edit that adds, removes or changes levels, keeps the last
:class:`~editor.checking.validation.ValidationReport` and announces it with ``reportChanged``; the
validation panel shows it, the slow checks and the file actions read it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..editing.document import Change
from ..editing.session import EditSession
from .validation import ValidationReport, validate

__all__ = ["ValidationModel"]


class ValidationModel(QObject):
    """The live validation report of one session's document."""

    reportChanged = Signal(object)  # the new ValidationReport

    def __init__(self, session: EditSession, parent: QObject | None = None):
        super().__init__(parent)
        self._session = session
        self.report: ValidationReport = self._validate()
        session.documentChanged.connect(self._on_change)

    def _validate(self) -> ValidationReport:
        doc = self._session.doc
        return validate(doc.tiles, doc.levels)

    def refresh(self) -> ValidationReport:
        """Recheck the document now and announce the result."""
        self.report = self._validate()
        self.reportChanged.emit(self.report)
        return self.report

    def _on_change(self, change: Change) -> None:
        if change.added or change.removed or change.levels_changed:
            self.refresh()
