"""Spottle through the real views: from the menu to the table, and whole
sessions with people and computer players to the results screen, by mouse,
keys and drags."""

import pytest

from game.core.coins import format_coins
from game.games.spottle.results import SpottleResultsView
from game.games.spottle.rules import Options, SitOut
from game.games.spottle.setup import SpottleSetupView
from game.games.spottle.table import SPOTTLE_TABLE
from game.services.match import Match
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.dice_table import DiceTableView
from game.ui.menu import MenuView
from tests.ui import SHOTS, click, drag, draw, key, looks_drawn, opens, replace_text, run, screenshot, text_fits

pytestmark = pytest.mark.window


def test_menu_to_spottle_setup_to_the_table(window):
    window.show_view(MenuView())
    assert not window.current_view.game_buttons["spottle"].disabled
    setup = opens(window, window.current_view.game_buttons["spottle"], SpottleSetupView)
    click(window, setup.count.forward)  # 3 -> 4 players
    assert setup.seat_rows[3].visible and not setup.seat_rows[4].visible
    replace_text(window, setup.names[1], "Hilde")
    click(window, setup.seats[1].back)  # normal -> easy
    click(window, setup.purses[0].forward)  # 5 gp -> 10 gp
    click(window, setup.toad.forward)  # the crocodile
    click(window, setup.limit.forward)
    click(window, setup.rounds.back)
    assert looks_drawn(screenshot(window, SHOTS / "spottle_setup.png"))
    table = opens(window, setup.start_button, DiceTableView)
    options = table.match.state.options
    assert options.names[:2] == ("Player", "Hilde") and options.purses[0] == 1000
    assert (options.toad, options.limit, options.rounds, len(options.names)) == ("crocodile", 50, 5, 4)
    assert table.match.controllers[:2] == ("person", "easy")


def test_a_setup_with_a_blank_name_says_why(window):
    setup = SpottleSetupView()
    window.show_view(setup)
    replace_text(window, setup.names[0], "   ")
    click(window, setup.start_button)
    assert window.current_view is setup and setup.problem.text == "Every seat needs a name."


def person_moves(window, table, turns: dict) -> None:
    """Whatever the person to act must do, done with the table's own controls."""
    state = table.match.state
    seat = state.turn
    draw(window)
    if table.flow.person_to_throw():
        if state.phase == "throw" and turns["drags"] < 3:
            turns["drags"] += 1
            x, y = table.camera.project(table.part.plaques[seat])
            drag(window, (x, y + 40), (x + 20, y + 160))
        else:
            key(window, arcade.key.SPACE)
        assert table.flow.busy
        key(window, arcade.key.S)
        return
    if state.phase == "bet":
        turns["bets"] += 1
        if turns["bets"] == 2:  # an object, at the Master's price
            click(window, table.part.bets.offer_button)
            assert state.phase == "value"
            key(window, arcade.key.ENTER)
            assert state.bets[seat]["item"]
        else:
            click(window, table.part.bets.more_button)
            assert table.part.bets.bet_amount > 1
            click(window, table.part.bets.bet_button)
            assert state.bets[seat]["coins"] == table.part.bets.bet_amount
        return
    if state.phase == "declare":
        if state.can_raise(seat) and turns["raises"] == 0:
            turns["raises"] += 1
            click(window, table.part.raise_button)
            assert state.bets[seat]["raised"]
        else:
            click(window, table.part.hold_button)


def play_session(window, table, after_each_step=lambda: None) -> dict:
    """The session played to its results screen: the people's turns by the
    table's own controls, the computers' as the table runs; ``after_each_step``
    checked after each. Returns what the people did (``person_moves``'s turns)."""
    turns = {"drags": 0, "bets": 0, "raises": 0}
    for _ in range(4000):
        if isinstance(window.current_view, SpottleResultsView):
            return turns
        if table.flow.person_to_throw() or table.flow.person_to_decide():
            person_moves(window, table, turns)
        else:
            run(
                window,
                0.5,
                until=lambda: (
                    table.flow.person_to_throw()
                    or table.flow.person_to_decide()
                    or isinstance(window.current_view, SpottleResultsView)
                ),
            )
        after_each_step()
    raise AssertionError("the session did not end")


