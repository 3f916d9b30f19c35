"""Undo before the dice: a person's choices since the last throw can be taken
back (Ctrl+Z or the Undo button), in that person's own turn only; the match is
played again without them, and the save holds only what stood."""

from dataclasses import replace

import pytest

from game.games.deaths_will.rules import Ante
from game.games.deaths_will.rules import Options as DeathsWillOptions
from game.games.spelldice.rules import Options as SpelldiceOptions
from game.games.spottle.rules import Bet as SpottleBet
from game.games.spottle.rules import Options as SpottleOptions
from game.games.spottle.table import SPOTTLE_TABLE
from game.platform.storage import load_json
from game.registry import GAME_BY_KEY
from game.services.match import Match
from game.ui.arcade_import import arcade
from tests.games.deaths_will.test_screens import open_setup
from tests.ui import SHOTS, click, draw, key, looks_drawn, run, screenshot, set_picker


def ctrl_z(window) -> None:
    window.dispatch_event("on_key_press", arcade.key.Z, arcade.key.MOD_CTRL)
    window.dispatch_event("on_key_release", arcade.key.Z, arcade.key.MOD_CTRL)
    window.dispatch_events()


def test_a_person_takes_back_a_choice_of_this_turn_but_never_a_throw_or_another_seat_s():
    match = Match(DeathsWillOptions(names=("Ada", "Brannoc"), hands=1), ("person", "easy"), seed=3)
    assert match.state.turn == 0 and not match.can_undo()
    before = match.state.to_dict()
    match.act(Ante(1))
    assert match.can_undo()
    again, steps = match.undone()
    assert again.state.to_dict() == before and not again.can_undo()
    match.throw(match.standard_gesture())
    assert not match.can_undo()  # never past a throw
    spelldice = Match(SpelldiceOptions(names=("Ada", "Bo", "Cy")), ("person", "person", "easy"), seed=1)
    spelldice.act(spelldice.kind.choose_action(spelldice.state, 0, "easy", spelldice._ai_rng(), spelldice.controllers))
    assert spelldice.state.turn != 0 and not spelldice.can_undo()  # the pick is done: the next seat picks


@pytest.mark.window
def test_ctrl_z_and_the_button_take_back_a_raise_and_the_save_holds_only_what_stood(window):
    setup = open_setup(window)
    set_picker(window, setup.seats[1], "person")
    click(window, setup.start_button)
    table = window.current_view
    assert table.undo_button.disabled  # nothing to take back yet
    before = table.match.state.to_dict()
    key(window, arcade.key.UP)
    key(window, arcade.key.A)  # ante with a raise
    assert table.match.state.history and not table.undo_button.disabled
    assert looks_drawn(screenshot(window, SHOTS / "undo_ready.png"))
    ctrl_z(window)
    again = window.current_view
    assert again is not table and again.match.state.to_dict() == before
    again.flow.keeper.flush()
    assert again.flow.keeper is table.flow.keeper and load_json(again.flow.keeper.path)["actions"] == []
    assert again.undo_button.disabled and "antes" not in again.talk.card.talk.text.split("\n")[-1]
    key(window, arcade.key.A)  # a plain ante this time, then the button
    assert not again.undo_button.disabled
    click(window, again.undo_button)
    table = window.current_view
    assert table.match.state.to_dict() == before
    key(window, arcade.key.A)
    key(window, arcade.key.SPACE)  # the dice: no taking back past them
    run(window, 8, until=lambda: not table.flow.busy)
    history = list(table.match.state.history)
    draw(window)
    ctrl_z(window)
    assert window.current_view is table and table.match.state.history == history
    assert table.prompt.text.startswith("Not allowed: nothing to take back")


@pytest.mark.window
def test_the_reason_of_a_disabled_undo_shows_inside_the_window(window):
    setup = open_setup(window)
    click(window, setup.start_button)
    table = window.current_view
    draw(window)
    x, y = table.undo_button.rect.center
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    window.dispatch_events()
    assert table.hint.text.startswith("Nothing to take back")
    hx, hy = table.hint.position[:2]
    assert hx - 170 >= 0 and hx + 170 <= 1280 and hy <= 720 and hy - table.hint.content_height >= 0


