"""Spots on the command line: ``sim`` (whole games of computer players, and
d0g), the table ``shot`` shows, the smoke match, and the bench's figures.

A roll lands in the tray, whose walls keep every die: the physics never
changes a result, so the sim plays the rules with the seeded dice alone
(the same dice, in the same order, as a match of the same seed)."""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from game.core.command_line import (
    FrameBench,
    GameCommands,
    LadderResult,
    LadderTable,
    MatchRunner,
    OptionsClash,
    Seats,
    one_of,
    seat_names,
)
from game.games.spots.ai import choose_action
from game.games.spots.physics import rest_figures, simulate_tray_throw
from game.games.spots.rules import D0G_TREAT_CHOICES, PILE_LIMITS, PILE_SIZES, Options
from game.games.spots.tricks import TRICK_SETS
from game.physics.gesture import Gesture
from game.services.match import Match


def simulate_games(
    games: int,
    seed: int,
    levels: tuple[str, ...],
    trick_set: str = "first_game",
    solo: bool = False,
    d0g_treats: int = 1,
    dice: int | None = None,
    *,
    runner: MatchRunner,
) -> dict:
    seeds = random.Random(seed)
    seats = len(levels) + solo
    wins = [0] * seats
    tricks: Counter = Counter()
    turns = busts = treats_spent = fast = slow = dry_games = 0
    turns_per_player: list[float] = []
    for game in range(games):
        names = tuple(f"{level} (seat {k + 1})" for k, level in enumerate(levels))
        rotation = game % len(levels)  # who sits first changes game by game
        order = names[rotation:] + names[:rotation]
        seated = levels[rotation:] + levels[:rotation]
        options = Options(
            names=order, solo=solo, d0g_treats=d0g_treats, trick_set=trick_set, deal=seeds.randrange(2**32), dice=dice
        )
        state = runner.played(options, seated, seeds.randrange(2**32))
        winner = state.winner
        wins[winner if winner >= len(levels) else (winner + rotation) % len(levels)] += 1
        players_turns = sum(event.kind == "turn" for event in state.log)
        turns_per_player.append(players_turns / len(levels))
        dry_games += any(event.kind == "no_dice" for event in state.log)
        for event in state.log:
            kind = event.kind
            turns += kind in ("turn", "d0g_trick", "d0g_roll")
            busts += kind == "bust" and event.seat is not None and event.seat < len(levels)
            treats_spent += kind == "reroll"
            fast += kind == "fast_score"
            slow += kind == "slow_score"
            if kind == "trick":
                tricks[event.data["trick"]] += 1
    done = sum(tricks.values())
    by_seat = {f"seat {k + 1} ({level})": wins[k] for k, level in enumerate(levels)}
    if solo:
        by_seat["d0g"] = wins[-1]
    return {
        "game": "spots",
        "games": games,
        "seed": seed,
        "seats": list(levels),
        "trick_set": trick_set,
        "solo": solo,
        "d0g_treats": d0g_treats if solo else None,
        "dice": options.dice,
        "wins": by_seat,
        "turns_mean": round(turns / games, 2),
        "turns_per_player_median": statistics.median(turns_per_player),
        "turns_per_player_max": max(turns_per_player),
        "dry_pile_games": dry_games,
        "bust_rate": round(busts / done, 4) if done else 0.0,
        "tricks": dict(sorted(tricks.items())),
        "treats_spent_mean": round(treats_spent / games, 2),
        "fast_scores": fast,
        "slow_scores": slow,
    }


def sim_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--set",
        dest="trick_set",
        type=one_of("trick set", TRICK_SETS),
        default="first_game",
        help="the trick tiles: " + ", ".join(TRICK_SETS),
    )
    parser.add_argument("--solo", action="store_true", help="one seat against d0g")
    parser.add_argument(
        "--d0g-treats",
        dest="d0g_treats",
        type=d0g_treats_argument,
        default=1,
        help="solo: d0g's starting treats (0 to 9)",
    )
    parser.add_argument(
        "--dice",
        type=pile_argument,
        default=None,
        help="dice in the common pile ({} to {}; the default grows with the players)".format(*PILE_LIMITS),
    )


