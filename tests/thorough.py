"""How thorough a test run is. The everyday run (the README's command, and
CI) tries half of each property test's random examples and one newcomer per
lesson, and keeps a picture of each lesson's end, not of every step;
``DICE_TAVERN_THOROUGH=1`` tries them all, a second newcomer, and keeps
every step's picture in shots/: run it after a change to a game's rules or
its lessons, and before a release."""

import os

THOROUGH = os.environ.get("DICE_TAVERN_THOROUGH") == "1"


def examples(full: int) -> int:
    """A property test's random examples in this run."""
    return full if THOROUGH else full // 2
