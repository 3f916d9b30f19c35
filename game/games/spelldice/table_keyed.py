"""The Spelldice pick board by the focus: the dice (and the Whip) lying on
the board, the fists and, once one is picked up, the living opponents'
plaques are stops of the table's focus (``game.ui.focus.Spot``), each
chosen by Space as the pick keys choose it (1 to 4 and W, Q and E, the
plaque's letter): so a gamepad, which has no such keys, picks too."""

from __future__ import annotations

import functools
from typing import Protocol

from game.games.spelldice.pick_hand import PickHand, PickingTable
from game.games.spelldice.plaques import plaque_rect
from game.ui.arcade_import import arcade
from game.ui.focus import Spot


class KeyedPart(PickingTable, Protocol):
    @property
    def hand_at_board(self) -> PickHand: ...


def pick_spots(part: KeyedPart) -> list:
    """The board's dice and fists, and (a die picked up) the wizards it may be aimed at."""
    if not part.picking_now():
        return []
    picking, board, hand, match = part.picking, part.board, part.hand_at_board, part.match
    assert picking is not None  # picking_now says so
    spots = [
        Spot(("slot", k), arcade.LBWH(*board.slot_box(k)), functools.partial(hand.key_pick, k))
        for k, thing in enumerate(picking.slots())
        if thing is not None
    ]
    for fist, box in enumerate(board.fist_boxes(picking)):
        spots.append(Spot(("fist", fist), arcade.LBWH(*box), functools.partial(hand.key_fist, fist)))
    if hand.selected is not None:
        state, players = match.state, match.players
        for seat in range(players):
            if seat != picking.seat and not state.eliminated[seat]:
                rect = arcade.LBWH(*plaque_rect(players, seat))
                spots.append(Spot(("wizard", seat), rect, functools.partial(hand.key_aim, seat)))
    return spots
