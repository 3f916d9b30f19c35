"""The dice lying on the Spottle table from earlier throws this round, each
ringed in its thrower's colour.

They lie where the match says, or, while a throw plays, where that throw's
path has knocked them; a die the toad takes is pulled into its mouth and is
gone. A knocked die slides and turns but shows the face it came to rest on,
which the table remembers from the throw that brought it there.
"""

from __future__ import annotations

from collections.abc import Callable

from game.physics.flight import die_size
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.solid_dice import LEAN, painter, place_shadow, resting


class LyingDice:
    def __init__(self, origin: tuple[float, float], kind_of: Callable, mark_of: Callable):
        self.origin = origin
        self.kind_of = kind_of  # sides -> the kind of die
        self.mark_of = mark_of  # seat -> its ring's colour and texture
        # One sprite list draws the rings and shadows (a draw call costs more
        # than anything else in a frame here); the dice are drawn as solids over
        # them, each where its sprite in ``dice`` is; these say which is which.
        self.sprites = arcade.SpriteList()
        self.rings: list = []
        self.shadows: list = []
        self.dice: list = []
        self.values: dict = {}  # owner -> the value its die shows
        self.pinned: list = []  # marks that never move (by the seats' names), drawn with the rings
        self._built_for: list | None = None
        self.drawn: list = []  # the dice as drawn, lowest first
        self._shown: tuple | None = None  # what ``show`` was last told

    def remember(self, owners: list, values: tuple) -> None:
        """The faces of a throw's dice, by owner, for when they lie here."""
        for owner, value in zip(owners, values):
            self.values[owner] = value

    def learn(self, lying: list, value_of: Callable) -> None:
        """The faces of the dice lying here as the rules hold them
        (``value_of``: owner -> its value, or None where the rules keep none),
        for those this table did not see thrown."""
        for *_, owner in lying:
            value = value_of(owner) if owner is not None else None
            if value:
                self.values[owner] = value

    def show(self, lying: list, where: list | None = None, gone: tuple = ()) -> None:
        """Put the dice of ``lying`` ((x, y, angle, sides, owner) each) at
        ``where`` ((x, y, angle, z) each, while a throw moves them) or where
        they lie; the dice numbered in ``gone`` are hidden."""
        self._shown = (lying, where, gone)
        if lying is not self._built_for:
            self._build(lying)
        ox, oy = self.origin
        self.drawn = []
        for k, (die, shadow, ring) in enumerate(zip(self.dice, self.shadows, self.rings)):
            x, y, angle, z = where[k] if where is not None else (*lying[k][:3], 0.0)
            sides = lying[k][3]
            size = die_size(sides) * (1 + z / 220)
            shown = resting(self.kind_of(sides), self.values.get(lying[k][4], 1), ox + x, oy + y, size, angle)
            shown.z += z
            die.position = (ox + x, oy + y + z * LEAN)
            if k not in gone:
                self.drawn.append(shown)
            place_shadow(shadow, ox + x, oy + y, z, die_size(sides))
            ring.position = die.position
            die.visible = shadow.visible = ring.visible = k not in gone
            ring.visible = ring.visible and z < 1  # the ring stays on the felt as the tongue lifts the die

    def _build(self, lying: list) -> None:
        self.rings, self.shadows, self.dice = [], [], []
        shadow_texture = art.texture("shadow.png")
        for *_, owner in lying:
            self.dice.append(arcade.Sprite())
            self.shadows.append(arcade.Sprite(shadow_texture))
            colour, ring_texture = self.mark_of(None if owner is None else owner[0])
            ring = arcade.Sprite(ring_texture)
            ring.color = colour
            self.rings.append(ring)
        self.sprites.clear()
        self.sprites.extend(self.rings + self.pinned + self.shadows)
        self._built_for = lying

    def pin(self, marks: list) -> None:
        """The seat marks by the names, drawn with the rings."""
        self.pinned = list(marks)
        self._built_for = None  # the seat marks changed: the rings are made again too, and put in place at once
        if self._shown is not None:
            self.show(*self._shown)

    def positions(self) -> list[tuple[float, float]]:
        """Where the shown dice are now, on the screen."""
        return [die.position for die in self.dice if die.visible]

    def seats_and_positions(self) -> list[tuple[int | None, tuple[float, float]]]:
        """Each shown die's thrower (None where the table does not know it) and where it is."""
        lying = self._shown[0] if self._shown is not None else []
        return [
            (owner[0] if owner is not None else None, die.position)
            for (*_, owner), die in zip(lying, self.dice)
            if die.visible
        ]

    def draw(self, beyond: float | None = None) -> None:
        """Rings, shadows and the dice; with ``beyond`` (a line across the
        table) only the dice farther than it: ``draw_nearer`` draws the rest
        after what stands on that line (the toad), which hides the far ones."""
        self.sprites.draw()
        painter().draw(die for die in self.drawn if beyond is None or die.y > beyond)

    def draw_nearer(self, line: float) -> None:
        painter().draw(die for die in self.drawn if die.y <= line)
