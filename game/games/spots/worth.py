"""What a Spots roll is worth to its player (a Tavern Road badge's choice): the dice it can place on
the player's own dogs, each space taken once, less a bust where the dice that fit nowhere would
take the yard past its limit."""

from __future__ import annotations

from collections import Counter

from game.core.dice import ThrowRequest

YARD_LIMIT = 7  # more spots than this in the yard is a bust


def throw_worth(state, request: ThrowRequest, values: tuple[int, ...], fates: tuple = ()) -> float:
    seat = request.thrower
    if state.phase != "roll" or state.is_d0g(seat):
        return 0.0
    room = Counter(v for k in state.unscored(seat) for v in state.empty_spaces(seat, k))
    placed, left = 0, 0
    for value in sorted(values):
        if room[value] > 0:
            room[value] -= 1
            placed += 1
        else:
            left += value
    bust = state.yard_total(seat) + left > YARD_LIMIT
    return placed - 10.0 * bust - left / 10
