"""The Spots table by keys: the faceup trick tiles, the dice in the tray
and, for the one die picked, the dog cards it fits and the yard are stops
of the table's focus (``game.ui.focus.Spot``), each chosen by Space as a
click chooses it. A tile in focus shows its words as a hovered one does.
Mixed into the Spots table view."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from game.games.spots.moves import DoTrick
from game.games.spots.table_layout import CARD_SIZE, PICK_RADIUS, TILE_SIZE, YARD_CARD, card_spot, tile_spot
from game.ui.arcade_import import arcade
from game.ui.focus import Spot


class SpotsKeyed:
    # What it reads and calls of the table it is mixed into, declared:
    match: Any
    flow: Any  # the TableFlow
    focus: Any
    tray: Any
    picked: set
    dragging: Any
    decide: Callable[[Any], None]
    pick_die: Callable[..., Any]
    put_die: Callable[..., Any]
    _refresh_tooltip: Callable[..., Any]

    focused_tile: int | None = None  # the tile whose words show because the focus is on it

    def focus_spots(self) -> list:
        state = self.match.state
        if not self.flow.person_to_decide() or self.dragging is not None:
            return []
        spots = []
        if state.phase == "choose":
            for place in state.faceup():
                rect = arcade.XYWH(*tile_spot(place), *TILE_SIZE)
                spots.append(Spot(("tile", place), rect, functools.partial(self.choose_tile, place)))
        if state.phase == "hand":
            for die, sprite in enumerate(self.tray):
                rect = arcade.XYWH(sprite.center_x, sprite.center_y, 2 * PICK_RADIUS, 2 * PICK_RADIUS)
                spots.append(Spot(("die", die), rect, functools.partial(self.pick_die, die)))
            if len(self.picked) == 1 and state.filtered and self.tray:
                die = next(iter(self.picked))
                for index in state.fits(state.turn, state.hand[die]):
                    rect = arcade.XYWH(*card_spot(index), *CARD_SIZE)
                    spots.append(Spot(("dog", index), rect, functools.partial(self.put_die, die, index)))
                spots.append(Spot(("yard",), arcade.LBWH(*YARD_CARD), functools.partial(self.put_die, die, None)))
        return spots

    def choose_tile(self, place: int) -> None:
        """The trick of a faceup tile done (a click, or a key)."""
        self.decide(DoTrick(self.match.state.top(place)))

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)  # type: ignore[misc]  # the dice table's, next in line
        focused = self.focus.focused
        tile = focused.key[1] if isinstance(focused, Spot) and focused.key[0] == "tile" else None
        if tile != self.focused_tile:
            self.focused_tile = self.hovered_tile = tile
            self._refresh_tooltip()
