"""Keys alone: every game from the menu through its setup and table to its
results, and back to the menu, with nothing but key presses; and the focus
that carries the keys over a screen's buttons and pickers."""

import pytest

from game.ui.arcade_import import arcade
from game.ui.menu import MenuView
from game.ui.throw_hand import AIM_STEP, STRENGTH_STEP
from tests.keys_only import (
    Keys,
    a_person_against_easy,
    a_person_to_throw,
    frame,
    person_moves,
    pick_by_keys,
    play_from_the_menu,
    press,
    tab_to,
)

pytestmark = pytest.mark.window
K = arcade.key

# Each game: its setup's pickers set (by keys) to a short match, and the
# game's own keys to try, in order, when the person must decide.
GAMES = {
    "deaths_will": ({"hands": 1}, [K.A]),
    "spottle": ({"rounds": 5, "limit": 50}, [K.ENTER, K.K, K.B, K.O]),
    "doty": ({"variant": "quintuples"}, [K.K]),
    "spots": ({"count": 1, "pile": 18}, [K.A, K.ENTER, K.D, K.K, K.B]),
    "spelldice": ({"count": 2}, [K.ENTER, K.KEY_1, K.E, K.X, K.ENTER]),
}


@pytest.mark.parametrize("game", list(GAMES))
def test_each_game_is_played_from_the_menu_to_its_results_by_keys_alone(window, pace, game):
    pace("instant")
    choices, keys = GAMES[game]
    play_from_the_menu(window, game, choices, keys, Keys(window))


def test_the_focus_moves_over_the_menu_and_presses_what_it_is_on(window):
    window.show_view(MenuView())
    menu = window.current_view
    frame(window)
    assert menu.focus.focused is None  # nothing shows until a focus key is pressed
    press(window, K.DOWN)
    assert menu.focus.focused is menu.game_buttons["deaths_will"]  # the first
    press(window, K.DOWN)
    assert menu.focus.focused is menu.game_buttons["spottle"]
    for _ in range(4):  # down the games to the other ways to play them, under them
        press(window, K.DOWN)
    assert menu.focus.focused is menu.road_button
    press(window, K.RIGHT)
    assert menu.focus.focused is menu.online_button
    press(window, K.TAB)  # on to the app's own row, under the panels
    assert menu.focus.focused is menu.settings_button
    press(window, K.TAB)
    press(window, K.TAB)
    assert menu.focus.focused is menu.quit_button
    press(window, K.TAB)  # on, round to the first
    assert menu.focus.focused is menu.game_buttons["deaths_will"]
    press(window, K.TAB, K.MOD_SHIFT)  # and back
    assert menu.focus.focused is menu.quit_button
    press(window, K.LEFT)
    assert menu.focus.focused is menu.ledger_button
    press(window, K.ENTER)
    assert type(window.current_view).__name__ == "LedgerView"


def test_a_picker_in_focus_changes_with_left_and_right_and_a_name_takes_typing(window):
    from game.games.doty.setup import DotySetupView

    window.show_view(DotySetupView())
    setup = window.current_view
    frame(window)
    pick_by_keys(window, setup.variant, "called_shot")
    press(window, K.LEFT)
    assert setup.variant.value == "triples"
    tab_to(window, setup.names[0])
    press(window, K.SPACE)  # the field takes typing; Space there is a letter, not a press
    assert setup.names[0].active
    press(window, K.ENTER)
    assert not setup.names[0].active and setup.focus.focused is setup.names[0]


def test_a_throw_aimed_by_keys_goes_the_way_its_arrow_shows(window, pace):
    pace("instant")
    table = a_person_to_throw(window)
    match = table.match
    standard = match.standard_gesture()
    assert "drag across the table" in table.prompt.text
    press(window, K.LEFT)
    press(window, K.EQUAL)
    assert table.hand.drag.began is not None  # the arrow shows the aim
    assert table.prompt.text.endswith("Left and Right aim, + and - set the strength, Space throws.")
    thrown = []
    table.flow.throw, real = (lambda gesture: thrown.append(gesture)), table.flow.throw
    press(window, K.SPACE)
    table.flow.throw = real
    (gesture,) = thrown
    assert gesture.angle == pytest.approx(standard.angle + AIM_STEP, abs=1e-3)
    assert gesture.strength == pytest.approx(min(1.0, standard.strength + STRENGTH_STEP), abs=1e-3)


