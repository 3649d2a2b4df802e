"""``python -m mahjong_qt`` starts the game (the same as the ``mahjong-qt`` command)."""

import sys

from .app.main import main

sys.exit(main())
