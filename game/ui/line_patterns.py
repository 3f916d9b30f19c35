"""Lines told apart by their pattern as well as their colour: solid, dashed,
dotted, dash and dot, or double. A pattern cuts a polyline into the pieces to
draw, by length along it, so it reads the same on a curve as on a straight."""

from __future__ import annotations

import math

# on, off, on, off... lengths in pixels; "double" is two lines side by side
PATTERNS: dict[str, tuple[float, ...] | None] = {
    "solid": None,
    "dashed": (16.0, 9.0),
    "dotted": (3.0, 8.0),
    "dash_dot": (16.0, 6.0, 3.0, 6.0),
    "double": None,
}


def _offset(points: list, by: float) -> list:
    """The polyline moved ``by`` to its left, square to its direction at each point."""
    moved = []
    for k, (x, y) in enumerate(points):
        (ax, ay), (bx, by_) = points[max(0, k - 1)], points[min(len(points) - 1, k + 1)]
        dx, dy = bx - ax, by_ - ay
        length = math.hypot(dx, dy) or 1.0
        moved.append((x - dy / length * by, y + dx / length * by))
    return moved


def _dashes(points: list, lengths: tuple[float, ...]) -> list[list]:
    pieces: list[list] = []
    current: list = [points[0]]
    on, index, left = True, 0, lengths[0]
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        step = math.hypot(bx - ax, by - ay)
        done = 0.0
        while step - done > left:
            done += left
            f = done / step
            point = (ax + (bx - ax) * f, ay + (by - ay) * f)
            if on:
                current.append(point)
                pieces.append(current)
            current = [point]
            on = not on
            index = (index + 1) % len(lengths)
            left = lengths[index]
        left -= step - done
        if on:
            current.append((bx, by))
    if on and len(current) > 1:
        pieces.append(current)
    return pieces


def pattern_pieces(points: list, pattern: str, width: float) -> list[list]:
    """The polylines that draw ``points`` in ``pattern`` at line ``width``."""
    if pattern == "double":
        return [_offset(points, width * 0.9), _offset(points, -width * 0.9)]
    lengths = PATTERNS[pattern]
    if lengths is None:
        return [list(points)]
    return _dashes(list(points), lengths)
