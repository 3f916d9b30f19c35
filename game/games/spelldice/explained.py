"""The Spelldice table's own words a newcomer cannot know (the Nether-Nether,
the Whip, the letters of the keys that pick, hold and aim), each explained
on the prompt's line while the pointer rests on it. The prompt's line is
the table's readable line under everything, so the help covers nothing."""

from __future__ import annotations

from game.games.spelldice.board import PickBoard
from game.games.spelldice.picking import DIE_ORDER, WHIP_TOKEN
from game.games.spelldice.plaques import plaque_rect

NETHER = "The Nether-Nether: where dice banished by a 1 wait. A Whip brings them back at the round's end."
WHIP = "The Whip (key {key}): hold it up in a fist to bring your banished dice back when the round ends."
BADGE = 24  # the square of a wizard's target letter, in his plaque's top right corner


def _inside(box: tuple, x: float, y: float) -> bool:
    left, bottom, width, height = box
    return left <= x <= left + width and bottom <= y <= bottom + height


def nether_box(players: int, seat: int) -> tuple:
    """A plaque's Nether-Nether: the strip of banished dice and its word under it."""
    x, y, _, _ = plaque_rect(players, seat)
    return (x + 124, y + 46, 92, 60)


def badge_box(players: int, seat: int) -> tuple:
    x, y, w, h = plaque_rect(players, seat)
    return (x + w - 16 - BADGE / 2, y + h - 16 - BADGE / 2, BADGE, BADGE)


def explained_at(table, x: float, y: float) -> str | None:  # table: the Spelldice table's part
    """What the thing under the pointer at (x, y) means, if it is one of the table's own words."""
    state = table.match.state
    keys = table.hand_at_board.pick_keys()
    whip = WHIP.format(key=keys.slots[4])
    if table.picking_now():
        picking = table.picking
        for k, thing in enumerate(picking.slots()):
            if not _inside(PickBoard.slot_box(k), x, y):
                continue
            if thing is None and not picking.fallen and k < len(DIE_ORDER) and DIE_ORDER[k] not in picking.owned:
                return NETHER  # the slot of a die banished
            if thing is not None:
                if thing == WHIP_TOKEN:
                    return whip
                left, right = keys.fists
                return (
                    f"Key {keys.slot(picking, k)} picks up this die; then {left} or {right} holds it up as a spell, "
                    "a wizard's key shoots it."
                )
        for k, box in enumerate(PickBoard.fist_boxes(picking)):
            if _inside(box, x, y):
                if picking.fists[k].kind == "whip":
                    return whip
                key = keys.fist(picking, k)
                return f"Key {key} holds the die you picked up in this fist, or empties it if you picked none."
        for seat in range(state.players):
            if _inside(badge_box(state.players, seat), x, y):
                return f"Key {keys.aims[seat]} shoots the die you picked up at {state.names[seat]}."
    if table.curtain is None:
        for seat in range(state.players):
            if not table.shown.eliminated[seat] and _inside(nether_box(state.players, seat), x, y):
                return NETHER
    return None
