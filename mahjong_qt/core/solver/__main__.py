"""``python -m mahjong_qt.core.solver``: say whether the compiled or the pure modules run."""

from .native import describe

print(describe())
