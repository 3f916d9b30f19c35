"""Spelldice on the command line: ``sim`` (whole games of computer wizards),
the table ``shot`` shows, the smoke match, and the bench. The dice come from
the seeded source as a match draws them: where shot dice land in the bowl
never changes a result, so the sim needs no physics."""

from __future__ import annotations

import argparse
import random
from collections import Counter

from game.core.command_line import FrameBench, GameCommands, LadderResult, LadderTable, MatchRunner, Seats, seat_names
from game.games.spelldice.colours import COLOUR_BY_KEY, SHOT_ORDER
from game.games.spelldice.rules import SHOT, Hand, Options, Pass, Pick
from game.services.match import Match


def simulate_games(games: int, seed: int, levels: tuple[str, ...], *, runner: MatchRunner) -> dict:
    seeds = random.Random(seed)
    n = len(levels)
    wins = [0] * n
    rounds = 0
    rolls: Counter = Counter()
    hits: Counter = Counter()
    spells: Counter = Counter()
    deadshots: Counter = Counter()
    resurrections = rolloffs = 0
    for game in range(games):
        rotation = game % n
        seated = levels[rotation:] + levels[:rotation]
        names = tuple(f"{level} (seat {(k + rotation) % n + 1})" for k, level in enumerate(seated))
        state = runner.played(Options(names=names), seated, seeds.randrange(2**32))
        wins[(state.winner + rotation) % n] += 1
        rounds += state.round
        for event in state.log:
            if event.kind == "shot_roll" and not event.text.count(" again: "):
                rolls[event.data["colour"]] += 1
            elif event.kind == "hit":
                hits[event.data["colour"]] += 1
            elif event.kind == "spell":
                spells[COLOUR_BY_KEY[event.data["spell"]].spell] += 1
            elif event.kind == "reveal":
                deadshots["fired"] += sum(hand[0] == "deadshot" for hand in event.data["hands"])
            elif event.kind == "comes_back":
                resurrections += 1
            elif event.kind == "rolloff":
                rolloffs += 1
    shots = [COLOUR_BY_KEY[c].shot if c in COLOUR_BY_KEY else "Deadshot" for c in SHOT_ORDER]
    return {
        "game": "spelldice",
        "games": games,
        "seed": seed,
        "seats": list(levels),
        "wins": {f"seat {k + 1} ({level})": wins[k] for k, level in enumerate(levels)},
        "rounds_mean": round(rounds / games, 2),
        "hit_rate": {name: round(hits[c] / rolls[c], 3) if rolls[c] else 0.0 for name, c in zip(shots, SHOT_ORDER)},
        "spells_cast": dict(sorted(spells.items())),
        "deadshots": {"fired": deadshots["fired"], "hit": resurrections},
        "resurrections": resurrections,
        "rolloffs": rolloffs,
    }


def simulate(args: argparse.Namespace, seats: tuple, runner: MatchRunner) -> dict:
    return simulate_games(args.games, args.seed, seats, runner=runner)


MOMENTS = ("pick", "reveal", "spell", "summary", "deadshot")


def shot_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--moment",
        choices=MOMENTS,
        help="wait for this moment of the round: a person's pick, "
        "the reveal, a spell cast, the round told over, a Deadshot",
    )


def shot_match(args: argparse.Namespace) -> Match:
    first = "person" if getattr(args, "moment", None) == "pick" else "normal"
    return Match(
        Options(names=("Brannoc", "Mother Grell", "Tamsin", "Jory")), (first, "hard", "easy", "hard"), args.seed
    )


def _showing(view, kind: str, colour: str | None = None) -> bool:
    moment = view.flow.moment
    return (
        moment is not None
        and moment.kind == kind
        and (colour is None or any(e.data.get("colour") == colour for e in moment.events))
    )


def _pick_in_the_making(view) -> bool:
    """The person's pick board with a shot aimed and a spell held up, the next die in hand."""
    part = view.part
    if not part.picking_now():
        return False
    picking = part.picking
    hand = part.hand_at_board
    hand.point("red", ("wizard", picking.living[0]))
    hand.point("blue", ("fist", 1))
    hand.selected = "green"
    view.refresh()
    return True


def shot_moment(args: argparse.Namespace):
    return {
        None: None,
        "pick": _pick_in_the_making,
        "reveal": lambda view: _showing(view, "reveal"),
        "spell": lambda view: _showing(view, "spell"),
        "summary": lambda view: _showing(view, "summary"),
        "deadshot": lambda view: _showing(view, "roll", "purple"),
    }[getattr(args, "moment", None)]


def hard_match() -> Match:
    return Match(Options(names=("Ada", "Brannoc", "Cora", "Dell")), ("hard",) * 4, seed=7)


def smoke_match() -> Match:
    return Match(Options(names=("Ada", "Brannoc")), ("hard", "normal"), seed=12)  # five throws


def _six_wizards() -> Match:
    return Match(Options(names=tuple(f"W{k}" for k in range(6))), ("person",) * 6, seed=7)


def _fire_at_the_next(match: Match) -> None:
    """The bench's wizards shoot red at their neighbour and let every roll stand."""
    state = match.state
    while state.throw_request() is None:
        if state.over:
            raise RuntimeError("the bench's game ended")
        if state.phase == "pick":
            seat = state.picker
            living = state.living()
            target = living[(living.index(seat) + 1) % len(living)] if seat in living else living[0]
            hand = Hand(SHOT, "red", target) if "red" in state.shield[seat] and not state.eliminated[seat] else Hand()
            match.act(Pick((hand, Hand())))
        elif state.window:
            match.act(Pass())
        else:
            match.act(state.legal_actions()[0])


def bench_figures(runner: MatchRunner, games: int = 30) -> dict:
    """A hard wizard's pick or reaction, and the old hand's advice on one
    (every option valued), the 99th percentile over whole six-wizard games."""
    six = Options(names=tuple(f"W{k}" for k in range(6)))
    return {
        "spelldice_ai_p99_ms": runner.hard_p99_ms(lambda k: six, games),
        "spelldice_advice_p99_ms": runner.hard_p99_ms(lambda k: six, games, advised=True),
    }


def random_options(rng: random.Random) -> Options:
    """Any table the setup screen allows, for the fuzz."""
    return Options(names=tuple(f"P{k}" for k in range(rng.randint(2, 6))), countdown=rng.choice([None, 5]))


def ladder_game(levels: tuple, seed: int, hands: int, runner: MatchRunner) -> LadderResult:
    """A duel of three wizards; the net is the health each ends with."""
    state = runner.played(Options(names=seat_names(levels)), levels, seed)
    return LadderResult(state.winner, tuple(state.health))


COMMANDS = GameCommands.named_in(
    globals(),
    seats=Seats(default=("easy", "normal", "hard"), fewest=2, most=6),
    frame_benches=(FrameBench("spelldice6_", _six_wizards, _fire_at_the_next),),
    ladder=(LadderTable("spelldice", 3, ladder_game),),
)
