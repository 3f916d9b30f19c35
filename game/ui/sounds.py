"""The game's sounds, played: which take, how loud and at what pitch is
game/platform/sound_choice.py's to say; beneath them the quiet room loops
while it has a volume and the sound is on."""

from __future__ import annotations

import contextlib
import random
import time
from functools import cache

import arcade

from game.platform.assets import ROOM, SOUNDS
from game.platform.resources import resource
from game.platform.sound_choice import SoundChooser


@cache
def _load(file: str) -> arcade.Sound:
    return arcade.load_sound(resource(*file.split("/")))


class SoundBoard:
    """Plays named sounds, each as the chooser says: a pile of dice
    clatters instead of roaring, and no two clatters sound alike."""

    def __init__(self, settings, rng: random.Random | None = None):
        self.settings = settings
        self.chooser = SoundChooser(rng or random.Random())
        self._room = None  # the quiet room's player, while it plays

    def play(self, name: str, loudness: float = 1.0) -> None:
        if self.settings.volume(loudness) <= 0.02:
            return
        cue = self.chooser.choose(name, loudness, time.perf_counter())
        if cue is None:
            return
        try:
            _load(cue.file).play(volume=self.settings.volume(cue.volume), speed=cue.speed)
        except Exception:  # a machine without audio still plays the game
            self._no_sound()

    def follow_settings(self) -> None:
        """The quiet room plays, looped, as loud as the settings say; at no
        volume, or with the sound off, it stops."""
        level = self.settings.room_level()
        try:
            if level <= 0.0:
                self._stop_room()
            elif self._room is None:
                (room_file,) = SOUNDS[ROOM]
                self._room = _load(room_file).play(volume=level, loop=True)
            else:
                self._room.volume = level
        except Exception:  # a machine without audio still plays the game
            self._no_sound()

    def close(self) -> None:
        self._stop_room()

    def _no_sound(self) -> None:
        self.settings.sound = False
        self._stop_room()

    def _stop_room(self) -> None:
        room, self._room = self._room, None
        if room is not None:
            with contextlib.suppress(Exception):  # already gone with the audio device
                arcade.stop_sound(room)
