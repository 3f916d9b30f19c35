"""Spots' computer players.

Every level places dice the same sound way (each number on the dog nearest
completion that has room for it: per number, nothing better exists) and
buries the rest. They differ in what they risk:
- easy picks a trick at random, pushes on by a coin's toss while its yard is
  low, and never spends a treat;
- normal weighs the chance of a bust before pushing on (the exact odds of
  the dice it would roll, see ``roll_odds``), spends a treat to avoid a bust,
  and scores its dogs once its yard is risky;
- hard plays normal's way with the limits that win most against it, found
  by playing them against each other: it pushes on while the exact chance
  of a bust stays under 2 in 5, scores at two complete dogs or a yard of 5,
  and spends a treat on a roll that places nothing while it has two.
Both choose tricks by their worth: the dice their rolls are expected to
place, less the bust they risk (the dice at stake), treats at a fixed worth.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache, lru_cache
from itertools import combinations_with_replacement
from math import factorial

from game.games.spots import moves
from game.games.spots.rules import BUST_OVER, State
from game.games.spots.tricks import TRICK_BY_KEY

TREAT_WORTH = 1.2  # a treat's worth, in dice placed
BUST_COST = 1.0  # a bust costs every die on the dogs, and this much more


@cache
def outcomes(count: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every way ``count`` dice can fall, as sorted values with their chance."""
    result = []
    for values in combinations_with_replacement(range(1, 7), count):
        ways = factorial(count)
        for n in Counter(values).values():
            ways //= factorial(n)
        result.append((values, ways / 6**count))
    return tuple(result)


def capacity(state: State, seat: int) -> Counter:
    """How many dice of each number the seat's unscored dogs have room for."""
    return Counter(v for k in state.unscored(seat) for v in state.empty_spaces(seat, k))


def split(values, room: Counter) -> tuple[list[int], list[int]]:
    """The dice that find a space and the ones that must be buried."""
    placed: list[int] = []
    buried: list[int] = []
    used: Counter = Counter()
    for value in sorted(values):
        if used[value] < room[value]:
            used[value] += 1
            placed.append(value)
        else:
            buried.append(value)
    return placed, buried


@lru_cache(maxsize=4096)
def _odds(count: int, room: tuple, yard: int) -> tuple[float, float]:
    bust = placed_spots = 0.0
    room_counter = Counter(dict(room))
    for values, chance in outcomes(count):
        placed, buried = split(values, room_counter)
        if yard + sum(buried) > BUST_OVER:
            bust += chance
        else:
            placed_spots += chance * len(placed)
    return bust, placed_spots


def roll_odds(state: State, seat: int, count: int) -> tuple[float, float]:
    """(chance of a bust, expected dice placed without one) for a roll of ``count`` dice."""
    if count <= 0:
        return 0.0, 0.0
    return _odds(min(count, 8), tuple(sorted(capacity(state, seat).items())), state.yard_total(seat))


def at_stake(state: State, seat: int) -> int:
    """The dice a bust would cost: those on the dogs (the yard's are lost anyway)."""
    return sum(len(state.packs[seat][k]["dice"]) for k in state.unscored(seat))


def choose_action(
    state: State, seat: int, level: str, rng: random.Random, seats: tuple = (), style: object = None
) -> moves.Action:
    """A level's move; ``style`` is never given (no regular of the Tavern Road sits at Spots: d0g is the
    house's) and changes nothing."""
    legal = state.legal_actions()
    done = _common(state, seat, rng, legal)  # what every level does alike
    if done is not None:
        return done
    return {"easy": _easy, "normal": _normal, "hard": _hard}[level](state, seat, rng, legal)


# --- what every level does the same way ---


def _place_or_bury(state: State, seat: int) -> moves.Action:
    """The best placement of the hand: a die on the dog nearest completion,
    else the lowest die buried."""
    room = capacity(state, seat)
    for die, value in sorted(enumerate(state.hand), key=lambda d: -d[1]):
        if room[value]:
            dogs = state.fits(seat, value)
            return moves.Place(die, min(dogs, key=lambda k: len(state.empty_spaces(seat, k))))
    return moves.Bury(min(range(len(state.hand)), key=lambda d: state.hand[d]))


