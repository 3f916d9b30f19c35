"""The parts a game's folder provides, typed: what the tavern asks of a game.

``GameDefinition`` (game.core.definition) names a game and loads these parts
when first asked for; each lives in the game's folder:

- ``rules.py``, a module that is a ``Rules``: the game's State (a
  ``RulesState``: all that the match, the table's flow, the saves, the fuzz,
  the Ledger, the winner, advice and lessons ask of a game as it stands) and
  Options, and how a record's actions are read and played again;
- ``play.py``: ``PLAY``, a ``MatchKind``: the rules, the computer player and
  how the dice are thrown (what ``game.services.match.Match`` plays);
- ``screens.py``: ``SCREENS``, a ``Screens`` (game.ui.match_screens.GameScreens);
- ``lesson.py``: ``lesson(name, house)``, its Teach me (a ``game.table.lessons.Lesson``);
- ``commands.py``: ``COMMANDS``, a ``game.core.command_line.GameCommands``.

Each game's State and Options are its own classes: where a part takes them
(a computer player, the State's ``new``) the protocols say ``Any``, since a
game's function that takes its own State is no function of every RulesState.
The screens, the lesson and the commands are made of things of higher layers (views,
matches); here they are Protocols, so that the core imports nothing above it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import Field, dataclass
from typing import Any, ClassVar, Protocol

from game.core.advice import Option
from game.core.dice import ThrowRequest
from game.core.events import Event
from game.core.move_forms import MoveForms
from game.core.outcome import Outcome


class TableOptions(Protocol):
    """A game's ``Options``, as a table is set: the players' names first, the rest the game's own
    (a frozen dataclass mixing in ``game.core.move_forms.GameOptions``)."""

    # A dataclass: saved by its fields, and a table changed by ``dataclasses.replace``.
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    def __init__(self, **fields: Any) -> None: ...  # each game's own fields, by name

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Any: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    def problem(self) -> str | None:
        """Why the rules refuse this table ("" or None if they do not)."""
        ...

    def to_dict(self) -> dict[str, Any]: ...


class RulesState(Protocol):
    """A game's ``State``: everything the match, the table's flow, the saves,
    the fuzz, the Ledger, the winner, advice and lessons ask of a game as it
    stands. ``game.core.moves.GameState`` gives most of it; a game says the
    rest (see docs/adding-a-game.md). A move is any object: each game has its
    own (frozen dataclasses named in ``move_forms``), and ``ThrowResult`` is
    the dice's answer in every game."""

    # Read-only here, so that a game may hold them as fields of its own types.
    @property
    def options(self) -> TableOptions: ...

    @property
    def history(self) -> list[dict[str, Any]]:  # every move so far, in its saved form
        ...

    @property
    def log(self) -> list[Event]:  # every event so far, as the table told them
        ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def turn(self) -> int:  # the seat whose turn it is (or who throws)
        ...

    @property
    def to_move(self) -> int:  # the seat to act; CHANCE while dice are due, TERMINAL once over
        ...

    @property
    def over(self) -> bool: ...

    @property
    def move_forms(self) -> MoveForms: ...

    # Each game's State takes its own Options, so the protocol cannot name their type.
    @classmethod
    def new(cls, options: Any) -> RulesState: ...

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RulesState: ...

    @classmethod
    def move_to_dict(cls, action: object) -> dict[str, Any]: ...

    def to_dict(self) -> dict[str, Any]: ...

    # --- moves ---

    def apply(self, action: object) -> list[Event]:
        """Make a move (IllegalAction, and nothing changed, if it is not allowed); the events it caused."""
        ...

    def problem_with(self, action: object) -> str | None: ...

    def throw_request(self) -> ThrowRequest | None:
        """The dice the rules ask for now; None while a player is to decide."""
        ...

    def legal_actions(self) -> Sequence[object]:
        """Every move the seat to act may make (never the dice: see ``throw_request``)."""
        ...

    def secret_movers(self) -> tuple[int, ...]: ...

    def as_secret_mover(self, seat: int) -> RulesState: ...

    # --- words ---

    def describe_position(self) -> str: ...

    def needed(self) -> str:  # what the seat to act must do: "ante or fold"
        ...

    def actor_name(self) -> str: ...

    def progress(self) -> str:  # where the game stands, for a saved game: "round 4"
        ...

    # --- what the fuzz checks and the Ledger keeps ---

    def conserved(self) -> dict[str, object]:
        """What no move makes or loses (coins, dice), by name."""
        ...

    def bounds_problem(self) -> str | None:
        """What is out of its bounds (a purse below nothing), or None."""
        ...

    def outcome(self) -> Outcome:
        """What the finished game came to, seat by seat: the Ledger's record and the winner's."""
        ...

    def die_kind(self, request: ThrowRequest) -> str | None:
        """The kind of die a request throws, as the Ledger counts them ("d6")."""
        ...


