"""Dice drawn as lit solids through ``arcade.gl``: every die of every table,
in flight, at rest, and as the pictures of dice on cards and boards.

Each kind of die (``KINDS``) is a solid from ``game.physics.solids`` wrapped
in its faces' picture (resources/images/faces, made by
build_scripts/make_dice_faces.py). The light is the room's: it stays where it
is as a die turns, so the die shades and shines as a solid does. The table is
seen from a seat at its near edge: a point's height lifts it up the screen by
``LEAN`` of that height, so a die shows its top and its near sides, and its
shadow (drawn by the caller) falls below it. Dice are convex, so each is
drawn with its back faces culled and no depth buffer; dice are drawn lowest
first, so a die in the air passes over one on the table.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from PIL import Image
from pyglet.math import Mat4

from game.physics.solids import (
    Face,
    Quat,
    Solid,
    Vec,
    cross,
    dot,
    faces_at,
    mean,
    q_matrix,
    q_mul,
    q_rotate,
    q_yaw,
    rounded_corner,
    scaled_add,
    solid,
    sub,
    toward,
    unit,
)
from game.physics.turning import upright
from game.platform.assets import DIE_KINDS
from game.platform.resources import resource
from game.ui.arcade_import import arcade

LEAN = 0.35  # how far up the screen a point rises per unit of its height: the seat's view
EYE_HEIGHT = 1400.0  # the eye over the table: near points of a die look a little larger
LIGHT = (-0.38, 0.46, 0.8)  # toward the room's light: up and to the left, over the player's shoulder
# toward a softer light at the player's side (the hearth's glow on the table): without it the sides
# turned to the player lay in the ambient's shade alone, and a d4's value is read on the nearest of them
FILL = (0.0, -1.0, 0.6)
COLUMNS = 4  # a face picture's cells a row
KINDS = DIE_KINDS
REST_MARGIN = 1.3  # a die's picture is this much wider than the die: its near side and shine fit

VERTEX = """
#version 330
uniform WindowBlock { mat4 projection; mat4 view; } window;
uniform mat3 u_turn;
uniform vec3 u_place;
uniform float u_size;
uniform float u_lean;
uniform float u_eye;
in vec3 in_pos;
in vec3 in_normal;
in vec2 in_uv;
out vec3 v_normal;
out vec2 v_uv;
void main() {
    vec3 p = u_turn * (in_pos * u_size);
    float near = u_eye / (u_eye - p.z);
    vec2 s = u_place.xy + p.xy * near + vec2(0.0, (u_place.z + p.z) * u_lean);
    gl_Position = window.projection * window.view * vec4(s, 0.0, 1.0);
    v_normal = u_turn * in_normal;
    v_uv = in_uv;
}
"""

FRAGMENT = """
#version 330
uniform sampler2D u_faces;
uniform vec3 u_light;
uniform vec3 u_fill;
in vec3 v_normal;
in vec2 v_uv;
out vec4 f_colour;
void main() {
    vec3 n = normalize(v_normal);
    vec3 base = texture(u_faces, v_uv).rgb;
    float diffuse = max(dot(n, u_light), 0.0);
    float fill = max(dot(n, u_fill), 0.0);
    vec3 half_way = normalize(u_light + vec3(0.0, -0.35, 1.0));
    // the shine's power of 48 by squaring: the software GL's pow costs a sixth of the die's pixels
    float s1 = max(dot(n, half_way), 0.0);
    float s2 = s1 * s1;
    float s4 = s2 * s2;
    float s8 = s4 * s4;
    float s16 = s8 * s8;
    float shine = s16 * s16 * s16 * 0.32;
    f_colour = vec4(base * (0.36 + 0.6 * diffuse + 0.3 * fill) + vec3(shine), 1.0);
}
"""


def kind_sides(kind: str) -> int:
    return {"d4": 4, "d12": 12}.get(base_kind(kind), 6)


def special_kind(kind: str, body: tuple[int, int, int], pips: tuple[int, int, int]) -> str:
    """A kind of die in colours of its own (a Tavern Road special die): its
    faces' picture, the light in ``body`` and the dark in ``pips``."""
    return f"{kind}|{','.join(map(str, body))}|{','.join(map(str, pips))}"


