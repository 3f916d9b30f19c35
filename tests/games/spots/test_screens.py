"""Spots through the real views: the setup from the menu, and whole games
played by mouse: tiles clicked, dice dragged onto dogs and into the yard,
treats, choices, to the results; a hot-seat game and a solo game against d0g."""

import random

import pytest

from game.games.spots import moves
from game.games.spots.ai import choose_action
from game.games.spots.dogs import DOG_BY_KEY, DOGS
from game.games.spots.results import SpotsResultsView
from game.games.spots.rules import Options, default_pile
from game.games.spots.setup import SpotsSetupView
from game.games.spots.table import SPOTS_TABLE
from game.games.spots.table_board import COMPLETE_WORDS
from game.games.spots.table_layout import CARD_SIZE, COMPLETE_INK, YARD_CARD, card_spot, tile_spot
from game.services.match import Match
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.dice_table import DiceTableView
from game.ui.menu import MenuView
from tests.games.spots.helpers import set_yard
from tests.ui import SHOTS, click, drag, draw, key, looks_drawn, pixel, run, screenshot, set_picker

pytestmark = pytest.mark.window


def press(window, x: float, y: float) -> None:
    window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()


def test_menu_to_spots_setup_solo_and_back_to_four_seats(window):
    window.show_view(MenuView())
    click(window, window.current_view.game_buttons["spots"])
    setup = window.current_view
    assert isinstance(setup, SpotsSetupView)
    assert setup.count.value == 2 and not setup.d0g.visible
    click(window, setup.count.back)
    assert setup.count.value == 1 and setup.d0g.visible and not setup.seat_rows[1].visible
    set_picker(window, setup.d0g, 3)
    set_picker(window, setup.tricks, "dog_park")
    assert looks_drawn(screenshot(window, SHOTS / "spots_setup_solo.png"))
    click(window, setup.start_button)
    table = window.current_view
    assert isinstance(table, DiceTableView)
    options = table.match.state.options
    assert options.solo and options.d0g_treats == 3 and options.trick_set == "dog_park"
    assert table.match.state.names[-1] == "d0g"


def test_the_setup_pile_follows_the_player_count_until_a_person_picks_one(window):
    window.show_view(MenuView())
    click(window, window.current_view.game_buttons["spots"])
    setup = window.current_view
    assert setup.pile.value == default_pile(2) and "12 a player: rarely runs dry" in setup.pile.shown.text
    for players in (3, 4, 1):
        set_picker(window, setup.count, players)
        assert setup.pile.value == default_pile(players)
    assert "usual against d0g" in setup.pile.shown.text
    set_picker(window, setup.count, 4)
    assert looks_drawn(screenshot(window, SHOTS / "spots_setup_four.png"))
    click(window, setup.pile.back)  # a person's choice stands from now on
    picked = setup.pile.value
    assert picked != default_pile(4) and "(" not in setup.pile.shown.text
    set_picker(window, setup.count, 2)
    assert setup.pile.value == picked
    click(window, setup.start_button)
    assert window.current_view.match.state.options.dice == picked


def do(window, table, action) -> None:
    """A person's move, made with the mouse (or a key) as a player would."""
    state = table.match.state
    draw(window)
    if isinstance(action, moves.DoTrick):
        place = next(p for p in state.faceup() if state.top(p) == action.key)
        press(window, *tile_spot(place))
    elif isinstance(action, moves.ScoreDogs):
        click(window, table.part.score_button)
    elif isinstance(action, moves.Go):
        click(window, table.part.go_button)
    elif isinstance(action, moves.Stop):
        click(window, table.part.stop_button)
    elif isinstance(action, moves.Accept):
        click(window, table.part.keep_roll_button)
    elif isinstance(action, moves.Reroll):
        for die in action.dice:
            press(window, *table.part.tray.dice[die].position)
        click(window, table.part.reroll_button)
    elif isinstance(action, moves.Choose):
        click(window, table.part.number_buttons[action.value - 1])
    elif isinstance(action, (moves.Keep, moves.Discard)):
        for die in action.dice:
            press(window, *table.part.tray.dice[die].position)
        click(window, table.part.keep_button)
    elif isinstance(action, moves.Place):
        drag(window, table.part.tray.dice[action.die].position, card_spot(action.dog))
    elif isinstance(action, moves.Bury):
        drag(window, table.part.tray.dice[action.die].position, (YARD_CARD[0] + 140, YARD_CARD[1] + 70))
    elif isinstance(action, (moves.TakeDie, moves.Move, moves.Dig)):
        set_picker(window, table.part.choice, action)
        click(window, table.part.do_button)
    else:
        raise AssertionError(f"no way to make {action}")


