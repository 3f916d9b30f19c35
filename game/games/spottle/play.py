"""Spottle at a match: its rules, its computer player, and dice thrown on the
flat table, where they stay in the way of later throws until the round ends."""

from __future__ import annotations

import random

from game.core.dice import Fate, ThrowRequest
from game.core.game_parts import MatchKind
from game.games.spottle import ai, physics, rules, worth
from game.physics.flight import Steps
from game.physics.gesture import Gesture


def table_throw(request: ThrowRequest, gesture: Gesture, rng: random.Random, state, resting=()) -> Steps:
    """Dice thrown on the Spottle table, among those already lying there; a
    tooth pressed has no physics (its steps end at once, with no path)."""
    if request.place == "jaw":
        return None
    creature = state.options.toad if state.options.toad != "randomizer" else None
    eats = Fate.SWALLOWED in request.fates  # never the Master's: his request says so
    return (
        yield from physics.table_throwing(
            request.sides,
            request.count,
            request.thrower,
            state.players,
            gesture,
            rng,
            creature=creature,
            eats=eats,
            resting=resting,
        )
    )


def owners(state, request: ThrowRequest) -> list:
    """Whose the thrown die is, as the rules name it: (seat, which die);
    the randomizer die is the Master's third."""
    die = RANDOMIZER_DIE if state.phase == "randomize" else state.die
    return [(request.thrower, die)] * request.count


RANDOMIZER_DIE = 2
PLAY = MatchKind(
    rules,
    ai.choose_action,
    table_throw,
    physics.toward_middle,
    dice_stay=True,
    advice=ai.advice,
    owners=owners,
    undo_past_computers=True,
    throw_worth=worth.throw_worth,
    style_figures=ai.style_figures,
)