def base_kind(kind: str) -> str:
    """The kind a die in colours of its own is drawn from (``special_kind``)."""
    return kind.split("|", 1)[0]


def _recoloured(image: Image.Image, kind: str) -> Image.Image:
    """The faces' picture in the special kind's colours: each pixel as light
    as it was, from the pips' colour (dark) to the body's (light)."""
    body, pips = (tuple(int(c) for c in part.split(",")) for part in kind.split("|")[1:])
    light = image.convert("L")
    return Image.composite(Image.new("RGB", image.size, body), Image.new("RGB", image.size, pips), light)


def kind_of(sides: int) -> str:
    """The plain die of ``sides``: Death's Will's stakes and Spottle's dice."""
    return f"d{sides}"


@dataclass
class DrawnDie:
    """A die where it is drawn: its kind, its turn, and its centre on the
    table (x, y in the table's pixels; z its height over the table, its
    lowest point's lift included), ``size`` pixels across."""

    kind: str
    turn: Quat
    x: float
    y: float
    z: float
    size: float


def place_shadow(shadow, x: float, y: float, z: float, size: float) -> None:
    """A die's shadow sprite under a die at (x, y), ``z`` over the table:
    cast away from the room's light, wider, softer and fainter the higher the die."""
    shadow.scale = size * 1.9 / shadow.texture.width * (1 + z / 300)
    shadow.position = (x + size * 0.16 + z * 0.3, y - size * 0.16 - z * 0.22)
    shadow.alpha = max(50, int(215 - z * 1.3))


def project(die: DrawnDie, point) -> tuple[float, float]:
    """Where a point of the die's own frame (its size 1) is drawn: the
    vertex shader's sums, for hit tests and for reading a face back."""
    px, py, pz = (c * die.size for c in q_rotate(die.turn, point))
    near = EYE_HEIGHT / (EYE_HEIGHT - pz)
    return die.x + px * near, die.y + py * near + (die.z + pz) * LEAN


# --- meshes ---------------------------------------------------------------------------


def cell_uv(die: Solid, face: Face, a: float, b: float) -> tuple[float, float]:
    """The picture's coordinates of the point ``(a, b)`` of ``face`` (across, up from its centre)."""
    rows = math.ceil(die.sides / COLUMNS)
    index = face.value - 1
    col, row = index % COLUMNS, index // COLUMNS
    return (col + 0.5 + 0.5 * a / die.extent) / COLUMNS, (row + 0.5 - 0.5 * b / die.extent) / rows


def _rounded_axis(die: Solid) -> list[float]:
    """Across a d6's face: its flat middle in one step, and two where its edge
    rounds (evenly spread in angle there). The software GL pays for every
    triangle as well as every pixel: a grid four times as fine (the middle
    split too, three steps round an edge) drew the same die, at 56 and at 160
    pixels across, at twice the cost."""
    h = 0.5 - die.rounding
    band = [h + die.rounding * math.tan(math.radians(a)) for a in (22.5, 45)]
    return [-b for b in reversed(band)] + [-h, h] + band


def _weighted(a: Vec, b: Vec, c: Vec, i: int, j: int, k: int) -> Vec:
    """i a + j b + k c."""
    return (i * a[0] + j * b[0] + k * c[0], i * a[1] + j * b[1] + k * c[1], i * a[2] + j * b[2] + k * c[2])


def mesh(die: Solid) -> array:
    """Triangles of (position, normal, picture coordinates), counterclockwise seen from outside."""
    data = array("f")
    if die.sides == 6:  # a cube: its faces' grid bent round at the edges
        h = 0.5 - die.rounding
        axis = _rounded_axis(die)
        for face in die.faces:
            grid = []
            for b in axis:
                row = []
                for a in axis:
                    p = tuple(face.centre[i] + a * face.right[i] + b * face.up[i] for i in range(3))
                    inner = tuple(max(-h, min(h, c)) for c in p)
                    d = tuple(c - i for c, i in zip(p, inner))
                    length = math.sqrt(sum(c * c for c in d))
                    normal = tuple(c / length for c in d)
                    position = tuple(i + n * die.rounding for i, n in zip(inner, normal))
                    row.append((*position, *normal, *cell_uv(die, face, a, b)))
                grid.append(row)
            for j in range(len(axis) - 1):
                for i in range(len(axis) - 1):
                    p00, p10, p11, p01 = grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]
                    for vertex in (p00, p10, p11, p00, p11, p01):
                        data.extend(vertex)
        return data
    return _rounded_flat_faces(die)