@pytest.mark.window
def test_undo_in_a_computer_s_turn_says_whose_turn_it_is(window, pace):
    pace("slow", "normal")  # the computer thinks a while: its turn is shown, nothing moving
    setup = open_setup(window)
    click(window, setup.start_button)
    table = window.current_view
    computer = next(seat for seat in range(2) if table.match.is_computer(seat))
    name = table.match.state.names[computer]
    run(window, 20, until=lambda: table.flow.person_to_decide() or table.flow.person_to_throw())
    key(window, arcade.key.A)  # an ante, and the dice: then the computer's turn comes
    key(window, arcade.key.SPACE)
    run(window, 20, until=lambda: table.match.state.turn == computer and not table.flow.busy)
    assert table.match.state.turn == computer and not table.flow.busy and not table.match.state.over
    ctrl_z(window)
    assert window.current_view is table
    said = table.prompt.text
    assert said == f"Not allowed: it is {name}'s turn: only your own choices are taken back, in your own turn."
    draw(window)
    left, right = table.prompt.x - table.prompt.content_width / 2, table.prompt.x + table.prompt.content_width / 2
    assert left > 0 and right < table.undo_button.rect.left  # whole, clear of Undo


@pytest.mark.window
def test_a_long_prompt_shrinks_and_stays_clear_of_undo(window):
    from game.games.spots.rules import Options as SpotsOptions

    match = Match(SpotsOptions(names=("Wilhelmina Thorn", "Bartholomew Crag")), ("person", "person"), seed=8)
    table = match.definition.screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    table.prompt.text = ""
    table.flow.say_refusal("the four of Wilhelmina Thorn fits no space of any dog she has, and the yard is nearly full")
    draw(window)
    left = table.prompt.x - table.prompt.content_width / 2
    right = table.prompt.x + table.prompt.content_width / 2
    assert right < table.undo_button.rect.left and left > 0 and table.prompt.font_size < 17


@pytest.mark.window
def test_a_table_of_computers_alone_shows_no_undo(window):
    from game.registry import GAME_BY_KEY

    table = GAME_BY_KEY["spottle"].screens.table.for_match(GAME_BY_KEY["spottle"].commands.hard_match())
    table.flow.keeper = None
    window.show_view(table)
    draw(window)
    assert not table.undo_button.visible


def test_a_spottle_bet_is_taken_back_with_the_computers_bets_after_it_until_the_dice():
    match = Match(SpottleOptions(names=("Ada", "Bo", "Cy"), purses=(100,) * 3), ("person", "easy", "hard"), seed=4)
    before = match.state.to_dict()
    match.act(SpottleBet(3))
    while match.state.throw_request() is None:  # the computers bet against the Master too
        match.act(match.computer_action())
    assert match.state.turn == 0 and match.can_undo()  # the dice are Ada's to throw, not yet thrown
    again, steps = match.undone()
    assert again.state.to_dict() == before and len(steps) == 0
    match.throw(match.standard_gesture())
    assert not match.can_undo()  # never past a throw
    hot_seat = Match(SpottleOptions(names=("Ada", "Bo", "Cy"), purses=(100,) * 3), ("person", "easy", "person"), seed=4)
    hot_seat.act(SpottleBet(3))
    hot_seat.act(hot_seat.computer_action())
    assert hot_seat.state.turn == 2 and not hot_seat.can_undo()  # never into Cy's turn
    match = Match(SpottleOptions(names=("Ada", "Bo", "Cy"), purses=(100,) * 3), ("person", "easy", "hard"), seed=4)
    match.kind = replace(match.kind, undo_past_computers=False)  # as in games whose computers answer a choice
    match.act(SpottleBet(3))
    match.act(match.computer_action())
    assert not match.can_undo()


@pytest.mark.window
def test_ctrl_z_at_spottle_takes_a_bet_back_once_the_computers_have_bet(window):
    match = Match(SpottleOptions(names=("Ada", "Bo", "Cy"), purses=(100,) * 3), ("person", "easy", "hard"), seed=4)
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    before = match.state.to_dict()
    click(window, table.part.bets.bet_button)
    run(window, 8, until=lambda: table.flow.person_to_throw())
    assert table.match.state.phase == "throw" and not table.undo_button.disabled
    ctrl_z(window)
    again = window.current_view
    assert again is not table and again.match.state.to_dict() == before
    assert again.match.state.purses[0] == before["purses"][0] and not again.part.bets.bet_button.disabled


@pytest.mark.window
def test_space_before_a_choice_is_made_says_what_comes_first_and_throws_nothing(window):
    match = Match(DeathsWillOptions(names=("Ada", "Brannoc"), hands=1), ("person", "easy"), seed=3)
    table = GAME_BY_KEY["deaths_will"].screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    draw(window)
    key(window, arcade.key.SPACE)
    assert table.flow.in_flight is None and match.throws == 0 and not match.state.history
    assert table.prompt.text == "Not allowed: Ada must ante before the dice are thrown."