def play_through_the_table(window, table, rng, limit: int = 4000) -> dict:
    """People's moves by mouse, as the hard player would choose them; rolls by
    a drag in the tray or Space; computer seats and d0g on their own."""
    match = table.match
    made = {"drag_throws": 0, "placed": 0, "buried": 0, "tricks": 0}
    for _ in range(limit):
        if window.current_view is not table:
            break
        run(
            window,
            8,
            until=lambda: (
                window.current_view is not table or table.flow.person_to_decide() or table.flow.person_to_throw()
            ),
        )
        if window.current_view is not table:
            break
        if table.flow.person_to_throw():
            if made["drag_throws"] % 3 == 0:
                drag(window, (640, 460), (650, 600))
            else:
                key(window, arcade.key.SPACE)
            made["drag_throws"] += 1
            key(window, arcade.key.S)
            continue
        if table.flow.person_to_decide():
            state = match.state
            action = choose_action(state, state.turn, "hard", rng)
            before = len(state.history)
            do(window, table, action)
            assert len(state.history) == before + 1, f"{action} was not made through the table"
            made["placed"] += isinstance(action, moves.Place)
            made["buried"] += isinstance(action, moves.Bury)
            made["tricks"] += isinstance(action, moves.DoTrick)
    return made


def test_a_hot_seat_game_by_mouse_to_the_results(window):
    options = Options(names=("Ada", "Brannoc"), trick_set="kennel_club", deal=21, dice=18)
    match = Match(options, ("person", "person"), seed=21)
    table = SPOTS_TABLE(match)
    window.show_view(table)
    made = play_through_the_table(window, table, random.Random(2))
    assert isinstance(window.current_view, SpotsResultsView), match.state.describe_position()
    assert match.over and match.state.scored_count(match.state.winner) == 6
    assert made["placed"] > 10 and made["buried"] > 0 and made["tricks"] > 10
    assert match.state.dice_on_table() == 18
    assert looks_drawn(screenshot(window, SHOTS / "spots_results.png"))


def test_a_solo_game_against_d0g_by_mouse_to_the_results(window):
    match = Match(Options(names=("Ada",), solo=True, d0g_treats=0, deal=4), ("person",), seed=4)
    table = SPOTS_TABLE(match)
    window.show_view(table)
    made = play_through_the_table(window, table, random.Random(3))
    assert isinstance(window.current_view, SpotsResultsView)
    assert any(event.kind.startswith("d0g") for event in match.state.log)
    assert made["drag_throws"] > 3


def buried(window):
    """A two-person table of seed 8, each player's die buried: the first turn begins."""
    match = Match(Options(names=("Ada", "Brannoc"), deal=8), ("person", "person"), seed=8)
    table = SPOTS_TABLE(match)
    window.show_view(table)
    while match.state.phase == "setup":
        key(window, arcade.key.SPACE)
        key(window, arcade.key.S)
        run(window, 2, until=lambda: not table.flow.busy)
    return match, table


def walk(window, table) -> None:
    """Walk chosen and its dice rolled, at rest in the tray."""
    do(window, table, moves.DoTrick("walk"))
    key(window, arcade.key.SPACE)
    key(window, arcade.key.S)
    run(window, 3, until=lambda: not table.flow.busy)


def no_room_for_the_first_die(window):
    """Two dice of Walk in the tray, the first of which the first dog has no space for."""
    match, table = buried(window)
    state = match.state
    state.packs[state.turn] = [
        {"dog": "pepper", "dice": [], "scored": False},
        {"dog": "noodle", "dice": [], "scored": False},
    ]
    state.treats[state.turn] = 0
    table.refresh()
    walk(window, table)
    assert state.phase == "hand" and len(table.part.tray.dice) == 2
    value = state.hand[0]
    no_room = next(dog for dog in DOGS if value not in dog.spaces)
    state.packs[state.turn][0] = {"dog": no_room.key, "dice": [], "scored": False}
    table.refresh()
    draw(window)
    return state, table, value, no_room


def test_a_die_clicked_then_a_card_is_placed_and_a_refused_drop_says_why(window):
    state, table, value, no_room = no_room_for_the_first_die(window)
    before = state.to_dict()
    press(window, *table.part.tray.dice[0].position)
    press(window, *card_spot(0))
    assert state.to_dict() == before
    assert table.prompt.text == f"Not allowed: {no_room.name} has no empty space for a {value}."
    assert "Not allowed" not in table.talk.card.talk.text
    assert looks_drawn(screenshot(window, SHOTS / "spots_table_hand.png"))


