"""A throw's flight, played back in time: how far it has come, which hits
it has passed (each the sound of what was struck, as loud as the hit was
hard), and when its dice are at rest. Pure: a view draws the dice where the
playback says they are, and the flow reveals the throw's outcome when the
playback is done."""

from __future__ import annotations

from game.physics.flight import ThrowPath

# A hit's sound, by what was struck: a landing's is the ground's (``landing_sound``).
SOUND_OF = {
    "knock": "die_on_die",
    "rim": "die_on_rim",
    "wall": "die_on_table",  # the table's wooden edge, or the tray's wall
    "creature": "die_on_creature",
    "tongue": "tongue",
    "gulp": "gulp",
}
# The strength at which a hit plays at full volume.
LOUD_AT = {
    "land": 450.0,
    "knock": 250.0,
    "rim": 250.0,
    "wall": 250.0,
    "creature": 250.0,
    "tongue": 60.0,
    "gulp": 60.0,
}


def landing_sound(ground: str, out_of_the_bowl: bool) -> str:
    """A die landing: in the bowl, on the table, or, out of the bowl, where
    no die should be (Death's Will's piss)."""
    if out_of_the_bowl:
        return "die_off_table"
    return "die_in_bowl" if ground == "bowl" else "die_on_table"


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
        self._out: set[int] = set()  # the dice that have left the bowl so far

    def update(self, dt: float, speed: float) -> list[tuple[str, float]]:
        self.t = min(self.duration, self.t + dt * speed)
        sounds = []
        events = self.path.events
        while self._next_event < len(events) and events[self._next_event][0] <= self.t:
            _, kind, die, strength = events[self._next_event]
            if kind == "out":
                self._out.add(die)
            elif kind == "land":
                sounds.append((landing_sound(self.path.ground, die in self._out), strength / LOUD_AT[kind]))
            elif kind in SOUND_OF:
                sounds.append((SOUND_OF[kind], strength / LOUD_AT[kind]))
            self._next_event += 1
        return sounds

    def skip(self) -> None:
        super().skip()
        self._next_event = len(self.path.events)  # a skipped throw lands silently
