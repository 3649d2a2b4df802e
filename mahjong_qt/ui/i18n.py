"""Qt translators for the game and the editor, switchable while the program runs.

Installing or removing a ``QTranslator`` makes Qt send ``QEvent.LanguageChange`` to every widget;
windows re-set their texts in ``changeEvent`` (a ``retranslate()`` method), so a language switch
needs no restart.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

from ..resources import translations_dir

if TYPE_CHECKING:

    def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name, for lupdate)
        """Qt's marker of a text to translate later; it returns ``text``. (PySide6's stub
        says it returns ``object``: import it from here, typed.)"""
        ...
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = [
    "SUPPORTED_LANGUAGES",
    "resolve_language",
    "current_language",
    "Translations",
    "QT_TRANSLATE_NOOP",
]

SUPPORTED_LANGUAGES = ("en", "fr")

#: Texts of Qt's own file dialog that Qt's French catalog (qtbase_fr) lacks in this Qt version:
#: our catalog translates them in Qt's context, so "Look in:" is French too.
QT_TEXTS_MISSING_IN_QTBASE = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)


def resolve_language(choice: str) -> str:
    """``"fr"`` or ``"en"`` for a setting of ``"system"``, ``"fr"`` or ``"en"``."""
    if choice in SUPPORTED_LANGUAGES:
        return choice
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in SUPPORTED_LANGUAGES:
            return code
    return "en"


def current_language() -> str:
    """The language the interface is in now (``"fr"`` or ``"en"``), as :class:`Translations`
    last set it: for names that come with their own translations (layouts, tile sets)."""
    return "fr" if QLocale().language() == QLocale.Language.French else "en"


class Translations:
    """The translators of one application. Keep this object alive as long as the application."""

    def __init__(self, app: QCoreApplication, catalogs: Sequence[str] = ("mahjong_qt",)):
        self._app = app
        self._catalogs = tuple(catalogs)
        self._installed: list[QTranslator] = []
        self.language = "en"

    def set_language(self, choice: str) -> str:
        """Install the translators for ``choice`` ("system", "fr", "en"); returns the language."""
        lang = resolve_language(choice)
        for tr in self._installed:
            self._app.removeTranslator(tr)
        self._installed = []
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if lang != "en":
            qt_tr = QTranslator(self._app)
            if qt_tr.load(f"qtbase_{lang}", qt_dir):
                self._installed.append(qt_tr)
        for catalog in self._catalogs:
            tr = QTranslator(self._app)
            if tr.load(f"{catalog}_{lang}", str(translations_dir())):
                self._installed.append(tr)
        for tr in self._installed:
            self._app.installTranslator(tr)
        self.language = lang
        QLocale.setDefault(
            QLocale(QLocale.Language.French if lang == "fr" else QLocale.Language.English)
        )
        return lang
