"""How a die turns in three dimensions through a recorded flight.

The flight (``flight.py``) moves each die in the table's plane, turns it
about the upward axis and lifts it; which face ends on top is the rules'
value, drawn from the seeded dice source. So the die's turning is worked out
backwards from its end: it comes to rest showing that value, and every step
before, it is turned back by the roll its travel over that step gives (a die
rolls a face over every ``ROLL_DISTANCE`` of its sizes it travels, faster in
the air) and by its recorded spin. The die therefore tumbles as it moves and
lands on its value with no snap; the rules' values and the recorded paths
are untouched.
"""

from __future__ import annotations

import bisect
import math

from game.physics.solids import Quat, Solid, q_axis, q_mul, q_normal, q_yaw

ROLL_DISTANCE = 1.3  # a die's sizes of travel per face rolled over, on the ground (as the flight counts)
AIR_ROLL = 1.6  # faster tumbling while in the air
AIR_HEIGHT = 2.0  # above this height a die is in the air
SAMPLE_EVERY = 3  # recorded steps per worked-out turn: drawn between them by interpolation


def _inverse(q: Quat) -> Quat:
    return (q[0], -q[1], -q[2], -q[3])


def sampled_steps(frames: list) -> list[int]:
    """The steps a turn is worked out at: every ``SAMPLE_EVERY``-th, and the last."""
    return list(range(0, len(frames) - 1, SAMPLE_EVERY)) + [len(frames) - 1]


def turns(frames: list, die: int, size: float, solid: Solid, rest: Quat) -> list[Quat]:
    """The die's turn at each of ``sampled_steps(frames)``
    (``frames[step][die] = (x, y, angle, z)``): the last is ``rest`` turned
    by the die's final spin about the upward axis."""
    steps = sampled_steps(frames)
    turn = q_mul(q_yaw(upright(solid, frames[steps[-1]][die][2])), rest)
    out = [turn]
    per_distance = solid.turn_per_face / (ROLL_DISTANCE * size)
    for before, after in zip(reversed(steps[:-1]), reversed(steps[1:])):
        x0, y0, a0, z0 = frames[before][die]
        x1, y1, a1, z1 = frames[after][die]
        dx, dy = x1 - x0, y1 - y0
        moved = math.hypot(dx, dy)
        step = q_yaw(a1 - a0)
        if moved > 1e-6:
            roll = moved * per_distance * (AIR_ROLL if max(z0, z1) > AIR_HEIGHT else 1.0)
            # rolling forward turns the die about the level axis square to its travel
            step = q_mul(q_axis((-dy / moved, dx / moved, 0.0), roll), step)
        turn = q_normal(q_mul(_inverse(step), turn))
        out.append(turn)
    out.reverse()
    return out


def upright(solid: Solid, angle: float) -> float:
    """A die at rest turned ``angle`` looks the same turned by any turn of
    its top face's symmetry (a quarter for a d6): the one of these nearest
    upright, so its face's picture reads within half that turn of the player's view."""
    symmetry = 2 * math.pi / (3 if solid.sides == 4 else 5 if solid.sides == 12 else 4)
    return angle - symmetry * round(angle / symmetry)


def slerp(a: Quat, b: Quat, f: float) -> Quat:
    d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3]
    if d < 0:
        b, d = (-b[0], -b[1], -b[2], -b[3]), -d
    if d > 0.9995:
        return q_normal(tuple(p + (q - p) * f for p, q in zip(a, b)))  # type: ignore[arg-type]
    theta = math.acos(d)
    s = math.sin(theta)
    ka, kb = math.sin((1 - f) * theta) / s, math.sin(f * theta) / s
    return (a[0] * ka + b[0] * kb, a[1] * ka + b[1] * kb, a[2] * ka + b[2] * kb, a[3] * ka + b[3] * kb)


class Turning:
    """A die's turn through a flight, read at any step."""

    def __init__(self, frames: list, die: int, size: float, solid: Solid, rest: Quat):
        self.samples = turns(frames, die, size, solid, rest)
        self.steps = sampled_steps(frames)

    def at(self, step: float) -> Quat:
        k = bisect.bisect_right(self.steps, step) - 1
        if k >= len(self.steps) - 1:
            return self.samples[-1]
        k = max(0, k)
        a, b = self.steps[k], self.steps[k + 1]
        return slerp(self.samples[k], self.samples[k + 1], (step - a) / (b - a))
