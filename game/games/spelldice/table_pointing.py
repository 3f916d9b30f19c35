"""Pointing at the Spelldice table: a die (or the Whip) picked up from the
pick board and put in a fist or on a wizard, by the pointer or by keys.
Mixed into the Spelldice table view."""

from __future__ import annotations

from game.games.spelldice.board import PickKeys
from game.games.spelldice.colours import PURPLE
from game.games.spelldice.explained import explained_at
from game.games.spelldice.picking import DIE_ORDER, WHIP_TOKEN, Refused
from game.games.spelldice.plaques import (
    COLOUR_INK,
    plaque_rect,
)
from game.games.spelldice.rules import EMPTY, Pass
from game.ui.arcade_import import arcade
from game.ui.solid_dice import rest_texture

CLICK_SLOP = 8  # a press that moves less than this is a click, not a drag


class SpelldicePointing:
    def answer_place(self, place: tuple):
        """Where the table answers a hit or a fall: a wizard's plaque."""
        if place[0] == "seat":
            return plaque_rect(self.match.players, place[1])
        return super().answer_place(place)

    def keep_clear(self) -> list:
        """A rising roll keeps off the plaques and the arrows' badges."""
        return super().keep_clear() + list(self.plaques.boxes.values())

    def point(self, thing: str, where: tuple) -> None:
        """Put a die (or the Whip) where it was dropped: ("fist", k) or ("wizard", seat)."""
        if where[0] == "fist":
            self.arrange(lambda picking: picking.hold(thing, where[1]))
        else:
            self.arrange(lambda picking: picking.aim(thing, where[1]))
        self.selected = None
        self.refresh()

    def arrange(self, change) -> None:
        """Change the pick board, tried on a copy first: what makes no pick,
        or what the table's policy refuses (a lesson's step asks for another
        die or wizard), is answered and changes nothing."""
        trial = self.picking.copy()
        try:
            change(trial)
        except Refused as refusal:
            self.say_refusal(str(refusal))
            return
        reason = self.flow.policy.refuses_arranging(picking=trial)
        if reason is not None:
            self.say_refusal(reason)
            return
        self.picking.fists = trial.fists

    def drop_place(self, x: float, y: float) -> tuple | None:
        fist = self.board.fist_at(self.picking, x, y)
        if fist is not None:
            return ("fist", fist)
        for seat in range(self.match.players):
            left, bottom, width, height = plaque_rect(self.match.players, seat)
            if left <= x <= left + width and bottom <= y <= bottom + height:
                return ("wizard", seat)
        return None

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        if not self.picking_now():
            return super().on_mouse_press(x, y, button, modifiers)
        wx, wy = self.to_world(x, y)
        self.pointer = (wx, wy)
        thing = self.board.slot_at(self.picking, wx, wy)
        fist = self.board.fist_at(self.picking, wx, wy)
        if thing is not None:
            self.carrying, self.carried_from = thing, (wx, wy, None)
        elif fist is not None and self.picking.fists[fist].kind != "empty" and self.selected is None:
            hand = self.picking.fists[fist]
            self.carrying = WHIP_TOKEN if hand.kind == "whip" else hand.colour
            self.carried_from = (wx, wy, fist)
        elif self.selected is not None:
            place = self.drop_place(wx, wy)
            if place is not None:
                self.point(self.selected, place)
            else:
                self.selected = None
                self.refresh()

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int):
        self.pointer = self.to_world(x, y)
        self.refresh_prompt()  # the pointer may have come to rest on words the table explains
        super().on_mouse_motion(x, y, dx, dy)

    def refresh_prompt(self) -> None:
        """What the pointer rests on, explained (a refusal said first)."""
        help_words = None if self.flow.refusing() else explained_at(self, *self.pointer)
        if help_words is None:
            super().refresh_prompt()
        else:
            self.prompt.say(help_words, refused=False)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int):
        self.pointer = self.to_world(x, y)
        if self.carrying is None:
            super().on_mouse_drag(x, y, dx, dy, buttons, modifiers)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int):
        if self.carrying is None or not self.picking_now():
            self.carrying = None
            return super().on_mouse_release(x, y, button, modifiers)
        wx, wy = self.to_world(x, y)
        thing, (sx, sy, from_fist) = self.carrying, self.carried_from
        self.carrying = self.carried_from = None
        if abs(wx - sx) < CLICK_SLOP and abs(wy - sy) < CLICK_SLOP:  # a click
            if from_fist is not None:
                self.arrange(lambda picking: picking.empty(from_fist))
            else:
                self.selected = None if self.selected == thing else thing
            self.refresh()
            return
        place = self.drop_place(wx, wy)
        if place is not None:
            self.point(thing, place)
        else:
            if from_fist is not None:  # dropped back off the fists: behind the shield again
                self.arrange(lambda picking: picking.empty(from_fist))
            self.refresh()

    def keys(self) -> dict:
        if self.curtain is not None:  # the screen is hidden: only its button (Enter), the talk and the menu
            kept = ("menu", "talk", "read_back", "read_on", "read_newest")
            shown = {id: act for id, act in super().keys().items() if id in kept}
            return {**shown, "spelldice:enter": self._enter}
        keys = {
            **super().keys(),
            "spelldice:enter": self._enter,
            "spelldice:pick_whip": lambda: self._key_pick(4),
            "spelldice:left_fist": lambda: self._key_fist(0),
            "spelldice:right_fist": lambda: self._key_fist(1),
        }
        for k in range(4):
            keys[f"spelldice:pick_{k + 1}"] = lambda k=k: self._key_pick(k)
        for seat in range(self.match.players):
            keys[f"spelldice:aim_{seat + 1}"] = lambda seat=seat: self._key_aim(seat)
        return keys

    def pick_keys(self) -> PickKeys:
        """The keys that pick, hold and aim, as the person chose them."""
        said = self.key_words
        return PickKeys(
            slots=tuple(said(f"spelldice:pick_{k}") for k in range(1, 5)) + (said("spelldice:pick_whip"),),
            fists=(said("spelldice:left_fist"), said("spelldice:right_fist")),
            aims=tuple(said(f"spelldice:aim_{seat + 1}") for seat in range(self.match.players)),
            enter=said("spelldice:enter"),
        )

    def _picking_or_said(self) -> bool:
        """Whether the person picks now; if not, a pick's key says why, where they look (it did nothing,
        silently, at a throw)."""
        if self.picking_now():
            return True
        if self.flow.person_to_throw():
            self.say_refusal(f"the dice are yours to throw ({self.key_words('throw')})")
        else:
            self.say_refusal("dice are picked in the pick round")
        return False

    def _key_pick(self, k: int) -> None:
        if not self._picking_or_said():
            return
        slots = self.picking.slots()
        thing = slots[k] if k < len(slots) else None
        if thing is None:
            self.say_refusal(
                "a fallen wizard has only their Deadshot (1)"
                if self.picking.fallen
                else "that die is not there to pick up"
                if k < 4
                else "the Whip is already in a fist"
            )
        self.selected = None if thing == self.selected else thing
        self.refresh()

    def _key_fist(self, fist: int) -> None:
        if not self._picking_or_said():
            return
        if self.selected is not None:
            self.point(self.selected, ("fist", fist))
        else:
            self.arrange(lambda picking: picking.empty(fist))
            self.refresh()

    def _key_aim(self, seat: int) -> None:
        if seat >= self.match.players or not self._picking_or_said():
            return
        if self.selected is None:
            self.say_refusal("pick up a die first (1 to 4)")
            return
        self.point(self.selected, ("wizard", seat))

    def _enter(self) -> None:
        if self.curtain is not None:
            self.lift_curtain()
        elif self.flow.moment is not None and self.flow.moment.hold:
            self.move_on()
        elif self.picking_now() and all(hand.kind == EMPTY for hand in self.picking.fists):
            # an Enter too many (the one that showed the board, pressed twice) raises no empty hands
            self.refused(
                "your hand is empty; aim your Deadshot, or click Hands up to fire nothing"
                if self.picking.fallen
                else "your fists are empty; fill one, or click Hands up to raise them empty"
            )
        elif self.picking_now():
            self.ready()
        elif self.flow.person_to_decide() and self.match.state.window:
            self.answer(Pass())

    def _draw_carried(self) -> None:
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
