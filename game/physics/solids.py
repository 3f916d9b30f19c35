"""The dice as solids: their faces in the die's own frame, which value each
face carries, and how a die lies at rest to show a value.

A die's frame has its across-size 1 (the size its flat footprint has on the
table, ``flight.die_size``): a d6 is a unit cube with rounded edges, a d4 a
tetrahedron of edge 1, a d12 a dodecahedron whose outline seen face-up is
the footprint's decagon. Pure: the drawing (``game.ui.solid_dice``) builds its
meshes from these faces, and the test that reads a die's face uses the same.

Rotations are unit quaternions ``(w, x, y, z)``; the table's frame has x to
the right, y up the screen and z up out of the table, toward the eye.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

Vec = tuple[float, float, float]
Quat = tuple[float, float, float, float]

PHI = (1 + math.sqrt(5)) / 2


# --- vectors and quaternions ---------------------------------------------------------


def dot(a: Vec, b: Vec) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def cross(a: Vec, b: Vec) -> Vec:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def unit(a: Vec) -> Vec:
    n = math.sqrt(dot(a, a))
    return (a[0] / n, a[1] / n, a[2] / n)


def sub(a: Vec, b: Vec) -> Vec:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def scaled(a: Vec, k: float) -> Vec:
    return (a[0] * k, a[1] * k, a[2] * k)


def scaled_add(point: Vec, direction: Vec, k: float) -> Vec:
    return (point[0] + k * direction[0], point[1] + k * direction[1], point[2] + k * direction[2])


def toward(a: Vec, b: Vec, t: float) -> Vec:
    """A unit vector ``t`` of the way from ``a`` to ``b``, as their weighted sum
    normalised: the points an edge's rounding and a corner's ball share."""
    return unit(((1 - t) * a[0] + t * b[0], (1 - t) * a[1] + t * b[1], (1 - t) * a[2] + t * b[2]))


def mean(points) -> Vec:
    points = list(points)
    n = len(points)
    return (sum(p[0] for p in points) / n, sum(p[1] for p in points) / n, sum(p[2] for p in points) / n)


def q_mul(a: Quat, b: Quat) -> Quat:
    aw, ax, ay, az = a
    bw, bx, by, bz = b
    return (
        aw * bw - ax * bx - ay * by - az * bz,
        aw * bx + ax * bw + ay * bz - az * by,
        aw * by - ax * bz + ay * bw + az * bx,
        aw * bz + ax * by - ay * bx + az * bw,
    )


def q_axis(axis: Vec, angle: float) -> Quat:
    s = math.sin(angle / 2)
    return (math.cos(angle / 2), axis[0] * s, axis[1] * s, axis[2] * s)


def q_rotate(q: Quat, v: Vec) -> Vec:
    """``v`` turned by ``q``."""
    w, x, y, z = q
    # v + 2w (u x v) + 2 u x (u x v), u = (x, y, z)
    tx = 2 * (y * v[2] - z * v[1])
    ty = 2 * (z * v[0] - x * v[2])
    tz = 2 * (x * v[1] - y * v[0])
    return (
        v[0] + w * tx + y * tz - z * ty,
        v[1] + w * ty + z * tx - x * tz,
        v[2] + w * tz + x * ty - y * tx,
    )


def q_matrix(q: Quat) -> tuple[Vec, Vec, Vec]:
    """The rotation's matrix, by rows."""
    w, x, y, z = q
    return (
        (1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)),
        (2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)),
        (2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)),
    )


def q_from_basis(images: tuple[Vec, Vec, Vec]) -> Quat:
    """The rotation taking the x, y and z axes to ``images`` (orthonormal, right-handed)."""
    (m00, m10, m20), (m01, m11, m21), (m02, m12, m22) = images  # columns
    trace = m00 + m11 + m22
    if trace > 0:
        s = 2 * math.sqrt(trace + 1)
        q = (s / 4, (m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s)
    elif m00 > m11 and m00 > m22:
        s = 2 * math.sqrt(1 + m00 - m11 - m22)
        q = ((m21 - m12) / s, s / 4, (m01 + m10) / s, (m02 + m20) / s)
    elif m11 > m22:
        s = 2 * math.sqrt(1 + m11 - m00 - m22)
        q = ((m02 - m20) / s, (m01 + m10) / s, s / 4, (m12 + m21) / s)
    else:
        s = 2 * math.sqrt(1 + m22 - m00 - m11)
        q = ((m10 - m01) / s, (m02 + m20) / s, (m12 + m21) / s, s / 4)
    return q_normal(q)


def q_normal(q: Quat) -> Quat:
    n = math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3])
    return (q[0] / n, q[1] / n, q[2] / n, q[3] / n)


