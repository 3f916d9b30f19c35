"""Computer players for Doty Dice.

- easy: any declaration, never re-rolls.
- normal: the declaration that most often comes good, and re-rolls the dice
  that are not part of a pair or better.
- hard: exact expected points. Pairs: every one of the 36 declaring throws,
  with a set's round solved in closed form; Called Shot: all 216 throws;
  Everyone Scores: every choice of dice to re-roll against every way they
  can land (7^5 hands in all).
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import product

from game.games.doty.faces import EVERYONE_SCORES_POINTS, face_of, hand_of
from game.games.doty.rules import (
    CALLED_SHOT_DECLARATIONS,
    PAIRS_DECLARATIONS,
    Declare,
    Keep,
    Reroll,
    State,
    called_shot_points,
)

LEVELS = ("easy", "normal", "hard")
FACES = range(1, 7)


@lru_cache(maxsize=None)
def set_round_value(key: str, set_faces: tuple, players: int) -> Fraction:
    """Points the declarer expects from a set round: throws go round the
    table starting after him, so he throws the n-th, 2n-th, ... of them. Each
    throw ends the round with chance 8/36 (six pairs, the set two ways)."""
    declaration = PAIRS_DECLARATIONS[key]
    going_on = Fraction(28, 36)
    multiplier_weight = sum(
        (4 if f in set_faces and declaration.fits(face_of(f)) else 2 if f in set_faces else 1) for f in FACES
    ) + 2 * 2  # the set again, either way round, scores double
    x = going_on ** players
    # sum over k = n, 2n, ... of k * going_on^(k-1), times the weights / 36
    return Fraction(players) / going_on * x / (1 - x) ** 2 * Fraction(multiplier_weight, 36)


@lru_cache(maxsize=None)
def pairs_expectation(key: str, players: int) -> Fraction:
    """Expected points of declaring ``key``: the declaring throw and the set
    round it may start (a win's next declaration is not counted)."""
    declaration = PAIRS_DECLARATIONS[key]
    total = Fraction(0)
    for a, b in product(FACES, repeat=2):
        if a == b:
            total += declaration.points if declaration.fits(face_of(a)) else 0
        else:
            total += set_round_value(key, tuple(sorted((a, b))), players)
    return total / 36


@lru_cache(maxsize=None)
def called_shot_expectation(key: str) -> Fraction:
    declaration = CALLED_SHOT_DECLARATIONS[key]
    return Fraction(sum(called_shot_points(declaration, t)[1] for t in product(FACES, repeat=3)), 216)


def reroll_expectation(dice: tuple, picked: tuple) -> Fraction:
    """Expected points of throwing the picked dice again: the new hand scores
    only if it ranks strictly higher than the one held."""
    held = hand_of(dice)
    total = 0
    for landing in product(FACES, repeat=len(picked)):
        new = list(dice)
        for position, value in zip(picked, landing):
            new[position] = value
        hand = hand_of(new)
        total += EVERYONE_SCORES_POINTS[hand] if hand.rank > held.rank else 0
    return Fraction(total, 6 ** len(picked))


@lru_cache(maxsize=None)
def _best_reroll_for_shape(dice: tuple):
    keep_value = Fraction(EVERYONE_SCORES_POINTS[hand_of(dice)])
    best, best_value = Keep(), keep_value
    for mask in range(1, 1 << len(dice)):
        picked = tuple(d for d in range(len(dice)) if mask >> d & 1)
        value = reroll_expectation(dice, picked)
        if value > best_value:
            best, best_value = Reroll(picked), value
    return best, best_value


def best_reroll(dice: tuple):
    """(Keep() or Reroll(...), its expected points)."""
    return _best_reroll_for_shape(tuple(dice))


def _unmatched(dice: list) -> tuple:
    counts = Counter(dice)
    return tuple(d for d, v in enumerate(dice) if counts[v] == 1)


def choose_action(state: State, seat: int, level: str, rng: random.Random):
    if state.phase == "declare":
        keys = list(state.declarations())
        if level == "easy":
            return Declare(rng.choice(keys))
        if state.variant == "pairs":
            if level == "hard":
                return Declare(max(keys, key=lambda k: pairs_expectation(k, state.players)))
            return Declare("family")  # the pair that comes most often, 2 throws in 9
        if level == "hard":
            return Declare(max(keys, key=called_shot_expectation))
        return Declare("cats")        # a point on almost every throw
    # Everyone Scores with re-rolls
    if level == "easy":
        return Keep()
    if level == "hard":
        return best_reroll(tuple(state.dice))[0]
    unmatched = _unmatched(state.dice)
    return Reroll(unmatched) if 0 < len(unmatched) < 5 and hand_of(state.dice).rank <= 1 else Keep()
