"""Whole matches driven through the real views, headless, by mouse and keys."""

import random

import pytest

from game.games.deaths_will.results import DeathsWillResultsView
from game.games.deaths_will.rules import Ante
from game.games.deaths_will.setup import DeathsWillSetupView
from game.games.deaths_will.table import DEATHS_WILL_TABLE
from game.ui.arcade_import import arcade
from game.ui.dice_table import DiceTableView
from game.ui.menu import MenuView
from game.ui.pause import PauseView
from game.ui.results_screen import REPLAY_KEPT
from game.ui.rules_view import RulesView
from tests.ui import SHOTS, click, drag, draw, key, looks_drawn, opens, replace_text, run, screenshot, set_picker

pytestmark = pytest.mark.window


def open_setup(window) -> DeathsWillSetupView:
    window.show_view(MenuView())
    return opens(window, window.current_view.game_buttons["deaths_will"], DeathsWillSetupView)


def test_a_person_plays_a_whole_match_against_the_computer_from_menu_to_results(window):
    setup = open_setup(window)
    replace_text(window, setup.names[0], "Crag")
    set_picker(window, setup.seats[1], "hard")
    set_picker(window, setup.hands, 1)
    set_picker(window, setup.stakes, "low")
    assert setup.stakes.shown.text == "Low: 3 d4, ante 1 copper (cp)"  # the coin said, not only its letters
    assert looks_drawn(screenshot(window, SHOTS / "setup.png"))
    table = opens(window, setup.start_button, DiceTableView)
    match = table.match
    assert match.state.names == ("Crag", "Mother Grell") and match.state.stakes.sides == 4
    assert match.controllers == ("person", "hard")

    throws_by_drag = 0
    for _ in range(200):
        if isinstance(window.current_view, DeathsWillResultsView):
            break
        run(
            window,
            6,
            until=lambda: (
                table.flow.person_to_decide() or table.flow.person_to_throw() or window.current_view is not table
            ),
        )
        if table.flow.person_to_decide():
            assert not table.part.ante_button.disabled
            click(window, table.part.ante_button)
        elif table.flow.person_to_throw():
            # a gentle drag up the table, from the near side toward the bowl
            drag(window, (640, 150), (645, 260))
            throws_by_drag += 1
            assert table.flow.busy
            if throws_by_drag % 2:
                key(window, arcade.key.S)  # skip: the dice jump to rest, once their physics is known
                run(window, 1, until=lambda: table.flow.in_flight is None)
                assert table.animation.done
    assert isinstance(window.current_view, DeathsWillResultsView), "the match never reached the results"
    assert throws_by_drag >= 1
    assert match.over and match.state.total_coins() == sum(match.state.options.purses) == 2 * 20
    assert window.current_view.saved.startswith(REPLAY_KEPT) and "/" not in window.current_view.saved
    assert looks_drawn(screenshot(window, SHOTS / "results.png"))
    click(window, window.current_view.menu_button)
    assert isinstance(window.current_view, MenuView)


def test_hot_seat_two_people_play_with_keys_and_raise(window):
    setup = open_setup(window)
    set_picker(window, setup.seats[1], "person")
    set_picker(window, setup.hands, 1)
    table = opens(window, setup.start_button, DiceTableView)
    state = table.match.state
    draw(window)
    more = tuple(table.part.more_button.rect)
    key(window, arcade.key.UP)
    key(window, arcade.key.UP)
    assert table.part.raise_label.text == "Raise 2 sp: ante 3 sp"  # what the raise makes the ante, before it is paid
    draw(window)
    assert tuple(table.part.more_button.rect) == more  # the bar stays put: a second click on + lands on it
    raised, label = table.part.raise_coins, table.part.raise_label
    while True:  # raised step by step to the most: its words whole in the label (smaller, or said shorter)
        draw(window)
        assert label._label.content_width + 2 <= label.rect.width, label.text
        assert tuple(table.part.more_button.rect) == more
        before = table.part.raise_coins
        key(window, arcade.key.UP)
        if table.part.raise_coins == before:
            break
    while table.part.raise_coins > raised:  # and back to the raise of two
        key(window, arcade.key.DOWN)
    assert "ante 3 sp with your raise" in table.prompt.text
    key(window, arcade.key.A)
    assert state.ante == 30 and state.pot == 30
    assert table.part.ante_button.disabled and not table.part.throw_button.disabled
    key(window, arcade.key.SPACE)
    run(window, 8, until=lambda: not table.flow.busy)
    assert table.animation.done
    assert state.log[-1].kind != "ante"
    # Whoever is to act now is a person too: the prompt names them.
    if not state.over:
        assert state.names[state.turn] in table.prompt.text
    assert looks_drawn(screenshot(window, SHOTS / "table.png"))


