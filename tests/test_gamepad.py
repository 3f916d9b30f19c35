"""A gamepad alone: every game from the menu through its setup and table
to its results, and back to the menu, by a pad's buttons, d-pad, stick and
triggers; what each of them does is a key's (game.platform.padmap), the
person's chosen keys followed."""

import pytest

from game.platform import keymap, padmap
from game.ui.arcade_import import arcade
from game.ui.gamepad import REPEAT_DELAY, Gamepad, swing_strength
from game.ui.menu import MenuView
from game.ui.throw_hand import AIM_STEP
from tests.keys_only import a_person_against_easy, a_person_to_throw, frame, play_from_the_menu, tab_to
from tests.pad_only import Pad
from tests.test_keys_only import GAMES

pytestmark = pytest.mark.window


@pytest.fixture
def pad(window):
    hand = Pad(window)
    yield hand
    hand.unplug()


@pytest.mark.parametrize("game", list(GAMES))
def test_each_game_is_played_from_the_menu_to_its_results_by_a_gamepad_alone(window, pace, pad, game):
    pace("instant")
    choices, _ = GAMES[game]
    play_from_the_menu(window, game, choices, [], pad)


def test_the_d_pad_and_the_stick_move_the_focus_and_a_presses_b_goes_back(window, pad):
    window.show_view(MenuView())
    menu = window.current_view
    frame(window)
    pad.dpad(0, -1)
    assert menu.focus.focused is menu.game_buttons["deaths_will"]  # the first
    pad.stick(0.0, -0.9)  # leant down: once, however long it is held
    pad.stick(0.0, -1.0)
    assert menu.focus.focused is menu.game_buttons["spottle"]
    now = [0.0]
    window.gamepad.clock = lambda: now[0]
    pad.stick(0.0, -1.0)  # still leant: nothing more...
    pad.stick(0.0, 0.0)
    pad.stick(0.0, -1.0)  # ...until let go and leant again
    window.gamepad.tick(0.06)
    assert menu.focus.focused is menu.game_buttons["doty"]
    now[0] = REPEAT_DELAY  # or held so long
    window.gamepad.tick(0.06)
    window.dispatch_events()
    assert menu.focus.focused is menu.game_buttons["spots"]
    window.gamepad.clock = Gamepad(window).clock
    pad.stick(0.0, 0.0)
    for _ in range(3):
        pad.dpad(0, 1)
    assert menu.focus.focused is menu.game_buttons["deaths_will"]
    pad.choose()
    setup = window.current_view
    assert setup.game_key == "deaths_will"
    pad.button("b")
    assert isinstance(window.current_view, MenuView)


def test_the_pad_presses_the_keys_the_person_chose(window, pad):
    chosen = {"press": "ENTER"}
    assert padmap.key_for(chosen, "a", frozenset({keymap.SCREENS})) == ("ENTER", False)
    assert padmap.key_for({}, "a", frozenset({keymap.TABLES})) == ("SPACE", False)
    assert padmap.key_for({}, "dpup", frozenset({keymap.TABLES})) == ("TAB", True)  # the focus back
    assert padmap.key_for({}, "dpup", frozenset({keymap.READING})) == ("UP", False)
    watching = frozenset({keymap.TABLES, keymap.WATCHING})
    assert padmap.key_for({"watch_pause": "P"}, "a", watching) == ("P", False)  # the watcher's before the table's
    assert padmap.key_for({}, "x", frozenset({keymap.SCREENS})) is None  # skip is a table's
    assert padmap.key_for({}, "guide", frozenset({keymap.SCREENS})) is None  # no button of the table's


def test_a_swing_of_the_stick_throws_aimed_and_as_hard_as_it_was_fast(window, pace, pad):
    pace("instant")
    table = a_person_to_throw(window, pad, keys=())
    match = table.match
    standard = match.standard_gesture()
    now = [0.0]
    window.gamepad.clock = lambda: now[0]
    pad.stick(1.0, 0.0)  # aimed right
    pad.stick(0.0, 0.0)
    assert table.hand.drag.began is not None  # the arrow shows the aim
    thrown = []
    table.flow.throw, real = (lambda gesture: thrown.append(gesture)), table.flow.throw
    pad.stick(0.0, -1.0)
    now[0] = 0.34  # a middling swing
    pad.stick(0.0, 1.0)
    table.flow.throw = real
    (gesture,) = thrown
    assert gesture.angle == pytest.approx(standard.angle - AIM_STEP, abs=1e-3)
    assert gesture.strength == pytest.approx(swing_strength(0.34), abs=0.05)
    window.gamepad.clock = Gamepad(window).clock


def test_without_a_screen_or_a_controller_the_pad_opens_nothing(window, monkeypatch):
    assert window.gamepad.manager is None and Gamepad.open(window).controllers == []  # headless
    monkeypatch.setattr(arcade, "headless", False)

    class NoDevices:
        def __init__(self):
            raise FileNotFoundError("/proc/bus/input/devices")

    import pyglet

    monkeypatch.setattr(pyglet.input, "ControllerManager", NoDevices)
    assert Gamepad.open(window).controllers == []


def test_the_controls_page_lists_the_pads_buttons(window):
    from game.ui.controls_view import PAD_SECTION, ControlsView

    window.show_view(ControlsView(MenuView()))
    page = window.current_view
    page.show(PAD_SECTION)
    frame(window)
    named = {getattr(widget, "text", None) for widget in page.focus.widgets()}
    assert {button.words for button in padmap.PAD} < named
    assert {padmap.does(button.name) for button in padmap.PAD} < {words.text for words in page.words}


def test_a_spelldice_die_is_picked_up_and_aimed_at_a_wizard_by_the_pad(window, pace, pad):
    from game.games.spelldice.rules import Options
    from game.games.spelldice.table import SPELLDICE_TABLE
    from game.ui.focus import Spot

    pace("instant")
    _, table = a_person_against_easy(window, SPELLDICE_TABLE, Options(names=("Ada", "Brannoc")), 4)
    for _ in range(200):
        frame(window)
        if table.part.picking_now():
            break
    else:
        raise AssertionError("the person never picked")
    (first, *_) = [k for k, thing in enumerate(table.part.picking.slots()) if thing is not None]
    die = table.part.picking.slots()[first]
    tab_to(window, Spot(("slot", first), None, None), pad)
    pad.choose()
    assert table.part.hand_at_board.selected == die
    tab_to(window, Spot(("wizard", 1), None, None), pad)
    pad.choose()
    assert [(hand.colour, hand.target) for hand in table.part.picking.fists if hand.colour == die] == [(die, 1)]
