"""Computer-against-computer matches without a window, the physics deciding
every piss: the figures behind the balance of the game and its docs."""

from __future__ import annotations

import random

from game.match import Match
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
