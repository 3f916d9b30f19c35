"""The player's settings and where the game keeps a player's files."""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from game.platform.storage import Unreadable, kept_words, read_json, write_json

APP = "dice-tavern"
# How fast thrown dice fly; "instant" shows where they come to rest at once.
ANIMATION_SPEEDS = {"slow": 1.0, "normal": 1.5, "fast": 2.5, "instant": 2.5}
# How long a table's moments stay and the computer players take over a
# decision, as a rate (more is quicker); "instant" goes on with no pause.
COMPUTER_PACES = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 25.0}
# Every timer a person must beat (Spelldice's seconds to react), as the table
# sets it, lengthened by this much; "off": no timer, the table waits.
REACTION_TIMES = {"as_set": 1.0, "longer": 2.0, "longest": 4.0, "off": 0.0}
# How large every screen's words are set, as a scale of the sizes the screens are drawn at.
TEXT_SIZES = {"normal": 1.0, "large": 1.25, "largest": 1.5}


ROOM_VOLUME = 0.5  # the fire and chatter's volume at first: halfway, as a new player finds it

HOME_VARIABLE = "DICE_TAVERN_HOME"  # set, all the game's files live in this one folder: for tools and tests


# Where the desktop keeps each kind of a program's files, unless HOME_VARIABLE says one folder.
_PLATFORM_FOLDERS = {
    "data": platformdirs.user_data_dir,
    "cache": platformdirs.user_cache_dir,
    "config": platformdirs.user_config_dir,
}


def _folder(kind: str) -> Path:
    home = os.environ.get(HOME_VARIABLE)
    if home:
        return Path(home) / kind
    return Path(_PLATFORM_FOLDERS[kind](APP, appauthor=False))


def data_dir() -> Path:
    return _folder("data")


def cache_dir() -> Path:
    """What the game can always make again, kept to make it faster."""
    return _folder("cache")


def config_file() -> Path:
    return _folder("config") / "settings.json"


@dataclass
class Settings:
    animation: str = "normal"  # dice speed, one of ANIMATION_SPEEDS
    sound: bool = True
    master_volume: float = 0.8  # 0 to 1
    effects_volume: float = 1.0  # 0 to 1, within the master volume
    # the quiet room: the fire's crackle and the tavern's chatter, looped beneath the game; 0 to 1 within the
    # master. Heard from the first start (the loop sits far below the table's sounds): a player who never opens
    # the settings should still find the tavern alive. Its name in the file is kept, so a player's level stands.
    room_volume: float = ROOM_VOLUME
    fullscreen: bool = False
    reduce_motion: bool = False  # no shaking, no fading banners
    seat_shapes: bool = True  # each seat's mark has a shape of its own: never told by colour alone unless asked
    confirm_leave: bool = True  # leaving a game from the pause menu asks first
    computer_pace: str = "normal"  # one of COMPUTER_PACES
    reaction_time: str = "as_set"  # one of REACTION_TIMES
    text_size: str = "normal"  # one of TEXT_SIZES
    # the keys the person chose (an action's id -> a key's name, game.platform.keymap); the rest are as they come
    keys: dict = field(default_factory=dict)
    # the player count each game's setup was last started with (its key -> count): it opens with it again
    table_players: dict = field(default_factory=dict)
    # each game's table as its setup last started it (its key -> the seats' names and who plays them, and the
    # game's own choices): it opens with them again, each checked against what the setup offers
    table_setups: dict = field(default_factory=dict)
    online_name: str = ""  # the name last taken to a table online ("": none yet); Play online opens with it
    # what Host a table was last left with (its game, players, seats and their names, where it listens or the
    # relay it is reached through, and whether it is shown): it opens with them again; {}: as it first opens
    online_table: dict = field(default_factory=dict)

    @property
    def speed(self) -> float:
        return ANIMATION_SPEEDS[self.animation]

    @property
    def instant(self) -> bool:
        return self.animation == "instant"

    @property
    def pace(self) -> float:
        return COMPUTER_PACES[self.computer_pace]

    def timer(self, seconds: float | None) -> float | None:
        """The seconds a person is given to beat a timer the table sets at
        ``seconds`` (None: the table sets none); None: no timer at all."""
        factor = REACTION_TIMES[self.reaction_time]
        return None if seconds is None or not factor else seconds * factor

    def volume(self, loudness: float) -> float:
        """What a sound played at ``loudness`` is played at, by the volumes set (0 if the sound is off)."""
        return loudness * self.master_volume * self.effects_volume if self.sound else 0.0

    def room_level(self) -> float:
        """What the quiet room plays at (0: it does not play)."""
        return self.master_volume * self.room_volume if self.sound else 0.0

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        return cls.read(path)[0]

    @classmethod
    def read(cls, path: Path | None = None) -> tuple[Settings, str | None]:
        """The settings and a one-line note for the window when the file was
        damaged: its last good copy is used, or the defaults; the damaged
        file is kept as ``settings.json.damaged``. Never a crash."""
        path = path or config_file()
        try:
            found = read_json(path, _a_mapping)
        except Unreadable as problem:
            if not problem.kept and not os.path.lexists(path):
                return cls(), None  # none yet: the first start
            return cls(), (
                f"The settings could not be read ({problem}), so the defaults are used.{kept_words(problem.kept)}"
            )
        note = None
        if found.kept:
            note = (
                f"The settings could not be read ({found.problem}); their last good copy is used."
                f"{kept_words(found.kept)}"
            )
        assert isinstance(found.data, dict)  # _a_mapping made sure
        return cls._from(found.data), note

    @classmethod
    def _from(cls, data: dict) -> Settings:
        settings = cls()
        for name, value in data.items():
            default = getattr(settings, name, None)
            if isinstance(default, float) and type(value) is int:
                value = float(value)
            if name in cls.__dataclass_fields__ and type(value) is type(default):
                setattr(settings, name, value)
        if settings.animation not in ANIMATION_SPEEDS:
            settings.animation = "normal"
        if settings.computer_pace not in COMPUTER_PACES:
            settings.computer_pace = "normal"
        if settings.reaction_time not in REACTION_TIMES:
            settings.reaction_time = "as_set"
        if settings.text_size not in TEXT_SIZES:
            settings.text_size = "normal"
        settings.keys = {id: key for id, key in settings.keys.items() if type(id) is str and type(key) is str and key}
        for name in ("master_volume", "effects_volume"):
            value = getattr(settings, name)
            setattr(settings, name, min(1.0, max(0.0, value)) if value == value else 1.0)  # NaN: full
        room = settings.room_volume
        settings.room_volume = min(1.0, max(0.0, room)) if room == room else ROOM_VOLUME  # NaN: as it starts
        return settings

    def save(self, path: Path | None = None) -> str | None:
        """Keep the settings; a one-line note for the window if the disk refused."""
        path = path or config_file()
        try:
            write_json(path, asdict(self))
        except OSError as error:
            return f"The settings could not be saved ({error.strerror or error})."
        return None


def _a_mapping(data: object) -> None:
    if not isinstance(data, dict):
        raise Unreadable(f"it holds {type(data).__name__}, not settings")
