"""The monkey: random events on the real app, any exception reported."""

import json
import os
import subprocess
import sys

import pytest

from game.tools.monkey import Monkey, monkey
from game.ui.arcade_import import arcade


@pytest.fixture
def fast_window(window):
    """The tests' window, its settings and screen as they were afterwards
    (the monkey goes into the settings too: full screen, pace, ...)."""
    settings = dict(window.settings.__dict__)
    yield window
    window.settings.__dict__.update(settings)
    if window.fullscreen != settings["fullscreen"]:
        window.set_fullscreen(settings["fullscreen"])
    from game.ui.menu import MenuView

    window.show_view(MenuView())


def test_a_short_monkey_visits_screens_and_finds_nothing(fast_window):
    summary = monkey(160, seed=5)
    assert summary["events"] == 160
    assert sum(summary["screens"].values()) == 160
    assert "MenuView" in summary["screens"] and len(summary["screens"]) >= 4, summary["screens"]
    assert summary["exceptions"] == [] and summary["exception_count"] == 0


def test_the_monkey_keeps_its_files_out_of_the_players_folder(fast_window, tmp_path, monkeypatch):
    from game.services.saves import saves_dir

    players = saves_dir()
    before = sorted(players.glob("*")) if players.exists() else []
    monkeypatch.setenv("DICE_TAVERN_HOME", str(tmp_path))
    monkey(50, seed=8)
    assert list(tmp_path.iterdir()) == []  # its own scratch folder, gone afterwards
    monkeypatch.undo()
    assert (sorted(players.glob("*")) if players.exists() else []) == before


def test_a_screen_that_breaks_is_reported_with_where_and_the_monkey_goes_on(fast_window, monkeypatch):
    from game.ui.menu import MenuView

    monkeypatch.setattr(MenuView, "draw_world", lambda self: 1 / 0)
    summary = monkey(40, seed=2)
    assert summary["exception_count"] >= 1
    assert all(e["error"] == "ZeroDivisionError: division by zero" for e in summary["exceptions"])
    assert any(e["screen"] == "MenuView" and e["event"] > 0 for e in summary["exceptions"])
    assert all(e["where"].startswith("ui/app.py:") for e in summary["exceptions"])  # the line that drew it
    assert summary["events"] == 40  # it went on after the failure


def test_a_whole_game_watched_through_ends_on_its_results(fast_window):
    """Seated computers and time passing: the monkey's watcher reaches a results screen."""
    m = Monkey(seed=11)
    m.restart(counted=False)
    m.window.current_view.open_game("deaths_will")
    m.frames(2)
    m.event(m.seat_the_computers)
    m.event(m.start_the_match)
    assert m.at_a_table() and m.window.current_view.match.controllers == ("easy", "normal")
    for _ in range(400):
        m.let_time_pass()
        m.note_results()
        if m.games_finished:
            break
    assert m.games_finished == 1 and m.screen() == "DeathsWillResultsView"


def test_the_command_prints_json_and_exits_0_when_clean():
    env = dict(os.environ)
    result = subprocess.run(
        [sys.executable, "-m", "game", "monkey", "--events", "60", "--seed", "3"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["events"] == 60 and summary["exceptions"] == [] and "screens" in summary


def test_a_game_left_and_the_window_closed_is_continued_from_the_menu(fast_window, tmp_path, monkeypatch):
    monkeypatch.setenv("DICE_TAVERN_HOME", str(tmp_path))
    m = Monkey(seed=4)
    m.restart(counted=False)
    m.window.current_view.open_game("spottle")
    m.frames(2)
    m.event(m.start_the_match)
    m.let_time_pass()
    assert m.at_a_table()
    m.restart()  # the window closed mid-game, and opened again
    assert m.screen() == "MenuView" and m.restarts == 1
    entry = m.window.current_view.save_rows[0].entry
    assert entry.visible and entry.text.startswith("Spottle")
    m.event(lambda: m.click(*entry.rect.center, arcade.MOUSE_BUTTON_LEFT))
    assert m.screen() == "SpottleTable" and m.games_continued == 1
