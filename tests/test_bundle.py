"""The built app (python build_scripts/build.py) holds every file the game
loads. Skipped when nothing is built, unless DICE_TAVERN_REQUIRE_BUNDLE is set,
as .ci/run sets it after building."""

import os
import subprocess
from pathlib import Path

import pytest

from game.platform.assets import arcade_files, game_files
from game.tools.bench import frozen_app

APP = frozen_app()
if APP is None and os.environ.get("DICE_TAVERN_REQUIRE_BUNDLE"):
    raise RuntimeError("DICE_TAVERN_REQUIRE_BUNDLE is set but dist/ holds no built app")
pytestmark = pytest.mark.skipif(APP is None, reason="no built app in dist/ (python build_scripts/build.py)")


def bundle_data() -> Path:
    """Where PyInstaller put the data files: beside the executable in _internal/
    (Contents/Resources in a macOS .app)."""
    if APP.parent.name == "MacOS":
        return APP.parents[1] / "Resources"
    return APP.parent / "_internal"


def test_every_file_the_game_loads_is_in_the_bundle():
    data = bundle_data()
    missing = [name for name in game_files() if not (data / "resources" / name).is_file()]
    for handle in arcade_files():
        kind, rest = handle[1:].split(":", 1)  # ":system:fonts/ttf/x.ttf" -> system, fonts/ttf/x.ttf
        folder = "assets" if kind == "resources" else "system"
        if not (data / "arcade" / "resources" / folder / rest).is_file():
            missing.append(handle)
    assert missing == []


def test_arcade_finds_its_version_file():
    assert (bundle_data() / "arcade" / "VERSION").is_file()


def test_the_built_app_passes_its_smoke_run():
    env = dict(os.environ, ARCADE_HEADLESS="1")
    result = subprocess.run([str(APP), "--smoke"], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr
    assert "smoke ok" in result.stdout
    assert "error" not in result.stderr.lower()
