"""The move protocol every game's state follows, and replaying saved moves.

A game's state says why a move is not allowed now (``problem_with``), where
the game stands (``describe_position``) and how a move changes it
(``perform``); ``apply`` does the rest the same way for every game: refuse
with a readable IllegalAction and change nothing, or perform the move and
record it for the log and for replays.
"""

from __future__ import annotations

from typing import Callable

from game.rules.errors import IllegalAction
from game.rules.events import Event


class GameState:
    """Mixed into each game's State dataclass (which holds ``history`` and ``log``)."""

    move_to_dict: Callable[[object], dict]  # the game's own move serialiser

    def problem_with(self, action: object) -> str | None:
        raise NotImplementedError

    def describe_position(self) -> str:
        raise NotImplementedError

    def perform(self, action, events: list[Event]) -> None:
        raise NotImplementedError

    def apply(self, action) -> list[Event]:
        """Make a move; returns the events it caused. Raises IllegalAction and
        leaves the state untouched if the move is not allowed."""
        problem = self.problem_with(action)
        if problem:
            raise IllegalAction(action, self.describe_position(), problem)
        events: list[Event] = []
        self.perform(action, events)
        self.history.append(type(self).move_to_dict(action))
        self.log.extend(events)
        return events


def replay_moves(state, moves: list[dict], parse: Callable[[dict], object]):
    """Apply saved moves in order; an illegal one is reported with its number."""
    for number, data in enumerate(moves, start=1):
        try:
            state.apply(parse(data))
        except IllegalAction as error:
            raise IllegalAction(error.action, f"move {number}: {error.position}", error.reason) from None
    return state
