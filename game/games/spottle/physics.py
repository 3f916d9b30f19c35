"""The Spottle table, seen from above: a flat table with raised edges, the
players round its near side, the Master across from them, and in the middle
the toad (or the crocodile), a body dice bounce off.

Dice thrown earlier in the round lie on the table as real bodies: a later
throw knocks them, and they slide and turn on the felt (showing the same
face) until they stop again. When the dice of a throw have come to rest, the
toad may take any player's die within ``REACH`` of its mouth, this throw's or
one lying there, with a chance that grows as it lies closer
(``snap_chance``), so where you aim matters. The toad is trained never to take
the Master's dice. A taken die is recorded in the path: the tongue reaching
out, touching it, and pulling it back into the mouth, so the scene only plays
it back.
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
    TABLE_FRICTION,
    DieTrack,
    Steps,
    ThrowPath,
    add_table_walls,
    die_size,
    die_vertices,
    flying,
    knocks_heard,
    launch,
    record_impact,
    to_rest,
)
from game.physics.gesture import Gesture

TOAD_AT = (0.0, 95.0)  # the toad's middle, from the table's middle
TOAD_RADIUS = 44.0  # its body, which dice bounce off
MOUTH_AT = (0.0, 63.0)  # its mouth, at the front of the body, facing the players
CROCODILE_HALF = (70.0, 34.0)  # the crocodile's head, a box dice bounce off
# Seen from the seat, a die's top is drawn up the screen from where it lies
# (0.35 of its 56 px height: game.ui.solid_dice.LEAN): the creature's body
# reaches this much farther toward the players, so a die at rest in front of
# it is never drawn over its picture
FRONT = 21.0
# A die slowing to rest on that ground before its body (its apron) slides off
# it; a throw bounces off the body as ever
APRON = 6  # its collision type
APRON_SPEED = 120.0  # a die slower than this on it slides off
OFF_SPEED = 60.0  # as fast as this
REACH = 155.0  # the tongue's length from the mouth
SNAP_CHANCE_AT_MOUTH = 0.27  # the chance for a die at the mouth itself (none comes so near: the body is in the way)
SNAP_FALLOFF = 2.0  # how fast the chance fades with distance
KNOCKED_SHARE = 0.35  # of that chance, for a die lying there that this throw knocked
EYED_SHARE = 0.06  # and for one lying still where it was
NOTICE_SECONDS = 0.35  # the toad eyes a resting die before it strikes
TONGUE_OUT_SECONDS = 0.24  # (half of it to a die under its nose): seen flicking out over a few frames at 60 a second
TONGUE_BACK_SECONDS = 0.22
GULP_SECONDS = 0.45
SEAT_INSET = 42.0  # how far inside the table's edge a hand lets go
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


def _add_creature(space: pymunk.Space, creature: str | None, tracks: dict) -> None:
    """The creature's body, which dice bounce off, and its apron before it,
    which a die slowing to rest on slides off (``tracks``: each die's shape
    -> its track, for whether it is on the ground)."""
    x, y = TOAD_AT
    body: pymunk.Shape
    apron: pymunk.Shape
    if creature == "toad":
        body = pymunk.Circle(space.static_body, TOAD_RADIUS, TOAD_AT)
        apron = pymunk.Segment(space.static_body, (x, y), (x, y - FRONT), TOAD_RADIUS)
    elif creature == "crocodile":
        w, h = CROCODILE_HALF
        body = pymunk.Poly(space.static_body, [(x - w, y - h), (x + w, y - h), (x + w, y + h), (x - w, y + h)])
        near = y - h - FRONT
        apron = pymunk.Poly(space.static_body, [(x - w, near), (x + w, near), (x + w, y), (x - w, y)])
    else:
        return
    body.elasticity, body.friction, body.collision_type = 0.35, 0.5, CREATURE
    apron.sensor, apron.collision_type = True, APRON
    space.add(body, apron)

    def off_the_apron(arbiter, _space, _data) -> bool:
        die = arbiter.shapes[0]
        track = tracks[die]
        if track.grounded and track.body.velocity.length < APRON_SPEED:
            nx, ny = arbiter.contact_point_set.normal  # from the die toward the apron
            track.body.velocity = pymunk.Vec2d(-nx, -ny) * (OFF_SPEED + TABLE_FRICTION * DT)
        return True

    for kind in (DIE, RESTING):
        space.add_collision_handler(kind, APRON).pre_solve = off_the_apron


def _lay_dice(space: pymunk.Space, lying) -> tuple[list[DieTrack], dict]:
    """Dice thrown earlier this round lie where they stopped: real bodies a
    new die knocks, that slide and turn on the felt and stop again."""
    tracks: list[DieTrack] = []
    shape_track: dict = {}
    for x, y, angle, sides, _owner in lying:
        verts = die_vertices(sides)
        body = pymunk.Body(1.0, pymunk.moment_for_poly(1.0, verts))
        body.position, body.angle = (x, y), angle
        shape = pymunk.Poly(body, verts, radius=1.5)
        shape.elasticity, shape.friction, shape.collision_type = 0.4, 0.4, RESTING
        space.add(body, shape)
        shape_track[shape] = len(tracks)
        tracks.append(DieTrack(body, z=0.0, vz=0.0, grounded=True))
    return tracks, shape_track


def simulate_table_throw(*args, **kwargs) -> ThrowPath:
    """``table_throwing`` at once."""
    return to_rest(table_throwing(*args, **kwargs))


def table_throwing(
    sides: int,
    count: int,
    seat: int,
    players: int,
    gesture: Gesture,
    rng: random.Random,
    *,
    creature: str | None,
    eats: bool,
    resting=(),
    owners=None,
) -> Steps:
    """Throw ``count`` dice from ``seat``'s place and record them until they
    rest (the ``ThrowPath``, step by step). ``resting`` holds the dice already on the table, as (x, y, angle,
    sides, owner), an owner being (seat, which die); the throw may knock them.
    Then the live toad may take a die within its reach: one of this throw's
    if ``eats`` (a player's throw), and any player's die lying there."""
    space = pymunk.Space()
    space.damping = 0.9
    add_table_walls(space)
    lying = [
        (float(x), float(y), float(angle), int(die_sides), None if owner is None else tuple(owner))
        for x, y, angle, die_sides, owner in resting
    ]
    lying_tracks, lying_shapes = _lay_dice(space, lying)
    events: list = []
    clock = [0.0]
    x, y = seat_spot(seat, players)
    across = seat_direction(seat, players) + math.pi / 2
    origins = [
        (x + (k - (count - 1) / 2) * 30 * math.cos(across), y + (k - (count - 1) / 2) * 30 * math.sin(across))
        for k in range(count)
    ]
    tracks, shape_track = launch(space, sides, origins, gesture, rng)
    on_table = {shape: tracks[k] for shape, k in shape_track.items()}
    _add_creature(space, creature, on_table | {shape: lying_tracks[k] for shape, k in lying_shapes.items()})
    knocks_heard(space, tracks, shape_track, sides, events, clock)
    space.add_collision_handler(DIE, CREATURE).post_solve = record_impact(events, clock, shape_track, "creature")

    def low_enough(arbiter, _space, _data) -> bool:  # a die in the air flies over the dice at rest
        return tracks[shape_track[arbiter.shapes[0]]].z < die_size(sides) * 0.8

    handler = space.add_collision_handler(DIE, RESTING)
    # asked at every step they overlap: a refusal at their first touch (a begin
    # handler's) held until they parted, and a die that came down on one lying
    # there stayed lying on it (the Master's second die on his first)
    handler.pre_solve = low_enough
    handler.post_solve, handler.separate = first_knocks(events, clock, shape_track)

    others: list = []
    frames, settled = yield from flying(
        space,
        tracks,
        sides,
        events,
        clock,
        lambda _track: False,
        lambda *_: None,
        others=lying_tracks,
        other_frames=others,
    )
    path = ThrowPath(
        sides,
        DT,
        frames,
        events,
        [False] * count,
        [t.face_changes for t in tracks],
        settled,
        swallowed=[False] * count,
        owners=list(owners or [None] * count),
        lying=lying,
        others=others,
        others_taken=[False] * len(lying),
    )
    if creature == "toad":
        edible = [eats] * count, [owner is not None and owner[0] < players for *_, owner in lying]
        _feed_the_toad(path, rng, edible)
    return path


def first_knocks(events: list, clock: list, shape_track: dict) -> tuple:
    """Post-solve and separate handlers noting a thrown die's first hit on a
    die lying there each time they meet: the first step they touch may be
    one they pass over each other (``low_enough``), and the knock is heard
    when the die, come down, first pushes it."""
    met: set = set()

    def post_solve(arbiter, _space, _data) -> None:
        pair = tuple(id(shape) for shape in arbiter.shapes)
        if pair not in met:
            met.add(pair)
            events.append((clock[0], "knock", shape_track[arbiter.shapes[0]], arbiter.total_impulse.length))

    def separate(arbiter, _space, _data) -> None:
        met.discard(tuple(id(shape) for shape in arbiter.shapes))

    return post_solve, separate


def _moved(path: ThrowPath, k: int) -> bool:
    """Whether a lying die was knocked by this throw."""
    x0, y0, a0, _ = path.others[0][k]
    x1, y1, a1, _ = path.others[-1][k]
    return math.hypot(x1 - x0, y1 - y0) > 2.0 or abs(a1 - a0) > 0.1


def _feed_the_toad(path: ThrowPath, rng: random.Random, edible: tuple[list, list]) -> None:
    """The tongue takes each resting die it wins, nearest first, one after
    another; the path gains the frames of each pull. A die that has just
    landed draws the toad most, one knocked by the throw less, one that has
    lain still since an earlier throw least: so the overall rate stays near
    one die in 18 however many dice lie in reach (see the README)."""
    thrown, lying = edible
    candidates = [
        (math.dist(where[:2], MOUTH_AT), "thrown", die, 1.0) for die, where in enumerate(path.frames[-1]) if thrown[die]
    ]
    candidates += [
        (math.dist(where[:2], MOUTH_AT), "lying", k, KNOCKED_SHARE if _moved(path, k) else EYED_SHARE)
        for k, where in enumerate(path.others[-1] if path.others else [])
        if lying[k]
    ]
    for distance, kind, die, share in sorted(candidates, key=lambda c: c[0]):
        if rng.random() >= snap_chance(distance) * share:
            continue
        start = path.duration + NOTICE_SECONDS
        touch = start + TONGUE_OUT_SECONDS * (0.5 + distance / REACH)
        back = touch + TONGUE_BACK_SECONDS
        _pull(path, kind, die, touch, back, back + GULP_SECONDS)
        if kind == "thrown":
            path.swallowed[die] = True
            path.tongue.append((die, start, touch, back))
        else:
            path.others_taken[die] = True
            path.strikes.append((die, start, touch, back))
        path.events.append((start, "tongue", die if kind == "thrown" else None, distance))
        path.events.append((back, "gulp", die if kind == "thrown" else None, distance))
    path.events.sort(key=lambda event: event[0])


def _pull(path: ThrowPath, kind: str, die: int, touch: float, back: float, gone: float) -> None:
    """The frames of one pull: the die slides off the felt, slowly, then fast
    into the mouth, and stays there (hidden) while the toad gulps."""
    mx, my = MOUTH_AT
    moving = path.frames if kind == "thrown" else path.others
    x0, y0, angle, _ = moving[-1][die]
    last = list(path.frames[-1]), list(path.others[-1]) if path.others else []
    t = path.duration
    while t < gone - 1e-9:
        t += DT
        step = list(last[0]), list(last[1])
        if t >= touch:
            pull = min(1.0, (t - touch) / (back - touch))
            pull = pull * pull
            step[0 if kind == "thrown" else 1][die] = (
                x0 + (mx - x0) * pull,
                y0 + (my - y0) * pull,
                angle + pull * 3.0,
                6.0 * pull,
            )
        path.frames.append(step[0])
        if path.others:
            path.others.append(step[1])
        if t >= back:
            last = step