def d0g_treats_argument(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 0 <= value <= 9:
        raise argparse.ArgumentTypeError(f"d0g starts with 0 to 9 treats, not {value}")
    return value


def pile_argument(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    low, high = PILE_LIMITS
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"the common pile holds {low} to {high} dice, not {value}")
    return value


def simulate(args: argparse.Namespace, seats: tuple, runner: MatchRunner) -> dict:
    if args.solo and len(seats) != 1:
        raise OptionsClash("--solo takes one level in --seats, like --seats hard")
    return simulate_games(
        args.games,
        args.seed,
        seats,
        args.trick_set,
        args.solo,
        args.d0g_treats,
        args.dice,
        runner=runner,
    )


def shot_match(args: argparse.Namespace) -> Match:
    return Match(
        Options(names=("Brannoc", "Mother Grell", "Tamsin"), trick_set="first_game", deal=args.seed),
        ("normal", "hard", "easy"),
        args.seed,
    )


def hard_match() -> Match:
    return Match(Options(names=("Ada", "Brannoc", "Cora"), deal=7), ("hard",) * 3, seed=7)


def smoke_match() -> Match:
    return Match(Options(names=("Ada",), solo=True, d0g_treats=4, deal=0), ("hard",), seed=30)  # eleven throws


def _throw_ms(dice: int, throws: int = 40) -> float:
    times = []
    for i in range(throws):
        start = time.perf_counter()
        simulate_tray_throw(dice, Gesture(1.5708, 0.45), random.Random(i))
        times.append(time.perf_counter() - start)
    return round(statistics.median(times) * 1000, 2)


def bench_figures(runner: MatchRunner, games: int = 12) -> dict:
    """A throw into the tray, and a hard player's decision and the old hand's
    advice on one (every option valued), the 99th percentile over whole
    four-seat games."""

    def table(seed: int) -> Options:
        return Options(names=("A", "B", "C", "D"), trick_set=TRICK_SETS[seed % len(TRICK_SETS)], deal=seed)

    return {
        **{f"spots_tray8_{name}": figure for name, figure in rest_figures().items()},
        "spots_throw8_sim_ms": _throw_ms(8),
        "spots_throw1_sim_ms": _throw_ms(1),
        "spots_ai_p99_ms": runner.hard_p99_ms(table, games),
        "spots_advice_p99_ms": runner.hard_p99_ms(table, games, advised=True),
    }


def _four_full_packs() -> Match:
    """Four people with six dogs each, a die on most of them, two in every yard."""
    match = Match(Options(names=("A", "B", "C", "D"), dice=40, deal=7), ("person",) * 4, seed=7)
    state = match.state
    while state.phase == "setup":
        match.throw(match.standard_gesture())
    for seat in range(4):
        while len(state.packs[seat]) < 6:
            state.packs[seat].append({"dog": state.deck.pop(0), "dice": [], "scored": False})
        for k in range(5):
            state.packs[seat][k]["dice"] = [state.dog(seat, k).spaces[0]]
        state.pile += len(state.yards[seat]) - 5 - 2
        state.yards[seat] = [1, 2]
    return match


def _play_to_the_next_roll(match: Match) -> None:
    """The bench's seats decide as the hard player would until dice are due."""
    rng = random.Random(len(match.state.history))
    while match.state.throw_request() is None:
        match.act(choose_action(match.state, match.state.turn, "hard", rng))


def random_options(rng: random.Random) -> Options:
    """Any table the setup screen allows, for the fuzz."""
    if rng.random() < 0.3:
        return Options(
            names=("Ada",),
            solo=True,
            d0g_treats=rng.choice(D0G_TREAT_CHOICES),
            trick_set=rng.choice(TRICK_SETS),
            deal=rng.randrange(10**6),
        )
    return Options(
        names=tuple(f"P{k}" for k in range(rng.randint(2, 4))),
        trick_set=rng.choice(TRICK_SETS),
        dice=rng.choice(PILE_SIZES),
        deal=rng.randrange(10**6),
    )


def ladder_game(levels: tuple, seed: int, hands: int, runner: MatchRunner) -> LadderResult:
    """A game of three seats from a deal of the seed; the net is dogs scored."""
    state = runner.played(Options(names=seat_names(levels), deal=seed), levels, seed)
    return LadderResult(state.winner, tuple(state.scored_count(seat) for seat in range(len(levels))))


COMMANDS = GameCommands.named_in(
    globals(),
    seats=Seats(default=("easy", "normal", "hard"), fewest=1, most=4),
    frame_benches=(FrameBench("spots4_", _four_full_packs, _play_to_the_next_roll),),
    ladder=(LadderTable("spots", 3, ladder_game),),
)
