"""Draw a recorded throw as it plays back: dice fly, grow as they rise, cast shadows,
tumble over adjacent faces and land on the values the rules were given."""

from __future__ import annotations

import bisect
import math
import random

from game.physics.flight import die_size
from game.physics.tumble import face_walk
from game.table.playback import FlightPlayback, Playback
from game.ui import art
from game.ui.arcade_import import arcade


class PlaybackDrawing:
    """What draws a throw's playback: as far on as the playback is."""

    def __init__(self, playback: Playback):
        self.playback = playback  # the flow moves it on

    @property
    def t(self) -> float:
        return self.playback.t

    @property
    def done(self) -> bool:
        return self.playback.done

    def skip(self) -> None:
        """At rest at once, silently."""
        self.playback.skip()
        self.place()

    def place(self) -> None:
        """Put what is drawn where the playback now is."""

    def draw(self) -> None:
        pass


class ThrowAnimation(PlaybackDrawing):
    """Dice flying as recorded: each drawn where its playback says."""

    def __init__(
        self,
        playback: FlightPlayback,
        values: tuple[int, ...],
        origin: tuple[float, float],
        seed: str,
        texture=art.die_texture,
    ):
        super().__init__(playback)
        self.path = playback.path
        self.values = values
        self.origin = origin
        self.texture = texture  # (sides, value) -> the face's texture
        rng = random.Random(seed)
        self.walks = [
            face_walk(self.path.sides, value, len(changes), rng)
            for value, changes in zip(values, self.path.face_changes)
        ]
        self.dice = arcade.SpriteList()
        self.shadows = arcade.SpriteList()
        shadow_texture = art.texture("shadow.png")
        for _ in values:
            self.dice.append(arcade.Sprite(texture(self.path.sides, 1)))
            self.shadows.append(arcade.Sprite(shadow_texture))
        self.hidden: set[int] = set()
        self.place()

    def face(self, die: int) -> int:
        changes = self.path.face_changes[die]
        return self.walks[die][bisect.bisect_right(changes, self.t)]

    def place(self) -> None:
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
        self.place()

    def take_away(self, die: int) -> None:
        """A die at rest leaves the table (banished)."""
        self.hidden.add(die)
        self.place()

    def out_of_bowl(self) -> list[tuple[float, float]]:
        """Where the dice that left the bowl are now."""
        return [die.position for die, out in zip(self.dice, self.path.left_bowl) if out]

    def draw(self) -> None:
        self.shadows.draw()
        self.dice.draw()
