"""Pointing at the Spelldice table: the pointer and the keys reach the pick
board through the person's hand (``PickHand``, a part of the table), and
what the pointer rests on is explained on the prompt's line. Mixed into the
Spelldice table view, over the dice table's own pointer and keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.games.spelldice.explained import explained_at
from game.games.spelldice.pick_hand import PickHand
from game.games.spelldice.picking import Picking
from game.games.spelldice.plaques import Plaques, plaque_rect
from game.games.spelldice.rules import EMPTY, Pass
from game.ui.table_panels import Prompt

if TYPE_CHECKING:
    from game.table.flow import TableFlow


class SpelldicePointing:
    # What the pointing reads and calls of the table it is mixed into (``SpelldiceTableView``), declared:
    match: Any
    flow: TableFlow
    hand_at_board: PickHand
    plaques: Plaques
    picking: Picking | None
    curtain: tuple | None
    prompt: Prompt
    # the table's own, which the pointing calls
    to_world: Callable[[float, float], tuple[float, float]]
    lift_curtain: Callable[[], None]
    move_on: Callable[[], None]
    picking_now: Callable[[], bool]
    refused: Callable[[str], None]
    ready: Callable[[], None]
    answer: Callable[[Any], None]

    def answer_place(self, place: tuple):
        """Where the table answers a hit or a fall: a wizard's plaque."""
        if place[0] == "seat":
            return plaque_rect(self.match.players, place[1])
        return super().answer_place(place)  # type: ignore[misc]  # the dice table's, next in line

    def keep_clear(self) -> list:
        """A rising roll keeps off the plaques and the arrows' badges."""
        return super().keep_clear() + list(self.plaques.boxes.values())  # type: ignore[misc]

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        if not self.hand_at_board.pressed(*self.to_world(x, y)):
            super().on_mouse_press(x, y, button, modifiers)  # type: ignore[misc]

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int):
        self.hand_at_board.pointer = self.to_world(x, y)
        self.refresh_prompt()  # the pointer may have come to rest on words the table explains
        super().on_mouse_motion(x, y, dx, dy)  # type: ignore[misc]

    def refresh_prompt(self) -> None:
        """What the pointer rests on, explained (a refusal said first)."""
        help_words = None if self.flow.refusing() else explained_at(self, *self.hand_at_board.pointer)
        if help_words is None:
            super().refresh_prompt()  # type: ignore[misc]
        else:
            self.prompt.say(help_words, refused=False)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int):
        if not self.hand_at_board.dragged(*self.to_world(x, y)):
            super().on_mouse_drag(x, y, dx, dy, buttons, modifiers)  # type: ignore[misc]

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int):
        if not self.hand_at_board.released(*self.to_world(x, y)):
            super().on_mouse_release(x, y, button, modifiers)  # type: ignore[misc]

    def keys(self) -> dict:
        table_keys: dict = super().keys()  # type: ignore[misc]
        if self.curtain is not None:  # the screen is hidden: only its button (Enter), the talk and the menu
            kept = ("menu", "talk", "read_back", "read_on", "read_newest")
            shown = {id: act for id, act in table_keys.items() if id in kept}
            return {**shown, "spelldice:enter": self._enter}
        return {**table_keys, "spelldice:enter": self._enter, **self.hand_at_board.keys()}

    def _enter(self) -> None:
        if self.curtain is not None:
            self.lift_curtain()
        elif self.flow.moment is not None and self.flow.moment.hold:
            self.move_on()
        elif self.picking_now() and self.picking is not None and all(hand.kind == EMPTY for hand in self.picking.fists):
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
