"""A match's records read back: replays and saved games, every field
checked for what it must be before anything is played, and each throw's
record joined to its move as a step (``SavedThrow``) to throw again.

Anything read from a file or told by another machine may be damaged or
hostile: each check answers with a ``ReplayError`` of one line, and nothing
is half-played (``played`` plays a whole record or raises).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import catalogue
from game.core.dice import LoadedDie, ThrowResult
from game.core.errors import IllegalAction
from game.core.game_parts import Rules
from game.core.play_style import styles_from
from game.core.road_badge import BadgeInPlay
from game.physics.gesture import Gesture
from game.platform.storage import Unreadable, load_json

REPLAY_FORMAT = 2  # 2 keeps each throw's gesture and resting places; 1 did not
REPLAY_FORMATS = (1, 2)  # read as replays (only 2 can be watched)
SAVE_FORMAT = 1


class ReplayError(ValueError):
    """A replay file that cannot be read; the message is one line for a person."""


@dataclass(frozen=True)
class SavedThrow:
    gesture: Gesture
    landed: ThrowResult
    rest: list | None
    table: list | None = None  # where dice stay: every die lying on the table after the throw


def played(make: Callable[..., Any], data: object, source: str, formats: tuple, failing: str) -> tuple[Any, list]:
    """A save's or a replay's match, made by ``make`` (a Match, or a kind of it: its options, seats,
    seed and special die), played through its steps, each checked on the way; ReplayError with the
    first that is wrong."""
    definition, options, actions = checked_record(data, source, formats)
    assert isinstance(data, dict)  # checked_record refuses anything else
    seats, seed, throws = data.get("seats"), data.get("seed"), data.get("throws")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ReplayError(f"{source} is damaged: its seed is not a whole number")
    if not isinstance(seats, list) or not all(isinstance(seat, str) for seat in seats):
        raise ReplayError(f"{source} is damaged: its seats are not a list of players")
    if not isinstance(throws, list) or not all(isinstance(t, dict) for t in throws):
        raise ReplayError(f"{source} is damaged: its throws are not a list")
    try:
        steps = saved_steps(definition.play.rules, actions, throws)
        special, badge = data.get("special_die"), data.get("badge")
        special_die = None if special is None else LoadedDie.from_dict(special)
        # a road match's badge, where it has one (every other record is made as before)
        played_badge: dict[str, Any] = {} if badge is None else {"badge": BadgeInPlay.from_dict(badge)}
        # and its regulars' styles, where it has them
        if data.get("styles") is not None:
            played_badge["styles"] = styles_from(data["styles"])
        match = make(options, tuple(seats), seed, special_die, **played_badge)
        for step in steps:
            match.play_step(step)
    except IllegalAction as error:
        raise ReplayError(f"{source} {failing}: {error}") from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise ReplayError(f"{source} is damaged: {type(error).__name__} {error}") from None
    return match, steps


def replay_file(path: Path):
    """Play a saved match back without a window. Raises ReplayError with a
    one-line reason for a file that is missing, not JSON, or not a match."""
    path = Path(path)
    try:
        data = load_json(path)
    except Unreadable as error:
        if not os.path.lexists(path):
            raise ReplayError(f"no such replay file: {path}") from None
        raise ReplayError(str(error)) from None
    return replay_data(data, str(path))


def replay_data(data: object, source: str = "replay"):
    definition, options, actions = checked_record(data, source, REPLAY_FORMATS)
    try:
        return definition.play.rules.replay(options, actions)
    except IllegalAction as error:
        raise ReplayError(f"{source} does not replay: {error}") from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise ReplayError(f"{source} is damaged: {type(error).__name__} {error}") from None


def checked_record(data: object, source: str, formats: tuple):
    """The game, options and moves of a replay or a save, each checked for
    what it must be; ReplayError with the first thing that is not."""
    if not isinstance(data, dict) or data.get("game") is None:
        raise ReplayError(f"{source} is not a replay or a saved game (no game named in it)")
    key = data["game"]
    if not isinstance(key, str):
        raise ReplayError(f"{source} is damaged: its game is {type(key).__name__}, not a name")
    definition = catalogue.find(key)
    if definition is None or not definition.playable:
        raise ReplayError(f"{source} is a record of {key[:40]!r}, which this version does not play")
    if data.get("format") not in formats:
        read = " and ".join(str(version) for version in formats)
        raise ReplayError(f"{source} has format {data.get('format')!r}; this version reads {read}")
    rules = definition.play.rules
    if not isinstance(data.get("options"), dict):
        raise ReplayError(f"{source} is damaged: its options are missing")
    try:
        options = rules.Options.from_dict(data["options"])
        problem = options.problem()
    except KeyError as error:
        raise ReplayError(f"{source} has bad options: {error.args[0]!r} is missing") from None
    except (TypeError, ValueError, IndexError, AttributeError) as error:
        raise ReplayError(f"{source} has bad options: a value of the wrong kind ({error})") from None
    if problem:
        raise ReplayError(f"{source} has bad options: {problem}")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(action, dict) for action in actions):
        raise ReplayError(f"{source} is damaged: its moves are not a list of moves")
    return definition, options, actions


def lying_die(data) -> tuple:
    """A die lying on the table, from a save: (x, y, angle, sides, owner)."""
    x, y, angle, sides, owner = data
    if owner is not None:
        seat, die = owner
        owner = (int(seat), int(die))
    return float(x), float(y), float(angle), int(sides), owner


def saved_steps(rules: Rules, actions: list, throws: list) -> list:
    """The saved moves as steps: each throw result joined to its recorded
    gesture and resting place."""
    steps, thrown = [], 0
    for data in actions:
        action = rules.action_from_dict(data)
        if isinstance(action, ThrowResult):
            if thrown >= len(throws):
                raise ValueError(f"throw {thrown + 1} has no record of how it was thrown")
            record = throws[thrown]
            gesture = Gesture.from_form(record["gesture"])
            rest = record["rest"]
            if rest is not None:
                rest = [[float(x), float(y), float(a)] for x, y, a in rest]
                if len(rest) != len(action.values):
                    raise ValueError(f"throw {thrown + 1} lies as {len(rest)} dice, not {len(action.values)}")
            table = record.get("table")
            if table is not None and not isinstance(table, list):
                raise ValueError(f"throw {thrown + 1}'s table is not a list of dice")
            steps.append(
                SavedThrow(
                    gesture,
                    action,
                    rest,
                    None if table is None else [lying_die(die) for die in table],
                )
            )
            thrown += 1
        else:
            steps.append(action)
    return steps
