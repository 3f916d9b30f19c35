"""The old hand's advice at Spots: each option of the decision before a
seat, valued the way the hard player values it, from what that seat sees
(its own dogs, yard and treats; the dice in its hand):

- a trick: the dice its rolls are expected to place, less the bust they
  risk (the dice at stake), treats at what they are worth; and its first
  roll's exact chance of a bust;
- scoring the dogs: now, or on with a trick (the hard player scores at two
  complete dogs or a yard of 5);
- push on or stop: the next roll's exact chance of a bust against the
  limit the hard player keeps (2 in 5);
- a treat on a fresh roll, or the roll as it fell;
- which dice to keep, and where each die is best placed (on the dog nearest
  completion), or which to bury (the lowest).

The option the hard player takes is always the one marked best.
"""

from __future__ import annotations

import random

from game.core.advice import Option
from game.core.dice import dice_count
from game.games.spots import moves
from game.games.spots.ai import (
    HARD_BUST_LIMIT,
    HARD_SCORE_YARD,
    SPARE_TREATS,
    _complete_dogs,
    _next_roll,
    _roll_busts,
    _trick_worth,
    at_stake,
    capacity,
    choose_action,
    roll_odds,
    split,
)
from game.games.spots.rules import BUST_OVER, State
from game.games.spots.tricks import TRICK_BY_KEY


def advice(state: State, seat: int, seats: tuple = ()) -> list[Option]:
    """Each option of ``seat``'s decision with its worth, best first."""
    legal = state.legal_actions()
    if not legal or state.over:
        return []
    phase = state.phase
    if phase == "choose":
        options = [_trick_or_score(state, seat, action, legal) for action in legal]
    elif phase == "may":
        options = [_go_or_stop(state, seat, action) for action in legal]
    elif phase == "hand" and state.fresh:
        options = [_treat_or_not(state, seat, action) for action in legal]
    elif phase == "hand" and not state.filtered:
        options = [_kept(state, seat, action) for action in legal]
    elif phase == "hand":
        options = [_placed(state, seat, action) for action in legal]
    else:
        best = choose_action(state, seat, "hard", random.Random(0))
        options = [
            Option(
                action,
                float(action == best),
                _said(state, seat, action),
                "the old hand's choice" if action == best else "",
            )
            for action in legal
        ]
    return sorted(options, key=lambda option: -option.value)


def _trick_or_score(state: State, seat: int, action, legal: list) -> Option:
    if isinstance(action, moves.DoTrick):
        worth = _trick_worth(state, seat, action.key)
        first = next((step for step in TRICK_BY_KEY[action.key].steps if step.kind == "roll"), None)
        bust = "" if first is None or first.keep else _bust_words(state, seat, _first_roll(state, seat, action.key))
        return Option(action, worth, f"Do {TRICK_BY_KEY[action.key].title}", f"{worth:+.1f} dice{bust}")
    tricks = [_trick_worth(state, seat, a.key) for a in legal if isinstance(a, moves.DoTrick)] or [0.0]
    complete, yard = _complete_dogs(state, seat), state.yard_total(seat)
    now = yard >= HARD_SCORE_YARD or complete >= 2
    value = max(tricks) + 1 if now else min(tricks) - 1
    dogs = f"{complete} complete dog{'s' if complete != 1 else ''}"
    return Option(action, value, "Score the dogs", f"{dogs}, yard {yard}: {'score now' if now else 'wait'}")


def _first_roll(state: State, seat: int, key: str) -> int:
    step = next(step for step in TRICK_BY_KEY[key].steps if step.kind == "roll")
    return min(step.count + step.per_paw * state.paws(seat), 8)


def _bust_words(state: State, seat: int, dice: int) -> str:
    if dice <= 0:
        return ""
    bust, _ = roll_odds(state, seat, dice)
    return f", bust {bust:.0%}"


def _go_or_stop(state: State, seat: int, action) -> Option:
    dice = _next_roll(state, seat)
    bust, placed = roll_odds(state, seat, dice)
    if isinstance(action, moves.Go):
        return Option(
            action, HARD_BUST_LIMIT - bust, "Push on", f"{dice_count(dice)}: bust {bust:.0%}, {placed:.1f} placed"
        )
    kept = at_stake(state, seat)
    return Option(action, 0.0, "Stop here", f"keeps {dice_count(kept)} on the dogs")


def _treat_or_not(state: State, seat: int, action) -> Option:
    placed, buried = split(state.hand, capacity(state, seat))
    busts = _roll_busts(state, seat)
    spend = busts or (state.treats[seat] >= SPARE_TREATS and not placed and not state.step_now().keep)
    if isinstance(action, moves.Reroll):
        bust, expected = roll_odds(state, seat, len(state.hand))
        return Option(
            action,
            1.0 if spend else 0.0,
            "Spend a treat: roll again",
            f"{state.treats[seat]} treats; bust {bust:.0%}, {expected:.1f} placed",
        )
    said = "busts" if busts else f"places {len(placed)}, buries {len(buried)}"
    return Option(action, 0.5, "Keep the roll", said)


def _kept(state: State, seat: int, action) -> Option:
    """Fetch, Hunt, Search, Scavenge: the dice kept, as the hard player weighs them."""
    room, yard = capacity(state, seat), state.yard_total(seat)
    if isinstance(action, moves.Choose):
        values = [v for v in state.hand if v == action.value]
        label = f"Keep the {action.value}s"
    else:
        chosen = set(action.dice)
        values = [v for d, v in enumerate(state.hand) if (d in chosen) == isinstance(action, moves.Keep)]
        label = f"Keep {', '.join(map(str, sorted(values))) or 'nothing'}"
    placed, buried = split(values, room)
    busts = yard + sum(buried) > BUST_OVER
    value = -100 - sum(buried) if busts else len(placed) - 0.15 * sum(buried)
    said = "busts" if busts else f"{len(placed)} placed, {sum(buried)} buried"
    return Option(action, value, label, said)


def _placed(state: State, seat: int, action) -> Option:
    """A die on the dog nearest completion, the highest first; else the lowest buried."""
    if isinstance(action, moves.Place):
        value = state.hand[action.die]
        spaces = len(state.empty_spaces(seat, action.dog))
        left = spaces - 1
        return Option(
            action,
            10 + value + (1 - spaces / 10),
            f"The {value} on {state.dog(seat, action.dog).name}",
            "completes it" if left == 0 else f"{left} space{'s' if left != 1 else ''} left",
        )
    if isinstance(action, moves.Bury):
        value = state.hand[action.die]
        return Option(action, -value, f"Bury the {value}", f"yard {state.yard_total(seat) + value} of {BUST_OVER}")
    return Option(action, -100.0, _said(state, seat, action), "")


def _said(state: State, seat: int, action) -> str:
    words = str(action)
    return words[:1].upper() + words[1:]
