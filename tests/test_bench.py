"""bench's worst-frame run: every game brings a match of hard players, and a
fresh session's table is timed frame by frame."""

import json
import os
import subprocess
import sys
import time

from game.registry import PLAYABLE


def test_every_game_brings_a_match_of_hard_computer_players():
    for game in PLAYABLE:
        match = game.commands.hard_match()
        assert match.game == game.key
        assert set(match.controllers) == {"hard"}, game.key


def test_a_fresh_session_table_is_timed_frame_by_frame(tmp_path):
    env = dict(os.environ, ARCADE_HEADLESS="1", DICE_TAVERN_HOME=str(tmp_path))
    script = (
        "import json; from game import registry; registry.install(); from game.tools.bench import worst_frame; "
        "from game.games.deaths_will.rules import Options; from game.services.match import Match; "
        # the bench's own match, one hand of its three: the measuring is what is tried here
        "short = Match(Options(names=('Brannoc', 'Mother Grell'), hands=1), ('hard', 'hard'), seed=7); "
        "print(json.dumps(worst_frame('deaths_will', 90, short)))"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["deaths_will_worst_frame_frames"] > 90 and figures["deaths_will_worst_frame_to_results"]
    assert list((tmp_path / "data" / "replays").glob("deaths_will-*.json"))  # its results' writes were timed too
    assert 0 < figures["deaths_will_frame_p99_ms"] <= figures["deaths_will_worst_frame_ms"]
    deadline = time.monotonic() + 120  # the solving process the table started goes on to the end
    while not list((tmp_path / "cache" / "solved").glob("deaths-will-d6-0.033-0.033-*.pickle")):  # hard v hard
        assert time.monotonic() < deadline, "the hands the table needed were never kept"
        time.sleep(0.2)


def test_each_bench_part_runs_in_a_process_that_starts_as_the_program_does():
    from game.tools.bench import _in_a_process

    assert _in_a_process("{'games': [game.key for game in catalogue.playable()]}")["games"] == [
        "deaths_will",
        "spottle",
        "doty",
        "spots",
        "spelldice",
    ]


def test_the_dice_drawing_cost_is_measured_with_the_solid_dice():
    from game.tools.bench import _in_a_process

    figures = _in_a_process("measure_dice_draw(frames=40)")
    assert 0 < figures["dice_draw_ms"] <= figures["dice_draw_p95_ms"]


def test_every_kind_of_die_at_rest_is_measured_wide_and_its_value_tall():
    from game.tools.bench import _in_a_process

    figures = _in_a_process("measure_dice_at_rest()")
    for kind in ("d4", "d6", "d12", "doty", "spelldice", "spots"):
        assert figures[f"die_px_{kind}"] >= 56, (kind, figures)
        assert figures[f"value_px_{kind}"] >= 16, (kind, figures)


def test_online_play_is_measured_on_loopback_act_to_every_app_and_bytes():
    from game.tools.bench import _in_a_process

    figures = _in_a_process("measure_online()")
    for figure in ("act_to_all_p95_ms", "act_to_all_median_ms", "bytes_per_throw", "match_kb", "throws"):
        assert f"online_spottle_6_apps_{figure}" in figures, figure
    assert figures["online_spottle_6_apps_acts_timed"] > 0


def test_a_hosts_window_is_timed_while_it_serves_six_players_and_ten_watchers():
    from game.tools.bench import _in_a_process

    figures = _in_a_process("measure_online_host_frame(frames=60)")
    name = "online_host_spottle_6_players_10_watchers"
    assert figures[f"{name}_frames"] == 60  # the table shown all along, its results not yet
    assert figures[f"{name}_host_running"]  # the players elsewhere still playing: the host served them meanwhile
    assert figures[f"{name}_frame_to_floor_p95"] > 0
