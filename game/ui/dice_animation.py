"""Draw a recorded throw as it plays back: dice fly, grow as they rise, cast shadows,
tumble as they travel and land on the values the rules were given."""

from __future__ import annotations

import math

from game.physics.flight import die_size
from game.physics.solids import solid
from game.physics.turning import Turning, upright
from game.table.playback import FlightPlayback, Playback
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.solid_dice import LEAN, REST_MARGIN, DrawnDie, painter, place_shadow, rest_texture


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
    """Dice flying as recorded, drawn as solids: each where its playback
    says, turning as it travels (``game.physics.turning``) onto the value the
    rules drew. ``dice`` holds a sprite a die, where it is and whether it is
    seen (a table may keep them once the throw is over: each shows the die
    at rest), so tables can follow and hit-test the dice."""

    def __init__(
        self,
        playback: FlightPlayback,
        values: tuple[int, ...],
        origin: tuple[float, float],
        kind: str,
        kinds: tuple[str, ...] = (),
    ):
        super().__init__(playback)
        self.path = playback.path
        self.values = values
        self.origin = origin
        self.kind = kind
        # each die's kind where they differ (a road match's special die in its own colours), else ``kind``
        self.kinds = kinds or (kind,) * len(values)
        self.solid = solid(self.path.sides)
        self.size = die_size(self.path.sides)
        self.turnings = [self._turning(index, value) for index, value in enumerate(values)]
        self.dice: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.shadows: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        shadow_texture = art.texture("shadow.png")
        for value, its_kind in zip(values, self.kinds):
            self.dice.append(arcade.Sprite(rest_texture(its_kind, value)))
            self.shadows.append(arcade.Sprite(shadow_texture))
        self.drawn: list[DrawnDie] = []
        self.hidden: set[int] = set()
        self.place()

    def _turning(self, index: int, value: int) -> Turning:
        return Turning(self.path.frames, index, self.size, self.solid, self.solid.rest(value))

    def place(self) -> None:
        step = self.t / self.path.dt
        frame = self.path.frame_at(self.t)
        ox, oy = self.origin
        self.drawn = []
        for index, (x, y, angle, z) in enumerate(frame):
            turn = self.turnings[index].at(step)
            size = self.size * (1 + z / 220)  # nearer the eye as it rises
            lift = z + self.solid.depth_below(turn) * size
            self.drawn.append(DrawnDie(self.kinds[index], turn, ox + x, oy + y, lift, size))
            die = self.dice[index]
            die.position = (ox + x, oy + y + z * LEAN)
            die.angle = -math.degrees(upright(self.solid, angle))
            die.scale = self.size / (die.texture.width / REST_MARGIN)
            place_shadow(self.shadows[index], ox + x, oy + y, z, self.size)
        for index, _, _, back in self.path.tongue:  # a die the toad has taken is gone
            self.dice[index].visible = self.shadows[index].visible = self.t < back
        for index in self.hidden:
            self.dice[index].visible = self.shadows[index].visible = False

    def face(self, die: int) -> int:
        """The value the die shows as it is drawn now (its face most nearly up)."""
        return self.solid.value_shown(self.drawn[die].turn)

    def show_face(self, die: int, value: int) -> None:
        """A die at rest turned to another face (a spell changed it)."""
        values = list(self.values)
        values[die] = value
        self.values = tuple(values)
        self.turnings[die] = self._turning(die, value)
        self.dice[die].texture = rest_texture(self.kinds[die], value)
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
        painter().draw(drawn for drawn, die in zip(self.drawn, self.dice) if die.visible)
