"""A player's files survive: a writer killed at any moment leaves the old
save or the new one, a damaged save is set aside with a one-line reason and
its last good copy offered, and an older format is refused saying why."""

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.platform.storage import Unreadable, backup_of, read_json, set_aside, write_json
from game.registry import GAME_BY_KEY
from game.services.match import Match
from game.services.records import SAVE_FORMAT, ReplayError
from game.services.saves import GameKeeper, saved_games

ROOT = Path(__file__).resolve().parent.parent

WRITER = """
import sys
from pathlib import Path
from game.platform.storage import write_json
path = Path(sys.argv[1])
n = int(sys.argv[2])
filler = "x" * 200_000  # big enough that a kill often lands mid-write
print("ready", flush=True)
while True:
    n += 1
    write_json(path, {"n": n, "filler": filler})
    print(n, flush=True)
"""


def test_atomic_write_keeps_the_previous_copy_and_reads_it_when_the_file_is_damaged(tmp_path):
    path = tmp_path / "deep" / "save.json"
    write_json(path, {"n": 1})
    write_json(path, {"n": 2})
    assert json.loads(path.read_text()) == {"n": 2}
    assert json.loads(backup_of(path).read_text()) == {"n": 1}
    assert read_json(path).data == {"n": 2} and not read_json(path).from_backup
    path.write_text('{"n": 3')  # cut short
    found = read_json(path)
    assert found.data == {"n": 1} and found.from_backup and "not JSON" in found.problem
    assert found.kept == (path.with_name("save.json.damaged"),)  # set aside at once, byte for byte
    assert path.with_name("save.json.damaged").read_text() == '{"n": 3'
    assert json.loads(path.read_text()) == {"n": 1}  # the last good copy has the name again
    path.unlink()
    assert read_json(path).data == {"n": 1}
    path.unlink()
    backup_of(path).write_text("[]")

    def a_mapping(data):
        if not isinstance(data, dict):
            raise Unreadable("not a mapping")

    with pytest.raises(Unreadable, match="missing") as raised:  # the file's reason, the backup failing its check
        read_json(path, a_mapping)
    assert raised.value.kept == (path.with_name("save.json.bak.damaged"),)
    # no temporary file left, nothing deleted
    assert sorted(p.name for p in path.parent.iterdir()) == ["save.json.bak.damaged", "save.json.damaged"]


def test_a_failed_write_leaves_the_old_file(tmp_path):
    path = tmp_path / "save.json"
    write_json(path, {"n": 1})
    with pytest.raises(TypeError):
        write_json(path, {"n": object()})
    assert json.loads(path.read_text()) == {"n": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_set_aside_never_overwrites(tmp_path):
    for n in range(3):
        (tmp_path / "a.json").write_text(str(n))
        set_aside(tmp_path / "a.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json.damaged", "a.json.damaged-2", "a.json.damaged-3"]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_writer_killed_at_any_moment_leaves_the_old_save_or_the_new_one(tmp_path):
    path = tmp_path / "save.json"
    write_json(path, {"n": 0})
    rng = random.Random(7)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    outcomes = {"old": 0, "new": 0}
    for _ in range(100):
        last = read_json(path).data["n"]
        child = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(last)], stdout=subprocess.PIPE, env=env, text=True
        )
        assert child.stdout.readline().strip() == "ready"  # started, however long a busy machine took
        time.sleep(rng.random() * 0.03)  # then somewhere inside its writes
        child.send_signal(signal.SIGKILL)
        reported = [int(line) for line in child.stdout.read().split()]
        child.wait()
        done = reported[-1] if reported else last  # the last write it finished and said so
        found = read_json(path)
        assert found.data["n"] in (done, done + 1), (done, found.data["n"])
        assert len(found.data.get("filler", "x" * 200_000)) == 200_000
        outcomes["old" if found.data["n"] == done else "new"] += 1
    assert outcomes["old"] and outcomes["new"]  # kills landed both before and after a rename


def kept_match(folder: Path, game: str = "spottle", moves: int = 12):
    options = GAME_BY_KEY[game].play.rules.Options()
    match = Match(options, ("easy",) * len(options.names), 4)
    keeper = GameKeeper(match, folder=folder)
    for _ in range(moves):
        match.play_computer_step()
        keeper.save()
        keeper.flush()  # each move's save written before the next: the backup is the move before
    return match, keeper