def q_yaw(angle: float) -> Quat:
    """A turn about the table's upward axis, counterclockwise seen from above."""
    return (math.cos(angle / 2), 0.0, 0.0, math.sin(angle / 2))


# --- the solids ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Face:
    """A flat face: ``corners`` counterclockwise seen from outside; ``up``
    is where the top of its picture points, in its plane; ``value`` is what
    the die shows with this face up (a d4: with this face down, its top
    corner showing the value)."""

    value: int
    normal: Vec
    centre: Vec
    corners: tuple[Vec, ...]
    up: Vec

    @property
    def right(self) -> Vec:
        return cross(self.up, self.normal)

    def local(self, point: Vec) -> tuple[float, float]:
        """``point`` in the face's own plane: across and up from its centre."""
        d = sub(point, self.centre)
        return dot(d, self.right), dot(d, self.up)


@dataclass(frozen=True)
class Solid:
    sides: int
    faces: tuple[Face, ...]
    corners: tuple[Vec, ...]  # the centres of the balls that round its corners, inside the sharp hull's
    rounding: float  # its edges and corners are rounded with this radius
    turn_per_face: float  # radians a die turns rolling from one face onto the next
    reads_down: bool  # a d4 shows the value of the face it lies on, at its top corner
    extent: float  # a face's picture spans this far from its centre (its cell's half-width)
    corner_values: tuple[tuple[int, ...], ...] = ()  # a d4: the value at each face's corners

    def face_of(self, value: int) -> Face:
        return next(face for face in self.faces if face.value == value)

    def rest(self, value: int) -> Quat:
        """The die at rest showing ``value``, its picture upright to the player."""
        face = self.face_of(value)
        if self.reads_down:  # the face below, a corner pointing up the screen as the footprint's does
            return q_from_basis(_basis(scaled(face.right, -1), face.up, scaled(face.normal, -1)))
        return q_from_basis(_basis(face.right, face.up, face.normal))

    def face_up(self, turn: Quat) -> Face:
        """The face most nearly up (a d4: most nearly down) with the die so turned."""
        sign = -1.0 if self.reads_down else 1.0
        return max(self.faces, key=lambda face: sign * q_rotate(turn, face.normal)[2])

    def value_shown(self, turn: Quat) -> int:
        return self.face_up(turn).value

    def depth_below(self, turn: Quat) -> float:
        """How far the die's lowest point is below its centre (so a tilted die rests on its edge)."""
        return max(-q_rotate(turn, corner)[2] for corner in self.corners) + self.rounding


def _basis(x_from: Vec, y_from: Vec, z_from: Vec) -> tuple[Vec, Vec, Vec]:
    """The rotation's images of x, y, z: the inverse of the one taking
    ``x_from``, ``y_from``, ``z_from`` to the axes (its transpose)."""
    return (
        (x_from[0], y_from[0], z_from[0]),
        (x_from[1], y_from[1], z_from[1]),
        (x_from[2], y_from[2], z_from[2]),
    )


def _flat_face(value: int, corners: list[Vec]) -> Face:
    """A face through ``corners``, turned counterclockwise seen from outside;
    its picture's top points at its first corner."""
    centre = mean(corners)
    normal = unit(cross(sub(corners[1], corners[0]), sub(corners[2], corners[0])))
    if dot(normal, centre) < 0:
        corners = corners[::-1]
        normal = scaled(normal, -1)
    up = unit(sub(corners[0], centre))
    return Face(value, normal, centre, tuple(corners), up)


def _ordered_round(points: list[Vec], normal: Vec) -> list[Vec]:
    """``points`` of a face, in order counterclockwise about ``normal``."""
    centre = mean(points)
    first = unit(sub(points[0], centre))
    second = cross(normal, first)
    return sorted(points, key=lambda p: math.atan2(dot(sub(p, centre), second), dot(sub(p, centre), first)))


EDGE_ROUNDING = 0.05  # a d4's and a d12's edges and corners are rounded with this radius (a d6's more)


def faces_at(faces, corner: Vec) -> list[Face]:
    """The faces whose planes pass through ``corner``."""
    return [face for face in faces if abs(dot(face.normal, sub(corner, face.centre))) < 1e-9]


def rounded_corner(faces, corner: Vec, radius: float) -> Vec:
    """Where the ball that rounds ``corner`` has its centre: ``radius``
    inside each of the three faces meeting there (Cramer's rule)."""
    a, b, c = (face.normal for face in faces_at(faces, corner)[:3])
    d = tuple(dot(n, corner) - radius for n in (a, b, c))
    det = dot(a, cross(b, c))
    bc, ca, ab = cross(b, c), cross(c, a), cross(a, b)
    return tuple((d[0] * bc[i] + d[1] * ca[i] + d[2] * ab[i]) / det for i in range(3))  # type: ignore[return-value]


