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

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_art  # noqa: E402  (beside this script)
from make_art import DICE_STYLE, FONT_DIR, PIPS, SPELL_DICE, SS, draw_doty_picture, spell_symbol  # noqa: E402

sys.path.insert(0, str(make_art.ROOT))
from game.games.doty.faces import face_of  # noqa: E402
from game.physics.flight import die_size  # noqa: E402
from game.physics.solids import rounded_corner, scaled_add, solid  # noqa: E402

OUT = make_art.OUT / "faces"
CELL = 128
COLUMNS = 4

# body and ink (a numeral's fill, or the pips)
STYLE = {
    "d4": (DICE_STYLE[4][0], (255, 253, 244)),  # the cards' cream made white: the d4's value lies on its sides
    "d6": (DICE_STYLE[6][0], DICE_STYLE[6][2]),
    "d12": (DICE_STYLE[12][0], DICE_STYLE[12][2]),
    "doty": ((244, 236, 214), (52, 30, 22)),
    "spots": ((246, 244, 236), (30, 40, 70)),
    **{colour: (body, ink) for colour, (body, _, ink) in SPELL_DICE.items()},
}
SIDES = {"d4": 4, "d12": 12}  # every other kind is a six-sided die
# A numeral's fill, ringed by a dark edge so it reads against the face's body and its shine.
NUMERAL_EDGE = {"d4": (14, 38, 26), "d12": (44, 6, 12)}
NUMERAL_FONT = str(FONT_DIR / "Liberation_Sans_Bold.ttf")  # a plain sans: its strokes stay open when small
NUMERAL_EDGE_PX = {"d4": 0.9, "d12": 1.2}  # the dark edge's width, in pixels as the table draws the die
# Numerals drawn narrower than the font's: 10 to 12 to stand as tall as one digit in a d12's face, and a
# d4's, each in the third of its face by its corner, as tall as that narrow room allows.
SQUEEZE = {"d4": (0.6, 0.6), "d12": (1.0, 0.82)}  # (one digit, two)
FACE_MARGIN = 0.01  # of the face's extent: a numeral stays this far inside the flat face (its edge is rounded)
# A colour die: its symbol in bone over the body (high contrast, read by its shape), its white pips ringed
# in black, so a pip reads on the symbol as a ring, apart from the symbol's own dark eyes and veins.
SPELL_SYMBOL = (236, 226, 196)
SPELL_PIP_RING_INK = (20, 16, 14)
SPELL_SYMBOL_RADIUS = 0.33  # of the cell
SPELL_PIP_RING = 0.025  # of the cell: the dark ring round a colour die's pip (over a pixel at the table's size)


def cell_canvas(body) -> tuple[Image.Image, ImageDraw.ImageDraw, float]:
    size = CELL * SS
    image = Image.new("RGB", (size, size), body)
    return image, ImageDraw.Draw(image), size / 2


def draw_pips(draw: ImageDraw.ImageDraw, c: float, value: int, ink, spread: float = 0.25, grow: float = 0) -> None:
    step = CELL * SS * spread
    r = CELL * SS * (0.085 + grow)
    for gx, gy in PIPS[value]:
        x, y = c + gx * step, c + gy * step
        draw.ellipse((x - r, y - r, x + r, y + r), fill=ink)


def square_cell(kind: str, value: int) -> Image.Image:
    body, ink = STYLE[kind]
    image, draw, c = cell_canvas(body)
    if kind == "doty":
        draw_doty_picture(draw, c, CELL * SS * 0.3, face_of(value).key)
    elif kind in SPELL_DICE:  # the colour's mark large and light behind the pips: told apart by shape
        spell_symbol(draw, kind, c, c, CELL * SS * SPELL_SYMBOL_RADIUS, SPELL_SYMBOL, cut=body)
        draw_pips(draw, c, value, SPELL_PIP_RING_INK, grow=SPELL_PIP_RING)  # ringed, to read on both
        draw_pips(draw, c, value, ink)
    else:
        draw_pips(draw, c, value, ink)
    return image


