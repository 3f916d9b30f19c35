"""Doty Dice's races solved: the chance to reach the target first.

A race of two is solved exactly by dynamic programming over the two scores.
``W[x][y]`` is the chance that the seat about to declare, with ``x`` points
against the other's ``y``, wins, both playing their best. A throw that scores
leads to a position of more points in all, so positions are filled from the
most points down; a throw that scores nothing passes the turn and swaps the
two, and that pair of positions is solved together by iterating to its fixed
point.

With three to six players the same tables are read with the leader's score
as the other's (the seat to beat is the one nearest the target): a sound
approximation, documented in the README, since every other seat is further
from winning than the leader.
"""

from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache
from itertools import combinations, product

from game.core.kept_solves import kept
from game.games.doty import faces, rules
from game.games.doty.faces import face_of
from game.games.doty.rules import CALLED_SHOT_DECLARATIONS, PAIRS_DECLARATIONS, called_shot_points

SOURCES = (__file__, faces.__file__, rules.__file__)  # what a kept race is computed by

FACES = range(1, 7)
SET_END = 8 / 36  # a set-round throw ends it: one of six pairs, or the set again


def _solve_two(first, second, tol: float = 1e-14) -> tuple[float, float]:
    """Fixed point of w1 = max_d (a_d + b_d (1 - w2)), w2 = max_d (c_d + e_d (1 - w1)):
    ``first`` and ``second`` are lists of (a, b). Each b is at most the chance
    that a throw scores nothing, well under 1, so the iteration contracts."""
    w1 = w2 = 0.5
    for _ in range(500):
        n1 = max(a + b * (1 - w2) for a, b in first)
        n2 = max(a + b * (1 - n1) for a, b in second)
        if abs(n1 - w1) + abs(n2 - w2) < tol:
            return n1, n2
        w1, w2 = n1, n2
    return w1, w2


# --- Called Shot ---------------------------------------------------------------


@cache
def called_shot_points_chances(key: str) -> tuple[tuple[int, float], ...]:
    """(points, chance) of one throw on a declaration, over its 216 throws."""
    declaration = CALLED_SHOT_DECLARATIONS[key]
    counts = Counter(called_shot_points(declaration, t)[1] for t in product(FACES, repeat=3))
    return tuple(sorted((points, n / 216) for points, n in counts.items()))


OTHERS = ("best", "any")  # how the other seat declares: for the best chance, or any declaration alike


class CalledShotRace:
    """Heads-up Called Shot to ``target``: the chance to win of each declaration.

    ``win[x][y]`` is my chance about to declare with ``x`` points against the
    other's ``y``; ``wait[x][y]`` my chance with the other about to declare.
    The other declares for its best chance (``other="best"``: the race both
    play their best, and ``wait[x][y] == 1 - win[y][x]``) or any declaration
    alike (``"any"``: how an easy player declares), and I answer that best."""

    def __init__(self, target: int, other: str = "best"):
        if other not in OTHERS:
            raise ValueError(f"the other seat declares {' or '.join(OTHERS)}, not {other!r}")
        self.target, self.other = target, other
        self.keys = tuple(CALLED_SHOT_DECLARATIONS)
        self.win = [[0.0] * target for _ in range(target)]
        self.wait = [[0.0] * target for _ in range(target)]
        self._fill()

    def _mine(self, key: str, x: int, y: int) -> tuple[float, float]:
        """(my chance over the throws that score, the chance of none), my declaration."""
        value, nothing = 0.0, 0.0
        for points, chance in called_shot_points_chances(key):
            if points == 0:
                nothing += chance
            elif x + points >= self.target:
                value += chance
            else:
                value += chance * self.wait[x + points][y]
        return value, nothing

    def _theirs(self, key: str, x: int, y: int) -> tuple[float, float]:
        """The same for the other's declaration, still my chance."""
        value, nothing = 0.0, 0.0
        for points, chance in called_shot_points_chances(key):
            if points == 0:
                nothing += chance
            elif y + points < self.target:
                value += chance * self.win[x][y + points]
        return value, nothing

    def _fill(self) -> None:
        t = self.target
        for total in range(2 * t - 2, -1, -1):
            for x in range(max(0, total - t + 1), min(t - 1, total) + 1):
                y = total - x
                mine = [self._mine(k, x, y) for k in self.keys]
                theirs = [self._theirs(k, x, y) for k in self.keys]
                self.win[x][y], self.wait[x][y] = self._solve(mine, theirs)

    def _solve(self, mine, theirs, tol: float = 1e-14) -> tuple[float, float]:
        """The pair of positions at the same scores, each throw that scores
        nothing passing to the other: iterated to its fixed point, which
        contracts since a throw scores something more often than not."""
        win = wait = 0.5
        for _ in range(500):
            new_win = max(a + b * wait for a, b in mine)
            replies = [a + b * new_win for a, b in theirs]
            new_wait = min(replies) if self.other == "best" else sum(replies) / len(replies)
            if abs(new_win - win) + abs(new_wait - wait) < tol:
                break
            win, wait = new_win, new_wait
        return new_win, new_wait

    def declaration_values(self, mine: int, theirs: int) -> dict[str, float]:
        """Each declaration's chance to win for the seat about to declare."""
        x, y = min(mine, self.target - 1), min(theirs, self.target - 1)
        values = {}
        for key in self.keys:
            value, nothing = self._mine(key, x, y)
            values[key] = value + nothing * self.wait[x][y]
        return values