ARC_STEPS = 2  # an edge's rounding is this many strips, a corner's ball this many rows (as a d6's)


def _rounded_flat_faces(die: Solid) -> array:
    """A solid of flat faces rounded at its edges and corners: each face
    drawn flat, inset where the rounding begins; a strip of a cylinder along
    each edge; a patch of a ball at each corner. The strips and the patches
    take the die's own colour, from a cell's corner its picture leaves bare."""
    data = array("f")
    r = die.rounding
    bare = cell_uv(die, die.faces[0], 0.92 * die.extent, 0.92 * die.extent)

    def triangle(points: list[tuple]) -> None:
        """Three (position, normal, uv) points, turned counterclockwise seen from outside."""
        (p0, n0, _), (p1, _, _), (p2, _, _) = points
        if dot(cross(sub(p1, p0), sub(p2, p0)), n0) < 0:
            points = [points[0], points[2], points[1]]
        for position, normal, uv in points:
            data.extend((*position, *normal, *uv))

    def on_ball(centre: Vec, normal: Vec) -> tuple:
        return scaled_add(centre, normal, r), normal, bare

    inner = {corner: rounded_corner(die.faces, corner, r) for face in die.faces for corner in face.corners}
    for face in die.faces:
        flat = [scaled_add(inner[c], face.normal, r) for c in face.corners]
        middle = mean(flat)
        for k in range(len(flat)):
            triangle([(p, face.normal, cell_uv(die, face, *face.local(p))) for p in (middle, flat[k], flat[k - 1])])
    for face in die.faces:  # each edge once: from the face of the lower value
        for k, a in enumerate(face.corners):
            b = face.corners[k - 1]
            other = next(f for f in die.faces if f is not face and a in f.corners and b in f.corners)
            if other.value < face.value:
                continue
            turns = [toward(face.normal, other.normal, j / ARC_STEPS) for j in range(ARC_STEPS + 1)]
            for n0, n1 in zip(turns, turns[1:]):
                quad = [on_ball(inner[a], n0), on_ball(inner[b], n0), on_ball(inner[b], n1), on_ball(inner[a], n1)]
                triangle([quad[0], quad[1], quad[2]])
                triangle([quad[0], quad[2], quad[3]])
    for corner, centre in inner.items():
        a, b, c = (face.normal for face in faces_at(die.faces, corner)[:3])
        rows = ARC_STEPS
        point = {
            (i, j): on_ball(centre, unit(_weighted(a, b, c, i, j, rows - i - j)))
            for i in range(rows + 1)
            for j in range(rows + 1 - i)
        }
        for i in range(rows):
            for j in range(rows - i):
                triangle([point[i, j], point[i + 1, j], point[i, j + 1]])
                if i + j + 1 < rows:
                    triangle([point[i + 1, j], point[i + 1, j + 1], point[i, j + 1]])
    return data


# --- drawing ---------------------------------------------------------------------------


