"""Draw the game's own art into resources/images: the table, the bowl, the
dice faces, coins, shadows, the app icon, and Spots' dogs, tiles and treats.

Run from the project root: ``python build_scripts/make_art.py``. The output
is committed, so the game never needs this script at run time. Everything is
drawn at four times its size and scaled down, which smooths the edges.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the game's data (the dog deck, the tiles' colours)
sys.path.insert(0, str(ROOT / "build_scripts"))
from make_creatures import write_creatures  # noqa: E402  (beside this script)

OUT = ROOT / "resources" / "images"
SS = 4  # supersampling factor

FONT_DIR = Path(__import__("arcade").__file__).parent / "resources" / "system" / "fonts" / "ttf" / "Liberation"
SERIF_BOLD = str(FONT_DIR / "Liberation_Serif_Bold.ttf")

DICE_STYLE = {  # body, edge, ink
    4: ((58, 128, 92), (28, 70, 48), (240, 232, 200)),  # jade
    6: ((236, 224, 196), (150, 128, 96), (60, 30, 24)),  # bone
    12: ((138, 30, 36), (70, 12, 18), (236, 196, 96)),  # garnet with gold
}
DIE_PIXELS = {4: 84, 6: 76, 12: 76}  # twice the die's size on the table


def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(SERIF_BOLD, size)


def finish(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    return image.resize(size, Image.LANCZOS)


# --- table and bowl ----------------------------------------------------------


def draw_table(width: int = 1280, height: int = 720) -> Image.Image:
    rng = random.Random(4)
    image = Image.new("RGB", (width, height), (92, 56, 32))
    draw = ImageDraw.Draw(image)
    plank = 90
    for top in range(0, height, plank):
        shade = rng.randint(-14, 14)
        base = (96 + shade, 58 + shade // 2, 33 + shade // 3)
        draw.rectangle((0, top, width, top + plank), fill=base)
        for _ in range(120):  # grain
            y = top + rng.uniform(4, plank - 4)
            x0 = rng.uniform(-200, width)
            length = rng.uniform(120, 520)
            tone = rng.randint(-22, 18)
            colour = (base[0] + tone, base[1] + tone // 2, base[2] + tone // 3)
            points = [(x0 + t, y + 2.5 * math.sin((x0 + t) / rng.uniform(40, 90))) for t in range(0, int(length), 8)]
            draw.line(points, fill=colour, width=rng.choice((1, 1, 2)))
        draw.line((0, top, width, top), fill=(48, 28, 16), width=3)
        for _ in range(2):  # knots
            cx, cy = rng.uniform(0, width), top + rng.uniform(20, plank - 20)
            for r in range(14, 2, -3):
                draw.ellipse((cx - r * 1.8, cy - r, cx + r * 1.8, cy + r), outline=(62, 36, 20), width=2)
    image = image.filter(ImageFilter.GaussianBlur(0.8))
    vignette = Image.new("L", (width, height), 0)
    ImageDraw.Draw(vignette).ellipse((-width * 0.15, -height * 0.25, width * 1.15, height * 1.25), fill=255)
    vignette = vignette.filter(ImageFilter.GaussianBlur(120))
    dark = Image.new("RGB", (width, height), (20, 10, 6))
    return Image.composite(image, dark, vignette)


def draw_bowl(radius: int = 190, rim: int = 16) -> Image.Image:
    """A turned wooden bowl from above; its rim's middle sits at ``radius``."""
    outer = radius + rim
    size = 2 * (outer + 40)
    big = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    c = size * SS / 2
    draw = ImageDraw.Draw(big)
    # shadow on the table
    draw.ellipse(
        (c - (outer + 10) * SS, c - (outer + 4) * SS, c + (outer + 10) * SS, c + (outer + 16) * SS), fill=(0, 0, 0, 110)
    )
    big = big.filter(ImageFilter.GaussianBlur(10 * SS))
    draw = ImageDraw.Draw(big)
    # rim: darker outside, lighter top edge
    draw.ellipse((c - outer * SS, c - outer * SS, c + outer * SS, c + outer * SS), fill=(84, 44, 22, 255))
    r_top = (radius + rim * 0.35) * SS
    draw.ellipse((c - r_top, c - r_top, c + r_top, c + r_top), fill=(150, 92, 50, 255))
    # basin: a radial gradient, darker toward the wall
    inner = radius - rim * 0.55
    steps = 60
    for k in range(steps):
        f = k / (steps - 1)
        r = inner * (1 - f) * SS
        light = 0.55 + 0.45 * f**0.6
        colour = (int(128 * light), int(78 * light), int(42 * light), 255)
        draw.ellipse((c - r, c - r, c + r, c + r), fill=colour)
    # turning rings of the lathe
    rings = Image.new("RGBA", big.size, (0, 0, 0, 0))
    ring_draw = ImageDraw.Draw(rings)
    rng = random.Random(2)
    for _ in range(14):
        r = inner * rng.uniform(0.15, 0.98) * SS
        ring_draw.ellipse((c - r, c - r, c + r, c + r), outline=(70, 38, 18, 60), width=SS)
    big = Image.alpha_composite(big, rings.filter(ImageFilter.GaussianBlur(SS * 0.6)))
    # light from the upper left on the rim
    highlight = Image.new("RGBA", big.size, (0, 0, 0, 0))
    ImageDraw.Draw(highlight).arc(
        (c - r_top, c - r_top, c + r_top, c + r_top), 160, 280, fill=(236, 190, 130, 170), width=3 * SS
    )
    big = Image.alpha_composite(big, highlight.filter(ImageFilter.GaussianBlur(2 * SS)))
    return finish(big, (size, size))


