"""A validation issue as the user reads it (the texts are shared with the game's layout errors)."""

from __future__ import annotations

from mahjong_qt.ui.error_texts import issue_text, sentence

from .validation import Issue

__all__ = ["describe_issue"]


def describe_issue(issue: Issue) -> str:
    """The issue in the user's language (texts shared with the game's layout errors)."""
    return sentence(issue_text(issue.code, dict(issue.params), issue.tiles))