def test_a_spots_die_is_picked_and_put_on_a_dog_card_by_keys(window, pace):
    from game.games.spots.options import Options
    from game.games.spots.table import SPOTS_TABLE
    from game.ui.focus import Spot

    pace("instant")
    match, table = a_person_against_easy(window, SPOTS_TABLE, Options(names=("Ada", "Brannoc")), 3)
    for _ in range(3000):
        frame(window)
        state = match.state
        if table.flow.person_to_decide() and state.phase == "hand" and state.filtered and table.part.tray.dice:
            fitting = [(die, state.fits(state.turn, value)) for die, value in enumerate(state.hand)]
            fitting = [(die, cards) for die, cards in fitting if cards]
            if fitting:
                break
        if table.flow.person_to_throw() or table.flow.person_to_decide():
            person_moves(window, table, GAMES["spots"][1])
    else:
        raise AssertionError("no die of the person's ever fitted a dog")
    (die, cards), *_ = fitting
    seat = state.turn
    placed_before = sum(len(card["dice"]) for card in state.packs[seat])
    tab_to(window, Spot(("die", die), None, None))
    press(window, K.SPACE)
    assert table.part.tray.picked == {die}
    tab_to(window, Spot(("dog", cards[0]), None, None))
    press(window, K.SPACE)
    assert sum(len(card["dice"]) for card in match.state.packs[seat]) == placed_before + 1


def test_shift_tab_as_x11_sends_it_goes_back_a_button(window):
    """X11 sends Shift+Tab as ISO_Left_Tab, which pyglet names after the Tab key's scancode."""
    from game.ui.keys import X11_SHIFT_TAB

    window.show_view(MenuView())
    menu = window.current_view
    frame(window)
    press(window, K.DOWN)
    press(window, K.DOWN)
    spottle = menu.focus.focused
    press(window, X11_SHIFT_TAB, K.MOD_SHIFT)
    before = menu.focus.focused
    assert before is not spottle
    press(window, K.TAB)
    assert menu.focus.focused is spottle
    press(window, K.TAB, K.MOD_SHIFT)
    assert menu.focus.focused is before


def test_space_held_from_the_last_throw_does_nothing_on_the_results_only_a_fresh_press(window, pace):
    """Space throws the match's last die and the results replace the table while it is still down:
    its repeats (a held key pressed again by the machine) press nothing there, Watch again least of
    all; once let go, a fresh press is the results' own."""
    from game.games.deaths_will.rules import Options
    from game.games.deaths_will.table import DEATHS_WILL_TABLE
    from game.ui.results_screen import ResultsScreen

    pace("instant")
    results = None
    for seed in range(20):
        match, table = a_person_against_easy(window, DEATHS_WILL_TABLE, Options(names=("Ada", "Bo"), hands=1), seed)
        for _ in range(600):
            if window.current_view is not table:
                break
            frame(window, drawn=False)
            if table.flow.person_to_throw():
                window.dispatch_event("on_key_press", K.SPACE, 0)  # down, and held
                window.dispatch_events()
                for _ in range(240):
                    if window.current_view is not table:
                        break
                    frame(window, drawn=False)
                if isinstance(window.current_view, ResultsScreen):
                    results = window.current_view  # the last throw was the person's
                    break
                window.dispatch_event("on_key_release", K.SPACE, 0)
                window.dispatch_events()
            elif table.flow.person_to_decide():
                person_moves(window, table, [K.A])
        if results is not None:
            break
    else:
        raise AssertionError("no match ended on the person's throw")
    frame(window)
    for _ in range(5):  # the held key repeated
        window.dispatch_event("on_key_press", K.SPACE, 0)
        window.dispatch_events()
        frame(window)
    assert window.current_view is results and results.focus.focused is None
    window.dispatch_event("on_key_release", K.SPACE, 0)
    press(window, K.SPACE)  # a fresh press: the focus shown, on the first of its buttons
    assert window.current_view is results and results.focus.focused is not None
