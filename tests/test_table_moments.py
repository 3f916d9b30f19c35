"""Every table shows one moment at a time: while the dice roll, the seat
that threw them (though the rules have already moved on to the next) and
no banner of the throw before."""

import pytest

from game.registry import GAME_BY_KEY
from game.services.match import Match
from game.ui import art
from tests.ui import FRAME, draw, pixel


@pytest.mark.parametrize("key", ["deaths_will", "spottle", "doty"])
def test_while_the_dice_roll_the_table_shows_the_thrower(window, key):
    game = GAME_BY_KEY[key]
    match = game.commands.smoke_match()
    table = game.screens.table.for_match(match)
    table.flow.keeper = None  # nothing saved
    window.show_view(table)
    rolling_frames = moved_on = 0
    for _ in range(60 * 600):
        if window.current_view is not table:
            break
        pending = list(table.flow.pending)
        table.on_update(FRAME)
        if table.animation is not None and not table.animation.done and table.flow.pending:
            rolling_frames += 1
            assert table.flow.seat_shown() == table.flow.thrower
            assert not table.flow.banner_up, "the last throw's banner still shows over the new dice"
            moved_on += not match.over and match.state.turn != table.flow.thrower
        elif pending and not table.flow.pending:  # the outcome shown: it was the thrower's throw
            assert next(e.seat for e in pending if e.seat is not None) == table.flow.thrower
    assert rolling_frames > 0 and moved_on > 0, "no throw was seen rolling while the rules had moved on"


@pytest.mark.pixels  # it reads the pixels drawn
def test_the_death_s_will_seat_card_is_framed_for_the_thrower_while_the_dice_roll(window):
    from game.games.deaths_will.table import SEAT_CARDS

    game = GAME_BY_KEY["deaths_will"]
    match = game.commands.smoke_match()
    table = game.screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    checked = 0
    for _ in range(60 * 600):
        if window.current_view is not table or checked >= 3:
            break
        table.on_update(FRAME)
        if (
            table.animation is not None
            and not table.animation.done
            and table.flow.pending
            and match.state.turn != table.flow.thrower
            and not match.over
        ):
            draw(window)
            framed = [seat for seat, (x, y, w, h) in SEAT_CARDS.items() if pixel(x + 1, y + h / 2) == art.GOLD]
            assert framed == [table.flow.thrower]
            checked += 1
    assert checked == 3


# The games whose match can end on a throw (Doty's and Spelldice's end on a decision).
@pytest.mark.parametrize("key", ["deaths_will", "spottle", "spots"])
def test_the_end_is_said_once_the_last_dice_rest_and_the_results_wait_for_it(window, key):
    game = GAME_BY_KEY[key]
    smoke = game.commands.smoke_match()
    match = Match(smoke.state.options, ("easy",) * len(smoke.controllers), seed=1)  # it ends on a throw
    table = game.screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    rolling_at_the_end = 0
    for _ in range(60 * 900):
        if window.current_view is not table:
            break
        table.on_update(FRAME)
        rolling = table.flow.in_flight is not None or (table.animation is not None and not table.animation.done)
        if match.over and rolling:
            rolling_at_the_end += 1
            assert table.prompt.text != table.over_prompt, "the end was said while the last dice still rolled"
            assert not any(event.kind in ("match_over", "game_over", "session_over") for event in table.flow.log_events)
        if table.flow.in_flight is None and rolling and table.animation.t > 1.0:
            table.controls.skip()  # the test need not watch every throw to its end
    assert window.current_view is not table, "the match never reached its results"
    assert rolling_at_the_end > 0, "the last throw was never seen rolling"


@pytest.mark.parametrize("key", ["deaths_will", "spottle", "doty", "spots"])
def test_at_the_normal_pace_every_banner_is_up_a_second_and_a_half(window, pace, key):
    """Among computers alone, nothing a computer does (its throw, its next
    move) takes a banner down before it has been up 1.5 s."""
    pace("normal", "normal")
    game = GAME_BY_KEY[key]
    sample = game.commands.hard_match() if key == "spottle" else game.commands.smoke_match()  # rounds enough
    match = Match(sample.state.options, ("easy",) * len(sample.controllers), seed=1)
    table = game.screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    banners = 0
    for _ in range(60 * 900):
        if window.current_view is not table or table.flow.finished:
            break
        was_up, was_since = table.flow.banner_up, table.flow.banner_since
        table.on_update(FRAME)
        if was_up and (not table.flow.banner_up or table.flow.banner_since > was_since):  # taken down or covered
            assert table.flow.clock - was_since >= 1.5 - 1.5 * FRAME, (table.banner.title.text, table.banner.sub.text)
            banners += 1
        if table.flow.in_flight is None and table.animation is not None and not table.animation.done:
            table.controls.skip()  # the dice need not be watched: the banners are what is timed
    assert banners > 0, "no banner was seen"
