"""``--help`` says each option's default: one rule for every program's parser (and so for the
man pages, which are made from the same parsers).

    args = show_defaults(parser).parse_args(argv)

An option whose help does not already speak of its default gets ``(default: X)`` appended; an
option with no default to speak of (``None``, a ``store_true`` flag, ``--help``, ``--version``)
is left as it is. Sub-commands' options too.
"""

from __future__ import annotations

import argparse

__all__ = ["show_defaults"]


def _worth_saying(action: argparse.Action) -> bool:
    return (
        bool(action.option_strings)
        and action.default not in (None, False, argparse.SUPPRESS)
        and action.nargs != 0  # a flag (store_true, store_const, count's 0...)
        and "default" not in (action.help or "").lower()
        and action.help is not argparse.SUPPRESS
    )


def show_defaults(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Append the default to the help of ``parser``'s options (and its sub-commands'); returns
    ``parser``."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):  # an alias names the same parser
                show_defaults(sub)
        elif _worth_saying(action):
            note = "(default: %(default)s)"
            action.help = f"{action.help} {note}" if action.help else note
    return parser
