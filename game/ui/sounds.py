"""Sounds of the table, from arcade's bundled CC0 set. Louder for harder hits."""

from __future__ import annotations

import time
from functools import cache

import arcade

from game.platform.assets import SOUNDS


@cache
def _load(name: str) -> arcade.Sound:
    return arcade.load_sound(SOUNDS[name])


class SoundBoard:
    """Plays named sounds; the same sound at most every 40 ms so a pile of
    dice clatters instead of roaring."""

    def __init__(self, settings):
        self.settings = settings
        self._last: dict[str, float] = {}

    def play(self, name: str, volume: float = 1.0) -> None:
        volume = self.settings.volume(volume)
        if volume <= 0.02:
            return
        now = time.perf_counter()
        if now - self._last.get(name, 0.0) < 0.04:
            return
        self._last[name] = now
        try:
            _load(name).play(volume=min(1.0, volume))
        except Exception:  # a machine without audio still plays the game
            self.settings.sound = False