# --- dice ---------------------------------------------------------------------


def die_outline(sides: int, size: float, c: float) -> list[tuple[float, float]]:
    if sides == 4:
        r = size / math.sqrt(3) * 0.98
        return [(c + r * math.cos(a), c - r * math.sin(a)) for a in (math.pi / 2, math.pi * 7 / 6, math.pi * 11 / 6)]
    if sides == 6:
        h = size / 2
        return [(c - h, c - h), (c + h, c - h), (c + h, c + h), (c - h, c + h)]
    r = size / 2
    angles = [-math.pi / 2 + math.pi * k / 5 for k in range(10)]
    return [(c + r * math.cos(a), c + r * math.sin(a)) for a in angles]


PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def die_canvas(px: int) -> tuple[Image.Image, ImageDraw.ImageDraw, int, float]:
    """A die ``px`` across, supersampled, on a canvas a little wider than it:
    the image, its draw, the die's size on it and the canvas's centre."""
    size = px * SS
    canvas = int(size * 1.15)
    image = Image.new("RGBA", (canvas, canvas), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image), size, canvas / 2


def draw_square_face(draw: ImageDraw.ImageDraw, c: float, size: float, body, edge) -> None:
    """A six-sided die from above, centred on (c, c): its rounded edge, and its body inset."""
    h = size / 2
    draw.rounded_rectangle((c - h, c - h, c + h, c + h), radius=size * 0.16, fill=edge)
    inset = size * 0.06
    draw.rounded_rectangle((c - h + inset, c - h + inset, c + h - inset, c + h - inset), radius=size * 0.13, fill=body)


def draw_pips(draw: ImageDraw.ImageDraw, c: float, size: float, value: int, ink) -> None:
    """The pips of ``value`` on a square face centred on (c, c)."""
    step = size * 0.25
    for gx, gy in PIPS[value]:
        x, y, r = c + gx * step, c + gy * step, size * 0.085
        draw.ellipse((x - r, y - r, x + r, y + r), fill=ink)


def draw_die(sides: int, value: int) -> Image.Image:
    px = DIE_PIXELS[sides]
    image, draw, size, c = die_canvas(px)
    body, edge, ink = DICE_STYLE[sides]
    outline = die_outline(sides, size, c)
    if sides == 6:
        draw_square_face(draw, c, size, body, edge)
        draw_pips(draw, c, size, value, ink)
    else:
        draw.polygon(outline, fill=edge)
        shrink = 0.86
        draw.polygon([(c + (x - c) * shrink, c + (y - c) * shrink) for x, y in outline], fill=body)
        if sides == 12:  # the pentagon face on top
            r = size * 0.36
            face = [
                (
                    c + r * math.cos(-math.pi / 2 + 2 * math.pi * k / 5),
                    c + r * math.sin(-math.pi / 2 + 2 * math.pi * k / 5),
                )
                for k in range(5)
            ]
            draw.polygon(face, outline=edge, width=int(SS * 2.5))
            for (fx, fy), (ox, oy) in zip(face, outline[0::2]):
                draw.line((fx, fy, c + (ox - c) * shrink, c + (oy - c) * shrink), fill=edge, width=int(SS * 2))
        text = str(value)
        text_size = size * (0.42 if sides == 4 else 0.36 if value < 10 else 0.3)
        f = font(int(text_size))
        cy = c + (size * 0.07 if sides == 4 else 0)
        draw.text((c, cy), text, font=f, fill=ink, anchor="mm")
        if value in (6, 9) and sides == 12:  # tell a 6 from a 9 as real dice do
            bbox = draw.textbbox((c, cy), text, font=f, anchor="mm")
            draw.line((bbox[0], bbox[3] + SS * 3, bbox[2], bbox[3] + SS * 3), fill=ink, width=SS * 2)
    # light from the upper left
    shine = Image.new("RGBA", image.size, (0, 0, 0, 0))
    ImageDraw.Draw(shine).ellipse(
        (c - size * 0.45, c - size * 0.5, c + size * 0.05, c - size * 0.1), fill=(255, 255, 255, 46)
    )
    mask = Image.new("L", image.size, 0)
    ImageDraw.Draw(mask).polygon(outline, fill=255)
    shine.putalpha(Image.composite(shine.getchannel("A"), Image.new("L", image.size, 0), mask))
    image = Image.alpha_composite(image, shine.filter(ImageFilter.GaussianBlur(SS * 3)))
    out = int(px * 1.15)
    return finish(image, (out, out))


