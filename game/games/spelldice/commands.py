"""Spelldice without a window: whole games of computer wizards, and the
figures ``sim spelldice`` reports. The dice come from the seeded source as a
match draws them: where shot dice land on the table never changes a result."""

from __future__ import annotations

import random
from collections import Counter

from game.core.dice import DiceSource, ThrowResult
from game.games.spelldice.ai import choose_action
from game.games.spelldice.colours import COLOUR_BY_KEY, SHOT_ORDER
from game.games.spelldice.rules import Options, State

ROUND_LIMIT = 500


def play_game(options: Options, levels: tuple[str, ...], seed: int) -> State:
    state = State.new(options)
    dice, ai_rng = DiceSource(seed), random.Random(f"{seed}/ai")
    while not state.over:
        if state.round > ROUND_LIMIT:
            raise RuntimeError(f"a Spelldice game of seed {seed} did not end")
        request = state.throw_request()
        if request is not None:
            state.apply(ThrowResult.kept(*dice.values(request)))
        else:
            state.apply(choose_action(state, state.to_move, levels[state.to_move], ai_rng))
    return state


def simulate_games(games: int, seed: int, levels: tuple[str, ...]) -> dict:
    seeds = random.Random(seed)
    n = len(levels)
    wins = [0] * n
    rounds = 0
    rolls: Counter = Counter()
    hits: Counter = Counter()
    spells: Counter = Counter()
    deadshots = Counter()
    resurrections = rolloffs = 0
    for game in range(games):
        rotation = game % n
        seated = levels[rotation:] + levels[:rotation]
        names = tuple(f"{level} (seat {(k + rotation) % n + 1})" for k, level in enumerate(seated))
        state = play_game(Options(names=names), seated, seeds.randrange(2**32))
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
    names = [COLOUR_BY_KEY[c].shot if c in COLOUR_BY_KEY else "Deadshot" for c in SHOT_ORDER]
    return {
        "game": "spelldice", "games": games, "seed": seed, "seats": list(levels),
        "wins": {f"seat {k + 1} ({level})": wins[k] for k, level in enumerate(levels)},
        "rounds_mean": round(rounds / games, 2),
        "hit_rate": {name: round(hits[c] / rolls[c], 3) if rolls[c] else 0.0 for name, c in zip(names, SHOT_ORDER)},
        "spells_cast": dict(sorted(spells.items())),
        "deadshots": {"fired": deadshots["fired"], "hit": resurrections},
        "resurrections": resurrections, "rolloffs": rolloffs,
    }
