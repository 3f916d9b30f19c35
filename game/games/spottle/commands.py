"""Spottle on the command line: ``sim`` (computer sessions against the
Master, the physics deciding what the toad eats), the table ``shot`` shows,
the smoke match, and the bench's six-seat table and throw figures."""

from __future__ import annotations

import argparse
import random
import statistics
import time

from game.core.command_line import (
    FrameBench,
    GameCommands,
    LadderResult,
    LadderTable,
    MatchRunner,
    Seats,
    by_seat,
    count,
    one_of,
    seat_names,
)
from game.games.spottle.physics import simulate_table_throw, toward_middle
from game.games.spottle.rules import TOAD_OPTIONS, Bet, Hold, Options
from game.physics.gesture import STANDARD_STRENGTH, Gesture
from game.services.match import Match


def shot_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--toad",
        type=one_of("toad option", TOAD_OPTIONS),
        default="toad",
        help="toad, crocodile or randomizer (default toad)",
    )


def sim_options(parser: argparse.ArgumentParser) -> None:
    shot_options(parser)
    parser.add_argument("--rounds", type=count, default=10, help="rounds a session lasts")


def simulate(args: argparse.Namespace, seats: tuple, runner: MatchRunner) -> dict:
    """Sessions of computer players against the Master, the physics deciding
    which dice the toad takes: the swallow rate and the house's edge."""
    games, seed, toad, rounds = args.games, args.seed, args.toad, args.rounds
    seeds = random.Random(seed)
    wins = [0] * len(seats)
    master_wins = pushes = rounds_played = master_net = player_throws = swallowed = swallowed_later = 0
    nets = [0] * len(seats)
    for _ in range(games):
        options = Options(names=seat_names(seats), purses=(500,) * len(seats), toad=toad, rounds=rounds)
        state = runner.thrown(options, seats, seeds.randrange(2**32)).state
        rounds_played += state.round
        master_net += state.bank - options.bank
        for seat in range(len(seats)):
            nets[seat] += state.net(seat)
        for event in state.log:
            if event.kind in ("throw", "swallowed"):
                player_throws += 1
                swallowed += event.kind == "swallowed"
            elif event.kind == "snapped_up":
                swallowed_later += 1
            elif event.kind == "settle":
                result = event.data["result"]
                if result == "win":
                    wins[event.seat] += 1
                elif result == "push":
                    pushes += 1
                else:
                    master_wins += 1
    return {
        "game": "spottle",
        "toad": toad,
        "games": games,
        "seed": seed,
        "seats": list(seats),
        "rounds": rounds_played,
        "wins": {**by_seat(seats, wins), "master": master_wins, "pushes": pushes},
        "player_throws": player_throws,
        # every die the toad took, at once or later in the round, per player die thrown
        "swallow_rate": round((swallowed + swallowed_later) / player_throws, 4) if player_throws else 0.0,
        "swallowed_at_once": swallowed,
        "swallowed_later": swallowed_later,
        "master_net_cp": master_net,
        "net_cp": by_seat(seats, nets),
    }


def shot_match(args: argparse.Namespace) -> Match:
    return Match(
        Options(names=("Brannoc", "Mother Grell", "Tamsin", "Jory"), purses=(500,) * 4, toad=args.toad),
        ("normal", "hard", "easy", "hard"),
        args.seed,
    )


def hard_match() -> Match:
    """Four hard players and the toad, the dice lying where they fall."""
    return Match(
        Options(names=("Ada", "Brannoc", "Cora", "Dell"), purses=(200,) * 4, toad="toad", rounds=3),
        ("hard",) * 4,
        seed=7,
    )


def smoke_match() -> Match:
    """A short session with the crocodile: its teeth, its jaw and a throw."""
    return Match(
        Options(names=("Ada", "Brannoc"), purses=(100, 100), toad="crocodile", rounds=1), ("hard", "easy"), seed=3
    )


def _bet_and_hold_until_a_throw(match: Match) -> None:
    while match.state.throw_request() is None:
        match.act(Bet(1) if match.state.phase == "bet" else Hold())


def throw_sim_ms(throws: int = 60) -> float:
    """Pre-simulating one die on the table, the toad's strike included."""
    times = []
    for i in range(throws):
        seat = i % 6
        start = time.perf_counter()
        simulate_table_throw(
            6,
            1,
            seat,
            6,
            Gesture(toward_middle(seat, 6), STANDARD_STRENGTH),
            random.Random(i),
            creature="toad",
            eats=True,
        )
        times.append(time.perf_counter() - start)
    return round(statistics.median(times) * 1000, 2)


def random_options(rng: random.Random) -> Options:
    """Any table the setup screen allows, for the fuzz."""
    players = rng.randint(1, 6)
    return Options(
        names=tuple(f"P{k}" for k in range(players)),
        purses=tuple(rng.randint(2, 300) for _ in range(players)),
        toad=rng.choice(TOAD_OPTIONS),
        limit=rng.choice([None, 5, 50]),
        rounds=rng.choice([1, 4, 10]),
        bank=rng.choice([40, 20_000]),
    )


def ladder_session(levels: tuple, seed: int, hands: int, runner: MatchRunner) -> LadderResult:
    """A session of ``hands`` rounds against the Master with the live toad,
    the physics deciding what it eats; each seat's net against the house."""
    options = Options(names=seat_names(levels), purses=(500,) * len(levels), toad="toad", rounds=hands)
    state = runner.thrown(options, levels, seed).state
    return LadderResult(None, tuple(state.net(seat) for seat in range(len(levels))), state.round)


COMMANDS = GameCommands.named_in(
    globals(),
    seats=Seats(default=("easy", "normal", "hard", "hard"), fewest=1, most=6),
    # six players: the toad alive, dice in flight and a dozen at rest
    frame_benches=(
        FrameBench(
            "spottle6_",
            lambda: Match(
                Options(names=tuple(f"P{k}" for k in range(6)), purses=(10**6,) * 6, rounds=None),
                ("person",) * 6,
                seed=7,
            ),
            _bet_and_hold_until_a_throw,
        ),
    ),
    bench_figures=lambda runner: {"spottle_throw_sim_ms": throw_sim_ms()},
    ladder=(LadderTable("spottle", 3, ladder_session, unit="cp", against_house=True),),
)