def _cat_head(draw, cx, cy, r, fur, dark):
    ears = [
        [(cx - r * 0.9, cy - r * 0.2), (cx - r * 0.75, cy - r * 1.25), (cx - r * 0.2, cy - r * 0.8)],
        [(cx + r * 0.9, cy - r * 0.2), (cx + r * 0.75, cy - r * 1.25), (cx + r * 0.2, cy - r * 0.8)],
    ]
    for ear in ears:
        draw.polygon(ear, fill=fur, outline=dark)
    draw.ellipse((cx - r, cy - r * 0.85, cx + r, cy + r * 0.95), fill=fur, outline=dark, width=max(1, int(r / 10)))
    for side in (-1, 1):
        ex = cx + side * r * 0.4
        draw.ellipse((ex - r * 0.17, cy - r * 0.25, ex + r * 0.17, cy + r * 0.1), fill=(250, 220, 80))
        draw.ellipse((ex - r * 0.05, cy - r * 0.22, ex + r * 0.05, cy + r * 0.07), fill=dark)
        for k in (-1, 0, 1):
            draw.line(
                (cx + side * r * 0.25, cy + r * 0.4, cx + side * r * 1.15, cy + r * (0.3 + 0.15 * k)),
                fill=dark,
                width=max(1, int(r / 18)),
            )
    draw.polygon([(cx - r * 0.12, cy + r * 0.25), (cx + r * 0.12, cy + r * 0.25), (cx, cy + r * 0.4)], fill=dark)


def draw_doty_picture(draw: ImageDraw.ImageDraw, c: float, r: float, key: str) -> None:
    """A Doty face's picture, centred on (c, c), about ``2 r`` across (the solid dice's faces draw it too)."""
    ink = (52, 30, 22)
    if key == "dd":
        draw.rounded_rectangle(
            (c - r * 1.1, c - r * 0.7, c + r * 1.1, c + r * 0.7),
            radius=r * 0.25,
            fill=(126, 26, 32),
            outline=(236, 196, 96),
            width=SS * 2,
        )
        draw.text((c, c), "DD", font=font(int(r * 1.1)), fill=(236, 196, 96), anchor="mm")
    elif key == "cat":
        _cat_head(draw, c, c + r * 0.1, r * 0.95, (226, 140, 60), ink)
    elif key == "two_cats":
        _cat_head(draw, c - r * 0.55, c + r * 0.15, r * 0.55, (226, 140, 60), ink)
        _cat_head(draw, c + r * 0.55, c + r * 0.15, r * 0.55, (150, 150, 160), ink)
    elif key == "sigil":
        draw.ellipse((c - r, c - r, c + r, c + r), outline=(40, 80, 160), width=SS * 3)
        star = [
            (
                c + r * 0.92 * math.cos(-math.pi / 2 + 4 * math.pi * k / 5),
                c + r * 0.92 * math.sin(-math.pi / 2 + 4 * math.pi * k / 5),
            )
            for k in range(5)
        ]
        draw.line(star + [star[0]], fill=(40, 80, 160), width=SS * 3, joint="curve")
    elif key == "thoromyr":
        draw.ellipse(
            (c - r * 0.6, c - r * 0.35, c + r * 0.6, c + r * 0.95), fill=(232, 190, 150), outline=ink, width=SS * 2
        )
        draw.pieslice((c - r * 0.6, c + r * 0.1, c + r * 0.6, c + r * 1.2), 0, 180, fill=(120, 80, 50))
        for side in (-1, 1):
            draw.ellipse(
                (c + side * r * 0.25 - r * 0.07, c + r * 0.15, c + side * r * 0.25 + r * 0.07, c + r * 0.3), fill=ink
            )
        crown = [
            (c - r * 0.7, c - r * 0.25),
            (c - r * 0.75, c - r * 0.95),
            (c - r * 0.35, c - r * 0.55),
            (c, c - r * 1.05),
            (c + r * 0.35, c - r * 0.55),
            (c + r * 0.75, c - r * 0.95),
            (c + r * 0.7, c - r * 0.25),
        ]
        draw.polygon(crown, fill=(236, 196, 70), outline=(140, 100, 20))
    elif key == "manticore":
        mane = [
            (
                c + r * (0.95 if k % 2 else 0.7) * math.cos(math.pi * k / 8),
                c + r * 0.1 + r * (0.95 if k % 2 else 0.7) * math.sin(math.pi * k / 8),
            )
            for k in range(16)
        ]
        draw.polygon(mane, fill=(150, 40, 30))
        draw.ellipse(
            (c - r * 0.55, c - r * 0.45, c + r * 0.55, c + r * 0.65), fill=(214, 150, 70), outline=ink, width=SS * 2
        )
        for side in (-1, 1):
            draw.ellipse(
                (c + side * r * 0.22 - r * 0.07, c - r * 0.05, c + side * r * 0.22 + r * 0.07, c + r * 0.1), fill=ink
            )
        draw.polygon([(c - r * 0.2, c + r * 0.35), (c + r * 0.2, c + r * 0.35), (c, c + r * 0.55)], fill=ink)
        tail = [
            (c + r * 0.8, c + r * 0.5),
            (c + r * 1.1, c - r * 0.1),
            (c + r * 0.95, c - r * 0.75),
            (c + r * 0.55, c - r * 0.95),
        ]
        draw.line(tail, fill=(150, 40, 30), width=SS * 4, joint="curve")
        draw.polygon([(c + r * 0.55, c - r * 1.12), (c + r * 0.3, c - r * 0.9), (c + r * 0.62, c - r * 0.8)], fill=ink)


