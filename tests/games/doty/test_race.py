"""Doty's races solved, against plain value iteration over every position
(points from the rules engine itself) and against games played out."""

import random
from collections import Counter
from itertools import product

import pytest

from game.core.dice import ThrowResult
from game.games.doty.ai import choose_action, option_values, race_values
from game.games.doty.race import CalledShotRace, PairsRace, called_shot_race
from game.games.doty.rules import CALLED_SHOT_DECLARATIONS, MAX_TARGET, Declare, Options, State
from game.tools.commands import play_without_window


def points_through_the_rules(key: str) -> dict[int, float]:
    counts = Counter()
    for throw in product(range(1, 7), repeat=3):
        state = State.new(Options(variant="called_shot", target=MAX_TARGET))
        state.apply(Declare(key))
        state.apply(ThrowResult.kept(*throw))
        counts[state.scores[0]] += 1
    return {points: n / 216 for points, n in counts.items()}


def test_a_called_shot_race_to_8_matches_value_iteration_over_every_position():
    target = 8
    chances = {key: points_through_the_rules(key) for key in CALLED_SHOT_DECLARATIONS}
    win = {(x, y): 0.5 for x in range(target) for y in range(target)}
    for _ in range(400):  # every position at once, again and again, until nothing moves
        win = {
            (x, y): max(
                sum(p * (1.0 if x + k >= target else 1 - win[(y, x + k)]) for k, p in ch.items())
                for ch in chances.values()
            )
            for x, y in win
        }
    race = CalledShotRace(target)
    for (x, y), expected in win.items():
        assert race.win[x][y] == pytest.approx(expected, abs=1e-9)
        assert max(race.declaration_values(x, y).values()) == pytest.approx(expected, abs=1e-9)
        assert race.wait[y][x] == pytest.approx(1 - expected, abs=1e-9)


def test_against_an_easy_declarer_the_race_answers_any_declaration_alike():
    """Value iteration again, the other declaring each declaration alike: my
    chance ``win`` about to declare, ``wait`` while the other declares."""
    target = 8
    chances = {key: points_through_the_rules(key) for key in CALLED_SHOT_DECLARATIONS}
    win = {(x, y): 0.5 for x in range(target) for y in range(target)}
    wait = dict(win)
    for _ in range(400):
        win = {
            (x, y): max(
                sum(p * (1.0 if x + k >= target else wait[(x + k, y)]) for k, p in ch.items())
                for ch in chances.values()
            )
            for x, y in win
        }
        wait = {
            (x, y): sum(
                sum(p * (0.0 if y + k >= target else win[(x, y + k)]) for k, p in ch.items()) for ch in chances.values()
            )
            / len(chances)
            for x, y in wait
        }
    race = CalledShotRace(target, "any")
    for x, y in win:
        assert race.win[x][y] == pytest.approx(win[(x, y)], abs=1e-9)
        assert race.wait[x][y] == pytest.approx(wait[(x, y)], abs=1e-9)
    # answering the easy player's way is worth more than the race both play their best
    assert race.win[0][0] > CalledShotRace(target).win[0][0]
    with pytest.raises(ValueError, match="not 'some'"):
        CalledShotRace(target, "some")


def test_the_hard_player_reads_an_easy_leader_from_its_seat():
    state = State.new(Options(names=("A", "B"), variant="called_shot"))
    state.scores[:] = [10, 12]
    against_easy = race_values(state, 0, ("hard", "easy"))
    against_hard = race_values(state, 0, ("hard", "hard"))
    assert against_easy == called_shot_race(25, "any").declaration_values(10, 12)
    assert against_hard == race_values(state, 0) == called_shot_race(25).declaration_values(10, 12)
    assert against_easy != against_hard


def test_behind_a_long_shot_and_ahead_a_steady_one():
    race = called_shot_race(25)
    behind = race.declaration_values(2, 22)
    ahead = race.declaration_values(22, 2)
    assert max(behind, key=behind.get) == "no_cats"  # 25 points on DD, Sigil and Thoromyr
    assert max(ahead, key=ahead.get) != "no_cats"


def test_a_pairs_race_agrees_with_games_played_out_by_its_own_choices():
    target = 30
    race = PairsRace(target)
    rng = random.Random(7)
    # 6,000 games: the standard error of a share near one half is 0.0065, so the bound (0.02) is
    # 3 errors: a solve that agrees with play fails about 1 time in 400, and one whose chance is
    # off by 0.04 (a wrong value in a common position) passes fewer than 1 time in 1,000.
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


def test_hard_wins_a_called_shot_race_against_easy_about_as_often_as_solved():
    games, wins = 1000, 0
    for seed in range(games):
        levels = ("hard", "easy") if seed % 2 else ("easy", "hard")
        state = play_without_window(
            State.new(Options(names=("A", "B"), variant="called_shot")),
            lambda s, rng: choose_action(s, s.turn, levels[s.turn], rng, levels),  # noqa: B023 (called within this pass of the loop)
            seed,
        )
        wins += levels[state.winner] == "hard"
    race = called_shot_race(25, "any")
    solved = (race.win[0][0] + race.wait[0][0]) / 2  # first to declare half the time
    # 1,000 games: the standard error of a share near 0.62 is 0.015, so the bound (0.04) is 2.6
    # errors (a hard player as good as its solve fails about 1 time in 100), and a hard player
    # that won no more than 0.58, or one off its solve by 0.08, fails nearly always.
    assert wins / games == pytest.approx(solved, abs=0.04)
    assert wins / games > 0.58
