"""The ladder: its arithmetic, its JSON, and its verdict."""

import json
import random

import pytest

from game.cli import main
from game.core.command_line import LadderResult, LadderTable
from game.tools import ladder as ladder_module
from game.tools.ladder import PAIRS, ladder, wilson


def test_wilson_intervals_match_published_values():
    # Wilson score intervals at 95% (Newcombe 1998, table I: 81/263 and 15/148)
    low, high = wilson(81, 263)
    assert (round(low, 4), round(high, 4)) == (0.2553, 0.3662)
    low, high = wilson(15, 148)
    assert (round(low, 4), round(high, 4)) == (0.0624, 0.1605)
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_small_ladder_gives_every_pair_its_figures_and_swaps_the_seats():
    summary = ladder(matches=4, hands=2, seed=5, only="deaths_will", processes=1)
    table = summary["games"]["deaths_will"]
    assert [p["levels"] for p in table["pairs"]] == [list(pair) for pair in PAIRS]
    for pair in table["pairs"]:
        low, high = pair["levels"]
        assert pair["matches"] == 4
        assert sum(pair["wins"].values()) + pair["draws"] == 4
        decided = pair["wins"][low] + pair["wins"][high]
        assert pair["share"] == (round(pair["wins"][high] / decided, 4) if decided else 0.5)
        assert pair["share_ci"][0] <= pair["share"] <= pair["share_ci"][1]
        # coins are only moved between the two: what one wins the other loses
        assert pair["net_per_match"][low] == pytest.approx(-pair["net_per_match"][high])
    for pair in table["pairs"]:
        low, high = pair["share_ci"]
        by_interval = "ahead" if low > 0.5 else "behind" if high < 0.5 else "too close to tell"
        if "recheck" in pair:  # it looked behind: the recheck may only clear it
            assert pair["verdict"] in (by_interval, "too close to tell")
        else:
            assert pair["verdict"] == by_interval
    assert table["ordered"] == all(p["verdict"] != "behind" for p in table["pairs"])
    assert summary["ordered"] == table["ordered"]
    assert summary["too_close"] == [
        f"deaths_will: {' v '.join(p['levels'])}" for p in table["pairs"] if p["verdict"] == "too close to tell"
    ]


def test_the_same_seed_gives_the_same_ladder_on_one_core_or_two():
    one = ladder(matches=4, hands=1, seed=9, only="doty", processes=1)
    two = ladder(matches=4, hands=1, seed=9, only="doty", processes=2)
    assert one["games"] == two["games"]


def fake_tables(hard_wins: str):
    """A table whose hard seat always wins, always loses, or wins as a coin falls."""

    def play(levels, seed, hands, runner):
        if "hard" in levels and hard_wins != "a coin's toss":
            hard = levels.index("hard")
            winner = hard if hard_wins == "always" else 1 - hard
        else:
            winner = random.Random(seed).randrange(2)
        return LadderResult(winner, tuple(1 if seat == winner else -1 for seat in range(len(levels))))

    return lambda only=None: [("deaths_will", LadderTable("fake", 2, play))]


def use_fake(monkeypatch, hard_wins: str) -> None:
    monkeypatch.setattr(ladder_module, "tables", fake_tables(hard_wins))
    monkeypatch.setattr(ladder_module, "_table", lambda key, name: fake_tables(hard_wins)()[0][1])


def test_the_command_exits_1_when_a_higher_level_is_behind_beyond_chance(monkeypatch, capsys):
    use_fake(monkeypatch, "never")
    assert main(["ladder", "--matches", "30", "--json"]) == 1
    summary = json.loads(capsys.readouterr().out)
    assert summary["ordered"] is False
    assert "fake: normal v hard" in summary["behind"] and "fake: easy v hard" in summary["behind"]
    assert "fake" in summary["games"]


def test_a_split_too_close_to_tell_is_said_and_passes(monkeypatch, capsys):
    """Pairs' normal and hard split 15-15 over 30 matches: not a failure, but named."""
    use_fake(monkeypatch, "a coin's toss")
    assert main(["ladder", "--matches", "30", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["ordered"] is True and summary["behind"] == []
    assert set(summary["too_close"]) == {"fake: easy v normal", "fake: normal v hard", "fake: easy v hard"}
    use_fake(monkeypatch, "always")
    assert main(["ladder", "--matches", "30"]) == 0
    text = capsys.readouterr().out
    assert "| ahead |" in text and "too close to tell:" in text  # easy v normal is still a coin's toss


def fluke_tables(seed: int, matches: int):
    """A table whose hard seat loses every one of the ladder's first ``matches``
    matches and wins every match of the recheck: a fluke the recheck exposes."""
    first = {ladder_module._seed(seed, "fake", pair, k) for pair in PAIRS for k in range(matches)}

    def play(levels, match_seed, hands, runner):
        if "hard" not in levels:
            winner = random.Random(match_seed).randrange(2)
        else:
            hard = levels.index("hard")
            winner = 1 - hard if match_seed in first else hard
        return LadderResult(winner, tuple(1 if seat == winner else -1 for seat in range(len(levels))))

    return lambda only=None: [("deaths_will", LadderTable("fake", 2, play))]


def test_a_pair_that_looked_behind_is_played_again_and_a_fluke_is_too_close_to_tell(monkeypatch):
    tables = fluke_tables(seed=3, matches=30)
    monkeypatch.setattr(ladder_module, "tables", tables)
    monkeypatch.setattr(ladder_module, "_table", lambda key, name: tables()[0][1])
    summary = ladder(matches=30, hands=1, seed=3, processes=1)
    pairs = {tuple(p["levels"]): p for p in summary["games"]["fake"]["pairs"]}
    fluke = pairs[("normal", "hard")]
    assert fluke["recheck"] == {"matches": 30, "wins": {"normal": 0, "hard": 30}, "share": 1.0}
    assert fluke["matches"] == 60 and fluke["wins"] == {"normal": 30, "hard": 30}
    assert fluke["verdict"] == "too close to tell" and summary["ordered"] is True
    assert "recheck" not in pairs[("easy", "normal")] or pairs[("easy", "normal")]["verdict"] != "behind"


def test_a_level_truly_behind_stays_behind_after_its_recheck(monkeypatch):
    use_fake(monkeypatch, "never")
    summary = ladder(matches=30, hands=1, seed=3, processes=1)
    pairs = {tuple(p["levels"]): p for p in summary["games"]["fake"]["pairs"]}
    for pair in (("normal", "hard"), ("easy", "hard")):
        assert pairs[pair]["verdict"] == "behind" and pairs[pair]["matches"] == 60
        assert pairs[pair]["recheck"]["wins"]["hard"] == 0
    assert summary["ordered"] is False


def test_a_bad_argument_is_one_line(capsys):
    assert main(["ladder", "--matches", "0"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
