"""Death's Will on the command line: ``sim`` (computer matches, the physics
deciding every piss), the table ``shot`` shows, the smoke match, the bench."""

from __future__ import annotations

import argparse
import random
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
    seat_names,
)
from game.core.dice import Fate
from game.games.deaths_will.ai import PISS_RATE
from game.games.deaths_will.play import STANDARD_STRENGTH
from game.games.deaths_will.rules import STAKES, Ante, Options
from game.games.deaths_will.solver import solver_for
from game.physics.bowl import BOWL_RADIUS, simulate_throw
from game.physics.gesture import Gesture, toward_centre
from game.services import hand
from game.services.match import PERSON, Match


def sim_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--stakes", choices=tuple(STAKES), default="average")
    parser.add_argument("--hands", type=count, default=5, help="hands a match lasts")


def simulate(args: argparse.Namespace, seats: tuple[str, str], runner: MatchRunner) -> dict:
    games, seed, stakes, hands = args.games, args.seed, args.stakes, args.hands
    ante = STAKES[stakes].ante
    seeds = random.Random(seed)
    wins = [0, 0]
    nets, raises_first, raises_chasing, folds = [0, 0], [0, 0], [0, 0], [0, 0]
    draws = throws = pisses = hands_played = 0
    for game in range(games):
        options = Options(
            names=seat_names(seats),
            stakes=stakes,
            purses=(50 * ante, 50 * ante),
            hands=hands,
            first_challenger=game % 2,
        )
        state = runner.thrown(options, seats, seeds.randrange(2**32)).state
        winner = state.match_winner()
        if winner is None:
            draws += 1
        else:
            wins[winner] += 1
        for seat in (0, 1):
            nets[seat] += state.net(seat)
        _count_choices(state, raises_first, raises_chasing, folds)
        throw_events = [e for e in state.log if "reading" in e.data]
        throws += len(throw_events)
        pisses += sum(e.kind == "piss" for e in throw_events)
        hands_played += len(state.hand_results)
    return {
        "game": "deaths_will",
        "games": games,
        "seed": seed,
        "seats": list(seats),
        "stakes": stakes,
        "wins": {**by_seat(seats, wins), "draws": draws},
        "throws": throws,
        "piss_rate": round(pisses / throws, 4) if throws else 0.0,
        "hands": hands_played,
        "hand_length_mean": round(throws / hands_played, 3) if hands_played else 0.0,
        "net_per_match": by_seat(seats, [round(net / games, 2) for net in nets]),
        "raises_first": by_seat(seats, raises_first),
        "raises_chasing": by_seat(seats, raises_chasing),
        "folds": by_seat(seats, folds),
    }


def _count_choices(state, raises_first: list, raises_chasing: list, folds: list) -> None:
    """Each seat's raises, told apart by whether the other already stood on a
    score (a chase: the raise is paid by the raiser alone), and its folds."""
    standing = [False, False]
    for event in state.log:
        if event.kind == "hand_start" or event.kind == "tie":
            standing = [False, False]
        elif event.kind == "score" and event.seat is not None:
            standing[event.seat] = True
        elif event.kind == "raise":
            (raises_chasing if standing[1 - event.seat] else raises_first)[event.seat] += 1
        elif event.kind == "hand_over" and event.data.get("how") == "fold":
            folds[1 - event.seat] += 1  # the pot goes to the one who did not fold


def shot_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--stakes", choices=tuple(STAKES), default="average", help="the stakes, and so the die")


def shot_match(args: argparse.Namespace) -> Match:
    return Match(
        Options(names=("Brannoc", "Mother Grell"), stakes=args.stakes, purses=(200, 200), hands=10),
        ("normal", "hard"),
        args.seed,
    )


def hard_match() -> Match:
    """Two hard gamblers at average stakes: the first decision reads the solved hand."""
    return Match(Options(names=("Brannoc", "Mother Grell"), hands=3), ("hard", "hard"), seed=7)


def smoke_match() -> Match:
    return Match(Options(names=("Brannoc", "Mother Grell"), hands=1), ("easy", "hard"), seed=1)


def _ante_if_due(match: Match) -> None:
    if match.state.throw_request() is None:
        match.act(Ante())


