"""What the prompt line asks of the person whose turn it is at Spots, from
the state alone and what they have picked: words, nothing drawn."""

from __future__ import annotations

import copy

from game.core.dice import dice_count
from game.games.spots import moves
from game.games.spots.rules import BUST_OVER
from game.games.spots.tricks import TRICK_BY_KEY


def burying_busts(state) -> bool:
    """Nothing is left to do but bury, and every bury busts at once: said before the one lit button is
    pressed (it busted with no word of warning)."""
    if state.phase != "hand":  # asked at every refresh: the moves are only listed where a bury may be all
        return False
    legal = state.legal_actions()
    return (
        bool(legal)
        and all(isinstance(action, moves.Bury) for action in legal)
        and all(any(event.kind == "bust" for event in copy.deepcopy(state).apply(action)) for action in legal)
    )


def person_prompt(state, name: str, picked: set, tray_shown: bool, throw_key: str) -> str | tuple[str, ...]:
    """The line for ``name``: ``picked``, the tray dice they picked; ``tray_shown``, whether the tray holds
    dice; ``throw_key``, the words of the key that throws. The longer lines said shorter after them, where
    the line under the table holds no more (the larger text sizes)."""
    phase = state.phase
    trick = f" ({TRICK_BY_KEY[state.trick].title})" if state.trick else ""
    if state.throw_request() is not None:
        what = "your die to bury" if phase == "setup" else dice_count(state.throw_request().count)
        return (
            f"{name}: drag in the tray and let go to roll {what}, or press {throw_key}.",
            f"{name}: drag in the tray to roll {what}, or press {throw_key}.",
            f"{name}: drag to roll, or press {throw_key}.",
        )
    if phase == "choose":
        return (f"{name}: click a faceup trick tile, or score your complete dogs.", f"{name}: a trick tile, or score.")
    if phase == "hand" and state.fresh:
        return f"{name}: reroll for a treat, or use the dice{trick}."
    if phase == "hand" and state.filtered:
        if len(picked) == 1 and tray_shown:
            value = state.hand[next(iter(picked))]
            total = state.yard_total(state.turn) + value
            risk = f"burying it makes your yard {total}" + (": a bust!" if total > BUST_OVER else ".")
            return (
                f"{name}: the {value} is picked; click a dog for it or the yard ({risk})",
                f"The {value}: click a dog or the yard ({risk})",
            )
        if burying_busts(state):
            return (
                f"{name}: no die fits a dog, and burying busts your yard (over {BUST_OVER}){trick}.",
                f"{name}: no die fits a dog; burying busts your yard.",
            )
        return (
            f"{name}: click a die, then a dog or the yard (or drag it){trick}.",
            f"{name}: click a die, then a dog or the yard.",
            "Click a die, then a dog or the yard.",
        )
    return f"{name}: {state.needed()}{trick}."
