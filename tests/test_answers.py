"""A table that answers: a score rises from the dice that made it, coins
fly from purse to pot and pot to winner while the figures count, a blow
shakes the table and a blessing flashes (none of it under "reduce
motion"), a scored dog is gilded, and the results celebrate the winner
without a file's path."""

from game.core.coins import format_coins
from game.games.deaths_will.rules import Ante, Options
from game.registry import GAME_BY_KEY
from game.services.match import Match
from game.ui.answers import COUNT_SECONDS, RISE_SECONDS, centre, overlaps
from tests.ui import FRAME, draw


def deaths_will_table(window, seed: int = 1, hands: int = 3, controllers=("easy", "easy")):
    match = Match(Options(names=("Ada", "Bo"), hands=hands), controllers, seed=seed)
    table = GAME_BY_KEY["deaths_will"].screens.table.for_match(match)
    table.flow.keeper = None  # nothing saved
    window.show_view(table)
    heard = []
    answering = table.answering
    answering.answered = lambda answer, answered=answering.answered: (heard.append(answer), answered(answer))
    return table, heard


def run_until(table, window, enough, seconds: float = 120) -> None:
    """The table's time passes, the dice skipped to rest, until ``enough()``."""
    for _ in range(int(seconds / FRAME)):
        if enough() or window.current_view is not table:
            return
        table.on_update(FRAME)
        if table.flow.in_flight is None and table.animation is not None and not table.animation.done:
            table.controls.skip()
    raise AssertionError("the table never came to it")


def test_a_score_rises_from_the_dice_that_made_it_clear_of_the_banner_and_is_gone_later(window, pace):
    pace("normal", "normal")
    table, heard = deaths_will_table(window)
    run_until(table, window, lambda: table.answers.rising)
    (rising,) = table.answers.rising
    score = next(e for e in reversed(table.flow.log_events) if e.kind == "score")
    assert rising.words == str(score.data["score"]) and [a.words for a in heard if a.what == "rise"] == [rising.words]
    left, bottom, width, height = table.dice_box
    x, y = centre(table.dice_box)
    assert abs(rising.x - x) < width / 2 + 80 and abs(rising.y - y) < height / 2 + 80, "it rises far from the dice"
    start_y = rising.text.y
    for _ in range(30):
        table.on_update(FRAME)
    draw(window)
    text = rising.text
    assert text.y > start_y and text.text == rising.words
    words = (text.x - text.content_width / 2, text.y, text.content_width, text.content_height)
    assert not any(overlaps(words, box) for box in table.places.keep_clear()), "the figure covers the banner's words"
    for _ in range(int(RISE_SECONDS / FRAME)):
        table.on_update(FRAME)
    assert not table.answers.rising


def test_coins_fly_from_purse_to_pot_and_pot_to_winner_the_figures_counting(window, pace):
    pace("normal", "normal")
    table, heard = deaths_will_table(window)
    state = table.match.state
    run_until(table, window, lambda: table.answers.flights)
    (flight,) = table.answers.flights
    ante = heard[-1]
    assert ante.what == "coins" and ante.to == ("pot",)
    assert flight.end == centre(table.places.answer_place(("pot",)))
    assert flight.start == centre(table.places.answer_place(ante.place))
    pot, purse = table.part.pot_texts["pot"], table.part.seat_texts[ante.place[1]]["purse"]
    table.on_update(FRAME)
    assert pot.text != format_coins(state.pot), "the pot showed its new figure before any coin reached it"
    assert any(coin.visible for coin in flight.coins)
    for _ in range(int(COUNT_SECONDS / FRAME) + 2):
        table.on_update(FRAME)
    last = flight.coins[-1]
    assert abs(last.center_x - flight.end[0]) < 12 and abs(last.center_y - flight.end[1]) < 12  # it reached the pot
    assert not table.answers.flights and not table.answers.coins
    assert pot.text == format_coins(state.pot) and purse.text == format_coins(state.purses[ante.place[1]])
    # the hand won: the pot's coins shower into the winner's purse, and the figures count to the rules' own
    run_until(table, window, lambda: any(a.what == "shower" and a.place == ("pot",) for a in heard))
    won = next(a for a in heard if a.place == ("pot",))
    taken = next(e for e in reversed(table.flow.log_events) if "receiver" in e.data)  # the rules' word on the pot
    assert won.to == ("purse", taken.data["receiver"]) and won.amount == taken.data["pot"] > 0
    assert table.answers.counting
    for _ in range(int(3 / FRAME)):  # until the counts end (a hand won is read a while: the next ante waits)
        table.on_update(FRAME)
        if not table.answers.counting:
            break
    seat = won.to[1]
    assert table.part.seat_texts[seat]["purse"].text == format_coins(table.part.shown["purses"][seat])
    assert table.part.pot_texts["pot"].text == format_coins(table.part.shown["pot"])


