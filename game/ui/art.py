"""Textures and fonts, loaded once per window."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

import arcade
from PIL import Image, ImageDraw, ImageFont, ImageOps

from game.platform.assets import FONT_FACES, font_file
from game.platform.resources import resource
from game.ui import kept_pixels, text_size

FONT = "Liberation Serif"

INK = (250, 236, 205)
INK_DIM = (214, 192, 160)
GOLD = (244, 200, 90)
RED = (226, 92, 70)
GREEN = (130, 210, 120)
PANEL = (28, 16, 10, 200)
PANEL_EDGE = (150, 100, 56)
CARD = (*PANEL[:3], 255)


class Card(NamedTuple):
    """A panel painted opaque: a small card standing on the table itself, its
    lines too close together to read over the wood's grain. Any screen's
    panels may hold one where a (left, bottom, width, height) goes."""

    left: float
    bottom: float
    width: float
    height: float


_loaded_faces: set = set()


def load_fonts(faces: tuple = FONT_FACES) -> None:
    """arcade.Text falls back silently to a default font unless the file is
    loaded; each face is loaded once, when a screen first needs it."""
    for face in faces:
        if face not in _loaded_faces:
            arcade.load_font(font_file(face))
            _loaded_faces.add(face)


@cache
def texture(*parts: str) -> arcade.Texture:
    return arcade.load_texture(resource("images", *parts))


@cache
def ring_texture(radius: int = 27, width: int = 3) -> arcade.Texture:
    """A white ring, to tint: drawn with a sprite list instead of a draw call each."""
    size = 2 * (radius + width)
    image = Image.new("RGBA", (size * 4, size * 4), (0, 0, 0, 0))
    ImageDraw.Draw(image).ellipse((2, 2, size * 4 - 3, size * 4 - 3), outline=(255, 255, 255, 255), width=width * 4)
    return arcade.Texture(image.resize((size, size), Image.Resampling.LANCZOS), hash=f"ring-{radius}-{width}")


# Seat marks that do not rely on colour alone: a shape a seat, in seat order.
SEAT_SHAPES = ("circle", "triangle", "square", "diamond", "hexagon", "star")
SHAPE_REACH = {"triangle": 1.6, "square": 1.2, "diamond": 1.3, "hexagon": 1.1, "star": 1.5}


def _shape_points(shape: str, centre: float, radius: float) -> list[tuple[float, float]]:
    corners = {"triangle": 3, "square": 4, "diamond": 4, "hexagon": 6, "star": 10}[shape]
    turn = {"triangle": -math.pi / 2, "square": math.pi / 4, "diamond": 0.0, "hexagon": 0.0, "star": -math.pi / 2}[
        shape
    ]
    points = []
    for k in range(corners):
        reach = radius * (0.5 if shape == "star" and k % 2 else 1.0)
        angle = turn + 2 * math.pi * k / corners
        points.append((centre + reach * math.cos(angle), centre + reach * math.sin(angle)))
    return points


@cache
def mark_texture(shape: str = "circle", radius: int = 27, width: int = 3, filled: bool = False) -> arcade.Texture:
    """A white seat mark, to tint: a ring, or the seat's shape (outlined around a
    die, filled beside a name); drawn four times over and scaled down, for smooth edges."""
    if shape == "circle" and not filled:
        return ring_texture(radius, width)
    # a shape drawn round a die reaches further than a ring, or its sides would hide under the die
    reach = radius * (SHAPE_REACH.get(shape, 1.0) if not filled else 1.0)
    size = 2 * (round(reach) + width)
    image = Image.new("RGBA", (size * 4, size * 4), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if shape == "circle":
        draw.ellipse((2, 2, size * 4 - 3, size * 4 - 3), fill=(255, 255, 255, 255))
    else:
        points = _shape_points(shape, size * 2, reach * 4 - (0 if filled else width * 2))
        if filled:
            draw.polygon(points, fill=(255, 255, 255, 255))
        else:
            draw.line(points + points[:1], fill=(255, 255, 255, 255), width=width * 4, joint="curve")
    return arcade.Texture(
        image.resize((size, size), Image.Resampling.LANCZOS), hash=f"mark-{shape}-{radius}-{width}-{filled}"
    )


def coin_texture(abbr: str) -> arcade.Texture:
    return texture("coins", f"{abbr}.png")


@dataclass(frozen=True)
class Painted:
    """Text that never changes on a screen, painted into its backdrop."""

    text: str
    x: float
    y: float
    size: float
    colour: tuple = INK
    style: str = "Regular"  # Regular, Bold or Italic
    anchor: str = "lm"  # PIL's anchors: "lm" left-middle, "mm" centre, "rs" right-baseline
    wrap: int | None = None  # wrap to this width, in pixels


def painted_font(item: Painted) -> ImageFont.FreeTypeFont:
    """The font a painted text is set in: its size at the player's text size, in pixels."""
    return pil_font(item.style, text_size.points(item.size) * 4 // 3)  # points to pixels, as pyglet


def _painted_lines(item: Painted, height: int) -> list[tuple[tuple[float, float], str]]:
    """Where each line of a painted text stands (PIL's coordinates, y down
    from the top of an image ``height`` high), wrapped to its width."""
    font = painted_font(item)
    draw = ImageDraw.Draw(Image.new("RGBA", (1, 1)))
    lines = [item.text]
    if item.wrap:
        lines, line = [], ""
        for word in item.text.split():
            trial = f"{line} {word}".strip()
            if line and draw.textlength(trial, font=font) > item.wrap:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    step = font.size * 1.25
    top = height - item.y - step * (len(lines) - 1) / 2
    return [((item.x, top + k * step), line) for k, line in enumerate(lines)]


def painted_box(item: Painted, height: int = 720) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) of a painted text's words, table coordinates (y up)."""
    font, ruler = painted_font(item), ImageDraw.Draw(Image.new("RGBA", (1, 1)))
    boxes = [ruler.textbbox(at, line, font=font, anchor=item.anchor) for at, line in _painted_lines(item, height)]
    left, top = min(box[0] for box in boxes), min(box[1] for box in boxes)
    right, bottom = max(box[2] for box in boxes), max(box[3] for box in boxes)
    return left, height - bottom, right, height - top


