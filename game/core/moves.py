"""The move protocol every game's state follows, and replaying saved moves.

A game's state says why one of its players' moves is not allowed now
(``decision_problem``), what its player to act must do (``needed``), where
the game stands (``describe_position``) and how a move changes it
(``perform``), which moves it has (``move_forms``), its options' type
(``options_type``) and when the dice act (``chance_phases``, or
``awaits_chance``). The rest is the same for every game: whose turn it is
(``to_move``), saving and reading back by the state's fields, replaying
saved moves; a finished game takes no move, dice answer only a throw the
rules asked for, nobody decides while dice are due, a move's fields have
their declared types; ``apply`` refuses with a readable IllegalAction and
changes nothing, or performs the move and records it for the log and for
replays.
"""

from __future__ import annotations

import copy
import dataclasses
import string
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from game.core.dice import ThrowRequest, ThrowResult
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.move_forms import MoveForms
from game.core.outcome import Outcome

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:

    def dataclass_transform(**_: Any) -> Callable[[type], type]:
        """Read by type checkers alone (``typing`` has it from Python 3.11):
        ``GameMove`` makes its subclasses dataclasses itself."""
        return lambda cls: cls


CHANCE = -1  # ``to_move`` while dice are due: chance is a player too
TERMINAL = -2  # ``to_move`` once the game is over


class GameState(ABC):
    """Mixed into each game's State dataclass (which holds ``history`` and
    ``log``, and says ``over``, ``turn`` and ``throw_request()``).
    What each game must say for itself is abstract: a State that leaves one
    out cannot be made, so a new game learns it at its first test rather than
    in the Ledger or the fuzz (the whole contract: game.core.game_parts.RulesState)."""

    move_forms: ClassVar[MoveForms]  # the game's moves, by the tags they are saved with
    options_type: ClassVar[Any]  # the game's Options: a saved game reads them back
    chance_phases: ClassVar[tuple[str, ...]] = ()  # the phases in which the dice are due
    tuple_fields: ClassVar[tuple[str, ...]] = ()  # fields held as tuples (a saved game has lists)
    over_text = "the game is over"
    # where the game stands in a few words, its fields put in by name ("round {round}"), for a game
    # whose State does not say it in a ``progress()`` of its own
    progress_said: ClassVar[str]
    history: list[dict]
    log: list[Event]

    if TYPE_CHECKING:  # each game's State has these as fields or as properties

        @property
        def over(self) -> bool: ...

        @property
        def turn(self) -> int: ...

        options: Any  # the game's Options (``options_type``)

        @property
        def phase(self) -> str: ...

        def throw_request(self) -> ThrowRequest | None: ...

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.progress is GameState.progress and not hasattr(cls, "progress_said"):
            raise TypeError(f"{cls.__name__} says where the game stands neither by progress_said nor by progress()")

    @classmethod
    def new(cls, options: Any) -> Any:
        """The game at its start with these options; ValueError with the reason
        if it cannot be set up with them (``require_playable``)."""
        require_playable(options)
        return cls.set_up(options)

    @classmethod
    @abstractmethod
    def set_up(cls, options: Any) -> Any:
        """The game at its start with these options, which can be played."""
        raise NotImplementedError

    @property
    def names(self) -> tuple[str, ...]:
        """Who sits at each seat: the options' names."""
        return tuple(self.options.names)

    @property
    def players(self) -> int:
        return len(self.options.names)

    @property
    def to_move(self) -> int:
        """The seat to act, CHANCE while the dice are due, TERMINAL when over."""
        if self.over:
            return TERMINAL
        return CHANCE if self.awaits_chance() else self.turn

    def awaits_chance(self) -> bool:
        return self.phase in self.chance_phases

    # --- moves kept secret from one another (Spelldice's picks) ---

    def secret_movers(self) -> tuple[int, ...]:
        """The seats whose next moves are each kept from the others until all
        are made, in the order the rules take them; none in most games."""
        return ()

    def as_secret_mover(self, seat: int) -> Any:
        """This table as ``seat`` makes its secret move, none of them shown yet:
        what its computer player chooses from, and what the move is checked against."""
        raise NotImplementedError(f"no move is secret in {type(self).__module__}")

    # --- saving ---

    def to_dict(self) -> dict:
        return fields_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict) -> Any:
        return fields_from_dict(cls, cls.options_type, data)

    @classmethod
    def replay(cls, options: Any, actions: list[dict]) -> Any:
        """Rebuild a game from its options and the moves it was played with."""
        return replay_moves(cls.new(options), actions, cls.move_forms.from_dict)

    @classmethod
    def move_to_dict(cls, action: object) -> dict:
        """A move's saved form, as the history records it."""
        return cls.move_forms.to_dict(action)

    def problem_with(self, action: object) -> str | None:
        """Why ``action`` is not allowed now, or None if it is."""
        if self.over:
            return self.over_text
        request = self.throw_request()
        if isinstance(action, ThrowResult):
            if request is None:
                return f"no dice are due: {self.names[self.turn]} must {self.needed()} first"
            return self.throw_problem(action, request)
        if request is not None:
            return f"{self.actor_name()} must {self.throw_word()} now"
        # A field of the wrong type may still compare equal to an allowed move
        # (0 == False), and would be recorded other than its replay reads it.
        return self.move_forms.problem_with(action) or self.decision_problem(action)

    def throw_problem(self, result: ThrowResult, request: ThrowRequest) -> str | None:
        """Why these dice cannot answer the throw asked for."""
        return result.problem_with(request)

    @abstractmethod
    def decision_problem(self, action: object) -> str | None:
        """Why a player's move is not allowed now (no dice are due)."""
        raise NotImplementedError

    @abstractmethod
    def needed(self) -> str:
        """What the player to act must do, as in "Crag must ante or fold"."""
        raise NotImplementedError

    def actor_name(self) -> str:
        return self.names[self.turn]

    def throw_word(self) -> str:
        return "throw the dice"

    @abstractmethod
    def describe_position(self) -> str:
        raise NotImplementedError

    def progress(self) -> str:
        """Where the game stands in a few words, as "round 4" (for a saved game, the menu's Continue)."""
        return _SAYING.vformat(self.progress_said, (), vars(self))

    @abstractmethod
    def legal_actions(self) -> list[Any]:
        """Every move the seat to act may make, never the dice (see
        ``throw_request``): what the fuzz, the lessons' Skip and a random
        player choose from."""
        raise NotImplementedError

    @abstractmethod
    def conserved(self) -> dict[str, object]:
        """What no move makes or loses (coins, objects, dice, treats), by name:
        the same after every move as at the start."""
        raise NotImplementedError

    @abstractmethod
    def outcome(self) -> Outcome:
        """What the finished game came to, seat by seat (the Ledger's record)."""
        raise NotImplementedError

    def die_kind(self, request: ThrowRequest) -> str | None:
        """The kind of die the request throws, as the Ledger counts them
        ("d6"); None for a chance that is no die (a crocodile's tooth)."""
        return f"d{request.sides}"

    @abstractmethod
    def bounds_problem(self) -> str | None:
        """What is out of its bounds (a purse below nothing, health past its
        most), or None."""
        raise NotImplementedError

    @abstractmethod
    def perform(self, action: Any, events: list[Event]) -> None:
        raise NotImplementedError

    def apply(self, action: object) -> list[Event]:
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


