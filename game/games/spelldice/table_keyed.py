"""The Spelldice pick board by the focus: the dice (and the Whip) lying on
the board, the fists and, once one is picked up, the living opponents'
plaques are stops of the table's focus (``game.ui.focus.Spot``), each
chosen by Space as the pick keys choose it (1 to 4 and W, Q and E, the
plaque's letter): so a gamepad, which has no such keys, picks too. Mixed
into the Spelldice table view."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from game.games.spelldice.plaques import plaque_rect
from game.ui.arcade_import import arcade
from game.ui.focus import Spot


class SpelldiceKeyed:
    # What it reads and calls of the table it is mixed into, declared:
    match: Any
    board: Any  # the PickBoard
    hand_at_board: Any  # the PickHand
    picking: Any  # the Picking in the making, or None
    picking_now: Callable[[], bool]

    def focus_spots(self) -> list:
        if not self.picking_now():
            return []
        picking = self.picking
        spots = [
            Spot(("slot", k), arcade.LBWH(*self.board.slot_box(k)), functools.partial(self.hand_at_board.key_pick, k))
            for k, thing in enumerate(picking.slots())
            if thing is not None
        ]
        for fist, box in enumerate(self.board.fist_boxes(picking)):
            spots.append(Spot(("fist", fist), arcade.LBWH(*box), functools.partial(self.hand_at_board.key_fist, fist)))
        if self.hand_at_board.selected is not None:
            state, players = self.match.state, self.match.players
            for seat in range(players):
                if seat != picking.seat and not state.eliminated[seat]:
                    rect = arcade.LBWH(*plaque_rect(players, seat))
                    spots.append(Spot(("wizard", seat), rect, functools.partial(self.hand_at_board.key_aim, seat)))
        return spots
