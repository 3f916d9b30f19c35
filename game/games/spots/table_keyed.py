"""The Spots table by keys, and its tiles' words: the faceup trick tiles,
the dice in the tray and, for the one die picked, the dog cards it fits and
the yard are stops of the table's focus (``game.ui.focus.Spot``), each
chosen by Space as a click chooses it. A tile under the pointer, or in the
focus, shows its words beside it. A part of the Spots table's part
(``game.games.spots.table``)."""

from __future__ import annotations

import functools
from typing import Any, Protocol

from game.games.spots.moves import DoTrick
from game.games.spots.table_layout import CARD_SIZE, PICK_RADIUS, TILE_SIZE, YARD_CARD, card_spot, tile_spot
from game.games.spots.table_tray import SpotsTray
from game.games.spots.tricks import TRICK_BY_KEY
from game.ui import art, lettering
from game.ui.arcade_import import arcade
from game.ui.focus import Spot


class KeyedTable(Protocol):
    """What the keys read of the table's part."""

    match: Any
    tray: SpotsTray


class KeysHost(Protocol):
    """What the keys read and call of the window's table."""

    flow: Any  # the TableFlow
    focus: Any  # its FocusRing (game.ui.focus)

    def decide(self, action: Any) -> None: ...


class SpotsKeys:
    def __init__(self, part: KeyedTable, host: KeysHost):
        self.part, self.host = part, host
        self.focused_tile: int | None = None  # the tile whose words show because the focus is on it
        self.hovered_tile: int | None = None  # the tile whose words show (under the pointer, or in the focus)
        self.tooltip = lettering.text("", 0, 0, art.INK, 13, width=300, multiline=True)

    def focus_spots(self) -> list:
        state, tray = self.part.match.state, self.part.tray
        if not self.host.flow.person_to_decide() or tray.dragging is not None:
            return []
        spots = []
        if state.phase == "choose":
            for place in state.faceup():
                rect = arcade.XYWH(*tile_spot(place), *TILE_SIZE)
                spots.append(Spot(("tile", place), rect, functools.partial(self.choose_tile, place)))
        if state.phase == "hand":
            for die, sprite in enumerate(tray.dice):
                rect = arcade.XYWH(sprite.center_x, sprite.center_y, 2 * PICK_RADIUS, 2 * PICK_RADIUS)
                spots.append(Spot(("die", die), rect, functools.partial(tray.pick_die, die)))
            if len(tray.picked) == 1 and state.filtered and tray.dice:
                die = next(iter(tray.picked))
                for index in state.fits(state.turn, state.hand[die]):
                    rect = arcade.XYWH(*card_spot(index), *CARD_SIZE)
                    spots.append(Spot(("dog", index), rect, functools.partial(tray.put_die, die, index)))
                spots.append(Spot(("yard",), arcade.LBWH(*YARD_CARD), functools.partial(tray.put_die, die, None)))
        return spots

    def choose_tile(self, place: int) -> None:
        """The trick of a faceup tile done (a click, or a key)."""
        self.host.decide(DoTrick(self.part.match.state.top(place)))

    def update(self) -> None:
        """Each frame: the words of the tile the focus is on shown, as a hovered one's are."""
        focused = self.host.focus.focused
        # a tile's words only while its trick may be chosen: the focus left on a tile chosen by Space
        # stays there, and its words lay over the dice rolled next
        choosing = self.part.match.state.phase == "choose" and self.host.flow.person_to_decide()
        tile = focused.key[1] if choosing and isinstance(focused, Spot) and focused.key[0] == "tile" else None
        if tile != self.focused_tile:
            self.focused_tile = self.hovered_tile = tile
            self.show_tile_words()

    def pointed(self, x: float, y: float) -> None:
        """A tile under the pointer shows its words."""
        hovered = None
        for place in range(len(self.part.match.state.tiles)):
            tx, ty = tile_spot(place)
            if abs(x - tx) <= TILE_SIZE[0] / 2 and abs(y - ty) <= TILE_SIZE[1] / 2:
                hovered = place
        if hovered != self.hovered_tile:
            self.hovered_tile = hovered
            self.show_tile_words()

    def show_tile_words(self) -> None:
        """The words of the tile hovered (or in the keys' focus), beside it."""
        place = self.hovered_tile
        if place is None:
            self.tooltip.text = ""
            return
        trick = TRICK_BY_KEY[self.part.match.state.top(place)]
        self.tooltip.text = f"{trick.title}: {trick.text}"
        x, y = tile_spot(place)
        self.tooltip.position = (x + TILE_SIZE[0] / 2 + 14, y + 30)

    def draw(self) -> None:
        """The tile's words, on a dark card."""
        if self.tooltip.text:
            x, y = self.tooltip.position[:2]
            arcade.draw_rect_filled(
                arcade.LBWH(x - 8, y - self.tooltip.content_height + 8, 316, self.tooltip.content_height + 8),
                (20, 10, 6, 235),
            )
            self.tooltip.draw()
