"""Where each die's mark stands on the Spottle table: beside its own die,
over no other, nearer its own than any other, so whose die is whose is read
at a glance however the dice cluster.

A die lying on the table is drawn as the seat sees it: its square on the
felt, its top raised up the screen (``LEAN`` of its height), so what it
covers is that square swept up; a mark keeps off that, not off a circle
round the die (which would leave no room between dice lying close).
"""

from __future__ import annotations

import math

MARK_RADIUS = 8  # a seat's mark beside its die: a little larger than the one by its name, to be read on the wood
MARK_REACH = MARK_RADIUS * 1.4  # the mark with its dark edge round it
MARK_GAP = 1.5  # between a mark's edge and its own die, as drawn
STEP = 4.0  # along a die's side, the spots a mark may stand at are this far apart
# the first tried: the near left corner (the die's shadow falls to the right), then the other corners
FIRST = (-3 * math.pi / 4, 3 * math.pi / 4, -math.pi / 4, math.pi / 4)
LEAN = 0.35  # as game.ui.solid_dice.LEAN: the seat's view (kept here too, this module draws nothing)
NEAR = 150.0  # dice farther apart than this cannot meet over a mark
CLEARLY = 4.0  # a mark is this much nearer its own die than any other, at least: plainly its own

Point = tuple[float, float]
Box = tuple[float, float, float, float]


def outline(x: float, y: float, angle: float, size: float) -> list[Point]:
    """A die lying at (x, y) turned ``angle``, as drawn: its square on the
    felt swept up the screen by its top's lean, anticlockwise."""
    half = size / 2
    c, s = math.cos(angle), math.sin(angle)
    square = [
        (x + c * u - s * v, y + s * u + c * v) for u, v in ((-half, -half), (half, -half), (half, half), (-half, half))
    ]
    rise = size * LEAN
    return _hull(square + [(px, py + rise) for px, py in square])


def _hull(points: list[Point]) -> list[Point]:
    points = sorted(points)

    def half(run) -> list[Point]:
        chain: list[Point] = []
        for p in run:
            while len(chain) >= 2 and _cross(chain[-2], chain[-1], p) <= 0:
                chain.pop()
            chain.append(p)
        return chain[:-1]

    return half(points) + half(reversed(points))


