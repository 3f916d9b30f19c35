"""The prompt's words at Spots, from the state alone: a bury that busts is said before it is made."""

from __future__ import annotations

import copy
import random

from game.core.dice import Fate, ThrowResult
from game.games.spots import moves
from game.games.spots.ai import choose_action
from game.games.spots.prompts import burying_busts, person_prompt
from game.games.spots.rules import Options, State


def states_played(seed: int):
    """Each state of a game of two normal computers, dice drawn from ``seed``."""
    state, rng, dice = State.new(Options(names=("Ada", "Bram"))), random.Random(seed), random.Random(seed + 1000)
    while not state.over:
        yield state
        request = state.throw_request()
        if request is not None:
            values = tuple(dice.randint(1, request.sides) for _ in range(request.count))
            state.apply(ThrowResult(values, tuple(Fate.KEPT for _ in values)))
        else:
            state.apply(choose_action(state, state.turn, "normal", rng))


def test_when_every_move_left_is_a_bury_that_busts_the_prompt_says_so_first():
    warned = calm = 0
    for state in states_played(3):
        if state.throw_request() is not None or state.phase != "hand" or not state.filtered:
            continue
        legal = state.legal_actions()
        busting = all(isinstance(a, moves.Bury) for a in legal) and all(
            any(e.kind == "bust" for e in copy.deepcopy(state).apply(a)) for a in legal
        )
        assert burying_busts(state) == busting
        said = person_prompt(state, "Ada", set(), True, "Space")
        whole = said if isinstance(said, str) else said[0]  # the whole line, before any shorter saying
        assert ("burying busts your yard" in whole) == busting, said
        warned += busting
        calm += not busting
    assert warned and calm