def _cube() -> Solid:
    r = 0.12
    h = 0.5 - r
    # Opposite faces sum to 7; 1, 2 and 3 meet at a corner counterclockwise, as on a die.
    axes = {1: (0, 0, 1), 6: (0, 0, -1), 2: (0, -1, 0), 5: (0, 1, 0), 3: (1, 0, 0), 4: (-1, 0, 0)}
    ups = {1: (0, 1, 0), 6: (0, 1, 0), 2: (0, 0, 1), 5: (0, 0, 1), 3: (0, 0, 1), 4: (0, 0, 1)}
    faces = []
    for value, axis in axes.items():
        normal: Vec = (float(axis[0]), float(axis[1]), float(axis[2]))
        up: Vec = (float(ups[value][0]), float(ups[value][1]), float(ups[value][2]))
        right = cross(up, normal)
        centre = scaled(normal, 0.5)
        corners = tuple(
            (
                centre[0] + 0.5 * (sx * right[0] + sy * up[0]),
                centre[1] + 0.5 * (sx * right[1] + sy * up[1]),
                centre[2] + 0.5 * (sx * right[2] + sy * up[2]),
            )
            for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))
        )
        faces.append(Face(value, normal, centre, corners, up))
    inner = tuple((sx * h, sy * h, sz * h) for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1))
    return Solid(6, tuple(faces), inner, r, math.pi / 2, False, 0.5)


def _tetrahedron() -> Solid:
    k = 1 / (2 * math.sqrt(2))  # edge 1
    corners = [(k, k, k), (k, -k, -k), (-k, k, -k), (-k, -k, k)]
    faces = []
    corner_values = []
    for opposite in range(4):  # a face is named by the corner it lacks, whose value it shows lying on it
        around = [c for i, c in enumerate(corners) if i != opposite]
        face = _flat_face(opposite + 1, around)
        faces.append(face)
        corner_values.append(tuple(corners.index(c) + 1 for c in face.corners))
    extent = max(math.dist(faces[0].centre, c) for c in faces[0].corners)
    dihedral = math.acos(1 / 3)
    inner = tuple(rounded_corner(faces, c, EDGE_ROUNDING) for c in corners)
    return Solid(4, tuple(faces), inner, EDGE_ROUNDING, math.pi - dihedral, True, extent, tuple(corner_values))


def _dodecahedron() -> Solid:
    raw: list[Vec] = [(sx, sy, sz) for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)]
    for a in (-1, 1):
        for b in (-1, 1):
            raw += [(0, a / PHI, b * PHI), (a / PHI, b * PHI, 0), (a * PHI, 0, b / PHI)]
    normals: list[Vec] = []
    for a in (-1, 1):
        for b in (-1, 1):
            normals += [unit((0, a * PHI, b)), unit((b, 0, a * PHI)), unit((a * PHI, b, 0))]
    # Seen face-up its outline is a decagon through the ten corners around its middle: as wide as the footprint.
    top = normals[0]
    across = max(math.sqrt(max(0.0, dot(p, p) - dot(p, top) ** 2)) for p in raw)
    points = [scaled(p, 0.5 / across) for p in raw]
    # Opposite faces sum to 13: values go to the faces in pairs.
    pairs: list[tuple[Vec, Vec]] = []
    for n in normals:
        if all(abs(dot(n, m)) < 0.99 for pair in pairs for m in pair):
            pairs.append((n, scaled(n, -1)))
    faces = []
    for k, (n, m) in enumerate(pairs):
        for value, normal in ((k + 1, n), (12 - k, m)):
            own = sorted(points, key=lambda p: -dot(p, normal))[:5]
            ordered = _ordered_round(own, normal)
            faces.append(_flat_face(value, ordered))
    extent = max(math.dist(faces[0].centre, c) for c in faces[0].corners)
    dihedral = math.acos(-1 / math.sqrt(5))
    inner = tuple(rounded_corner(faces, p, EDGE_ROUNDING) for p in points)
    faces.sort(key=lambda f: f.value)
    return Solid(12, tuple(faces), inner, EDGE_ROUNDING, math.pi - dihedral, False, extent)


@cache
def solid(sides: int) -> Solid:
    """The solid of a die of ``sides`` (a d6 for any picture or colour die)."""
    return {4: _tetrahedron, 12: _dodecahedron}.get(sides, _cube)()
