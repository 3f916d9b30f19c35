"""High Die's rules: pure, nothing drawn or thrown. Each seat in turn calls
for its die (the one decision) and throws it; after both, the higher wins."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.dice import ThrowRequest, ThrowResult
from game.core.errors import IllegalAction
from game.core.events import Event

CHANCE, TERMINAL = -1, -2  # as game.core.moves names them


@dataclass(frozen=True)
class Call:
    """A seat asks for its die."""


def action_to_dict(action) -> dict:
    return {"throw": action.to_dict()} if isinstance(action, ThrowResult) else {"call": True}


def action_from_dict(data: dict):
    if "throw" in data:
        return ThrowResult.from_dict(data["throw"])
    if data.get("call") is True:
        return Call()
    raise ValueError(f"not a High Die move: {data!r}")


@dataclass(frozen=True)
class Options:
    names: tuple[str, ...] = ("Ada", "Brannoc")

    def problem(self) -> str | None:
        return None if len(self.names) == 2 else "High Die is for two players"

    def to_dict(self) -> dict:
        return {"names": list(self.names)}

    @classmethod
    def from_dict(cls, data: dict) -> Options:
        return cls(names=tuple(data["names"]))


@dataclass
class State:
    options: Options
    turn: int = 0
    called: bool = False
    dice: list[int] = field(default_factory=list)
    history: list[dict] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)
    round: int = 1

    @classmethod
    def new(cls, options: Options) -> State:
        problem = options.problem()
        if problem:
            raise ValueError(problem)
        return cls(options)

    @property
    def names(self) -> tuple[str, ...]:
        return self.options.names

    @property
    def over(self) -> bool:
        return len(self.dice) == 2

    @property
    def to_move(self) -> int:
        if self.over:
            return TERMINAL
        return CHANCE if self.called else self.turn

    @property
    def winner(self) -> int | None:
        """The seat of the higher die once both are thrown; None for a tie (or before)."""
        if not self.over or self.dice[0] == self.dice[1]:
            return None
        return 0 if self.dice[0] > self.dice[1] else 1

    def throw_request(self) -> ThrowRequest | None:
        return ThrowRequest(self.turn, 6, 1) if self.to_move == CHANCE else None

    def describe_position(self) -> str:
        return "the game is over" if self.over else f"{self.names[self.turn]} to {'throw' if self.called else 'call'}"

    def progress(self) -> str:
        return f"{len(self.dice)} of 2 dice thrown"

    def apply(self, action) -> list[Event]:
        """Make a move; IllegalAction leaves the state untouched."""
        problem = self._problem_with(action)
        if problem:
            raise IllegalAction(action, self.describe_position(), problem)
        if isinstance(action, ThrowResult):
            self.dice.append(action.values[0])
            events = [Event("throw", f"{self.names[self.turn]} throws {action.values[0]}", seat=self.turn)]
            self.turn, self.called = 1 - self.turn, False
            if self.over:  # a game says its end, so a table knows to read it and show the results
                won = "A tie" if self.winner is None else f"{self.names[self.winner]} wins"
                events.append(Event("game_over", f"{won}.", seat=-1))
        else:
            self.called = True
            events = [Event("call", f"{self.names[self.turn]} calls for the die", seat=self.turn)]
        self.history.append(action_to_dict(action))
        self.log.extend(events)
        return events

    def _problem_with(self, action) -> str | None:
        if self.over:
            return "the game is over"
        request = self.throw_request()
        if isinstance(action, ThrowResult):
            return "no die is due" if request is None else action.problem_with(request)
        if request is not None:
            return f"{self.names[self.turn]} must throw now"
        return None if isinstance(action, Call) else f"{action!r} is no High Die move"


def replay(options: Options, actions: list[dict]) -> State:
    state = State.new(options)
    for data in actions:
        state.apply(action_from_dict(data))
    return state