def test_a_die_dragged_onto_a_dog_without_room_goes_back_exactly_where_it_lay(window):
    state, table, _, _ = no_room_for_the_first_die(window)
    lay = [tuple(sprite.position) for sprite in table.part.tray.dice]
    before = state.to_dict()
    drag(window, lay[0], card_spot(0))
    assert state.to_dict() == before and "Not allowed" in table.prompt.text
    draw(window)
    assert [
        tuple(sprite.position) for sprite in table.part.tray.dice
    ] == lay  # the refused die, and the other, where they lay


def hover(window, widget) -> None:
    draw(window)
    x, y = widget.rect.center
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    window.dispatch_events()


def test_buttons_that_cannot_act_now_are_disabled_and_say_why(window):
    match, table = buried(window)
    state = match.state
    state.treats[state.turn] = 0
    walk(window, table)
    assert state.phase == "hand" and state.filtered
    # Dogs with room for none of the roll's numbers: nothing fits.
    no_room = [dog for dog in DOGS if not set(state.hand) & set(dog.spaces)][:2]
    state.packs[state.turn] = [{"dog": dog.key, "dice": [], "scored": False} for dog in no_room]
    table.refresh()
    assert table.part.auto_button.visible and table.part.auto_button.disabled
    assert table.part.bury_button.text == "Bury the rest (B)" and not table.part.bury_button.disabled
    hover(window, table.part.auto_button)
    assert table.hint.text == "No die of this roll fits an empty space on your dogs."
    assert looks_drawn(screenshot(window, SHOTS / "spots_why_not.png"))
    before = state.to_dict()
    key(window, arcade.key.A)
    assert state.to_dict() == before
    assert table.prompt.text == "Not allowed: no die of this roll fits an empty space on your dogs."
    window.dispatch_event("on_mouse_motion", 640, 400, 0, 0)  # the pointer moves off: the hint goes
    window.dispatch_events()
    assert table.hint.text == ""
    # A dog with room for the first die: now something fits, and burying waits for a pick.
    roomy = next(dog for dog in DOGS if state.hand[0] in dog.spaces)
    state.packs[state.turn][0] = {"dog": roomy.key, "dice": [], "scored": False}
    table.refresh()
    assert not table.part.auto_button.disabled
    assert table.part.bury_button.text == "Bury picked (B)" and table.part.bury_button.disabled
    hover(window, table.part.bury_button)
    assert table.hint.text == "Pick the dice to bury first: click them in the tray."
    before = state.to_dict()
    key(window, arcade.key.B)
    assert state.to_dict() == before and table.prompt.text.startswith("Not allowed: pick the dice to bury")
    press(window, *table.part.tray.dice[0].position)  # a die picked: burying can act
    assert table.part.tray.picked and not table.part.bury_button.disabled


def test_a_die_placed_from_this_roll_is_taken_back_with_ctrl_z(window):
    match, table = buried(window)
    walk(window, table)
    state = match.state
    if state.fresh:  # a treat could buy a reroll: the roll is kept
        click(window, table.part.keep_roll_button)
    die, dog = next((die, dogs[0]) for die, value in enumerate(state.hand) if (dogs := state.fits(state.turn, value)))
    draw(window)
    before, rolled = state.to_dict(), list(state.hand)
    press(window, *table.part.tray.dice[die].position)
    press(window, *card_spot(dog))
    assert state.packs[state.turn][dog]["dice"] == [rolled[die]] and not table.undo_button.disabled
    window.dispatch_event("on_key_press", arcade.key.Z, arcade.key.MOD_CTRL)
    window.dispatch_events()
    again = window.current_view
    assert again is not table and again.match.state.to_dict() == before and len(again.part.tray.dice) == len(rolled)
    assert looks_drawn(screenshot(window, SHOTS / "spots_undone.png"))


@pytest.mark.pixels  # it reads the pixels drawn
def test_a_complete_dog_stands_out_and_the_yard_is_outlined_for_a_picked_die(window):
    match, table = buried(window)
    state = match.state
    first = state.packs[state.turn][0]
    first["dice"] = list(DOG_BY_KEY[first["dog"]].spaces)  # every space filled, not yet scored
    table.refresh()
    draw(window)
    said = [t.text for t in table.part.table_words.texts()]
    assert state.complete(state.turn, 0) and any(words in said for words in COMPLETE_WORDS)
    x, y = card_spot(0)
    assert pixel(x, y + CARD_SIZE[1] / 2 + 2) == COMPLETE_INK  # the outline around the card
    walk(window, table)
    if state.fresh:
        click(window, table.part.keep_roll_button)
    draw(window)
    left, bottom, width, height = YARD_CARD
    assert pixel(left + width / 2, bottom) != art.GOLD
    press(window, *table.part.tray.dice[0].position)  # a die picked: the yard is a target
    draw(window)
    assert pixel(left + width / 2, bottom) == art.GOLD
    assert looks_drawn(screenshot(window, SHOTS / "spots_targets.png"))


