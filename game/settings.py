"""The player's settings and where the game keeps a player's files."""

from __future__ import annotations

import json
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

import platformdirs

APP = "dice-tavern"
ANIMATION_SPEEDS = {"slow": 1.0, "normal": 1.5, "fast": 2.5}


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def cache_dir() -> Path:
    """What the game can always make again, kept to make it faster."""
    return Path(platformdirs.user_cache_dir(APP, appauthor=False))


def config_file() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False)) / "settings.json"


@dataclass
class Settings:
    animation: str = "normal"
    sound: bool = True
    fullscreen: bool = False

    @property
    def speed(self) -> float:
        return ANIMATION_SPEEDS[self.animation]

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """A missing or damaged file gives the defaults and a one-line note, never a crash."""
        path = path or config_file()
        if not path.exists():
            return cls()
        try:
            data = json.loads(path.read_text())
            settings = cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})
            if settings.animation not in ANIMATION_SPEEDS:
                settings.animation = "normal"
            return settings
        except (OSError, ValueError, TypeError) as error:
            print(f"dice-tavern: ignoring unreadable settings file {path} ({error})", file=sys.stderr)
            return cls()

    def save(self, path: Path | None = None) -> None:
        path = path or config_file()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(asdict(self), indent=1))
            tmp.replace(path)
        except OSError as error:
            print(f"dice-tavern: could not save settings to {path} ({error})", file=sys.stderr)
