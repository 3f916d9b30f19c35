"""Every game's rules read whole inside their panel: the wheel, a drag and the
keys move them, and the line under them says how, until the end says so."""

import pytest

from game.registry import PLAYABLE
from game.ui.arcade_import import arcade
from game.ui.menu import MenuView
from game.ui.reading import HOW, PAGE, STEP
from game.ui.rules_view import RulesView
from tests.ui import click, drag, draw, key

pytestmark = pytest.mark.window


def inside(inner, outer) -> bool:
    return (
        outer.left <= inner.left
        and inner.right <= outer.right
        and outer.bottom <= inner.bottom
        and inner.top <= outer.top
    )


@pytest.mark.parametrize("game", [game.key for game in PLAYABLE])
def test_the_rules_read_to_the_end_inside_their_panel(window, game):
    menu = MenuView()
    window.show_view(menu)
    rules = RulesView(game, back_to=menu)
    window.show_view(rules)
    draw(window)
    left, bottom, width, height = rules.panels[0]
    panel = arcade.LBWH(left, bottom, width, height)
    assert inside(rules.text_area.rect, panel)
    assert inside(rules.back_button.rect, arcade.LBWH(0, 0, 1280, 720))
    assert not rules.back_button.rect.overlaps(rules.text_area.rect)
    heading = rules.heading
    assert heading.right < rules.back_button.rect.left and heading.left > 0  # the longest title too
    assert rules.hint.text == HOW and panel.bottom < rules.hint.bottom  # the hint inside the panel

    last = rules.last_view_y
    assert last < 0  # more than the panel holds

    def moved(by: int) -> int:
        return max(last, min(0, rules.view_y + by))

    assert rules.view_y == 0
    expected = moved(-STEP)
    window.dispatch_event("on_mouse_scroll", 640, 360, 0, -1)  # one notch of the wheel
    window.dispatch_events()
    assert rules.view_y == expected
    expected = moved(-PAGE)
    key(window, arcade.key.PAGEDOWN)
    assert rules.view_y == expected
    key(window, arcade.key.HOME)
    drag(window, (640, 300), (640, 400))  # pushed up: further on
    assert rules.view_y == max(last, -100)
    key(window, arcade.key.END)
    draw(window)
    assert rules.at_end and rules.hint.text.startswith("The end.")
    key(window, arcade.key.HOME)
    draw(window)
    assert rules.view_y == 0 and rules.hint.text == HOW
    click(window, rules.back_button)
    assert window.current_view is menu
