"""A button's words, set by FreeType into a small picture of their own and
drawn as one quad.

arcade's flat button lays its words out as a pyglet label, with a label
widget and its bindings around it: 1.3 ms for the label and 3.5 ms a button
under software GL, 20 of the 25 ms the menu took to be made before its
first frame. A picture of the words is set in a third of a millisecond,
needs no GL until it is drawn, so a screen's words can be set on another
thread while the window opens (``set_ahead``), and is drawn with the
textured-quad program the window compiled as it opened.

The words are set at the size they are shown at, in the UI's own pixels (the
window's size over the table's), so they are as sharp as a label's at every
window size. One picture is kept for each words, size and colour.
"""

from __future__ import annotations

import math
import weakref
from collections import OrderedDict
from functools import lru_cache

import arcade
from PIL import Image, ImageDraw

from game.ui import art

KEPT_TEXTURES = 400  # GL pictures kept a window; the oldest shown is let go past this (arcade frees it)


def pixel_size(points: int, ratio: float = 1.0) -> int:
    """The font's size in pixels for ``points`` (as pyglet sets them, 96 to the inch) at a pixel ratio."""
    return max(1, round(points * 4 / 3 * ratio))


@lru_cache(maxsize=512)
def _mask(words: str, pixels: int) -> Image.Image:
    """The words in white on nothing (an alpha mask), as tall as the font's ascent and descent:
    every button's words stand on the same line, whatever letters they hold."""
    font = art.pil_font("Regular", pixels)
    ascent, descent = font.getmetrics()
    width = math.ceil(font.getlength(words)) + 2  # a pixel each side for the letters' overhang
    mask = Image.new("L", (max(1, width), max(1, ascent + descent)), 0)
    ImageDraw.Draw(mask).text((1, 0), words, font=font, fill=255, anchor="la")
    return mask


def measure(words: str, points: int) -> tuple[float, float]:
    """The words' width and height in table units (a pixel ratio of 1)."""
    font = art.pil_font("Regular", pixel_size(points))
    ascent, descent = font.getmetrics()
    return font.getlength(words), ascent + descent


@lru_cache(maxsize=256)
def picture(words: str, points: int, colour: tuple, ratio: float) -> tuple[tuple[int, int], bytes]:
    """The words in ``colour`` as a GL texture takes them: size, and RGBA rows bottom-up."""
    mask = _mask(words, pixel_size(points, ratio))
    image = Image.new("RGBA", mask.size, (*colour[:3], 255))
    image.putalpha(mask)
    return image.size, image.transpose(Image.Transpose.FLIP_TOP_BOTTOM).tobytes()


def set_ahead(words: list[str], points: int, colours: tuple, ratio: float) -> None:
    """Set these words in these colours now (no GL needed: any thread), so that a screen's first
    frame finds them ready."""
    for each in words:
        for colour in colours:
            picture(each, points, colour, ratio)


class _Textures:
    """A window's GL pictures of words, the least lately shown let go first."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.kept: OrderedDict[tuple, object] = OrderedDict()
        self.quad = arcade.gl.geometry.quad_2d_fs()  # as the backdrop's, made once a window

    def texture(self, key: tuple):
        found = self.kept.pop(key, None)
        if found is None:
            size, pixels = picture(*key)
            found = self.ctx.texture(size, components=4, data=pixels)
            found.filter = self.ctx.NEAREST, self.ctx.NEAREST  # drawn pixel for pixel
        self.kept[key] = found
        while len(self.kept) > KEPT_TEXTURES:
            self.kept.popitem(last=False)
        return found


_by_context: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def draw(surface, words: str, points: int, colour: tuple) -> None:
    """The words centred on the surface's viewport (the widget being rendered), pixel for pixel."""
    if not words:
        return
    ctx = surface.ctx
    textures = _by_context.get(ctx)
    if textures is None:
        textures = _by_context[ctx] = _Textures(ctx)
    texture = textures.texture((words, points, tuple(colour[:3]), surface.pixel_ratio))
    fbo = surface.fbo
    left, bottom, width, height = kept = fbo.viewport
    shown_width, shown_height = texture.size
    # whole pixels from the widget's corner: a picture set between pixels is blurred
    fbo.viewport = (
        left + (width - shown_width) // 2,
        bottom + (height - shown_height) // 2,
        shown_width,
        shown_height,
    )
    texture.use(0)
    # pyglet's words (a label drawn before on the surface) turn GL's blending off and set its
    # function as they end, behind arcade's back: both are set again here, as the surface blends
    ctx.blend_func = surface.blend_func_render_into
    with ctx.enabled(ctx.BLEND):  # (turned on in GL again, whatever arcade thinks it is)
        textures.quad.render(ctx.utility_textured_quad_program)
    fbo.viewport = kept
