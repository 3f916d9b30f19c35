"""Doty Dice on the command line: ``sim`` (computer games, with the points
each declaration brings), the table ``shot`` shows, the smoke match."""

from __future__ import annotations

import argparse
import functools
import random
import time
from collections import defaultdict

from game.core.command_line import (
    GameCommands,
    LadderResult,
    LadderTable,
    MatchRunner,
    Seats,
    by_seat,
    one_of,
    seat_names,
)
from game.games.doty.race import called_shot_race, pairs_race
from game.games.doty.rules import VARIANTS, Options
from game.games.doty.scores_race import scores_race
from game.services.match import Match


def variant_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--variant", type=one_of("way to play", VARIANTS), default="pairs", help="the way to play (default pairs)"
    )


def simulate(args: argparse.Namespace, seats: tuple, runner: MatchRunner) -> dict:
    """Average points per declaring turn, per declaration (Pairs, Called
    Shot), or per turn (the others): the figures behind the hard player."""
    variant, games, seed = args.variant, args.games, args.seed
    seeds = random.Random(seed)
    wins = [0] * len(seats)
    declared: dict = defaultdict(lambda: [0, 0])  # declaration -> [turns, points]
    turns = points = throws = 0
    for _ in range(games):
        options = Options(names=seat_names(seats), variant=variant, reroll=variant == "everyone_scores")
        match = runner.thrown(options, seats, seeds.randrange(2**32))
        wins[match.state.winner] += 1
        throws += match.throws
        for event in match.state.log:
            if event.kind == "declare":
                declared[event.data["declaration"]][0] += 1
            gained = event.data.get("points") if event.kind in ("win", "lose", "set_won", "throw", "score") else None
            if gained is None:
                continue
            if "declaration" in event.data:
                declared[event.data["declaration"]][1] += gained
            points += gained
            turns += event.kind in ("throw", "score") and variant in ("triples", "quintuples", "everyone_scores")
    summary = {
        "game": "doty",
        "variant": variant,
        "games": games,
        "seed": seed,
        "seats": list(seats),
        "wins": by_seat(seats, wins),
        "throws": throws,
    }
    if declared:
        summary["points_per_declaration"] = {
            key: {"turns": n, "mean_points": round(total / n, 3)} for key, (n, total) in sorted(declared.items())
        }
    else:
        summary["mean_points_per_turn"] = round(points / turns, 3) if turns else 0.0
    return summary


def shot_match(args: argparse.Namespace) -> Match:
    return Match(
        Options(
            names=("Brannoc", "Mother Grell", "Tamsin"), variant=args.variant, reroll=args.variant == "everyone_scores"
        ),
        ("normal", "hard", "easy"),
        args.seed,
    )


def hard_match() -> Match:
    """Everyone Scores to 100 with re-rolls: the race its first re-roll reads took a second to solve."""
    return Match(Options(names=("Ada", "Brannoc"), variant="everyone_scores", reroll=True), ("hard", "hard"), seed=7)


def smoke_match() -> Match:
    """Everyone Scores with re-rolls: the most of the table's bars."""
    return Match(
        Options(names=("Ada", "Brannoc"), variant="everyone_scores", reroll=True, target=10), ("hard", "easy"), seed=2
    )


def ladder_game(variant: str):
    """A game of one way to play, to its usual target. The dice land in a
    tray that keeps them all, so the physics never changes a result: the
    rules are played with the seeded dice alone, as a match draws them."""

    def play(levels: tuple, seed: int, hands: int, runner: MatchRunner) -> LadderResult:
        options = Options(names=seat_names(levels), variant=variant, reroll=variant == "everyone_scores")
        state = runner.played(options, levels, seed)
        return LadderResult(state.winner, tuple(state.scores))

    return play


def _timed_table(variant: str, _game: int) -> Options:
    """Every timed game's options: three hard players of ``variant``, with re-rolls."""
    return Options(names=("A", "B", "C"), variant=variant, reroll=True)


def ai_figures(runner: MatchRunner, games: int = 30) -> dict:
    """The hard player's decisions in Called Shot, Pairs and Everyone Scores
    with re-rolls: the one-time solving of the races (kept for the session),
    and the 99th percentile of a decision."""
    start = time.perf_counter()
    called_shot_race(Options(variant="called_shot").goal)
    pairs_race(Options(variant="pairs").goal)
    scores_race(Options(variant="everyone_scores").goal)
    solving = (time.perf_counter() - start) * 1000
    p99 = max(
        runner.hard_p99_ms(functools.partial(_timed_table, variant), games)
        for variant in ("called_shot", "pairs", "everyone_scores")
    )
    return {"doty_ai_p99_ms": p99, "doty_ai_solve_ms": round(solving)}


def random_options(rng: random.Random) -> Options:
    """Any table the setup screen allows, for the fuzz."""
    return Options(
        names=tuple(f"P{k}" for k in range(rng.randint(2, 6))),
        variant=rng.choice(VARIANTS),
        target=rng.choice([None, 1, 8]),
        short=rng.random() < 0.5,
        reroll=rng.random() < 0.5,
    )


COMMANDS = GameCommands.named_in(
    globals(),
    seats=Seats(default=("easy", "normal", "hard"), fewest=2, most=6),
    sim_options=variant_option,
    shot_options=variant_option,
    bench_figures=ai_figures,
    ladder=(
        LadderTable("doty/called_shot", 2, ladder_game("called_shot")),
        LadderTable("doty/pairs", 2, ladder_game("pairs")),
        LadderTable("doty/everyone_scores", 3, ladder_game("everyone_scores")),
    ),
)
