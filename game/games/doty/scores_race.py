"""Everyone Scores with re-rolls, solved heads-up: which dice to throw again
for the best chance to reach the target first.

Points come in rounds. The first seat throws (and may throw some dice again),
then the second; a round that leaves one seat alone on or past the target
ends the game, and a tie there is played off in more rounds. A position is
the two scores and whose throw is next:

- ``first[a][b]``: the first seat's chance, ``a`` against ``b``, before it throws;
- ``second[x][b]``: the second seat's chance, ``b`` against the first seat's
  ``x`` (its throw of this round scored), before its own throw.

A hand scores at least 1 unless a re-roll fails, so positions are filled
from the most points in all down. Only a round in which both re-rolls fail
comes back to the same position; that pair is solved by iterating to its
fixed point, which contracts because both must fail.

What a re-roll may score depends only on the hand's pattern (which dice are
alike: faces have no rank), so seven patterns carry the whole game. A choice
is left out of the solving when another choice of the same pattern scores at
least as much with at least the same chance at every level: more points
never hurt a seat in a race (a test checks the solving with every choice
gives the same values).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache, lru_cache
from itertools import product

from game.core.kept_solves import kept
from game.games.doty import faces
from game.games.doty.faces import EVERYONE_SCORES_POINTS, hand_of

FACES = range(1, 7)
Chances = tuple  # ((points, chance), ...), points ascending


def pattern_of(dice: tuple) -> tuple[tuple, tuple]:
    """The hand as its pattern (the commonest face first, faces renamed 1,
    2, ... in that order) and, for each place of the pattern, the position
    of the die it came from."""
    counts = Counter(dice)
    order = sorted(range(len(dice)), key=lambda p: (-counts[dice[p]], dice[p]))
    names: dict = {}
    pattern = tuple(names.setdefault(dice[p], len(names) + 1) for p in order)
    return pattern, tuple(order)


def _subsets(n: int):
    return (tuple(d for d in range(n) if mask >> d & 1) for mask in range(1, 1 << n))


def _pattern_chances(pattern: tuple) -> tuple[tuple[tuple, Chances], ...]:
    return pattern_tables()[pattern]


@lru_cache(maxsize=1)
def pattern_tables() -> dict[tuple, tuple[tuple[tuple, Chances], ...]]:
    """Every re-roll of each of the seven patterns a hand can have, with the
    points it may score and their chances (kept: a tenth of a second)."""

    def solve():
        patterns = {pattern_of(thrown)[0] for thrown in product(range(1, 7), repeat=5)}
        return {pattern: _solve_pattern(pattern) for pattern in sorted(patterns)}

    return kept("doty-everyone-scores-patterns", solve, (__file__, faces.__file__))


def _solve_pattern(pattern: tuple) -> tuple[tuple[tuple, Chances], ...]:
    held = hand_of(pattern)
    result = []
    for picked in _subsets(len(pattern)):
        scored: Counter = Counter()
        for landing in product(FACES, repeat=len(picked)):
            new = list(pattern)
            for position, value in zip(picked, landing):
                new[position] = value
            hand = hand_of(new)
            scored[EVERYONE_SCORES_POINTS[hand] if hand.rank > held.rank else 0] += 1
        throws = 6 ** len(picked)
        result.append((picked, tuple(sorted((points, Fraction(n, throws)) for points, n in scored.items()))))
    return tuple(result)


def keep_chances(dice) -> Chances:
    return ((EVERYONE_SCORES_POINTS[hand_of(dice)], Fraction(1)),)


def reroll_chances(dice) -> list[tuple[tuple, Chances]]:
    """Every choice of dice to throw again (positions, in order) with the
    points it may score and their chances: the new hand scores only if it
    ranks strictly higher than the one held, else nothing."""
    pattern, order = pattern_of(tuple(dice))
    return [(tuple(sorted(order[k] for k in picked)), chances) for picked, chances in _pattern_chances(pattern)]


def expected_points(chances: Chances) -> Fraction:
    return sum((points * chance for points, chance in chances), Fraction(0))


def _at_least_as_good(better: Chances, worse: Chances) -> bool:
    """``better`` scores each number of points or more at least as often."""
    levels = {points for points, _ in better} | {points for points, _ in worse}
    return all(sum(c for p, c in better if p >= level) >= sum(c for p, c in worse if p >= level) for level in levels)


@cache
def pattern_choices(prune: bool = True) -> tuple[tuple[float, tuple[Chances, ...]], ...]:
    """For each of the seven patterns: the chance of throwing it, and its
    different choices (keep, or each re-roll) as float chances."""
    thrown = Counter(pattern_of(t)[0] for t in product(FACES, repeat=5))
    result = []
    for pattern, n in sorted(thrown.items()):
        choices = {keep_chances(pattern)} | {chances for _, chances in _pattern_chances(pattern)}
        if prune:
            choices = {c for c in choices if not any(o != c and _at_least_as_good(o, c) for o in choices)}
        result.append((n / 6**5, tuple(tuple((p, float(c)) for p, c in choice) for choice in sorted(choices))))
    return tuple(result)


def _split(patterns) -> tuple:
    """Per pattern, each choice as (the throws that score, the chance of none)."""
    return tuple(
        (
            chance,
            tuple((tuple((p, c) for p, c in choice if p), sum(c for p, c in choice if not p)) for choice in choices),
        )
        for chance, choices in patterns
    )


POINTS = sorted(set(EVERYONE_SCORES_POINTS.values()))


def _best(split, linear) -> tuple[tuple[float, tuple[tuple[float, float], ...]], ...]:
    """Per pattern, each choice as (value of the throws that score, chance of
    none), from ``linear(points)`` the value of scoring ``points`` > 0."""
    values = {p: linear(p) for p in POINTS}
    return tuple(
        (chance, tuple((sum(c * values[p] for p, c in scoring), nothing) for scoring, nothing in choices))
        for chance, choices in split
    )


def _value(parts, nothing_value: float) -> float:
    return sum(
        chance * max(scoring + nothing * nothing_value for scoring, nothing in choices) for chance, choices in parts
    )


def _fixed_point(f, x: float = 0.5, tol: float = 1e-14) -> float:
    """x = f(x) for f increasing, piecewise linear and contracting: Steffensen's
    steps, exact once the best choices settle, so a few calls suffice."""
    for _ in range(100):
        y = f(x)
        z = f(y)
        bend = z - 2 * y + x
        new = x - (y - x) ** 2 / bend if abs(bend) > 1e-300 else z
        if abs(new - x) < tol:
            return f(new)
        x = new
    return x


class ScoresRace:
    """Heads-up Everyone Scores with re-rolls, to ``goal``."""

    def __init__(self, goal: int, prune: bool = True):
        self.goal = goal
        self.patterns = _split(pattern_choices(prune))
        self.playoff = self._solve_playoff()
        self._beyond_cache: dict[int, float] = {}
        self.first = [[0.0] * goal for _ in range(goal)]
        self.second = [[0.0] * goal for _ in range(goal)]
        self._fill()

    # --- the end of a round ---

    def _beyond(self, lead: int, playoff: float) -> float:
        """The second seat's chance when the first, past the target or in a
        playoff, leads it by ``lead`` before its throw: it must score more,
        and scoring exactly the lead is another playoff."""
        parts = _best(self.patterns, lambda q: 1.0 if q > lead else 1 - playoff if q == lead else 0.0)
        return _value(parts, 1.0 if lead < 0 else 1 - playoff if lead == 0 else 0.0)

    def _solve_playoff(self) -> float:
        """The first seat's chance in a playoff from equal scores."""
        playoff = 0.5
        for _ in range(200):
            parts = _best(self.patterns, lambda p: 1 - self._beyond(p, playoff))  # noqa: B023 (called within this pass of the loop)
            new = _value(parts, 1 - self._beyond(0, playoff))
            if abs(new - playoff) < 1e-13:
                return new
            playoff = new
        return playoff

    def end_of_round(self, x: int, y: int) -> float:
        """The first seat's chance with a round over at ``x`` against ``y``."""
        if x >= self.goal or y >= self.goal:
            return 1.0 if x > y else 0.0 if x < y else self.playoff
        return self.first[x][y]

    def second_chance(self, x: int, b: int) -> float:
        """``second[x][b]`` for any ``x``: past the target only the lead counts."""
        if x < self.goal:
            return self.second[x][b]
        lead = x - b
        if lead not in self._beyond_cache:
            self._beyond_cache[lead] = self._beyond(lead, self.playoff)
        return self._beyond_cache[lead]

    # --- filling ---

    def _fill(self) -> None:
        g = self.goal
        for total in range(2 * g - 2, -1, -1):
            for a in range(max(0, total - g + 1), min(g - 1, total) + 1):
                b = total - a
                seconds = _best(self.patterns, lambda q, a=a, b=b: 1 - self.end_of_round(a, b + q))
                firsts = _best(self.patterns, lambda p, a=a, b=b: 1 - self.second_chance(a + p, b))
                first = _fixed_point(lambda x, s=seconds, f=firsts: _value(f, 1 - _value(s, 1 - x)))
                self.first[a][b], self.second[a][b] = first, _value(seconds, 1 - first)

    # --- reading ---

    def value_as_first(self, mine: int, theirs: int, chances: Chances) -> float:
        """The chance to win of a throw's ``chances`` for the round's first
        seat (the other still to throw this round)."""
        if max(mine, theirs) >= self.goal and mine != theirs:
            return 1.0 if mine > theirs else 0.0  # cannot happen at a real table
        if mine >= self.goal:  # a playoff
            return sum(float(c) * (1 - self._beyond(p, self.playoff)) for p, c in chances)
        return sum(float(c) * (1 - self.second_chance(mine + p, theirs)) for p, c in chances)

    def value_as_second(self, mine: int, theirs: int, chances: Chances) -> float:
        """The chance to win of a throw's ``chances`` for the round's last
        seat (the other has thrown this round: ``theirs`` includes it)."""
        return sum(float(c) * (1 - self.end_of_round(theirs, mine + p)) for p, c in chances)


@lru_cache(maxsize=4)
def scores_race(goal: int) -> ScoresRace:
    return kept(f"doty-everyone-scores-{goal}", lambda: ScoresRace(goal), (__file__, faces.__file__))