def ai_figures(runner: MatchRunner, games: int = 40) -> dict:
    """The hard player's decisions over whole matches at every stakes: the
    one-time solving of a table's hands (kept for the match, and for every
    match at those stakes after it), and the 99th percentile of a decision."""
    start = time.perf_counter()
    for stakes in STAKES.values():
        solver_for(stakes.sides, (PISS_RATE["hard"], PISS_RATE["person"]))
        solver_for(stakes.sides, (PISS_RATE["person"], PISS_RATE["hard"]))
    solving = (time.perf_counter() - start) * 1000
    times = []
    for game in range(games):
        at_stakes = list(STAKES)[game % 3]
        match = Match(Options(stakes=at_stakes, hands=5, first_challenger=game % 2), ("hard", "person"), seed=game)
        while not match.over:
            if match.state.throw_request() is not None:
                match.throw(match.standard_gesture())
                continue
            begun = time.perf_counter()
            action = match.kind.choose_action(match.state, match.state.turn, "hard", random.Random(game))
            times.append(time.perf_counter() - begun)
            match.act(action)
    times.sort()
    return {
        "deaths_will_ai_p99_ms": round(times[int(0.99 * (len(times) - 1))] * 1000, 3),
        "deaths_will_ai_solve_ms": round(solving),
    }


def standard_throw_piss_rates(throws: int = 2000) -> dict:
    """How often a key press's throw leaves the bowl at each stakes' die
    (``throws`` throws each, from both seats): a newcomer is taught it, so
    it should do so at most once in 200."""
    rates = {}
    for stakes in STAKES.values():
        rng = random.Random(f"standard/{stakes.sides}")
        pissed = 0
        for n in range(throws):
            gesture = Gesture(toward_centre(n % 2), STANDARD_STRENGTH)
            path = simulate_throw(stakes.sides, 3, n % 2, gesture, rng)
            pissed += any(fate is not Fate.KEPT for fate in path.fates)
        rates[f"deaths_will_standard_throw_piss_rate_d{stakes.sides}"] = round(pissed / throws, 4)
    return rates


DRAG_BANDS = [(150, 200), (200, 250), (250, 300), (300, 350), (350, 400.01)]


def throw_due(seat: int) -> Match:
    """A match at average stakes, two people, at ``seat``'s first throw (anted)."""
    match = Match(Options(stakes="average", first_challenger=seat), (PERSON, PERSON), seed=seat)
    match.act(Ante())
    return match


def drag_piss_rates(drags: int = 2000, wild: int = 400) -> dict:
    """How often a person's drag leaves the bowl, as people drag across it
    (150 to 400 long, every angle, quick and slow, both seats), by length,
    and how often the wildest drags, aimed along the rim, do: an everyday
    drag should land (at most one in 50), a wild one still can leave."""
    matches = [throw_due(0), throw_due(1)]
    people = hand.people_drags(random.Random("people"), drags, BOWL_RADIUS)
    return {
        "drag_piss_rate": round(hand.piss_rate(matches, people, "drag"), 4),
        "drag_piss_rate_by_length": hand.piss_rate_by_length(matches, people, "drag", DRAG_BANDS),
        "wild_drag_piss_rate": round(
            hand.piss_rate(matches, hand.wild_drags(random.Random("wild"), wild, BOWL_RADIUS), "wild"), 4
        ),
    }


def bench_figures(runner: MatchRunner) -> dict:
    return {**ai_figures(runner), **standard_throw_piss_rates(), **drag_piss_rates()}


def ladder_match(levels: tuple, seed: int, hands: int, runner: MatchRunner) -> LadderResult:
    """A match of ``hands`` hands at average stakes, 50 antes a purse, the
    physics deciding every piss; who challenges first follows the seed."""
    options = Options(
        names=seat_names(levels), stakes="average", purses=(500, 500), hands=hands, first_challenger=seed % 2
    )
    state = runner.thrown(options, levels, seed).state
    return LadderResult(state.match_winner(), (state.net(0), state.net(1)), len(state.hand_results))


def random_options(rng: random.Random) -> Options:
    """Any table the setup screen allows, for the fuzz."""
    stakes = rng.choice(list(STAKES))
    ante = STAKES[stakes].ante
    return Options(
        names=("Crag", "Soily"),
        stakes=stakes,
        purses=(ante * rng.randint(1, 40), ante * rng.randint(1, 40)),
        hands=rng.choice([None, 1, 3, 9]),
        keep_roles=rng.random() < 0.5,
        first_challenger=rng.randint(0, 1),
    )


COMMANDS = GameCommands.named_in(
    globals(),
    seats=Seats(default=("normal", "hard"), fewest=2, most=2),
    # three dice in flight in the bowl, throw after throw
    frame_benches=(
        FrameBench(
            "", lambda: Match(Options(hands=None, purses=(10**6, 10**6)), ("person", "person"), seed=7), _ante_if_due
        ),
    ),
    ladder=(LadderTable("deaths_will", 2, ladder_match, unit="cp"),),
)
