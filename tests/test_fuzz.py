"""The fuzz, with small counts: random games and damaged files run clean, and
a game that breaks what it conserves is caught and reported."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.cli import main
from game.registry import GAME_BY_KEY
from game.tools.fuzz import fuzz
from tests.every_game import EVERY_GAME, every_game

KEYS = [game.key for game in EVERY_GAME]


@pytest.mark.parametrize("key", KEYS)
def test_random_games_and_damaged_files_run_clean(key, every_game_installed):
    summary = fuzz(games=4, seed=5, only=key)
    assert summary["failures"] == []
    assert summary["games"] == 4 and summary["moves"] >= 4 * 4  # High Die, the shortest, takes 4 moves
    assert summary["refused_moves"] > 0 and summary["damaged_files"] > 4 * 40


@pytest.mark.parametrize("key", KEYS)
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_every_game_keeps_what_it_conserves_survives_its_json_and_replays_from_any_seed(key, seed):
    """One property over every registered game, so a new game gets it by
    registering: from any seed, random and hard play keep the game's coins
    and dice (``conserved``) and bounds, the state survives its JSON at every
    step checked, the moves replay to the same state, and damaged records of
    it are refused cleanly."""
    with every_game():  # not a fixture: hypothesis runs the body once per seed
        summary = fuzz(games=1, seed=seed, only=key)
    assert summary["failures"] == []
    assert summary["games"] == 1 and summary["moves"] > 0


def test_a_game_that_breaks_what_it_conserves_is_reported(monkeypatch):
    state_class = GAME_BY_KEY["deaths_will"].play.rules.State
    monkeypatch.setattr(state_class, "conserved", lambda state: {"coins": state.total_coins() + len(state.history)})
    summary = fuzz(games=2, seed=1, only="deaths_will")
    assert len(summary["failures"]) == 2
    assert all(f["game"] == "deaths_will" and "conserved" in f["problem"] for f in summary["failures"])


def test_the_fuzz_command_prints_json_and_fails_on_a_failure(monkeypatch, capsys):
    assert main(["fuzz", "--games", "2", "--seed", "3", "--game", "doty"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert set(printed) >= {"games", "moves", "refused_moves", "damaged_files", "failures"}
    state_class = GAME_BY_KEY["doty"].play.rules.State
    monkeypatch.setattr(state_class, "bounds_problem", lambda state: "a score out of bounds")
    assert main(["fuzz", "--games", "1", "--game", "doty"]) == 1
    (failure,) = json.loads(capsys.readouterr().out)["failures"]
    assert failure["game"] == "doty" and isinstance(failure["seed"], int) and "out of bounds" in failure["problem"]
    assert main(["fuzz", "--games", "0"]) == 2
