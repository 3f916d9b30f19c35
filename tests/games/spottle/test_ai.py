"""Spottle's computer players: the hard player's expectation checked against
rounds played through the rules, and bets that fit purse and table."""

import random
from fractions import Fraction

import pytest

from game.core.dice import Fate, ThrowResult
from game.games.spottle.ai import (
    TOAD_LATER_PER_THROW,
    bet_expectation,
    choose_action,
    declaration_expectation,
    loss_chance,
    lost_later,
    throws_after,
)
from game.games.spottle.rules import Accept, Bet, Hold, Offer, Options, Raise, State
from game.services.match import Match


def _played(first: int, master_first: int, second: ThrowResult, master_second: int) -> int:
    """The player's gain in bets from one round played through the rules."""
    state = State.new(Options(names=("Crag",), purses=(100,)))
    start = state.purses[0]
    for move in (
        Bet(1),
        ThrowResult.kept(first),
        ThrowResult.kept(master_first),
        Hold(),
        second,
        ThrowResult.kept(master_second),
    ):
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


def test_expectation_with_the_first_die_taken_later_matches_rounds_played_through_the_rules():
    lose_first, lose_second = Fraction(1, 30), Fraction(1, 20)
    for first in range(1, 7):
        for master_first in range(1, 7):
            expected = Fraction(0)
            for master_second in range(1, 7):
                for mine in range(1, 7):
                    for taken, chance in (((), 1 - lose_first), (((0, 0),), lose_first)):
                        second = ThrowResult((mine,), (Fate.KEPT,), taken)  # its landing knocks the first in
                        gain = _played(first, master_first, second, master_second) + len(taken)
                        expected += chance * (1 - lose_second) / 36 * gain
                eaten = ThrowResult((6,), (Fate.SWALLOWED,))
                for taken, chance in (((), 1 - lose_first), (((0, 0),), lose_first)):
                    eaten = ThrowResult((6,), (Fate.SWALLOWED,), taken)
                    gain = _played(first, master_first, eaten, master_second) + len(taken)
                    expected += chance * lose_second / 6 * gain
            assert bet_expectation(first, master_first, lose_second, lose_first) == expected, (first, master_first)


def test_the_raise_counts_the_chance_the_toad_takes_the_lying_die_later():
    state = State.new(Options(names=("Crag", "Soily", "Wren"), purses=(100,) * 3))
    for move in (
        Bet(5),
        Bet(5),
        Bet(5),
        ThrowResult.kept(4),
        ThrowResult.kept(3),
        ThrowResult.kept(5),
        ThrowResult.kept(2),
    ):
        state.apply(move)
    assert state.phase == "declare" and state.turn == 0
    # Crag's first die lies there through his second throw, Soily's, Wren's and the Master's
    assert throws_after(state, 0, 0) == 2 + 1 + 3 + 1 and throws_after(state, 0, 1) == 3
    assert lost_later(state, 7) == 1 - (1 - TOAD_LATER_PER_THROW) ** 7 > lost_later(state, 4) > 0
    assert declaration_expectation(state, 0) == bet_expectation(
        4, 2, loss_chance(state, 0), 1 - (1 - TOAD_LATER_PER_THROW) ** 4
    )
    assert declaration_expectation(state, 0) < bet_expectation(4, 2, loss_chance(state, 0))
    no_toad = State.new(Options(names=("Crag",), purses=(100,), toad="crocodile"))
    assert lost_later(no_toad, 7) == 0


def test_hard_raises_exactly_when_the_bet_is_worth_more_than_nothing():
    rng = random.Random(1)
    raised = []
    for first in range(1, 7):
        for master_first in range(1, 7):
            state = State.new(Options(names=("Crag",), purses=(100,)))
            for move in (Bet(5), ThrowResult.kept(first), ThrowResult.kept(master_first)):
                state.apply(move)
            choice = choose_action(state, 0, "hard", rng)
            worth = declaration_expectation(state, 0)
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
    for move in (
        Bet(1),
        ThrowResult.kept(1),
        ThrowResult.kept(1),
        ThrowResult.kept(6),
        Hold(),
        ThrowResult.kept(1),
        Hold(),
        ThrowResult.kept(1),
        ThrowResult.kept(6),
    ):
        state.apply(move)
    assert state.purses[0] == 0 and state.turn == 0
    offer = choose_action(state, 0, level, rng)
    assert offer == Offer("torches")  # the cheapest thing in the kit
    state.apply(offer)
    assert choose_action(state, 0, level, rng) == Accept()


def test_computer_sessions_end():
    for toad in ("toad", "crocodile", "randomizer"):
        match = Match(
            Options(names=("A", "B", "C"), purses=(300, 300, 300), toad=toad, rounds=6),
            ("easy", "normal", "hard"),
            seed=5,
        )
        steps = 0
        while not match.over:
            match.play_computer_step()
            steps += 1
            assert steps < 2000
        assert match.state.round == 6
