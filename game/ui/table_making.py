"""How a dice table is made: for a new match (saved as it is played), for a saved game as it was, or
caught up through a match's steps (a choice taken back, a match watched again taken over); ``make``
is what makes the table for a match (``game.ui.dice_table.ComposedTables``: the window's table with
a game's part in it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from game.services.match import Match
from game.services.saves import GameKeeper, SavedGame
from game.table.flow import TableFlow


class _Made(Protocol):
    flow: TableFlow


Table = TypeVar("Table", bound=_Made)  # a table made: its flow caught up, its keeper given


def table_for_match(make: Callable[[Match], Table], match: Match) -> Table:
    """The table ``make`` makes for a new match, which it saves as it is played."""
    table = make(match)
    table.flow.keeper = GameKeeper(match)
    return table


def table_continuing(make: Callable[[Match], Table], saved: SavedGame) -> Table:
    """The table of a saved game, as it was. Raises ReplayError (one line) for a save that does not continue."""
    match, steps = Match.from_save(saved.data, saved.path.name)
    table = table_brought_to(make, match, steps)
    table.flow.keeper = saved.keeper(match)
    return table


def table_brought_to(make: Callable[[Match], Table], match: Match, steps: list) -> Table:
    """A new table for ``match``, caught up through ``steps``: a game continued, a choice taken back, a
    match watched again taken over."""
    table = make(match)
    table.flow.catch_up(steps)
    return table
