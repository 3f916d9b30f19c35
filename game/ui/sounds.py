"""The game's sounds, played: which take, how loud and at what pitch is
game/platform/sound_choice.py's to say."""

from __future__ import annotations

import random
import time
from functools import cache

import arcade

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

    def play(self, name: str, loudness: float = 1.0) -> None:
        if self.settings.volume(loudness) <= 0.02:
            return
        cue = self.chooser.choose(name, loudness, time.perf_counter())
        if cue is None:
            return
        try:
            _load(cue.file).play(volume=self.settings.volume(cue.volume), speed=cue.speed)
        except Exception:  # a machine without audio still plays the game
            self.settings.sound = False
