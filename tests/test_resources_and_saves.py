"""The game's files: all there, all shipped in the package, and a player's
files never lost to a bad settings file or a second save."""

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import arcade

from game.core.coins import COINS
from game.platform.assets import COIN_ABBRS, DIE_KINDS, arcade_files, game_files, sound_files
from game.platform.resources import resource
from game.platform.settings import Settings
from game.registry import GAMES, PLAYABLE
from game.services.saves import save_replay

ROOT = Path(__file__).resolve().parent.parent


def test_every_file_the_game_loads_exists():
    for name in game_files():
        assert resource(*name.split("/")).is_file()
    for handle in arcade_files():
        assert arcade.resources.resolve(handle).is_file()


def test_the_asset_lists_name_what_the_game_draws():
    own = [name for game in PLAYABLE for name in (*game.files, game.rules_text)]
    road = 1  # the Tavern Road's data
    sounds = len(sound_files())
    assert len(game_files()) == len(set(game_files())) == 5 + road + len(DIE_KINDS) + len(COINS) + sounds + len(own)
    assert {abbr for abbr in COIN_ABBRS} == {coin.abbr for coin in COINS}
    assert {f"rules/{game.key}.txt" for game in PLAYABLE} <= set(game_files())
    assert len(PLAYABLE) == len(GAMES) == 5


def test_the_installed_package_holds_every_module_and_every_file_the_game_loads(tmp_path):
    """A wheel built from the checkout, as pip installs it: packages and
    their data are found by pyproject.toml itself, a new game's included."""
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = tmp_path.glob("*.whl")
    inside = set(zipfile.ZipFile(wheel).namelist())
    modules = {
        path.relative_to(ROOT).as_posix() for path in (ROOT / "game").rglob("*.py") if "_resources" not in path.parts
    }
    assert modules - inside == set()
    assert {f"game/_resources/{name}" for name in game_files()} - inside == set()
    assert not any("screenshots" in name for name in inside)


def test_a_damaged_settings_file_gives_defaults_and_one_line(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{ not json")
    settings, note = Settings.read(path)
    assert settings == Settings()
    assert "\n" not in note and "could not be read" in note and "settings.json.damaged" in note
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


def test_a_missing_or_damaged_icon_leaves_the_window_without_one(monkeypatch, tmp_path):
    from game.ui import window

    def missing(*parts):
        raise FileNotFoundError("missing resource: " + "/".join(parts))

    damaged = tmp_path / "icon_64.png"
    damaged.write_bytes(b"\x89PNG\r\n\x1a\n not the rest of a picture")
    window.window_icon.cache_clear()
    monkeypatch.setattr(window, "resource", missing)
    try:
        assert window.window_icon() is None
        window.window_icon.cache_clear()
        monkeypatch.setattr(window, "resource", lambda *parts: damaged)
        assert window.window_icon() is None
    finally:
        window.window_icon.cache_clear()
    monkeypatch.undo()
    assert window.window_icon() is not None
