"""The five die colours of Spelldice, as data: what each does as a shot
(rolled at a wizard, hitting at or above its need) and as a spell (cast on
any shot roll, not rolled). Purple is a wizard's health, and the Deadshot of
the eliminated."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Colour:
    key: str
    shot: str
    need: int  # a shot hits on this roll or more
    spell: str
    symbol: str  # how the die is told apart without its colour
    shot_text: str
    spell_text: str


COLOURS = (
    Colour("green", "Booster Shot", 5, "Spur", "leaf", "1 damage; the shooter heals 1", "reroll a shot roll"),
    Colour(
        "blue",
        "Hip Shot",
        5,
        "Dodge",
        "drop",
        "1 damage; the target cancels one of their shots still to roll",
        "a shot roll -1",
    ),
    Colour("red", "Hot Shot", 4, "Uno Mas", "flame", "1 damage", "a shot roll +1"),
    Colour(
        "black",
        "Cheap Shot",
        3,
        "Underhand",
        "skull",
        "1 damage; the black die is banished after the shot",
        "turn a shot roll to its opposite face (7 minus it); the black die is banished",
    ),
)
COLOUR_BY_KEY = {colour.key: colour for colour in COLOURS}
SHOT_ORDER = ("green", "blue", "red", "black", "purple")  # purple last: the Deadshots
PURPLE = "purple"
START_HEALTH = 3
MAX_HEALTH = 6
DEADSHOT_START = 6  # the first Deadshot needs a 6 ...
DEADSHOT_LOWEST = 2  # ... one less after each miss, down to this