def _paint_text(image: Image.Image, item: Painted) -> None:
    font, draw = painted_font(item), ImageDraw.Draw(image)
    for at, line in _painted_lines(item, image.height):
        draw.text(at, line, font=font, fill=item.colour, anchor=item.anchor)


@cache
def pil_font(style: str, pixels: int) -> ImageFont.FreeTypeFont:
    path = arcade.resources.resolve(font_file(style))
    return ImageFont.truetype(str(path), pixels)


_backdrops: dict[tuple, tuple[tuple, bytes]] = {}


def backdrop_pixels(
    panels: tuple = (), bowl_at: tuple | None = None, decor: tuple = (), keep_in: Path | None = None, room: Any = None
) -> tuple[tuple, bytes]:
    """A screen's backdrop as its GL texture takes it: size, and RGBA rows
    bottom-up, painted once a run. It needs no GL, so the menu's is made
    while the window opens. ``keep_in`` keeps it in that folder between runs
    too (see kept_pixels): the start screen's, so a start need not paint it."""
    recipe = (panels, bowl_at, decor, text_size.scale(), room)  # the painted words as large as the text size
    if recipe not in _backdrops:
        size = (1280, 720)
        sources = _backdrop_sources(recipe) if keep_in else []
        pixels = kept_pixels.read(keep_in, recipe, sources, size[0] * size[1] * 4) if keep_in else None
        if pixels is None:
            image = backdrop_image(panels, bowl_at, decor, size, room)
            pixels = image.transpose(Image.Transpose.FLIP_TOP_BOTTOM).tobytes()
            if keep_in:
                kept_pixels.write(keep_in, recipe, sources, pixels)
        _backdrops[recipe] = size, pixels
    return _backdrops[recipe]


