"""Three dice thrown into a bowl, seen from above.

pymunk moves the dice in the table's plane; a height ``z`` per die is
integrated alongside it, so a die can fly, land, bounce and fly over the rim.
The bowl pulls grounded dice toward its middle (its slope), and its rim is a
wall that a die clears when it is still high in the air or hits the rim fast
enough to ride up and over it. Every throw runs in a fresh space with a fixed
step and is recorded, so the scene can play it back at any speed, and the
same seed always gives the same throw.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pymunk

from game.physics.gesture import Gesture, seat_angle
from game.rules.dice import Fate

DT = 1 / 120
MAX_SECONDS = 6.0

BOWL_RADIUS = 190.0      # the rim's centre line, in table units (logical pixels)
RIM_THICKNESS = 7.0
RIM_HEIGHT = 26.0        # a die higher than this passes over the rim
HOP_SPEED_MIN = 110.0    # slower than this at the rim, a die never rides over it
HOP_SPEED_MAX = 900.0    # faster than this, it always does
HOP_CURVE = 1.0
TABLE_HALF_WIDTH = 330.0
TABLE_HALF_HEIGHT = 285.0

GRAVITY = 1500.0         # pulls z down
LAUNCH_SPEED = 120.0     # speed of the gentlest throw
LAUNCH_SPEED_PER_STRENGTH = 760.0
LOFT_PER_STRENGTH = 145.0  # upward speed a harder throw adds
HAND_WOBBLE = 0.24
LANDING_BOUNCE = 0.35    # vertical speed kept when a die lands
LANDING_GRIP = 0.82      # horizontal speed kept when a die lands
GROUNDED_VZ = 70.0       # a landing slower than this does not bounce
BOWL_SLOPE = 3.2         # inward pull per unit of distance from the middle (1/s^2)
BOWL_FRICTION = 275.0    # deceleration of a die sliding in the bowl
TABLE_FRICTION = 650.0   # and on the wooden table
SPIN_DAMPING = 0.985     # angular speed kept per step while grounded
REST_SPEED = 6.0
REST_SPIN = 0.6

DIE = 1
RIM = 2
WALL = 3


def hop_chance(outward_speed: float) -> float:
    """The chance that a die striking the rim at this outward speed clears it."""
    x = (outward_speed - HOP_SPEED_MIN) / (HOP_SPEED_MAX - HOP_SPEED_MIN)
    return min(1.0, max(0.0, x)) ** HOP_CURVE


def die_size(sides: int) -> float:
    """The across-size of a die: d4 largest triangle, d12 roundest."""
    return {4: 42.0, 6: 38.0, 12: 38.0}.get(sides, 36.0)


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


def throw_origin(seat: int, index: int, count: int, seats: int = 2) -> tuple[float, float]:
    """Where the die leaves the hand: just inside the thrower's edge of the
    bowl, the dice side by side along it."""
    angle = seat_angle(seat, seats)
    along = (index - (count - 1) / 2) * 30.0
    return (BOWL_RADIUS * 0.72 * math.cos(angle) - along * math.sin(angle),
            BOWL_RADIUS * 0.72 * math.sin(angle) + along * math.cos(angle))


@dataclass
class DieTrack:
    """One die's state beside its pymunk body."""

    body: pymunk.Body
    z: float
    vz: float
    grounded: bool = False
    left_bowl: bool = False
    rolled: float = 0.0               # distance rolled on the ground since the last face change
    face_changes: list = field(default_factory=list)  # times the shown face changes


@dataclass
class ThrowPath:
    """A recorded throw: where each die was at every step, and what it hit."""

    sides: int
    dt: float
    frames: list                  # frames[step][die] = (x, y, angle, z)
    events: list                  # (time, kind, die, strength); kinds: land, knock, rim, wall, over, out
    left_bowl: list               # per die
    face_changes: list            # per die: times its shown face changes
    settled: bool                 # came to rest by itself before MAX_SECONDS

    @property
    def duration(self) -> float:
        return (len(self.frames) - 1) * self.dt

    @property
    def fates(self) -> tuple[Fate, ...]:
        return tuple(Fate.OUT if out else Fate.KEPT for out in self.left_bowl)

    def frame_at(self, t: float) -> list:
        step = min(len(self.frames) - 1, max(0, int(t / self.dt)))
        return self.frames[step]


def _add_walls(space: pymunk.Space) -> None:
    static = space.static_body
    segments = 64
    for k in range(segments):
        a0 = 2 * math.pi * k / segments
        a1 = 2 * math.pi * (k + 1) / segments
        rim = pymunk.Segment(static, (BOWL_RADIUS * math.cos(a0), BOWL_RADIUS * math.sin(a0)),
                             (BOWL_RADIUS * math.cos(a1), BOWL_RADIUS * math.sin(a1)), RIM_THICKNESS)
        rim.elasticity, rim.friction, rim.collision_type = 0.45, 0.4, RIM
        space.add(rim)
    w, h = TABLE_HALF_WIDTH, TABLE_HALF_HEIGHT
    for a, b in (((-w, -h), (w, -h)), ((w, -h), (w, h)), ((w, h), (-w, h)), ((-w, h), (-w, -h))):
        wall = pymunk.Segment(static, a, b, 10)
        wall.elasticity, wall.friction, wall.collision_type = 0.3, 0.6, WALL
        space.add(wall)


