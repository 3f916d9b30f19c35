"""The old hand's advice through the real tables, headless: the "?" button
and the H key show each option of a person's decision with its worth, the
best first, and the card goes once the decision is made."""

import pytest

from game.games.deaths_will.rules import Options as DeathsWillOptions
from game.games.doty.rules import Options as DotyOptions
from game.games.spelldice.rules import Options as SpelldiceOptions
from game.games.spots.rules import Options as SpotsOptions
from game.games.spottle.rules import Options as SpottleOptions
from game.services.match import Match
from game.ui.arcade_import import arcade
from tests.ui import SHOTS, click, key, looks_drawn, run, screenshot

pytestmark = pytest.mark.window


def table_for(window, options, seats, seed=3):
    match = Match(options, seats, seed)
    table = match.definition.screens.table(match)
    window.show_view(table)
    return table


def play_to(window, table, phase: str) -> None:
    """Let the table run, throwing for the person (Space, then S to skip),
    until the person has a decision in ``phase``."""
    for _ in range(8):
        run(window, 20, until=lambda: table.flow.person_to_decide() or table.flow.person_to_throw())
        if table.flow.person_to_decide() and table.match.state.phase == phase:
            return
        key(window, arcade.key.SPACE)
        key(window, arcade.key.S)
    raise AssertionError(f"no decision in {phase} came: {table.match.state.describe_position()}")


def shown_lines(table) -> list[str]:
    return [text.text for text in table.advice.panel.texts[2:] if text.anchor_x != "right"]


def worths(table) -> list[str]:
    return [text.text for text in table.advice.panel.texts if text.anchor_x == "right"]


CASES = {
    "deaths_will": (DeathsWillOptions(names=("Crag", "Mother Grell"), hands=3), ("person", "hard")),
    "doty": (DotyOptions(names=("Ada", "Brannoc"), variant="called_shot"), ("person", "hard")),
    "spottle": (SpottleOptions(names=("Ada", "Brannoc")), ("person", "hard")),
    "spots": (SpotsOptions(names=("Ada", "Brannoc")), ("person", "hard")),
    "spelldice": (SpelldiceOptions(names=("Ada", "Brannoc", "Cora")), ("person", "hard", "normal")),
}


@pytest.mark.parametrize("game", list(CASES))
def test_the_h_key_and_the_button_show_every_option_with_its_worth_best_first(window, game):
    table = table_for(window, *CASES[game])
    for _ in range(10):  # the person throws where the game begins with a throw (Spots' first dogs)
        run(window, 20, until=lambda: table.flow.person_to_decide() or table.flow.person_to_throw())
        if table.flow.person_to_decide():
            break
        key(window, arcade.key.SPACE)
        key(window, arcade.key.S)
    advice = table.match.advice()
    assert advice and advice == sorted(advice, key=lambda o: -o.value)
    key(window, arcade.key.H)
    assert table.advice.open
    lines = shown_lines(table)
    assert lines[0].startswith("> ") and lines[0][2:] == advice[0].label
    assert [line[2:] for line in lines[: len(advice[:12])]] == [o.label for o in advice[:12]]
    assert worths(table)[0] == advice[0].worth + "  (best)"
    assert looks_drawn(screenshot(window, SHOTS / f"advice_{game}.png"))
    key(window, arcade.key.H)
    assert not table.advice.open and table.advice.panel.batch is None
    click(window, table.advice.button)
    assert table.advice.open


def test_the_card_goes_when_the_decision_is_made_and_no_advice_while_a_computer_acts(window):
    table = table_for(window, *CASES["deaths_will"])
    run(window, 20, until=table.flow.person_to_decide)
    key(window, arcade.key.H)
    assert table.advice.open
    key(window, arcade.key.A)  # ante: the decision is made, the dice are due
    assert not table.advice.open and table.advice.panel.batch is None
    key(window, arcade.key.H)  # nothing to advise on a throw
    assert not table.advice.open
    computers = table_for(window, DeathsWillOptions(), ("hard", "hard"))
    draw_once = computers.advice.button
    assert draw_once.disabled
    key(window, arcade.key.H)
    assert not computers.advice.open


def test_doty_reroll_advice_names_the_dice_and_spottle_the_raise(window):
    table = table_for(
        window,
        DotyOptions(names=("Ada", "Brannoc"), variant="everyone_scores", reroll=True),
        ("person", "easy"),
        seed=5,
    )
    play_to(window, table, "reroll")
    key(window, arcade.key.H)
    labels = [line[2:] for line in shown_lines(table)]
    assert any(label.startswith("Throw di") for label in labels)
    assert "Keep the hand" in [o.label for o in table.match.advice()]
    assert all("to win (" in w and "points)" in w for w in worths(table))
    assert looks_drawn(screenshot(window, SHOTS / "advice_doty_reroll.png"))

    spottle = table_for(window, *CASES["spottle"])
    run(window, 20, until=spottle.flow.person_to_decide)
    click(window, spottle.part.bets.bet_button)
    play_to(window, spottle, "declare")
    key(window, arcade.key.H)
    labels = {line[2:] for line in shown_lines(spottle)}
    assert "Hold" in labels
    key(window, arcade.key.K)  # Hold moved to K: H asks the old hand
    bet = spottle.match.state.bets[0]
    assert bet["declared"] and not bet["raised"]


def test_h_with_no_choice_to_weigh_says_why_where_the_person_looks(window):
    """At a throw the old hand has nothing to weigh: H (it did nothing, silently) and a rest on its greyed
    button say why, in the prompt and over the button."""
    table = table_for(window, *CASES["deaths_will"])
    run(window, 20, until=lambda: table.flow.person_to_decide())
    key(window, arcade.key.A)  # the ante: a throw is due
    run(window, 20, until=lambda: table.flow.person_to_throw())
    key(window, arcade.key.H)
    assert not table.advice.open and "the old hand weighs choices" in table.prompt.text
    assert table.advice.button.disabled and "weighs choices" in table.reasons[table.advice.button]


def test_best_is_said_beside_every_option_worth_the_most_or_beside_none(window):
    """Four options worth the same: the first's long words left no room for "(best)" beside it, and the
    three after it said it, as if the first were not among the best."""
    from game.core.advice import Option
    from game.ui.table_talk import AdvicePanel

    def shown(labels: list[str]) -> list[str]:
        panel = AdvicePanel((300, 165, 680, 0), "What each is worth.")
        panel.show(
            [Option(k, 0.68, label, "+0.68") for k, label in enumerate(labels)] + [Option(9, 0.1, "Pass", "+0.1")]
        )
        return [text.text for text in panel.texts if text.anchor_x == "right"]

    said = shown(["Hot Shot at Brannoc, Uno Mas held up and the Whip in the other fist at once", "A", "B", "C"])
    assert not any("(best)" in worth for worth in said), said
    said = shown(["A", "B", "C", "D"])
    assert said[:4] == ["+0.68  (best)"] * 4 and said[4] == "+0.1", said
