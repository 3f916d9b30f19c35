"""How a computer player's hand throws: looser at easy, steadier at hard."""

from __future__ import annotations

import random

from game.physics.gesture import Gesture

HOUSE = "house"  # a seat past the players' (the Spottle Master): the house throws, and never carelessly
HANDS = {  # (strength mean, strength spread, aim spread) of each level's throw
    "easy": (0.50, 0.12, 0.22),
    "normal": (0.45, 0.06, 0.14),
    "hard": (0.42, 0.03, 0.10),
    HOUSE: (0.40, 0.03, 0.08),
}


def computer_gesture(aim: float, level: str, rng: random.Random) -> Gesture:
    """A throw at ``aim`` (the standard direction) as a hand of this level makes it."""
    strength, strength_spread, aim_spread = HANDS[level]
    return Gesture(
        angle=aim + rng.gauss(0, aim_spread / 2),
        strength=rng.gauss(strength, strength_spread),
        spread=aim_spread,
    )
