"""The exact odds of a throw and of a plain hand (the solver's chain is checked
against them), and how each level throws."""

import random
from fractions import Fraction
from itertools import product

import pytest

from game.games.deaths_will.odds import hand_odds, throw_odds
from game.physics.gesture import toward_centre
from game.physics.hands import computer_gesture
from tests.games.deaths_will.helpers import kept, new_state, turn


@pytest.mark.parametrize("sides", [4, 6, 12])
def test_chance_of_beating_a_score_matches_brute_force(sides):
    odds = throw_odds(sides)
    for s in range(1, sides + 1):
        wins = 0
        for a, b, c in product(range(1, sides + 1), repeat=3):
            faces = sorted((a, b, c))
            if faces[0] == faces[2] != 1 or faces == [sides - 2, sides - 1, sides]:
                wins += 1
            elif faces != [1, 2, 3] and faces[0] != faces[2]:
                score = faces[2] if faces[0] == faces[1] else faces[0] if faces[1] == faces[2] else None
                wins += score is not None and score > s
        assert odds.beats(s) == Fraction(wins, sides**3)


def test_odds_sum_to_one_and_both_sides_of_a_hand_add_up():
    piss = Fraction(1, 25)
    for sides in (4, 6, 12):
        o = throw_odds(sides, piss)
        assert o.piss + o.plague + o.favor + o.woe + o.weal + sum(o.scores) + o.nothing == 1
        mine, theirs = hand_odds(sides, piss, True), hand_odds(sides, piss, False)
        assert mine.me_first + theirs.them_first == 1
        for s in range(1, sides + 1):
            assert mine.chasing(s) + theirs.defending(s) == 1


def test_hand_odds_agree_with_playing_it_out():
    """Monte Carlo over the rules themselves: the challenger's chance to win a hand."""
    rng = random.Random(3)
    exact = float(hand_odds(6, Fraction(0), True).me_first)
    wins = hands = 0
    while hands < 6000:
        state = new_state(purses=(10**6, 10**6), hands=None, keep_roles=True)
        while not state.hand_results:
            turn(state, kept(*(rng.randint(1, 6) for _ in range(3))))
        result = state.hand_results[0]
        if result["winner"] is None:
            continue  # a favor before the house antes: nobody wins
        hands += 1
        wins += result["winner"] == 0
    assert abs(wins / hands - exact) < 0.02


def test_levels_throw_with_steadier_hands():
    rng = random.Random(2)
    spread = {
        level: [computer_gesture(toward_centre(0), level, rng).strength for _ in range(400)]
        for level in ("easy", "hard")
    }

    def deviation(xs):
        mean = sum(xs) / len(xs)
        return (sum((x - mean) ** 2 for x in xs) / len(xs)) ** 0.5

    assert deviation(spread["hard"]) < deviation(spread["easy"]) / 2


def test_each_seat_is_counted_at_its_own_throw():
    from game.games.deaths_will.ai import PISS_RATE, piss_rates

    assert piss_rates(0, "hard", ("hard", "normal")) == (PISS_RATE["hard"], PISS_RATE["normal"])
    assert piss_rates(1, "normal", ("person", "normal")) == (PISS_RATE["person"], PISS_RATE["normal"])
    assert piss_rates(0, "person", ("person", "easy")) == (PISS_RATE["person"], PISS_RATE["easy"])
    assert piss_rates(1, "hard") == (PISS_RATE["person"], PISS_RATE["hard"])  # seats unknown: a person
