"""Computer players for Spottle.

- easy: bets a loose handful, raises on a whim.
- normal: bets a modest share of the purse, raises on a strong first die.
- hard: bets a small share, and raises exactly when the raise is worth it:
  every way the player's second die and the Master's second die can fall is
  counted (with the chance the toad or the crocodile takes the die), and a
  raise doubles the bet, so it pays whenever the bet's expectation is above 0.

All of them bet an object only when their coins run out, and accept the
Master's valuation.
"""

from __future__ import annotations

import random
from fractions import Fraction

from game.games.spottle.items import ITEMS
from game.games.spottle.rules import PAYOFF, TEETH, Accept, Bet, Hold, Offer, Raise, State, outcome

# The measured swallow rate of a standard throw with the live toad (see the
# README's "Measured"): the chance the second die is taken and counts 0.
TOAD_SWALLOW_RATE = Fraction(1, 18)
BET_SHARE = {"easy": 0.08, "normal": 0.05, "hard": 0.03}


def loss_chance(state: State, seat: int) -> Fraction:
    """The chance the player's second die counts 0 before it is thrown."""
    if seat == state.doomed:
        return Fraction(1)
    if state.options.toad == "toad":
        return TOAD_SWALLOW_RATE
    if state.options.toad == "crocodile":
        return Fraction(1, TEETH - state.teeth_pressed)
    return Fraction(0)


def bet_expectation(first: int, master_first: int, lose_second: Fraction = Fraction(0)) -> Fraction:
    """The player's expected result in bets (before a raise) given the first
    die of each, over the 36 ways the two second dice fall."""
    total = Fraction(0)
    for mine in range(0, 7):
        chance_mine = lose_second if mine == 0 else (1 - lose_second) / 6
        if not chance_mine:
            continue
        for masters in range(1, 7):
            total += chance_mine * Fraction(1, 6) * PAYOFF[outcome(first + mine, master_first + masters)]
    return total


def choose_action(state: State, seat: int, level: str, rng: random.Random):
    if state.phase == "value":
        return Accept()
    if state.phase == "bet":
        return _bet(state, seat, level, rng)
    if not state.can_raise(seat):
        return Hold()
    first = state.rolls[seat][0] or 0
    master_first = state.master_rolls[0]
    if level == "hard":
        wants = bet_expectation(first, master_first, loss_chance(state, seat)) > 0
    elif level == "normal":
        wants = first >= 4 and first > master_first
    else:
        wants = rng.random() < 0.25
    return Raise() if wants else Hold()


def _bet(state: State, seat: int, level: str, rng: random.Random):
    most = state.max_bet(seat)
    if most < 1:
        cheapest = min(state.inventories[seat], key=lambda key: ITEMS[key].price)
        return Offer(cheapest)
    share = BET_SHARE[level] * (rng.uniform(0.5, 1.5) if level == "easy" else 1)
    return Bet(max(1, min(most, round(state.purses[seat] * share))))
