"""The Spottle table, seen from above: a flat table with raised edges, the
players round its near side, the Master across from them, and in the middle
the toad (or the crocodile), a body dice bounce off.

When the dice of a throw have come to rest, the toad may take one with its
tongue: a die resting within ``REACH`` of its mouth is taken with a chance
that grows as it lies closer (``snap_chance``), so where you aim matters. The
toad is trained never to take the Master's dice. A taken die is recorded in
the path: the tongue reaching out, touching it, and pulling it back into the
mouth, so the scene only plays it back.
"""

from __future__ import annotations

import math
import random

import pymunk

from game.physics.flight import (
    CREATURE,
    DIE,
    DT,
    RESTING,
    WALL,
    ThrowPath,
    add_table_walls,
    dice_knock,
    die_size,
    die_vertices,
    fly,
    launch,
    record_impact,
)
from game.physics.gesture import Gesture

TOAD_AT = (0.0, 95.0)        # the toad's middle, from the table's middle
TOAD_RADIUS = 44.0           # its body, which dice bounce off
MOUTH_AT = (0.0, 63.0)       # its mouth, at the front of the body, facing the players
CROCODILE_HALF = (70.0, 34.0)  # the crocodile's head, a box dice bounce off
REACH = 155.0                # the tongue's length from the mouth
SNAP_CHANCE_AT_MOUTH = 0.40  # the chance for a die resting right under its nose
SNAP_FALLOFF = 2.0           # how fast the chance fades with distance
NOTICE_SECONDS = 0.35        # the toad eyes a resting die before it strikes
TONGUE_OUT_SECONDS = 0.10
TONGUE_BACK_SECONDS = 0.22
GULP_SECONDS = 0.45
SEAT_INSET = 42.0            # how far inside the table's edge a hand lets go
PLAYER_ARC = (math.radians(200), math.radians(340))  # where the players sit round the near side
TABLE_RADII = (300.0, 250.0)  # the ellipse the seats sit on


def seat_spot(seat: int, players: int) -> tuple[float, float]:
    """Where a seat's hand lets go of a die, from the table's middle. The
    Master (seat ``players``) sits across the table, the players spread round
    the near side in seat order, left to right."""
    angle = seat_direction(seat, players)
    rx, ry = TABLE_RADII
    return (rx * math.cos(angle) * (1 - SEAT_INSET / rx), ry * math.sin(angle) * (1 - SEAT_INSET / ry))


def seat_direction(seat: int, players: int) -> float:
    if seat >= players:
        return math.pi / 2
    low, high = PLAYER_ARC
    if players == 1:
        return (low + high) / 2
    return low + (high - low) * seat / (players - 1)


def toward_middle(seat: int, players: int) -> float:
    """The direction of a standard throw: at the middle of the table, where the toad sits."""
    x, y = seat_spot(seat, players)
    return math.atan2(-y, -x)


def snap_chance(distance: float) -> float:
    """The chance the toad takes a player's die resting this far from its mouth."""
    if distance >= REACH:
        return 0.0
    return SNAP_CHANCE_AT_MOUTH * (1 - distance / REACH) ** SNAP_FALLOFF


def _add_creature(space: pymunk.Space, creature: str | None) -> None:
    if creature == "toad":
        body = pymunk.Circle(space.static_body, TOAD_RADIUS, TOAD_AT)
    elif creature == "crocodile":
        w, h = CROCODILE_HALF
        x, y = TOAD_AT
        body = pymunk.Poly(space.static_body, [(x - w, y - h), (x + w, y - h), (x + w, y + h), (x - w, y + h)])
    else:
        return
    body.elasticity, body.friction, body.collision_type = 0.35, 0.5, CREATURE
    space.add(body)


