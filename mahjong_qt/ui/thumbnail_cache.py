"""Layout thumbnails drawn by our tile renderer, kept on disk, made a few at a time (issue 17).

A thumbnail is a PNG in the cache dir named after the layout's content hash, the tile style,
its pixel size and device pixel ratio, so a copy of a layout shares it and a change of style makes
new ones. :class:`ThumbnailCache` answers at once with what is on disk (or in its small memory
cache) and queues what is missing; its builder renders the queue between events (a zero-delay
timer, a few milliseconds per thumbnail), the most recently asked first, so the thumbnails in
view come first, and says ``ready(content_hash)`` for each. Painting needs the GUI thread
(the renderer caches pixmaps), which is why it is sliced rather than threaded.
"""

from __future__ import annotations

import os
from collections import OrderedDict
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QSize, QTimer, Signal
from PySide6.QtGui import QPixmap

from ..core.atomic_io import PRIVATE_FILE_MODE, make_private_folder
from ..core.regular_file import read_regular_file
from .layout_thumbnail import render_layout_image
from .tile_renderer import TileRenderer

__all__ = ["ThumbnailCache"]

Positions = Sequence[tuple[int, int, int]]
_MEMORY = 600  # pixmaps kept in memory (a few screens of the browser)
_SLICE = 3  # thumbnails rendered per turn of the event loop
_MAX_PNG_BYTES = 4_000_000  # a thumbnail is a few kB


class ThumbnailCache(QObject):
    ready = Signal(str)  # the content hash whose thumbnail is now available

    def __init__(
        self,
        folder: str | os.PathLike[str],
        renderer: TileRenderer,
        size: QSize,
        dpr: float = 1.0,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.folder = Path(folder)
        self.renderer = renderer
        self.size = QSize(size)
        self.dpr = dpr
        self.built = 0
        self._memory: OrderedDict[str, QPixmap] = OrderedDict()
        self._queue: OrderedDict[str, Callable[[], Positions | None]] = OrderedDict()
        self._failed: set[str] = set()
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._build_some)

    def path_for(self, content_hash: str) -> Path:
        w, h = self.size.width(), self.size.height()
        dpr = f"{self.dpr:g}".replace(".", "_")
        return self.folder / f"{content_hash}-{self.renderer.style_id}-{w}x{h}@{dpr}.png"

    def get(self, content_hash: str, positions: Callable[[], Positions | None]) -> QPixmap | None:
        """The thumbnail if made; else ``None`` and it is queued (``positions()`` is called when
        its turn comes, and may return ``None`` for a layout that no longer reads)."""
        pixmap = self._memory.get(content_hash)
        if pixmap is not None:
            self._memory.move_to_end(content_hash)
            return pixmap
        pixmap = self._from_disk(self.path_for(content_hash))
        if pixmap is not None:
            pixmap.setDevicePixelRatio(self.dpr)
            self._remember(content_hash, pixmap)
            return pixmap
        if content_hash not in self._failed:
            self._queue[content_hash] = positions
            self._queue.move_to_end(content_hash, last=False)  # asked last, built first
            if not self._timer.isActive():
                self._timer.start()
        return None

    @staticmethod
    def _from_disk(path: Path) -> QPixmap | None:
        """The thumbnail kept in ``path``; None when there is none or it does not read (a pipe
        or a device there is not read)."""
        try:
            data = read_regular_file(path, _MAX_PNG_BYTES)
        except OSError:
            return None
        pixmap = QPixmap()
        if len(data) > _MAX_PNG_BYTES or not pixmap.loadFromData(data, "PNG"):
            return None
        return pixmap

    @property
    def pending(self) -> int:
        return len(self._queue)

    def stop(self) -> None:
        self._timer.stop()
        self._queue.clear()

    def _remember(self, key: str, pixmap: QPixmap) -> None:
        self._memory[key] = pixmap
        while len(self._memory) > _MEMORY:
            self._memory.popitem(last=False)

    def _build_some(self) -> None:
        for _ in range(_SLICE):
            if not self._queue:
                self._timer.stop()
                return
            key, positions_of = self._queue.popitem(last=False)
            positions = positions_of()
            if not positions:
                self._failed.add(key)
                continue
            image = render_layout_image(positions, self.size, self.renderer, dpr=self.dpr)
            self.built += 1
            path = self.path_for(key)
            try:
                make_private_folder(path.parent)
                temp = path.with_name(f".{path.name}.tmp")
                # PySide6's stub wants bytes for the format; it takes only str at run time
                if image.save(str(temp), "PNG"):  # type: ignore[call-overload]
                    os.chmod(temp, PRIVATE_FILE_MODE)
                    os.replace(temp, path)
            except OSError:
                pass  # no cache on disk: it is drawn again next time
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(self.dpr)
            self._remember(key, pixmap)
            self.ready.emit(key)
