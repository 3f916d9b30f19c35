"""Spottle's computer players: the hard player's expectation checked against
rounds played through the rules, and bets that fit purse and table."""

import random
from fractions import Fraction

import pytest

from game.core.dice import Fate, ThrowResult
from game.games.spottle.ai import bet_expectation, choose_action, loss_chance
from game.games.spottle.rules import Accept, Bet, Hold, Offer, Options, Raise, State
from game.match import Match


def _played(first: int, master_first: int, second: ThrowResult, master_second: int) -> int:
    """The player's gain in bets from one round played through the rules."""
    state = State.new(Options(names=("Crag",), purses=(100,)))
    start = state.purses[0]
    for move in (Bet(1), ThrowResult.kept(first), ThrowResult.kept(master_first), Hold(), second,
                 ThrowResult.kept(master_second)):
        state.apply(move)
    fee = 1 if second.fates[0] is Fate.SWALLOWED else 0
    return state.purses[0] - start + fee


@pytest.mark.parametrize("lose", [Fraction(0), Fraction(1, 20)])
def test_expectation_matches_rounds_played_through_the_rules(lose):
    for first in range(1, 7):
        for master_first in range(1, 7):
            expected = Fraction(0)
            for master_second in range(1, 7):
                for mine in range(1, 7):
                    expected += (1 - lose) / 36 * _played(first, master_first, ThrowResult.kept(mine), master_second)
                eaten = ThrowResult((6,), (Fate.SWALLOWED,))
                expected += lose / 6 * _played(first, master_first, eaten, master_second)
            assert bet_expectation(first, master_first, lose) == expected, (first, master_first)


def test_hard_raises_exactly_when_the_bet_is_worth_more_than_nothing():
    rng = random.Random(1)
    raised = []
    for first in range(1, 7):
        for master_first in range(1, 7):
            state = State.new(Options(names=("Crag",), purses=(100,)))
            for move in (Bet(5), ThrowResult.kept(first), ThrowResult.kept(master_first)):
                state.apply(move)
            choice = choose_action(state, 0, "hard", rng)
            worth = bet_expectation(first, master_first, loss_chance(state, 0))
            assert isinstance(choice, Raise) == (worth > 0), (first, master_first)
            if isinstance(choice, Raise):
                raised.append((first, master_first))
    assert (6, 1) in raised and (1, 6) not in raised and (5, 6) not in raised  # a 5+6 busts, so a 5 waits


def test_a_doomed_second_die_counts_nothing():
    state = State.new(Options(names=("Crag",), purses=(100,), toad="randomizer"))
    state.apply(ThrowResult.kept(1))
    assert state.doomed == 0
    assert loss_chance(state, 0) == 1
    assert bet_expectation(4, 3, Fraction(1)) == Fraction(-5, 6)  # 4 + 0 against 4 to 9: one push, five losses


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bets_fit_the_purse_and_the_limit_and_objects_come_last(level):
    rng = random.Random(level)
    state = State.new(Options(names=("Crag",), purses=(2000,), limit=40))
    move = choose_action(state, 0, level, rng)
    assert isinstance(move, Bet) and 1 <= move.coins <= 40
    state = State.new(Options(names=("Crag", "Soily"), purses=(3, 100)))
    state.apply(Bet(1))
    for move in (Bet(1), ThrowResult.kept(1), ThrowResult.kept(1), ThrowResult.kept(6), Hold(), ThrowResult.kept(1),
                 Hold(), ThrowResult.kept(1), ThrowResult.kept(6)):
        state.apply(move)
    assert state.purses[0] == 0 and state.turn == 0
    offer = choose_action(state, 0, level, rng)
    assert offer == Offer("torches")  # the cheapest thing in the kit
    state.apply(offer)
    assert choose_action(state, 0, level, rng) == Accept()


def test_computer_sessions_end():
    for toad in ("toad", "crocodile", "randomizer"):
        match = Match(Options(names=("A", "B", "C"), purses=(300, 300, 300), toad=toad, rounds=6),
                      ("easy", "normal", "hard"), seed=5)
        steps = 0
        while not match.over:
            match.play_computer_step()
            steps += 1
            assert steps < 2000
        assert match.state.round == 6