def _add_resting_dice(space: pymunk.Space, resting) -> None:
    """Dice thrown earlier this round lie where they stopped: a new die knocks into them."""
    for x, y, angle, sides in resting:
        corners = [pymunk.Vec2d(*v).rotated(angle) + (x, y) for v in die_vertices(sides)]
        die = pymunk.Poly(space.static_body, corners, radius=1.5)
        die.elasticity, die.friction, die.collision_type = 0.4, 0.4, RESTING
        space.add(die)


def simulate_table_throw(sides: int, count: int, seat: int, players: int, gesture: Gesture, rng: random.Random,
                         *, creature: str | None, eats: bool, resting=()) -> ThrowPath:
    """Throw ``count`` dice from ``seat``'s place and record them until they
    rest; then, if ``eats`` (a player's die with the live toad on the table),
    the toad may take the dice within its reach. ``resting`` holds the dice
    already on the table, as (x, y, angle, sides)."""
    space = pymunk.Space()
    space.damping = 0.9
    add_table_walls(space)
    _add_creature(space, creature)
    _add_resting_dice(space, resting)
    events: list = []
    clock = [0.0]
    x, y = seat_spot(seat, players)
    across = seat_direction(seat, players) + math.pi / 2
    origins = [(x + (k - (count - 1) / 2) * 30 * math.cos(across), y + (k - (count - 1) / 2) * 30 * math.sin(across))
               for k in range(count)]
    tracks, shape_track = launch(space, sides, origins, gesture, rng)
    handler = space.add_collision_handler(DIE, DIE)
    handler.begin = dice_knock(tracks, shape_track, sides)
    handler.post_solve = record_impact(events, clock, shape_track, "knock")
    space.add_collision_handler(DIE, WALL).post_solve = record_impact(events, clock, shape_track, "wall")
    space.add_collision_handler(DIE, CREATURE).post_solve = record_impact(events, clock, shape_track, "creature")

    def low_enough(arbiter, _space, _data) -> bool:  # a die in the air flies over the dice at rest
        return tracks[shape_track[arbiter.shapes[0]]].z < die_size(sides) * 0.8

    handler = space.add_collision_handler(DIE, RESTING)
    handler.begin = low_enough
    handler.post_solve = record_impact(events, clock, shape_track, "knock")

    frames, settled = fly(space, tracks, sides, events, clock, lambda _track: False, lambda *_: None)
    path = ThrowPath(sides, DT, frames, events, [False] * count, [t.face_changes for t in tracks], settled,
                     swallowed=[False] * count)
    if eats and creature == "toad":
        _feed_the_toad(path, rng)
    return path


def _feed_the_toad(path: ThrowPath, rng: random.Random) -> None:
    """The tongue takes each resting die it wins (nearest first), one after
    another; the path gains the frames of each pull."""
    rest = path.frames[-1]
    mx, my = MOUTH_AT
    by_distance = sorted(range(len(rest)), key=lambda die: math.dist(rest[die][:2], MOUTH_AT))
    for die in by_distance:
        distance = math.dist(rest[die][:2], MOUTH_AT)
        if rng.random() >= snap_chance(distance):
            continue
        start = path.duration + NOTICE_SECONDS
        touch = start + TONGUE_OUT_SECONDS * (0.5 + distance / REACH)
        back = touch + TONGUE_BACK_SECONDS
        gone = back + GULP_SECONDS
        x0, y0, angle, _ = path.frames[-1][die]
        last = list(path.frames[-1])
        t = path.duration
        while t < gone - 1e-9:
            t += DT
            frame = list(last)
            if t >= touch:
                pull = min(1.0, (t - touch) / (back - touch))
                pull = pull * pull  # slow off the table, fast into the mouth
                frame[die] = (x0 + (mx - x0) * pull, y0 + (my - y0) * pull, angle + pull * 3.0, 6.0 * pull)
            path.frames.append(frame)
            last = frame if t >= back else last
        path.swallowed[die] = True
        path.tongue.append((die, start, touch, back))
        path.events.append((start, "tongue", die, distance))
        path.events.append((back, "gulp", die, distance))
    path.events.sort(key=lambda event: event[0])

