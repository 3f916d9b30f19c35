"""The app's smoke mode, and what a player sees when something breaks."""

import subprocess
import sys

import game.cli
from game.platform.crash import logs_dir
from game.tools.smoke import missing_files


def test_smoke_mode_shows_every_screen_and_throws(tmp_path):
    result = subprocess.run([sys.executable, "-m", "game", "--smoke"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "smoke ok" in result.stdout
    for screen in (
        "MenuView",
        "DeathsWillSetupView",
        "RulesView",
        "DeathsWillTable",
        "PauseView",
        "DeathsWillResultsView",
        "DotySetupView",
        "DotyTable",
        "DotyResultsView",
    ):
        assert screen in result.stdout


def test_nothing_the_game_loads_is_missing():
    assert missing_files() == []


def test_an_unexpected_failure_is_logged_and_reported_in_one_line(monkeypatch, capsys):
    def broken(_args):
        raise RuntimeError("the keg is empty")

    monkeypatch.setattr(game.cli, "_sim", broken)
    before = set(logs_dir().glob("crash-*.log")) if logs_dir().exists() else set()
    assert game.cli.main(["sim", "deaths_will", "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "RuntimeError: the keg is empty" in err and "Traceback" not in err
    new_logs = set(logs_dir().glob("crash-*.log")) - before
    assert len(new_logs) == 1
    log = new_logs.pop().read_text()
    assert "Traceback" in log and "the keg is empty" in log and "Dice Tavern" in log