def at_may(window, seed: int = 3):
    """A two-person table of ``seed`` played by the hard player's choices to
    its first "may" (push on with the trick, or stop), a person to decide."""
    match = Match(Options(names=("Ada", "Brannoc"), deal=seed), ("person", "person"), seed=seed)
    table = SPOTS_TABLE(match)
    window.show_view(table)
    rng = random.Random(seed)
    while match.state.phase != "may":
        run(window, 8, until=lambda: table.flow.person_to_decide() or table.flow.person_to_throw())
        if table.flow.person_to_throw():
            table.flow.throw_standard()
            table.flow.skip()
        else:
            state = match.state
            table.flow.decide(choose_action(state, state.turn, "hard", rng))
    run(window, 8, until=table.flow.person_to_decide)
    return match, table


def test_a_drag_in_the_tray_decides_go_and_rolls_as_space_does(window):
    keyed, by_key = at_may(window)
    key(window, arcade.key.SPACE)  # Go
    run(window, 8, until=lambda: by_key.flow.person_to_throw() or by_key.flow.person_to_decide())
    key(window, arcade.key.SPACE)  # the roll
    key(window, arcade.key.S)
    run(window, 8, until=lambda: not by_key.flow.busy)
    dragged, by_drag = at_may(window)
    draw(window)
    drag(window, (640, 460), (650, 600))  # across the tray
    run(window, 0.5)  # the roll's dice fly
    assert by_drag.flow.busy or dragged.state.phase != "may", "the drag did nothing"
    key(window, arcade.key.S)
    run(window, 8, until=lambda: not by_drag.flow.busy)
    go = type(dragged.state).move_to_dict(moves.Go())
    for state in (keyed.state, dragged.state):
        assert go in state.history and state.history[-1] != go  # Go, then the roll
    assert dragged.state.to_dict() == keyed.state.to_dict()  # the drag and the key come to the same
    assert looks_drawn(screenshot(window, SHOTS / "spots_rolled_by_drag.png"))


def test_a_persons_own_bust_is_shown_and_read_before_the_next_turn(window):
    match, table = buried(window)
    state = match.state
    me, after = state.turn, 1 - state.turn
    mine, theirs = state.names[me], state.names[after]
    set_yard(state, me, 3, 4)  # at the limit: any die buried busts
    state.treats[me] = 0
    walk(window, table)
    if not state.filtered:
        click(window, table.part.keep_roll_button)
    do(window, table, moves.Bury(0))
    assert state.turn == after  # the rules have moved on at once
    for _ in range(2):  # as the bust is shown, and still two seconds on
        draw(window)
        assert table.flow.banner_words[0] == "BUST!" and f"{mine}'s yard: " in table.flow.banner_words[2]
        assert table.part.yard_text.text.endswith(" over 7: bust!")  # the yard that went over, as it stood
        said = [t.text for t in table.part.table_words.texts()]
        assert f"{mine}'s dogs" in said and f"{theirs}'s dogs" not in said
        assert theirs not in table.prompt.text
        screenshot(window, SHOTS / "spots_own_bust.png")
        run(window, 2)
    run(window, 3, until=lambda: not table.flow.busy)
    assert f"{theirs}'s dogs" in [t.text for t in table.part.table_words.texts()]
    assert table.part.yard_text.text.startswith(f"{theirs}'s yard")


def test_a_tile_s_words_shown_by_the_keys_focus_go_once_its_trick_is_chosen(window):
    """Tab onto a tile, Space: its trick done, the focus still on it, its words must not lie over the roll."""
    from types import SimpleNamespace as Seen

    from game.games.spots.table_keyed import SpotsKeys
    from game.games.spots.tricks import TRICK_BY_KEY
    from game.ui.arcade_import import arcade as arc
    from game.ui.focus import Spot

    trick = next(iter(TRICK_BY_KEY))
    state = Seen(phase="choose", tiles=[{}], top=lambda place: trick)
    focus = Seen(focused=Spot(("tile", 0), arc.LBWH(0, 0, 1, 1), lambda: None))
    keys = SpotsKeys(
        Seen(match=Seen(state=state), tray=None), Seen(flow=Seen(person_to_decide=lambda: True), focus=focus)
    )
    keys.update()
    assert keys.tooltip.text.startswith(TRICK_BY_KEY[trick].title)  # the tile in focus says its words
    state.phase = "hand"  # its trick done: the dice rolled, the focus still on the tile
    keys.update()
    assert keys.tooltip.text == ""
