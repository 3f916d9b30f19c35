"""Keys alone: every game from the menu through its setup and table to its
results, and back to the menu, with nothing but key presses; and the focus
that carries the keys over a screen's buttons and pickers."""

import pytest

from game.ui.arcade_import import arcade
from game.ui.match_screens import ResultsScreen, SetupView
from game.ui.menu import MenuView
from tests.keys_only import frame, pick_by_keys, play_to_the_end, press, tab_to

pytestmark = pytest.mark.window
K = arcade.key

# Each game: its setup's pickers set (by keys) to a short match, and the
# game's own keys to try, in order, when the person must decide.
GAMES = {
    "deaths_will": ({"hands": 1}, [K.A]),
    "spottle": ({"rounds": 5, "limit": 50}, [K.ENTER, K.K, K.B, K.O]),
    "doty": ({"variant": "triples"}, [K.K]),
    "spots": ({"count": 1, "pile": 18}, [K.A, K.ENTER, K.D, K.K, K.B]),
    "spelldice": ({}, [K.ENTER, K.KEY_1, K.E, K.X, K.ENTER]),
}


@pytest.mark.parametrize("game", GAMES)
def test_each_game_is_played_from_the_menu_to_its_results_by_keys_alone(window, pace, game):
    pace("instant")
    choices, keys = GAMES[game]
    window.show_view(MenuView())
    menu = window.current_view
    frame(window)  # the games in progress read
    tab_to(window, menu.game_buttons[game])
    press(window, K.ENTER)
    setup = window.current_view
    assert isinstance(setup, SetupView) and setup.game_key == game
    for name, value in choices.items():
        pick_by_keys(window, getattr(setup, name), value)
    tab_to(window, setup.start_button)
    press(window, K.SPACE)
    table = window.current_view
    assert table.match.game == game
    results = play_to_the_end(window, table, keys)
    assert isinstance(results, ResultsScreen) and table.match.over
    tab_to(window, results.menu_button)
    press(window, K.SPACE)
    assert isinstance(window.current_view, MenuView)