def damage_cases(data: dict) -> dict:
    """Each kind of damage a save can come to, as the file's text."""

    def changed(**fields):
        return json.dumps({**data, **fields})

    spliced = list(data["actions"])
    spliced.insert(3, spliced[0])
    cut = dict(data)
    cut.pop("seed", None)
    return {
        "truncated": json.dumps(data)[: len(json.dumps(data)) // 2],
        "empty": "",
        "not a save": "[1, 2, 3]",
        "seed of the wrong type": changed(seed="four"),
        "seed missing": json.dumps(cut),
        "options of the wrong type": changed(options=[1]),
        "an illegal move spliced in": changed(actions=spliced),
        "an unknown game": changed(game="backgammon"),
        "a list where a name belongs": changed(game=[["spottle"]]),
        "a newer format": changed(format=SAVE_FORMAT + 1),
        "throws missing": changed(throws=[]),
        "binary": "\x00\xff\xfe",
    }


@pytest.mark.parametrize("kind", list(damage_cases({"actions": [1] * 4, "seed": 1})))
def test_each_kind_of_damaged_save_gives_one_line_and_is_kept(tmp_path, kind):
    match, keeper = kept_match(tmp_path)
    good = json.loads(keeper.path.read_text())
    backup_of(keeper.path).unlink()  # no good copy: only the note
    keeper.path.write_text(damage_cases(good)[kind], encoding="utf-8", errors="surrogateescape")
    shelf = saved_games(tmp_path)
    assert shelf.games == []
    (note,) = shelf.notes
    assert "\n" not in note and keeper.path.name in note and "kept as" in note
    assert sorted(p.name for p in tmp_path.iterdir()) == [keeper.path.name + ".damaged"]
    assert saved_games(tmp_path).notes == []  # said once; the file stays set aside


def test_a_damaged_save_offers_its_last_good_copy(tmp_path):
    match, keeper = kept_match(tmp_path)
    one_move_earlier = json.loads(backup_of(keeper.path).read_text())
    keeper.path.write_text('{"format": 1, "game": "spott')
    shelf = saved_games(tmp_path)
    (offered,) = shelf.games
    assert offered.from_backup and offered.data == one_move_earlier
    (note,) = shelf.notes
    assert "last good copy" in note and "kept as" in note
    continued = Match.resume(offered.data)
    assert continued.state.history == match.state.history[:-1]  # saved after every step: one step older
    assert (tmp_path / (keeper.path.name + ".damaged")).exists()


def test_a_save_without_its_file_but_with_its_backup_is_offered(tmp_path):
    """A rename cut short where the system has no links: only the backup is there."""
    match, keeper = kept_match(tmp_path)
    keeper.path.unlink()
    (offered,) = saved_games(tmp_path).games
    assert offered.path == keeper.path and keeper.path.exists()


def test_an_older_format_is_refused_with_its_reason(tmp_path):
    match, keeper = kept_match(tmp_path)
    data = json.loads(keeper.path.read_text())
    with pytest.raises(ReplayError, match=f"format 0; this version continues format {SAVE_FORMAT} only"):
        Match.from_save(dict(data, format=0), "old.json")


def test_the_menu_names_a_saved_game_by_where_it_stands_and_when_it_began(tmp_path):
    match, keeper = kept_match(tmp_path, "deaths_will", moves=1)
    (saved,) = saved_games(tmp_path).games
    began = time.mktime((2026, 11, 23, 21, 40, 0, 0, 0, -1))
    saved.data["started"] = began
    assert saved.words(now=began + 3600) == "Death's Will, hand 1, started 21:40"
    assert saved.words(now=began + 3 * 86400) == "Death's Will, hand 1, started 23 Nov"
    assert saved.words(now=began + 400 * 86400) == "Death's Will, hand 1, started 23 Nov 2026"
    saved.data["game"] = "spelldice"
    saved.data["progress"] = "round 12"
    assert saved.words(now=began) == "Spelldice, round 12, started 21:40"  # the title without its subtitle


@pytest.mark.parametrize(
    "key, words",
    [
        ("deaths_will", "hand 1"),
        ("spottle", "round 1"),
        ("doty", "0 of 100 points"),
        ("spots", "0 of 6 dogs"),
        ("spelldice", "round 1"),
    ],
)
def test_each_game_says_where_it_stands(key, words):
    rules = GAME_BY_KEY[key].play.rules
    assert rules.State.new(rules.Options()).progress() == words


def test_a_finished_game_leaves_no_save(tmp_path):
    match, keeper = kept_match(tmp_path, "deaths_will", moves=2)
    while not match.over:
        match.play_computer_step()
    keeper.save()
    assert list(tmp_path.iterdir()) == []


def test_a_file_this_process_wrote_is_kept_as_the_backup_unread_and_one_changed_since_is_read(tmp_path, monkeypatch):
    import game.platform.storage as storage

    reads = []
    real = storage.load_json
    monkeypatch.setattr(storage, "load_json", lambda path, check=None: reads.append(path) or real(path, check))
    path = tmp_path / "game.json"
    write_json(path, {"move": 1})
    write_json(path, {"move": 2})
    assert reads == [] and json.loads(backup_of(path).read_text()) == {"move": 1}  # known good: not parsed
    path.write_text('{"move": 3')  # damaged since, by another
    write_json(path, {"move": 4})
    assert reads == [path]
    assert json.loads(backup_of(path).read_text()) == {"move": 1}  # the damage is not the backup
    assert [p.name for p in tmp_path.iterdir() if "damaged" in p.name or p.name.startswith("game.json.")]


def test_a_writer_writes_the_newest_it_was_handed_beside_the_caller_and_says_a_refusal(tmp_path, monkeypatch):
    import threading

    import game.platform.storage as storage

    started, release = threading.Event(), threading.Event()
    written = []
    real = storage.write_json

    def slow(path, data, keep_backup=True):
        started.set()
        release.wait(5)
        written.append(data)
        real(path, data, keep_backup)

    monkeypatch.setattr(storage, "write_json", slow)
    writer = storage.Writer("the game")
    path = tmp_path / "game.json"
    writer.write(path, {"move": 1})
    assert started.wait(5)  # being written, and the caller already back
    writer.write(path, {"move": 2})
    writer.write(path, {"move": 3})  # handed over before 2 was written: 2 never is
    release.set()
    assert writer.flush() is None
    assert written == [{"move": 1}, {"move": 3}] and storage.load_json(path) == {"move": 3}
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    writer.write(blocked / "game.json", {"move": 4})
    assert "the game could not be saved" in writer.flush()
