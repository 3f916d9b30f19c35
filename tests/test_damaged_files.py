"""Every file the game writes for a player, damaged every way it can be:
what was damaged is set aside and kept byte for byte, the backup stays the
last good copy through the saves that follow, and the player is told in one
line. Before this, the next save made the damaged file the backup, and one
more damage lost every setting."""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.campaign.road import Campaign
from game.platform.settings import Settings
from game.platform.storage import backup_of, load_json, write_json
from game.registry import GAME_BY_KEY
from game.services.campaign_slots import read_slot, slot_path, write_slot
from game.services.ledger import load_ledger, record_run
from game.services.match import Match
from game.services.records import ReplayError, replay_file
from game.services.saves import GameKeeper, save_replay, saved_games

DAMAGES = ("missing", "empty", "truncated", "random bytes", "wrong shape", "a folder in its place")


def damage(path: Path, how: str) -> object:
    """Damage the file as ``how`` says; what was there instead of it (bytes,
    or the folder's listing), to compare with what is kept."""
    good = path.read_bytes()
    path.unlink()
    if how == "missing":
        return None
    if how == "a folder in its place":
        path.mkdir()
        (path / "inside.txt").write_text("kept too")
        return ["inside.txt"]
    text = {
        "empty": b"",
        "truncated": good[: len(good) // 2],
        "wrong shape": b"[1, 2, 3]",
        "random bytes": random.Random(300).randbytes(300),
    }[how]
    path.write_bytes(text)
    return text


def kept_as_it_was(kept: Path, was: object) -> bool:
    if isinstance(was, list):
        return kept.is_dir() and sorted(p.name for p in kept.iterdir()) == was
    return kept.read_bytes() == was


@dataclass
class Kind:
    """One kind of file: how the game saves version ``n`` of it, loads it
    (the version read and the note said), and where it lies."""

    save: Callable[[Path, int], None]
    load: Callable[[Path], tuple[int, str | None]]
    path: Callable[[Path], Path]
    fresh: int = 0  # the version loaded when there is nothing to read: the defaults, a new ledger


def _settings_save(folder: Path, n: int) -> None:
    assert Settings(effects_volume=n / 10).save(folder / "settings.json") is None


def _settings_load(folder: Path):
    settings, note = Settings.read(folder / "settings.json")
    return round(settings.effects_volume * 10), note


def _ledger_save(folder: Path, n: int) -> None:
    assert record_run({"key": f"run {n}", "name": "Wren"}, folder / "ledger.json") is None


def _ledger_load(folder: Path):
    ledger, note = load_ledger(folder / "ledger.json")
    runs = ledger.runs()
    return (int(runs[-1]["key"].split()[1]) if runs else 0), note


def _slot_save(folder: Path, n: int) -> None:
    campaign = Campaign.new("Wren", seed=n)
    write_slot(1, campaign, folder=folder)


def _slot_load(folder: Path):
    slot = read_slot(1, folder)
    return (slot.campaign.seed if slot.campaign else 0), slot.note


class _Match:
    """A game in progress, one computer step further at every save."""

    keeper: GameKeeper | None = None

    @classmethod
    def save(cls, folder: Path, n: int) -> None:
        if n == 1:
            rules = GAME_BY_KEY["deaths_will"].play.rules
            match = Match(rules.Options(), ("easy", "easy"), 4)
            cls.keeper = GameKeeper(match, folder=folder)
        else:
            cls.keeper.match.play_computer_step()
        cls.keeper.save()
        assert cls.keeper.flush() is None

    @classmethod
    def load(cls, folder: Path):
        shelf = saved_games(folder)
        steps = len(Match.resume(shelf.games[0].data).state.history) if shelf.games else -1
        return steps + 1, (" ".join(shelf.notes) or None)

    @classmethod
    def path(cls, folder: Path) -> Path:
        return cls.keeper.path


KINDS = {
    "settings": Kind(_settings_save, _settings_load, lambda folder: folder / "settings.json", fresh=10),
    "ledger": Kind(_ledger_save, _ledger_load, lambda folder: folder / "ledger.json"),
    "slot": Kind(_slot_save, _slot_load, lambda folder: slot_path(1, folder)),
    "saved match": Kind(_Match.save, _Match.load, _Match.path),
}


@pytest.mark.parametrize("how", DAMAGES)
@pytest.mark.parametrize("kind", list(KINDS))
def test_a_damaged_file_is_kept_and_never_becomes_the_backup(tmp_path, kind, how):
    k = KINDS[kind]
    k.save(tmp_path, 1)
    k.save(tmp_path, 2)
    path = k.path(tmp_path)
    assert backup_of(path).exists()
    was = damage(path, how)

    version, note = k.load(tmp_path)
    assert version == 1  # the last good copy, one save older
    if how == "missing":  # a rename cut short: nothing damaged, nothing to say
        assert note is None
    else:
        assert note and "\n" not in note and f"{path.name}.damaged" in note, note
        assert kept_as_it_was(path.with_name(path.name + ".damaged"), was)

    k.save(tmp_path, 3)
    k.save(tmp_path, 4)
    assert k.load(tmp_path) == (4, None)
    # the backup is the last good copy but one: readable, never the damaged bytes
    assert load_json(backup_of(path)) == json.loads(backup_of(path).read_text())
    if how != "missing":
        assert kept_as_it_was(path.with_name(path.name + ".damaged"), was)
    shutil.move(str(path), str(tmp_path / "newest"))
    assert k.load(tmp_path)[0] == 3  # the backup alone still reads


@pytest.mark.parametrize("kind", list(KINDS))
def test_a_file_and_its_backup_both_damaged_are_both_kept(tmp_path, kind):
    k = KINDS[kind]
    k.save(tmp_path, 1)
    k.save(tmp_path, 2)
    path = k.path(tmp_path)
    was = damage(path, "random bytes")
    was_backup = damage(backup_of(path), "truncated")
    version, note = k.load(tmp_path)
    assert version == k.fresh  # begun anew: the defaults, a new ledger, an empty slot
    assert note and "\n" not in note
    kept = path.with_name(path.name + ".damaged"), path.with_name(path.name + ".bak.damaged")
    assert kept_as_it_was(kept[0], was) and kept_as_it_was(kept[1], was_backup)
    k.save(tmp_path, 3)
    k.save(tmp_path, 4)
    assert k.load(tmp_path) == (4, None)
    assert kept_as_it_was(kept[0], was) and kept_as_it_was(kept[1], was_backup)


@pytest.mark.parametrize("how", DAMAGES)
def test_a_damaged_replay_is_refused_in_one_line_and_left_as_it_is(tmp_path, how):
    rules = GAME_BY_KEY["deaths_will"].play.rules
    match = Match(rules.Options(), ("easy", "easy"), 4)
    for _ in range(6):
        match.play_computer_step()
    path = save_replay(match.to_replay(), tmp_path)
    was = damage(path, how)
    with pytest.raises(ReplayError) as refused:
        replay_file(path)
    assert "\n" not in str(refused.value) and " at at " not in str(refused.value)
    if how == "missing":
        return
    for _ in range(2):  # later matches' replays take names of their own
        assert save_replay(match.to_replay(), tmp_path) != path
    assert kept_as_it_was(path, was)


def test_a_damaged_file_is_never_made_the_backup_even_when_damaged_after_it_was_read(tmp_path):
    path = tmp_path / "settings.json"
    write_json(path, {"n": 1})
    write_json(path, {"n": 2})
    path.write_text('{"n": ')  # damaged while the game runs
    write_json(path, {"n": 3})
    assert json.loads(backup_of(path).read_text()) == {"n": 1}  # still the last good copy
    assert path.with_name("settings.json.damaged").read_text() == '{"n": '


def test_a_json_error_says_at_once(tmp_path):
    path = tmp_path / "ledger.json"
    path.write_text('{"a": "unterminated')
    with pytest.raises(ValueError) as refused:
        load_json(path)
    assert "at at" not in str(refused.value) and "line 1" in str(refused.value)


def test_a_data_folder_that_cannot_be_written_refuses_saves_in_one_line_and_loses_nothing(tmp_path):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be")
    settings, note = Settings.read(blocked / "settings.json")
    assert settings == Settings() and note is None
    refusal = Settings(sound=False).save(blocked / "settings.json")
    assert refusal and "\n" not in refusal and "could not be saved" in refusal
    rules = GAME_BY_KEY["spottle"].play.rules
    keeper = GameKeeper(Match(rules.Options(), ("easy",) * len(rules.Options().names), 1), folder=blocked)
    keeper.save()
    assert "could not be saved" in keeper.flush() and keeper.problem == keeper.flush()
    assert blocked.read_text() == "a file where the folder should be"


# --- said in the window, once ---


@pytest.mark.window
def test_sitting_down_where_games_cannot_be_saved_says_so_once(window, tmp_path, monkeypatch):
    from game.registry import GAME_BY_KEY as games
    from tests.test_continue import new_match, play_at

    blocked = tmp_path / "home"
    blocked.mkdir()
    (blocked / "data").write_text("a file where the data folder should be")
    monkeypatch.setenv("DICE_TAVERN_HOME", str(blocked))
    table = games["deaths_will"].screens.table.for_match(new_match(games["deaths_will"], 3))
    window.show_view(table)
    said = [line for line in table.flow.notices if "could not be saved" in line]
    assert len(said) == 1 and "\n" not in said[0]  # said as the people sit down
    play_at(window, table, moves=8)
    assert len(table.match.state.history) >= 8
    assert [line for line in table.flow.notices if "could not be saved" in line] == said  # not again at every move


@pytest.mark.window
def test_the_menu_says_what_the_window_found_before_it_opened(window, tmp_path):
    from game.ui.menu import MenuView
    from tests.ui import FRAME, draw

    path = tmp_path / "settings.json"
    path.write_bytes(random.Random(300).randbytes(300))
    _, note = Settings.read(path)
    window.notes.append(note)
    menu = MenuView()
    window.show_view(menu)
    draw(window)
    menu.on_update(FRAME)
    assert note in menu.note_text.text and window.notes == []
    assert (tmp_path / "settings.json.damaged").read_bytes() == random.Random(300).randbytes(300)
