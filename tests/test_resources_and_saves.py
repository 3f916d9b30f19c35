"""The game's files: all there, all shipped in the package, and a player's
files never lost to a bad settings file or a second save."""

import fnmatch
import json
import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = None

import arcade
import pytest

from game.assets import COIN_ABBRS, DOTY_FACES, RULES_TEXTS, SPOTTLE_IMAGES, arcade_files, game_files
from game.catalog import PLAYABLE
from game.resources import resource, resources_dir
from game.rules.coins import COINS
from game.saves import save_replay
from game.settings import Settings

ROOT = Path(__file__).resolve().parent.parent


def test_every_file_the_game_loads_exists():
    for name in game_files():
        assert resource(*name.split("/")).is_file()
    for handle in arcade_files():
        assert arcade.resources.resolve(handle).is_file()


def test_the_asset_lists_name_what_the_game_draws():
    assert len(game_files()) == len(set(game_files())) == (5 + (4 + 6 + 12) + len(COINS) + len(DOTY_FACES)
                                                          + len(SPOTTLE_IMAGES) + len(RULES_TEXTS))
    assert {abbr for abbr in COIN_ABBRS} == {coin.abbr for coin in COINS}
    assert set(PLAYABLE) <= set(RULES_TEXTS)


@pytest.mark.skipif(tomllib is None, reason="tomllib arrived in Python 3.11")
def test_every_resource_is_shipped_in_the_installed_package():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    shipped = {}  # folder inside resources/ -> file patterns
    for package, patterns in config["tool"]["setuptools"]["package-data"].items():
        if package.startswith("game._resources."):
            shipped[package.removeprefix("game._resources.").replace(".", "/")] = patterns
    folder = resources_dir()
    for path in folder.rglob("*"):
        relative = path.relative_to(folder)
        if path.is_file() and relative.parts[0] != "screenshots":
            patterns = shipped.get(relative.parent.as_posix(), [])
            assert any(fnmatch.fnmatch(path.name, p) for p in patterns), f"{relative} would not be installed"


def test_a_damaged_settings_file_gives_defaults_and_one_line(tmp_path, capsys):
    path = tmp_path / "settings.json"
    path.write_text("{ not json")
    assert Settings.load(path) == Settings()
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "ignoring unreadable settings file" in err
    path.write_text(json.dumps({"animation": "warp", "sound": False, "unknown": 1}))
    loaded = Settings.load(path)
    assert loaded.animation == "normal" and loaded.sound is False


def test_settings_round_trip(tmp_path):
    path = tmp_path / "deep" / "settings.json"
    Settings(animation="fast", sound=False, fullscreen=True).save(path)
    assert Settings.load(path) == Settings(animation="fast", sound=False, fullscreen=True)


def test_replays_are_never_overwritten(tmp_path):
    replay = {"game": "deaths_will", "format": 1}
    first = save_replay(replay, tmp_path)
    second = save_replay(dict(replay, seed=2), tmp_path)
    assert first != second
    assert json.loads(first.read_text()) == replay
    assert json.loads(second.read_text())["seed"] == 2


def test_the_version_is_the_one_in_pyproject():
    import re

    from game import __version__

    project = (ROOT / "pyproject.toml").read_text().split("[project]", 1)[1]
    assert re.search(r'^version\s*=\s*"([^"]+)"', project, re.M).group(1) == __version__


def test_a_missing_icon_leaves_the_window_without_one(monkeypatch):
    from game.scenes import window

    def missing(*parts):
        raise FileNotFoundError("missing resource: " + "/".join(parts))

    window.window_icon.cache_clear()
    monkeypatch.setattr(window, "resource", missing)
    try:
        assert window.window_icon() is None
    finally:
        window.window_icon.cache_clear()
    monkeypatch.undo()
    assert window.window_icon() is not None