def _cross(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _edges(shape: list[Point]):
    """Each edge of an anticlockwise outline: its start, its outward normal, and its length."""
    for a, b in zip(shape, shape[1:] + shape[:1]):
        length = math.dist(a, b)
        yield a, ((b[1] - a[1]) / length, (a[0] - b[0]) / length), length


def off(point: Point, shape: list[Point]) -> float:
    """How far ``point`` stands off an outline (less than 0: inside it, by that much)."""
    return _Sides(shape).off(*point)


class _Sides:
    """An outline's edges worked out once: a die's mark is tried at dozens of spots, each measured
    against every die near it, when the dice come to rest."""

    __slots__ = ("edges", "middle", "reach")

    def __init__(self, shape: list[Point]):
        self.edges = [(ax, ay, nx, ny, length) for (ax, ay), (nx, ny), length in _edges(shape)]
        # a circle round it: a point stands off the outline by no less than it stands off the circle
        self.middle = (sum(x for x, _ in shape) / len(shape), sum(y for _, y in shape) / len(shape))
        self.reach = max(math.dist(self.middle, corner) for corner in shape)

    def least_off(self, px: float, py: float) -> float:
        """No more than ``off``: cheap, to pass by the dice too far to be the nearest."""
        return math.dist((px, py), self.middle) - self.reach

    def off(self, px: float, py: float) -> float:
        inside = -math.inf
        outside = math.inf
        for ax, ay, nx, ny, length in self.edges:
            dx, dy = px - ax, py - ay
            inside = max(inside, dx * nx + dy * ny)
            along = min(max(dx * -ny + dy * nx, 0.0), length)
            outside = min(outside, math.dist((px, py), (ax - ny * along, ay + nx * along)))  # as it always was
        return inside if inside < 0 else outside


def spots(shape: list[Point], centre: Point, away: float) -> list[Point]:
    """The spots ``away`` off an outline all round it (along each side and
    round each corner), in the order tried: those toward its corners first
    (``FIRST``), then round it."""
    edges = list(_edges(shape))
    found: list[Point] = []
    for k, ((ax, ay), (nx, ny), length) in enumerate(edges):
        (_, (px, py), _) = edges[k - 1]  # the side before: round the corner from its normal to this one
        start, end = math.atan2(py, px), math.atan2(ny, nx)
        bend = (end - start) % (2 * math.pi)
        found += [
            (ax + away * math.cos(start + bend * f), ay + away * math.sin(start + bend * f)) for f in (0.25, 0.5, 0.75)
        ]
        steps = max(1, round(length / STEP))
        found += [
            (ax - ny * length * f + nx * away, ay + nx * length * f + ny * away)
            for f in (i / steps for i in range(steps + 1))
        ]
    cx, cy = centre
    first = [
        min(found, key=lambda spot: abs(math.remainder(math.atan2(spot[1] - cy, spot[0] - cx) - turn, 2 * math.pi)))
        for turn in FIRST
    ]
    return first + found


def inside(box: Box, x: float, y: float, margin: float) -> bool:
    left, bottom, width, height = box
    return left - margin < x < left + width + margin and bottom - margin < y < bottom + height + margin


def places(dice: list[tuple[float, float, float] | None], size: float, keep_off: tuple = ()) -> list[Point | None]:
    """Where the mark of each die ((x, y, angle) as drawn, None if not shown)
    stands: the first spot round it off ``keep_off`` (the plaques, the
    creature), over no other die, nearer its own than any other, and apart
    from the marks placed before it; crowded, one on its own die's near side;
    hemmed in by dice lying close all round, the spot nearer its own where it
    covers the least of the others."""
    shapes = [None if die is None else outline(*die, size) for die in dice]
    sides = [None if shape is None else _Sides(shape) for shape in shapes]  # each outline measured once
    placed: list[Point] = []
    found: list[Point | None] = []
    for k, (die, shape) in enumerate(zip(dice, shapes)):
        if die is None or shape is None:
            found.append(None)
            continue
        others = [
            side
            for j, (other, side) in enumerate(zip(shapes, sides))
            if j != k and other is not None and side is not None and math.dist(other[0], shape[0]) < NEAR
        ]
        spot = _place(shape, (die[0], die[1]), others, placed, keep_off, size)
        found.append(spot)
        placed.append(spot)
    return found


def _place(
    shape: list[Point], centre: Point, others: list[_Sides], placed: list[Point], keep_off: tuple, size: float
) -> Point:
    """One die's mark (``places``): the first spot round it that is clear and apart from the marks
    before it, else the first clear one, worked out spot by spot in that order (most marks stand at
    the first spot tried)."""
    own_sides, other_sides = _Sides(shape), others

    def room(spot: Point) -> float:  # off the nearest other die
        if not other_sides:
            return size
        nearest = math.inf
        for sides in other_sides:
            if sides.least_off(*spot) - 1e-9 < nearest:  # else it cannot be nearer than the nearest yet
                nearest = min(nearest, sides.off(*spot))
        return nearest

    def fits(spot: Point) -> bool:
        space = room(spot)
        return space >= MARK_REACH and own_sides.off(*spot) + CLEARLY <= space

    round_it = spots(shape, centre, MARK_REACH + MARK_GAP)
    free = [spot for spot in round_it if not any(inside(box, *spot, MARK_RADIUS + 2) for box in keep_off)]
    first_clear = None
    for spot in free:
        if fits(spot):
            if all(math.dist(spot, other) >= 2 * MARK_REACH for other in placed):
                return spot
            first_clear = first_clear or spot
    if first_clear is not None:
        return first_clear
    near_side = (centre[0], centre[1] - size * 0.4)  # on its own side toward the seat, under its top
    if room(near_side) >= MARK_REACH:
        return near_side
    tried = [*(free or round_it), near_side]
    own = [spot for spot in tried if own_sides.off(*spot) + CLEARLY <= room(spot)]
    return max(own, key=room) if own else max(tried, key=lambda spot: room(spot) - own_sides.off(*spot))
