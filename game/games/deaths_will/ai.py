"""Computer players for Death's Will, and the old hand's advice.

Every option at a decision has a value in coins: what the seat can expect to
end the hand with, against what it had when the hand began, if both seats
play their best from then on (``solver``). The levels use them so:

- hard: the best option, always; and in a match's last hand it folds when
  that keeps it ahead, which wins the match for certain;
- normal: any option within ``NORMAL_MARGIN`` of the best, by chance (a
  player who knows the odds roughly), with a less steady hand;
- easy: antes every time, never raises, never folds, and throws loosely.

None of them raises the ante past what the opponent can pay: forcing a fold
by outbidding a poor purse is legal, but no tavern would seat such a player
twice.

A Tavern Road regular's style (``game.core.play_style``) tilts its level's
choice: each raised coin is worth ``STYLE_WEIGHT`` antes more to a bold
player (less to a careful one, to whom a fold is worth as much more), and
now and then (``bluff``) it raises whatever the odds say. Without a style
nothing changes.
"""

from __future__ import annotations

import random

from game.core.advice import Option
from game.core.play_style import Style
from game.games.deaths_will.rules import STAKES, Ante, Fold, Options, State
from game.games.deaths_will.solver import FOLD, MAX_ANTE, Spot, solver_for

# Each hand's chance that a throw leaves the bowl, measured with the game's
# own physics (``sim deaths_will`` with both seats of one level, 20-hand
# matches at every stakes, about 10,000 to 20,000 throws each); a person is
# counted at the rate of the throw a key press makes (6,000 throws, see
# play.STANDARD_STRENGTH).
PISS_RATE = {"easy": 0.116, "normal": 0.055, "hard": 0.033, "person": 0.002}
NORMAL_MARGIN = 0.3  # antes: how far from the best a normal player's choice may be
STYLE_WEIGHT = 0.6  # antes a wholly bold player adds to each coin raised (a careful one, to a fold)
BLUFF_RATE = 0.3  # a decision's chance of a raise on whatever the odds say, for a wholly bluffing player


