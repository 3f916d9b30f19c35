"""Spots without a window: whole games of computer players (and d0g), and
the figures ``sim spots`` reports."""

from __future__ import annotations

import random
from collections import Counter

from game.core.dice import DiceSource, ThrowResult
from game.games.spots.ai import choose_action
from game.games.spots.rules import Options, State

TURN_LIMIT = 2000   # a game this long is stuck: the sim says so rather than loop


def play_game(options: Options, levels: tuple[str, ...], seed: int) -> State:
    """A game of computer seats, dice from the seeded source as a match draws them."""
    state = State.new(options)
    dice, ai_rng = DiceSource(seed), random.Random(f"{seed}/ai")
    for _ in range(TURN_LIMIT * 40):
        if state.over:
            return state
        request = state.throw_request()
        if request is not None:
            state.apply(ThrowResult.kept(*dice.values(request)))
        else:
            state.apply(choose_action(state, state.turn, levels[state.turn], ai_rng))
    raise RuntimeError(f"a Spots game of seed {seed} did not end")


def simulate_games(games: int, seed: int, levels: tuple[str, ...], trick_set: str = "first_game",
                   solo: bool = False, d0g_treats: int = 1) -> dict:
    seeds = random.Random(seed)
    seats = len(levels) + solo
    wins = [0] * seats
    tricks: Counter = Counter()
    turns = busts = treats_spent = fast = slow = 0
    for game in range(games):
        names = tuple(f"{level} (seat {k + 1})" for k, level in enumerate(levels))
        rotation = game % len(levels)            # who sits first changes game by game
        order = names[rotation:] + names[:rotation]
        seated = levels[rotation:] + levels[:rotation]
        options = Options(names=order, solo=solo, d0g_treats=d0g_treats, trick_set=trick_set,
                          deal=seeds.randrange(2**32))
        state = play_game(options, seated, seeds.randrange(2**32))
        winner = state.winner
        wins[winner if winner >= len(levels) else (winner + rotation) % len(levels)] += 1
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
        "game": "spots", "games": games, "seed": seed, "seats": list(levels), "trick_set": trick_set,
        "solo": solo, "d0g_treats": d0g_treats if solo else None, "wins": by_seat,
        "turns_mean": round(turns / games, 2), "bust_rate": round(busts / done, 4) if done else 0.0,
        "tricks": dict(sorted(tricks.items())), "treats_spent_mean": round(treats_spent / games, 2),
        "fast_scores": fast, "slow_scores": slow,
    }