def test_illegal_raise_is_refused_and_leaves_the_table_unchanged(window):
    setup = open_setup(window)
    set_picker(window, setup.seats[1], "person")
    table = opens(window, setup.start_button, DiceTableView)
    state = table.match.state
    before = state.to_dict()
    table.flow.attempt(Ante(10**6))  # more than any purse: the buttons never offer it
    assert state.to_dict() == before
    # answered in the prompt, where the person is looking, and not kept in the talk
    assert table.prompt.text.startswith("Not allowed") and "this raise costs" in table.prompt.text
    assert "Not allowed" not in table.talk.card.talk.text
    run(window, 4)
    assert not table.prompt.text.startswith("Not allowed")  # and then it goes


def test_pause_rules_and_quit_to_menu(window):
    setup = open_setup(window)
    table = opens(window, setup.start_button, DiceTableView)
    key(window, arcade.key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseView)
    assert looks_drawn(screenshot(window, SHOTS / "pause.png"))
    click(window, pause.rules_button)
    assert isinstance(window.current_view, RulesView)
    assert looks_drawn(screenshot(window, SHOTS / "rules.png"))
    key(window, arcade.key.ESCAPE)
    assert window.current_view is pause
    key(window, arcade.key.ESCAPE)
    assert window.current_view is table
    key(window, arcade.key.ESCAPE)
    click(window, window.current_view.quit_button)
    click(window, window.current_view.leave_button)
    assert isinstance(window.current_view, MenuView)


def test_setup_refuses_two_seats_with_one_name(window):
    setup = open_setup(window)
    replace_text(window, setup.names[1], setup.names[0].text.upper())
    click(window, setup.start_button)
    assert window.current_view is setup
    assert "different name" in setup.problem.text


def test_the_prompt_offers_folding_only_when_there_is_a_pot_to_give_up(window):
    from game.games.deaths_will.rules import Options
    from game.services.match import Match

    match = Match(Options(names=("Ada", "Brannoc"), hands=5), ("person", "person"), seed=2)
    table = DEATHS_WILL_TABLE(match)
    window.show_view(table)
    run(window, 2, until=table.flow.person_to_decide)
    assert match.state.pot == 0 and "fold" not in table.prompt.text and "ante" in table.prompt.text
    assert table.part.fold_button.disabled
    for _ in range(40):
        run(window, 6, until=lambda: table.flow.person_to_decide() or table.flow.person_to_throw())
        if table.flow.person_to_decide() and match.state.pot > 0:
            break
        key(window, arcade.key.A if table.flow.person_to_decide() else arcade.key.SPACE)
        key(window, arcade.key.S)
    assert match.state.pot > 0 and table.prompt.text.endswith("raise (Up and Down), or fold.")