def raise_limit(state: State, seat: int) -> int:
    """The largest raise (coins of the stakes) a seat may be advised to make:
    what its purse pays, never past the opponent's purse, and never past an
    ante of MAX_ANTE coins. -1 when it cannot even ante."""
    base, ante = state.stakes.ante, state.ante
    mine, theirs = state.purses[seat], state.purses[1 - seat]
    if mine < ante:
        return -1
    return max(0, min((mine - ante) // base, (theirs - ante) // base, MAX_ANTE - ante // base))


def paid_this_hand(state: State, seat: int) -> int:
    """What the seat has put into this hand's pot so far."""
    paid = 0
    for event in reversed(state.log):
        if event.kind == "hand_start":
            break
        if event.seat == seat and event.kind in ("ante", "raise"):
            paid += event.data["amount"]
    return paid


def option_values(state: State, seat: int, piss: tuple[float, float]) -> list[Option]:
    """Every option of ``seat`` (to act), with its value to that seat, best
    first. ``piss`` is each seat's chance of a piss."""
    base = state.stakes.ante
    solver = solver_for(state.stakes.sides, piss)
    spot = Spot(state.turn, tuple(state.scores), tuple(state.anted), state.challenger)
    ante, pot = max(1, round(state.ante / base)), round(state.pot / base)
    if ante > MAX_ANTE:  # raised past what the solver counts: the plain ante's chain, scaled
        ante = MAX_ANTE
    values = solver.option_values(spot, ante, pot)
    paid = paid_this_hand(state, seat)
    limit = raise_limit(state, seat)
    options = []
    action: Ante | Fold
    for choice, g in values.items():
        if choice == FOLD:
            if not state.can_fold():
                continue
            action, label = Fold(), "Fold and win the match" if folding_wins_the_match(state, seat) else "Fold"
        elif choice > max(limit, 0) or limit < 0:
            continue
        else:
            action, label = Ante(choice), "Ante" if choice == 0 else f"Raise {choice}"
        take = g if seat == 0 else pot - g  # the seat's coins to come, in coins of the stakes
        value = take * base - paid
        options.append(Option(action, value, label, _worth(value, state)))
    options.sort(key=lambda option: -option.value)
    return options


def _worth(copper: float, state: State) -> str:
    """An expectation in the stakes' own coin, to a tenth: "+1.3 sp"."""
    coin = state.stakes.coin
    tenths = round(copper / coin.copper, 1)
    if tenths == 0:
        return f"0.0 {coin.abbr}"
    return f"{'+' if tenths > 0 else '-'}{abs(tenths):.1f} {coin.abbr}"


def folding_wins_the_match(state: State, seat: int) -> bool:
    """In a match's last hand, a seat still ahead after giving up the pot
    wins the match for certain by folding: nothing is worth more."""
    last = state.options.hands is not None and state.hand >= state.options.hands
    return last and state.can_fold() and state.purses[seat] > state.purses[1 - seat] + state.pot


def piss_rates(seat: int, level: str, seats: tuple = ()) -> tuple[float, float]:
    """The seat's own hand at its level's rate, and the other's at its own:
    a computer's level, or a person's standard throw (also where the seats
    are not known)."""
    other = seats[1 - seat] if len(seats) == 2 else "person"
    rates = [0.0, 0.0]
    rates[seat], rates[1 - seat] = PISS_RATE[level], PISS_RATE.get(other, PISS_RATE["person"])
    return rates[0], rates[1]


def prepare(options: Options, seats: tuple) -> None:
    """Solve the hands every seat's decisions and advice read (a second or
    so for each seat that plays by the odds; easy antes without them)."""
    sides = STAKES[options.stakes].sides
    for seat, controller in enumerate(seats):
        if controller != "easy":
            solver_for(sides, piss_rates(seat, controller, seats))


def advice(state: State, seat: int, seats: tuple = ()) -> list[Option]:
    """The old hand's view of a person's decision: each option, best first."""
    return option_values(state, seat, piss_rates(seat, "person", seats))


def choose_action(
    state: State, seat: int, level: str, rng: random.Random, seats: tuple = (), style: Style | None = None
):
    if not state.can_ante():
        return Fold()
    if style is not None:  # a road regular's own way
        return _styled(state, seat, level, rng, seats, style)
    if level == "easy":
        return Ante(0)
    if folding_wins_the_match(state, seat) and level == "hard":
        return Fold()
    options = option_values(state, seat, piss_rates(seat, level, seats))
    if level == "hard":
        return options[0].action
    near = [o for o in options if o.value >= options[0].value - NORMAL_MARGIN * state.stakes.ante]
    return rng.choice(near).action


def _daring(action: object) -> int:
    """How bold a choice is: the coins it raises, and a fold the least bold of all."""
    if isinstance(action, Ante):
        return action.raise_coins
    return -1 if isinstance(action, Fold) else 0


def _styled(state: State, seat: int, level: str, rng: random.Random, seats: tuple, style: Style):
    """A level's choice tilted by a regular's style."""
    limit = raise_limit(state, seat)
    if limit >= 1 and rng.random() < style.bluff * BLUFF_RATE:
        return Ante(1)
    if level == "easy":  # no odds read: a bold one raises a coin at times, a careful one lays down a hand
        if limit >= 1 and rng.random() < max(0.0, style.bold) * 0.5:
            return Ante(1)
        if state.can_fold() and rng.random() < max(0.0, -style.bold) * 0.2:
            return Fold()
        return Ante(0)
    if folding_wins_the_match(state, seat) and level == "hard":
        return Fold()
    base = state.stakes.ante
    options = option_values(state, seat, piss_rates(seat, level, seats))
    worth = [(o.value + style.bold * STYLE_WEIGHT * base * _daring(o.action), o) for o in options]
    worth.sort(key=lambda pair: -pair[0])  # stable: the best by the odds first among equals
    if level == "hard":
        return worth[0][1].action
    near = [o for value, o in worth if value >= worth[0][0] - NORMAL_MARGIN * base]
    return rng.choice(near).action


def style_figures(state: State, action: object) -> dict[str, float]:
    """How bold a decision was: a raise, a fold (``game.tools.style_sim``)."""
    return {"raises": isinstance(action, Ante) and action.raise_coins > 0, "folds": isinstance(action, Fold)}