class _Saying(string.Formatter):
    """``str.format``, with ``!n`` for a place counted from one: a die or a
    shot 0 is said "1", the dice (0, 2) "1, 3"."""

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion != "n":
            return super().convert_field(value, conversion)
        return ", ".join(str(place + 1) for place in value) if isinstance(value, tuple) else value + 1


_SAYING = _Saying()


@dataclass_transform(frozen_default=True)
class GameMove:
    """A game's move, as named data: each subclass is a frozen dataclass (no
    decorator needed), said in its own words (``said``) with its fields put
    in by name: ``said = "bury die {die!n}"`` says Bury(2) "bury die 3"
    (``!n``: a place counted from one). A move said otherwise than by its
    fields' values writes its own ``__str__``."""

    said: ClassVar[str]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        dataclasses.dataclass(frozen=True)(cls)

    def __str__(self) -> str:
        return _SAYING.vformat(self.said, (), vars(self))


def require_playable(options) -> None:
    """Raise ValueError with the reason if a game cannot be set up with these
    options (each game's Options says why in ``problem()``)."""
    problem = options.problem()
    if problem:
        raise ValueError(problem)


def replay_moves(state, moves: list[dict], parse: Callable[[dict], object]):
    """Apply saved moves in order; an illegal one is reported with its number."""
    for number, data in enumerate(moves, start=1):
        try:
            state.apply(parse(data))
        except IllegalAction as error:
            raise IllegalAction(error.action, f"move {number}: {error.position}", error.reason) from None
    return state


def fields_to_dict(state, leaving: tuple[str, ...] = ()) -> dict:
    """A dataclass state as JSON: every field as it is (lists and dicts copied),
    the options and the log as dicts; the fields named in ``leaving`` left out."""
    names = [name for name in state.__dataclass_fields__ if name not in ("options", "log", *leaving)]
    data = {name: _saved(getattr(state, name)) for name in names}
    data["options"] = state.options.to_dict()
    if "log" not in leaving:
        data["log"] = [event.to_dict() for event in state.log]
    return data


def fields_from_dict(state_class, options_class, data: dict):
    """The state ``fields_to_dict`` wrote, back."""
    fields = copy.deepcopy(dict(data))
    fields["options"] = options_class.from_dict(data["options"])
    fields["log"] = [Event.from_dict(e) for e in data["log"]]
    for name in getattr(state_class, "tuple_fields", ()):
        fields[name] = tuple(fields[name])
    return state_class(**fields)


def _saved(value: object) -> object:
    return copy.deepcopy(list(value) if isinstance(value, tuple) else value)