def piss_table(window):
    table, heard = deaths_will_table(window, seed=2)
    run_until(table, window, lambda: any(a.what == "shake" for a in heard))
    return table, heard


def test_a_piss_shakes_the_table_and_flashes_the_thrower_s_card(window, pace):
    pace("normal", "normal")
    table, heard = piss_table(window)
    shake = next(a for a in heard if a.what == "shake")
    assert table.flow.log_events[-1].kind == "piss" or any(e.kind == "piss" for e in table.flow.log_events[-3:])
    table.on_update(FRAME)
    assert table.answers.shake() != (0.0, 0.0) and table.answers.flashes
    assert table.answers.flashes[0].box == table.places.answer_place(shake.place)
    kept = table.camera.viewport
    seen = []
    draw_world = table.draw_world
    table.draw_world = lambda: (seen.append(table.camera.viewport), draw_world())
    draw(window)
    table.draw_world = draw_world
    # the whole table jolted and grown a little, its backdrop and words together, then set back
    assert seen and seen[0] != kept and seen[0].width > kept.width
    assert table.camera.viewport == kept
    for _ in range(60):
        table.on_update(FRAME)
    draw(window)
    assert table.answers.shake() == (0.0, 0.0) and not table.answers.flashes


def test_under_reduce_motion_nothing_shakes_flies_or_flashes_and_figures_just_change(window, pace, still):
    pace("normal", "normal")
    table, heard = deaths_will_table(window, seed=2)
    moved = []
    for _ in range(int(30 / FRAME)):
        table.on_update(FRAME)
        if table.flow.in_flight is None and table.animation is not None and not table.animation.done:
            table.controls.skip()
        answers = table.answers
        moved += [answers.shake() != (0.0, 0.0), bool(answers.flights), bool(answers.flashes), answers.counting]
        if table.answers.rising:
            rising = table.answers.rising[0]
            assert rising.text.y == rising.y, "a figure rose under reduce motion"
        if any(a.what == "shake" for a in heard) and any(a.what == "coins" for a in heard):
            break
    assert any(a.what == "shake" for a in heard) and any(a.what == "coins" for a in heard)
    assert not any(moved)
    assert table.part.pot_texts["pot"].text == format_coins(table.part.shown["pot"])


def test_a_scored_dog_is_gilded_not_greyed(window):
    from game.games.spots import pictures

    r, g, b, _ = pictures.card(True).image.getpixel((60, 100))
    assert r > 220 and g > 180 and b < 160, (r, g, b)


def test_the_results_celebrate_the_winner_with_no_file_path(window):
    from game.ui.results_screen import REPLAY_KEPT
    from game.ui.winner import cheer

    table, _ = deaths_will_table(window, hands=1, controllers=("person", "easy"))
    match = table.match
    for _ in range(int(300 / FRAME)):  # the person antes, throws, and the match is played to its results
        if window.current_view is not table:
            break
        if table.flow.person_to_decide():
            table.flow.decide(Ante(0))
        elif table.flow.person_to_throw():
            table.flow.throw_standard()
        table.on_update(FRAME)
        if table.flow.in_flight is None and table.animation is not None and not table.animation.done:
            table.controls.skip()
    results = window.current_view
    outcome = match.state.outcome()
    winner = outcome.won.index(True)
    assert results.medallion.winner == winner and results.medallion.looks is not None
    said = [line.text for line in results.lines + results.medallion.lines]
    assert match.state.names[winner] in said and f"Purse {format_coins(match.state.purses[winner])}" in said
    assert results.saved.startswith(REPLAY_KEPT) and not any("/" in words or ".json" in words for words in said)
    assert cheer(match) == ("big_win" if winner == 0 else "lose")
    draw(window)
