"""The Spots dice tray, seen from above: a wooden box on the table that every
roll is thrown into from its near side. Its walls keep every die in, so a
roll's dice knock into each other and the walls, settle, and are placed."""

from __future__ import annotations

import random

import pymunk

from game.physics.flight import (
    DT,
    WALL,
    Steps,
    ThrowPath,
    die_size,
    flying,
    knocks_heard,
    launch,
    to_rest,
)
from game.physics.gesture import STANDARD_STRENGTH, Gesture

# The tray's inside, from its middle, in table units: eight 56-unit dice side by side fill 456 of its width
# with room to spread (it was 460 wide, and a roll of eight rested pressed against its walls).
TRAY_HALF = (320.0, 120.0)
WALL_THICKNESS = 8.0
HAND_INSET = 30.0  # how far inside the near wall the hand lets go
DIE_GAP = die_size(6) + 1  # the dice side by side in the hand, none on another
# Of a throw on the open table: the standard roll's dice come to rest spread over the tray's middle, not
# slammed into its far wall (0.4 sent them there).
TRAY_STRENGTH = 0.28


def tray_origins(count: int) -> list[tuple[float, float]]:
    """Where the dice leave the hand: side by side along the near wall, in
    rows of eight for a big roll (Fetch's eight dice)."""
    w, h = TRAY_HALF
    origins = []
    for k in range(count):
        row, place = divmod(k, 8)
        in_row = min(8, count - row * 8)
        origins.append(((place - (in_row - 1) / 2) * DIE_GAP, -h + HAND_INSET + row * DIE_GAP))
    return origins


def toward_far_wall(seat: int, players: int) -> float:
    """A standard throw goes straight up the tray, whoever throws: the tray
    turns to face the player whose turn it is."""
    return 1.5707963267948966


def _add_walls(space: pymunk.Space) -> None:
    w, h = TRAY_HALF
    w, h = w + WALL_THICKNESS, h + WALL_THICKNESS
    for a, b in (((-w, -h), (w, -h)), ((w, -h), (w, h)), ((w, h), (-w, h)), ((-w, h), (-w, -h))):
        wall = pymunk.Segment(space.static_body, a, b, WALL_THICKNESS)
        wall.elasticity, wall.friction, wall.collision_type = 0.35, 0.6, WALL
        space.add(wall)


def simulate_tray_throw(count: int, gesture: Gesture, rng: random.Random) -> ThrowPath:
    """``tray_throwing`` at once."""
    return to_rest(tray_throwing(count, gesture, rng))


def tray_throwing(count: int, gesture: Gesture, rng: random.Random) -> Steps:
    """Throw ``count`` d6 into the tray and record them until they rest (the
    ``ThrowPath``, step by step)."""
    space = pymunk.Space()
    space.damping = 0.9
    _add_walls(space)
    events: list = []
    clock = [0.0]
    # A tray is small: the hand throws into it gently and lets the dice scatter.
    gentle = Gesture(gesture.angle, gesture.strength * TRAY_STRENGTH, min(1.0, gesture.spread * 2.5))
    tracks, shape_track = launch(space, 6, tray_origins(count), gentle, rng)
    knocks_heard(space, tracks, shape_track, 6, events, clock)
    frames, settled = yield from flying(space, tracks, 6, events, clock, lambda _track: False, lambda *_: None)
    return ThrowPath(6, DT, frames, events, [False] * count, [t.face_changes for t in tracks], settled)


def rest_figures(throws: int = 200, count: int = 8, seed: int = 1) -> dict:
    """Where the standard roll's dice come to rest, over ``throws`` rolls of ``count``: the share lying
    against a wall (a corner, at any turn, within 3 units of it), the pairs touching a roll, and how far
    up the tray they lie on average (0: its middle)."""
    w, h = TRAY_HALF
    reach = die_size(6) / 2 * 2**0.5 + 3
    walled = touching = 0
    heights: list[float] = []
    for k in range(throws):
        gesture = Gesture(toward_far_wall(0, 1), STANDARD_STRENGTH)
        path = simulate_tray_throw(count, gesture, random.Random(seed * 100_003 + k))
        rest = [(x, y) for x, y, _angle, _z in path.frames[-1]]
        walled += sum(w - abs(x) < reach or h - abs(y) < reach for x, y in rest)
        touching += sum(
            (ax - bx) ** 2 + (ay - by) ** 2 < (1.05 * die_size(6)) ** 2
            for i, (ax, ay) in enumerate(rest)
            for bx, by in rest[i + 1 :]
        )
        heights.extend(y for _x, y in rest)
    return {
        "at_wall": round(walled / (throws * count), 3),
        "touching_pairs": round(touching / throws, 2),
        "mean_height": round(sum(heights) / len(heights), 1),
    }