def numeral_mask(text: str, kind: str) -> Image.Image:
    """``text`` as a mask cropped to its ink, drawn large (it is scaled to fit
    its face); 6 and 9 underlined as real dice tell them apart."""
    mark = Image.new("L", (1200, 700), 0)
    draw = ImageDraw.Draw(mark)
    draw.text((600, 350), text, font=ImageFont.truetype(NUMERAL_FONT, 400), fill=255, anchor="mm")
    box = mark.getbbox()
    if text in ("6", "9"):
        draw.rectangle((box[0], box[3] + 30, box[2], box[3] + 96), fill=255)  # bold: read at rest, turned
        box = mark.getbbox()
    mark = mark.crop(box)
    squeeze = SQUEEZE[kind][len(text) > 1]
    return mark.resize((round(mark.width * squeeze), mark.height), Image.LANCZOS)


def placed(mark: Image.Image, height: float, turn: float, at, pad: int = 0) -> tuple[Image.Image, tuple[int, int]]:
    """The numeral ``height`` tall, turned ``turn`` degrees counterclockwise,
    on a canvas ``pad`` wider each way; and where that canvas goes for its middle to be at ``at``."""
    width = max(1, round(mark.width * height / mark.height))
    canvas = Image.new("L", (width + 2 * pad + 4, round(height) + 2 * pad + 4), 0)
    canvas.paste(mark.resize((width, max(1, round(height))), Image.LANCZOS), (pad + 2, pad + 2))
    canvas = canvas.rotate(turn, resample=Image.BICUBIC, expand=True)
    return canvas, (round(at[0] - canvas.width / 2), round(at[1] - canvas.height / 2))


def fits(mark: Image.Image, height: float, turn: float, at, room: Image.Image) -> bool:
    """Whether the numeral so placed lies wholly within ``room`` (a mask of the cell)."""
    canvas, corner = placed(mark, height, turn, at)
    layer = Image.new("L", room.size, 0)
    layer.paste(canvas, corner)
    return ImageChops.subtract(layer, room).getextrema()[1] < 96


def tallest(mark: Image.Image, turn: float, places: list, room: Image.Image) -> tuple[float, tuple]:
    """The tallest the numeral fits in ``room`` at any of ``places``, and where."""
    best = (0.0, places[0])
    for at in places:
        low, high = best[0], float(room.height)
        if not fits(mark, low + 1, turn, at, room):
            continue
        while high - low > 1:
            middle = (low + high) / 2
            low, high = (middle, high) if fits(mark, middle, turn, at, room) else (low, middle)
        best = (low, at)
    return best


def paint_numeral(image: Image.Image, kind: str, mark: Image.Image, height: float, turn: float, at, edge: int) -> None:
    """The numeral in its ink, ringed by a dark edge ``edge`` pixels wide."""
    ink = STYLE[kind][1]
    canvas, corner = placed(mark, height, turn, at, pad=edge + 2)
    ring = canvas.filter(ImageFilter.MaxFilter(2 * edge + 1))
    image.paste(Image.new("RGB", ring.size, NUMERAL_EDGE[kind]), corner, ring)
    image.paste(Image.new("RGB", canvas.size, ink), corner, canvas)


