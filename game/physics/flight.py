"""Dice in flight over a flat surface, seen from above: what every throw
shares, whatever it is thrown into.

pymunk moves the dice in the table's plane; a height ``z`` per die is
integrated alongside it, so a die can fly, land and bounce. Every throw runs
in a fresh space with a fixed step and is recorded, so a scene can play it
back at any speed, and the same seed always gives the same throw. The bowl
(``bowl.py``) and the Spottle table (``game.games.spottle.physics``) add their own
walls, slopes and creatures.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

import pymunk

from game.core.dice import Fate
from game.physics.gesture import Gesture

DT = 1 / 120
MAX_SECONDS = 6.0
TABLE_HALF_WIDTH = 330.0  # the table's edges around its middle, in table units (logical pixels)
TABLE_HALF_HEIGHT = 285.0

GRAVITY = 1500.0  # pulls z down
LAUNCH_SPEED = 120.0  # speed of the gentlest throw
LAUNCH_SPEED_PER_STRENGTH = 760.0
LOFT_PER_STRENGTH = 145.0  # upward speed a harder throw adds
HAND_WOBBLE = 0.24
LANDING_BOUNCE = 0.35  # vertical speed kept when a die lands
LANDING_GRIP = 0.82  # horizontal speed kept when a die lands
GROUNDED_VZ = 70.0  # a landing slower than this does not bounce
BOWL_SLOPE = 3.2  # inward pull per unit of distance from the middle (1/s^2)
BOWL_FRICTION = 275.0  # deceleration of a die sliding in the bowl
TABLE_FRICTION = 650.0  # and on the wooden table
SPIN_DAMPING = 0.985  # angular speed kept per step while grounded
REST_SPEED = 6.0
REST_SPIN = 0.6
# A d4 coming to rest turns a corner toward the player, so its value (at its top corner) reads upright
# on the side nearest the eye; lying turned by up to a sixth of a turn, it read sideways on two sides.
SETTLE_SPEED = 20.0  # slower than this on the ground, it turns so
SETTLE_RATE = 4.0  # its spin (1/s) for each radian it lies off upright
SETTLED_WITHIN = REST_SPIN / SETTLE_RATE  # radians off upright at most, once it rests
SETTLES_EVERY = {4: 2 * math.pi / 3}  # the turns that look the same: its top's symmetry
SETTLE_SECONDS = 0.8  # then it stops turning, whatever holds it (another die, the rim), so it rests

DIE = 1  # collision types
RIM = 2
WALL = 3
CREATURE = 4
RESTING = 5  # a die thrown earlier, lying still


def die_size(sides: int) -> float:
    """The across-size of a die: d4 largest triangle, d12 roundest."""
    return {4: 92.0, 6: 56.0, 12: 64.0}.get(sides, 56.0)


def die_vertices(sides: int) -> list[tuple[float, float]]:
    size = die_size(sides)
    if sides == 4:
        r = size / math.sqrt(3)
        return [(r * math.cos(a), r * math.sin(a)) for a in (math.pi / 2, math.pi * 7 / 6, math.pi * 11 / 6)]
    if sides == 6:
        h = size / 2
        return [(-h, -h), (h, -h), (h, h), (-h, h)]
    r = size / 2
    angles = [math.pi / 2 + math.pi * k / 5 for k in range(10)]  # a corner at the top, as the art draws it
    return [(r * math.cos(a), r * math.sin(a)) for a in angles]


@dataclass
class DieTrack:
    """One die's state beside its pymunk body."""

    body: pymunk.Body
    z: float
    vz: float
    grounded: bool = False
    left_bowl: bool = False
    rolled: float = 0.0  # distance rolled on the ground since the last face change
    settles_every: float = 0.0  # a d4: it settles a corner toward the player, every this many radians
    settled_for: float = 0.0  # seconds it has turned so
    face_changes: list = field(default_factory=list)  # times the shown face changes


