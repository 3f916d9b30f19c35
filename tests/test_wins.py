"""A hand or round won, at every table alike: the winner's take showers
into their purse coin by coin, landing with a clink, their card lifts in a
gold glow and settles, their purse counts up as the coins land, and the
banner names them. A match won by a person here is celebrated on its
results (the title theirs, the burst turning, coins falling, the fanfare),
a loss is told quietly, the computers' alone as the game tells it. None of
it moves under "reduce motion"."""

import math
from types import SimpleNamespace

import pytest

from game.core.coins import format_coins
from game.core.events import Event
from game.games.deaths_will.rules import Options
from game.services.match import Match
from game.table.beats import Win, celebrated
from game.ui.answers import COINS_AT_MOST, centre
from game.ui.arcade_import import arcade
from game.ui.takings import LANDING_SPREAD, LIFT_SECONDS
from game.ui.winner import cheer
from tests.test_answers import deaths_will_table, run_until
from tests.ui import FRAME, draw, pixel


def won_hand(window, pace):
    """A Death's Will table at the moment its first hand is won (the shower just answered)."""
    pace("normal", "normal")
    table, heard = deaths_will_table(window)
    run_until(table, window, lambda: any(a.what == "shower" for a in heard))
    return table, heard


def test_every_game_s_win_is_celebrated_alike_and_only_a_win():
    assert [a.what for a in celebrated(Win(1, 40, ("master",)))] == ["shower", "lift"]
    (lift,) = celebrated(Win(0))  # a round won for points: nothing to shower
    assert lift.place == ("seat", 0)

    flow = SimpleNamespace(match=SimpleNamespace(state=SimpleNamespace(names=("Ada", "Bo"))))  # what beats read

    from game.games.deaths_will.beats import BEATS as deaths_will
    from game.games.doty.beats import BEATS as doty
    from game.games.spottle.beats import BEATS as spottle

    taken = Event("hand_over", "Bo wins the hand.", 1, {"how": "score", "pot": 30, "receiver": 1, "hand": 1})
    returned = Event("hand_over", "Ada takes back 1 sp.", None, {"how": "favor", "pot": 10, "receiver": 0, "hand": 1})
    assert deaths_will().banner_for(flow, taken, [taken]) == ("Bo takes the pot!", "gold", taken.text)
    assert [a.what for a in deaths_will().answering(flow, taken, [taken])] == ["shower", "lift"]
    assert [a.what for a in deaths_will().answering(flow, returned, [returned])] == ["coins"]  # no one won it
    settle = Event("settle", "Bo wins 4 cp.", 1, {"result": "win", "paid": 4, "item": None, "stake": 4})
    assert spottle().win_in(flow, settle) == Win(1, 4, ("master",))
    assert doty().win_in(flow, Event("set_won", "Ada scores 6.", 0, {"points": 6})) == Win(0)
    assert doty().win_in(flow, Event("lose", "Ada loses.", 0, {})) is None


def test_a_won_hand_showers_into_the_purse_lifts_the_card_and_counts_up(window, pace):
    table, heard = won_hand(window, pace)
    won = next(a for a in heard if a.what == "shower")
    seat = won.to[1]
    name = table.match.state.names[seat]
    assert table.flow.banner_words[0] == f"{name} takes the pot!"
    (shower,) = table.answers.showers
    purse = centre(table.places.answer_place(won.to))
    card = table.places.answer_place(("seat", seat))
    clinks = []
    table.answers.hear = lambda sound, volume: clinks.append(sound)
    text = table.part.seat_texts[seat]["purse"]
    before, figures, flying, lifted, last = text.text, [], 0, [], {}
    for frame in range(int(2.5 / FRAME)):
        table.on_update(FRAME)
        flying = max(flying, sum(coin.visible for coin in shower.coins))
        last.update({k: coin.position for k, coin in enumerate(shower.coins) if coin.visible})
        figures.append(text.text)
        if frame % 6 == 0:
            draw(window)
            lifted.append(table.lifts.drawn[0][1] if table.lifts.drawn else card[1])
    # a shower, not a few coins: many in the air at once, each landing in a heap at the purse
    assert len(shower.coins) > COINS_AT_MOST and flying > COINS_AT_MOST
    assert len(last) == len(shower.coins) and not table.answers.showers
    assert all(abs(x - purse[0]) < LANDING_SPREAD[0] + 12 and abs(y - purse[1]) < 30 for x, y in last.values())
    assert clinks and set(clinks) == {"coin_to_purse"} and len(clinks) < len(shower.coins)
    # the card up, held, and set down where it stood
    assert max(lifted) > card[1] + 4 and lifted[-1] == card[1]
    # the purse counted up as the coins landed: from what it was, through a figure between, to the rules' own
    shown = [figure for k, figure in enumerate(figures) if k == 0 or figure != figures[k - 1]]
    assert shown[0] == before and len(shown) >= 3 and format_coins(table.part.shown["purses"][seat]) in shown


