"""The dice as solids: every kind at rest shows the rules' value, read from
the renderer's own turn and from the pixels of its top face; a thrown die
turns through its flight without a snap and lands on its value."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest
from PIL import Image

from game.physics.bowl import simulate_throw
from game.physics.gesture import standard_gesture
from game.physics.solids import cross, dot, faces_at, q_rotate, rounded_corner, solid, sub, unit
from game.physics.turning import Turning, upright
from game.platform.assets import DIE_KINDS
from game.platform.resources import resource
from game.ui.solid_dice import LEAN, cell_uv, kind_sides, mesh, picture, project, rest_die


@pytest.mark.parametrize("sides", [4, 6, 12])
def test_each_value_has_one_face_and_opposites_sum_as_on_real_dice(sides):
    die = solid(sides)
    assert sorted(face.value for face in die.faces) == list(range(1, sides + 1))
    for value in range(1, sides + 1):
        turn = die.rest(value)
        assert die.value_shown(turn) == value
        shown = q_rotate(turn, die.face_of(value).up)
        assert shown[1] > 0.99 or (die.reads_down and shown[1] < -0.99)  # its picture upright to the player
        if sides > 4:
            opposite = die.face_of(sides + 1 - value)
            assert dot(opposite.normal, die.face_of(value).normal) < -0.999


def test_a_thrown_die_turns_smoothly_and_lands_on_its_value():
    for seed in range(4):
        rng = random.Random(seed)
        path = simulate_throw(6, 3, seed % 2, standard_gesture(seed % 2), rng)
        die = solid(path.sides)
        for index in range(3):
            value = rng.randint(1, 6)
            turning = Turning(path.frames, index, 38.0, die, die.rest(value))
            last = len(path.frames) - 1
            assert die.value_shown(turning.at(last)) == value
            angle = upright(die, path.frames[-1][index][2])
            assert abs(angle) <= math.pi / 4 + 1e-9  # as near upright as a quarter turn allows
            turns = [turning.at(step) for step in range(last + 1)]
            assert len({die.value_shown(t) for t in turns}) > 1 or last < 60  # it tumbles through faces
            for a, b in zip(turns, turns[1:]):  # no frame jumps: under 25 degrees a step at 120 steps a second
                cos_half = abs(sum(x * y for x, y in zip(a, b)))
                assert 2 * math.degrees(math.acos(min(1.0, cos_half))) < 25


def _grey(image: Image.Image, x: float, y: float) -> float:
    r, g, b, *_ = image.getpixel((min(image.width - 1, max(0, int(x))), min(image.height - 1, max(0, int(y)))))
    return 0.3 * r + 0.59 * g + 0.11 * b


def _correlation(a: list[float], b: list[float]) -> float:
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    da, db = [x - ma for x in a], [y - mb for y in b]
    norm = math.sqrt(sum(x * x for x in da) * sum(y * y for y in db)) or 1.0
    return sum(x * y for x, y in zip(da, db)) / norm


def _region(die, face, corner=None) -> list[tuple[float, float]]:
    """Points of a face (across, up from its centre) where its value is
    drawn: its middle, or for a d4 the digit by ``corner``."""
    if corner is None:
        reach = 0.36 if die.sides == 6 else 0.55 * die.extent * math.cos(math.pi / 5)
        steps = [reach * (k / 10 - 1) for k in range(21)]
        return [(a, b) for a in steps for b in steps if die.sides == 6 or math.hypot(a, b) <= reach]
    ca, cb = face.local(corner)
    length = math.hypot(ca, cb)
    da, db = ca / length, cb / length
    centre_a, centre_b = ca * 0.45, cb * 0.45  # the numeral fills the third of its face by its corner:
    reach = die.extent * 0.26  # the whole of it read (the tops of a 2 and a 3 alone look alike)
    steps = [reach * (k / 8 - 1) for k in range(17)]
    return [(centre_a + s * da - t * db, centre_b + s * db + t * da) for s in steps for t in steps]


def _faces_read(die, kind):
    """Each face's (or d4 corner's) samples from the faces' picture, with the value it stands for."""
    sheet = Image.open(resource("images", "faces", f"{kind}.png")).convert("RGBA")
    read = []
    for index, face in enumerate(die.faces):
        for k, corner in enumerate(face.corners if die.reads_down else [None]):
            points = _region(die, face, corner)
            samples = [
                _grey(sheet, u * sheet.width, v * sheet.height) for u, v in (cell_uv(die, face, *p) for p in points)
            ]
            read.append((die.corner_values[index][k] if die.reads_down else face.value, face, k, samples))
    return read


