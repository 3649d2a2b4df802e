"""``python -m editor`` starts the layout editor (the same as the ``mahjong-editor`` command)."""

import sys

from .main import main

sys.exit(main())
