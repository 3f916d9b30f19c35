"""The dice lying on the Spottle table from earlier throws this round, each
with its thrower's mark (colour and shape) beside it.

They lie where the match says, or, while a throw plays, where that throw's
path has knocked them; a die the toad takes is pulled into its mouth and is
gone. A knocked die slides and turns but shows the face it came to rest on,
which the table remembers from the throw that brought it there.
"""

from __future__ import annotations

from collections.abc import Callable

from game.games.spottle.mark_places import places
from game.physics.flight import die_size
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.solid_dice import LEAN, place_shadow, resting

MARK_EDGE = (40, 24, 14)  # the dark edge round a mark: its colour reads on the wood and on a die alike


class LyingDice:
    def __init__(self, origin: tuple[float, float], kind_of: Callable, mark_of: Callable, keep_off: tuple = ()):
        self.origin = origin
        self.kind_of = kind_of  # sides -> the kind of die
        self.mark_of = mark_of  # seat -> its mark's colour and (filled) texture
        self.keep_off = keep_off  # the plaques and the creature: a mark beside a die stands off them
        # Sprite lists draw the shadows, and the marks (a draw call costs more
        # than anything else in a frame here); the dice are drawn as solids
        # between them, each where its sprite in ``dice`` is.
        self.shadow_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        # the marks, over the dice: beside each die, never under it
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.marks: list = []  # each die's mark, over its dark edge in ``edges``
        self.edges: list = []
        self.shadows: list = []
        self.dice: list = []
        self.values: dict = {}  # owner -> the value its die shows
        self.pinned: list = []  # marks that never move (by the seats' names), drawn with the marks beside the dice
        self._built_for: list | None = None
        self.drawn: list = []  # the dice as drawn, lowest first
        self._shown: tuple | None = None  # what ``show`` was last told
        self._marked: list | None = None  # the dice the marks were placed for

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
        for k, (die, shadow) in enumerate(zip(self.dice, self.shadows)):
            x, y, angle, z = where[k] if where is not None else (*lying[k][:3], 0.0)
            sides = lying[k][3]
            size = die_size(sides) * (1 + z / 220)
            shown = resting(self.kind_of(sides), self.values.get(lying[k][4], 1), ox + x, oy + y, size, angle)
            shown.z += z
            die.position = (ox + x, oy + y + z * LEAN)
            if k not in gone:
                self.drawn.append(shown)
            place_shadow(shadow, ox + x, oy + y, z, die_size(sides))
            die.visible = shadow.visible = k not in gone
        moving = where if where is not None else [(*die[:3], 0.0) for die in lying]
        self._place_marks(gone, [z for *_, z in moving], [angle for _, _, angle, _ in moving], where is not None)

    def _place_marks(self, gone: tuple, heights: list, angles: list, in_flight: bool) -> None:
        """Each die's mark beside it, over no other die (``mark_places``): worked out again once the dice
        lie where they came to rest. While a throw moves them, the marks of the dice it moved wait for
        that (worked out at every frame of a flight, they cost a crowded table a few milliseconds a frame)."""
        dice = [None if k in gone else (*die.position, angles[k]) for k, die in enumerate(self.dice)]
        moved = set()
        if in_flight:
            marked = self._marked or [None] * len(dice)
            moved = {k for k, die in enumerate(dice) if k >= len(marked) or marked[k] != die}
        elif dice != self._marked:
            self._marked = dice
            for mark, edge, spot in zip(self.marks, self.edges, places(dice, die_size(6), self.keep_off)):
                if spot is not None:
                    mark.position = edge.position = spot
        for k, (mark, edge) in enumerate(zip(self.marks, self.edges)):
            # the mark stays on the felt as the tongue lifts its die, and goes with it
            mark.visible = edge.visible = k not in gone and heights[k] < 1 and k not in moved

    def _build(self, lying: list) -> None:
        self.marks, self.edges, self.shadows, self.dice = [], [], [], []
        shadow_texture = art.texture("shadow.png")
        for *_, owner in lying:
            self.dice.append(arcade.Sprite())
            self.shadows.append(arcade.Sprite(shadow_texture))
            colour, texture = self.mark_of(None if owner is None else owner[0])
            edge = arcade.Sprite(texture, scale=1.4)  # the same shape, larger and dark, round the mark
            edge.color = MARK_EDGE
            mark = arcade.Sprite(texture)
            mark.color = colour
            self.edges.append(edge)
            self.marks.append(mark)
        self.shadow_sprites.clear()
        self.shadow_sprites.extend(self.shadows)
        self.sprites.clear()
        self.sprites.extend([sprite for pair in zip(self.edges, self.marks) for sprite in pair] + self.pinned)
        self._built_for = lying
        self._marked = None

    def pin(self, marks: list) -> None:
        """The seat marks by the names, drawn with those beside the dice."""
        self.pinned = list(marks)
        self._built_for = None  # the seat marks changed: the dice's are made again too, and put in place at once
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

    def draw_shadows(self) -> None:
        """The dice's shadows on the felt, under everything standing on it."""
        self.shadow_sprites.draw()

    def draw_marks(self) -> None:
        """The seats' marks beside their dice, and by the names: over the dice, never hidden by one."""
        self.sprites.draw()