@pytest.mark.pixels  # it reads the pixels drawn
def test_a_lifted_card_glows_gold_over_the_table_then_lies_as_before(window, pace):
    table, heard = won_hand(window, pace)
    card = table.places.answer_place(("seat", next(a for a in heard if a.what == "lift").place[1]))

    def gold(at) -> bool:
        r, g, b = pixel(*at)[:3]
        return r > 180 and g > 140 and b < 120

    for _ in range(int(0.4 / FRAME)):
        table.on_update(FRAME)
    draw(window)
    (left, bottom, width, height) = table.lifts.drawn[0]
    assert bottom > card[1]
    above = (left + width / 2, bottom + height + 2)  # the glow, just over the lifted card's edge
    assert gold(above), pixel(*above)
    for _ in range(int(LIFT_SECONDS / FRAME)):
        table.on_update(FRAME)
    draw(window)
    assert not table.lifts.drawn and not gold(above)


def test_under_reduce_motion_a_won_hand_showers_nothing_and_lifts_nothing(window, pace, still):
    table, heard = won_hand(window, pace)
    table.on_update(FRAME)
    draw(window)
    assert not table.answers.showers and not table.lifts.drawn and not table.answers.counting
    seat = next(a for a in heard if a.what == "shower").to[1]
    assert table.part.seat_texts[seat]["purse"].text == format_coins(table.part.shown["purses"][seat])  # at once
    assert table.flow.banner_words[0].endswith("takes the pot!")  # the banner still says who won


def results_of(window, person: str | None):
    """The results of a Death's Will match played out by the computers, shown as if
    the person sat at the seat that "won" or "lost" it (None: the computers alone)."""
    match = Match(Options(names=("Brannoc", "Mother Grell"), hands=2), ("easy", "easy"), seed=3)
    while not match.over:
        match.play_computer_step()
    won = match.state.outcome().won
    if person is not None:
        seat = won.index(True) if person == "won" else won.index(False)
        match.controllers = tuple("person" if s == seat else c for s, c in enumerate(match.controllers))
    screen = match.definition.screens.results(match)
    window.show_view(screen)
    return screen


def burst_point(screen, degrees: float = 15.0) -> tuple[float, float]:
    """A point on a ray of the winner's burst, as it stands unturned."""
    medallion = screen.medallion
    reach = 1.25 * medallion.radius
    return medallion.x + reach * math.cos(math.radians(degrees)), medallion.y + reach * math.sin(math.radians(degrees))


def goldish(colour) -> bool:
    r, g, b = colour[:3]
    return r > 150 and g > 110 and b < r


def window_image() -> bytes:
    return arcade.get_image().tobytes()


@pytest.mark.pixels  # it reads the pixels drawn
def test_a_win_is_celebrated_and_a_loss_told_quietly(window):
    won = results_of(window, "won")
    draw(window)
    winner = won.match.state.names[won.medallion.winner]
    titles = [line.text for line in won.lines]
    assert won.mood == "win" and "You won!" in titles and cheer(won.match) == "big_win"  # the fanfare
    assert won.medallion.burst is not None and goldish(pixel(*burst_point(won)))
    assert won.coins_falling is not None
    unturned = pixel(*burst_point(won))
    won.on_update(1.0)  # the rays turn, the coins fall
    draw(window)
    assert pixel(*burst_point(won)) != unturned
    assert any(coin.visible for coin in won.coins_falling.sprites)

    lost = results_of(window, "lost")
    draw(window)
    # two at the table: the person lost, to whom (no place: "you came second" of two)
    said = [line.text for line in lost.lines]
    assert lost.mood == "loss" and f"You lost to {winner}" in said and not any("came" in line for line in said)
    assert cheer(lost.match) == "lose" and lost.medallion.burst is None and lost.coins_falling is None
    assert not goldish(pixel(*burst_point(lost)))

    watched = results_of(window, None)  # the computers alone: the game's own title, the burst standing still
    draw(window)
    assert watched.mood == "neutral" and f"{winner} wins the match!" in [line.text for line in watched.lines]
    still = window_image()
    watched.on_update(1.0)
    draw(window)
    assert window_image() == still


@pytest.mark.pixels  # it reads the pixels drawn
def test_under_reduce_motion_a_won_match_s_results_stand_still(window, still):
    won = results_of(window, "won")
    assert won.mood == "win"
    draw(window)
    before = window_image()
    for _ in range(3):
        won.on_update(0.5)
    draw(window)
    assert window_image() == before
