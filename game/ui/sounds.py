"""The game's sounds, played: which take, how loud and at what pitch is
game/platform/sound_choice.py's to say; beneath them the quiet room loops
while it has a volume and the sound is on. A machine whose audio device
cannot be opened plays on without sound, and is told so once, at the menu."""

from __future__ import annotations

import contextlib
import random
import time
from functools import cache

import arcade
from pyglet import media, options

from game.platform.assets import ROOM, SOUNDS
from game.platform.resources import resource
from game.platform.sound_choice import SoundChooser

NO_DEVICE = "Sound is off: no audio device could be opened."


@cache
def _load(file: str) -> arcade.Sound:
    return arcade.load_sound(resource(*file.split("/")))


def load_room_ahead() -> None:
    """Read the quiet room's loop (a megabyte, two milliseconds) before it is
    wanted: the program's start calls this on its loader thread while the
    window opens, so the window's first frame does not wait for it."""
    (room_file,) = SOUNDS[ROOM]
    with contextlib.suppress(Exception):  # no audio, or no file: said when it is played, on the main thread
        _load(room_file)


def fell_back_to_silence(driver, asked) -> bool:
    """Whether pyglet, asked for the audio drivers ``asked`` in turn, had to
    take its silent one: every real one failed to open. It says no error of
    its own, so without this the game would be silent without a word."""
    silent = type(driver).__module__.startswith("pyglet.media.drivers.silent")
    return silent and tuple(asked)[:1] != ("silent",)


class SoundBoard:
    """Plays named sounds, each as the chooser says: a pile of dice
    clatters instead of roaring, and no two clatters sound alike.

    ``say`` takes a one-line note for the person (the window keeps it for
    the menu); it is called once, the first time the audio device fails."""

    def __init__(self, settings, rng: random.Random | None = None, say=None):
        self.settings = settings
        self.chooser = SoundChooser(rng or random.Random())
        self.say = say or (lambda note: None)
        self._room: media.Player | None = None  # the quiet room's player, while it plays
        # The device failed: nothing more is tried this run. The player's own
        # "sound on" is left as it is, so a later start on a machine that has
        # audio (or a device plugged in again) is heard without a visit to
        # the settings.
        self.silenced = False

    def check_device(self) -> None:
        """At the start: a machine with no audio device is told so, once."""
        if self.settings.sound and fell_back_to_silence(media.get_audio_driver(), options["audio"]):
            self._no_sound()

    def play(self, name: str, loudness: float = 1.0) -> None:
        if self.silenced or self.settings.volume(loudness) <= 0.02:
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
        if self.silenced:
            return
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
        if not self.silenced:
            self.silenced = True
            self.say(NO_DEVICE)
        self._stop_room()

    def _stop_room(self) -> None:
        room, self._room = self._room, None
        if room is not None:
            with contextlib.suppress(Exception):  # already gone with the audio device
                arcade.stop_sound(room)
