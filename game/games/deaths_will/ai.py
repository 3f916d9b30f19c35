"""Computer players for Death's Will.

- easy: antes every time, never raises, throws with a loose hand.
- normal: folds a hopeless chase, raises a little when clearly ahead.
- hard: folds and raises by the exact odds of the hand (``deaths_will_odds``),
  and throws with a steady hand.

None of them raises the ante past what the opponent can pay: forcing a fold
by outbidding a poor purse is legal, but no tavern would seat such a player
twice.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction

from game.games.deaths_will.odds import hand_odds
from game.games.deaths_will.rules import Ante, Fold, State

MAX_RAISE = 8  # antes

# The measured piss rate of a standard throw (see README, "Measured"), taken
# into the odds: a piss is a throw that changes nothing.
STANDARD_PISS_RATE = Fraction(1, 25)



def win_chance(state: State, seat: int) -> Fraction:
    """Chance that ``seat``, about to ante and throw, wins the hand from here."""
    odds = hand_odds(state.stakes.sides, STANDARD_PISS_RATE, seat == state.challenger)
    theirs = state.scores[1 - seat]
    return odds.me_first if theirs is None else odds.chasing(theirs)


def expected_gain_of_playing_on(state: State, seat: int) -> float:
    """Coins expected from anteing on rather than folding now: the pot is won
    with the hand's chance, while every throw until the chase ends costs an
    ante that is only lost if the hand is."""
    p = float(win_chance(state, seat))
    odds = hand_odds(state.stakes.sides, STANDARD_PISS_RATE, seat == state.challenger).odds
    throws = 1 / float(1 - odds.no_score)
    return p * state.pot - (1 - p) * state.ante * throws


def choose_action(state: State, seat: int, level: str, rng: random.Random):
    if not state.can_ante():
        return Fold()
    if level == "easy":
        return Ante(0)
    p = float(win_chance(state, seat))
    if state.can_fold() and state.scores[1 - seat] is not None:
        threshold = 0.0 if level == "hard" else -state.ante * 1.5
        if expected_gain_of_playing_on(state, seat) < threshold:
            return Fold()
    affordable = min(state.max_raise(), (state.purses[1 - seat] - state.ante) // state.stakes.ante)
    if affordable <= 0:
        return Ante(0)
    if level == "normal":
        return Ante(1) if p > 0.7 and rng.random() < 0.5 else Ante(0)
    # hard: stake more the surer the hand, up to MAX_RAISE antes and never
    # more than a tenth of the purse.
    edge = 2 * p - 1
    if edge <= 0.15:
        return Ante(0)
    purse_coins = state.purses[seat] // state.stakes.ante
    coins = min(affordable, max(1, purse_coins // 10), max(1, math.floor(edge * MAX_RAISE)))
    return Ante(coins)
