"""The dice tray of the Spots table: the hand's dice lying where they came
to rest, picked by a click (or a key) and dropped on a dog or the yard. A part
of the Spots table's part (``game.games.spots.table``)."""

from __future__ import annotations

import math
from typing import Any, Protocol

from game.games.spots.moves import Bury, Place
from game.games.spots.physics import TRAY_HALF
from game.games.spots.placing import place_what_fits
from game.games.spots.table_layout import (
    CARD_SIZE,
    PICK_RADIUS,
    TRAY_CENTRE,
    TRAY_RECT,
    YARD_CARD,
    card_spot,
    inside,
)
from game.ui.arcade_import import arcade
from game.ui.banner_place import Box, die_box
from game.ui.composed_table import TABLE_AREA
from game.ui.dice_animation import PlaybackDrawing, ThrowAnimation
from game.ui.solid_dice import REST_MARGIN, rest_texture

# A banner stands over the tray, as it always has, and moves about it off
# the dice lying there: never down over the dogs' names and dice below it.
BANNER_ROOM: Box = (TABLE_AREA.left, TRAY_RECT[1], TABLE_AREA.width, TABLE_AREA.top - TRAY_RECT[1])


class TrayTable(Protocol):
    """What the tray reads and calls of the table it lies on."""

    match: Any
    flow: Any  # the TableFlow
    animation: PlaybackDrawing | None  # the roll's dice as they flew: the tray takes them once they rest

    def decide(self, action: Any) -> None: ...

    def refresh(self) -> None: ...


class SpotsTray:
    """The hand's dice in the tray, those picked, and the one being dragged."""

    def __init__(self, table: TrayTable):
        self.table = table
        self.match = table.match
        self.dice: list[arcade.Sprite] = []  # the hand's dice lying in the tray, its value in properties["value"]
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.picked: set[int] = set()  # tray dice picked (by place in self.dice)
        self.dragging: int | None = None  # the tray die being dragged
        self.lifted_from = (0.0, 0.0)  # where the dragged die lay in the tray

    def any_fits(self) -> bool:
        state = self.match.state
        return any(state.fits(state.turn, value) for value in state.hand)

    def place_what_fits(self) -> None:
        """Every die that fits goes on the dog nearest completion with room for it."""
        place_what_fits(self.table.flow)
        self.picked.clear()

    def drop(self, die: int, x: float, y: float) -> None:
        """A picked die let go over a card (placed there) or the yard (buried)."""
        state = self.match.state
        if inside(YARD_CARD, x, y):
            self.put_die(die, None)
            return
        for index in range(len(state.packs[state.turn])):
            cx, cy = card_spot(index)
            if abs(x - cx) <= CARD_SIZE[0] / 2 and abs(y - cy) <= CARD_SIZE[1] / 2:
                self.put_die(die, index)
                return
        self.picked.clear()
        self.table.refresh()

    def put_die(self, die: int, card: int | None) -> None:
        """The die placed on the acting player's dog card ``card``, or buried in the yard (None)."""
        self.table.decide(Bury(die) if card is None else Place(die, card))
        self.picked.clear()
        self.table.refresh()

    def pick_die(self, die: int) -> None:
        """A die of the tray picked, or put down again."""
        self.picked ^= {die}
        self.table.refresh()

    def die_at(self, x: float, y: float) -> int | None:
        for index, sprite in enumerate(self.dice):
            if math.dist((x, y), sprite.position) < PICK_RADIUS:
                return index
        return None

    def sync(self) -> None:
        """The tray holds the hand's dice: those just rolled where they came to
        rest, less the ones placed, buried or put back."""
        state, table = self.match.state, self.table
        if table.flow.pending or (table.animation is not None and not table.animation.done):
            return
        wanted = list(state.hand) if state.phase == "hand" else []
        if not wanted and table.animation is not None:  # a roll that is over: its dice are placed, buried or back
            table.animation = None
        if not self.dice and wanted and isinstance(table.animation, ThrowAnimation):
            for sprite, value in zip(table.animation.dice, table.animation.values):
                sprite.properties["value"] = value
                self.dice.append(sprite)
            table.animation = None  # the tray holds its dice now
        kept = []
        left = list(wanted)
        for sprite in self.dice:
            if sprite.properties["value"] in left:
                left.remove(sprite.properties["value"])
                kept.append(sprite)
        for value in left:  # a die set by a trick (Retrieve), not rolled
            sprite = arcade.Sprite(rest_texture("spots", value), scale=0.5)
            sprite.properties["value"] = value
            kept.append(sprite)
        # the hand's order: tray place k is the hand's die k
        ordered = []
        for value in wanted:
            sprite = next(s for s in kept if s.properties["value"] == value and s not in ordered)
            ordered.append(sprite)
        self.dice = ordered
        self.picked = {d for d in self.picked if d < len(self.dice)}
        self.lay_out()

    def lay_out(self) -> None:
        self.sprites.clear()
        cx, cy = TRAY_CENTRE
        for index, sprite in enumerate(self.dice):
            if not (abs(sprite.center_x - cx) <= TRAY_HALF[0] and abs(sprite.center_y - cy) <= TRAY_HALF[1]):
                sprite.position = (cx - 200 + 50 * (index % 9), cy - 80 + 50 * (index // 9))
            self.sprites.append(sprite)

    def lying_boxes(self) -> list[Box]:
        """The hand's dice lying in the tray, once the throw has handed them over."""
        return [die_box(d.center_x, d.center_y, d.width / REST_MARGIN) for d in self.dice]

    def thrown(self) -> None:
        """A new roll: the tray waits for its dice to rest."""
        self.dice = []
        self.sprites.clear()
        self.picked.clear()
