"""Exact odds of Death's Will, by enumerating every face of three dice.

Everything is a ``Fraction``: 1,728 outcomes for three d12 are cheap to count,
and the hand itself is a small absorbing chain solved in closed form.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import product

from game.core.dice import ThrowResult
from game.games.deaths_will.rules import Reading, read_throw


@dataclass(frozen=True)
class ThrowOdds:
    """The chance of each reading of one throw."""

    sides: int
    piss: Fraction
    plague: Fraction
    favor: Fraction
    woe: Fraction
    weal: Fraction
    scores: tuple[Fraction, ...]  # scores[s - 1]: the chance of a score of s
    nothing: Fraction

    @property
    def wins_now(self) -> Fraction:
        return self.favor + self.weal

    @property
    def loses_now(self) -> Fraction:
        return self.plague + self.woe

    @property
    def no_score(self) -> Fraction:
        """A throw that changes nothing: no score, or a piss."""
        return self.nothing + self.piss

    def score(self, s: int) -> Fraction:
        return self.scores[s - 1]

    def beats(self, s: int) -> Fraction:
        """Chance that one throw beats a standing score of s outright."""
        return self.wins_now + sum(self.scores[s:], Fraction(0))

    def loses_to(self, s: int) -> Fraction:
        """Chance that one throw loses at once against a standing score of s."""
        return self.loses_now + sum(self.scores[: s - 1], Fraction(0))


@cache
def throw_odds(sides: int, piss: Fraction = Fraction(0)) -> ThrowOdds:
    counts: dict = {}
    for faces in product(range(1, sides + 1), repeat=3):
        reading, score = read_throw(ThrowResult.kept(*faces), sides)
        key = score if reading is Reading.SCORE else reading
        counts[key] = counts.get(key, 0) + 1
    kept = (1 - piss) / sides**3

    def chance(key) -> Fraction:
        return counts.get(key, 0) * kept

    return ThrowOdds(
        sides=sides,
        piss=piss,
        plague=chance(Reading.PLAGUE),
        favor=chance(Reading.FAVOR),
        woe=chance(Reading.WOE),
        weal=chance(Reading.WEAL),
        scores=tuple(chance(s) for s in range(1, sides + 1)),
        nothing=chance(Reading.NOTHING),
    )


@dataclass(frozen=True)
class HandOdds:
    """Chances that 'me' wins the hand from each spot in it."""

    odds: ThrowOdds
    me_first: Fraction  # neither has a score, I am to throw
    them_first: Fraction  # neither has a score, they are to throw
    restart: Fraction  # after a tie: the challenger throws first

    def chasing(self, s: int) -> Fraction:
        """I throw (again and again) against their standing score of s."""
        o = self.odds
        return (o.beats(s) + o.score(s) * self.restart) / (1 - o.no_score)

    def defending(self, s: int) -> Fraction:
        """I stand on a score of s while they throw against it."""
        o = self.odds
        return (o.loses_to(s) + o.score(s) * self.restart) / (1 - o.no_score)


@cache
def hand_odds(sides: int, piss: Fraction, me_challenger: bool) -> HandOdds:
    """Solve the hand from the start: two unknowns, x = P(win | I throw first),
    y = P(win | they throw first), with a tie sending play back to whichever
    of them belongs to the challenger."""
    o = throw_odds(sides, piss)
    keep = 1 - o.no_score
    ss = sum(o.scores, Fraction(0))
    # Sums over the score t I (or they) might stand on.
    c = sum((o.score(t) * o.beats(t) for t in range(1, sides + 1)), Fraction(0)) / keep
    k = sum((o.score(t) ** 2 for t in range(1, sides + 1)), Fraction(0)) / keep
    n = o.no_score
    # x = W + ss - c - k + k*R + n*y   (I throw: win, or stand on t and they chase it)
    # y = L + c + k*R + n*x            (they throw: they lose, or I chase their t)
    w, lose = o.wins_now, o.loses_now
    if me_challenger:  # R = x
        a11, a12, b1 = 1 - k, -n, w + ss - c - k
        a21, a22, b2 = -(n + k), Fraction(1), lose + c
    else:  # R = y
        a11, a12, b1 = Fraction(1), -(n + k), w + ss - c - k
        a21, a22, b2 = -n, 1 - k, lose + c
    det = a11 * a22 - a12 * a21
    x = (b1 * a22 - a12 * b2) / det
    y = (a11 * b2 - a21 * b1) / det
    return HandOdds(o, x, y, x if me_challenger else y)
