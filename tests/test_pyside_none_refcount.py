"""The PySide6 6.12.0 / Python 3.11 trap: after a few thousand calls to Qt methods that return
None the interpreter aborts in ``none_dealloc``. The game calls such methods all the time
(``setZValue``, ``setPen``, ``setPos``, ``update``...), so a subprocess makes 20,000 of them and
must exit cleanly. ``pyproject.toml`` keeps 6.12 away from Python 3.11 for this reason."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPen
    from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene

    app = QApplication([])
    scene = QGraphicsScene()
    item = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(item)
    pen = QPen()
    for i in range(5000):
        item.setZValue(i)
        item.setPen(pen)
        item.setPos(QPointF(i, i))
        item.setVisible(bool(i % 2))
    print("done", flush=True)
    """
)


def test_twenty_thousand_none_returning_calls_exit_cleanly():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip().endswith("done")