class Rules(Protocol):
    """A game's rules module: pure, nothing drawn or thrown."""

    @property
    def State(self) -> type[RulesState]: ...

    @property
    def Options(self) -> type[TableOptions]: ...

    def action_from_dict(self, data: object) -> Any:
        """A decision or a throw, as a record keeps it."""
        ...

    def replay(self, options: Any, actions: list[dict[str, Any]]) -> RulesState:
        """The state after a record's actions, played again from the start."""
        ...


class ChoosesAction(Protocol):
    """A game's computer player: (state, seat, level, rng, seats, style) -> its move; ``seats`` is every
    seat's controller ("person" or a level), there for all to see at the table; ``style``, a Tavern Road
    regular's way of playing (``game.core.play_style.Style``), tilting the level's choice (None: none)."""

    def __call__(
        self,
        state: Any,
        seat: int,
        level: str,
        rng: random.Random,
        seats: tuple[str, ...] = ...,
        style: Any = ...,
        /,
    ) -> Any: ...


class Advises(Protocol):
    """(state, seat, seats) -> each option's worth, best first (game.core.advice)."""

    def __call__(self, state: Any, seat: int, seats: tuple[str, ...] = ..., /) -> list[Option]: ...


@dataclass(frozen=True)
class MatchKind:
    """What a game brings to a match (its ``play.PLAY``)."""

    rules: Rules
    choose_action: ChoosesAction
    # (request, gesture, rng, state, resting) -> the throw's physics step by step
    # (game.physics.flight.Steps), returning its ThrowPath, or None where nothing flies;
    # the physics is a layer above the core, so its types are not named here
    simulate: Callable[..., Any]
    aim: Callable[[int, int], float]  # (seat, players) -> the direction of a standard throw
    dice_stay: bool = False  # thrown dice lie on the table till the round ends, in the way
    # (state, request) -> whose each die of the throw is, where dice stay: (seat, which die)
    owners: Callable[[Any, ThrowRequest], list[tuple[int, int]]] | None = None
    advice: Advises | None = None
    # (options, seats) -> None: solves what the seats' decisions and advice read (game.core.kept_solves)
    prepare: Callable[[Any, tuple[str, ...]], None] | None = None
    # a person's choice may be taken back with the computers' moves made after
    # it, where those moves answer no one's (each bets against the house alone)
    undo_past_computers: bool = False
    # (state, action) -> whether a decision, about to be made, is none at all (Spelldice's roll let stand
    # where no spell of the wizard's would change it, answered for a person): it is not taken back as one
    forced: Callable[[Any, Any], bool] | None = None
    # the strength of a key press's throw (0 to 1); None: the tavern's usual one
    standard_strength: float | None = None
    # (state, request, values, fates) -> what a throw's values are worth to its thrower, the state as it
    # stands before the throw: how a Tavern Road badge chooses the die it turns or throws again
    throw_worth: Callable[[Any, ThrowRequest, tuple[int, ...], tuple[Any, ...]], float] | None = None
    # (state, action) -> what a decision shows of how boldly it was made ({"raises": 1, ...}), for the
    # road's styles measured (``python -m game road-sim --styles``); None: the game seats no regular
    style_figures: Callable[[Any, Any], dict[str, float]] | None = None


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
