"""High Die's rules: pure, nothing drawn or thrown. Each seat in turn calls
for its die (the one decision) and throws it; after both, the higher wins.

Built on the shared layer as every game is: ``GameState`` refuses what is
not allowed and records what is, ``MoveForms`` saves the moves,
``GameOptions`` the options. The rest of the contract
(game.core.game_parts.RulesState) is the game's to say: its moves
(``legal_actions``), what it conserves and its bounds (checked by the
fuzz), and its ``outcome`` (the Ledger's record and the winner's)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.dice import ThrowRequest, ThrowResult
from game.core.events import Event
from game.core.move_forms import GameOptions, MoveForms
from game.core.moves import GameState
from game.core.outcome import Outcome


@dataclass(frozen=True)
class Call:
    """A seat asks for its die."""

    def __str__(self) -> str:
        return "call for the die"


MOVES = MoveForms("High Die", {"call": Call})
action_from_dict = MOVES.from_dict


@dataclass(frozen=True)
class Options(GameOptions):
    names: tuple[str, ...] = ("Ada", "Brannoc")

    def problem(self) -> str | None:
        return None if len(self.names) == 2 else "High Die is for two players"


@dataclass
class State(GameState):
    options: Options
    turn: int = 0
    called: bool = False
    dice: list[int] = field(default_factory=list)  # seat 0's, then seat 1's
    history: list[dict[str, object]] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)
    round: int = 1

    move_forms = MOVES
    options_type = Options

    @classmethod
    def set_up(cls, options: Options) -> State:
        return cls(options)

    @property
    def over(self) -> bool:
        return len(self.dice) == 2

    def awaits_chance(self) -> bool:
        return self.called

    @property
    def winner(self) -> int | None:
        """The seat of the higher die once both are thrown; None for a tie (or before)."""
        if not self.over or self.dice[0] == self.dice[1]:
            return None
        return 0 if self.dice[0] > self.dice[1] else 1

    def throw_request(self) -> ThrowRequest | None:
        return ThrowRequest(self.turn, 6, 1) if self.called and not self.over else None

    def describe_position(self) -> str:
        return "the game is over" if self.over else f"{self.names[self.turn]} to {self.needed()}"

    def progress(self) -> str:
        return f"{len(self.dice)} of 2 dice thrown"

    def legal_actions(self) -> list[Call]:
        return [] if self.over or self.called else [Call()]

    def conserved(self) -> dict[str, object]:
        """Nothing passes between High Die's players (no coins, no dice): what it keeps is its two seats."""
        return {"seats": len(self.names)}

    def bounds_problem(self) -> str | None:
        if len(self.dice) > 2 or any(not 1 <= value <= 6 for value in self.dice):
            return f"dice beyond one d6 each: {self.dice}"
        return None

    def outcome(self) -> Outcome:
        return Outcome.one_winner(self.winner, 2, points=tuple(self.dice))

    def needed(self) -> str:
        return "throw" if self.called else "call for the die"

    def decision_problem(self, action: object) -> str | None:
        return None  # a Call is the one decision, and it is allowed whenever no die is due

    def perform(self, action: object, events: list[Event]) -> None:
        if isinstance(action, ThrowResult):
            self.dice.append(action.values[0])
            events.append(Event("throw", f"{self.names[self.turn]} throws {action.values[0]}", seat=self.turn))
            self.turn, self.called = 1 - self.turn, False
            if self.over:  # a game says its end, so a table knows to read it and show the results
                won = "A tie" if self.winner is None else f"{self.names[self.winner]} wins"
                events.append(Event("game_over", f"{won}.", seat=-1))
        else:
            self.called = True
            events.append(Event("call", f"{self.names[self.turn]} calls for the die", seat=self.turn))


replay = State.replay
