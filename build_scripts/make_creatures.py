"""Draw Spottle's toad and crocodile into resources/images/spottle, lit as
the dice are: each a solid of domes on the felt (game/games/spottle/
creature_shapes.py), seen from the seat at the table's near edge, shaded by
the room's light and the hearth's fill with the dice's own sums
(game/ui/solid_dice.py's shader), and shining where it is wet. Their
shadows are the game's (a soft blot on the felt, as under a die).

Run from the project root: ``python build_scripts/make_creatures.py`` (the
output is committed; ``make_art.py`` runs it too). Drawn at four times the
size and scaled down.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from game.games.spottle import creature_shapes as shapes  # noqa: E402
from game.ui.solid_dice import FILL, LIGHT  # noqa: E402

OUT = ROOT / "resources" / "images" / "spottle"
SS = 4  # supersampling: pixels a table unit, drawn
STEPS = 2  # samples up the table a pixel: the steep sides leave no gaps


def unit(v):
    length = math.sqrt(sum(c * c for c in v))
    return tuple(c / length for c in v)


L, F = unit(LIGHT), unit(FILL)
HALF_WAY = unit(tuple(a + b for a, b in zip(L, (0.0, -0.35, 1.0))))


def shade(colour, slope: tuple[float, float], gloss: float) -> tuple[int, int, int, int]:
    """A point's colour lit as a die's face is: the light's and the fill's
    share by how the surface faces them, over the ambient, and the shine."""
    n = unit((-slope[0], -slope[1], 1.0))
    diffuse = max(0.0, sum(a * b for a, b in zip(n, L)))
    fill = max(0.0, sum(a * b for a, b in zip(n, F)))
    shine = max(0.0, sum(a * b for a, b in zip(n, HALF_WAY))) ** 48 * gloss
    light = 0.36 + 0.6 * diffuse + 0.3 * fill
    return (*(min(255, round(c * light + 255 * shine)) for c in colour), 255)


def dome(u: float, v: float, shape) -> tuple[float, float, float] | None:
    """The height of a dome over (u, v), and its slope (across, up the table); None off its foot."""
    cu, cv, ru, rv, top, foot = shape[:6]
    du, dv = (u - cu) / ru, (v - cv) / rv
    q = du * du + dv * dv
    if q >= 1:
        return None
    root = max(math.sqrt(1 - q), 0.02)  # its edge stands steep, not sheer: lit, not a seam
    rise = top - foot
    return foot + rise * root, -rise * du / (ru * root), -rise * dv / (rv * root)


def toad_at(u: float, v: float):
    """The toad over (u, v): (height, slope, colour, gloss), or None off it."""
    best = None
    for shape in shapes.TOAD_DOMES:
        hit = dome(u, v, shape)
        if hit is not None and (best is None or hit[0] > best[0]):
            best = (*hit, shape[6])
    if best is None:
        return None
    h, su, sv, colour = best
    if h > 22 and math.hypot(u, v - 10) < 22:  # the broad back, paler
        colour = tuple(round(a + (b - a) * (1 - math.hypot(u, v - 10) / 22)) for a, b in zip(colour, shapes.BACK))
    for wu, wv, r in shapes.TOAD_WARTS:
        wart = dome(u, v, (wu, wv, r, r, 2.5, 0.0))
        if wart is not None:
            h, su, sv, colour = h + wart[0], su + wart[1], sv + wart[2], shapes.WART
    gloss = 0.22
    radius, top, foot = shapes.TOAD_EYE
    for eu, ev in shapes.TOAD_EYES:
        eye = dome(u, v, (eu, ev, radius, radius, top, foot))
        if eye is not None and eye[0] > h:
            inner = math.hypot(u - eu, v - ev) < radius * 0.78
            h, su, sv = eye
            colour, gloss = (shapes.EYE, 0.9) if inner else (shapes.SKIN, 0.22)  # a lid's rim round the eye
    mouth = shapes.TOAD_MOUTH_V + 0.014 * u * u
    if abs(u) < 21 and abs(v - mouth) < 1.3 and h > 6:
        colour = (44, 30, 18)
    return h, (su, sv), colour, gloss


SCALES = tuple((u, v) for v in (8.0, 16.0) for u in range(-54 + (v == 16.0) * 7, 55, 14))


def croc_at(u: float, v: float, shut: bool):
    """The crocodile over (u, v): its head a slab with rounded edges, eyes
    risen from it, and its open mouth a pit between the jaws (or a seam, shut)."""
    a, b, height = shapes.CROC_HEAD
    du, dv = abs(u) / a, abs(v) / b
    s = du**4 + dv**4
    if s >= 1:
        return None
    root = max((1 - s) ** 0.25, 0.05)
    lift = height * root
    grad = height * 0.25 * max(1 - s, 1e-4) ** -0.75
    su = -grad * 4 * du**3 / a * (1 if u >= 0 else -1)
    sv = -grad * 4 * dv**3 / b * (1 if v >= 0 else -1)
    h, colour, gloss = lift, shapes.GREEN, 0.2
    for su0, sv0 in SCALES:  # the rows of scales along its back, each a low ridge
        scale = dome(u, v, (su0, sv0, 5.5, 3.5, 2.5, 0.0))
        if scale is not None:
            h, su, sv, colour = h + scale[0], su + scale[1], sv + scale[2], shapes.SCALE
    half, near, far = shapes.CROC_MOUTH
    if not shut and abs(u) < half and near < v < far:
        edge = min(half - abs(u), v - near, far - v)  # into the pit from its rim
        if edge < 3:
            h, su, sv = lift - (lift - shapes.CROC_MOUTH_FLOOR) * edge / 3, 0.0, 0.0
            sv = (lift - shapes.CROC_MOUTH_FLOOR) / 3 * (1 if edge == v - near else -1 if edge == far - v else 0)
            colour = (120, 36, 36)
        else:
            h, su, sv = shapes.CROC_MOUTH_FLOOR, 0.0, 0.0
            middle = 1 - min(1.0, math.hypot(u / (half * 0.55), (v - (near + far) / 2) / ((far - near) * 0.4)))
            colour = tuple(round(c + (t - c) * middle) for c, t in zip(shapes.JAW, (204, 96, 96)))
            gloss = 0.5
    if shut and abs(u) < half + 4 and abs(v - (near + far) / 2) < 1.4:
        colour = (30, 52, 30)  # the jaws' seam
    if shut and abs(u) < half and -1.4 < v - (near + far) / 2 < 0 and (u % 10) < 5:
        colour = (240, 236, 220)  # the teeth showing along it
    radius, top, foot = shapes.CROC_EYE
    for eu, ev in shapes.CROC_EYES:
        eye = dome(u, v, (eu, ev, radius, radius * 0.8, top, foot))
        if eye is not None and eye[0] > h:
            h, su, sv = eye
            iris = math.hypot(u - eu, (v - ev) / 0.8) < radius * 0.7
            slit = abs(u - eu) < 1.4 and iris
            colour, gloss = ((20, 20, 10), 0.9) if slit else ((220, 196, 76), 0.9) if iris else (shapes.GREEN, 0.2)
    for nu in (-8.0, 8.0):  # nostrils at the snout's front
        if math.hypot(u - nu, v + b * 0.82) < 2.4:
            colour = (28, 44, 26)
    return h, (su, sv), colour, gloss


def render(at, half: tuple[float, float], top: float) -> Image.Image:
    """The creature as seen from the seat: each column of the picture walked
    from the near edge up the table, a point drawn where it rises above what
    nearer points hid (what stands nearer hides what stands behind)."""
    width, height = shapes.picture_size(half, top)
    image = Image.new("RGBA", (width * SS, height * SS), (0, 0, 0, 0))
    pixels = image.load()
    rows = height * SS
    for column in range(width * SS):
        u = (column + 0.5) / SS - width / 2
        horizon = None  # the highest row drawn in this column so far
        for k in range(round(2 * half[1] * SS * STEPS) + 1):
            v = -half[1] + k / (SS * STEPS)
            point = at(u, v)
            if point is None:
                continue
            h, slope, colour, gloss = point
            row = math.floor((shapes.seen(u, v, h)[1] + height / 2) * SS)  # from the picture's foot
            if horizon is None:
                horizon = row - 1  # its nearest point, on the felt
            if row <= horizon:
                continue
            lit = shade(colour, slope, gloss)
            for up in range(horizon + 1, min(row, rows - 1) + 1):  # up a steep side, every row it shows
                pixels[column, rows - 1 - up] = lit
            horizon = row
    return image.resize((width, height), Image.LANCZOS)


def write_creatures() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    toad_half = (shapes.TOAD_RADIUS, shapes.TOAD_RADIUS)
    render(toad_at, toad_half, shapes.TOAD_TOP).save(OUT / "toad.png", optimize=True)
    throat = (0.0, 0.0, 10.0, 7.0, 5.0, 0.0)  # the pouch under its chin, pale, drawn as wide as it swells

    def throat_at(u: float, v: float):
        hit = dome(u, v, throat)
        return None if hit is None else (hit[0], hit[1:], (214, 206, 150), 0.3)

    render(throat_at, (10.0, 7.0), 5.0).save(OUT / "toad_throat.png", optimize=True)
    croc_half = shapes.CROCODILE_HALF
    render(lambda u, v: croc_at(u, v, False), croc_half, shapes.CROC_TOP).save(
        OUT / "crocodile_open.png", optimize=True
    )
    render(lambda u, v: croc_at(u, v, True), croc_half, shapes.CROC_TOP).save(OUT / "crocodile_shut.png", optimize=True)


if __name__ == "__main__":
    write_creatures()
    print(f"creatures written to {OUT.relative_to(ROOT)}")
