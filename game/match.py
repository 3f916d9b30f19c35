"""A match at the table: the rules state, the seeded dice, who sits in each
seat, the physical throws, and the record that replays it.

Scenes, the command line and tests all drive a match through this one class,
so a game played in the window and one simulated without it go the same way.
Each game brings, as its ``MatchKind``, its rules module, its computer player
and how its dice are thrown; the registry finds the game from the options.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Callable

from game.core.dice import DiceSource, Fate, ThrowResult
from game.core.errors import IllegalAction
from game.core.events import Event
from game.games import GAME_BY_KEY, game_for
from game.physics.flight import ThrowPath, resting_after
from game.physics.gesture import STANDARD_STRENGTH, Gesture, gesture_from_drag
from game.physics.hands import HOUSE, computer_gesture

REPLAY_FORMAT = 1
PERSON = "person"
LEVELS = ("easy", "normal", "hard")
CONTROLLERS = (PERSON,) + LEVELS


@dataclass(frozen=True)
class MatchKind:
    """What a game brings to a match (its ``play.PLAY``)."""

    rules: ModuleType                 # State, Options, replay
    choose_action: Callable           # (state, seat, level, rng) -> action
    simulate: Callable                # (request, gesture, rng, state, resting) -> ThrowPath, or None
    aim: Callable                     # (seat, players) -> the direction of a standard throw
    dice_stay: bool = False           # thrown dice lie on the table till the round ends, in the way


class ReplayError(ValueError):
    """A replay file that cannot be read; the message is one line for a person."""


@dataclass
class Throw:
    """One throw as it happened: the gesture, the recorded path, the result."""

    seat: int
    gesture: Gesture
    path: ThrowPath | None            # None for a chance without dice in flight (a tooth pressed)
    result: ThrowResult
    events: list


class Match:
    def __init__(self, options, controllers: tuple, seed: int):
        self.definition = game_for(options)
        self.kind: MatchKind = self.definition.play
        if len(controllers) != len(options.names):
            raise ValueError(f"{len(options.names)} seats need {len(options.names)} controllers")
        for controller in controllers:
            if controller not in CONTROLLERS:
                levels = ", ".join(LEVELS)
                raise ValueError(f"a seat is a person or a computer player ({levels}), not {controller!r}")
        self.state = self.kind.rules.State.new(options)
        self.controllers = tuple(controllers)
        self.seed = seed
        self.dice = DiceSource(seed)
        self._ai_rng = random.Random(f"{seed}/ai")
        self.throws = 0
        self.resting: list = []           # dice lying on the table from earlier throws this round
        self._resting_round = None

    @property
    def game(self) -> str:
        return self.definition.key

    @property
    def players(self) -> int:
        return len(self.controllers)

    @property
    def over(self) -> bool:
        return self.state.over

    def controller(self, seat: int) -> str:
        """Who plays a seat; a seat past the players' (the Spottle Master) is the house's."""
        return self.controllers[seat] if seat < len(self.controllers) else HOUSE

    def is_computer(self, seat: int) -> bool:
        return self.controller(seat) != PERSON

    # --- moves ---

    def act(self, action) -> list[Event]:
        """A seat's decision. IllegalAction leaves everything as it was."""
        return self.state.apply(action)

    def throw(self, gesture: Gesture) -> Throw:
        """Throw the dice the rules are waiting for with this gesture."""
        request = self.state.throw_request()
        if request is None:
            raise IllegalAction("throw", self.state.describe_position(), "no throw is due now")
        if self.kind.dice_stay and self.state.round != self._resting_round:  # the table is cleared
            self.resting, self._resting_round = [], self.state.round
        path = self.kind.simulate(request, gesture, random.Random(f"{self.seed}/throw/{self.throws}"), self.state,
                                  self.resting)
        if self.kind.dice_stay and path is not None:
            self.resting = self.resting + resting_after(path)
        fates = path.fates if path is not None else (Fate.KEPT,) * request.count
        result = ThrowResult(self.dice.values(request), fates)
        events = self.state.apply(result)
        self.throws += 1
        return Throw(request.thrower, gesture, path, result, events)

    def computer_action(self):
        seat = self.state.turn
        return self.kind.choose_action(self.state, seat, self.controllers[seat], self._ai_rng)

    def standard_gesture(self) -> Gesture:
        """The throw a key press makes: straight at the middle, a fair strength."""
        return Gesture(self.kind.aim(self.state.turn, self.players), STANDARD_STRENGTH)

    def gesture_from_drag(self, dx: float, dy: float, full_drag: float) -> Gesture:
        return gesture_from_drag(dx, dy, full_drag, self.standard_gesture())

    def computer_gesture(self) -> Gesture:
        seat = self.state.turn
        return computer_gesture(self.kind.aim(seat, self.players), self.controller(seat), self._ai_rng)

    def play_computer_step(self) -> list[Event]:
        """The next thing a computer seat does: a throw if one is due, else a decision."""
        if self.state.throw_request() is not None:
            return self.throw(self.computer_gesture()).events
        return self.act(self.computer_action())

    # --- replays ---

    def to_replay(self) -> dict:
        return {
            "format": REPLAY_FORMAT, "game": self.game, "options": self.state.options.to_dict(),
            "seats": list(self.controllers), "seed": self.seed, "actions": list(self.state.history),
        }

    def save_replay(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_replay(), indent=1))


def replay_file(path: Path):
    """Play a saved match back without a window. Raises ReplayError with a
    one-line reason for a file that is missing, not JSON, or not a match."""
    try:
        data = json.loads(Path(path).read_text())
    except FileNotFoundError:
        raise ReplayError(f"no such replay file: {path}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise ReplayError(f"cannot read {path}: {error}") from None
    except json.JSONDecodeError as error:
        raise ReplayError(f"{path} is not a replay (not JSON: {error.msg} at line {error.lineno})") from None
    return replay_data(data, str(path))


def replay_data(data: object, source: str = "replay"):
    if not isinstance(data, dict) or data.get("game") is None:
        raise ReplayError(f"{source} is not a replay (no game named in it)")
    key = data["game"]
    if not isinstance(key, str):
        raise ReplayError(f"{source} is damaged: its game is {type(key).__name__}, not a name")
    definition = GAME_BY_KEY.get(key)
    if definition is None or not definition.playable:
        raise ReplayError(f"{source} is a replay of {key!r}, which cannot be replayed yet")
    if data.get("format") != REPLAY_FORMAT:
        raise ReplayError(f"{source} has replay format {data.get('format')!r}; this version reads {REPLAY_FORMAT}")
    rules = definition.play.rules
    try:
        options = rules.Options.from_dict(data["options"])
        problem = options.problem()
        if problem:
            raise ReplayError(f"{source} has bad options: {problem}")
        actions = data["actions"]
        if not isinstance(actions, list):
            raise ReplayError(f"{source}: 'actions' is not a list")
        return rules.replay(options, actions)
    except IllegalAction as error:
        raise ReplayError(f"{source} does not replay: {error}") from None
    except ReplayError:
        raise
    except (KeyError, TypeError, ValueError) as error:
        raise ReplayError(f"{source} is damaged: {type(error).__name__} {error}") from None
