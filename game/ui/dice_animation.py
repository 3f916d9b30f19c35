"""Play a recorded throw back: dice fly, grow as they rise, cast shadows,
tumble over adjacent faces and land on the values the rules were given."""

from __future__ import annotations

import bisect
import math
import random

from game.physics.flight import ThrowPath, die_size
from game.physics.tumble import face_walk
from game.ui import art
from game.ui.arcade_import import arcade

SOUND_OF = {
    "land": "hit",
    "knock": "knock",
    "rim": "rim",
    "wall": "knock",
    "creature": "knock",
    "tongue": "tongue",
    "gulp": "gulp",
}
LOUD_AT = {"land": 450.0, "knock": 250.0, "rim": 250.0, "wall": 250.0, "creature": 250.0, "tongue": 60.0, "gulp": 60.0}


class ThrowAnimation:
    def __init__(
        self, path: ThrowPath, values: tuple[int, ...], origin: tuple[float, float], seed: str, texture=art.die_texture
    ):
        self.path = path
        self.values = values
        self.origin = origin
        self.texture = texture  # (sides, value) -> the face's texture
        self.t = 0.0
        rng = random.Random(seed)
        self.walks = [
            face_walk(path.sides, value, len(changes), rng) for value, changes in zip(values, path.face_changes)
        ]
        self.dice = arcade.SpriteList()
        self.shadows = arcade.SpriteList()
        shadow_texture = art.texture("shadow.png")
        for _ in values:
            self.dice.append(arcade.Sprite(texture(path.sides, 1)))
            self.shadows.append(arcade.Sprite(shadow_texture))
        self._next_event = 0
        self.hidden: set[int] = set()
        self._place()

    @property
    def done(self) -> bool:
        return self.t >= self.path.duration

    def skip(self) -> None:
        self.t = self.path.duration
        self._next_event = len(self.path.events)  # a skipped throw lands silently
        self._place()

    def update(self, dt: float, speed: float) -> list[tuple[str, float]]:
        """Advance; returns the sounds (name, volume) of the hits passed."""
        self.t = min(self.path.duration, self.t + dt * speed)
        sounds = []
        events = self.path.events
        while self._next_event < len(events) and events[self._next_event][0] <= self.t:
            _, kind, _, strength = events[self._next_event]
            if kind in SOUND_OF:
                sounds.append((SOUND_OF[kind], strength / LOUD_AT[kind]))
            self._next_event += 1
        self._place()
        return sounds

    def face(self, die: int) -> int:
        changes = self.path.face_changes[die]
        return self.walks[die][bisect.bisect_right(changes, self.t)]

    def _place(self) -> None:
        frame = self.path.frame_at(self.t)
        size = die_size(self.path.sides)
        ox, oy = self.origin
        for index, (x, y, angle, z) in enumerate(frame):
            die = self.dice[index]
            die.texture = self.texture(self.path.sides, self.face(index))
            lift = 1 + z / 220
            die.scale = size / (die.texture.width / 1.15) * lift
            die.position = (ox + x, oy + y + z * 0.35)
            die.angle = -math.degrees(angle)
            shadow = self.shadows[index]
            shadow.scale = size * 1.5 / shadow.texture.width * (1 + z / 400)
            shadow.position = (ox + x + 4 + z * 0.25, oy + y - 5 - z * 0.2)
            shadow.alpha = max(60, int(200 - z * 1.4))
        for index, _, _, back in self.path.tongue:  # a die the toad has taken is gone
            self.dice[index].visible = self.shadows[index].visible = self.t < back
        for index in self.hidden:
            self.dice[index].visible = self.shadows[index].visible = False

    def show_face(self, die: int, value: int) -> None:
        """A die at rest turned to another face (a spell changed it)."""
        self.walks[die] = [*self.walks[die][:-1], value]
        self._place()

    def take_away(self, die: int) -> None:
        """A die at rest leaves the table (banished)."""
        self.hidden.add(die)
        self._place()

    def out_of_bowl(self) -> list[tuple[float, float]]:
        """Where the dice that left the bowl are now."""
        return [die.position for die, out in zip(self.dice, self.path.left_bowl) if out]

    def draw(self) -> None:
        self.shadows.draw()
        self.dice.draw()