def draw_shadow(size: int = 64) -> Image.Image:
    image = Image.new("RGBA", (size * SS, size * SS), (0, 0, 0, 0))
    m = size * SS * 0.18
    ImageDraw.Draw(image).ellipse((m, m, size * SS - m, size * SS - m), fill=(0, 0, 0, 150))
    return finish(image.filter(ImageFilter.GaussianBlur(size * SS * 0.08)), (size, size))


# --- coins and icon -------------------------------------------------------------

COIN_STYLE = {  # face, rim, letter
    "cp": ((184, 104, 60), (120, 60, 30), "c"),
    "sp": ((200, 204, 210), (120, 124, 134), "s"),
    "ep": ((214, 200, 140), (140, 126, 70), "e"),
    "gp": ((240, 196, 64), (160, 110, 20), "g"),
    "pp": ((214, 226, 236), (110, 130, 150), "p"),
}


def draw_coin(abbr: str, px: int = 40) -> Image.Image:
    face, rim, letter = COIN_STYLE[abbr]
    size = px * SS
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse((SS, SS, size - SS, size - SS), fill=rim)
    m = size * 0.1
    draw.ellipse((m, m, size - m, size - m), fill=face)
    draw.ellipse((m * 1.6, m * 1.6, size - m * 1.6, size - m * 1.6), outline=rim, width=SS * 2)
    draw.text((size / 2, size / 2), letter, font=font(int(size * 0.5)), fill=rim, anchor="mm")
    return finish(image, (px, px))


def draw_title(text: str = "Dice Tavern", px: int = 76) -> Image.Image:
    """The menu's painted title: gold letters with a dark edge and a soft shadow."""
    f = font(px * SS)
    probe = ImageDraw.Draw(Image.new("L", (1, 1)))
    left, top, right, bottom = probe.textbbox((0, 0), text, font=f, stroke_width=3 * SS)
    pad = 12 * SS
    size = (right - left + 2 * pad, bottom - top + 2 * pad)
    image = Image.new("RGBA", size, (0, 0, 0, 0))
    origin = (pad - left, pad - top)
    shadow = Image.new("RGBA", size, (0, 0, 0, 0))
    ImageDraw.Draw(shadow).text((origin[0] + 4 * SS, origin[1] + 5 * SS), text, font=f, fill=(0, 0, 0, 170))
    image = Image.alpha_composite(image, shadow.filter(ImageFilter.GaussianBlur(4 * SS)))
    ImageDraw.Draw(image).text(origin, text, font=f, fill=(244, 200, 90), stroke_width=3 * SS, stroke_fill=(74, 36, 14))
    return finish(image, (size[0] // SS, size[1] // SS))


def draw_icon(px: int = 256) -> Image.Image:
    size = px * SS
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, size, size), radius=size * 0.2, fill=(70, 38, 20, 255))
    bowl = draw_bowl(190, 16).resize((int(size * 0.86), int(size * 0.86)), Image.LANCZOS)
    image.alpha_composite(bowl, (int(size * 0.07), int(size * 0.07)))
    for sides, value, (fx, fy), angle in ((6, 5, (0.33, 0.4), 14), (12, 12, (0.62, 0.36), -8), (4, 4, (0.48, 0.64), 0)):
        die = draw_die(sides, value)
        die = die.resize((int(size * 0.3), int(size * 0.3)), Image.LANCZOS).rotate(angle, resample=Image.BICUBIC)
        image.alpha_composite(die, (int(size * fx - die.width / 2), int(size * fy - die.height / 2)))
    return finish(image, (px, px))


