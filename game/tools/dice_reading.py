"""How large every kind of die reads at rest, measured from the pixels the
window draws at the table's own scale (1280x720, one table unit a pixel):
its width, and the height of the marks that show its value. The bench
prints these figures and a test holds them, so a die too small to read is
caught where it is drawn, not from its constants.

A face is read by sampling it: points of the face's own plane are projected
as the renderer projects them, and the pixel under each is a mark where it
stands apart from the face's body colour (the most common colour there, as
a flat face is lit evenly).
"""

from __future__ import annotations

import math
from collections import Counter

from PIL import Image

from game.physics.flight import SETTLED_WITHIN, SETTLES_EVERY, die_size
from game.physics.solids import Face, Solid, dot, q_rotate, solid, sub, unit
from game.platform.assets import DIE_KINDS
from game.ui.solid_dice import LEAN, DrawnDie, kind_sides, picture, project, resting

PLAIN = ("d4", "d6", "d12", "doty", "spots")
SPELL = tuple(kind for kind in DIE_KINDS if kind not in PLAIN)  # Spelldice's colour dice: pips over a symbol
PIPS = ("d6", "spots", *SPELL)  # a value of pips is counted: its pattern is what is read
YAW_STEPS = 13  # rest turns sampled across the top face's symmetry: a die lands at any of them
MARK_DISTANCE = 60.0  # colour distance (0-441) from the face's body at which a pixel is a mark
SAMPLES = 90  # sample points across a face's picture, each way


def table_size(kind: str) -> float:
    """A die's size across as every table draws it: its body's size in the physics."""
    return die_size(kind_sides(kind))


def _rendered(die: DrawnDie) -> tuple[Image.Image, int]:
    side = int(die.size * 3)
    die.x, die.y = side / 2, side / 2 - die.size * 0.3
    return picture([die], side, side), side


def rest_yaws(kind: str) -> list[float]:
    """Turns about the upward axis a resting die can show, evenly across half its top's symmetry each way."""
    sides = kind_sides(kind)
    half = math.pi / (3 if sides == 4 else 5 if sides == 12 else 4)
    return [half * (2 * k / (YAW_STEPS - 1) - 1) for k in range(YAW_STEPS)]


def width_px(kind: str, size: float | None = None) -> int:
    """The narrowest a resting die is drawn across the screen, over the turns it may rest at."""
    size = size or table_size(kind)
    widths = []
    for yaw in rest_yaws(kind):
        image, _ = _rendered(resting(kind, kind_sides(kind), 0, 0, size, yaw))
        box = image.getchannel("A").point(lambda a: 255 if a > 0 else 0).getbbox()
        widths.append(box[2] - box[0] if box else 0)
    return min(widths)


def _value_face(die: Solid, drawn: DrawnDie) -> tuple[Face, tuple | None]:
    """The face the value is read on, and for a d4 the corner its value stands by
    (the face nearest the eye of the three round its top corner)."""
    if not die.reads_down:
        return die.face_up(drawn.turn), None
    top = max({c for f in die.faces for c in f.corners}, key=lambda c: q_rotate(drawn.turn, c)[2])
    eye = unit((0.0, -LEAN, 1.0))
    near = max((f for f in die.faces if top in f.corners), key=lambda f: dot(q_rotate(drawn.turn, f.normal), eye))
    return near, top


def _face_points(die: Solid, face: Face, corner) -> list[tuple[float, float]]:
    """Points across a face's flat part (across and up from its centre); for
    a d4 only those nearer ``corner`` than its other corners (where that corner's value is)."""
    reach = die.extent
    points = []
    for i in range(SAMPLES + 1):
        for j in range(SAMPLES + 1):
            a, b = reach * (2 * i / SAMPLES - 1), reach * (2 * j / SAMPLES - 1)
            point = _on(face, a, b)
            if not _inside(die, face, point):
                continue
            if corner is not None and min(face.corners, key=lambda c: math.dist(c, point)) != corner:
                continue
            points.append((a, b))
    return points


def _on(face: Face, a: float, b: float) -> tuple[float, float, float]:
    return tuple(face.centre[k] + a * face.right[k] + b * face.up[k] for k in range(3))  # type: ignore[return-value]


def _inside(die: Solid, face: Face, point) -> bool:
    """Within the face's flat part: inside every other face's plane by more than the rounding."""
    return all(dot(sub(point, f.centre), f.normal) < -die.rounding for f in die.faces if f is not face)


