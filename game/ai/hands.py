"""How a computer player's hand throws: looser at easy, steadier at hard."""

from __future__ import annotations

import random

from game.physics.gesture import Gesture, toward_centre

HANDS = {  # (strength mean, strength spread, aim spread) of each level's throw
    "easy": (0.50, 0.12, 0.22),
    "normal": (0.45, 0.06, 0.14),
    "hard": (0.42, 0.03, 0.10),
}


def computer_gesture(seat: int, level: str, rng: random.Random, seats: int = 2) -> Gesture:
    strength, strength_spread, aim_spread = HANDS[level]
    return Gesture(
        angle=toward_centre(seat, seats) + rng.gauss(0, aim_spread / 2),
        strength=rng.gauss(strength, strength_spread),
        spread=aim_spread,
    )
