"""The person's hand at the Spelldice pick board: a die (or the Whip) picked
up from the board and put in a fist or on a wizard, by the pointer (a click
then a place, or a drag) or by keys. A part of the Spelldice table, handed a
narrow view of its part (``PickingTable``): the pick in the making, the
board it lies on, and the flow's refusals."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from game.games.spelldice.board import PickBoard, PickKeys
from game.games.spelldice.colours import PURPLE
from game.games.spelldice.picking import DIE_ORDER, WHIP_TOKEN, Picking, Refused
from game.games.spelldice.plaques import COLOUR_INK, plaque_rect
from game.table.lessons import as_if
from game.ui import lettering
from game.ui.arcade_import import arcade
from game.ui.composed_table import TableHost
from game.ui.solid_dice import rest_texture

if TYPE_CHECKING:
    from game.services.match import Match
    from game.table.flow import TableFlow

CLICK_SLOP = 8  # a press that moves less than this is a click, not a drag


class PickingTable(Protocol):
    """What the hand reads and calls of the Spelldice table's part: the pick in the making, the board it
    lies on, the match and its flow, and the table it is part of (its refresh, its keys' words)."""

    @property
    def table(self) -> TableHost: ...

    @property
    def match(self) -> Match: ...

    @property
    def flow(self) -> TableFlow: ...

    @property
    def board(self) -> PickBoard: ...

    @property
    def picking(self) -> Picking | None: ...

    def picking_now(self) -> bool: ...


class PickHand:
    def __init__(self, part: PickingTable):
        self.part = part
        self.selected: str | None = None  # a die clicked, waiting for where it goes
        self.carrying: str | None = None  # a die being dragged
        self.carried_from: tuple[float, float, int | None] | None = None  # where the drag began, and from which fist
        self.pointer = (0.0, 0.0)
        self.carried_die: arcade.SpriteList = arcade.SpriteList()
        # the Whip carried by the pointer: its word laid out once (drawing text anew each frame is slow)
        self.whip_label = lettering.heading("WHIP", 0, 14, x=0, anchor_y="center")

    @property
    def picking(self) -> Picking:
        picking = self.part.picking
        assert picking is not None, "the hand moves only while a pick is in the making"
        return picking

    @property
    def holding(self) -> bool:
        """A die is in the hand: clicked and waiting, or dragged."""
        return self.selected is not None or self.carrying is not None

    def put_down(self) -> None:
        """The die in the hand goes back (Esc, a pick made, another's turn)."""
        self.selected = self.carrying = self.carried_from = None

    # --- where a die goes ---

    def point(self, thing: str, where: tuple) -> None:
        """Put a die (or the Whip) where it was dropped: ("fist", k) or ("wizard", seat)."""
        if where[0] == "fist":
            self.arrange(lambda picking: picking.hold(thing, where[1]))
        else:
            self.arrange(lambda picking: picking.aim(thing, where[1]))
        self.selected = None
        self.part.table.refresh()

    def arrange(self, change: Callable[[Picking], object]) -> None:
        """Change the pick board, tried on a copy first: what makes no pick,
        or what the table's policy refuses (a lesson's step asks for another
        die or wizard), is answered and changes nothing."""
        trial = self.picking.copy()
        try:
            change(trial)
        except Refused as refusal:
            self.part.flow.say_refusal(str(refusal))
            return
        reason = self.part.flow.policy.refuses_arranging(part=as_if(self.part, picking=trial))
        if reason is not None:
            self.part.flow.say_refusal(reason)
            return
        self.picking.fists = trial.fists

    def drop_place(self, x: float, y: float) -> tuple | None:
        fist = self.part.board.fist_at(self.picking, x, y)
        if fist is not None:
            return ("fist", fist)
        players = self.part.match.players
        for seat in range(players):
            left, bottom, width, height = plaque_rect(players, seat)
            if left <= x <= left + width and bottom <= y <= bottom + height:
                return ("wizard", seat)
        return None

    # --- the pointer, in the table's world: True where the hand took it ---

    def pressed(self, x: float, y: float) -> bool:
        if not self.part.picking_now():
            return False
        self.pointer = (x, y)
        picking, board = self.picking, self.part.board
        thing = board.slot_at(picking, x, y)
        fist = board.fist_at(picking, x, y)
        if thing is not None:
            self.carrying, self.carried_from = thing, (x, y, None)
        elif fist is not None and picking.fists[fist].kind != "empty" and self.selected is None:
            hand = picking.fists[fist]
            self.carrying = WHIP_TOKEN if hand.kind == "whip" else hand.colour
            self.carried_from = (x, y, fist)
        elif self.selected is not None:
            place = self.drop_place(x, y)
            if place is not None:
                self.point(self.selected, place)
            else:
                self.selected = None
                self.part.table.refresh()
        return True

    def dragged(self, x: float, y: float) -> bool:
        self.pointer = (x, y)
        return self.carrying is not None

    def released(self, x: float, y: float) -> bool:
        if self.carrying is None or self.carried_from is None or not self.part.picking_now():
            self.carrying = None
            return False
        thing, (sx, sy, from_fist) = self.carrying, self.carried_from
        self.carrying = self.carried_from = None
        if abs(x - sx) < CLICK_SLOP and abs(y - sy) < CLICK_SLOP:  # a click
            if from_fist is not None:
                self.arrange(lambda picking: picking.empty(from_fist))
            else:
                self.selected = None if self.selected == thing else thing
            self.part.table.refresh()
            return True
        place = self.drop_place(x, y)
        if place is not None:
            self.point(thing, place)
        else:
            if from_fist is not None:  # dropped back off the fists: behind the shield again
                self.arrange(lambda picking: picking.empty(from_fist))
            self.part.table.refresh()
        return True

    # --- keys ---

    def keys(self) -> dict:
        """The keys that pick up, hold and aim, by their ids in game.platform.keymap."""
        keys: dict[str, Callable[[], None]] = {
            "spelldice:pick_whip": lambda: self.key_pick(4),
            "spelldice:left_fist": lambda: self.key_fist(0),
            "spelldice:right_fist": lambda: self.key_fist(1),
        }
        for k in range(4):
            keys[f"spelldice:pick_{k + 1}"] = functools.partial(self.key_pick, k)
        for seat in range(self.part.match.players):
            keys[f"spelldice:aim_{seat + 1}"] = functools.partial(self.key_aim, seat)
        return keys

    def pick_keys(self) -> PickKeys:
        """The keys that pick, hold and aim, as the person chose them."""
        said = self.part.table.key_words
        return PickKeys(
            slots=tuple(said(f"spelldice:pick_{k}") for k in range(1, 5)) + (said("spelldice:pick_whip"),),
            fists=(said("spelldice:left_fist"), said("spelldice:right_fist")),
            aims=tuple(said(f"spelldice:aim_{seat + 1}") for seat in range(self.part.match.players)),
            enter=said("spelldice:enter"),
        )

    def _picking_or_said(self) -> bool:
        """Whether the person picks now; if not, a pick's key says why, where they look (it did nothing,
        silently, at a throw)."""
        part = self.part
        if part.picking_now():
            return True
        if part.flow.person_to_throw():
            part.flow.say_refusal(f"the dice are yours to throw ({part.table.key_words('throw')})")
        else:
            part.flow.say_refusal("dice are picked in the pick round")
        return False

    def key_pick(self, k: int) -> None:
        if not self._picking_or_said():
            return
        slots = self.picking.slots()
        thing = slots[k] if k < len(slots) else None
        if thing is None:
            self.part.flow.say_refusal(
                "a fallen wizard has only their Deadshot (1)"
                if self.picking.fallen
                else "that die is not there to pick up"
                if k < 4
                else "the Whip is already in a fist"
            )
        self.selected = None if thing == self.selected else thing
        self.part.table.refresh()

    def key_fist(self, fist: int) -> None:
        if not self._picking_or_said():
            return
        if self.selected is not None:
            self.point(self.selected, ("fist", fist))
        else:
            self.arrange(lambda picking: picking.empty(fist))
            self.part.table.refresh()

    def key_aim(self, seat: int) -> None:
        if seat >= self.part.match.players or not self._picking_or_said():
            return
        if self.selected is None:
            self.part.flow.say_refusal("pick up a die first (1 to 4)")
            return
        self.point(self.selected, ("wizard", seat))

    # --- drawing ---

    def draw_carried(self) -> None:
        thing = self.carrying
        if thing is None:
            return
        x, y = self.pointer
        if thing == WHIP_TOKEN:
            arcade.draw_rect_filled(arcade.XYWH(x, y, 60, 60), (96, 58, 30))
            self.whip_label.position = (x, y)
            self.whip_label.draw()
            return
        if not self.carried_die or self.carried_die[0].texture != rest_texture(thing, 6):
            self.carried_die.clear()
            self.carried_die.append(arcade.Sprite(rest_texture(thing, 6), scale=0.7))
        self.carried_die[0].position = (x, y)
        if thing in DIE_ORDER or thing == PURPLE:
            ink = COLOUR_INK[thing]
            arcade.draw_circle_outline(x, y, 36, ink, 3)
        self.carried_die.draw()
