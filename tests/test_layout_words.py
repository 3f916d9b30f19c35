"""The layout test finds words drawn over words (``tests.layout_words``):
on a real screen, two texts set over each other are a fault; a shadow
under its words, two lines stacked close without a letter over another,
and words hidden under an opaque card drawn over them are not."""

import pytest

from game.ui import art, lettering
from game.ui.answers import SHADOW
from game.ui.app import TavernView
from game.ui.arcade_import import arcade
from tests.layout import layout_faults
from tests.layout_words import Words, words_over_words
from tests.ui import draw

pytestmark = pytest.mark.window


class TextsScreen(TavernView):
    """A bare screen drawing the texts it is given, in order, and a card over them if asked."""

    def __init__(self, texts: list, card_after: int | None = None, card: tuple = (0, 0, 0, 0)):
        super().__init__()
        self.texts, self.card_after, self.card = texts, card_after, card

    def on_draw(self) -> None:
        self.clear()
        for k, text in enumerate(self.texts):
            text.draw()
            if k == self.card_after:
                arcade.draw_rect_filled(arcade.LBWH(*self.card), (28, 16, 8, 255))


def faults_of(window, view) -> list[str]:
    window.show_view(view)
    draw(window)
    return [fault for fault in layout_faults(window) if "drawn over each other" in fault]


def test_two_texts_set_over_each_other_are_found(window):
    name = lettering.text("Mother Grell", 400, 300, art.INK, 18, bold=True)
    score = lettering.text("Score 12", 440, 304, art.GOLD, 18)
    faults = faults_of(window, TextsScreen([name, score]))
    assert faults and "'Mother Grell' and 'Score 12'" in faults[0]


def test_a_shadow_under_its_words_is_not_a_fault(window):
    shadow = lettering.text("+12", 402, 298, SHADOW, 30, bold=True)
    figure = lettering.text("+12", 400, 300, art.GOLD, 30, bold=True)
    assert faults_of(window, TextsScreen([shadow, figure])) == []


def test_the_same_words_further_off_are_two_texts_over_each_other(window):
    first = lettering.text("+12", 400, 300, art.GOLD, 30, bold=True)
    again = lettering.text("+12", 412, 306, art.GOLD, 30, bold=True)
    assert faults_of(window, TextsScreen([first, again]))


def test_lines_stacked_close_without_a_letter_over_another_are_not_a_fault(window):
    """Two lines whose line spacing meets (their laid-out boxes overlap) but
    whose letters stand apart: the upper line has no descender, the lower
    line's capitals and figures stand under it."""
    upper = lettering.text("MOTHER GRELL", 400, 300, art.INK, 18)
    lower = lettering.text("4 GP 1 EP", 400, upper.y - upper.content_height + 4, art.INK, 18)
    assert upper.bottom < lower.bottom + lower.content_height  # their lines' boxes do meet
    assert faults_of(window, TextsScreen([upper, lower])) == []


def test_words_hidden_under_an_opaque_card_are_not_a_fault(window):
    under = lettering.text("The table talk", 400, 300, art.INK, 18)
    over = lettering.text("A SET!", 410, 302, art.GOLD, 18, bold=True)
    view = TextsScreen([under, over], card_after=0, card=(380, 280, 300, 60))
    assert faults_of(window, view) == []


def test_a_card_drawn_elsewhere_hides_nothing():
    a = Words("Ada", (0, 0, 40, 20), 14, 1)
    b = Words("Brannoc", (20, 5, 80, 25), 14, 3)
    fills_elsewhere = [(2, (200, 200, 300, 300), 255)]
    assert words_over_words([a, b], fills_elsewhere)
    fills_over = [(2, (0, 0, 100, 100), 255)]
    assert words_over_words([a, b], fills_over) == []
    faint_over = [(2, (0, 0, 100, 100), 120)]
    assert words_over_words([a, b], faint_over)
