"""Computer players for Doty Dice, and the old hand's advice.

Every option at a decision has a value (``option_values``):
- a declaration in Pairs or Called Shot: the chance to win the race, from
  ``race`` (exact heads-up; with more players, against the leader's score;
  in Called Shot answering an easy leader's any-declaration as such);
- a re-roll in Everyone Scores: the chance to win the race, from
  ``scores_race`` (exact heads-up; with more players, against the seat with
  the most points among those still in the round, as first or second to
  throw as it sits); the hand's expected points are shown beside it.

The levels use them so:
- hard: the best option, always;
- normal: any option within ``NORMAL_MARGIN`` of the best, by chance;
- easy: any declaration, never re-rolls.

A Tavern Road regular's style (``game.core.play_style``) tilts its level's
choice: a bold player calls long shots (a declaration whose points spread
widest, ``long_shot``) and throws more dice again, up to ``STYLE_WEIGHT`` of
a chance to win more (an easy one does not weigh re-rolls); a careful one the sure thing and the hand it holds; now
and then (``bluff``) a bold one calls the longest shot there is. Without a
style nothing changes.

``pairs_expectation`` and ``called_shot_expectation`` give a declaration's
points per throw, which the README quotes (every Called Shot declaration is
worth about one point a throw: it is the race that tells them apart).
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import cache
from itertools import product

from game.core.advice import Option
from game.core.play_style import Style
from game.games.doty.faces import EVERYONE_SCORES_POINTS, face_of, hand_of
from game.games.doty.race import CalledShotRace, PairsRace, called_shot_race, pairs_race
from game.games.doty.rules import (
    CALLED_SHOT_DECLARATIONS,
    PAIRS_DECLARATIONS,
    Declare,
    Keep,
    Reroll,
    State,
    called_shot_points,
)
from game.games.doty.scores_race import expected_points, keep_chances, pattern_tables, reroll_chances, scores_race

LEVELS = ("easy", "normal", "hard")
FACES = range(1, 7)


@cache
def set_round_value(key: str, set_faces: tuple, players: int) -> Fraction:
    """Points the declarer expects from a set round: throws go round the
    table starting after him, so he throws the n-th, 2n-th, ... of them. Each
    throw ends the round with chance 8/36 (six pairs, the set two ways)."""
    declaration = PAIRS_DECLARATIONS[key]
    going_on = Fraction(28, 36)
    multiplier_weight = (
        sum((4 if f in set_faces and declaration.fits(face_of(f)) else 2 if f in set_faces else 1) for f in FACES)
        + 2 * 2
    )  # the set again, either way round, scores double
    x = going_on**players
    # sum over k = n, 2n, ... of k * going_on^(k-1), times the weights / 36
    return Fraction(players) / going_on * x / (1 - x) ** 2 * Fraction(multiplier_weight, 36)


@cache
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


@cache
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


def reroll_values(dice: tuple) -> list[tuple[tuple, Fraction]]:
    """Every choice of dice to throw again (positions, in order) and its expected points."""
    return [(picked, expected_points(chances)) for picked, chances in reroll_chances(dice)]


def best_reroll(dice: tuple):
    """(Keep() or Reroll(...), its expected points): the most points."""
    best: Keep | Reroll = Keep()
    best_value = expected_points(keep_chances(dice))
    for picked, value in reroll_values(tuple(dice)):
        if value > best_value:
            best, best_value = Reroll(picked), value
    return best, best_value


NORMAL_MARGIN = {"declare": 0.04, "reroll": 0.02}  # chances to win the match
STYLE_WEIGHT = 0.06  # a chance to win a wholly bold player adds to the longest shot (and to every die thrown again)
BLUFF_RATE = 0.3  # a declaration's chance of the longest shot, for a wholly bluffing player


@cache
def long_shot(variant: str, key: str) -> float:
    """How long a shot a declaration is, from 0 (the surest) to 1 (the longest): the spread of the points
    a throw at it scores, against the widest of its variant's."""

    def spread(declaration) -> float:
        if variant == "pairs":
            points = [declaration.points if declaration.fits(face_of(a)) else 0 for a in FACES]
        else:
            points = [called_shot_points(declaration, t)[1] for t in product(FACES, repeat=3)]
        mean = sum(points) / len(points)
        return (sum((p - mean) ** 2 for p in points) / len(points)) ** 0.5

    table = PAIRS_DECLARATIONS if variant == "pairs" else CALLED_SHOT_DECLARATIONS
    spreads = {k: spread(d) for k, d in table.items()}
    low, high = min(spreads.values()), max(spreads.values())
    return (spreads[key] - low) / (high - low) if high > low else 0.0


def daring(state: State, action) -> float:
    """How bold a choice is, from 0 to 1: a declaration's long shot, a re-roll's dice thrown again."""
    if isinstance(action, Declare):
        return long_shot(state.variant, action.key)
    return len(action.dice) / max(1, len(state.dice)) if isinstance(action, Reroll) else 0.0