SPOTS_COATS = {
    "tan": (214, 170, 110),
    "white": (240, 234, 222),
    "black": (58, 50, 48),
    "grey": (150, 146, 140),
    "brown": (132, 86, 52),
    "gold": (226, 186, 90),
    "red": (184, 92, 52),
}
# The trick tiles' colours, in the order of the game's own (game.games.spots.tricks.COLOURS),
# which name their files: red, green, blue, yellow, purple.
TILE_COLOURS = ((176, 52, 44), (70, 140, 70), (58, 96, 168), (206, 164, 40), (118, 70, 150))


def draw_dog(coat: str, ears: str, pips: int, px: int = 120) -> Image.Image:
    """A dog's head from the front; the spots on its coat lie like a die's pips."""
    s = px * SS
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    fur = SPOTS_COATS[coat]
    dark = tuple(max(0, c - 60) for c in fur)
    spot = (40, 30, 28) if coat != "black" else (235, 228, 215)
    if ears == "up":
        for x in (0.18, 0.62):
            draw.polygon([(s * x, s * 0.38), (s * (x + 0.1), s * 0.04), (s * (x + 0.2), s * 0.38)], fill=dark)
    draw.ellipse((s * 0.2, s * 0.2, s * 0.8, s * 0.9), fill=fur)
    if ears == "long":  # hanging to the jaw, in front of the head's sides
        for x in (0.1, 0.72):
            draw.ellipse((s * x, s * 0.24, s * (x + 0.18), s * 0.86), fill=dark)
    elif ears == "floppy":  # folded over at the top
        for x, tip in ((0.14, 0.2), (0.62, 0.8)):
            draw.polygon([(s * (x + 0.02), s * 0.22), (s * (x + 0.24), s * 0.2), (s * tip, s * 0.5)], fill=dark)
    draw.ellipse((s * 0.34, s * 0.56, s * 0.66, s * 0.86), fill=tuple(min(255, c + 30) for c in fur))
    for x in (0.37, 0.63):
        draw.ellipse((s * (x - 0.045), s * 0.45, s * (x + 0.045), s * 0.54), fill=(25, 20, 18))
    draw.ellipse((s * 0.44, s * 0.6, s * 0.56, s * 0.69), fill=(30, 22, 20))
    draw.arc((s * 0.42, s * 0.64, s * 0.58, s * 0.78), 20, 160, fill=(30, 22, 20), width=SS * 2)
    r, step = s * 0.03, s * 0.055  # the pips on the forehead
    for dx, dy in PIPS[pips]:
        cx, cy = s * 0.5 + dx * step, s * 0.32 + dy * step
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=spot)
    return finish(image, (px, px))


def draw_space(value: int, px: int = 76) -> Image.Image:
    """An empty space on a dog card: a hollow pressed into the card, darker
    than it, edged with a dashed line, its pips in outline; a die placed on
    it is bright, solid and raised, so the two are told apart at a glance."""
    s = px * SS
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    edge, ink = (128, 100, 72, 255), (118, 92, 66, 255)
    inset, radius, width = 6 * SS, s // 6, SS * 3
    draw.rounded_rectangle((inset, inset, s - inset, s - inset), radius=radius, fill=(204, 184, 148, 255))
    draw.rounded_rectangle((inset, inset, s - inset, inset + 5 * SS), radius=radius, fill=(180, 158, 122, 255))
    low, high = inset + radius, s - inset - radius
    dash = (high - low) / 7
    for k in range(0, 7, 2):  # four dashes along each straight side, the corners drawn whole
        a, b = low + k * dash, low + (k + 1) * dash
        draw.line((a, inset, b, inset), fill=edge, width=width)
        draw.line((a, s - inset, b, s - inset), fill=edge, width=width)
        draw.line((inset, a, inset, b), fill=edge, width=width)
        draw.line((s - inset, a, s - inset, b), fill=edge, width=width)
    corners = (
        (inset, inset, 180),
        (s - inset - 2 * radius, inset, 270),
        (s - inset - 2 * radius, s - inset - 2 * radius, 0),
        (inset, s - inset - 2 * radius, 90),
    )
    for x, y, start in corners:
        draw.arc((x, y, x + 2 * radius, y + 2 * radius), start, start + 90, fill=edge, width=width)
    r, step = s * 0.075, s * 0.26
    for dx, dy in PIPS[value]:
        cx, cy = s / 2 + dx * step, s / 2 + dy * step
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ink, width=SS * 3)
    return finish(image, (px, px))