def simulate_throw(sides: int, count: int, seat: int, gesture: Gesture, rng: random.Random, *,
                   seats: int = 2, rim_holds: bool = False) -> ThrowPath:
    """Throw ``count`` dice from ``seat``'s side of the bowl and record them
    until they rest. With ``rim_holds`` no die ever leaves the bowl (games
    whose rules have no use for it)."""
    space = pymunk.Space()
    space.damping = 0.9
    _add_walls(space)
    tracks: list[DieTrack] = []
    shape_track: dict = {}
    events: list = []
    clock = [0.0]

    hand = rng.lognormvariate(0, HAND_WOBBLE)  # no two throws of the same gesture are alike
    for index in range(count):
        verts = die_vertices(sides)
        body = pymunk.Body(1.0, pymunk.moment_for_poly(1.0, verts))
        body.position = throw_origin(seat, index, count, seats)
        body.angle = rng.uniform(0, 2 * math.pi)
        aim = gesture.angle + rng.gauss(0, gesture.spread)
        speed = (LAUNCH_SPEED + LAUNCH_SPEED_PER_STRENGTH * gesture.strength) * hand * rng.uniform(0.92, 1.08)
        body.velocity = (speed * math.cos(aim), speed * math.sin(aim))
        body.angular_velocity = rng.uniform(-14, 14)
        shape = pymunk.Poly(body, verts, radius=1.5)
        shape.elasticity, shape.friction, shape.collision_type = 0.5, 0.3, DIE
        space.add(body, shape)
        track = DieTrack(body, z=rng.uniform(30, 45), vz=rng.uniform(40, 90) + LOFT_PER_STRENGTH * gesture.strength)
        tracks.append(track)
        shape_track[shape] = index

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

    def record_impact(kind: str):
        def post_solve(arbiter, _space, _data) -> None:
            if arbiter.is_first_contact:
                index = shape_track[arbiter.shapes[0]]
                events.append((clock[0], kind, index, arbiter.total_impulse.length))
        return post_solve

    def dice_contact(arbiter, _space, _data) -> bool:
        a, b = (tracks[shape_track[s]] for s in arbiter.shapes)
        return abs(a.z - b.z) < die_size(sides) * 0.8

    handler = space.add_collision_handler(DIE, RIM)
    handler.begin = rim_contact
    handler.post_solve = record_impact("rim")
    handler = space.add_collision_handler(DIE, DIE)
    handler.begin = dice_contact
    handler.post_solve = record_impact("knock")
    handler = space.add_collision_handler(DIE, WALL)
    handler.post_solve = record_impact("wall")

    frames: list = []
    still_steps = 0
    settled = False
    steps = int(MAX_SECONDS / DT)
    for step in range(steps + 1):
        clock[0] = step * DT
        frames.append([(t.body.position.x, t.body.position.y, t.body.angle, t.z) for t in tracks])
        if still_steps >= 6:
            settled = True
            break
        if step == steps:
            break
        for index, track in enumerate(tracks):
            _step_height_and_ground(track, index, clock[0], events)
        space.step(DT)
        for index, track in enumerate(tracks):
            _after_step(track, index, sides, clock[0] + DT, events)
        resting = all(t.grounded and t.body.velocity.length < REST_SPEED
                      and abs(t.body.angular_velocity) < REST_SPIN for t in tracks)
        still_steps = still_steps + 1 if resting else 0

    return ThrowPath(sides, DT, frames, events, [t.left_bowl for t in tracks],
                     [t.face_changes for t in tracks], settled)


def _step_height_and_ground(track: DieTrack, index: int, now: float, events: list) -> None:
    """Height, landing, the bowl's slope and friction, before pymunk moves the die."""
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
    in_bowl = not track.left_bowl
    velocity = body.velocity
    if in_bowl:
        velocity = velocity - body.position * (BOWL_SLOPE * DT)
    friction = (BOWL_FRICTION if in_bowl else TABLE_FRICTION) * DT
    speed = velocity.length
    new_velocity = pymunk.Vec2d(0, 0) if speed <= friction else velocity * ((speed - friction) / speed)
    if in_bowl and new_velocity.length < REST_SPEED and body.position.length * BOWL_SLOPE < BOWL_FRICTION:
        new_velocity = pymunk.Vec2d(0, 0)  # static friction holds it on the gentle bottom
    if new_velocity != body.velocity:
        body.velocity = new_velocity
    spin = body.angular_velocity * SPIN_DAMPING
    if abs(spin) < REST_SPIN / 2:
        spin = 0.0
    if spin != body.angular_velocity:
        body.angular_velocity = spin


def _after_step(track: DieTrack, index: int, sides: int, now: float, events: list) -> None:
    body = track.body
    if not track.left_bowl and body.position.length > BOWL_RADIUS:
        track.left_bowl = True
        events.append((now, "out", index, body.velocity.length))
    if track.grounded:
        track.rolled += body.velocity.length * DT
        if track.rolled > die_size(sides) * 1.3:
            track.rolled = 0.0
            track.face_changes.append(now)
    elif track.face_changes and now - track.face_changes[-1] > 0.09:
        track.face_changes.append(now)  # tumbling in the air
    elif not track.face_changes and now > 0.09:
        track.face_changes.append(now)
