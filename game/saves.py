"""Replays of finished matches, kept in the player's data folder."""

from __future__ import annotations

import json
import time
from pathlib import Path

from game.settings import data_dir


def replays_dir() -> Path:
    return data_dir() / "replays"


def save_replay(replay: dict, folder: Path | None = None) -> Path:
    """Write a replay without ever overwriting an older one; raises OSError."""
    folder = folder or replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        path = folder / f"{replay['game']}-{stamp}{'' if n == 0 else f'-{n}'}.json"
        if not path.exists():
            break
    tmp = path.with_suffix(".part")
    tmp.write_text(json.dumps(replay, indent=1))
    tmp.replace(path)
    return path
