"""Where the slow solves of ``game.core.kept_solves`` are kept: a folder of
the cache. Light to import: the menu installs it before any game loads."""

from __future__ import annotations

import os
import pickle
import sys
import tempfile
from pathlib import Path

from game.core import kept_solves
from game.platform.settings import cache_dir


class FolderStore:
    """Each solve a pickle in a folder of the cache: the game writes them
    itself, and anything unreadable there is solved again (and replaced)."""

    def __init__(self, folder: Path):
        self.folder = folder

    def _path(self, key: str) -> Path:
        return self.folder / f"{key}.pickle"

    def load(self, key: str) -> object | None:
        try:
            return pickle.loads(self._path(key).read_bytes())
        except Exception:  # none yet, or a damaged cache file: it is only ever solved again
            return None

    def keep(self, key: str, value: object) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            handle, name = tempfile.mkstemp(dir=self.folder, prefix=".solving-")
        except OSError:  # a folder that refuses: the solve is simply not kept
            return
        try:
            with os.fdopen(handle, "wb") as out:
                pickle.dump(value, out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(name, self._path(key))
        except OSError:  # a full disk: no half-written copy is left behind
            Path(name).unlink(missing_ok=True)


def use_cache_folder() -> None:
    kept_solves.use_store(FolderStore(cache_dir() / "solved"))


def solve_command() -> list[str]:
    """This program, asked to solve: the built app takes the command itself."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "solve"]
    return [sys.executable, "-m", "game", "solve"]
