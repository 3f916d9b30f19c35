"""A button's words are a picture set by FreeType (game.ui.button_words):
drawn centred on its face, pixel for pixel, in its state's colour, at the
UI's pixel ratio; and the menu's are set before its first frame."""

from __future__ import annotations

import pytest

from game.ui import button_words
from game.ui.menu import MenuView
from game.ui.widgets import BUTTON_MARGIN, LOOKS, button
from tests.ui import draw, pixel


def _ink_box(window, widget, ink: tuple) -> tuple[int, int, int, int] | None:
    """(left, bottom, right, top) in window pixels of the pixels of ``widget`` near the colour ``ink``."""
    from game.ui.arcade_import import arcade

    rect = widget.rect
    left, bottom = int(rect.left) + 3, int(rect.bottom) + 3  # inside its edge
    width, height = int(rect.width) - 6, int(rect.height) - 6
    image = arcade.get_image(left, bottom, width, height).convert("RGB")
    found = [
        (x, height - 1 - y)
        for y in range(height)
        for x in range(width)
        if sum(abs(a - b) for a, b in zip(image.getpixel((x, y)), ink)) < 12  # the letters themselves, not their edges
    ]
    if not found:
        return None
    xs, ys = [x for x, _ in found], [y for _, y in found]
    return left + min(xs), bottom + min(ys), left + max(xs), bottom + max(ys)


@pytest.mark.pixels  # it reads the pixels drawn
@pytest.mark.window
def test_a_button_s_words_are_drawn_centred_on_its_face_in_its_state_s_colour(window):
    menu = MenuView()
    window.show_view(menu)
    draw(window)
    quit_button = menu.quit_button
    box = _ink_box(window, quit_button, LOOKS["normal"].ink)
    assert box is not None, "the words of Quit are not drawn"
    left, bottom, right, top = box
    width, _ = button_words.measure("Quit", quit_button.points)
    assert abs((right - left + 1) - width) <= 5  # the whole word (its advance, less the bearings), no more
    centre_x = (left + right) / 2
    assert abs(centre_x - quit_button.rect.center_x) <= 2
    assert quit_button.rect.bottom + 6 < bottom and top < quit_button.rect.top - 6  # inside, off its edges
    quit_button.hovered = True  # the pointer over it: its words in the hover's colour
    draw(window)
    assert _ink_box(window, quit_button, LOOKS["hover"].ink) is not None
    face = pixel(quit_button.rect.left + 6, quit_button.rect.bottom + 6)
    assert face == LOOKS["hover"].bg != LOOKS["normal"].bg
    quit_button.hovered = False


@pytest.mark.pixels  # it reads the pixels drawn
@pytest.mark.window
def test_words_drawn_after_a_label_s_on_the_same_surface_show_the_face_round_their_letters(window):
    """pyglet's words (a picker's value) turn GL's blending off behind arcade's back: the pictures of
    the words after them were drawn with their clear pixels dark, a box round every button's words."""
    from game.ui.settings_view import SettingsView
    from game.ui.widgets import TavernButton

    settings = SettingsView(back_to=MenuView())
    window.show_view(settings)
    draw(window)
    buttons = [w for w in settings.ui.walk_widgets() if isinstance(w, TavernButton) and w.text in ("<", "Test")]
    assert len(buttons) >= 4
    for each in buttons:
        _, height = button_words.measure(each.text, each.points)
        over_the_letters = pixel(each.rect.center_x, each.rect.center_y + height / 2 - 1.5)
        assert over_the_letters == LOOKS["normal"].bg, each.text


def test_words_are_set_at_the_pixel_ratio_they_are_shown_at():
    ink = LOOKS["normal"].ink
    (width, height), pixels = button_words.picture("The Ledger", 15, ink, 1.0)
    (wider, taller), more = button_words.picture("The Ledger", 15, ink, 1.5)
    assert abs(taller - 1.5 * height) <= 2 and abs(wider - 1.5 * width) <= 3
    assert len(pixels) == width * height * 4 and len(more) == wider * taller * 4
    assert any(pixels[3::4]) and not all(pixels[3::4])  # letters, and room round them


def test_a_button_grows_to_hold_its_words_and_never_shrinks_below_its_size():
    words = "The dice have been thrown since: chance is never taken back"
    long = button(words, width=120, height=36)
    width, height = button_words.measure(words, long.points)
    assert long.width >= width + 2 * BUTTON_MARGIN and long.height == 36
    long.text = "Go"  # words that fit: back to the size it was given, no smaller
    assert (long.width, long.height) == (120, 36)


def test_the_menu_s_words_are_set_before_its_first_frame():
    button_words.picture.cache_clear()
    MenuView.set_words_ahead()
    from game.core import catalogue

    ink, points = LOOKS["normal"].ink, button("Quit").points
    before = button_words.picture.cache_info().hits
    for info in catalogue.games():
        button_words.picture(info.title, points, ink, 1.0)
    assert button_words.picture.cache_info().hits == before + len(catalogue.games())
