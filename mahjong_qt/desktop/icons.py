"""The programs' icons as the hicolor icon theme holds them: a PNG at every size, the scalable
SVG and the one-colour ``-symbolic`` SVG.

    icons/hicolor/<N>x<N>/apps/<app id>.png        N in SIZES, rendered from the SVG by Qt
    icons/hicolor/scalable/apps/<app id>.svg
    icons/hicolor/symbolic/apps/<app id>-symbolic.svg

A wheel carries them under ``share/`` (rendered when it is built) and ``--install-desktop``
writes them under the XDG data home (rendered then). Rendering needs Qt's SVG module only.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from ..identity import EDITOR, GAME, Program
from . import data_dir

__all__ = ["SIZES", "IconFile", "icon_files", "render_png", "symbolic_path"]

SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def symbolic_path(program: Program) -> Path:
    """The program's one-colour icon (SVG), for panels and dark or high-contrast themes."""
    return data_dir() / "icons" / f"{program.app_id}-symbolic.svg"


@dataclass(frozen=True)
class IconFile:
    """One icon file under the data folder: copied from ``source``, or rendered from it at
    ``size`` px when ``size`` is set."""

    source: Path  # an SVG in the package
    target: PurePosixPath  # relative to the data folder (``share/``, the XDG data home)
    size: int | None = None


def icon_files(programs: tuple[Program, ...] = (GAME, EDITOR)) -> tuple[IconFile, ...]:
    files: list[IconFile] = []
    for program in programs:
        svg = data_dir() / "icons" / program.icon_file
        apps = PurePosixPath("icons", "hicolor")
        files += [
            IconFile(svg, apps / f"{n}x{n}" / "apps" / f"{program.app_id}.png", n) for n in SIZES
        ]
        files.append(IconFile(svg, apps / "scalable" / "apps" / program.icon_file))
        symbolic = symbolic_path(program)
        files.append(IconFile(symbolic, apps / "symbolic" / "apps" / symbolic.name))
    return tuple(files)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent ``size`` × ``size`` PNG (a Qt GUI application must
    exist). Raises ``ValueError`` when Qt cannot read the SVG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"cannot read the icon {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stub wants bytes; str at run time
    buffer.close()
    return bytes(data.data())