class FaceCell:
    """A d12's or d4's face as it lies in its cell: where its flat part is
    (its edges are rounded, and lit: no numeral on them), in the cell's pixels."""

    def __init__(self, kind: str, index: int):
        self.kind = kind
        self.die = solid(SIDES[kind])
        self.face = sorted(self.die.faces, key=lambda f: f.value)[index]
        self.index = index
        self.c = CELL * SS / 2
        self.per_unit = self.c / self.die.extent  # the face's extent fills half the cell
        screen = die_size(self.die.sides) * 2 * self.die.extent  # the cell's width as the table draws the die
        self.edge = round(NUMERAL_EDGE_PX[kind] * CELL * SS / screen)
        self.margin = self.edge + round(FACE_MARGIN * self.c)

    def at(self, a: float, b: float) -> tuple[float, float]:
        return self.c + a * self.per_unit, self.c - b * self.per_unit

    def flat(self) -> list[tuple[float, float]]:
        r = self.die.rounding
        return [
            self.at(*self.face.local(scaled_add(rounded_corner(self.die.faces, c, r), self.face.normal, r)))
            for c in self.face.corners
        ]

    def room(self, corner_index: int | None = None) -> Image.Image:
        """Where a numeral may lie: the flat face less its margin; for a d4,
        only the part of it nearer ``corner_index`` than the other corners."""
        size = round(CELL * SS)
        room = Image.new("L", (size, size), 0)
        ImageDraw.Draw(room).polygon(self.flat(), fill=255)
        if corner_index is not None:
            corners = [self.at(*self.face.local(p)) for p in self.face.corners]
            corner, before, after = corners[corner_index], corners[corner_index - 1], corners[(corner_index + 1) % 3]
            kite = Image.new("L", (size, size), 0)
            middle = lambda p, q: ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)  # noqa: E731
            ImageDraw.Draw(kite).polygon(
                [corner, middle(corner, after), (self.c, self.c), middle(corner, before)], fill=255
            )
            room = ImageChops.multiply(room, kite)
        return room.filter(ImageFilter.MinFilter(2 * self.margin + 1))


def d12_numerals() -> list[tuple[FaceCell, Image.Image, tuple]]:
    """Each d12 face's numeral upright in its middle, all of one height: the tallest the widest (10 to 12) fits."""
    cells = [FaceCell("d12", index) for index in range(12)]
    marks = [numeral_mask(str(cell.face.value), "d12") for cell in cells]
    step = cells[0].c * 0.04
    places = [(cells[0].c, cells[0].c + k * step) for k in (0, 1, -1, 2, -2, 3)]
    room = cells[0].room()  # every face's flat part the same pentagon, a corner at its top
    height = min(tallest(mark, 0.0, places, room)[0] for mark in marks)
    return [
        (cell, mark, height, next(at for at in places if fits(mark, height, 0.0, at, room)))
        for cell, mark in zip(cells, marks)
    ]


def d4_numerals() -> list:
    """Each d4 face's three corner numerals, each read toward its corner (the
    value up when that corner is the top one), all of one height: the tallest
    every one fits beside its corner."""
    placements = []
    for index in range(4):
        cell = FaceCell("d4", index)
        for k, (corner, value) in enumerate(zip(cell.face.corners, cell.die.corner_values[index])):
            a, b = cell.face.local(corner)
            turn = math.degrees(math.atan2(b, a)) - 90
            places = [cell.at(a * t, b * t) for t in (0.5, 0.46, 0.54, 0.42, 0.58, 0.38, 0.34)]
            placements.append((cell, numeral_mask(str(value), "d4"), turn, places, cell.room(k)))
    height = min(tallest(mark, turn, places, room)[0] for _, mark, turn, places, room in placements)
    return [
        (cell, mark, height, turn, next(at for at in places if fits(mark, height, turn, at, room)))
        for cell, mark, turn, places, room in placements
    ]


def numeral_cells(kind: str) -> list[Image.Image]:
    """A d12's or d4's faces, in the order of their values."""
    body = STYLE[kind][0]
    cells = [cell_canvas(body)[0] for _ in range(SIDES[kind])]
    if kind == "d12":
        for cell, mark, height, at in d12_numerals():
            paint_numeral(cells[cell.index], kind, mark, height, 0.0, at, cell.edge)
    else:
        for cell, mark, height, turn, at in d4_numerals():
            paint_numeral(cells[cell.index], kind, mark, height, turn, at, cell.edge)
    return cells


def atlas(kind: str) -> Image.Image:
    sides = SIDES.get(kind, 6)
    rows = math.ceil(sides / COLUMNS)
    sheet = Image.new("RGB", (COLUMNS * CELL, rows * CELL), STYLE[kind][0])
    polygons = numeral_cells(kind) if kind in SIDES else []
    for index in range(sides):
        cell = polygons[index] if kind in SIDES else square_cell(kind, index + 1)
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