@dataclass
class ThrowPath:
    """A recorded throw: where each die was at every step, and what it hit."""

    sides: int
    dt: float
    frames: list  # frames[step][die] = (x, y, angle, z)
    events: list  # (time, kind, die, strength); kinds: land, knock, rim, wall, over, out
    left_bowl: list  # per die
    face_changes: list  # per die: times its shown face changes
    settled: bool  # came to rest by itself before MAX_SECONDS
    swallowed: list = field(default_factory=list)  # per die, where a creature can take dice
    tongue: list = field(default_factory=list)  # (die, reaches out at, touches at, back in the mouth at)
    owners: list = field(default_factory=list)  # per die: whose it is, as the game names it (where dice stay)
    # Where thrown dice stay on the table, those lying there before the throw:
    lying: list = field(default_factory=list)  # each as it lay, (x, y, angle, sides, owner)
    others: list = field(default_factory=list)  # others[step][k] = (x, y, angle, z), beside ``frames``
    others_taken: list = field(default_factory=list)  # per lying die: a creature took it when the throw rested
    strikes: list = field(default_factory=list)  # (lying die, reaches out at, touches at, back in the mouth at)
    ground: str = "table"  # what the dice land on: "table" or "bowl" (a die out of the bowl lands beyond it)

    @property
    def duration(self) -> float:
        return (len(self.frames) - 1) * self.dt

    @property
    def fates(self) -> tuple[Fate, ...]:
        swallowed = self.swallowed or [False] * len(self.left_bowl)
        return tuple(
            Fate.SWALLOWED if eaten else Fate.OUT if out else Fate.KEPT for out, eaten in zip(self.left_bowl, swallowed)
        )

    def frame_at(self, t: float) -> list:
        return self.frames[self._step(t)]

    def lying_at(self, t: float) -> list:
        """Where the dice that lay on the table before the throw are at ``t``."""
        return self.others[self._step(t)] if self.others else [(x, y, a, 0.0) for x, y, a, *_ in self.lying]

    def _step(self, t: float) -> int:
        return min(len(self.frames) - 1, max(0, int(t / self.dt)))

    @property
    def taken_later(self) -> tuple:
        """The owners of the lying dice a creature took when the throw came to rest."""
        return tuple(die[4] for die, gone in zip(self.lying, self.others_taken) if gone)


def table_after(path: ThrowPath) -> list[tuple]:
    """Every die lying on the table when a throw is over, as (x, y, angle,
    sides, owner): those that lay there before, where the throw left them,
    then the throw's own; dice a creature took are gone."""
    lying = []
    taken = path.others_taken or [False] * len(path.lying)
    for (x, y, angle, _), (*_, sides, owner), gone in zip(path.lying_at(path.duration), path.lying, taken):
        if not gone:
            lying.append((x, y, angle, sides, owner))
    eaten = path.swallowed or [False] * len(path.frames[-1])
    owners = path.owners or [None] * len(path.frames[-1])
    for (x, y, angle, _), owner, gone in zip(path.frames[-1], owners, eaten):
        if not gone:
            lying.append((x, y, angle, path.sides, owner))
    return lying


def still_path(sides: int, rest: list, fates: tuple, lying: Sequence = ()) -> ThrowPath:
    """A throw that is already over: its dice lying at ``rest`` ((x, y,
    angle) each), beside the ``lying`` dice as they were, as a continued game
    shows the throw it was saved after."""
    frame = [(float(x), float(y), float(angle), 0.0) for x, y, angle in rest]
    eaten = [fate is Fate.SWALLOWED for fate in fates]
    return ThrowPath(
        sides,
        1 / 60,
        [frame],
        [],
        [fate is Fate.OUT for fate in fates],
        [[] for _ in frame],
        True,
        eaten,
        [(die, 0.0, 0.0, 0.0) for die, gone in enumerate(eaten) if gone],
        lying=list(lying),
    )


def add_table_walls(space: pymunk.Space) -> None:
    """The table's raised edges: a die bounces off them and stays on the table."""
    w, h = TABLE_HALF_WIDTH, TABLE_HALF_HEIGHT
    for a, b in (((-w, -h), (w, -h)), ((w, -h), (w, h)), ((w, h), (-w, h)), ((-w, h), (-w, -h))):
        wall = pymunk.Segment(space.static_body, a, b, 10)
        wall.elasticity, wall.friction, wall.collision_type = 0.3, 0.6, WALL
        space.add(wall)


