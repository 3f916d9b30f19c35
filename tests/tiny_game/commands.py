"""High Die on the command line: ``sim`` counts who won; the tools play the
matches (the ``runner``), the game only says what a table is and what to count."""

from __future__ import annotations

import argparse
import random

from game.core.command_line import GameCommands, MatchRunner, Seats, by_seat, seat_names
from game.services.match import Match
from tests.tiny_game.rules import Options


def simulate(args: argparse.Namespace, seats: tuple, runner: MatchRunner) -> dict:
    seeds = random.Random(args.seed)
    wins, draws = [0, 0], 0
    for _ in range(args.games):
        winner = runner.thrown(Options(names=seat_names(seats)), seats, seeds.randrange(2**32)).state.winner
        if winner is None:
            draws += 1
        else:
            wins[winner] += 1
    return {"game": "high_die", "games": args.games, "wins": {**by_seat(seats, wins), "draws": draws}}


COMMANDS = GameCommands(
    seats=Seats(default=("easy", "hard"), fewest=2, most=2),
    simulate=simulate,
    shot_match=lambda args: Match(Options(), ("easy", "hard"), args.seed),
    smoke_match=lambda: Match(Options(), ("easy", "hard"), seed=1),
    random_options=lambda rng: Options(),
)
