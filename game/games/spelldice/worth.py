"""What a Spelldice roll is worth to its wizard (a Tavern Road badge's choice): a shot that hits far
above one that misses, a 1 (banished) below any miss; higher rolls win a roll-off."""

from __future__ import annotations

from game.core.dice import ThrowRequest


def throw_worth(state, request: ThrowRequest, values: tuple[int, ...], fates: tuple = ()) -> float:
    roll = sum(values)
    if state.rolling is None:  # a roll-off: the highest wins
        return float(roll)
    hits = state.is_hit(state.shots[state.rolling], roll)
    return 10.0 * hits + roll - 5.0 * (roll == 1)