def launch(space: pymunk.Space, sides: int, origins: list, gesture: Gesture, rng: random.Random) -> tuple:
    """Put the dice in the hand's throw: (tracks, the track index of each shape)."""
    tracks: list[DieTrack] = []
    shape_track: dict = {}
    hand = rng.lognormvariate(0, HAND_WOBBLE)  # no two throws of the same gesture are alike
    for index, origin in enumerate(origins):
        verts = die_vertices(sides)
        body = pymunk.Body(1.0, pymunk.moment_for_poly(1.0, verts))
        body.position = origin
        body.angle = rng.uniform(0, 2 * math.pi)
        aim = gesture.angle + rng.gauss(0, gesture.spread)
        speed = (LAUNCH_SPEED + LAUNCH_SPEED_PER_STRENGTH * gesture.strength) * hand * rng.uniform(0.92, 1.08)
        body.velocity = (speed * math.cos(aim), speed * math.sin(aim))
        body.angular_velocity = rng.uniform(-14, 14)
        shape = pymunk.Poly(body, verts, radius=1.5)
        shape.elasticity, shape.friction, shape.collision_type = 0.5, 0.3, DIE
        space.add(body, shape)
        tracks.append(
            DieTrack(
                body,
                z=rng.uniform(30, 45),
                vz=rng.uniform(40, 90) + LOFT_PER_STRENGTH * gesture.strength,
                settles_every=SETTLES_EVERY.get(sides, 0.0),
            )
        )
        shape_track[shape] = index
    return tracks, shape_track


def record_impact(events: list, clock: list, shape_track: dict, kind: str):
    """A post-solve handler noting each first hit and how hard it was."""

    def post_solve(arbiter, _space, _data) -> None:
        if arbiter.is_first_contact:
            index = shape_track[arbiter.shapes[0]]
            events.append((clock[0], kind, index, arbiter.total_impulse.length))

    return post_solve


def dice_knock(tracks: list, shape_track: dict, sides: int):
    """A pre-solve handler: two dice touch only when at about the same height.
    Asked at every step they overlap (a begin handler's refusal would hold
    until they part, and a die coming down on another would lie on it)."""

    def pre_solve(arbiter, _space, _data) -> bool:
        a, b = (tracks[shape_track[s]] for s in arbiter.shapes)
        return abs(a.z - b.z) < die_size(sides) * 0.8

    return pre_solve


def knocks_heard(space, tracks: list, shape_track: dict, sides: int, events: list, clock: list) -> None:
    """A throw's dice knocking into each other (only at about the same
    height: ``dice_knock``) and into the walls, each first hit noted."""
    handler = space.add_collision_handler(DIE, DIE)
    handler.pre_solve = dice_knock(tracks, shape_track, sides)
    handler.post_solve = record_impact(events, clock, shape_track, "knock")
    space.add_collision_handler(DIE, WALL).post_solve = record_impact(events, clock, shape_track, "wall")


_Result = TypeVar("_Result")

Steps = Generator[None, None, _Result]
"""A simulation that yields after each physics step and returns its result
(``Steps[ThrowPath]``; a bare ``Steps`` returns anything):
a table runs it a few milliseconds a frame, so no frame waits for a whole
throw (``to_rest`` runs it at once)."""