def test_a_whole_session_two_people_two_computers_to_the_results(window):
    match = Match(
        Options(names=("You", "Hilde", "Brannoc", "Tamsin"), purses=(300,) * 4, rounds=4),
        ("person", "person", "hard", "easy"),
        seed=11,
    )
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    coins = match.state.total_coins()
    seen_mid = False

    def check():
        nonlocal seen_mid
        assert match.state.total_coins() == coins
        if not seen_mid and match.state.round == 2 and match.state.phase == "declare":
            seen_mid = looks_drawn(screenshot(window, SHOTS / "spottle_table.png"))

    turns = play_session(window, table, after_each_step=check)
    results = window.current_view
    assert isinstance(results, SpottleResultsView)
    assert match.over and match.state.round == 4
    assert turns["drags"] == 3 and turns["bets"] >= 6 and turns["raises"] == 1
    assert seen_mid
    texts = [line.text for line in results.lines]
    assert any(t == "You" for t in texts) and any(t == "Hilde" for t in texts)
    assert looks_drawn(screenshot(window, SHOTS / "spottle_results.png"))
    click(window, results.rematch_button)
    assert isinstance(window.current_view, DiceTableView)


@pytest.mark.parametrize("toad", ["crocodile", "randomizer"])
def test_the_toads_alternatives_play_through(window, toad):
    match = Match(
        Options(names=("You", "Brannoc"), purses=(300, 300), toad=toad, rounds=3), ("person", "normal"), seed=4
    )
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    play_session(window, table)
    assert match.over
    kinds = {event.kind for event in match.state.log}
    assert ("press" in kinds) if toad == "crocodile" else ("randomizer" in kinds)
    assert (table.part.dice.crocodile is not None) == (toad == "crocodile") and table.part.dice.toad is None
    assert looks_drawn(screenshot(window, SHOTS / f"spottle_results_{toad}.png"))


def test_a_crocodile_table_opened_at_a_tooth_to_press_warms_only_its_dice(window):
    """A table shown while a tooth is to be pressed (a game continued there, or the pause left while the
    finger was down) warms its dice's pictures: the jaw's teeth left are no die (eleven of them asked
    for a d11's picture, which no table has, and the game could not be continued)."""
    match = Match(Options(names=("Ada", "Bo"), toad="crocodile"), ("easy", "easy"), seed=2)
    for _ in range(500):
        request = match.state.throw_request()
        if request is not None and request.place == "jaw" and request.sides not in (4, 6, 12):
            break
        match.play_computer_step()
    else:
        raise AssertionError("no tooth was ever to be pressed with an odd count of teeth left")
    table = SPOTTLE_TABLE(match)
    window.show_view(table)  # its pictures warmed as it opens
    draw(window)
    assert table.part.dice_sides() == (6,)


def test_a_refused_bet_is_said_and_changes_nothing(window):
    match = Match(Options(names=("You", "Brannoc"), purses=(100, 100), limit=10), ("person", "normal"), seed=2)
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    table.part.bets.bet_amount = 50  # past the limit: the bar clamps it back
    table.refresh()
    assert table.part.bets.bet_amount == 10 and table.part.bets.more_button.disabled
    before = match.state.to_dict()
    key(window, arcade.key.R)  # raise: nothing to raise yet
    assert match.state.to_dict() == before
    click(window, table.part.bets.bet_button)
    assert match.state.bets[0]["coins"] == 10


def play_rules_only(match, until) -> None:
    """Computer seats play through the rules, with no table, until ``until()``."""
    while not until():
        if match.state.throw_request() is not None:
            match.throw(match.computer_gesture())
        else:
            match.act(match.computer_action())


def test_the_log_shows_the_newest_lines_that_fit_its_card(window):
    match = Match(
        Options(names=("Hilde", "Brannoc", "Tamsin"), purses=(300,) * 3, rounds=3), ("hard", "normal", "easy"), seed=5
    )
    play_rules_only(match, until=lambda: match.over)
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    everything = [event.text for event in match.state.log]
    shown = table.talk.card.talk.text.split("\n")
    assert 3 < len(shown) < len(everything)
    assert shown == everything[-len(shown) :]
    room = table.log_card[3] - 56
    assert table.talk.card.talk.content_height <= room
    one_more = arcade.Text(
        everything[-len(shown) - 1],
        0,
        0,
        font_size=12,
        font_name=art.FONT,
        width=table.talk.card.talk.width,
        multiline=True,
    )
    assert table.talk.card.talk.content_height + one_more.content_height > room


def test_the_round_card_tells_how_each_player_came_out_of_the_last_round(window):
    match = Match(Options(names=("Hilde", "Brannoc"), purses=(300,) * 2, rounds=3), ("hard", "easy"), seed=8)
    play_rules_only(match, until=lambda: match.state.round >= 2)
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    lines = table.part.round_text.text.split("\n")
    last = match.state.round_results[-1]
    assert lines[0] == f"Last round, the Master had {last['master_total']}:"
    words = {"win": "won", "push": "tied", "bust": "over 10, lost", "lose": "lost"}
    for line, result in zip(lines[1:], last["results"]):
        assert line.startswith(f"{match.state.names[result['seat']]}: {result['total']}, {words[result['result']]} (")


