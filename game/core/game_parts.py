"""The parts a game's folder provides, typed: what the tavern asks of a game.

``GameDefinition`` (game.core.definition) names a game and loads these parts
when first asked for; each lives in the game's folder:

- ``rules.py``, a module that is a ``Rules``: the game's State and Options,
  and how a record's actions are read and played again;
- ``play.py``: ``PLAY``, a ``MatchKind``: the rules, the computer player and
  how the dice are thrown (what ``game.services.match.Match`` plays);
- ``screens.py``: ``SCREENS``, a ``Screens`` (game.ui.match_screens.GameScreens);
- ``commands.py``: ``COMMANDS``, a ``game.core.command_line.GameCommands``.

The screens and the commands are made of things of higher layers (views,
matches); here they are Protocols, so that the core imports nothing above it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol


class Rules(Protocol):
    """A game's rules module: pure, nothing drawn or thrown."""

    State: Any  # .new(options), .from_dict(data); a state has .apply, .throw_request, .to_move, .over, .history
    Options: Any  # the table: .names, .problem(), .to_dict(), .from_dict(data)

    def action_from_dict(self, data: dict) -> Any:
        """A decision or a throw, as a record keeps it."""
        ...

    def replay(self, options: Any, actions: list[dict]) -> Any:
        """The state after a record's actions, played again from the start."""
        ...


class TableOptions(Protocol):
    """A game's ``Options``, as a table is set: the players' names first, the rest the game's own."""

    @property
    def names(self) -> tuple[str, ...]: ...

    def problem(self) -> str | None:
        """Why the rules refuse this table ("" or None if they do not)."""
        ...

    def to_dict(self) -> dict: ...


@dataclass(frozen=True)
class MatchKind:
    """What a game brings to a match (its ``play.PLAY``)."""

    rules: Rules
    # (state, seat, level, rng, seats) -> action; ``seats`` is every seat's
    # controller ("person" or a level), there for all to see at the table
    choose_action: Callable
    # (request, gesture, rng, state, resting) -> the throw's physics step by step
    # (game.physics.flight.Steps), returning its ThrowPath, or None where nothing flies
    simulate: Callable
    aim: Callable  # (seat, players) -> the direction of a standard throw
    dice_stay: bool = False  # thrown dice lie on the table till the round ends, in the way
    owners: Callable | None = None  # (state, request) -> whose each die of the throw is, where dice stay
    advice: Callable | None = None  # (state, seat, seats) -> each option's worth, best first (game.core.advice)
    # (options, seats) -> None: solves what the seats' decisions and advice read (game.core.kept_solves)
    prepare: Callable | None = None
    # a person's choice may be taken back with the computers' moves made after
    # it, where those moves answer no one's (each bets against the house alone)
    undo_past_computers: bool = False
    # the strength of a key press's throw (0 to 1); None: the tavern's usual one
    standard_strength: float | None = None


class Screens(Protocol):
    """A game's own screens (game.ui.match_screens.GameScreens)."""

    @property
    def setup(self) -> Callable[[], Any]:  # () -> its setup view
        ...

    @property
    def table(self) -> Any:  # (match) -> its table view; .for_match(match), .continuing(saved)
        ...

    @property
    def results(self) -> Callable[[Any], Any]:  # (match) -> its results view
        ...

    @property
    def lesson(self) -> Callable[..., Any] | None:  # (the person's name, a tavern's options or None) -> its lesson
        ...