def race_values(state: State, seat: int, seats: tuple = ()) -> dict[str, float]:
    """Each declaration's chance to win, for ``seat`` about to declare.

    In Called Shot the leader's way of declaring is read from its seat: an
    easy computer declares anything alike, and the best answer to that is
    not the best answer to a player who declares well (heads-up, 62% against
    57% to win). In Pairs the declaration moves a race by about one in a
    hundred, so the race both play their best is read."""
    others = [p for p in range(len(state.scores)) if p != seat]
    theirs = max(state.scores[p] for p in others)
    race: PairsRace | CalledShotRace
    if state.variant == "pairs":
        race = pairs_race(state.options.goal)
    else:
        leaders = [p for p in others if state.scores[p] == theirs]
        easy = len(seats) == len(state.scores) and all(seats[p] == "easy" for p in leaders)
        race = called_shot_race(state.options.goal, "any" if easy else "best")
    return race.declaration_values(state.scores[seat], theirs)


def option_values(state: State, seat: int, seats: tuple = ()) -> list[Option]:
    """Every option of ``seat`` (to act), with its value, best first;
    ``seats``, each seat's controller, tells how the others declare."""
    if state.phase == "declare":
        declarations = state.declarations()
        options = [
            Option(Declare(key), chance, f"Declare {declarations[key].title}", f"{chance:.1%} to win")
            for key, chance in race_values(state, seat, seats).items()
        ]
    elif state.phase == "reroll":
        dice = tuple(state.dice)
        value = reroll_race(state, seat)
        kept = keep_chances(dice)
        options = [Option(Keep(), value(kept), "Keep the hand", _reroll_worth(value(kept), kept))]
        for picked, chances in reroll_chances(dice):
            options.append(
                Option(Reroll(picked), value(chances), _reroll_label(picked), _reroll_worth(value(chances), chances))
            )
    else:
        return []
    options.sort(key=lambda option: -option.value)
    return options


def reroll_race(state: State, seat: int):
    """The chance to win of a throw's (points, chance) pairs for ``seat``,
    read against the seat with the most points among the others still in
    the round: as the round's first thrower if that seat throws after it,
    else as the second."""
    race = scores_race(state.options.goal)
    others = [p for p in state.round_players if p != seat]
    theirs = max(state.scores[p] for p in others)
    leaders = [p for p in others if state.scores[p] == theirs]
    mine = state.scores[seat]
    if any(state.round_hands[p] is None for p in leaders):
        return lambda chances: race.value_as_first(mine, theirs, chances)
    return lambda chances: race.value_as_second(mine, theirs, chances)


def _reroll_worth(chance: float, chances) -> str:
    return f"{chance:.1%} to win ({float(expected_points(chances)):.1f} points)"


def _reroll_label(positions: tuple) -> str:
    numbers = [str(p + 1) for p in positions]
    if len(numbers) == 1:
        return f"Throw die {numbers[0]} again"
    return f"Throw dice {', '.join(numbers[:-1])} and {numbers[-1]} again"


def advice(state: State, seat: int, seats: tuple = ()) -> list[Option]:
    """The old hand's view of a person's decision: each option, best first."""
    return option_values(state, seat, seats)


def prepare(options, seats: tuple) -> None:
    """Solve the race every seat but an easy one reads, for its decisions
    or its advice (Everyone Scores' race to 100 takes a second or two)."""
    if all(controller == "easy" for controller in seats):
        return
    if options.variant == "called_shot":
        called_shot_race(options.goal)
        called_shot_race(options.goal, "any")
    elif options.variant == "pairs":
        pairs_race(options.goal)
    elif options.variant == "everyone_scores" and options.reroll:
        scores_race(options.goal)
        pattern_tables()


def choose_action(
    state: State, seat: int, level: str, rng: random.Random, seats: tuple = (), style: Style | None = None
):
    if style is not None:  # a road regular's own way
        return _styled(state, seat, level, rng, seats, style)
    if level == "easy":
        if state.phase == "declare":
            return Declare(rng.choice(list(state.declarations())))
        return Keep()
    options = option_values(state, seat, seats)
    if level == "hard":
        return options[0].action
    margin = NORMAL_MARGIN[state.phase]
    return rng.choice([o for o in options if o.value >= options[0].value - margin]).action


def _styled(state: State, seat: int, level: str, rng: random.Random, seats: tuple, style: Style):
    """A level's choice tilted by a regular's style."""
    if state.phase == "declare" and rng.random() < style.bluff * BLUFF_RATE:
        return max((Declare(k) for k in state.declarations()), key=lambda d: (daring(state, d), d.key))
    if level == "easy":
        if state.phase != "declare":
            return Keep()
        choices = sorted(state.declarations(), key=lambda k: (long_shot(state.variant, k), k))
        if rng.random() < abs(style.bold):  # the surer half, or the longer
            half = len(choices) // 2
            choices = choices[half:] if style.bold > 0 else choices[: half + 1]
        return Declare(rng.choice(choices))
    worth = [
        (o.value + style.bold * STYLE_WEIGHT * daring(state, o.action), o) for o in option_values(state, seat, seats)
    ]
    worth.sort(key=lambda pair: -pair[0])
    if level == "hard":
        return worth[0][1].action
    margin = NORMAL_MARGIN[state.phase]
    return rng.choice([o for value, o in worth if value >= worth[0][0] - margin]).action


def style_figures(state: State, action: object) -> dict[str, float]:
    """How bold a decision was: how long a shot was called, how many dice thrown again (``game.tools.style_sim``)."""
    if isinstance(action, Declare):
        return {"long_shot": long_shot(state.variant, action.key)}
    return {"rerolled": daring(state, action)} if isinstance(action, (Keep, Reroll)) else {}