@pytest.mark.parametrize("kind", DIE_KINDS)
def test_every_die_at_rest_shows_its_value_to_the_eye(window, kind):
    """Drawn at rest (and turned a little), the face up is the value: the
    renderer's turn says so, and the pixels drawn on that face match the
    value's picture better than any other face's."""
    die = solid(kind_sides(kind))
    faces = _faces_read(die, kind)
    for value in range(1, die.sides + 1):
        for yaw in (0.0, 0.5):
            drawn = rest_die(kind, value, 120, yaw)
            assert die.value_shown(drawn.turn) == value
            side = int(120 * 1.3)
            image = picture([drawn], side, side)
            if die.reads_down:  # the face nearest the eye of the three round the top corner, by that corner
                top = max({c for f in die.faces for c in f.corners}, key=lambda c: q_rotate(drawn.turn, c)[2])
                eye = unit((0.0, -LEAN, 1.0))
                face = max(
                    (f for f in die.faces if top in f.corners), key=lambda f: dot(q_rotate(drawn.turn, f.normal), eye)
                )
                points = _region(die, face, top)
            else:
                face = die.face_up(drawn.turn)
                points = _region(die, face)
            seen = []
            for a, b in points:
                point = tuple(face.centre[i] + a * face.right[i] + b * face.up[i] for i in range(3))
                x, y = project(drawn, point)
                seen.append(_grey(image, x, side - 1 - y))
            same_place = [(read_value, _correlation(seen, samples)) for read_value, _face, _k, samples in faces]
            best = max(same_place, key=lambda pair: pair[1])
            assert best[0] == value, (kind, value, yaw, sorted(same_place, key=lambda p: -p[1])[:3])


def test_the_face_frame_is_right_handed():
    for sides in (4, 6, 12):
        for face in solid(sides).faces:
            assert dot(cross(face.right, face.up), face.normal) > 0.999
            assert all(abs(dot(sub(c, face.centre), face.normal)) < 1e-9 for c in face.corners)


def test_a_rounded_corner_is_its_radius_inside_every_face_that_meets_there():
    for sides in (4, 12):
        die = solid(sides)
        sharp = {c for face in die.faces for c in face.corners}
        assert len(die.corners) == len(sharp) and die.rounding > 0
        for corner in sharp:
            centre = rounded_corner(die.faces, corner, die.rounding)
            meeting = faces_at(die.faces, corner)
            assert len(meeting) == 3
            for face in meeting:  # the ball touches each face, and reaches no face beyond it
                assert dot(sub(centre, face.centre), face.normal) == pytest.approx(-die.rounding)
            assert all(dot(sub(centre, face.centre), face.normal) <= -die.rounding + 1e-9 for face in die.faces)


@pytest.mark.parametrize("sides", [4, 6, 12])
def test_a_die_is_closed_every_triangle_facing_out_inside_its_sharp_hull(sides):
    """Back faces are culled and nothing is behind a die but the table: a
    triangle turned inward, or a crack between two, would show a dark hole."""
    die = solid(sides)
    numbers = list(mesh(die))
    vertices = [tuple(numbers[k : k + 8]) for k in range(0, len(numbers), 8)]
    for k in range(0, len(vertices), 3):
        p0, p1, p2 = (v[:3] for v in vertices[k : k + 3])
        area = cross(sub(p1, p0), sub(p2, p0))
        middle = tuple((p0[i] + p1[i] + p2[i]) / 3 for i in range(3))
        assert dot(area, middle) >= -1e-12, (sides, k)
    for vertex in vertices:
        assert all(dot(sub(vertex[:3], face.centre), face.normal) <= 1e-6 for face in die.faces)  # float32
    edges = Counter()
    for k in range(0, len(vertices), 3):
        corners = [tuple(round(c, 5) for c in v[:3]) for v in vertices[k : k + 3]]
        if len(set(corners)) == 3:  # a triangle of no area, where a grid's row meets at a point, has no edge to share
            edges.update(
                frozenset(pair)
                for pair in ((corners[0], corners[1]), (corners[1], corners[2]), (corners[2], corners[0]))
            )
    assert set(edges.values()) == {2}
