"""The toad's and the crocodile's bodies on the table, in one place: the
shapes their pictures are made from (build_scripts/make_creatures.py, lit
by the dice's light) and where the game draws their living parts on them
(the toad's pupils, lids and mouth; the crocodile's teeth), so the two
agree. Each body stands inside the one the physics gives it, so a die at
rest lies beside it, never on it.

A shape is a dome on the felt: ``(u, v)`` across and up the table from the
creature's middle, its radii, the height of its top and of its foot, and
its colour. Seen from the seat, a point ``h`` high is drawn ``LEAN * h``
higher up the screen, as a die's top is (``game.ui.solid_dice``).
"""

from __future__ import annotations

import math

from game.games.spottle.physics import CROCODILE_HALF, TOAD_RADIUS

LEAN = 0.35  # as game.ui.solid_dice.LEAN: the seat's view (kept here too, this module draws nothing)

SKIN, BACK, WART = (96, 122, 50), (118, 140, 64), (74, 94, 38)
EYE = (236, 210, 110)
# (u, v, ru, rv, top, foot, colour): the body, its head to the players, its
# legs tucked at its sides; all inside the physics' circle (TOAD_RADIUS)
TOAD_DOMES = (
    (0.0, 6.0, 37.0, 34.0, 30.0, 0.0, SKIN),
    (0.0, -12.0, 30.0, 22.0, 26.0, 0.0, SKIN),
    (-27.0, 16.0, 11.0, 16.0, 14.0, 0.0, SKIN),
    (27.0, 16.0, 11.0, 16.0, 14.0, 0.0, SKIN),
    (-24.0, -24.0, 9.0, 10.0, 10.0, 0.0, SKIN),
    (24.0, -24.0, 9.0, 10.0, 10.0, 0.0, SKIN),
)
TOAD_WARTS = (
    (-14, 20, 4),
    (12, 26, 3.5),
    (22, 8, 4),
    (-24, 4, 3.5),
    (2, 12, 5),
    (-6, 30, 3),
    (26, 22, 3),
    (-28, 18, 3),
)
TOAD_EYES = ((-15.0, -15.0), (15.0, -15.0))  # the eyes' middles on the head
TOAD_EYE = (9.0, 38.0, 24.0)  # each eye's radius, its top and its foot: it bulges from the head
TOAD_MOUTH_V = -31.0  # the mouth's line across the head's front, at its middle
TOAD_TOP = 40.0  # the highest any part stands: the picture reaches this much higher up the screen

GREEN, SCALE, JAW = (70, 118, 66), (56, 98, 52), (164, 50, 50)
CROC_HEAD = (CROCODILE_HALF[0] - 2, CROCODILE_HALF[1] - 2, 22.0)  # half its width and depth, and its height
CROC_EYES = ((-38.0, 18.0), (38.0, 18.0))
CROC_EYE = (10.0, 32.0, 18.0)
CROC_MOUTH = (56.0, -26.0, -3.0)  # the open mouth: its half width, its near and far edges (v)
CROC_MOUTH_FLOOR = 6.0  # the inside of the open mouth, low between its jaws
CROC_TOP = 32.0


def reach(dome: tuple) -> float:
    """How far from the creature's middle a dome's foot reaches (its edge, walked round)."""
    u, v, ru, rv = dome[:4]
    return max(math.hypot(u + ru * math.cos(a / 32 * math.pi), v + rv * math.sin(a / 32 * math.pi)) for a in range(64))


def seen(u: float, v: float, h: float) -> tuple[float, float]:
    """Where a point ``h`` over the felt at (u, v) is drawn, from the creature's middle."""
    return u, v + LEAN * h


def picture_size(half: tuple[float, float], top: float) -> tuple[int, int]:
    """The picture round a body of ``half`` its footprint and ``top`` high:
    centred on its middle, as high above it as below (a sprite's middle is its own)."""
    return 2 * round(half[0] + 2), 2 * round(half[1] + LEAN * top + 2)


TOAD_PICTURE = picture_size((TOAD_RADIUS, TOAD_RADIUS), TOAD_TOP)
CROC_PICTURE = picture_size(CROCODILE_HALF, CROC_TOP)
TOAD_EYES_SEEN = tuple(seen(u, v, TOAD_EYE[1]) for u, v in TOAD_EYES)
TOAD_MOUTH_SEEN = seen(0.0, TOAD_MOUTH_V, 12.0)  # on the head's sloping front
# the crocodile's teeth rows, seen: along the far and the near edge of its open mouth
CROC_TEETH_SEEN = (seen(0.0, CROC_MOUTH[2], CROC_HEAD[2])[1], seen(0.0, CROC_MOUTH[1], CROC_HEAD[2])[1])
