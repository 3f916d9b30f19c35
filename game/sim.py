"""Computer-against-computer matches without a window, the physics deciding
every piss: the figures behind the balance of the game and its docs."""

from __future__ import annotations

import random
from collections import defaultdict

from game.match import Match
from game.rules import doty, spottle
from game.rules.deaths_will import STAKES, Options


def simulate_deaths_will(games: int, seed: int, seats: tuple[str, str], stakes: str = "average",
                         hands: int = 5) -> dict:
    ante = STAKES[stakes].ante
    seeds = random.Random(seed)
    wins = [0, 0]
    draws = throws = pisses = hands_played = 0
    for game in range(games):
        options = Options(names=(f"{seats[0]} (seat 1)", f"{seats[1]} (seat 2)"), stakes=stakes,
                          purses=(50 * ante, 50 * ante), hands=hands, first_challenger=game % 2)
        match = Match(options, seats, seed=seeds.randrange(2**32))
        while not match.over:
            match.play_computer_step()
        state = match.state
        winner = state.match_winner()
        if winner is None:
            draws += 1
        else:
            wins[winner] += 1
        throw_events = [e for e in state.log if "reading" in e.data]
        throws += len(throw_events)
        pisses += sum(e.kind == "piss" for e in throw_events)
        hands_played += len(state.hand_results)
    return {
        "game": "deaths_will", "games": games, "seed": seed, "seats": list(seats), "stakes": stakes,
        "wins": {f"seat 1 ({seats[0]})": wins[0], f"seat 2 ({seats[1]})": wins[1], "draws": draws},
        "throws": throws,
        "piss_rate": round(pisses / throws, 4) if throws else 0.0,
        "hands": hands_played,
        "hand_length_mean": round(throws / hands_played, 3) if hands_played else 0.0,
    }


def simulate_doty(variant: str, games: int, seed: int, seats: tuple) -> dict:
    """Average points per declaring turn, per declaration (Pairs, Called
    Shot), or per turn (the others): the figures behind the hard player."""
    seeds = random.Random(seed)
    wins = [0] * len(seats)
    declared: dict = defaultdict(lambda: [0, 0])   # declaration -> [turns, points]
    turns = points = throws = 0
    for _ in range(games):
        names = tuple(f"{level} (seat {k + 1})" for k, level in enumerate(seats))
        match = Match(doty.Options(names=names, variant=variant, reroll=variant == "everyone_scores"), seats,
                      seed=seeds.randrange(2**32))
        while not match.over:
            match.play_computer_step()
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
        "game": "doty", "variant": variant, "games": games, "seed": seed, "seats": list(seats),
        "wins": {f"seat {k + 1} ({level})": wins[k] for k, level in enumerate(seats)},
        "throws": throws,
    }
    if declared:
        summary["points_per_declaration"] = {
            key: {"turns": n, "mean_points": round(total / n, 3)} for key, (n, total) in sorted(declared.items())
        }
    else:
        summary["mean_points_per_turn"] = round(points / turns, 3) if turns else 0.0
    return summary


def simulate_spottle(games: int, seed: int, seats: tuple, toad: str = "toad", rounds: int = 10) -> dict:
    """Sessions of computer players against the Master, the physics deciding
    which dice the toad takes: the swallow rate and the house's edge."""
    seeds = random.Random(seed)
    wins = [0] * len(seats)
    master_wins = pushes = rounds_played = master_net = player_throws = swallowed = 0
    nets = [0] * len(seats)
    for _ in range(games):
        names = tuple(f"{level} (seat {k + 1})" for k, level in enumerate(seats))
        options = spottle.Options(names=names, purses=(500,) * len(seats), toad=toad, rounds=rounds)
        match = Match(options, seats, seed=seeds.randrange(2**32))
        while not match.over:
            match.play_computer_step()
        state = match.state
        rounds_played += state.round
        master_net += state.bank - options.bank
        for seat in range(len(seats)):
            nets[seat] += state.net(seat)
        for event in state.log:
            if event.kind in ("throw", "swallowed"):
                player_throws += 1
                swallowed += event.kind == "swallowed"
            elif event.kind == "settle":
                result = event.data["result"]
                if result == "win":
                    wins[event.seat] += 1
                elif result == "push":
                    pushes += 1
                else:
                    master_wins += 1
    return {
        "game": "spottle", "toad": toad, "games": games, "seed": seed, "seats": list(seats),
        "rounds": rounds_played,
        "wins": {**{f"seat {k + 1} ({level})": wins[k] for k, level in enumerate(seats)}, "master": master_wins,
                 "pushes": pushes},
        "player_throws": player_throws,
        "swallow_rate": round(swallowed / player_throws, 4) if player_throws else 0.0,
        "master_net_cp": master_net,
        "net_cp": {f"seat {k + 1} ({level})": nets[k] for k, level in enumerate(seats)},
    }
