"""What a game brings to the command line (its ``commands.COMMANDS``): the
options of its ``sim`` and ``shot``, the matches they play, the short match
``--smoke`` plays, and its bench figures. Nothing here opens a window: ``sim``
loads a game's commands without arcade."""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game.core.dice import DiceSource, ThrowResult
from game.platform.storage import write_json
from game.services.match import LEVELS, Match


class OptionsClash(ValueError):
    """A game's command-line options that do not go together; one line for the terminal."""


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
    new_match: Callable[[], Match]  # all seats people, so nothing but the bench moves
    next_throw: Callable[[Match], None]  # the decisions that make the next throw due


@dataclass
class KeptReplays:
    """Where ``sim --save-replays`` keeps each simulated match's replay (a
    folder, or None: nowhere), numbered in the order they were played."""

    folder: Path | None
    kept: int = 0

    def play_out(self, match: Match) -> Match:
        """The match of computer seats played to its end, its dice thrown
        with the physics, and its replay kept."""
        while not match.over:
            match.play_computer_step()
        if self.folder is not None:
            self.kept += 1
            write_json(self.folder / f"{match.game}-{self.kept:04d}.json", match.to_replay(), keep_backup=False)
        return match


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


def by_seat(levels: tuple[str, ...], values: list) -> dict:
    """A figure per seat, keyed as the sims' JSON keys it: "seat 2 (hard)"."""
    return {f"seat {k + 1} ({level})": value for k, (level, value) in enumerate(zip(levels, values))}


def no_options(parser: argparse.ArgumentParser) -> None:
    """A game whose sim or shot takes no options of its own."""


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
    play: Callable[[tuple, int, int], LadderResult]  # (levels by seat, seed, hands) -> the result
    unit: str = "points"  # what ``net`` counts: "cp" or "points"
    against_house: bool = False  # everyone plays the house: net per round decides, not wins


@dataclass(frozen=True)
class GameCommands:
    seats: Seats
    simulate: Callable[[argparse.Namespace, tuple], dict]  # (options, seat levels) -> the sim's JSON
    shot_match: Callable[[argparse.Namespace], Match]  # (options with seed) -> the match a shot shows
    smoke_match: Callable[[], Match]  # a short match of computer seats
    random_options: Callable[[random.Random], object]  # any table the setup allows (for the fuzz)
    sim_options: Callable[[argparse.ArgumentParser], None] = no_options
    shot_options: Callable[[argparse.ArgumentParser], None] = no_options
    frame_benches: tuple[FrameBench, ...] = ()
    bench_figures: Callable[[], dict] = field(default=dict)  # the game's own figures, no window
    ladder: tuple[LadderTable, ...] = ()  # how the ladder sets its levels against each other
    # every seat a hard computer, as a session's first match: bench times each of its frames at the table
    hard_match: Callable[[], Match] | None = None
    # the moment ``shot --moment`` waits for: (options) -> a test of the table, or None for the shot's throws
    shot_moment: Callable[[argparse.Namespace], Callable | None] = field(default=lambda options: None)


def play_without_window(state, decide: Callable[[object, random.Random], object], seed: int, max_moves: int = 200_000):
    """Play a game's state to its end with no physics: dice from the seeded
    source, in the order a match draws them, and every decision ``decide``'s
    (given the state and the computer players' own seeded source). For the
    games whose dice cannot leave where they are thrown."""
    dice, rng = DiceSource(seed), random.Random(f"{seed}/ai")
    for _ in range(max_moves):
        if state.over:
            return state
        request = state.throw_request()
        state.apply(ThrowResult.kept(*dice.values(request)) if request is not None else decide(state, rng))
    raise RuntimeError(f"a game of seed {seed} did not end in {max_moves} moves")


def decision_p99_ms(
    new_state: Callable[[int], object], decide: Callable[[object, random.Random], object], games: int
) -> float:
    """A computer player's decision time, the 99th percentile over whole games
    (``new_state(k)`` starts game k; ``decide`` makes the move to be made)."""
    times = []

    def timed(state, rng):
        start = time.perf_counter()
        action = decide(state, rng)
        times.append(time.perf_counter() - start)
        return action

    for seed in range(games):
        play_without_window(new_state(seed), timed, seed)
    times.sort()
    return round(times[int(0.99 * (len(times) - 1))] * 1000, 3)
