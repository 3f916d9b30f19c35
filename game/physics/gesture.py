"""A throw as the hand makes it. Pure data: the rules and the AI use it too."""

from __future__ import annotations

import math
from dataclasses import dataclass

STANDARD_STRENGTH = 0.45
STANDARD_SPREAD = 0.12
# Every angle a hand (atan2's half turn either way) or a computer (a seat's aim, a little off) throws at
# lies well within this; a gesture read back from elsewhere beyond it is not one.
ANGLE_BOUND = 4 * math.pi
LINE_BOUND = 4096.0  # table units: a drag's line passes within the window of the middle, far inside this
# How a drag's length (table units: the window's pixels at 1280x720) makes
# its strength; see drag_strength.
CLICK = 8.0  # a drag shorter than this is a click
STANDARD_DRAG = 280.0  # a drag this long throws the game's standard throw
USUAL_DRAG = 420.0  # the longest drag a hand makes across the bowl without meaning it wild
FULL_DRAG = 640.0  # a drag this long is the hardest throw
DRAG_CURVE = 0.57  # below USUAL_DRAG: 150 throws 0.7 of the standard, 400 1.23


@dataclass(frozen=True)
class Gesture:
    angle: float  # direction of the throw on the table, radians
    strength: float  # 0 a gentle drop .. 1 as hard as a hand throws
    spread: float = STANDARD_SPREAD  # how much the three dice scatter from the aim
    # A dragged throw flies along the drag's line, wherever round the bowl
    # the hand must be to throw along it: how far that line passes from the
    # middle, to the left of the throw (negative: to its right). None: from
    # the thrower's own side (a key's throw, a computer's).
    line: float | None = None

    def __post_init__(self) -> None:
        if not (math.isfinite(self.angle) and math.isfinite(self.strength)):
            raise ValueError("a throw needs a finite direction and strength")
        if self.line is not None and not math.isfinite(self.line):
            raise ValueError("a throw's line must be finite")
        object.__setattr__(self, "strength", min(1.0, max(0.0, self.strength)))
        object.__setattr__(self, "spread", min(1.0, max(0.0, self.spread)))

    def to_form(self) -> list[float]:
        """The gesture's one written form, as a match's record, a save, an online message, the told
        throws and the fuzz write it: [angle, strength, spread], and a dragged throw's line after
        them. Records of every earlier version wrote this list, so they read back alike."""
        kept = [self.angle, self.strength, self.spread]
        return kept if self.line is None else [*kept, self.line]

    @classmethod
    def from_form(cls, form: object) -> Gesture:
        """A gesture read back from its written form (a spread may be left out), every value checked
        before any arithmetic: a real number (never a boolean) within its bounds, so a huge integer, a
        NaN or an infinity is refused rather than converted. ValueError says which value is not one."""
        if not isinstance(form, (list, tuple)) or not 2 <= len(form) <= 4:
            raise ValueError("a throw's gesture is its angle, strength and spread, and a drag's line")
        bounds = zip(
            ("angle", "strength", "spread", "line"),
            form,
            (-ANGLE_BOUND, 0, 0, -LINE_BOUND),
            (ANGLE_BOUND, 1, 1, LINE_BOUND),
        )
        for name, value, low, high in bounds:
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


def drag_strength(length: float, standard: float) -> float:
    """How hard a drag ``length`` long throws, for a game whose key throws
    ``standard``. People drag 150 to 400 pixels across a bowl, fast or slow,
    whatever throw they mean: that whole span throws near the standard
    (0.7 to 1.2 of it, longer a little harder), so an everyday drag lands
    as the key's throw does. Past ``USUAL_DRAG`` the hand means it: the
    throw hardens steeply, to the hardest at ``FULL_DRAG``."""
    usual = standard * (USUAL_DRAG / STANDARD_DRAG) ** DRAG_CURVE
    if length <= USUAL_DRAG:
        return standard * (length / STANDARD_DRAG) ** DRAG_CURVE
    past = min(1.0, (length - USUAL_DRAG) / (FULL_DRAG - USUAL_DRAG))
    return usual + (1.0 - usual) * past**2


def drag_length(strength: float, standard: float) -> float:
    """The drag that throws ``strength`` (the inverse of ``drag_strength``):
    how long the keys' arrow is drawn, so the keys throw as it shows."""
    usual = standard * (USUAL_DRAG / STANDARD_DRAG) ** DRAG_CURVE
    if strength <= usual:
        return STANDARD_DRAG * (max(0.0, strength) / standard) ** (1 / DRAG_CURVE)
    past = math.sqrt((min(1.0, strength) - usual) / (1.0 - usual))
    return USUAL_DRAG + past * (FULL_DRAG - USUAL_DRAG)


@dataclass(frozen=True)
class Pull:
    """A drag let go: where its press began, from the middle of what the dice
    are thrown into, and how far it pulled, in table units."""

    x: float
    y: float
    dx: float
    dy: float

    @property
    def length(self) -> float:
        return math.hypot(self.dx, self.dy)

    @property
    def line(self) -> float:
        """How far the drag's line passes from the middle, to its left
        (the middle to its right)."""
        return (self.y * self.dx - self.x * self.dy) / self.length if self.length else 0.0


def gesture_from_drag(pull: Pull, standard: Gesture) -> Gesture:
    """The throw a drag makes: along its line, as hard as ``drag_strength``
    says for its length (its speed is not read: what the arrow showed is
    what is thrown, and keys and a gamepad draw the same arrow). A click
    without a drag is the ``standard`` throw."""
    if pull.length < CLICK:
        return standard
    strength = drag_strength(pull.length, standard.strength)
    return Gesture(math.atan2(pull.dy, pull.dx), strength, standard.spread, pull.line)


class Drag:
    """A throw being dragged: where the press began and where the pointer is
    now, in table units. The window's arrow is one, and so is a simulated
    hand's drag, so both turn a drag into a throw by the same steps."""

    def __init__(self) -> None:
        self.began: tuple[float, float] | None = None
        self.now: tuple[float, float] | None = None

    def start(self, point: tuple[float, float]) -> None:
        self.began = self.now = point

    def move(self, point: tuple[float, float]) -> None:
        if self.began is not None:
            self.now = point

    def drop(self) -> None:
        self.began = self.now = None

    def release(self, point: tuple[float, float], middle: tuple[float, float] = (0.0, 0.0)) -> Pull | None:
        """Let go: the ``Pull``, measured from ``middle`` (where the dice fly
        over, in the drag's units), or None where no drag began."""
        if self.began is None:
            return None
        (sx, sy), (ex, ey) = self.began, point
        self.drop()
        return Pull(sx - middle[0], sy - middle[1], ex - sx, ey - sy)
