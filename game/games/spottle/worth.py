"""What a Spottle die is worth to its player (a Tavern Road badge's choice): the total it makes
(a swallowed die counts 0), an 11 or 12, which loses at once, below every other; a first die by the
totals it leaves the second to make, every second die as likely."""

from __future__ import annotations

from game.core.dice import Fate, ThrowRequest

BUST = 11  # a total of 11 or 12 loses at once


def _total_worth(total: int) -> float:
    return -6.0 if total >= BUST else float(total)


def throw_worth(state, request: ThrowRequest, values: tuple[int, ...], fates: tuple = ()) -> float:
    if state.phase != "throw" or not values:
        return 0.0
    value = values[0] if not fates or fates[0] is Fate.KEPT else 0
    total = state.total(request.thrower) + value
    if state.die == 1:  # the second die: the total is made
        return _total_worth(total)
    return sum(_total_worth(total + second) for second in range(1, 7)) / 6