def round_card_at(window, match, until) -> list[str]:
    """The round card's lines at a table shown once the rules reach ``until()``."""
    play_rules_only(match, until)
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    draw(window)
    return table.part.round_text.text.split("\n")


def test_the_round_card_says_each_player_s_dice_in_words(window):
    match = Match(Options(names=("Hilde", "Brannoc", "Tamsin"), purses=(300,) * 3, rounds=3), ("hard",) * 3, seed=8)
    state = match.state
    lines = round_card_at(window, match, until=lambda: state.phase != "bet" and state.rolls[0][0] is None)
    assert lines == [f"{name}: no die thrown yet" for name in state.names]
    lines = round_card_at(window, match, until=lambda: state.rolls[0][0] is not None)
    first = f"first die {state.rolls[0][0]}" if not state.lost[0][0] else "first die 0 (eaten)"
    assert lines[0] == f"Hilde: {first}" and lines[1:] == ["Brannoc: no die thrown yet", "Tamsin: no die thrown yet"]
    lines = round_card_at(window, match, until=lambda: state.rolls[2][1] is not None)
    for name, rolls, line in zip(state.names, state.rolls, lines):
        assert line.startswith(f"{name}: ") and line.endswith(f" = {sum(rolls)}")
    assert not [line for line in lines if "-" in line]  # no dash stands for a die not thrown
    assert looks_drawn(screenshot(window, SHOTS / "spottle_round_card.png"))


def test_nobody_sits_out_once_the_session_is_over_but_a_player_does_while_a_round_is_open(window):
    match = Match(Options(names=("You", "Brannoc"), purses=(300,) * 2, rounds=2), ("person", "easy"), seed=8)
    match.act(SitOut())
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    draw(window)
    assert table.part.plaque_texts[0]["bet"].text == "sits out"  # round 1: Brannoc still to bet
    play_rules_only_sitting_out(match)
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    draw(window)
    assert match.over and [texts["bet"].text for texts in table.part.plaque_texts] == ["", ""]
    assert table.part.round_text.text.split("\n")[0].startswith("Last round, the Master had")


def play_rules_only_sitting_out(match) -> None:
    """The session to its end, the person sitting every round out."""
    while not match.over:
        if match.state.throw_request() is not None:
            match.throw(match.computer_gesture())
        elif match.is_computer(match.state.turn):
            match.act(match.computer_action())
        else:
            match.act(SitOut())


def test_the_raise_names_its_price_in_the_prompt_and_its_buttons_text_fits(window):
    match = Match(Options(names=("You", "Brannoc"), purses=(300, 300), rounds=3), ("person", "normal"), seed=3)
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    run(window, 3, until=table.flow.person_to_decide)
    table.part.bets.bet_amount = 134
    click(window, table.part.bets.bet_button)
    for _ in range(20):
        run(window, 4, until=lambda: table.flow.person_to_throw() or table.flow.person_to_decide())
        if table.flow.person_to_decide():
            break
        key(window, arcade.key.SPACE)
    assert match.state.phase == "declare"
    draw(window)
    assert match.state.bets[0]["value"] == 134
    more = format_coins(134)
    assert table.prompt.text == f"You: raise (double the bet, {more} more) or hold, then throw the second die."
    for bar_button in (table.part.raise_button, table.part.hold_button):
        assert text_fits(bar_button)
    click(window, table.part.hold_button)
    assert match.state.history[-1] == {"hold": True}


def test_leave_asks_first_and_leaves_on_a_second_press(window):
    """Leaving cannot be taken back: Leave asks, and only a second press
    while the question stands leaves; left alone, the question lapses."""
    match = Match(Options(names=("You", "Brannoc"), purses=(100, 100)), ("person", "normal"), seed=2)
    table = SPOTTLE_TABLE(match)
    window.show_view(table)
    before = match.state.to_dict()
    click(window, table.part.bets.leave_button)
    assert match.state.to_dict() == before
    assert table.part.bets.leave_button.text == "Leave?" and "for good" in table.prompt.text
    run(window, 6.0)  # the question lapses
    assert table.part.bets.leave_button.text == "Leave" and "for good" not in table.prompt.text
    click(window, table.part.bets.leave_button)
    click(window, table.part.bets.leave_button)
    assert match.state.to_dict() != before and "leave" in " ".join(e.text for e in match.state.log).lower()