def face_samples(kind: str, value: int, size: float | None = None, yaw: float = 0.0) -> list[tuple]:
    """The resting die showing ``value`` drawn at the table's scale, read on
    the face its value is read on: ((across, up) on the face, the screen's y
    there, the pixel's colour), for every sample point the die covers."""
    size = size or table_size(kind)
    die = solid(kind_sides(kind))
    drawn = resting(kind, value, 0, 0, size, yaw)
    image, side = _rendered(drawn)
    face, corner = _value_face(die, drawn)
    read = []
    for a, b in _face_points(die, face, corner):
        x, y = project(drawn, _on(face, a, b))
        pixel: tuple[int, ...] = image.getpixel((int(x), side - 1 - int(y)))  # type: ignore[assignment]
        if pixel[3] == 255:  # on the die, not beside it
            read.append(((a, b), y, pixel[:3]))
    return read


def body_colour(samples: list[tuple]) -> tuple[int, ...]:
    """A face's body: its most common colour (a flat face is lit evenly)."""
    return Counter(_coarse(colour) for *_, colour in samples).most_common(1)[0][0]


def marks(samples: list[tuple]) -> list[tuple]:
    """The samples that stand apart from the face's body."""
    body = body_colour(samples)
    return [sample for sample in samples if math.dist(sample[2], body) > MARK_DISTANCE]


def _coarse(colour) -> tuple[int, ...]:
    """A colour to the nearest 8 of each channel: a face's evenly lit body counts as one colour."""
    return tuple(8 * round(v / 8) for v in colour)


def _height(ys: list[float]) -> float:
    return round(max(ys) - min(ys) + 1, 1) if ys else 0.0


def value_yaws(kind: str) -> tuple[float, ...]:
    """The turns its value is read at: upright, and for a die that settles
    upright (a d4) as far off it as it may come to rest."""
    if kind_sides(kind) in SETTLES_EVERY:
        return (-SETTLED_WITHIN, 0.0, SETTLED_WITHIN)
    return (0.0,)


def value_height_px(kind: str, value: int, size: float | None = None) -> float:
    """How tall the marks of ``value`` are drawn on the resting die, in
    pixels, the least over ``value_yaws``: a numeral or picture's height, a
    pattern of pips from its top pip to its lowest."""
    return min(_value_height(kind, value, size, yaw) for yaw in value_yaws(kind))


def _value_height(kind: str, value: int, size: float | None, yaw: float) -> float:
    """A colour die's symbol lies on every face: its pips are what differs
    from its face of one pip (that pip lies between the others)."""
    samples = face_samples(kind, value, size, yaw)
    if kind in SPELL:
        other = {point: colour for point, _, colour in face_samples(kind, 1, size, yaw)}
        return _height([y for point, y, colour in samples if math.dist(colour, other[point]) > MARK_DISTANCE])
    return _height([y for _, y, _ in marks(samples)])


def value_px(kind: str, size: float | None = None) -> float:
    """The value's height as a die of ``kind`` is read: a pip die's highest
    value (its pattern is what is counted; a lone pip is read by being
    there), and a numeral or picture die's smallest over every face."""
    sides = kind_sides(kind)
    if kind in PIPS:
        return value_height_px(kind, sides, size)
    return min(value_height_px(kind, value, size) for value in range(1, sides + 1))


def luminance(colour) -> float:
    """WCAG's relative luminance of an sRGB colour."""
    linear = [v / 255 / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in colour[:3]]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a, b) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def value_contrast(kind: str, value: int) -> float:
    """How far the value's ink stands from the face it lies on, as drawn (the
    least over ``value_yaws``): the contrast of the face's body with the
    commonest colour of the marks (a numeral's fill, not its edge) that stands furthest from it."""
    return min(_value_contrast(kind, value, yaw) for yaw in value_yaws(kind))


def _value_contrast(kind: str, value: int, yaw: float) -> float:
    samples = face_samples(kind, value, yaw=yaw)
    body = body_colour(samples)
    counted = Counter(_coarse(colour) for *_, colour in marks(samples))
    enough = [colour for colour, n in counted.items() if n >= 0.1 * max(counted.values())]
    return round(max(contrast(colour, body) for colour in enough), 2)


FIGURE_KINDS = {
    "d4": ("d4",),
    "d6": ("d6",),
    "d12": ("d12",),
    "doty": ("doty",),
    "spots": ("spots",),
    "spelldice": SPELL,
}


def dice_at_rest_figures() -> dict:
    """``die_px_<kind>`` and ``value_px_<kind>`` for every kind, Spelldice's
    the smallest of its colours: as the window draws them at the table's scale."""
    figures: dict[str, float] = {}
    for name, kinds in FIGURE_KINDS.items():
        figures[f"die_px_{name}"] = min(width_px(kind) for kind in kinds)
        figures[f"value_px_{name}"] = min(value_px(kind) for kind in kinds)
    return figures
