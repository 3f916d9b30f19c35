"""What a Death's Will throw is worth to its thrower (a Tavern Road badge's choice): a weal or a
favor, which win at once, above every score, a score by its die, nothing above a piss, and the
plague and woe, which lose, below all."""

from __future__ import annotations

from game.core.dice import Fate, ThrowRequest, ThrowResult
from game.games.deaths_will.rules import Reading, read_throw

WORTH = {Reading.PLAGUE: -30.0, Reading.WOE: -20.0, Reading.PISS: -10.0, Reading.NOTHING: 0.0}


def throw_worth(state, request: ThrowRequest, values: tuple[int, ...], fates: tuple = ()) -> float:
    reading, score = read_throw(ThrowResult(values, fates or (Fate.KEPT,) * len(values)), request.sides)
    if reading in (Reading.WEAL, Reading.FAVOR):
        return 2.0 * request.sides + 10
    if reading is Reading.SCORE and score is not None:
        return float(score)
    return WORTH[reading]
