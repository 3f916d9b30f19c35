"""Keys of one's own: the Controls page changes what key does an action at a
real table, refuses a key another action has there, resets, and the choice
survives a restart (and a damaged settings file); the buttons say the key
chosen."""

import json

import pytest

from game.games.deaths_will.rules import Options as DeathsWillOptions
from game.platform import keymap
from game.platform.settings import Settings, config_file
from game.services.match import PERSON, Match
from game.ui.arcade_import import arcade
from game.ui.controls_view import ControlsView
from game.ui.keys import pressed
from game.ui.menu import MenuView
from game.ui.pause import PauseView
from game.ui.settings_view import SettingsView
from tests.ui import click, draw, from_the_menu, key, opens


def test_no_two_actions_heard_together_come_with_one_key():
    assert [action.id for action in keymap.actions() if keymap.clash({}, action.id, action.default)] == []
    # a game's own may share a key with another game's, never with every table's
    assert keymap.clash({}, "spots:stop", "ENTER") is None  # Spottle's Accept is Enter too
    assert keymap.clash({}, "deaths_will:ante", "S").id == "skip"
    assert keymap.clash({}, "go_on", "SPACE").id == "throw"  # a lesson's Go on is heard at its table


def test_a_clash_is_refused_naming_the_action_that_has_the_key():
    with pytest.raises(keymap.KeyClash) as refused:
        keymap.chosen_with({}, "deaths_will:ante", "F")
    assert refused.value.action.id == "deaths_will:fold" and str(refused.value).startswith("F is already Fold")
    chosen = keymap.chosen_with({}, "deaths_will:ante", "J")
    assert chosen == {"deaths_will:ante": "J"}
    assert keymap.chosen_with(chosen, "deaths_will:ante", "A") == {}  # its own key again: nothing to keep
    assert keymap.key_words("Ctrl+KEY_1") == "Ctrl+1" and keymap.key_words("PAGEDOWN") == "Page Down"


def test_a_key_pressed_is_named_with_ctrl_and_alt_and_the_keypads_twins():
    assert pressed(arcade.key.Z, arcade.key.MOD_CTRL | arcade.key.MOD_NUMLOCK) == "Ctrl+Z"
    assert pressed(arcade.key.A, arcade.key.MOD_SHIFT) == "A"
    assert pressed(arcade.key.NUM_ENTER, 0) == pressed(arcade.key.RETURN, 0) == "ENTER"
    assert pressed(arcade.key.LSHIFT, arcade.key.MOD_SHIFT) is None


def test_the_keys_and_the_time_to_react_survive_a_restart_and_a_damaged_file(tmp_path):
    path = tmp_path / "settings.json"
    first = Settings(keys={"throw": "J"}, reaction_time="off")
    assert first.save(path) is None
    assert Settings(keys={"throw": "J"}, reaction_time="longer").save(path) is None
    assert (Settings.load(path).keys, Settings.load(path).reaction_time) == ({"throw": "J"}, "longer")
    path.write_text('{"keys": {"throw": ')  # damaged: the last good copy is read, the damaged one set aside
    settings, note = Settings.read(path)
    assert (settings.keys, settings.reaction_time) == ({"throw": "J"}, "off")
    assert note and "settings.json.damaged" in note
    assert (tmp_path / "settings.json.damaged").read_text() == '{"keys": {"throw": '
    # a readable file with nonsense in the fields: what makes sense is kept, the rest as it comes
    path.write_text(json.dumps({"keys": {"throw": 5, "undo": "Ctrl+U", "skip": ""}, "reaction_time": "ages"}))
    settings = Settings.load(path)
    assert (settings.keys, settings.reaction_time) == ({"undo": "Ctrl+U"}, "as_set")
    path.write_text(json.dumps({"keys": ["throw"]}))
    assert Settings.load(path).keys == {}


def test_the_time_to_react_is_lengthened_or_turned_off():
    assert Settings().timer(5) == 5 and Settings(reaction_time="longer").timer(5) == 10
    assert Settings(reaction_time="off").timer(5) is None and Settings().timer(None) is None


@pytest.fixture
def keys_as_they_come(window):
    window.settings.keys = {}
    yield
    window.settings.keys = {}