def draw_card(scored: bool, size: tuple[int, int] = (214, 140)) -> Image.Image:
    """A dog card: cream while unscored; once scored, gilded, its edge gold
    and a rosette in its corner (a scored dog is won, not spent)."""
    w, h = size[0] * SS, size[1] * SS
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    fill = (246, 214, 120, 255) if scored else (236, 224, 196, 255)
    edge = (196, 140, 30, 255) if scored else (90, 62, 40, 255)
    draw.rounded_rectangle(
        (2, 2, w - 3, h - 3), radius=10 * SS, fill=fill, outline=edge, width=(5 if scored else 3) * SS
    )
    if scored:  # a rosette in the bottom right corner, clear of the name and the dog
        cx, cy, r = w - 26 * SS, h - 26 * SS, 15 * SS
        for k in range(12):
            a = k * math.pi / 6
            px, py = cx + r * math.cos(a), cy + r * math.sin(a)
            draw.ellipse((px - 6 * SS, py - 6 * SS, px + 6 * SS, py + 6 * SS), fill=(200, 60, 50, 255))
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(220, 80, 60, 255), outline=(250, 236, 205, 255), width=SS)
        draw.ellipse((cx - 6 * SS, cy - 6 * SS, cx + 6 * SS, cy + 6 * SS), fill=(246, 214, 120, 255))
    return finish(image, size)


