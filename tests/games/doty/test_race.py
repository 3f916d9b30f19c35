"""Doty's races solved, against plain value iteration over every position
(points from the rules engine itself) and against games played out."""

import random
from collections import Counter
from itertools import product

import pytest

from game.core.dice import ThrowResult
from game.games.doty.ai import choose_action, option_values
from game.games.doty.race import CalledShotRace, PairsRace, called_shot_race
from game.games.doty.rules import CALLED_SHOT_DECLARATIONS, Declare, Options, State
from game.tools.commands import play_without_window


def points_through_the_rules(key: str) -> dict[int, float]:
    counts = Counter()
    for throw in product(range(1, 7), repeat=3):
        state = State.new(Options(variant="called_shot", target=10**6))
        state.apply(Declare(key))
        state.apply(ThrowResult.kept(*throw))
        counts[state.scores[0]] += 1
    return {points: n / 216 for points, n in counts.items()}


def test_a_called_shot_race_to_8_matches_value_iteration_over_every_position():
    target = 8
    chances = {key: points_through_the_rules(key) for key in CALLED_SHOT_DECLARATIONS}
    win = {(x, y): 0.5 for x in range(target) for y in range(target)}
    for _ in range(400):   # every position at once, again and again, until nothing moves
        win = {(x, y): max(sum(p * (1.0 if x + k >= target else 1 - win[(y, x + k)]) for k, p in ch.items())
                           for ch in chances.values())
               for x, y in win}
    race = CalledShotRace(target)
    for (x, y), expected in win.items():
        assert race.win[x][y] == pytest.approx(expected, abs=1e-9)
        assert max(race.declaration_values(x, y).values()) == pytest.approx(expected, abs=1e-9)


def test_behind_a_long_shot_and_ahead_a_steady_one():
    race = called_shot_race(25)
    behind = race.declaration_values(2, 22)
    ahead = race.declaration_values(22, 2)
    assert max(behind, key=behind.get) == "no_cats"      # 25 points on DD, Sigil and Thoromyr
    assert max(ahead, key=ahead.get) != "no_cats"


def test_a_pairs_race_agrees_with_games_played_out_by_its_own_choices():
    target = 30
    race = PairsRace(target)
    rng = random.Random(7)
    wins, games = 0, 6000
    for _ in range(games):
        state = State.new(Options(names=("A", "B"), variant="pairs", target=target))
        while not state.over:
            if state.phase == "declare":
                values = race.declaration_values(state.scores[state.turn], state.scores[1 - state.turn])
                state.apply(Declare(max(values, key=values.get)))
            else:
                state.apply(ThrowResult.kept(rng.randint(1, 6), rng.randint(1, 6)))
        wins += state.winner == 0
    assert wins / games == pytest.approx(race.win[0][0], abs=0.02)


def test_hard_declares_the_best_chance_and_normal_near_it():
    state = State.new(Options(names=("A", "B", "C"), variant="called_shot"))
    state.scores[:] = [3, 20, 5]
    options = option_values(state, 0)
    assert choose_action(state, 0, "hard", random.Random(1)) == options[0].action
    picks = {choose_action(state, 0, "normal", random.Random(n)).key for n in range(80)}
    assert len(picks) >= 2
    assert all(next(o.value for o in options if o.action.key == k) >= options[0].value - 0.04 for k in picks)


def test_hard_wins_a_called_shot_race_against_easy_more_often_than_not():
    wins = 0
    for seed in range(300):
        levels = ("hard", "easy") if seed % 2 else ("easy", "hard")
        state = play_without_window(State.new(Options(names=("A", "B"), variant="called_shot")),
                                    lambda s, rng: choose_action(s, s.turn, levels[s.turn], rng), seed)
        wins += levels[state.winner] == "hard"
    assert wins > 160