def test_a_drag_in_the_window_throws_what_the_simulated_hand_measures(window):
    """The hand behind the bench's drag_piss_rate is the window's: a drag
    moved frame by frame over the table makes the very throw the simulated
    hand makes of it."""
    from game.games.deaths_will.commands import throw_due
    from game.physics.bowl import BOWL_RADIUS
    from game.services import hand
    from game.ui.composed_table import BOWL_CENTRE

    drag_made = hand.people_drags(random.Random("window"), 1, BOWL_RADIUS)[0]
    match = throw_due(1)  # seat 1 throws first, from the top: the drag goes every which way
    table = DEATHS_WILL_TABLE(match)
    window.show_view(table)
    run(window, 3, until=table.flow.person_to_throw)
    cx, cy = BOWL_CENTRE
    (sx, sy), *moves = [(cx + x, cy + y) for x, y in drag_made.points]
    window.dispatch_event("on_mouse_press", sx, sy, arcade.MOUSE_BUTTON_LEFT, 0)
    for x, y in moves[:-1]:
        window.dispatch_event("on_mouse_drag", x, y, 0, 0, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", *moves[-1], arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()
    run(window, 6, until=lambda: match.throw_records)
    thrown = match.throw_records[-1]["gesture"]
    expected = hand.drag_gesture(throw_due(1), drag_made).to_form()
    assert len(thrown) == 4 and thrown == pytest.approx(expected, abs=1e-3)  # the window's pixels are whole


def test_a_purse_of_every_coin_leaves_hands_won_beside_its_coins_not_under_them(window):
    """Five kinds of coin stand in five stacks: the hands won shorten beside them (a purse of 2 pp 4 gp
    1 ep 4 sp 9 cp covered "Hands won" with its copper)."""
    from game.core.coins import in_coins
    from game.games.deaths_will.rules import Options
    from game.services.match import Match

    purse = 2 * 1000 + 4 * 100 + 50 + 4 * 10 + 9  # 2 pp 4 gp 1 ep 4 sp 9 cp
    match = Match(Options(names=("Wren", "Old Crag"), purses=(purse, purse)), ("person", "easy"), seed=1)
    table = DEATHS_WILL_TABLE(match)
    window.show_view(table)
    run(window, 2)
    assert len(in_coins(table.part.shown["purses"][0])) == 5
    won = table.part.seat_texts[0]["won"]
    coins_right = max(coin.right for coin in table.part.coins if coin.center_y == table.part.coins[0].center_y)
    assert won.left >= coins_right, (won.text, won.left, coins_right)
    x, y, w, h = table.part.seat_cards[0]
    stacks = [coin for coin in table.part.coins if y <= coin.center_y <= y + h and x <= coin.center_x <= x + w]
    purse = table.part.seat_texts[0]["purse"]  # nine coppers stand packed under the purse's words, not over them
    assert max(coin.top for coin in stacks) <= purse.bottom + 2, (max(coin.top for coin in stacks), purse.bottom)


def test_a_name_stops_growing_at_the_sixteen_letters_the_game_keeps(window):
    """Typing on past sixteen letters adds nothing (the game kept the first sixteen and dropped the rest
    unseen): what the field shows is the name the seat gets."""
    setup = open_setup(window)
    replace_text(window, setup.names[0], "Bartholomew Longbottom")
    assert setup.names[0].text == "Bartholomew Long"
    table = opens(window, setup.start_button, DiceTableView)
    assert table.match.state.names[0] == "Bartholomew Long"


@pytest.mark.parametrize("size", ["normal", "largest"])
def test_both_seats_say_their_hands_won_in_the_same_words_level_with_each_other(window, size):
    """A purse of four kinds of coin leaves less room beside its coins than one of one kind: still
    both cards say "Hands won" (or, where either has no room for it, both "Won"), at one size,
    each ending at its card's right edge, level with its coins."""
    from game.games.deaths_will.rules import Options
    from game.services.match import Match

    window.settings.text_size = size
    try:
        match = Match(Options(names=("Wren", "Old Crag"), purses=(1111, 200)), ("person", "easy"), seed=1)
        table = DEATHS_WILL_TABLE(match)
        window.show_view(table)
        run(window, 1)
        won = [table.part.seat_texts[seat]["won"] for seat in (0, 1)]
        said = [text.text.rsplit(":", 1)[0] for text in won]
        assert said[0] == said[1] and won[0].font_size == won[1].font_size, [text.text for text in won]
        for seat, text in enumerate(won):
            x, y, w, h = table.part.seat_cards[seat]
            assert abs(text.right - (x + w - 14)) <= 1 and text.y == y + h - table.part.coins_down
    finally:
        window.settings.text_size = "normal"