class SolidDice:
    """The meshes, face pictures and program of one window's dice."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.program = ctx.program(vertex_shader=VERTEX, fragment_shader=FRAGMENT)
        self.program["u_light"] = unit(LIGHT)
        self.program["u_fill"] = unit(FILL)
        self.program["u_lean"] = LEAN
        self.program["u_eye"] = EYE_HEIGHT
        self.program["u_faces"] = 0
        self.geometries = {}
        for sides in (4, 6, 12):
            buffer = ctx.buffer(data=mesh(solid(sides)))
            self.geometries[sides] = ctx.geometry(
                [arcade.gl.BufferDescription(buffer, "3f 3f 2f", ["in_pos", "in_normal", "in_uv"])],
                mode=ctx.TRIANGLES,
            )
        self.pictures: dict = {}

    def picture(self, kind: str):
        if kind not in self.pictures:
            image = Image.open(resource("images", "faces", f"{base_kind(kind)}.png")).convert("RGB")
            if kind != base_kind(kind):
                image = _recoloured(image, kind)
            # linear filtering only: the GL's own mipmaps cost 70 ms a picture in the software renderer
            texture = self.ctx.texture(
                image.size, components=3, data=image.tobytes(), filter=(self.ctx.LINEAR, self.ctx.LINEAR)
            )
            self.pictures[kind] = texture
        return self.pictures[kind]

    def draw(self, dice: Iterable[DrawnDie]) -> None:
        # far before near (the player sits at the table's near edge), and a die in the air over those lying
        ordered = sorted(dice, key=lambda die: die.z * 3 - die.y)
        if not ordered:
            return
        program = self.program
        with self.ctx.enabled(self.ctx.CULL_FACE):
            for die in ordered:
                rows = q_matrix(die.turn)
                program["u_turn"] = (rows[0][0], rows[1][0], rows[2][0], rows[0][1], rows[1][1], rows[2][1],
                                     rows[0][2], rows[1][2], rows[2][2])  # fmt: skip
                program["u_place"] = (die.x, die.y, die.z)
                program["u_size"] = die.size
                self.picture(die.kind).use(0)
                self.geometries[kind_sides(die.kind)].render(program)


@cache
def _painter(ctx) -> SolidDice:
    return SolidDice(ctx)


def painter() -> SolidDice:
    """The dice painter of the window now open."""
    return _painter(arcade.get_window().ctx)


def resting(kind: str, value: int, x: float, y: float, size: float, yaw: float = 0.0) -> DrawnDie:
    """A die lying at (x, y) showing ``value``, turned ``yaw`` about the
    upward axis (or as near upright as looks the same)."""
    die = solid(kind_sides(kind))
    turn = q_mul(q_yaw(upright(die, yaw)), die.rest(value))
    return DrawnDie(kind, turn, x, y, die.depth_below(turn) * size, size)


def rest_die(kind: str, value: int, pixels: int, yaw: float = 0.0) -> DrawnDie:
    """A die ``pixels`` across at rest in the middle of its picture (``rest_texture``), its near side included."""
    side = int(pixels * REST_MARGIN)
    die = resting(kind, value, side / 2, side / 2, pixels, yaw)
    die.y -= (die.z + pixels / 2) * LEAN / 2  # its top and its near side, centred together
    return die


def picture(dice: list[DrawnDie], width: int, height: int) -> Image.Image:
    """``dice`` drawn on a clear picture of ``width`` by ``height`` (a table's
    pixels): the pictures of dice, and the test that reads a face back."""
    return offscreen(lambda: painter().draw(dice), width, height)


def offscreen(drawing, width: int, height: int, background=(0, 0, 0, 0)) -> Image.Image:
    """What ``drawing()`` draws, in a table's pixels, on a picture of ``width`` by ``height``."""
    ctx = arcade.get_window().ctx
    target = ctx.framebuffer(color_attachments=[ctx.texture((width, height), components=4)])
    projection, view = ctx.projection_matrix, ctx.view_matrix
    try:
        with target.activate():
            target.clear(color=background)
            ctx.projection_matrix = Mat4.orthogonal_projection(0, width, 0, height, -1, 1)
            ctx.view_matrix = Mat4()
            drawing()
            read = target.read(components=4)
    finally:
        ctx.projection_matrix, ctx.view_matrix = projection, view
    return Image.frombytes("RGBA", (width, height), read).transpose(Image.Transpose.FLIP_TOP_BOTTOM)


@cache
def rest_texture(kind: str, value: int, pixels: int = 76) -> arcade.Texture:
    """A picture of a die at rest showing ``value``, ``pixels`` across (the
    picture a little wider): the dice on cards, boards and legends, in the
    same style as the dice thrown."""
    side = int(pixels * REST_MARGIN)
    image = picture([rest_die(kind, value, pixels)], side, side)
    return arcade.Texture(image, hash=f"solid-die-{kind}-{value}-{pixels}")
