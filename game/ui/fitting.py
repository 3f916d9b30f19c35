"""Words made to fit a width: a smaller size first, then a shortened end.

Names run to sixteen letters and a plaque's line is narrow. Words are
measured by their glyphs' advances in the font a text of that style is set
in (what a laid-out line's width is, without laying one out: a layout costs
its vertex lists, a results screen's fitting 45 ms); each answer is kept
too (the same words are asked for at every refresh)."""

from __future__ import annotations

from functools import lru_cache

import pyglet

from game.ui import art, lettering
from game.ui.arcade_import import arcade


def font(size: float, bold: bool = False, italic: bool = False):
    """The font a text of this size and style is set in (pyglet keeps each one loaded)."""
    art.load_fonts()
    return pyglet.font.load(art.FONT, size, weight="bold" if bold else "normal", italic=italic)


def _width(words: str, size: float, bold: bool, italic: bool) -> float:
    """How wide ``words`` stand, their longest line's glyphs' advances."""
    face = font(size, bold, italic)
    return max(sum(glyph.advance for glyph in face.get_glyphs(line)[0]) for line in words.split("\n"))


def warm(size: float, bold: bool = False, italic: bool = False) -> None:
    """Load the font of this size and style now (10 to 12 ms the first time),
    so a text first shown at it later does not hold its frame."""
    font(size, bold, italic)


def fitted_text(
    words: str,
    x: float,
    y: float,
    colour,
    size: float,
    width: float,
    bold: bool = False,
    italic: bool = False,
    **placing,
) -> arcade.Text:
    """A text of ``words`` fitted to ``width`` from ``size`` down."""
    words, size = fitted(words, width, size, bold, italic)
    return lettering.text(words, x, y, colour, size, bold=bold, italic=italic, **placing)


def fit(
    text: arcade.Text,
    words: str,
    width: float,
    size: float,
    bold: bool = False,
    italic: bool = False,
    smallest: float = 9,
) -> None:
    """Show ``words`` in ``text``, fitted to ``width`` from ``size`` down."""
    words, size = fitted(words, width, size, bold, italic, smallest)
    text.text = words  # arcade lays a text out again only if its words change...
    if text.font_size != size:  # ...but at every size given, even its own
        text.font_size = size


@lru_cache(maxsize=4096)
def fitted(
    words: str, width: float, size: float, bold: bool = False, italic: bool = False, smallest: float = 9
) -> tuple[str, float]:
    """(words, size) that fit ``width``: the size lowered a point at a time
    down to ``smallest``, then the words shortened with "..."."""
    while size > smallest and _width(words, size, bold, italic) > width:
        size -= 1
    if _width(words, size, bold, italic) <= width:
        return words, size
    while len(words) > 1 and _width(words + "...", size, bold, italic) > width:
        words = words[:-1]
    return words.rstrip() + "...", size


def fitted_choice(
    choices: tuple[str, ...], width: float, size: float, bold: bool = False, italic: bool = False, smallest: float = 9
) -> tuple[str, float]:
    """(words, size) for the first of ``choices`` (the clearest first, then
    shorter ways to say it) that fits ``width`` whole from ``size`` down to
    ``smallest``: a shorter saying rather than words cut mid-word. Only the
    last is shortened with "..." if none fits."""
    for words in choices:
        fitted_words, fitted_size = fitted(words, width, size, bold, italic, smallest)
        if fitted_words == words:
            return fitted_words, fitted_size
    return fitted(choices[-1], width, size, bold, italic, smallest)
