"""The face a die shows while it tumbles.

A 2D simulation cannot say which face ends on top, so the value comes from the
seeded dice source and the shown face walks backwards from it over adjacent
faces: every value stays exactly as likely as the dice source made it.
"""

from __future__ import annotations

import random


def neighbours(sides: int, face: int) -> list[int]:
    """Faces a die can roll onto from ``face``: any but itself and, where a
    die has one, its opposite face (opposite faces sum to sides + 1)."""
    opposite = sides + 1 - face if sides in (6, 12) else None
    return [f for f in range(1, sides + 1) if f != face and f != opposite]


def face_walk(sides: int, final: int, changes: int, rng: random.Random) -> list[int]:
    """``changes + 1`` faces, each adjacent to the next, ending on ``final``."""
    faces = [final]
    for _ in range(changes):
        faces.append(rng.choice(neighbours(sides, faces[-1])))
    faces.reverse()
    return faces
