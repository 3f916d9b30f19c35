"""The command line: sim, replay, shot, and one-line errors with exit status 2."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.games.deaths_will.rules import Options
from game.services.match import Match
from game.services.records import ReplayError, replay_data, replay_file


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, timeout=300)


def finished_match(options=None, levels=("easy", "hard"), seed=5) -> Match:
    """A match of computer seats played to its end (Death's Will of three hands unless told)."""
    match = Match(options or Options(names=("Brannoc", "Mother Grell"), hands=3), levels, seed)
    while not match.over:
        match.play_computer_step()
    return match


def saved_replay(match: Match, path: Path) -> Path:
    """The match's replay saved at ``path``, checked to replay to its final state."""
    match.save_replay(path)
    assert replay_file(path).to_dict() == match.state.to_dict()
    return path


def test_sim_prints_a_json_summary_with_physics_decided_pisses(capsys):
    assert main(["sim", "deaths_will", "--games", "6", "--seed", "3"]) == 0
    summary = json.loads(capsys.readouterr().out)
    for key in ("games", "wins", "throws", "piss_rate", "hand_length_mean"):
        assert key in summary
    assert summary["games"] == 6
    assert sum(summary["wins"].values()) == 6
    assert summary["throws"] > 6 * 2 and 0 <= summary["piss_rate"] < 0.3
    assert summary["hand_length_mean"] >= 2


def test_sim_is_the_same_for_the_same_seed(capsys):
    main(["sim", "deaths_will", "--games", "3", "--seed", "11"])
    first = capsys.readouterr().out
    main(["sim", "deaths_will", "--games", "3", "--seed", "11"])
    assert capsys.readouterr().out == first


def test_a_saved_match_replays_to_the_same_final_state(tmp_path, capsys):
    match = finished_match()
    path = saved_replay(match, tmp_path / "match.json")
    assert main(["replay", str(path)]) == 0
    final = json.loads(capsys.readouterr().out)
    assert final["purses"] == match.state.purses and final["over"] is True


@pytest.mark.parametrize(
    "content, message",
    [
        ("{not json", "not JSON"),
        ("[1, 2]", "no game named"),
        ('{"game": "deaths_will", "format": 9}', "has format 9; this version reads 1 and 2"),
        ('{"game": [], "format": 1}', "its game is list, not a name"),
        ('{"game": "chess", "format": 1}', "'chess', which this version does not play"),
        ('{"game": "deaths_will", "format": 1, "options": {"names": ["a"]}}', "bad options: 'stakes' is missing"),
        ('{"game": "deaths_will", "format": 1, "options": {"names": [["a"], "b"]}, "actions": []}', "bad options"),
        (
            '{"game": "spottle", "format": 1, "options": {"names": ["a"], "purses": [9], "rounds": "ten"}}',
            "bad options: a value of the wrong kind",
        ),
        (
            '{"game": "deaths_will", "format": 1, "options": {"names": ["a", "b"], "stakes": "low", "purses": [9, 9], '
            '"hands": 1, "keep_roles": false}, "actions": [[]]}',
            "moves are not a list of moves",
        ),
    ],
)
def test_bad_replay_files_give_one_line_reasons(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(ReplayError, match=message):
        replay_file(path)


def test_a_replay_with_an_illegal_move_names_the_move():
    data = finished_match().to_replay()
    data["actions"][1] = {"ante": 0}  # an ante where a throw was due
    with pytest.raises(ReplayError, match="move 2"):
        replay_data(data)


@pytest.mark.parametrize(
    "args, message",
    [
        (["sim", "chess"], "unknown game 'chess'"),
        (["sim", "deaths_will", "--games", "0"], "at least 1"),
        (["sim", "deaths_will", "--seed", "x"], "a seed is a whole number"),
        (["sim", "deaths_will", "--seats", "hard"], "--seats takes two levels"),
        (["replay", "/no/such/file.json"], "no such replay file"),
        (["shot", "deaths_will"], "--out"),
        (["fly"], "invalid choice"),
        (["sim", "doty", "--variant", "x"], "unknown way to play 'x'"),
        (["sim", "spottle", "--toad", "frog"], "unknown toad option 'frog'"),
        (["sim", "doty", "--stakes", "high"], "unrecognized arguments: --stakes high"),
        (["shot", "chess", "--out", "x.png"], "unknown game 'chess'"),
        (["shot", "ledger"], "--out"),
        (["shot", "settings", "--out", "x.png", "--throws", "2"], "unrecognized arguments: --throws 2"),
        (["ledger", "--csv"], "unrecognized arguments: --csv"),
        (["shot", "spelldice", "--out", "x.png", "--moment", "dance"], "invalid choice: 'dance'"),
        (["shot", "doty", "--out", "x.png", "--moment", "reveal"], "unrecognized arguments: --moment reveal"),
    ],
)
def test_wrong_arguments_give_one_line_and_status_2(args, message, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_errors_through_the_real_entry_point_are_one_line():
    result = run_cli("replay", "/no/such/file.json")
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0 and "no such replay file" in result.stderr


@pytest.mark.parametrize("game", ["deaths_will", "doty", "spottle", "spots", "spelldice"])
def test_shot_saves_a_screenshot_of_a_table_in_play(tmp_path, game):
    out = tmp_path / "table.png"
    result = run_cli("shot", game, "--seed", "2", "--throws", "2", "--out", str(out))
    assert result.returncode == 0, result.stderr
    from tests.ui import looks_drawn

    assert looks_drawn(out)


def test_shot_renders_a_moment_of_a_spelldice_round(tmp_path):
    out = tmp_path / "summary.png"
    result = run_cli("shot", "spelldice", "--moment", "summary", "--seed", "1", "--out", str(out))
    assert result.returncode == 0, result.stderr
    from tests.ui import looks_drawn

    assert looks_drawn(out)


@pytest.mark.parametrize("screen", ["ledger", "settings"])
def test_shot_saves_a_screenshot_of_the_ledger_or_the_settings(tmp_path, screen):
    out = tmp_path / f"{screen}.png"
    result = run_cli("shot", screen, "--seed", "3", "--out", str(out))
    assert result.returncode == 0, result.stderr
    from tests.ui import looks_drawn

    assert looks_drawn(out)


def test_desktop_entry_installs_and_removes(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["desktop-entry"]) == 0
    entry = tmp_path / "applications" / "dice-tavern.desktop"
    icon = tmp_path / "icons" / "hicolor" / "256x256" / "apps" / "dice-tavern.png"
    text = entry.read_text()
    assert "Name=Dice Tavern" in text and "Icon=dice-tavern" in text and "-m game" in text
    assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main(["desktop-entry", "--remove"]) == 0
    assert not entry.exists() and not icon.exists()
    assert "removed" in capsys.readouterr().out


@pytest.mark.parametrize("variant", ["pairs", "triples", "called_shot", "quintuples", "everyone_scores"])
def test_doty_sim_reports_wins_and_points(variant, capsys):
    assert main(["sim", "doty", "--variant", variant, "--games", "3", "--seed", "4", "--seats", "easy,hard"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 3 and sum(summary["wins"].values()) == 3 and summary["variant"] == variant
    per = summary.get("points_per_declaration") or {"all": {"mean_points": summary["mean_points_per_turn"]}}
    assert all(entry["mean_points"] >= 0 for entry in per.values())


def test_a_doty_match_replays(tmp_path):
    from game.games.doty.rules import Options as DotyOptions

    options = DotyOptions(names=("A", "B", "C"), variant="everyone_scores", reroll=True, short=True)
    saved_replay(finished_match(options, ("easy", "normal", "hard"), seed=6), tmp_path / "doty.json")


@pytest.mark.parametrize("toad", ["toad", "crocodile", "randomizer"])
def test_spottle_sim_reports_rounds_swallows_and_the_house(toad, capsys):
    assert (
        main(["sim", "spottle", "--games", "4", "--seed", "2", "--toad", toad, "--rounds", "5", "--seats", "easy,hard"])
        == 0
    )
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 4 and summary["rounds"] == 20
    thrown = summary["player_throws"]  # two dice a player a round, less those the jaw or the randomizer took
    assert thrown == 2 * 2 * 20 if toad == "toad" else 60 < thrown < 80
    assert set(summary["wins"]) == {"seat 1 (easy)", "seat 2 (hard)", "master", "pushes"}
    assert sum(summary["wins"].values()) == 2 * 20  # every player's every round settles one way
    assert isinstance(summary["master_net_cp"], int)
    assert (summary["swallow_rate"] > 0) == (toad == "toad")


def test_a_spottle_session_replays(tmp_path, capsys):
    from game.games.spottle.rules import Options as SpottleOptions

    options = SpottleOptions(names=("A", "B", "C"), purses=(100, 100, 100), toad="crocodile", rounds=4)
    match = finished_match(options, ("easy", "normal", "hard"), seed=6)
    path = saved_replay(match, tmp_path / "spottle.json")
    assert main(["replay", str(path)]) == 0
    final = json.loads(capsys.readouterr().out)
    assert final["purses"] == match.state.purses and final["phase"] == "over"


REPLAYS = Path(__file__).resolve().parent / "data" / "replays"


@pytest.mark.parametrize(
    "name", sorted(p.name.removesuffix(".json") for p in REPLAYS.glob("*.json") if not p.name.endswith(".final.json"))
)
def test_replays_saved_by_earlier_versions_replay_to_the_same_final_state(name, capsys):
    """Matches saved before the games moved into their own folders (the
    final states as that version's `replay` printed them)."""
    assert main(["replay", str(REPLAYS / f"{name}.json")]) == 0
    now = json.loads(capsys.readouterr().out)
    then = json.loads((REPLAYS / f"{name}.final.json").read_text())
    assert len(now.pop("log")) == len(then.pop("log"))  # the log's wording may have improved since
    assert now == then


def test_spots_sim_reports_wins_busts_tricks_and_scorings(capsys):
    assert main(["sim", "spots", "--games", "4", "--seed", "2", "--seats", "easy,hard", "--set", "puppy_pen"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 4 and sum(summary["wins"].values()) == 4 and summary["trick_set"] == "puppy_pen"
    assert set(summary["tricks"]) <= {"howl", "roll_over", "retrieve", "bolt", "scavenge", "play_dead"}
    assert 0 < summary["bust_rate"] < 1 and summary["slow_scores"] + summary["fast_scores"] >= 24
    assert main(["sim", "spots", "--games", "3", "--solo", "--seats", "hard", "--d0g-treats", "0"]) == 0
    solo = json.loads(capsys.readouterr().out)
    assert set(solo["wins"]) == {"seat 1 (hard)", "d0g"} and solo["d0g_treats"] == 0


@pytest.mark.parametrize(
    "args, message",
    [
        (["sim", "spots", "--solo", "--seats", "hard,easy"], "--solo takes one level"),
        (["sim", "spots", "--set", "zoo"], "unknown trick set 'zoo'"),
        (["sim", "spots", "--solo", "--seats", "hard", "--d0g-treats", "12"], "0 to 9 treats"),
    ],
)
def test_spots_sim_arguments_are_checked_in_one_line(args, message, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_spelldice_sim_reports_rounds_hit_rates_spells_and_deadshots(capsys):
    assert main(["sim", "spelldice", "--games", "6", "--seed", "2", "--seats", "easy,normal,hard"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 6 and sum(summary["wins"].values()) == 6 and summary["rounds_mean"] >= 1
    assert set(summary["hit_rate"]) == {"Booster Shot", "Hip Shot", "Hot Shot", "Cheap Shot", "Deadshot"}
    assert all(0 <= rate <= 1 for rate in summary["hit_rate"].values())
    assert set(summary["deadshots"]) == {"fired", "hit"} and summary["deadshots"]["hit"] == summary["resurrections"]


def test_no_display_gives_one_line_status_2_and_no_crash_log(tmp_path):
    import os

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "ARCADE_HEADLESS")}
    env["DICE_TAVERN_HOME"] = str(tmp_path / "home")
    result = subprocess.run([sys.executable, "-m", "game"], capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0
    assert "no display" in result.stderr and "ARCADE_HEADLESS" in result.stderr
    assert not (tmp_path / "home" / "data" / "logs").exists()  # no crash log written


def test_the_first_frame_loads_no_games_rules_nor_the_physics(tmp_path):
    """Start-up is measured against a bare window: the rules, the physics and
    the screens that need them load after the first frame, when asked for."""
    import os

    env = dict(os.environ, ARCADE_HEADLESS="1", DICE_TAVERN_HOME=str(tmp_path / "home"))
    script = (
        "import sys; from game.cli import main; main(['play', '--quit-after-first-frame']); "
        "print(sorted(m for m in sys.modules if m.startswith('pyglet.media.codecs.ff') and sys.modules[m])); "
        "print(sorted(m for m in sys.modules if m.startswith('game.')))"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env)
    assert "first frame drawn" in result.stdout
    loaded = result.stdout.splitlines()[-1]
    assert result.stdout.splitlines()[-2] == "[]"  # FFmpeg's libraries: the game's sounds are WAV, read by pyglet
    assert "game.ui.menu" in loaded
    for heavy in (
        "game.services.match",
        "game.physics",
        "game.services.ledger",
        "game.campaign",
        ".rules'",
        "game.ui.road_views",
        "game.ui.ledger_view",
    ):
        assert heavy not in loaded, heavy


@pytest.mark.parametrize("command", ["sim", "shot", "ladder", "fuzz"])
def test_every_command_that_takes_a_game_names_the_games_in_its_help(command, capsys):
    from game.registry import PLAYABLE

    with pytest.raises(SystemExit):
        main([command, "--help"])
    said = " ".join(capsys.readouterr().out.split())  # argparse wraps the help
    assert all(game.key in said for game in PLAYABLE), said


def test_opening_the_game_reads_no_game_for_the_help():
    from game.cli import _games_said

    assert _games_said([]) == _games_said(["play"]) == "a game's key"
    assert "spelldice" in _games_said(["play", "--help"])


@pytest.mark.parametrize("argv", [[], ["play"], ["play", "--quit-after-first-frame"]])
def test_the_app_opened_is_read_as_the_whole_command_line_reads_it(argv):
    """Opening the app skips building the command line; what it reads must be what that would."""
    from game.cli import build_parser, opening_args

    assert opening_args(argv) == build_parser(argv).parse_args(argv)


def test_anything_but_opening_the_app_is_read_by_the_whole_command_line():
    from game.cli import opening_args

    for argv in (["--smoke"], ["play", "--help"], ["bench"], ["play", "--quit-after-first-frame", "x"]):
        assert opening_args(argv) is None


def test_a_command_at_a_terminal_that_fails_opens_no_message_box(monkeypatch, tmp_path, capsys):
    """``serve`` on a server with no display once tried to open a box: a terminal's command says it on the
    terminal alone; the window's player, who has no terminal, gets the box."""
    from game.online import commands
    from game.platform import crash

    boxes = []
    monkeypatch.setattr(crash, "show_message_box", lambda title, text: boxes.append(text))
    monkeypatch.setattr(crash, "write_crash_log", lambda error: tmp_path / "crash.log")
    monkeypatch.setattr(commands, "run", lambda args: 1 / 0)
    assert main(["verify", str(tmp_path / "record.json")]) == 1
    assert "ZeroDivisionError" in capsys.readouterr().err and boxes == []
    monkeypatch.setattr("game.cli._play", lambda quick: 1 / 0)
    assert main(["play"]) == 1 and len(boxes) == 1