def open_controls(window) -> ControlsView:
    settings = from_the_menu(window, lambda menu: menu.settings_button, SettingsView)
    return opens(window, settings.controls_button, ControlsView)


def deaths_will_table(window):
    match = Match(DeathsWillOptions(names=("Ada", "Bo")), (PERSON, PERSON), seed=3)
    table = match.definition.screens.table(match)
    table.flow.keeper = None
    window.show_view(table)
    draw(window)
    return table


@pytest.mark.window
def test_a_key_changed_on_the_controls_page_does_the_action_at_the_table(window, keys_as_they_come):
    controls = open_controls(window)
    click(window, controls.tabs["Death's Will"])
    click(window, controls.key_buttons["deaths_will:ante"])
    assert controls.key_buttons["deaths_will:ante"].text == "Press a key..."
    key(window, arcade.key.J)
    assert controls.key_buttons["deaths_will:ante"].text == "J"
    assert Settings.load(config_file()).keys == {"deaths_will:ante": "J"}  # kept at once
    table = deaths_will_table(window)
    assert table.part.ante_button.text == "Ante (J)"
    state = table.match.state
    key(window, arcade.key.A)  # no longer the ante's key
    assert state.pot == 0 and not table.flow.person_to_throw()
    key(window, arcade.key.J)
    assert state.pot == state.ante and table.flow.person_to_throw()


@pytest.mark.window
def test_a_clash_is_refused_on_the_page_and_reset_brings_every_key_back(window, keys_as_they_come):
    controls = open_controls(window)
    click(window, controls.tabs["Every table"])
    click(window, controls.key_buttons["throw"])
    key(window, arcade.key.T)  # the talk's
    assert window.settings.keys == {} and controls.key_buttons["throw"].text == "Space"
    assert controls.note.text == "Not so: T is already The whole talk, and back to the table; choose another key."
    click(window, controls.key_buttons["throw"])
    window.dispatch_event("on_key_press", arcade.key.LCTRL, arcade.key.MOD_CTRL)  # held: the key is still to come
    assert controls.listening == "throw"
    key(window, arcade.key.A)  # Death's Will's ante is A, but a table's throw is heard at every table
    assert "is already Ante, with the raise set (Death's Will)" in controls.note.text
    click(window, controls.key_buttons["throw"])
    key(window, arcade.key.J)
    click(window, controls.tabs["Everywhere"])
    click(window, controls.key_buttons["back"])
    key(window, arcade.key.BACKSPACE)
    assert window.settings.keys == {"throw": "J", "back": "BACKSPACE"}
    assert controls.back_button.text == "Back (Backspace)"
    key(window, arcade.key.ESCAPE)
    assert window.current_view is controls  # Esc no longer goes back
    click(window, controls.reset_button)
    assert window.settings.keys == {} == Settings.load(config_file()).keys
    assert controls.key_buttons["back"].text == "Esc" and controls.back_button.text == "Back (Esc)"
    key(window, arcade.key.ESCAPE)
    assert isinstance(window.current_view, SettingsView)


@pytest.mark.window
def test_a_table_open_behind_the_pause_follows_a_key_chosen_meanwhile(window, keys_as_they_come):
    table = deaths_will_table(window)
    assert table.part.throw_button.text == "Throw (Space)" and table.undo_button.text == "Undo (Ctrl+Z)"
    key(window, arcade.key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseView)
    settings = opens(window, pause.settings_button, SettingsView)
    controls = opens(window, settings.controls_button, ControlsView)
    click(window, controls.tabs["Every table"])
    for id, symbol, modifiers in (("menu", arcade.key.P, 0), ("undo", arcade.key.U, arcade.key.MOD_CTRL)):
        click(window, controls.key_buttons[id])
        window.dispatch_event("on_key_press", symbol, modifiers)
    key(window, arcade.key.ESCAPE)  # back to the settings, which say the full screen's key still
    assert window.current_view is settings and "F11 also toggles" in settings.note.text
    key(window, arcade.key.ESCAPE)
    assert window.current_view is pause and pause.resume_button.text == "Resume (P)"
    key(window, arcade.key.P)
    assert window.current_view is table
    assert table.menu_button.text == "Menu (P)" and table.undo_button.text == "Undo (Ctrl+U)"
    key(window, arcade.key.ESCAPE)
    assert window.current_view is table
    window.show_view(MenuView())