@lru_cache(maxsize=8)
def called_shot_race(target: int, other: str = "best") -> CalledShotRace:
    return kept(f"doty-called-shot-{target}-{other}", lambda: CalledShotRace(target, other), SOURCES)


# --- Pairs ---------------------------------------------------------------------

GOING_ON = 1 - SET_END


def _even_tail(first: int) -> float:
    """The sum of GOING_ON ** (j - 1) over even j from ``first`` on."""
    j = first + first % 2
    return GOING_ON ** (j - 1) / (1 - GOING_ON**2)


class PairsRace:
    """Heads-up Pairs to ``target``: the chance to win of each declaration.

    A set round: the seat after the declarer throws first, and the j-th throw
    ends the round with chance (28/36)^(j-1) * 8/36, scoring j times 1 (a pair
    of a face not in the set: 4 ways in 36), 2 (a pair of a set face that does
    not fit the declaration, or the set again) or 4 (a pair of a set face
    that fits). Whoever ends it scores, and the other declares next."""

    def __init__(self, target: int):
        self.target = target
        self.keys = tuple(PAIRS_DECLARATIONS)
        self.win = [[0.0] * target for _ in range(target)]
        self._sets = {}
        for key in self.keys:
            declaration = PAIRS_DECLARATIONS[key]
            fits = [declaration.fits(face_of(f)) for f in FACES]
            counts = Counter(fits[a - 1] + fits[b - 1] for a, b in combinations(FACES, 2))
            self._sets[key] = (sum(fits), declaration.points, counts)
        self._fill()

    def _ended_by(self, multiplier: int, x: int, y: int) -> float:
        """The declarer's chance to win, summed over the throws j that end a
        set round scoring j * multiplier, each weighted by (28/36)^(j-1)."""
        win, t = self.win, self.target
        total, reach, j = 0.0, 1.0, 1
        while True:
            gained = j * multiplier
            if j % 2:  # the other scores
                if y + gained < t:
                    total += reach * (1 - win[y + gained][x])
            elif x + gained < t:  # the declarer scores
                total += reach * (1 - win[y][x + gained])
            else:  # the declarer reaches the target: every later even j too
                return total + _even_tail(j)
            j += 1
            reach *= GOING_ON

    def _set_round(self, x: int, y: int) -> tuple[float, float, float]:
        """The declarer's chance to win after a set with 0, 1 or 2 faces that fit."""
        a1, a2, a4 = (self._ended_by(m, x, y) for m in (1, 2, 4))
        none, one, two = ((4 * a1 + (4 - n) * a2 + n * a4) / 36 for n in (0, 1, 2))
        return none, one, two

    def _after(self, key: str, x: int, y: int, sets) -> tuple[float, float]:
        fitting_faces, points, counts = self._sets[key]
        keeps = self.win[x + points][y] if x + points < self.target else 1.0  # declares again
        value = fitting_faces / 36 * keeps
        value += sum(counts[n] * 2 / 36 * sets[n] for n in (0, 1, 2))
        return value, (6 - fitting_faces) / 36

    def _fill(self) -> None:
        t = self.target
        for total in range(2 * t - 2, -1, -1):
            for x in range(max(0, total - t + 1), min(t - 1, total) + 1):
                y = total - x
                if x > y:
                    continue
                sets_x, sets_y = self._set_round(x, y), self._set_round(y, x)
                mine = [self._after(k, x, y, sets_x) for k in self.keys]
                theirs = [self._after(k, y, x, sets_y) for k in self.keys]
                self.win[x][y], self.win[y][x] = _solve_two(mine, theirs)

    def declaration_values(self, mine: int, theirs: int) -> dict[str, float]:
        x, y = min(mine, self.target - 1), min(theirs, self.target - 1)
        sets = self._set_round(x, y)
        values = {}
        for key in self.keys:
            value, passes = self._after(key, x, y, sets)
            values[key] = value + passes * (1 - self.win[y][x])
        return values


@lru_cache(maxsize=8)
def pairs_race(target: int) -> PairsRace:
    return kept(f"doty-pairs-{target}", lambda: PairsRace(target), SOURCES)
