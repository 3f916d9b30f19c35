"""A throw as the hand makes it. Pure data: the rules and the AI use it too."""

from __future__ import annotations

import math
from dataclasses import dataclass

STANDARD_STRENGTH = 0.45
STANDARD_SPREAD = 0.12
# Every angle a hand (atan2's half turn either way) or a computer (a seat's aim, a little off) throws at
# lies well within this; a gesture read back from elsewhere beyond it is not one.
ANGLE_BOUND = 4 * math.pi


@dataclass(frozen=True)
class Gesture:
    angle: float  # direction of the throw on the table, radians
    strength: float  # 0 a gentle drop .. 1 as hard as a hand throws
    spread: float = STANDARD_SPREAD  # how much the three dice scatter from the aim

    def __post_init__(self) -> None:
        if not (math.isfinite(self.angle) and math.isfinite(self.strength)):
            raise ValueError("a throw needs a finite direction and strength")
        object.__setattr__(self, "strength", min(1.0, max(0.0, self.strength)))
        object.__setattr__(self, "spread", min(1.0, max(0.0, self.spread)))

    def to_dict(self) -> dict:
        return {"angle": self.angle, "strength": self.strength, "spread": self.spread}

    def to_form(self) -> list[float]:
        """The gesture as a record, a save and a message write it: [angle, strength, spread]."""
        return [self.angle, self.strength, self.spread]

    @classmethod
    def from_form(cls, form: object) -> Gesture:
        """A gesture read back from its written form (a spread may be left out), every value checked
        before any arithmetic: a real number (never a boolean) within its bounds, so a huge integer, a
        NaN or an infinity is refused rather than converted. ValueError says which value is not one."""
        if not isinstance(form, (list, tuple)) or not 2 <= len(form) <= 3:
            raise ValueError("a throw's gesture is its angle, strength and spread")
        for name, value, low, high in zip(
            ("angle", "strength", "spread"), form, (-ANGLE_BOUND, 0, 0), (ANGLE_BOUND, 1, 1)
        ):
            # A comparison first: exact for an integer of any size, and false for a NaN.
            if type(value) not in (int, float) or not low <= value <= high:
                raise ValueError(f"a throw's {name} is a number from {low:.3g} to {high:.3g}")
        return cls(*(float(value) for value in form))


def seat_angle(seat: int, seats: int = 2) -> float:
    """Where a seat sits around the bowl, seen from its middle: seat 0 below
    it, the others evenly round the table clockwise (for two: seat 1 above)."""
    return -math.pi / 2 - 2 * math.pi * seat / seats


def toward_centre(seat: int, seats: int = 2) -> float:
    return seat_angle(seat, seats) + math.pi


def standard_gesture(seat: int, seats: int = 2) -> Gesture:
    return Gesture(toward_centre(seat, seats), STANDARD_STRENGTH)


def gesture_from_drag(dx: float, dy: float, full_drag: float, standard: Gesture) -> Gesture:
    """A drag of ``full_drag`` pixels or more is the hardest throw; a click
    without a drag is the ``standard`` throw."""
    length = math.hypot(dx, dy)
    if length < 8:
        return standard
    return Gesture(math.atan2(dy, dx), length / full_drag)