def to_rest(steps: Steps[_Result]) -> _Result:
    """Run a simulation's steps to the end; its result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def flying(
    space: pymunk.Space,
    tracks: list,
    sides: int,
    events: list,
    clock: list,
    on_slope: Callable[[DieTrack], bool],
    after_step: Callable[[int, DieTrack, float], None],
    others: Sequence = (),
    other_frames: list | None = None,
) -> Steps[tuple[list, bool]]:
    """Step until every die rests (or MAX_SECONDS), yielding after each step;
    returns (frames, settled). ``others`` are dice that lay on the ground
    before the throw: a knock slides and turns them, but never shows another
    face; their frames go to ``other_frames``."""
    frames: list = []
    still_steps = 0
    steps = int(MAX_SECONDS / DT)
    for step in range(steps + 1):
        clock[0] = step * DT
        frames.append([_where(t) for t in tracks])
        if other_frames is not None:
            other_frames.append([_where(t) for t in others])
        if still_steps >= 6:
            return frames, True
        if step == steps:
            break
        for index, track in enumerate(tracks):
            step_height_and_ground(track, index, clock[0], events, on_slope(track))
        for track in others:
            step_height_and_ground(track, -1, clock[0], events, on_slope(track))
        space.step(DT)
        for index, track in enumerate(tracks):
            after_step(index, track, clock[0] + DT)
            count_face_changes(track, sides, clock[0] + DT)
        resting = all(
            t.grounded and t.body.velocity.length < REST_SPEED and abs(t.body.angular_velocity) < REST_SPIN
            for t in (*tracks, *others)
        )
        still_steps = still_steps + 1 if resting else 0
        yield
    return frames, False


def _where(track: DieTrack) -> tuple[float, float, float, float]:
    body = track.body
    x, y = body.position  # read once: each read of a body's position asks pymunk anew
    return (x, y, body.angle, track.z)


def step_height_and_ground(track: DieTrack, index: int, now: float, events: list, on_slope: bool) -> None:
    """Height, landing, the bowl's slope (``on_slope``) or the flat table, and
    friction, before pymunk moves the die."""
    body = track.body
    if not track.grounded:
        track.vz -= GRAVITY * DT
        track.z += track.vz * DT
        if track.z <= 0:
            track.z = 0.0
            events.append((now, "land", index, -track.vz))
            body.velocity = body.velocity * LANDING_GRIP
            body.angular_velocity = body.angular_velocity * 0.7
            track.face_changes.append(now)
            if -track.vz * LANDING_BOUNCE > GROUNDED_VZ:
                track.vz = -track.vz * LANDING_BOUNCE
            else:
                track.vz = 0.0
                track.grounded = True
        return
    # Each of the body's values is read once: every read asks pymunk anew,
    # and this runs for every die at every step of every throw.
    in_bowl = on_slope
    old_velocity = velocity = body.velocity
    if in_bowl:
        position = body.position  # read only in the bowl
        velocity = velocity - position * (BOWL_SLOPE * DT)
    friction = (BOWL_FRICTION if in_bowl else TABLE_FRICTION) * DT
    speed = velocity.length
    new_velocity = pymunk.Vec2d(0, 0) if speed <= friction else velocity * ((speed - friction) / speed)
    if in_bowl and new_velocity.length < REST_SPEED and position.length * BOWL_SLOPE < BOWL_FRICTION:
        new_velocity = pymunk.Vec2d(0, 0)  # static friction holds it on the gentle bottom
    if new_velocity != old_velocity:
        body.velocity = new_velocity
    old_spin = body.angular_velocity
    spin = old_spin * SPIN_DAMPING
    if _settling(track, new_velocity.length):
        spin = -_off_upright(body.angle, track.settles_every) * SETTLE_RATE
        track.settled_for += DT
    if abs(spin) < REST_SPIN / 2:
        spin = 0.0
    if spin != old_spin:
        body.angular_velocity = spin


def _settling(track: DieTrack, speed: float) -> bool:
    """Whether a d4 turns toward upright now: slow, and not yet turned long."""
    return bool(track.settles_every) and speed < SETTLE_SPEED and track.settled_for < SETTLE_SECONDS


def _off_upright(angle: float, every: float) -> float:
    """How far a die turned ``angle`` lies from the nearest turn that looks upright (as ``turning.upright``)."""
    return angle - every * round(angle / every)


def count_face_changes(track: DieTrack, sides: int, now: float) -> None:
    """The shown face changes as a die rolls along the ground or tumbles in the air."""
    body = track.body
    if track.grounded:
        track.rolled += body.velocity.length * DT
        if track.rolled > die_size(sides) * 1.3:
            track.rolled = 0.0
            track.face_changes.append(now)
    elif track.face_changes and now - track.face_changes[-1] > 0.09:
        track.face_changes.append(now)  # tumbling in the air
    elif not track.face_changes and now > 0.09:
        track.face_changes.append(now)
