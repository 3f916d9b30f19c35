"""Slow solves kept in the cache folder, and made beside the frame loop: a
table whose computer players need a race solved never holds a frame for it."""

import json
import os
import subprocess
import time

import pytest

from game.core import kept_solves
from game.core.kept_solves import NotKept, kept, only_kept
from game.services.solve_store import FolderStore, solve_command, use_cache_folder
from game.services.solving import Preparation


@pytest.fixture
def store(tmp_path, monkeypatch):
    """The cache folder's store, in a home of the test's own (the solving
    process started by a table finds the same folder)."""
    monkeypatch.setenv("DICE_TAVERN_HOME", str(tmp_path))
    use_cache_folder()
    yield kept_solves.current_store()
    kept_solves.use_store(None)


def counting(value):
    calls = []

    def solve():
        calls.append(1)
        return value

    return solve, calls


def test_without_a_store_every_call_solves(tmp_path):
    source = tmp_path / "solver.py"
    source.write_text("v1")
    solve, calls = counting({"x": 1})
    assert kept("race", solve, [str(source)]) == {"x": 1} and kept("race", solve, [str(source)]) == {"x": 1}
    assert len(calls) == 2


def test_a_solve_is_kept_once_and_read_back_and_a_check_never_solves(store, tmp_path):
    source = tmp_path / "solver.py"
    source.write_text("v1")
    solve, calls = counting([0.25, 0.75])
    with only_kept(), pytest.raises(NotKept):
        kept("race", solve, [str(source)])
    assert calls == []
    assert kept("race", solve, [str(source)]) == [0.25, 0.75]
    assert kept("race", solve, [str(source)]) == [0.25, 0.75] and len(calls) == 1
    with only_kept():
        assert kept("race", solve, [str(source)]) == [0.25, 0.75]
    assert len(list(store.folder.glob("race-*.pickle"))) == 1


def test_a_changed_solver_never_reads_the_old_table(store, tmp_path):
    source = tmp_path / "solver.py"
    source.write_text("v1")
    kept("race", lambda: "old", [str(source)])
    source.write_text("v2")
    kept_solves._digest.cache_clear()
    assert kept("race", lambda: "new", [str(source)]) == "new"


def test_a_damaged_kept_file_is_solved_again_and_an_unwritable_folder_only_solves(store, tmp_path):
    source = tmp_path / "solver.py"
    source.write_text("v1")
    kept("race", lambda: "good", [str(source)])
    (damaged,) = store.folder.glob("race-*.pickle")
    damaged.write_bytes(b"\x80\x05 not a pickle")
    assert kept("race", lambda: "solved again", [str(source)]) == "solved again"
    assert kept("race", lambda: "never", [str(source)]) == "solved again"
    kept_solves.use_store(FolderStore(source / "not a folder"))  # a file where the folder would be
    assert kept("other", lambda: 7, [str(source)]) == 7


def test_the_solve_command_keeps_a_tables_races_and_refuses_a_bad_request_in_one_line(tmp_path):
    home = {"DICE_TAVERN_HOME": str(tmp_path)}
    request = {"game": "doty", "options": {"names": ["A", "B"], "variant": "called_shot"}, "seats": ["person", "hard"]}
    done = subprocess.run(
        solve_command(),
        input=json.dumps(request),
        capture_output=True,
        text=True,
        env={**os.environ, **home},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    kept_files = sorted(path.name.rsplit("-", 1)[0] for path in (tmp_path / "cache" / "solved").glob("*.pickle"))
    assert kept_files == ["doty-called-shot-25-any", "doty-called-shot-25-best"]
    for bad in ("not json", json.dumps({"game": "chess", "options": {}}), json.dumps([1, 2])):
        done = subprocess.run(
            solve_command(), input=bad, capture_output=True, text=True, env={**os.environ, **home}, timeout=120
        )
        assert done.returncode == 2 and done.stderr.count("\n") == 1 and "solve:" in done.stderr, done.stderr


def test_easy_seats_need_nothing_solved_and_a_kept_table_is_ready_at_once(store):
    from game.games.doty.rules import Options
    from game.games.doty.scores_race import pattern_tables, scores_race
    from game.services.match import Match

    scores_race.cache_clear()  # solved in this process by another test, it would need nothing kept
    pattern_tables.cache_clear()
    easy = Match(Options(names=("A", "B"), variant="pairs"), ("easy", "easy"), seed=1)
    assert Preparation(easy).process is None
    hard = Match(Options(names=("A", "B"), variant="everyone_scores", reroll=True, target=20), ("hard", "hard"), 1)
    preparation = Preparation(hard)
    assert preparation.process is not None
    deadline = time.monotonic() + 120
    while not preparation.ready():
        assert time.monotonic() < deadline, "the solve never finished"
        time.sleep(0.05)
    assert preparation.process.returncode == 0
    again = Preparation(hard)
    assert again.process is None and again.ready()


@pytest.mark.window
def test_a_slow_solve_never_holds_a_frame_the_computer_thinks_meanwhile(window, store, monkeypatch):
    """The race is made slow here (0.3 s of this process's time each time it is
    solved in it): a table that solved on its frame loop would spend that in
    the frame of the computer's first decision. The table's own process never
    solves it: it is made in a process of its own and read back from the
    cache, and every frame that waits for it, decides or throws stays under
    50 ms (test_frame_budget.py slows the throws themselves)."""
    from game.games.doty import scores_race as module
    from game.games.doty.rules import Options
    from game.games.doty.table import DOTY_TABLE
    from game.services.match import Match

    original = module.ScoresRace.__init__

    def slow(self, goal):
        begun = time.thread_time()
        while time.thread_time() - begun < 0.3:
            pass
        original(self, goal)

    monkeypatch.setattr(module.ScoresRace, "__init__", slow)
    module.scores_race.cache_clear()
    match = Match(Options(names=("A", "B"), variant="everyone_scores", reroll=True, target=20), ("hard", "hard"), 3)
    table = DOTY_TABLE(match)
    window.show_view(table)
    table.on_draw()  # the table's first frame, as it opens
    worst, waited, decisions, frames = 0.0, 0, 0, 0
    while decisions < 3 and frames < 6000:
        before = len(match.state.history)
        begun = time.thread_time()
        table.on_update(1 / 60)
        took = time.thread_time() - begun
        table.on_draw()
        frames += 1
        if not table.flow.prepared:
            waited += "thinking" in table.prompt.text
            time.sleep(0.005)  # the other process solves meanwhile, as the wait for the screen lets it
        decisions += len(match.state.history) > before
        worst = max(worst, took)
    module.scores_race.cache_clear()
    assert decisions >= 3, f"the computer players decided {decisions} times in {frames} frames"
    assert worst < 0.05, f"a frame's update took {worst * 1000:.0f} ms of the table's time"
    assert waited > 0, "the table never showed the computer thinking while its solve was made"
