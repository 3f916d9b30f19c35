"""Words measured without laying them out, and glyphs made quickly: the
same widths and the same pixels as arcade's and pyglet's own ways."""

import ctypes
import random

import pytest

from game.ui import art, lettering
from game.ui.fitting import _width, fitted

SAYINGS = ("Mother Grell wins the match!", "Purse 12 gp 3 ep", "AVAWAY fify ff.", " spaced ", "Ünïcødé ßé", "x...")


@pytest.mark.window
@pytest.mark.parametrize(
    ("size", "bold", "italic"), [(11, False, False), (17, True, False), (26, False, True), (46, True, False)]
)
def test_words_measure_as_wide_as_a_text_lays_them_out(window, size, bold, italic):
    art.load_fonts()
    for words in SAYINGS:
        laid_out = lettering.text(words, 0, 0, art.INK, size, bold=bold, italic=italic)
        laid_out.font_size = size  # at this very size, whatever the player's text size makes of it
        assert _width(words, size, bold, italic) == pytest.approx(laid_out.content_width, abs=0.01), words
    assert _width("", size, bold, italic) == 0
    assert _width("short\na longer line", size, bold, italic) == _width("a longer line", size, bold, italic)


@pytest.mark.window
def test_fitted_words_fit_and_shrink_only_as_far_as_they_must(window):
    art.load_fonts()
    words, size = fitted("Hieronymus Bartholomew the Third", 150, 20, bold=True)
    assert _width(words, size, True, False) <= 150 and size >= 14  # never under the readable 14
    assert words.endswith("...") or _width(words, size + 1, True, False) > 150
    assert fitted("Tom", 150, 20) == ("Tom", 20)


def test_a_glyph_is_widened_to_the_same_bytes_as_pyglet_widens_it():
    from pyglet.font.freetype import FreeTypeGlyphRenderer

    from game.ui import arcade_import

    draw = random.Random(3)
    grey = (ctypes.c_ubyte * 997)(*[draw.randrange(256) for _ in range(997)])
    for target in ("BGRA", "RGBA"):
        quick = FreeTypeGlyphRenderer._expand_to_rgba(None, grey, "R", target)
        slow = arcade_import._widened_a_pixel_at_a_time(None, grey, "R", target)
        assert quick == slow and len(quick) == 4 * 997


@pytest.mark.window
def test_a_text_fitted_again_to_the_same_words_is_not_laid_out_again(window):
    from game.ui.fitting import fit

    text = lettering.text("", 0, 0, art.INK, 20)
    fit(text, "Bartholomew of the Long", 200, 20)
    assert text.font_size < 20  # made smaller to fit
    restyled = []
    document = text.label.document
    set_style = document.set_style
    document.set_style = lambda *args: restyled.append(args) or set_style(*args)
    fit(text, "Bartholomew of the Long", 200, 20)
    assert restyled == []
    fit(text, "Tom", 200, 20)  # words that fit at the full size: the size given again
    assert len(restyled) == 1 and text.font_size == 20


def test_a_block_too_long_for_its_room_shows_the_lines_that_fit_and_the_words_of_the_next(window):
    """Whole lines only left a card half empty (Spottle's round card at the largest text: one line of
    four, and "..."): the next line's words that fit follow them."""
    from game.ui.fitting import fit_block

    block = lettering.text("", 0, 0, art.INK, 14, width=300, multiline=True)
    lines = [
        "Last round, the Master had 7:",
        "Brannoc wins two silver and five copper with nine against seven",
        "Mother Grell loses one copper to the Master",
        "Tamsin sits out",
    ]
    room = 75  # three lines of 14, not four: the second line wraps
    fit_block(block, "\n".join(lines), 14, room)
    shown = block.text
    assert block.content_height <= room and shown.endswith("...")
    assert shown.startswith(lines[0] + "\nBrannoc wins") and "Mother Grell" not in shown
    fit_block(block, "\n".join(lines), 14, 1000)  # room for all: all, whole
    assert block.text == "\n".join(lines)
    fit_block(block, "Antidisestablishment " * 12, 14, 5)  # not a word fits: the first, the least to show
    assert block.text == "Antidisestablishment..."
