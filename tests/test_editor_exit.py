"""The editor exits cleanly after copying tiles to the system clipboard.

Qt destroys its clipboard after the Python interpreter has finished; mime data created in Python
then crashed the exit (segmentation fault). A subprocess, because the crash happens at exit.
"""

import os
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from editor.editing.commands import place
    from editor.window.main_window import EditorWindow

    app = QApplication(sys.argv)
    window = EditorWindow()
    window.show()
    session = window.session
    session.push(place(session.doc, [(0, 0, 0), (2, 0, 0)]))
    session.set_selection({(0, 0, 0), (2, 0, 0)})
    window.actions_.copy.trigger()
    session.undo_stack.setClean()
    QTimer.singleShot(50, window.close)
    QTimer.singleShot(100, app.quit)
    sys.exit(app.exec())
    """
)


def test_editor_exits_cleanly_after_copy(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAHJONG_QT_HOME=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
