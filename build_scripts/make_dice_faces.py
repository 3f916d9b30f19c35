"""Draw the faces of the solid dice into resources/images/faces: one picture
a kind of die, a cell a face (four cells a row, each ``CELL`` pixels), in
the order of the values. The game wraps each face of a die's solid with its
cell (game/ui/solid_dice.py), so a cell is drawn as the face lies in the
die's own frame (game/physics/solids.py): a d6's square fills its cell, a
d12's pentagon and a d4's triangle have a corner at the top of theirs.

Run from the project root: ``python build_scripts/make_dice_faces.py`` (the
output is committed). Drawn at four times the size and scaled down.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from PIL import Image, ImageDraw

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_art  # noqa: E402  (beside this script)
from make_art import DICE_STYLE, PIPS, SPELL_DICE, SS, draw_doty_picture, font, spell_symbol  # noqa: E402

sys.path.insert(0, str(make_art.ROOT))
from game.games.doty.faces import face_of  # noqa: E402
from game.physics.solids import solid  # noqa: E402

OUT = make_art.OUT / "faces"
CELL = 128
COLUMNS = 4

# body, ink, and for a colour die its symbol's shade
STYLE = {
    "d4": (DICE_STYLE[4][0], DICE_STYLE[4][2]),
    "d6": (DICE_STYLE[6][0], DICE_STYLE[6][2]),
    "d12": (DICE_STYLE[12][0], DICE_STYLE[12][2]),
    "doty": ((244, 236, 214), (52, 30, 22)),
    "spots": ((246, 244, 236), (30, 40, 70)),
    **{colour: (body, ink) for colour, (body, _, ink) in SPELL_DICE.items()},
}
SIDES = {"d4": 4, "d12": 12}  # every other kind is a six-sided die


def cell_canvas(body) -> tuple[Image.Image, ImageDraw.ImageDraw, float]:
    size = CELL * SS
    image = Image.new("RGB", (size, size), body)
    return image, ImageDraw.Draw(image), size / 2


def draw_pips(draw: ImageDraw.ImageDraw, c: float, value: int, ink, spread: float = 0.25) -> None:
    step = CELL * SS * spread
    r = CELL * SS * 0.085
    for gx, gy in PIPS[value]:
        x, y = c + gx * step, c + gy * step
        draw.ellipse((x - r, y - r, x + r, y + r), fill=ink)


def shade(colour, k: float):
    return tuple(int(v * k) for v in colour)


def square_cell(kind: str, value: int) -> Image.Image:
    body, ink = STYLE[kind]
    image, draw, c = cell_canvas(body)
    if kind == "doty":
        draw_doty_picture(draw, c, CELL * SS * 0.3, face_of(value).key)
    elif kind in SPELL_DICE:  # the colour's mark large and dark behind the pips: told apart by shape
        spell_symbol(draw, kind, c, c, CELL * SS * 0.3, shade(body, 2.2 if sum(body) < 200 else 0.62))
        draw_pips(draw, c, value, ink)
    else:
        draw_pips(draw, c, value, ink)
    return image


def digit(draw: ImageDraw.ImageDraw, image: Image.Image, text: str, at, height: float, turn: float, ink) -> None:
    """``text`` centred at ``at``, its top turned ``turn`` degrees counterclockwise from up."""
    size = int(height * 2.2)
    mark = Image.new("L", (size, size), 0)
    mark_draw = ImageDraw.Draw(mark)
    f = font(int(height))
    mark_draw.text((size / 2, size / 2), text, font=f, fill=255, anchor="mm")
    if text in ("6", "9"):  # told apart as real dice do
        box = mark_draw.textbbox((size / 2, size / 2), text, font=f, anchor="mm")
        mark_draw.line((box[0], box[3] + SS * 3, box[2], box[3] + SS * 3), fill=255, width=SS * 3)
    mark = mark.rotate(turn, resample=Image.BICUBIC)
    image.paste(Image.new("RGB", mark.size, ink), (int(at[0] - size / 2), int(at[1] - size / 2)), mark)


def polygon_cell(kind: str, index: int) -> Image.Image:
    """A d12's or d4's face as it lies in its cell (its corners from the solid)."""
    body, ink = STYLE[kind]
    image, draw, c = cell_canvas(body)
    die = solid(SIDES[kind])
    face = sorted(die.faces, key=lambda f: f.value)[index]
    per_unit = c / die.extent  # the face's extent fills half the cell
    corners = [face.local(p) for p in face.corners]  # no line along its edges: they are rounded, and lit
    if kind == "d12":
        text = str(face.value)
        digit(draw, image, text, (c, c), CELL * SS * (0.36 if face.value < 10 else 0.3), 0.0, ink)
        return image
    for (a, b), value in zip(corners, die.corner_values[index]):  # each corner's value, read toward it
        at = (c + a * 0.44 * per_unit, c - b * 0.44 * per_unit)  # clear of the rounded corner
        turn = math.degrees(math.atan2(b, a)) - 90
        digit(draw, image, str(value), at, CELL * SS * 0.3, turn, ink)
    return image


def atlas(kind: str) -> Image.Image:
    sides = SIDES.get(kind, 6)
    rows = math.ceil(sides / COLUMNS)
    sheet = Image.new("RGB", (COLUMNS * CELL, rows * CELL), STYLE[kind][0])
    for index in range(sides):
        cell = polygon_cell(kind, index) if kind in SIDES else square_cell(kind, index + 1)
        cell = cell.resize((CELL, CELL), Image.LANCZOS)
        sheet.paste(cell, ((index % COLUMNS) * CELL, (index // COLUMNS) * CELL))
    return sheet


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for kind in STYLE:
        atlas(kind).save(OUT / f"{kind}.png", optimize=True)
    print(f"dice faces written to {OUT.relative_to(make_art.ROOT)}")


if __name__ == "__main__":
    main()
