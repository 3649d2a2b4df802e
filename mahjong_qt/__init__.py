"""Mahjong Qt: Mahjong solitaire for the desktop, with a layout editor."""

__version__ = "0.1.0"  # the single version source (pyproject.toml reads it; so do --version)
