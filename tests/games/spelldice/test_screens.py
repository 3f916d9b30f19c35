"""Spelldice through the real views: the setup from the menu, and a whole
game of two people and two computer wizards, curtains, secret picks,
reactions and all, to the results."""

import random

import pytest

from game.games.spelldice.ai import choose_action
from game.games.spelldice.results import SpelldiceResultsView
from game.games.spelldice.rules import Cast, First, Lower, Options, Pass, Pick
from game.games.spelldice.setup import SpelldiceSetupView
from game.games.spelldice.table import SpelldiceTableView
from game.match import Match
from game.ui.arcade_import import arcade
from game.ui.menu import MenuView
from tests.ui import SHOTS, click, key, looks_drawn, run, screenshot, set_picker

pytestmark = pytest.mark.window


def test_menu_to_the_saloon_setup_and_the_table(window):
    window.show_view(MenuView())
    click(window, window.current_view.game_buttons["spelldice"])
    setup = window.current_view
    assert isinstance(setup, SpelldiceSetupView)
    click(window, setup.count.forward)
    set_picker(window, setup.countdown, 5)
    assert looks_drawn(screenshot(window, SHOTS / "spelldice_setup.png"))
    click(window, setup.start_button)
    table = window.current_view
    assert isinstance(table, SpelldiceTableView)
    assert len(table.match.state.names) == 5 and table.match.state.options.countdown == 5


def play(window, table, rng, shots_taken: list) -> dict:
    match = table.match
    seen = {"curtains": 0, "picks": 0, "reactions": 0, "throws": 0}
    for _ in range(3000):
        if window.current_view is not table:
            break
        run(window, 6, until=lambda: window.current_view is not table or table.curtain is not None
            or table.person_to_decide() or table.person_to_throw())
        if window.current_view is not table:
            break
        state = match.state
        if table.curtain is not None:
            stage, seat = table.curtain
            if stage == "before" and len(shots_taken) < 2:
                shots_taken.append(screenshot(window, SHOTS / f"spelldice_curtain_{len(shots_taken)}.png"))
            seen["curtains"] += 1
            click(window, table.curtain_button)
            continue
        if table.person_to_throw():
            key(window, arcade.key.SPACE)
            key(window, arcade.key.S)
            seen["throws"] += 1
            continue
        if not table.person_to_decide():
            continue
        action = choose_action(state, state.to_move, "normal", rng)
        before = len(state.history)
        if isinstance(action, Pick):
            assert table.pick_column.visible
            others = [s for s in range(state.players) if s != state.picker]
            if len(shots_taken) < 3:
                shots_taken.append(screenshot(window, SHOTS / "spelldice_picking.png"))
            # only the picker's own dice are on the screen
            assert len(table.shield_dice) == len(state.shield[state.picker]) and others
            for hand, picker in zip(action.hands, table.hand_pickers):
                if picker.visible:
                    set_picker(window, picker, hand)
            click(window, table.ready_button)
            seen["picks"] += 1
        elif isinstance(action, (Cast, Pass, First, Lower)):
            buttons = [b for b in table.bar.children]
            if isinstance(action, Pass) and state.window:
                key(window, arcade.key.ENTER)
            else:   # the bar's buttons follow the legal moves (a reaction's Pass is its last button)
                index = state.legal_actions().index(action) - (1 if state.window else 0)
                click(window, buttons[index])
            seen["reactions"] += isinstance(action, (Cast, Pass))
        assert len(state.history) == before + 1, f"{action} was not made at the table"
    return seen


def test_two_people_and_two_computer_wizards_play_to_the_results(window):
    match = Match(Options(names=("Ada", "Brannoc", "Cora", "Dell")), ("person", "person", "hard", "normal"), seed=4)
    table = SpelldiceTableView(match)
    window.show_view(table)
    shots: list = []
    seen = play(window, table, random.Random(5), shots)
    assert isinstance(window.current_view, SpelldiceResultsView), match.state.describe_position()
    assert seen["curtains"] >= 4 and seen["picks"] >= 4 and seen["throws"] >= 2
    assert looks_drawn(screenshot(window, SHOTS / "spelldice_results.png"))
    assert all(looks_drawn(path) for path in shots)
