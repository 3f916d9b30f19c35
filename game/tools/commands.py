"""How the command line plays a game's matches for its commands
(game.core.command_line): a ``Runner`` is the ``MatchRunner`` handed to a
game's ``sim``, ladder and bench functions. Nothing here opens a window:
``sim`` loads a game's commands without arcade."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import catalogue
from game.core.dice import DiceSource, ThrowResult
from game.core.game_parts import RulesState
from game.platform.storage import write_json
from game.services.match import Match


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


class Runner:
    """The tools' ``MatchRunner``: matches played out for a game's commands,
    each one's replay kept in ``replays`` (a folder, or None: nowhere)."""

    def __init__(self, replays: Path | None = None):
        self.replays = KeptReplays(replays)

    def thrown(self, options, levels: tuple[str, ...], seed: int) -> Match:
        return self.replays.play_out(Match(options, levels, seed))

    def played(self, options, levels: tuple[str, ...], seed: int):
        if self.replays.folder is not None:  # kept to be watched again: the dice thrown
            return self.thrown(options, levels, seed).state
        kind = catalogue.game_for(options).play
        return play_without_window(
            kind.rules.State.new(options),
            lambda state, rng: kind.choose_action(state, state.to_move, levels[state.to_move], rng, levels),
            seed,
        )

    @staticmethod
    def hard_p99_ms(table: Callable[[int], object], games: int, advised: bool = False) -> float:
        kind = catalogue.game_for(table(0)).play

        def decide(state, rng):
            if advised:
                kind.advice(state, state.to_move, ())
            return kind.choose_action(state, state.to_move, "hard", rng)

        return decision_p99_ms(lambda k: kind.rules.State.new(table(k)), decide, games)


def play_without_window(
    state: RulesState, decide: Callable[[Any, random.Random], object], seed: int, max_moves: int = 200_000
) -> RulesState:
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
    new_state: Callable[[int], RulesState], decide: Callable[[Any, random.Random], object], games: int
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
