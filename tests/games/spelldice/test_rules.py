"""Spelldice: every rule of the seed and the rulings, move by move."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.dice import ThrowResult
from game.core.errors import IllegalAction
from game.core.moves import CHANCE
from game.games.spelldice.colours import COLOUR_BY_KEY
from game.games.spelldice.rules import (
    DEADSHOT,
    SHOT,
    SPELL,
    WHIP,
    Cast,
    First,
    Hand,
    Lower,
    Options,
    Pass,
    Pick,
    State,
    replay,
)
from tests.thorough import examples

NAMES = ("Ada", "Brannoc", "Cora", "Dell")


def game(players: int = 2) -> State:
    return State.new(Options(names=NAMES[:players]))


def shot(colour: str, target: int) -> Hand:
    return Hand(SHOT, colour, target)


def spell(colour: str) -> Hand:
    return Hand(SPELL, colour)


def fire(state: State, **hands) -> list:
    """Every wizard who acts picks (``a=(hand, hand)`` by first letter; the rest
    pick nothing), in seat order; the reveal follows."""
    events = []
    while state.phase == "pick":
        key = state.names[state.picker][0].lower()
        chosen = tuple(hands.get(key, ())) + (Hand(),) * (2 - len(hands.get(key, ())))
        events += state.apply(Pick(chosen))
    return events


def roll(state: State, *values: int) -> list:
    events = []
    for value in values:
        assert state.to_move == CHANCE, state.describe_position()
        events += state.apply(ThrowResult.kept(value))
    return events


def passes(state: State) -> None:
    while state.window:
        state.apply(Pass())


def test_setup_three_health_green_blue_red_behind_the_shield_black_banished():
    state = game(3)
    assert state.health == [3, 3, 3] and state.shield[0] == ["green", "blue", "red"] and state.nether[0] == ["black"]
    assert state.phase == "pick" and state.picker == 0


@pytest.mark.parametrize("colour, need", [("green", 5), ("blue", 5), ("red", 4), ("black", 3)])
def test_each_colour_hits_at_its_need_and_not_below(colour, need):
    assert COLOUR_BY_KEY[colour].need == need
    for value, hits in ((need, True), (need - 1, False)):
        state = game()
        if colour == "black":
            state.nether[0].remove("black")
            state.shield[0].append("black")
        fire(state, a=(shot(colour, 1),))
        roll(state, value)
        assert (state.health[1] == 2) == hits and value != 1


def test_a_booster_shot_heals_the_shooter_up_to_six():
    state = game()
    fire(state, a=(shot("green", 1),))
    roll(state, 6)
    assert state.health == [4, 2]
    state.health[0] = 6
    fire(state, a=(shot("green", 1),))
    roll(state, 5)
    assert state.health == [6, 1]


def test_a_cheap_shot_banishes_its_black_die_hit_or_miss():
    for value in (6, 2):
        state = game()
        state.nether[0].remove("black")
        state.shield[0].append("black")
        fire(state, a=(shot("black", 1),))
        roll(state, value)
        assert "black" in state.nether[0] and "black" not in state.shield[0]


def test_a_rolled_one_is_banished_and_misses():
    state = game()
    fire(state, a=(shot("red", 1),))
    roll(state, 1)
    assert state.nether[0] == ["black", "red"] and state.health[1] == 3 and state.phase == "pick"


def test_dodge_pushing_a_roll_to_one_banishes_it():
    state = game()
    fire(state, a=(shot("red", 1),), b=(spell("blue"),))
    roll(state, 2)
    assert state.window == [1]
    state.apply(Cast("blue"))
    assert "red" in state.nether[0] and state.health[1] == 3 and "blue" in state.shield[1]


def test_uno_mas_raises_a_roll_by_one_and_dodge_lowers_it():
    state = game(3)
    fire(state, a=(shot("red", 1),), c=(spell("red"),))
    roll(state, 3)
    state.apply(Cast("red"))  # Cora helps Ada: the 3 becomes a 4, a hit
    assert state.health[1] == 2
    state = game()
    fire(state, a=(shot("red", 1),), b=(spell("blue"),))
    roll(state, 4)
    state.apply(Cast("blue"))  # Brannoc dodges: the 4 becomes a 3, a miss
    assert state.health[1] == 3


def underhand_against(value: int) -> tuple[State, list]:
    """Brannoc, the black die behind his shield, casts Underhand on Ada's red
    shot at him rolled ``value``: the state, and the events of the cast."""
    state = game()
    state.nether[1].remove("black")
    state.shield[1].append("black")
    fire(state, a=(shot("red", 1),), b=(spell("black"),))
    roll(state, value)
    return state, state.apply(Cast("black"))


def test_underhand_turns_the_roll_over_and_banishes_the_black_die():
    state, events = underhand_against(5)
    assert events[0].data["roll"] == 2 and state.health[1] == 3 and "black" in state.nether[1]


def test_underhand_on_a_six_makes_a_one_which_is_banished():
    state, _ = underhand_against(6)
    assert "red" in state.nether[0] and state.health[1] == 3


def test_spur_rolls_the_shot_again():
    state = game()
    fire(state, a=(shot("red", 1),), b=(spell("green"),))
    roll(state, 6)
    state.apply(Cast("green"))
    assert state.to_move == CHANCE
    roll(state, 2)
    assert state.health[1] == 3
    assert [e.data["roll"] for e in state.log if e.kind == "shot_roll"] == [6, 2]


def test_several_spells_on_one_roll_each_answer_the_new_value():
    state = game(3)
    fire(state, a=(shot("red", 1),), b=(spell("blue"),), c=(spell("red"), spell("blue")))
    roll(state, 4)
    assert state.window == [1, 2]
    state.apply(Cast("blue"))  # Brannoc: 4 -> 3
    assert state.window == [2]  # asked again, on the 3
    state.apply(Cast("red"))  # Cora: 3 -> 4
    assert state.window == [2]
    state.apply(Cast("blue"))  # Cora changes her mind: 4 -> 3
    assert state.window == [] or state.window is None
    assert state.health[1] == 3 and state.shield[2].count("blue") == 1


def test_shots_resolve_green_blue_red_black_then_deadshots():
    state = game(3)
    state.nether[2].remove("black")
    state.shield[2].append("black")
    fire(state, a=(shot("red", 1),), b=(shot("green", 2),), c=(shot("black", 0), shot("blue", 0)))
    order = []
    while state.to_move == CHANCE:
        order.append(state.shots[state.rolling]["colour"])
        roll(state, 2)
        passes(state)
    assert order == ["green", "blue", "red", "black"]


def test_several_hits_of_one_colour_are_taken_highest_first():
    state = game(3)
    state.health[2] = 1
    fire(state, a=(shot("green", 2),), b=(shot("green", 2),))
    roll(state, 5, 6)
    assert state.health[1] == 4 and state.health[0] == 3  # Brannoc's 6 first: his heal; Ada's hit is lost
    assert any(e.kind == "lost" for e in state.log)


def test_the_defender_chooses_among_tied_hits():
    state = game(3)
    state.health[2] = 1
    fire(state, a=(shot("green", 2),), b=(shot("green", 2),))
    roll(state, 5, 5)
    assert state.deciding == {"kind": "first", "seat": 2, "shots": [0, 1]}
    with pytest.raises(IllegalAction):
        state.apply(First(5))
    state.apply(First(0))
    assert state.health[0] == 4 and state.health[1] == 3


def test_hip_shot_cancels_one_of_the_targets_shots_still_to_roll():
    state = game()
    fire(state, a=(shot("blue", 1),), b=(shot("red", 0),))
    events = roll(state, 5)
    assert "cancelled" in [e.kind for e in events] and "red" in state.shield[1] and state.phase == "pick"
    assert state.health == [3, 2]


def test_hip_shot_target_picks_which_shot_to_cancel():
    state = game(3)
    state.nether[1].remove("black")
    state.shield[1].append("black")
    fire(state, a=(shot("blue", 1),), b=(shot("red", 0), shot("black", 2)))
    roll(state, 6)
    assert state.deciding["kind"] == "lower" and state.deciding["seat"] == 1
    state.apply(Lower(2))
    assert state.shots[2]["state"] == "cancelled" and state.rolling == 1


def test_elimination_cancels_later_shots_and_later_hits_on_him_are_lost():
    state = game(3)
    state.health[1] = 1
    fire(state, a=(shot("green", 1),), b=(shot("red", 2),), c=(shot("red", 1),))
    events = roll(state, 5)
    assert state.eliminated[1]
    cancelled = [e.text for e in events if e.kind == "cancelled"]
    assert len(cancelled) == 2 and "Brannoc" in cancelled[0] and "Cora" in cancelled[1]  # his, and Cora's at him
    assert state.phase == "pick" and state.health == [4, 0, 3]


def test_whip_brings_back_every_banished_die_after_the_shots():
    state = game()
    state.nether[0] += ["red"]
    state.shield[0].remove("red")
    fire(state, a=(Hand(WHIP), shot("green", 1)))
    roll(state, 1)  # the green is banished too...
    assert sorted(state.shield[0]) == ["black", "blue", "green", "red"] and state.nether[0] == []


def test_a_deadshot_needs_six_then_less_after_each_miss_and_brings_the_shooter_back_once():
    state = game(3)
    state.health[1] = 1
    fire(state, a=(shot("red", 1),))
    roll(state, 6)
    assert state.eliminated[1]
    fire(state, b=(Hand(DEADSHOT, "purple", 2),))
    roll(state, 5)
    assert state.deadshot_need[1] == 5 and state.eliminated[1]
    fire(state, b=(Hand(DEADSHOT, "purple", 2),))
    roll(state, 5)
    assert not state.eliminated[1] and state.health[1] == 1 and state.health[2] == 2
    assert state.shield[1] == ["green", "blue", "red"] and state.nether[1] == ["black"]
    fire(state, a=(shot("red", 1),))
    events = roll(state, 4)
    assert state.eliminated[1] and not state.acts_this_round(1)  # no second coming back
    said = [e.text for e in events if e.kind in ("eliminated", "deadshot_up")]
    assert said == ["Brannoc is out for good, having come back once!"]  # no Deadshot side promised


def test_the_fallen_are_down_and_the_deadshot_side_is_promised_only_to_one_who_fires_one():
    state = game(3)
    state.health[1] = 1
    fire(state, a=(shot("red", 1),))
    events = roll(state, 6)
    said = [e.text for e in events if e.kind in ("eliminated", "deadshot_up")]
    assert said[0] == "Brannoc is down!" and "Deadshot side is up" in said[1] and len(said) == 2
    assert not any("eliminated" in e.text for e in state.log)
    state = game(2)  # two wizards: the first to fall ends the game, with no Deadshot to come
    state.health[1] = 1
    fire(state, a=(shot("red", 1),))
    events = roll(state, 6)
    assert state.over and [e.text for e in events if e.kind in ("eliminated", "deadshot_up")] == ["Brannoc is down!"]


def test_an_eliminated_wizard_cannot_be_shot_and_the_last_standing_wins():
    state = game()
    state.health[1] = 1
    fire(state, a=(shot("red", 1),))
    events = roll(state, 4)
    assert state.over and state.winner == 0 and events[-1].kind == "game_over"


def test_a_shot_at_a_fallen_wizard_is_refused_with_its_reason():
    state = game(3)
    state.eliminated[2], state.health[2] = True, 0
    before = state.to_dict()
    with pytest.raises(IllegalAction, match="is down and cannot be shot"):
        state.apply(Pick((shot("red", 2), Hand())))
    with pytest.raises(IllegalAction, match="not behind"):
        state.apply(Pick((shot("black", 1), Hand())))
    with pytest.raises(IllegalAction, match="one die goes in one hand"):
        state.apply(Pick((shot("red", 1), spell("red"))))
    assert state.to_dict() == before


def test_all_falling_at_once_the_highest_attack_roll_wins_and_a_tie_rolls_off():
    state = game()
    state.health = [1, 1]
    fire(state, a=(shot("red", 1),), b=(shot("red", 0),))
    roll(state, 6, 5)
    assert state.over and state.winner == 0
    state = game()
    state.health = [1, 1]
    fire(state, a=(shot("red", 1),), b=(shot("red", 0),))
    roll(state, 5, 5)
    assert state.phase == "rolloff"
    roll(state, 3, 3)  # a tie again: roll again
    roll(state, 2, 4)
    assert state.over and state.winner == 1


def test_the_view_hides_other_picks_until_the_reveal():
    state = game(3)
    state.apply(Pick((shot("red", 1), spell("blue"))))
    for seat in (1, 2):
        assert state.view(seat)["picks"][0] == "picked"
    assert state.view(0)["picks"][0] == [list(shot("red", 1).to_list()), list(spell("blue").to_list())]


@settings(max_examples=examples(120), deadline=None)
@given(players=st.integers(2, 6), data=st.data())
def test_random_games_keep_every_die_and_health_in_bounds_and_replay(players, data):
    state = game(players) if players <= 4 else State.new(Options(names=tuple(f"W{k}" for k in range(players))))
    for _ in range(300):
        if state.over:
            break
        if state.to_move == CHANCE:
            action = ThrowResult.kept(data.draw(st.integers(1, 6)))
        else:
            action = data.draw(st.sampled_from(state.legal_actions()))
        state.apply(action)
        for seat in range(players):
            assert state.dice_of(seat) == 4 and 0 <= state.health[seat] <= 6
    saved = state.to_dict()
    assert State.from_dict(json.loads(json.dumps(saved))).to_dict() == saved
    assert replay(state.options, state.history).to_dict() == saved


@settings(max_examples=examples(80), deadline=None)
@given(data=st.data())
def test_refused_moves_change_nothing(data, try_moves):
    state = game(3)
    hands = st.builds(
        Hand,
        st.sampled_from(["empty", "shot", "spell", "whip", "deadshot", "nap"]),
        st.sampled_from([None, "green", "blue", "red", "black", "purple", "pink"]),
        st.one_of(st.none(), st.integers(-1, 4)),
    )
    moves = st.one_of(
        st.builds(lambda a, b: Pick((a, b)), hands, hands),
        st.builds(Cast, st.sampled_from(["green", "blue", "red", "black", "purple"])),
        st.just(Pass()),
        st.builds(First, st.integers(-1, 6)),
        st.builds(Lower, st.integers(-1, 6)),
        st.builds(lambda v: ThrowResult.kept(v), st.integers(0, 7)),
    )
    try_moves(state, data, moves, 40)
