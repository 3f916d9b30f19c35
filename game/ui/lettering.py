"""Words set on a screen in the tavern's font, as ``arcade.Text``.

Every screen sets its lines the same few ways: a gold title across its top,
a line centred under it, a dim italic caption, a paragraph wrapped and hanging
from a line, a bold figure against a column's right edge. Each way is said
once here, so a screen's call says only its own words, place and size."""

from __future__ import annotations

from game.ui import art, text_size
from game.ui.arcade_import import arcade
from game.ui.still_layer import KeptBatch
from game.ui.window import DESIGN_WIDTH

MIDDLE = DESIGN_WIDTH / 2  # where a screen's centred lines stand unless told

# Lines wrapped to a width, each centred, hanging down from the y given
# (a class built on arcade.Text, as the button hint is, takes these too).
PARAGRAPH = {"anchor_x": "center", "anchor_y": "top", "multiline": True, "align": "center"}


def text(words: str, x: float, y: float, colour, size: float, **style) -> arcade.Text:
    """Words in the tavern's font, ``size`` (as at Normal) at the player's
    text size; ``style`` is arcade.Text's own (bold, anchor_x, batch...)."""
    made = arcade.Text(words, x, y, colour, text_size.points(size), font_name=art.FONT, **style)
    batch = style.get("batch")
    if isinstance(batch, KeptBatch):  # it sums up its words, for the still part of a table
        batch.hold(made)
    return made


def centred(words: str, y: float, colour, size: float, x: float = MIDDLE, **style) -> arcade.Text:
    """Words centred on ``x``: the middle of the screen unless told."""
    return text(words, x, y, colour, size, anchor_x="center", **style)


def heading(words: str, y: float, size: float, **style) -> arcade.Text:
    """A title: gold and bold, centred (across the screen unless told)."""
    return centred(words, y, art.GOLD, size, bold=True, **style)


def caption(words: str, y: float, size: float, colour=art.INK_DIM, **style) -> arcade.Text:
    """A quiet line, under a title or where nothing is yet: italic and centred, dim unless told."""
    return centred(words, y, colour, size, italic=True, **style)


def paragraph(words: str, top: float, colour, size: float, width: float, x: float = MIDDLE, **style) -> arcade.Text:
    """Words wrapped to ``width``, each line centred on ``x``, hanging down from ``top``."""
    return text(words, x, top, colour, size, width=width, **PARAGRAPH, **style)


def figure(words: str, right: float, y: float, colour, size: float, **style) -> arcade.Text:
    """A bold figure (a score, a payout) standing against a column's right edge."""
    return text(words, right, y, colour, size, bold=True, anchor_x="right", **style)
