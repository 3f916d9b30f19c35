"""Replaying a game from its saved moves, the same way for every game."""

from __future__ import annotations

from typing import Callable

from game.rules.errors import IllegalAction


def replay_moves(state, moves: list[dict], parse: Callable[[dict], object]):
    """Apply saved moves in order; an illegal one is reported with its number."""
    for number, data in enumerate(moves, start=1):
        try:
            state.apply(parse(data))
        except IllegalAction as error:
            raise IllegalAction(error.action, f"move {number}: {error.position}", error.reason) from None
    return state
