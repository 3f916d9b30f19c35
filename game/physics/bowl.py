"""Dice thrown into a bowl, seen from above.

The dice fly as every throw does (``flight.py``); the bowl pulls grounded
dice toward its middle (its slope), and its rim is a wall that a die clears
when it is still high in the air or hits the rim fast enough to ride up and
over it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

import pymunk

from game.core.dice import ThrowRequest
from game.core.game_parts import MatchKind
from game.physics.flight import (
    DIE,
    DT,
    RIM,
    Steps,
    ThrowPath,
    add_table_walls,
    die_size,
    flying,
    knocks_heard,
    launch,
    record_impact,
    to_rest,
)
from game.physics.gesture import Gesture, seat_angle, toward_centre

BOWL_RADIUS = 190.0  # the rim's centre line, in table units (logical pixels)
RIM_THICKNESS = 7.0
RIM_HEIGHT = 26.0  # a die higher than this passes over the rim
HOP_SPEED_MIN = 110.0  # slower than this at the rim, a die never rides over it
HOP_SPEED_MAX = 900.0  # faster than this, it always does
HOP_CURVE = 1.0
HAND_REACH = BOWL_RADIUS * 0.72  # the dice leave the hand this far from the middle
# Of a drag's line's distance from the middle, the part the hand keeps: a hand throwing into a bowl aims
# into it. A drag from one's seat slanting across the bowl passes half its radius or more off the middle,
# and thrown along that chord a die met the rim at a glance and left (3 of 8 such drags in a real window).
LINE_KEPT = 0.6


def hop_chance(outward_speed: float) -> float:
    """The chance that a die striking the rim at this outward speed clears it."""
    x = (outward_speed - HOP_SPEED_MIN) / (HOP_SPEED_MAX - HOP_SPEED_MIN)
    return min(1.0, max(0.0, x)) ** HOP_CURVE


def throw_origin(seat: int, index: int, count: int, seats: int = 2) -> tuple[float, float]:
    """Where the die leaves the hand: just inside the thrower's edge of the
    bowl, the dice side by side along it."""
    return hand_origin(seat_angle(seat, seats), index, count)


HAND_SPACING = 30.0  # between the middles of a d6's dice in the hand


def hand_spacing(sides: int) -> float:
    """Between the middles of the dice in the hand: a larger die (the d4 and
    the d12) held as far apart for its size as a d6, so the dice do not
    leave the hand lying on each other and kick apart (a d4 of 92 so thrown
    left the bowl twice as often)."""
    return HAND_SPACING * max(1.0, die_size(sides) / die_size(6))


def hand_origin(hand: float, index: int, count: int, spacing: float = HAND_SPACING) -> tuple[float, float]:
    """Where the die leaves a hand at ``hand`` round the bowl's middle: just
    inside its edge there, the dice side by side along it."""
    along = (index - (count - 1) / 2) * spacing
    return (
        HAND_REACH * math.cos(hand) - along * math.sin(hand),
        HAND_REACH * math.sin(hand) + along * math.cos(hand),
    )


def hand_for(gesture: Gesture, seat: int, seats: int) -> float:
    """Where round the bowl the hand lets go: the thrower's own side, or for
    a throw along a line, where that line comes into the hand's reach (so
    the dice fly along it across the bowl, as the drag's arrow showed). A
    line that misses the reach is thrown from its nearest point, along the
    rim."""
    if gesture.line is None:
        return seat_angle(seat, seats)
    ux, uy = math.cos(gesture.angle), math.sin(gesture.angle)
    line = max(-HAND_REACH, min(HAND_REACH, gesture.line * LINE_KEPT))
    back = math.sqrt(HAND_REACH**2 - line**2)
    return math.atan2(ux * line - uy * back, -uy * line - ux * back)


def _add_rim(space: pymunk.Space) -> None:
    segments = 64
    for k in range(segments):
        a0 = 2 * math.pi * k / segments
        a1 = 2 * math.pi * (k + 1) / segments
        rim = pymunk.Segment(
            space.static_body,
            (BOWL_RADIUS * math.cos(a0), BOWL_RADIUS * math.sin(a0)),
            (BOWL_RADIUS * math.cos(a1), BOWL_RADIUS * math.sin(a1)),
            RIM_THICKNESS,
        )
        rim.elasticity, rim.friction, rim.collision_type = 0.45, 0.4, RIM
        space.add(rim)


def simulate_throw(*args, **kwargs) -> ThrowPath:
    """``throwing`` at once."""
    return to_rest(throwing(*args, **kwargs))


def throwing(
    sides: int, count: int, seat: int, gesture: Gesture, rng: random.Random, *, seats: int = 2, rim_holds: bool = False
) -> Steps:
    """Throw ``count`` dice from ``seat``'s side of the bowl and record them
    until they rest (the ``ThrowPath``, step by step). With ``rim_holds`` no
    die ever leaves the bowl (games whose rules have no use for it)."""
    space = pymunk.Space()
    space.damping = 0.9
    _add_rim(space)
    add_table_walls(space)
    events: list = []
    clock = [0.0]
    hand = hand_for(gesture, seat, seats)
    origins = [hand_origin(hand, index, count, hand_spacing(sides)) for index in range(count)]
    tracks, shape_track = launch(space, sides, origins, gesture, rng)

    def rim_contact(arbiter, _space, _data) -> bool:
        index = shape_track[arbiter.shapes[0]]
        track = tracks[index]
        if rim_holds:
            return True
        if track.z > RIM_HEIGHT:
            events.append((clock[0], "over", index, track.z))  # flying over the rim
            return False
        body = track.body
        distance = body.position.length
        outward = body.velocity.dot(body.position / distance) if distance else 0.0
        # Whether a die rides over depends on how it strikes the rim (edge or
        # face, the spin): a chance that grows with its outward speed.
        if rng.random() < hop_chance(outward):
            track.vz = max(track.vz, 0.45 * outward)  # rides up the wall and jumps the lip
            track.grounded = False
            events.append((clock[0], "over", index, outward))
            return False
        return True

    handler = space.add_collision_handler(DIE, RIM)
    handler.begin = rim_contact
    handler.post_solve = record_impact(events, clock, shape_track, "rim")
    knocks_heard(space, tracks, shape_track, sides, events, clock)

    def check_rim(index: int, track, now: float) -> None:
        if not track.left_bowl and track.body.position.length > BOWL_RADIUS:
            track.left_bowl = True
            events.append((now, "out", index, track.body.velocity.length))

    frames, settled = yield from flying(
        space, tracks, sides, events, clock, lambda track: not track.left_bowl, check_rim
    )
    return ThrowPath(
        sides,
        DT,
        frames,
        events,
        [t.left_bowl for t in tracks],
        [t.face_changes for t in tracks],
        settled,
        ground="bowl",
    )


def in_the_bowl(rules: Any, ai: Any, rim_holds: bool, **more: Any) -> MatchKind:
    """What a game thrown into the bowl in the table's middle brings to a match (Death's Will, Doty,
    Spelldice): its ``rules``, its computer player's ``choose_action`` and ``style_figures`` (of the
    module ``ai``), every throw into the bowl toward its middle; ``more``: the rest of its ``MatchKind``."""
    return MatchKind(
        rules,
        ai.choose_action,
        bowl_throw(rim_holds),
        toward_centre,
        style_figures=ai.style_figures,
        **more,
    )


def bowl_throw(rim_holds: bool) -> Callable:
    """How a game throws into the bowl, as its ``MatchKind.simulate``: the
    dice a throw request names, from the thrower's seat; with ``rim_holds``
    none ever leaves the bowl."""

    def throw(request: ThrowRequest, gesture: Gesture, rng: random.Random, state, resting) -> Steps:
        return throwing(
            request.sides, request.count, request.thrower, gesture, rng, seats=len(state.names), rim_holds=rim_holds
        )

    return throw
