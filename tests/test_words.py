"""The game counts its dice as people do: "1 die", "3 dice"."""

import re

import pytest

from game.core.dice import dice_count
from game.registry import GAME_BY_KEY
from game.services.match import Match

ONE_DICE = re.compile(r"(?<![\d.])1 dice\b")


def test_dice_count():
    assert [dice_count(n) for n in (0, 1, 2, 18)] == ["0 dice", "1 die", "2 dice", "18 dice"]


def play_out(match: Match, texts: list[str]) -> None:
    while not match.over:
        if match.state.throw_request() is not None:
            match.throw(match.computer_gesture())
        else:
            match.act(match.computer_action())
    texts.extend(event.text for event in match.state.log)


@pytest.mark.parametrize("key", ["deaths_will", "spottle", "doty", "spots", "spelldice"])
def test_no_line_of_the_talk_says_one_dice(key):
    smoke = GAME_BY_KEY[key].commands.smoke_match()
    texts: list[str] = []
    for seed in range(3):
        play_out(Match(smoke.state.options, ("easy",) * len(smoke.controllers), seed=seed), texts)
    assert texts and not [text for text in texts if ONE_DICE.search(text)]


@pytest.mark.window
def test_the_spots_prompt_asks_for_one_die_and_the_pile_counts_them(window):
    from game.games.spots.rules import Options

    match = Match(Options(names=("Ada", "Brannoc"), deal=3), ("person", "easy"), seed=4)
    asked = set()
    for _ in range(400):
        if match.over:
            break
        request = match.state.throw_request()
        if request is not None and not match.is_computer(match.state.turn) and match.state.phase != "setup":
            asked.add(request.count)
            if request.count == 1:
                break
        if request is not None:
            match.throw(match.standard_gesture())
        else:
            seat = match.state.turn
            action = match.kind.choose_action(match.state, seat, "easy", match._ai_rng(), match.controllers)
            match.act(action)
    assert 1 in asked, f"no roll of one die came: {sorted(asked)}"
    table = match.definition.screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    assert "roll 1 die," in table.prompt.text and not ONE_DICE.search(table.prompt.text)


def test_a_single_die_going_back_is_said_as_one_die():
    """The random games above seldom put back or set aside a single die:
    Guard with one die above its number does, and says so."""
    from game.games.spots.moves import Choose, DoTrick
    from tests.games.spots.test_rules import give_dogs, kept, play, started, with_trick

    state = started()
    with_trick(state, "guard", place=4)
    give_dogs(state, 0, "sprocket", "waffles")
    state.treats[0] = 0
    play(state, DoTrick("guard"), Choose(3), kept(1, 3, 3, 6))
    said = [event.text for event in state.log if event.kind == "put_back"]
    assert said == ["1 die above 3 goes back."] and not ONE_DICE.search(said[0])