def _filter(state: State, seat: int, legal: list[moves.Action]) -> moves.Action:
    """Fetch, Hunt, Search and Scavenge: keep what fits best, the least buried."""
    room, yard = capacity(state, seat), state.yard_total(seat)

    def kept_values(action) -> list[int]:
        if isinstance(action, moves.Choose):
            return [v for v in state.hand if v == action.value]
        chosen = set(action.dice)
        return [v for d, v in enumerate(state.hand) if (d in chosen) == isinstance(action, moves.Keep)]

    def worth(action) -> float:
        placed, buried = split(kept_values(action), room)
        if yard + sum(buried) > BUST_OVER:
            return -100 - sum(buried)
        return len(placed) - 0.15 * sum(buried)

    return max((a for a in legal if isinstance(a, (moves.Choose, moves.Keep, moves.Discard))), key=worth)


def _roll_busts(state: State, seat: int) -> bool:
    """The roll as it lies would bust (a trick that lets the player choose
    what to keep can always avoid that by its choice)."""
    if state.step_now().keep and state.step_now().keep != "named_or_lower":
        return False
    placed, buried = split(state.hand, capacity(state, seat))
    return state.yard_total(seat) + sum(buried) > BUST_OVER


def _dig(state: State, seat: int, legal: list[moves.Action]) -> moves.Action:
    """Lower your own deepest risk, or push a rival over the edge."""
    for action in legal:
        if (
            isinstance(action, moves.Dig)
            and action.seat != seat
            and action.up
            and state.yard_total(action.seat) + 1 > BUST_OVER
        ):
            return action
    own = [a for a in legal if isinstance(a, moves.Dig) and a.seat == seat and not a.up]
    return max(own, key=lambda a: a.value) if own else moves.Stop()


def _trot(state: State, seat: int, legal: list[moves.Action]) -> moves.Action:
    """Move a die only where it completes a dog."""
    for action in legal:
        if (
            isinstance(action, moves.Move)
            and action.to_dog != action.from_dog
            and len(state.empty_spaces(seat, action.to_dog)) == 1
        ):
            return action
    return moves.Stop()


def _common(state: State, seat: int, rng: random.Random, legal: list[moves.Action]) -> moves.Action | None:
    """The decisions every level makes alike; None where the level decides."""
    phase = state.phase
    if phase == "trot":
        return _trot(state, seat, legal)
    if phase == "dig":
        return _dig(state, seat, legal)
    if phase == "take":
        yard = [a for a in legal if isinstance(a, moves.TakeDie) and a.dog < 0]
        return max(yard, key=lambda a: a.value) if yard else legal[0]
    if phase == "name":
        if state.trick == "retrieve":
            room = capacity(state, seat)
            numbers = [a for a in legal if isinstance(a, moves.Choose)]  # every move names a number now
            fitting = [a for a in numbers if room[a.value]]
            return max(fitting or numbers, key=lambda a: a.value if fitting else -a.value)
        return _guard_number(state, seat)
    if phase == "hand" and not state.fresh:
        if not state.filtered:
            return _filter(state, seat, legal)
        return _place_or_bury(state, seat)
    return None


def _guard_number(state: State, seat: int) -> moves.Action:
    """The number that keeps the most dice that fit with the least risk."""
    room, yard = capacity(state, seat), state.yard_total(seat)

    def worth(named: int) -> float:
        total = 0.0
        for values, chance in outcomes(4):
            placed, buried = split([v for v in values if v <= named], room)
            total += chance * (-3 if yard + sum(buried) > BUST_OVER else len(placed))
        return total

    return moves.Choose(max(range(1, 7), key=worth))


# --- easy ---


def _easy(state: State, seat: int, rng: random.Random, legal: list[moves.Action]) -> moves.Action:
    if state.phase == "choose":
        if moves.ScoreDogs() in legal and rng.random() < 0.5:
            return moves.ScoreDogs()
        return rng.choice([a for a in legal if isinstance(a, moves.DoTrick)])
    if state.phase == "may":
        return moves.Go() if state.yard_total(seat) < 5 and rng.random() < 0.5 else moves.Stop()
    return moves.Accept()  # a fresh roll: easy never spends a treat


