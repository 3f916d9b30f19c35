"""Glyphs rendered before they are needed.

The software renderer finishes every draw still pending before a new glyph
is copied into the font's texture, so the first time a character of a new
size or style appears mid-game (a name in the talk, a banner) that frame
waited 5 to 20 ms a glyph: a line of new text held a frame for a tenth of a
second. Rendered all at once as a screen opens, they cost one wait and about
a third of a millisecond each."""

from __future__ import annotations

import string

from game.ui.arcade_import import arcade

CHARACTERS = string.ascii_letters + string.digits + string.punctuation + " …’‘“”—–·×"


def warm_glyphs(owner: object) -> None:
    """Render every character a screen's texts may show, in each of their fonts
    (the ``arcade.Text`` attributes of ``owner``, alone or in lists)."""
    fonts = {}
    for value in vars(owner).values():
        texts = value if isinstance(value, (list, tuple)) else (value,)
        for text in texts:
            if isinstance(text, arcade.Text):
                label = text._label  # arcade keeps its pyglet label there; the font is the label's
                font = label.document.get_font(0, dpi=label.dpi)
                fonts[id(font)] = font
    for font in fonts.values():
        font.get_glyphs(CHARACTERS)
