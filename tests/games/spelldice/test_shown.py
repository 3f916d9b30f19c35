"""The table's copy, one moment behind the rules: taking a move's events in,
one by one, it shows what the rules hold once the move is made."""

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.core.dice import DiceSource, ThrowResult
from game.games.spelldice.ai import choose_action
from game.games.spelldice.rules import Options, State
from game.games.spelldice.shown import Shown

LEVELS = ("easy", "normal", "hard")


def _same(shown: Shown, truth: Shown, whole: bool) -> None:
    assert shown.health == truth.health
    assert shown.eliminated == truth.eliminated
    assert shown.came_back == truth.came_back
    assert shown.deadshot_need == truth.deadshot_need
    if whole:
        assert [sorted(s) for s in shown.nether] == [sorted(s) for s in truth.nether]
        assert [sorted(s) for s in shown.held] == [sorted(s) for s in truth.held]
        assert [sorted(s) for s in shown.shield] == [sorted(s) for s in truth.shield]
        assert [(s["shooter"], s["colour"], s["target"], s["roll"]) for s in shown.shots] == [
            (s["shooter"], s["colour"], s["target"], s["roll"]) for s in truth.shots
        ]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6))
@example(seed=6818907, players=4)  # two Cheap Shots' hits on one wizard, taken in the order he chose
def test_the_shown_table_follows_every_move_of_a_game(seed, players):
    state = State.new(Options(names=tuple(f"W{k}" for k in range(players))))
    dice, rng = DiceSource(seed), random.Random(seed)
    levels = [LEVELS[(seed >> k) % 3] for k in range(players)]
    moves = 0
    while not state.over and moves < 1500:  # two hard wizards may hold their spells up for hundreds of rounds
        shown = Shown.of(state)
        request = state.throw_request()
        action = (
            ThrowResult.kept(*dice.values(request))
            if request is not None
            else choose_action(state, state.to_move, levels[state.to_move], rng)
        )
        events = state.apply(action)
        for event in events:
            shown.take(event)
        # a round's end puts every die back behind its shield, and a Cheap Shot's die goes once its hits are
        # taken (after a choice of which first, if one is asked): the table takes the rules' word then
        whole = not state.deciding and not any(
            e.kind in ("round_over", "game_over", "comes_back", "rolloff") for e in events
        )
        _same(shown, Shown.of(state), whole)
        moves += 1
    # a real game was followed: every wizard acted (a quick two-wizard game can end in eight moves)
    assert moves > players and (state.over or moves == 1500)


def test_the_reveal_shows_every_hand_and_the_shots_in_the_rules_order():
    state = State.new(Options(names=("Ada", "Brannoc", "Cora")))
    rng = random.Random(3)
    shown = Shown.of(state)
    while state.phase == "pick":
        for event in state.apply(choose_action(state, state.picker, "hard", rng)):
            shown.take(event)
    assert shown.hands and all(len(hands) == 2 for hands in shown.hands)
    assert [(s["shooter"], s["colour"], s["target"]) for s in shown.shots] == [
        (s["shooter"], s["colour"], s["target"]) for s in state.shots
    ]
    assert [[tuple(hand) for hand in pick] for pick in state.picks] == shown.hands


def test_the_round_told_over_says_each_shot_its_rolls_its_spells_and_its_end():
    from game.core.events import Event
    from game.games.spelldice.moments import round_lines

    names = ("Ada", "Brannoc")
    events = [
        Event("reveal", "", 0, {"hands": [["shot", "red", 1], ["spell", "green", None]]}),
        Event("reveal", "", 1, {"hands": [["shot", "blue", 0], ["empty", None, None]]}),
        Event("shot_roll", "", 0, {"shot": 0, "roll": 3, "colour": "red", "need": 4}),
        Event("spell", "", 0, {"spell": "green", "shot": 0, "before": 3}),
        Event("shot_roll", "", 0, {"shot": 0, "roll": 5, "colour": "red", "need": 4}),
        Event("shot_roll", "", 1, {"shot": 1, "roll": 1, "colour": "blue", "need": 5}),
        Event("banished", "", 1, {"colour": "blue", "shot": 1}),
        Event("hit", "", 0, {"shot": 0, "target": 1, "colour": "red", "health": 2}),
    ]
    lines = round_lines(events, names)
    assert [(line.who, line.rolls, line.result) for line in lines] == [
        ("Ada at Brannoc", "3, Spur (Ada): 5", "hit"),
        ("Brannoc at Ada", "1", "banished"),
    ]


def test_the_round_told_over_lists_the_shots_as_they_rolled_and_says_each_heal():
    from game.core.dice import ThrowResult
    from game.games.spelldice.moments import round_lines
    from game.games.spelldice.rules import SHOT, Hand, Options, Pick, State

    state = State.new(Options(names=("Ada", "Brannoc")))
    state.apply(Pick((Hand(SHOT, "red", 1), Hand())))  # Ada's red is revealed first...
    state.apply(Pick((Hand(SHOT, "green", 0), Hand())))  # ...Brannoc's green rolls first
    for value in (5, 5):
        state.apply(ThrowResult.kept(value))
    lines = round_lines(state.log, state.names)
    assert [(line.who, line.rolls, line.result) for line in lines] == [
        ("Brannoc at Ada", "5, heals to 4", "hit, heal"),
        ("Ada at Brannoc", "5", "hit"),
    ]


def test_the_round_told_over_says_the_whip_and_a_wizard_out_for_good():
    """Its foot says the Whip cracked this round and what waits in the Nether-Nether; its health line says
    "down" of a wizard who may still fire a Deadshot and "out" of one out for good (it said "down")."""
    from game.core.events import Event
    from game.games.spelldice.moments import foot_choices, foot_words, health_words

    state = State.new(Options(names=("Ada", "Brannoc", "Cora")))
    shown = Shown.of(state)
    shown.health = [2, 0, 0]
    shown.eliminated, shown.came_back = [False, True, True], [False, False, True]
    shown.nether = [["red"], [], []]
    assert health_words(shown) == "Ada 2, Brannoc down, Cora out"
    whip = Event("whip", "Ada cracks the Whip: blue back from the Nether-Nether.", 0, {})
    assert foot_words([whip], shown) == (
        "Ada cracks the Whip: blue back from the Nether-Nether. In the Nether-Nether: Ada red."
    )
    assert foot_choices([whip], shown)[1:] == (  # said shorter where the card has no room: counted, then alone
        "Ada cracks the Whip: blue back from the Nether-Nether. "
        "In the Nether-Nether: 1 die (each plaque shows its own).",
        "In the Nether-Nether: 1 die (each plaque shows its own).",
    )
    shown.nether = [[], [], []]
    assert foot_words([], shown) == "" and foot_choices([], shown) == ("", "", "")
