"""A throw's flight, played back in time: how far it has come, which hits
it has passed (each a sound, as loud as the hit was hard), and when its
dice are at rest. Pure: a view draws the dice where the playback says they
are, and the flow reveals the throw's outcome when the playback is done."""

from __future__ import annotations

from game.physics.flight import ThrowPath

# A hit's sound and the strength at which it plays at full volume.
SOUND_OF = {
    "land": "hit",
    "knock": "knock",
    "rim": "rim",
    "wall": "knock",
    "creature": "knock",
    "tongue": "tongue",
    "gulp": "gulp",
}
LOUD_AT = {
    "land": 450.0,
    "knock": 250.0,
    "rim": 250.0,
    "wall": 250.0,
    "creature": 250.0,
    "tongue": 60.0,
    "gulp": 60.0,
}


class Playback:
    """A chance shown over ``duration`` seconds of the throw's own time
    (a finger pressing a tooth, where no dice fly); ``speed`` scales it."""

    def __init__(self, duration: float):
        self.duration = duration
        self.t = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def update(self, dt: float, speed: float) -> list[tuple[str, float]]:
        """Advance; the sounds (name, volume) of the hits passed."""
        self.t = min(self.duration, self.t + dt * speed)
        return []

    def skip(self) -> None:
        """At rest at once, silently."""
        self.t = self.duration


class FlightPlayback(Playback):
    """A recorded flight: its dice at ``path.frame_at(t)``."""

    def __init__(self, path: ThrowPath):
        super().__init__(path.duration)
        self.path = path
        self._next_event = 0

    def update(self, dt: float, speed: float) -> list[tuple[str, float]]:
        self.t = min(self.duration, self.t + dt * speed)
        sounds = []
        events = self.path.events
        while self._next_event < len(events) and events[self._next_event][0] <= self.t:
            _, kind, _, strength = events[self._next_event]
            if kind in SOUND_OF:
                sounds.append((SOUND_OF[kind], strength / LOUD_AT[kind]))
            self._next_event += 1
        return sounds

    def skip(self) -> None:
        super().skip()
        self._next_event = len(self.path.events)  # a skipped throw lands silently