def draw_tile(base: tuple[int, int, int], faceup: bool, size: tuple[int, int] = (132, 92)) -> Image.Image:
    """A trick tile: its colour and a rosette faceup, a plain dark back facedown."""
    w, h = size[0] * SS, size[1] * SS
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    fill = base if faceup else tuple(c // 3 for c in base)
    draw.rounded_rectangle(
        (2, 2, w - 3, h - 3),
        radius=8 * SS,
        fill=fill + (255,),
        outline=(250, 236, 205, 255) if faceup else (90, 70, 60, 255),
        width=2 * SS,
    )
    if faceup:
        cx, cy, r = w - h * 0.3, h * 0.7, h * 0.17
        for k in range(8):  # the rosette's petals
            a = k * math.pi / 4
            px, py = cx + r * 0.8 * math.cos(a), cy + r * 0.8 * math.sin(a)
            draw.ellipse((px - r * 0.45, py - r * 0.45, px + r * 0.45, py + r * 0.45), fill=(250, 236, 205, 230))
        draw.ellipse((cx - r * 0.5, cy - r * 0.5, cx + r * 0.5, cy + r * 0.5), fill=fill + (255,))
    return finish(image, size)


def draw_paw(px: int = 32) -> Image.Image:
    s = px * SS
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    colour = (110, 70, 40, 255)
    draw.ellipse((s * 0.25, s * 0.45, s * 0.75, s * 0.95), fill=colour)
    for x, y in ((0.15, 0.3), (0.38, 0.12), (0.62, 0.12), (0.85, 0.3)):
        draw.ellipse((s * (x - 0.11), s * (y - 0.11), s * (x + 0.11), s * (y + 0.11)), fill=colour)
    return finish(image, (px, px))


def draw_treat(px: int = 44) -> Image.Image:
    """A dog biscuit, bone-shaped."""
    s = px * SS
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    colour, edge = (226, 178, 110, 255), (150, 100, 50, 255)
    draw.rectangle((s * 0.25, s * 0.4, s * 0.75, s * 0.6), fill=colour)
    for x in (0.2, 0.8):
        for y in (0.35, 0.65):
            draw.ellipse(
                (s * (x - 0.14), s * (y - 0.14), s * (x + 0.14), s * (y + 0.14)), fill=colour, outline=edge, width=SS
            )
    return finish(image, (px, px))


def write_spots_art() -> None:
    from game.games.spots.dogs import DOGS
    from game.games.spots.tricks import COLOURS

    folder = OUT / "spots"
    folder.mkdir(parents=True, exist_ok=True)
    for dog in DOGS:
        draw_dog(dog.coat, dog.ears, dog.spaces[0]).save(folder / f"dog_{dog.key}.png", optimize=True)
    for value in range(1, 7):
        draw_space(value).save(folder / f"space_{value}.png", optimize=True)
    for scored in (False, True):
        draw_card(scored).save(folder / f"card{'_scored' if scored else ''}.png", optimize=True)
    for colour, base in zip(COLOURS, TILE_COLOURS):
        for faceup in (True, False):
            draw_tile(base, faceup).save(folder / f"tile_{colour}{'' if faceup else '_back'}.png", optimize=True)
    draw_paw().save(folder / "paw.png", optimize=True)
    draw_treat().save(folder / "treat.png", optimize=True)


SPELL_DICE = {  # body, edge, pips: the five colours, each with its own symbol too
    "green": ((50, 122, 60), (26, 76, 34), (245, 245, 235)),  # dark enough for a bone symbol to stand out 3:1
    "blue": ((52, 96, 176), (28, 54, 110), (245, 245, 235)),
    "red": ((190, 52, 44), (112, 26, 22), (245, 245, 235)),
    "black": ((38, 36, 40), (10, 10, 12), (235, 235, 225)),
    "purple": ((120, 66, 160), (70, 34, 100), (245, 245, 235)),
}


def spell_symbol(draw, colour: str, cx: float, cy: float, r: float, fill, cut=None) -> None:
    """Each colour's mark, its outline its own: leaf, round drop, three-tongued flame, skull, heart
    (on the dice's faces, make_dice_faces.py, and on a shot's badge). ``cut``, the colour beneath,
    opens what makes a shape read as itself without colour: a leaf's veins, a skull's eyes, nose and teeth."""
    if colour == "green":
        _leaf(draw, cx, cy, r, fill, cut)
    elif colour == "blue":  # a round drop
        draw.polygon([(cx, cy - r * 1.15), (cx - r * 0.72, cy + r * 0.1), (cx + r * 0.72, cy + r * 0.1)], fill=fill)
        draw.ellipse((cx - r * 0.75, cy - r * 0.35, cx + r * 0.75, cy + r * 0.95), fill=fill)
    elif colour == "red":  # a flame of three tongues
        draw.polygon(
            [
                (cx - r * 0.85, cy + r * 0.35),
                (cx - r * 0.75, cy - r * 0.55),
                (cx - r * 0.3, cy - r * 0.1),
                (cx, cy - r * 1.15),
                (cx + r * 0.3, cy - r * 0.1),
                (cx + r * 0.75, cy - r * 0.55),
                (cx + r * 0.85, cy + r * 0.35),
                (cx, cy + r),
            ],
            fill=fill,
        )
    elif colour == "black":
        _skull(draw, cx, cy, r, fill, cut)
    else:  # a heart
        draw.ellipse((cx - r, cy - r * 0.8, cx, cy + r * 0.2), fill=fill)
        draw.ellipse((cx, cy - r * 0.8, cx + r, cy + r * 0.2), fill=fill)
        draw.polygon([(cx - r * 0.95, cy - r * 0.2), (cx + r * 0.95, cy - r * 0.2), (cx, cy + r)], fill=fill)


def _turned(cx: float, cy: float, angle: float, points) -> list[tuple[float, float]]:
    """Points about (cx, cy), turned ``angle`` radians counterclockwise as seen (the picture's y runs down)."""
    c, s = math.cos(angle), math.sin(angle)
    return [(cx + x * c + y * s, cy - x * s + y * c) for x, y in points]


def _leaf(draw, cx: float, cy: float, r: float, fill, cut) -> None:
    """A leaf pointed at both ends, its tip up and to the right, on a stem; its midrib and veins opened."""
    turn = math.radians(40)
    steps = 24
    edge = [(-r + 2 * r * k / steps, r * 0.48 * math.sin(math.pi * k / steps)) for k in range(steps + 1)]
    outline = edge + [(x, -y) for x, y in reversed(edge)]
    draw.polygon(_turned(cx, cy, turn, outline), fill=fill)
    draw.line(_turned(cx, cy, turn, [(-r * 1.3, 0), (-r * 0.8, 0)]), fill=fill, width=max(1, round(r * 0.16)))
    if cut is None:
        return
    thin = max(1, round(r * 0.09))
    draw.line(_turned(cx, cy, turn, [(-r * 0.85, 0), (r * 0.7, 0)]), fill=cut, width=thin)
    for x in (-0.4, 0.0, 0.4):
        for side in (1, -1):
            vein = [(r * x, 0), (r * (x + 0.2), side * r * 0.18)]  # ending inside the leaf
            draw.line(_turned(cx, cy, turn, vein), fill=cut, width=thin)


def _skull(draw, cx: float, cy: float, r: float, fill, cut) -> None:
    """A skull: its round crown over a narrower jaw; its eyes, nose and teeth opened."""
    draw.ellipse((cx - r * 0.88, cy - r, cx + r * 0.88, cy + r * 0.5), fill=fill)
    draw.rounded_rectangle((cx - r * 0.52, cy + r * 0.1, cx + r * 0.52, cy + r * 0.98), radius=r * 0.18, fill=fill)
    if cut is None:
        return
    for side in (-1, 1):  # high and apart, and angular: a round pip in the face's middle reads apart from them
        x = cx + side * r * 0.4
        draw.polygon(
            [(x - r * 0.24, cy - r * 0.6), (x + r * 0.24, cy - r * 0.6), (x + side * r * 0.1, cy - r * 0.14)], fill=cut
        )
    draw.polygon([(cx - r * 0.12, cy + r * 0.58), (cx + r * 0.12, cy + r * 0.58), (cx, cy + r * 0.38)], fill=cut)
    for x in (-0.2, 0.0, 0.2):
        draw.line((cx + r * x, cy + r * 0.72, cx + r * x, cy + r * 0.98), fill=cut, width=max(1, round(r * 0.08)))


def draw_spell_symbol(colour: str, px: int = 24) -> Image.Image:
    """A shot's mark on its arrow before it is rolled: its colour's symbol on a disc of its colour."""
    size = px * SS
    c = size / 2
    body, edge, ink = SPELL_DICE[colour]
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse((0, 0, size - 1, size - 1), fill=edge)
    draw.ellipse((size * 0.08, size * 0.08, size * 0.92, size * 0.92), fill=body)
    spell_symbol(draw, colour, c, c, size * 0.3, ink, cut=body)
    return finish(image, (px, px))


def draw_wizard(seat: int, px: int = 96) -> Image.Image:
    """A wizard's portrait: a pointed hat and a beard, each seat its own hat."""
    s = px * SS
    hats = [(120, 66, 160), (52, 96, 176), (190, 52, 44), (58, 140, 70), (206, 164, 40), (60, 60, 70)]
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    hat = hats[seat % len(hats)]
    draw.ellipse((s * 0.3, s * 0.38, s * 0.7, s * 0.78), fill=(236, 200, 170))  # the face
    draw.polygon([(s * 0.3, s * 0.62), (s * 0.7, s * 0.62), (s * 0.5, s * 0.98)], fill=(230, 230, 224))  # beard
    draw.polygon([(s * 0.18, s * 0.44), (s * 0.82, s * 0.44), (s * 0.56, s * 0.02)], fill=hat)  # hat
    draw.rectangle((s * 0.14, s * 0.4, s * 0.86, s * 0.47), fill=tuple(max(0, v - 40) for v in hat))
    for x in (0.42, 0.58):
        draw.ellipse((s * (x - 0.03), s * 0.52, s * (x + 0.03), s * 0.57), fill=(30, 24, 20))
    draw.ellipse((s * 0.5 - s * 0.05, s * 0.18, s * 0.5 + s * 0.02, s * 0.25), fill=(250, 236, 150))  # a star
    return finish(image, (px, px))


def draw_spelldice_card(deadshot: bool, size: tuple[int, int] = (150, 56)) -> Image.Image:
    """The Nether-Nether card, or its Deadshot side once its wizard falls."""
    w, h = size[0] * SS, size[1] * SS
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    fill = (70, 20, 24, 255) if deadshot else (40, 28, 60, 255)
    draw.rounded_rectangle((2, 2, w - 3, h - 3), radius=6 * SS, fill=fill, outline=(200, 170, 110, 255), width=2 * SS)
    for k in range(7):  # swirls of the Nether-Nether, or crosshairs
        x = w * (0.1 + 0.13 * k)
        if deadshot:
            draw.line((x, h * 0.2, x, h * 0.8), fill=(120, 40, 40, 255), width=SS)
        else:
            draw.arc((x - h * 0.2, h * 0.3, x + h * 0.2, h * 0.7), 0, 270, fill=(90, 70, 120, 255), width=SS * 2)
    return finish(image, size)


def draw_shield(size: tuple[int, int] = (96, 70)) -> Image.Image:
    """A wizard's shield: the dice behind it are his secret."""
    w, h = size[0] * SS, size[1] * SS
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.polygon(
        [(w * 0.05, h * 0.05), (w * 0.95, h * 0.05), (w * 0.95, h * 0.55), (w * 0.5, h * 0.97), (w * 0.05, h * 0.55)],
        fill=(120, 80, 46, 255),
        outline=(220, 180, 110, 255),
    )
    draw.polygon(
        [(w * 0.15, h * 0.14), (w * 0.85, h * 0.14), (w * 0.85, h * 0.5), (w * 0.5, h * 0.84), (w * 0.15, h * 0.5)],
        outline=(220, 180, 110, 255),
        width=SS * 2,
    )
    return finish(image, size)


def write_spelldice_art() -> None:
    folder = OUT / "spelldice"
    folder.mkdir(parents=True, exist_ok=True)
    for colour in SPELL_DICE:
        draw_spell_symbol(colour).save(folder / f"symbol_{colour}.png", optimize=True)
    for seat in range(6):
        draw_wizard(seat).save(folder / f"wizard_{seat}.png", optimize=True)
    draw_spelldice_card(False).save(folder / "nether.png", optimize=True)
    draw_spelldice_card(True).save(folder / "deadshot.png", optimize=True)
    draw_shield().save(folder / "shield.png", optimize=True)


def main() -> None:
    (OUT / "coins").mkdir(parents=True, exist_ok=True)
    draw_table().save(OUT / "table.jpg", quality=92)  # opaque: a JPEG decodes faster
    draw_title().save(OUT / "title.png", optimize=True)
    draw_bowl().save(OUT / "bowl.png", optimize=True)
    draw_shadow().save(OUT / "shadow.png", optimize=True)
    write_creatures()  # Spottle's toad and crocodile, lit as the dice are (make_creatures.py)
    write_spots_art()
    write_spelldice_art()
    for abbr in COIN_STYLE:
        draw_coin(abbr).save(OUT / "coins" / f"{abbr}.png", optimize=True)
    icon = draw_icon()
    icon.save(OUT / "icon.png", optimize=True)
    icon.resize((64, 64), Image.LANCZOS).save(OUT / "icon_64.png", optimize=True)
    icon.save(OUT / "icon.ico", sizes=[(16, 16), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)])
    icon.save(OUT / "icon.icns")  # the macOS app bundle's icon
    print(f"art written to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