def _backdrop_sources(recipe: tuple) -> list[Path]:
    """The files a backdrop is painted from, this module's code among them."""
    _, bowl_at, decor = recipe[:3]
    names = ["table.jpg"] + (["bowl.png"] if bowl_at is not None else [])
    names += [item[0] for item in decor if not isinstance(item, Painted)]
    fonts = sorted({item.style for item in decor if isinstance(item, Painted)})
    return (
        [Path(__file__)]
        + [resource("images", name) for name in names]
        + [Path(arcade.resources.resolve(font_file(style))) for style in fonts]
    )


def backdrop_image(
    panels: tuple = (), bowl_at: tuple | None = None, decor: tuple = (), size: tuple = (1280, 720), room: Any = None
) -> Image.Image:
    """The table with a screen's static panels, bowl, art and text painted on, once.

    Under software GL every translucent rectangle costs its area in fill each
    frame; painted into the background they cost nothing more than it does.
    Panels are (left, bottom, width, height) in table coordinates (y up);
    decor holds (image file, (centre x, centre y)) pairs and Painted texts.
    """
    width, height = size
    image = Image.open(resource("images", "table.jpg")).convert("RGBA").resize(size)
    if room is not None:  # a road tavern's table, dressed as its own room
        image = room_dressed(image, room)
    layer = Image.new("RGBA", size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    for panel in panels:
        left, bottom, w, h = panel
        top = height - (bottom + h)
        fill = CARD if isinstance(panel, Card) else PANEL
        draw.rectangle((left, top, left + w, top + h), fill=fill, outline=PANEL_EDGE, width=2)
    image = Image.alpha_composite(image, layer)
    if bowl_at is not None:
        bowl = Image.open(resource("images", "bowl.png")).convert("RGBA")
        x, y = bowl_at
        image.alpha_composite(bowl, (int(x - bowl.width / 2), int(height - y - bowl.height / 2)))
    for item in decor:
        if isinstance(item, Painted):
            _paint_text(image, item)
            continue
        name, (x, y) = item
        art = Image.open(resource("images", name)).convert("RGBA")
        image.alpha_composite(art, (int(x - art.width / 2), int(height - y - art.height / 2)))
    return image


def room_dressed(image: Image.Image, room: Any) -> Image.Image:
    """The table dressed as a tavern's room (``game.campaign.taverns.Room``): its cloth or wood laid over the
    table's own grain, its light over all, its corners darkened."""
    grain = ImageOps.grayscale(image)
    cloth = tuple(room.cloth)
    dark, light = tuple(int(c * 0.45) for c in cloth), tuple(min(255, int(c * 1.35)) for c in cloth)
    dressed = Image.blend(image, ImageOps.colorize(grain, dark, light).convert("RGBA"), room.cloth_strength)
    dressed = Image.blend(dressed, Image.new("RGBA", image.size, (*room.light, 255)), room.light_strength)
    if room.vignette:
        shade = (
            Image.radial_gradient("L").resize(image.size).point(lambda v: int(min(255, v * v / 255) * room.vignette))
        )
        dressed = Image.composite(Image.new("RGBA", image.size, (0, 0, 0, 255)), dressed, shade)
    return dressed


class Backdrop:
    """A whole-table image drawn as one quad filling the camera's viewport.

    It lives in its own GL texture rather than arcade's texture atlas: adding
    a window-sized image to the atlas grows it, which costs more than half of
    the start-up time under software GL."""

    def __init__(self, ctx, size: tuple, pixels: bytes):
        self.texture = ctx.texture(size, components=4, data=pixels)
        self.geometry = arcade.gl.geometry.quad_2d_fs()
        self.program = ctx.utility_textured_quad_program

    def draw(self) -> None:
        self.texture.use(0)
        self.geometry.render(self.program)
