"""A simulated hand: drags made as people make them, thrown at a match.

A person told to drag across the bowl presses somewhere near it and drags
over it, 150 to 400 pixels, at whatever angle they sit at, quickly or
slowly. Each drag made here goes through the window's own steps (a
``Drag`` pressed, moved as the pointer moves frame by frame, let go, and
the match's ``gesture_from_drag``), then through the physics the table
runs for that throw, with no window: so what it measures is what a person
at the table meets.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from game.core.dice import Fate
from game.physics.flight import to_rest
from game.physics.gesture import Drag, Gesture
from game.services.match import Match

PEOPLE_LENGTHS = (150.0, 400.0)  # table units (the window's pixels at 1280x720)
PEOPLE_SECONDS = (0.08, 1.2)  # a flick to a slow, careful pull
# A drag across the bowl passes this far from its middle at most, of the bowl's radius: drags made from
# one's seat in a real window slanted half the radius off it and more (0.3 was measured before them).
CROSSING = 0.6
WILD_LENGTHS = (450.0, 650.0)  # a drag as hard as a hand makes it
WILD_OFF_MIDDLE = (0.75, 1.0)  # aimed along the rim: its line this far from the middle, of the bowl's radius
FRAME = 1 / 60  # the window hears the pointer move once a frame
TREMOR = 2.0  # a hand's wobble off a straight drag, in table units


@dataclass(frozen=True)
class PersonDrag:
    """A drag as the window hears it: the press, the pointer at each frame,
    and where it was let go (the last point); table units from the middle
    of what is thrown into."""

    points: tuple[tuple[float, float], ...]
    seconds: float

    @property
    def length(self) -> float:
        (sx, sy), (ex, ey) = self.points[0], self.points[-1]
        return math.hypot(ex - sx, ey - sy)


def person_drag(
    rng: random.Random, length: float, angle: float, off_middle: float, seconds: float, along: float = 0.5
) -> PersonDrag:
    """A drag ``length`` long at ``angle`` whose line passes ``off_middle``
    from the middle (to its left, where negative), the middle ``along`` of
    the way from its press to its end; the pointer eases in and out over
    ``seconds`` (a hand speeds up and slows down) and trembles a little."""
    ux, uy = math.cos(angle), math.sin(angle)
    sx = -ux * length * along - uy * off_middle
    sy = -uy * length * along + ux * off_middle
    frames = max(1, round(seconds / FRAME))
    points = [(sx, sy)]
    for k in range(1, frames + 1):
        t = k / frames
        done = length * (10 * t**3 - 15 * t**4 + 6 * t**5)  # the smooth start and stop of a reach
        wobble = 0.0 if k == frames else rng.gauss(0, TREMOR)
        points.append((sx + ux * done - uy * wobble, sy + uy * done + ux * wobble))
    return PersonDrag(tuple(points), seconds)


def people_drags(rng: random.Random, count: int, bowl_radius: float) -> list[PersonDrag]:
    """``count`` drags across the bowl as people make them: 150 to 400 long,
    at every angle, quick and slow, starting anywhere round and over it."""
    return [
        person_drag(
            rng,
            rng.uniform(*PEOPLE_LENGTHS),
            rng.uniform(-math.pi, math.pi),
            rng.uniform(-CROSSING, CROSSING) * bowl_radius,
            rng.uniform(*PEOPLE_SECONDS),
            along=rng.uniform(0.25, 0.75),
        )
        for _ in range(count)
    ]


def wild_drags(rng: random.Random, count: int, bowl_radius: float) -> list[PersonDrag]:
    """The strongest drags a hand makes, fast, aimed along the rim."""
    return [
        person_drag(
            rng,
            rng.uniform(*WILD_LENGTHS),
            rng.uniform(-math.pi, math.pi),
            rng.choice((-1, 1)) * rng.uniform(*WILD_OFF_MIDDLE) * bowl_radius,
            rng.uniform(0.08, 0.25),
        )
        for _ in range(count)
    ]


def drag_gesture(match: Match, drag: PersonDrag) -> Gesture:
    """The throw a drag makes, by the window's steps: pressed, moved frame by frame, let go."""
    hand = Drag()
    hand.start(drag.points[0])
    for point in drag.points[1:-1]:
        hand.move(point)
    pulled = hand.release(drag.points[-1])  # its points are measured from the middle already
    assert pulled is not None
    return match.gesture_from_drag(pulled)


def leaves_the_bowl(match: Match, gesture: Gesture, rng: random.Random) -> bool:
    """Whether a die of the throw due at ``match``, thrown so, ends out of
    the bowl (or is otherwise lost), by the physics the table runs."""
    request = match.state.throw_request()
    path = to_rest(match.kind.simulate(request, gesture, rng, match.state, match.physics.resting))
    return path is not None and any(fate is not Fate.KEPT for fate in path.fates)


def piss_rate(matches: list[Match], drags: list[PersonDrag], seed: str) -> float:
    """How often these drags lose a die, thrown in turn at each match (one
    for each seat that throws), each throw's physics seeded by its number."""
    lost = 0
    for n, drag in enumerate(drags):
        match = matches[n % len(matches)]
        lost += leaves_the_bowl(match, drag_gesture(match, drag), random.Random(f"{seed}/{n}"))
    return lost / len(drags) if drags else 0.0


def piss_rate_by_length(matches: list[Match], drags: list[PersonDrag], seed: str, bands: list) -> dict:
    """``piss_rate`` of the drags in each band of lengths, named "150-200" and so on."""
    rates = {}
    for low, high in bands:
        some = [drag for drag in drags if low <= drag.length < high]
        rates[f"{low:.0f}-{high:.0f}"] = round(piss_rate(matches, some, f"{seed}/{low:.0f}"), 4)
    return rates
