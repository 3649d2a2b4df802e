"""Where the bundled data lives: the source tree when run from a checkout, else the package.

The wheel installs ``layouts/`` and ``translations/`` as ``mahjong_qt/data/...`` (see
``pyproject.toml``); an editable install or a checkout uses the top-level folders.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["layouts_dir", "translations_dir", "bundled_layout_files", "license_text"]

_PACKAGE = Path(__file__).resolve().parent


def _data_dir(name: str) -> Path:
    installed = _PACKAGE / "data" / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name


def layouts_dir() -> Path:
    return _data_dir("layouts")


def translations_dir() -> Path:
    return _data_dir("translations")


def bundled_layout_files() -> list[Path]:
    """The bundled layout files (``*.json`` but the JSON Schema), sorted by name."""
    return sorted(p for p in layouts_dir().glob("*.json") if not p.name.endswith(".schema.json"))


def license_text() -> str:
    """The program's licence (``LICENSE``): beside the package in a checkout or a frozen bundle,
    else among the installed distribution's licence files; "" when it cannot be found."""
    beside = _PACKAGE.parent / "LICENSE"
    if beside.is_file():
        return beside.read_text(encoding="utf-8")
    from importlib import metadata

    try:
        text = metadata.distribution("mahjong-qt").read_text("licenses/LICENSE")
    except metadata.PackageNotFoundError:
        return ""
    return text or ""
