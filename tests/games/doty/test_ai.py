"""The hard Doty player's exact expectations, checked against the rules
engine itself (every throw played through a State, or many sampled)."""

import random
from fractions import Fraction
from itertools import product

import pytest

from game.core.dice import ThrowResult
from game.games.doty.ai import (
    best_reroll,
    called_shot_expectation,
    choose_action,
    pairs_expectation,
    race_values,
    reroll_expectation,
    reroll_values,
)
from game.games.doty.faces import EVERYONE_SCORES_POINTS, hand_of
from game.games.doty.rules import CALLED_SHOT_DECLARATIONS, MAX_TARGET, Declare, Options, Reroll, State


def test_called_shot_expectations_match_every_throw_played_through_the_rules():
    for key in CALLED_SHOT_DECLARATIONS:
        total = 0
        for throw in product(range(1, 7), repeat=3):
            state = State.new(Options(variant="called_shot", target=MAX_TARGET))
            state.apply(Declare(key))
            state.apply(ThrowResult.kept(*throw))
            total += state.scores[0]
        assert called_shot_expectation(key) == Fraction(total, 216)


@pytest.mark.parametrize("players", [2, 3])
def test_pairs_expectations_match_sampled_rounds(players):
    rng = random.Random(players)
    for key in ("dd", "family"):
        points, rounds = 0, 12000
        for _ in range(rounds):
            state = State.new(Options(names=tuple("ABCDEF"[:players]), variant="pairs", target=MAX_TARGET))
            state.apply(Declare(key))
            while state.declarer == 0 and state.phase != "declare" or state.phase == "set":
                state.apply(ThrowResult.kept(rng.randint(1, 6), rng.randint(1, 6)))
            points += state.scores[0]
        assert abs(points / rounds - float(pairs_expectation(key, players))) < 0.3


@pytest.mark.parametrize("dice", [(1, 1, 2, 3, 4), (1, 1, 2, 2, 3), (5, 5, 5, 1, 2), (1, 2, 3, 4, 5)])
def test_reroll_expectations_match_the_rules_and_the_best_choice_is_best(dice):
    def through_rules(picked):
        total = 0
        for landing in product(range(1, 7), repeat=len(picked)):
            state = State.new(Options(variant="everyone_scores", reroll=True, target=MAX_TARGET))
            state.apply(ThrowResult.kept(*dice))
            state.apply(Reroll(picked))
            state.apply(ThrowResult.kept(*landing))
            total += state.scores[0]
        return Fraction(total, 6 ** len(picked))

    for picked in ((0,), (2, 3), (2, 3, 4)):
        assert reroll_expectation(dice, picked) == through_rules(picked)
    choice, value = best_reroll(dice)
    subsets = [tuple(d for d in range(5) if m >> d & 1) for m in range(1, 32)]
    assert value >= max(reroll_expectation(dice, s) for s in subsets)
    if isinstance(choice, Reroll):
        assert value == reroll_expectation(dice, choice.dice)
    else:
        assert value == EVERYONE_SCORES_POINTS[hand_of(dice)]


def test_hard_declares_for_the_race_and_easy_anything():
    state = State.new(Options(names=("A", "B", "C"), variant="pairs"))
    values = race_values(state, 0)
    assert choose_action(state, 0, "hard", random.Random(1)) == Declare(max(values, key=values.get))
    seen = {choose_action(state, 0, "easy", random.Random(n)).key for n in range(40)}
    assert len(seen) > 3


def test_the_advice_on_a_reroll_is_every_choice_valued_as_the_rules_score_it():
    for dice in [(3, 1, 3, 5, 1), (6, 6, 6, 2, 4), (1, 2, 3, 4, 5), (2, 5, 2, 2, 5)]:
        values = dict(reroll_values(dice))
        assert len(values) == 31
        for picked in ((0,), (1, 3), (0, 2, 4), (0, 1, 2, 3, 4)):
            assert values[picked] == reroll_expectation(dice, picked)