# --- normal ---


def _normal(state: State, seat: int, rng: random.Random, legal: list[moves.Action]) -> moves.Action:
    if state.phase == "choose":
        if moves.ScoreDogs() in legal and (state.yard_total(seat) >= 4 or _complete_dogs(state, seat) >= 2):
            return moves.ScoreDogs()
        return max((a for a in legal if isinstance(a, moves.DoTrick)), key=lambda a: _trick_worth(state, seat, a.key))
    if state.phase == "may":
        bust, _ = roll_odds(state, seat, _next_roll(state, seat))
        return moves.Go() if bust < 0.25 else moves.Stop()
    if moves.Reroll() in legal and _roll_busts(state, seat):
        return moves.Reroll()
    return moves.Accept()


def _complete_dogs(state: State, seat: int) -> int:
    return sum(state.complete(seat, k) for k in state.unscored(seat))


def _next_roll(state: State, seat: int) -> int:
    step = state.current_step()
    if step is None or step.kind != "roll":
        return 0
    return state.roll_count(step) + (step.source == "pile_and_own")


def _trick_worth(state: State, seat: int, key: str) -> float:
    """Spots placed minus the bust they risk, over the trick's steps; treats
    at what they are worth."""
    trick = TRICK_BY_KEY[key]
    paws = state.paws(seat)
    worth = 0.0
    for step in trick.steps:
        if step.kind == "treats":
            gained = {
                "double_plus_one": state.treats[seat] + 1,
                "gobble": 3,
                "facedown_tricks": sum(not t["faceup"] for t in state.tiles),
            }.get(step.amount, step.count + step.per_paw * paws)
            worth += TREAT_WORTH * gained
        elif step.kind == "roll":
            count = {
                "yard": len(state.yards[seat]),
                "more_than_last": 2,
                "unfilled_dogs": len([k for k in state.unscored(seat) if state.empty_spaces(seat, k)]),
            }.get(step.count_rule, step.count + step.per_paw * paws)
            if step.keep:  # a choice of what to keep: the best few of many dice, little risk
                worth += min(2.5, 0.4 * count)
                continue
            if step.source == "yard":
                worth += 0.5 * count  # the yard emptied: risk taken off the table
            bust, placed = roll_odds(state, seat, min(count, 4 if step.one_at_a_time else count))
            cost = bust * (at_stake(state, seat) + BUST_COST)
            worth += (placed - cost) * (0.6 if step.may else 1.0)
        elif step.kind in ("draw_dog", "retrieve"):
            worth += 0.8
    return worth


# --- hard ---

HARD_BUST_LIMIT = 0.4  # hard pushes on while the exact chance of a bust is below this
HARD_SCORE_YARD = 5  # ... and scores its complete dogs once its yard holds this many spots
SPARE_TREATS = 2  # ... or once two dogs are complete; it rerolls a roll that places
# nothing while it holds this many treats


def _hard(state: State, seat: int, rng: random.Random, legal: list[moves.Action]) -> moves.Action:
    """Normal's way, with the limits measured to win most against it (see
    Spots in docs/games.md): more daring rolls, later scoring, and treats
    spent on a roll that places nothing, not only on one that busts."""
    if state.phase == "choose":
        if moves.ScoreDogs() in legal and (
            state.yard_total(seat) >= HARD_SCORE_YARD or _complete_dogs(state, seat) >= 2
        ):
            return moves.ScoreDogs()
        return max((a for a in legal if isinstance(a, moves.DoTrick)), key=lambda a: _trick_worth(state, seat, a.key))
    if state.phase == "may":
        bust, _ = roll_odds(state, seat, _next_roll(state, seat))
        return moves.Go() if bust < HARD_BUST_LIMIT else moves.Stop()
    if moves.Reroll() in legal and (
        _roll_busts(state, seat)
        or (
            state.treats[seat] >= SPARE_TREATS
            and not split(state.hand, capacity(state, seat))[0]
            and not state.step_now().keep
        )
    ):
        return moves.Reroll()
    return moves.Accept()
