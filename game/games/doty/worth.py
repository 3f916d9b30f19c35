"""What a Doty Dice throw is worth to its thrower (a Tavern Road badge's choice): the points it
scores on the declaration thrown at (Called Shot, Triples), else how many of its faces pair up."""

from __future__ import annotations

from collections import Counter

from game.core.dice import ThrowRequest
from game.games.doty.rules import called_shot_points, triples_points


def throw_worth(state, request: ThrowRequest, values: tuple[int, ...], fates: tuple = ()) -> float:
    if state.variant == "called_shot" and state.current_declaration() is not None:
        return float(called_shot_points(state.declared(), list(values))[1])
    if state.variant == "triples":
        return float(triples_points(list(values)))
    return float(max(Counter(values).values(), default=0))
