"""A hand of Death's Will solved for coins.

Both seats see everything, so a hand is a two-player zero-sum game of
perfect information with chance. The solver finds, for every position of a
hand, what seat 0 can expect to take in from then on (the pot it wins, less
the antes and penalties it still pays) when both seats play their best: seat
0 the most, seat 1 the least, since the two expectations add up to the pot.

A position is who acts, each seat's standing score or none, who has anted,
the challenger (who throws first after a tie), the ante and the pot. Chance
is each throw's reading, with the thrower's own chance of a piss. Ante and
pot are counted in coins of the stakes; the ante can be raised up to
``MAX_ANTE`` coins. The purses are taken to be deep enough for the hand (the
table offers only the moves a purse can pay, see ``ai``).

Every decision spends coins into the pot, so each move leads to a bigger pot:
the values are filled in from the biggest pot down, exactly, without search.
Past ``pot_cap`` coins (far past where a hand usually goes) nobody folds or
raises any more, and the hand is a plain chain of throws solved in closed
form (``chain``); values there are linear in the pot and the ante.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from game.core.kept_solves import kept
from game.games.deaths_will import odds
from game.games.deaths_will.odds import throw_odds

MAX_ANTE = 9  # coins of the stakes: the base ante raised by at most 8
FOLD = "fold"  # an option of ``option_values``; any other is a raise in coins (0: a plain ante)

_PLAGUE, _FAVOR, _WOE, _WEAL, _SCORE, _NOTHING = range(6)


# Seat 0's worth: a number, or for the chain the pair of (pot, ante) coefficients.
Worth = TypeVar("Worth", float, tuple[float, float])


@dataclass(frozen=True)
class Spot:
    """Where a hand stands, apart from the ante and the pot. ``turn`` acts
    next (antes or folds, then throws); ``scores`` are the standing scores,
    None for a seat still without one."""

    turn: int
    scores: tuple
    anted: tuple
    challenger: int


def _throw_outcomes(sides: int, piss: float) -> tuple:
    o = throw_odds(sides)
    kept = 1 - piss
    outcomes = [
        (_PLAGUE, 0, float(o.plague) * kept),
        (_FAVOR, 0, float(o.favor) * kept),
        (_WOE, 0, float(o.woe) * kept),
        (_WEAL, 0, float(o.weal) * kept),
    ]
    outcomes += [(_SCORE, s, float(o.score(s)) * kept) for s in range(1, sides + 1) if o.score(s)]
    outcomes.append((_NOTHING, 0, float(o.nothing) * kept + piss))
    return tuple(outcomes)


def _spots(sides: int) -> list[Spot]:
    """Every spot a hand can reach: before anyone scores (any anted flags),
    and a chase (one seat stands on a score, the other, to act, has none)."""
    found = []
    for challenger in (0, 1):
        for turn in (0, 1):
            for anted in ((False, False), (True, False), (False, True), (True, True)):
                found.append(Spot(turn, (None, None), anted, challenger))
            other = 1 - turn
            for s in range(1, sides + 1):
                scores = (s, None) if other == 0 else (None, s)
                found.append(Spot(turn, scores, _CHASE_FLAGS, challenger))
    return found


class HandSolver:
    """Seat 0's expectation from every position of a hand at these stakes,
    with these chances of a piss for seat 0 and seat 1."""

    def __init__(self, sides: int, piss: tuple[float, float], pot_cap: int):
        self.sides, self.piss, self.pot_cap = sides, piss, pot_cap
        self._outcomes = tuple(_throw_outcomes(sides, p) for p in piss)
        self.spots = _spots(sides)
        self._index = {spot: k for k, spot in enumerate(self.spots)}
        self.chain = self._solve_chain()
        # Per spot: the spot once its seat has anted, and its throw as a plan:
        # the ends' worth as coefficients of pot and ante, and the spots it leads to.
        self._anted_k = [self._index[self._anted(spot)] for spot in self.spots]
        self._plans = [self._plan(spot) for spot in self.spots]
        self._decisions: dict[int, list[list[float]]] = {}  # [pot][ante] -> a value per spot index
        self._throws: dict[int, list[list[float]]] = {}  # the same once the seat to act has anted
        for pot in range(pot_cap, -1, -1):
            self._fill(pot)

    # --- what the table asks ---

    def value(self, spot: Spot, ante: int, pot: int) -> float:
        """Seat 0's expectation, in coins of the stakes, with ``spot.turn`` to act."""
        k = self._index[self._normal(spot)]
        if pot > self.pot_cap:
            w, c = self.chain[0][k]
            return w * pot + c * ante
        return self._decisions[pot][ante][k]

    def option_values(self, spot: Spot, ante: int, pot: int) -> dict:
        """Seat 0's expectation after each choice of the seat to act: FOLD
        (when the pot holds anything) and each raise it may make (0 to
        MAX_ANTE - ante coins)."""
        spot = self._normal(spot)
        k = self._index[spot]
        options: dict[str | int, float] = {}
        if pot > 0:
            options[FOLD] = 0.0 if spot.turn == 0 else float(pot)
        for coins in range(MAX_ANTE - ante + 1):
            paid = ante + coins
            options[coins] = self._after_ante(spot, k, paid, pot + paid)
        return options

    # --- the fill ---

    def _normal(self, spot: Spot) -> Spot:
        """The flags that matter: in a chase both seats have anted in effect
        (the one standing has; the chaser's own flag changes nothing)."""
        if spot.scores[1 - spot.turn] is not None:
            return Spot(spot.turn, spot.scores, _CHASE_FLAGS, spot.challenger)
        return spot

    def _after_ante(self, spot: Spot, k: int, ante: int, pot: int) -> float:
        paid = -ante if spot.turn == 0 else 0.0
        if pot > self.pot_cap:
            w, c = self.chain[1][self._anted_k[k]]
            return paid + w * pot + c * ante
        return paid + self._throws[pot][ante][self._anted_k[k]]

    def _plan(self, spot: Spot) -> tuple[float, float, tuple]:
        """A throw from ``spot`` as (pot coefficient, ante coefficient, the
        chance of each spot it leads to): the same sum ``_throw_value``
        makes, set out once so the fill only looks values up."""
        leads: dict[int, float] = {}
        self._recorded: int | None = None

        def record(following: Spot):
            self._recorded = self._index[self._normal(following)]
            return (0.0, 0.0)

        ends = [0.0, 0.0]
        for chance, outcome in self._each_outcome(spot):
            self._recorded = None
            value = outcome((1.0, 0.0), record)
            if self._recorded is None:
                ends[0] += chance * value[0]
                ends[1] += chance * value[1]
            else:
                leads[self._recorded] = leads.get(self._recorded, 0.0) + chance
        return ends[0], ends[1], tuple(leads.items())

    def _anted(self, spot: Spot) -> Spot:
        anted = (True, spot.anted[1]) if spot.turn == 0 else (spot.anted[0], True)
        return self._normal(Spot(spot.turn, spot.scores, anted, spot.challenger))

    def _fill(self, pot: int) -> None:
        decisions = [[0.0] * len(self.spots) for _ in range(MAX_ANTE + 1)]
        throws = [[0.0] * len(self.spots) for _ in range(MAX_ANTE + 1)]
        self._decisions[pot], self._throws[pot] = decisions, throws
        for ante in range(1, MAX_ANTE + 1):
            for k, spot in enumerate(self.spots):
                options = [
                    self._after_ante(spot, k, ante + coins, pot + ante + coins) for coins in range(MAX_ANTE - ante + 1)
                ]
                if pot > 0:
                    options.append(0.0 if spot.turn == 0 else float(pot))
                decisions[ante][k] = max(options) if spot.turn == 0 else min(options)
        for ante in range(1, MAX_ANTE + 1):
            row, out = decisions[ante], throws[ante]
            for k, (per_pot, per_ante, leads) in enumerate(self._plans):
                out[k] = per_pot * pot + per_ante * ante + sum(chance * row[j] for j, chance in leads)

    def _throw_value(self, spot: Spot, ante: int, pot: Worth, next_value) -> Worth:
        """Seat 0's expectation as ``spot.turn``'s dice fly, with pot and ante
        paid: each reading's end, or ``next_value`` of the spot it leads to.
        ``pot`` may be a number or, for the chain, the pair (pot, ante) of
        coefficients; ``next_value`` answers in the same kind."""
        total = _zero(pot)
        for chance, outcome in self._each_outcome(spot):
            total = _plus(total, _scale(outcome(pot, next_value, ante), chance))
        return total

    def _each_outcome(self, spot: Spot):
        """(chance, outcome) of each reading of a throw from ``spot``; an
        outcome takes (pot, next_value, ante) and gives seat 0's worth."""
        t, other = spot.turn, 1 - spot.turn
        standing = spot.scores[other]
        for kind, score, chance in self._outcomes[t]:
            if kind == _PLAGUE:
                yield chance, lambda pot, after, ante=1: _to(other, pot)
            elif kind == _FAVOR:  # the pot won, or only the thrower's own antes back: to the thrower
                yield chance, lambda pot, after, ante=1: _to(t, pot)
            elif kind == _WOE:
                yield chance, lambda pot, after, ante=1: _woe(t, pot, ante)
            elif kind == _WEAL:
                yield chance, lambda pot, after, ante=1: _weal(t, pot, ante)
            elif kind == _SCORE and standing is None:
                scores = (score, spot.scores[1]) if t == 0 else (spot.scores[0], score)
                following = Spot(other, scores, spot.anted, spot.challenger)
                yield chance, lambda pot, after, ante=1, f=following: after(f)
            elif kind == _SCORE and score == standing:  # a tie: scores wiped, the pot stays, the challenger first
                following = Spot(spot.challenger, (None, None), (True, True), spot.challenger)
                yield chance, lambda pot, after, ante=1, f=following: after(f)
            elif kind == _SCORE:
                winner = t if score > standing else other
                yield chance, lambda pot, after, ante=1, w=winner: _to(w, pot)
            else:
                following = Spot(other if standing is None else t, spot.scores, spot.anted, spot.challenger)
                yield chance, lambda pot, after, ante=1, f=following: after(f)

    def _solve_chain(self) -> tuple[list, list]:
        """With nobody folding or raising, every value is w * pot + c * ante:
        (w, c) per spot, for a seat to act and for one whose dice fly. Found
        by iterating the chain of throws to its fixed point."""
        n = len(self.spots)
        decide = [(0.0, 0.0)] * n
        thrown = [(0.0, 0.0)] * n
        for _ in range(2000):
            thrown = [
                self._throw_value(spot, 1, (1.0, 0.0), lambda following: decide[self._index[self._normal(following)]])  # noqa: B023 (called within this pass of the loop)
                for spot in self.spots
            ]
            new = []
            for _k, spot in enumerate(self.spots):
                w, c = thrown[self._index[self._anted(spot)]]
                # ante paid: the pot grows by it, and seat 0 paid it if it acts
                new.append((w, w + c - (1.0 if spot.turn == 0 else 0.0)))
            change = max(abs(a - b) + abs(c - d) for (a, c), (b, d) in zip(new, decide))
            decide = new
            if change < 1e-13:
                break
        return decide, thrown


