"""What a game gives the command line (its ``commands.COMMANDS``): the
options of its ``sim`` and ``shot``, the matches they play, the short match
``--smoke`` plays, its bench figures and its ladder tables.

A game's commands are data and functions; the machinery that plays them
(simulated matches, replays kept, the ladder, the bench, screenshots) is the
tools' (game.tools), which hand a game's functions a ``MatchRunner`` to play
with. So a game's folder imports nothing of the tools.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.core.game_parts import TableOptions
from game.core.seats import LEVELS


class OptionsClash(ValueError):
    """A game's command-line options that do not go together; one line for the terminal."""


class MatchRunner(Protocol):
    """How the tools play a game's matches for its commands."""

    def thrown(self, options: Any, levels: tuple[str, ...], seed: int) -> Any:
        """A match of computer seats played to its end, every throw flying
        with the physics, its replay kept where the sim keeps them; the Match."""
        ...

    def played(self, options: Any, levels: tuple[str, ...], seed: int) -> Any:
        """The final state of a game of computer seats, its dice from the
        seeded source as a match draws them and no physics (unless its replay
        is kept, to be watched): for games whose dice cannot leave where they
        are thrown."""
        ...

    def hard_p99_ms(self, table: Callable[[int], Any], games: int, advised: bool = False) -> float:
        """The hard computer player's decision time (with the old hand's
        advice on every option first, where ``advised``), the 99th percentile
        over whole games of hard players (``table(k)``: game k's options)."""
        ...


@dataclass(frozen=True)
class Seats:
    """The levels ``sim --seats`` takes for a game: how many, and the default."""

    default: tuple[str, ...]
    fewest: int
    most: int

    def parse(self, text: str | None) -> tuple[str, ...]:
        """The levels named, one per seat; ValueError with a one-line reason."""
        if text is None:
            return self.default
        seats = tuple(part.strip() for part in text.split(","))
        if not self.fewest <= len(seats) <= self.most or any(level not in LEVELS for level in seats):
            how_many = "two levels" if self.fewest == self.most == 2 else f"{self.fewest} to {self.most} levels"
            raise ValueError(f"--seats takes {how_many} from {', '.join(LEVELS)}, like normal,hard; not {text!r}")
        return seats


@dataclass(frozen=True)
class FrameBench:
    """A table kept throwing while the bench times its frames."""

    prefix: str  # the figures' names begin with it ("" or "spottle6_")
    new_match: Callable[[], Any]  # a Match, all seats people, so nothing but the bench moves
    next_throw: Callable[[Any], None]  # (match) -> the decisions that make the next throw due


@dataclass(frozen=True)
class LadderResult:
    """How one ladder match ended: the winning seat (None: a draw) and each
    seat's net (coins in copper, or points), over ``rounds`` rounds."""

    winner: int | None
    net: tuple
    rounds: int = 1


@dataclass(frozen=True)
class LadderTable:
    """A way a game's levels are set against each other on the ladder."""

    name: str  # the table's name in the ladder: the game's key, or "doty/called_shot"
    seats: int  # 2: each pair of levels, seats swapped; 3: the three levels at one table
    # (levels by seat, seed, hands, runner) -> the result
    play: Callable[[tuple, int, int, MatchRunner], LadderResult]
    unit: str = "points"  # what ``net`` counts: "cp" or "points"
    against_house: bool = False  # everyone plays the house: net per round decides, not wins


def no_options(parser: argparse.ArgumentParser) -> None:
    """A game whose sim or shot takes no options of its own."""


@dataclass(frozen=True)
class GameCommands:
    seats: Seats
    simulate: Callable[[argparse.Namespace, tuple, MatchRunner], dict]  # (options, seat levels, runner) -> JSON
    shot_match: Callable[[argparse.Namespace], Any]  # (options with seed) -> the Match a shot shows
    smoke_match: Callable[[], Any]  # a short Match of computer seats
    random_options: Callable[[random.Random], TableOptions]  # any table the setup allows (for the fuzz)
    sim_options: Callable[[argparse.ArgumentParser], None] = no_options
    shot_options: Callable[[argparse.ArgumentParser], None] = no_options
    frame_benches: tuple[FrameBench, ...] = ()
    bench_figures: Callable[[MatchRunner], dict] = field(default=lambda runner: {})  # the game's own, no window
    ladder: tuple[LadderTable, ...] = ()  # how the ladder sets its levels against each other
    # every seat a hard computer, as a session's first match: bench times each of its frames at the table
    hard_match: Callable[[], Any] | None = None
    # the moment ``shot --moment`` waits for: (options) -> a test of the table, or None for the shot's throws
    shot_moment: Callable[[argparse.Namespace], Callable | None] = field(default=lambda options: None)

    @classmethod
    def named_in(cls, names: Mapping[str, Any], **given: Any) -> GameCommands:
        """A game's commands from its commands.py (``globals()``): each of its
        functions named as the part it plays (``simulate``, ``shot_match``,
        ``smoke_match``, ``random_options``, and those of ``sim_options``,
        ``shot_options``, ``shot_moment``, ``hard_match``, ``bench_figures``
        it has), and ``given`` for the data (seats, ladder, frame benches) and
        any part it names otherwise."""
        found = {name: names[name] for name in _FUNCTIONS if name in names and name not in given}
        return cls(**found, **given)


# the parts of a game's commands that are functions, by the names ``GameCommands.named_in`` looks for
_FUNCTIONS = tuple(
    part.name for part in dataclasses.fields(GameCommands) if part.name not in ("seats", "frame_benches", "ladder")
)


def count(text: str) -> int:
    """An argument type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def one_of(what: str, choices: tuple[str, ...]) -> Callable[[str], str]:
    """An argument type: one of ``choices``, or a one-line reason that names them."""

    def choose(name: str) -> str:
        if name not in choices:
            raise argparse.ArgumentTypeError(f"unknown {what} {name!r} ({', '.join(choices)})")
        return name

    return choose


def seat_names(levels: tuple[str, ...]) -> tuple[str, ...]:
    """Names for simulated seats that say who sits there: "hard (seat 2)"."""
    return tuple(f"{level} (seat {k + 1})" for k, level in enumerate(levels))


def named_by_seat(name: str) -> bool:
    """A name ``seat_names`` gives (any seat's number, as Spelldice's turns
    them round): it says a computer sits there."""
    return re.fullmatch(rf"({'|'.join(LEVELS)}) \(seat \d+\)", name) is not None


def by_seat(levels: tuple[str, ...], values: list) -> dict:
    """A figure per seat, keyed as the sims' JSON keys it: "seat 2 (hard)"."""
    return {f"seat {k + 1} ({level})": value for k, (level, value) in enumerate(zip(levels, values))}
