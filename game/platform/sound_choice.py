"""Which take of a sound plays, how loud and at what pitch: pure, so its
rules are tested without a sound card (game/ui/sounds.py plays what it says).

A strike (a die on the table, in the bowl, on the rim...) is as loud as it
was hard, up to full, and a little higher, as a harder blow rings a struck
thing's upper modes more; each strike also gets a small pitch of its own and
never the take its kind played last, so no two clatters sound alike. A pile
of dice landing at once is thinned: the same sound at most every 40 ms.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.platform.assets import IMPACTS, SOUNDS

SPACING_SECONDS = 0.04  # the same sound again sooner is dropped: a clatter, not a roar
STRIKE_PITCH_SPAN = 0.12  # from the softest strike to a full one, as a share of the pitch
PITCH_JITTER = 0.03  # a strike's own, either way
TAKE_PITCH_JITTER = 0.015  # a sound with takes that is no strike (coins): a touch of its own


@dataclass(frozen=True)
class Cue:
    file: str  # under resources/
    volume: float  # 0 to 1, before the player's volumes
    speed: float  # the playback rate: above 1 is higher (and shorter)


def strike_speed(loudness: float, jitter: float) -> float:
    """A strike's pitch: higher the harder (``loudness`` is capped at full),
    moved by ``jitter`` (-1 to 1) of its own."""
    hardness = max(0.0, min(1.0, loudness))
    return 1.0 + STRIKE_PITCH_SPAN * (hardness - 0.5) + PITCH_JITTER * jitter


class SoundChooser:
    """Chooses each sound's take, volume and pitch, with ``rng`` (seed it
    to have the same choices again)."""

    def __init__(self, rng: random.Random, sounds: dict[str, tuple[str, ...]] = SOUNDS):
        self.rng = rng
        self.sounds = sounds
        self.last_take: dict[str, int] = {}
        self.last_at: dict[str, float] = {}

    def choose(self, name: str, loudness: float, now: float) -> Cue | None:
        """The cue for ``name`` played ``now`` (seconds, on any steady
        clock) at ``loudness`` (a strike's: how hard, 1 for full); None
        when the same sound played less than SPACING_SECONDS ago."""
        last = self.last_at.get(name)
        if last is not None and now - last < SPACING_SECONDS:
            return None
        self.last_at[name] = now
        files = self.sounds[name]
        take = self._take(name, len(files))
        volume = max(0.0, min(1.0, loudness))
        if name in IMPACTS:
            speed = strike_speed(loudness, self._jitter())
        elif len(files) > 1:
            speed = 1.0 + TAKE_PITCH_JITTER * self._jitter()
        else:
            speed = 1.0  # a tune or a single sound keeps its pitch
        return Cue(files[take], volume, speed)

    def forget(self) -> None:
        """As if nothing had played yet: the next of any sound plays."""
        self.last_at.clear()

    def _take(self, name: str, count: int) -> int:
        """Any take but the one ``name`` played last."""
        if count == 1:
            return 0
        last = self.last_take.get(name)
        if last is None:
            take = int(self.rng.random() * count)
        else:
            take = int(self.rng.random() * (count - 1))  # among the others: one past the last is skipped
            take += take >= last
        self.last_take[name] = take
        return take

    def _jitter(self) -> float:
        return 2.0 * self.rng.random() - 1.0