_CHASE_FLAGS = (True, True)


# Values as coefficient pairs (of the pot, of the ante) or plain numbers.


def _zero(pot):
    return (0.0, 0.0) if isinstance(pot, tuple) else 0.0


def _plus(a, b):
    return (a[0] + b[0], a[1] + b[1]) if isinstance(a, tuple) else a + b


def _scale(a, k):
    return (a[0] * k, a[1] * k) if isinstance(a, tuple) else a * k


def _to(seat: int, pot):
    """Seat 0's take when ``seat`` wins the pot."""
    if isinstance(pot, tuple):
        return pot if seat == 0 else (0.0, 0.0)
    return float(pot) if seat == 0 else 0.0


def _ante_times(ante, pot, k):
    return (0.0, float(k)) if isinstance(pot, tuple) else float(k * ante)


def _woe(t: int, pot, ante):
    """The thrower pays two antes more, the other takes the pot and them."""
    if t == 0:
        return _ante_times(ante, pot, -2)
    return _plus(_to(0, pot), _ante_times(ante, pot, 2))


def _weal(t: int, pot, ante):
    """The thrower takes the pot and two antes more from the other."""
    if t == 0:
        return _plus(_to(0, pot), _ante_times(ante, pot, 2))
    return _ante_times(ante, pot, -2)


@lru_cache(maxsize=8)
def solver_for(sides: int, piss: tuple[float, float]) -> HandSolver:
    """The solved hand for a table, kept: it does not change with the purses."""
    return kept(
        f"deaths-will-d{sides}-{piss[0]!r}-{piss[1]!r}",
        lambda: HandSolver(sides, piss, pot_cap=POT_CAP[sides]),
        (__file__, odds.__file__),
    )


# Past these pots (coins of the stakes) a hand very seldom goes; a chase at
# d12 scores one throw in four, so its pots run longest.
POT_CAP = {4: 40, 6: 48, 12: 72}
