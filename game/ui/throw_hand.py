"""The throw in the person's hand at a dice table: a drag across the table's
throw area, or a throw aimed by keys (its arrow drawn as the drag's), or the
standard throw (Space, or the Throw button). A part every table owns, handed
a narrow view of its table (``HandTable``): the flow it throws through, the
match whose standard throw it starts from, where a drag may start and where
the dice fly from."""

from __future__ import annotations

import math
from typing import Protocol

from game.physics.gesture import drag_length
from game.services.match import Match
from game.table.flow import TableFlow
from game.ui.throw_drag import ThrowDrag

AIM_STEP = math.pi / 24  # an aim key turns the throw this much
STRENGTH_STEP = 0.1  # and a strength key makes it this much harder or gentler, of the hardest
THROW_PROMPT = "{name}: drag across the table and let go to throw, or press {key}."
KEYED_THROW_PROMPT = "{name}: {aim_left} and {aim_right} aim, {harder} and {gentler} set the strength, {throw} throws."


class HandTable(Protocol):
    """What the throw's hand reads and calls of its table: the words of its keys, its match and its
    flow, where a drag may start a throw and where the dice are played back, and its prompt."""

    def key_words(self, action: str) -> str: ...

    @property
    def match(self) -> Match: ...

    @property
    def flow(self) -> TableFlow: ...

    @property
    def throw_area(self):  # an arcade rect: where a drag may start a throw
        ...

    @property
    def dice_at(self) -> tuple[float, float]: ...

    def refresh_prompt(self) -> None: ...


class ThrowHand:
    def __init__(self, table: HandTable, strength: float):
        self.table = table
        self.drag = ThrowDrag(strength)  # the drag's arrow, a pointer's or the keys'
        self.keyed_aim: tuple[float, float] | None = None  # a throw aimed by keys: (angle, strength)

    def prompt(self, name: str) -> tuple[str, ...]:
        """What the person to throw is asked: a throw by the keys' words once they aim by keys; said
        shorter where the line under the table holds no more (the larger text sizes)."""
        words = self.table.key_words
        key = words("throw")
        if self.keyed_aim is None:
            return (
                THROW_PROMPT.format(name=name, key=key),
                f"{name}: drag across the table, or press {key}.",
                f"{name}: drag to throw, or press {key}.",
                f"Drag to throw, or press {key}.",
            )
        said = {id: words(id) for id in ("aim_left", "aim_right", "harder", "gentler", "throw")}
        return (
            KEYED_THROW_PROMPT.format(name=name, **said),
            "{aim_left} {aim_right} aim, {harder} {gentler} strength, {throw} throws.".format(**said),
        )

    def throw_standard(self) -> None:
        """Space (or Throw): the throw aimed by keys, if one is, else the standard throw."""
        flow = self.table.flow
        keyed = self.keyed_aim is not None and flow.person_to_throw() and self.drag.now is not None
        pulled = self.drag.release(self.drag.now, self.table.dice_at) if keyed and self.drag.now else None  # as a drag
        self.forget_aim()
        if pulled is None:
            flow.throw_standard()
        else:
            flow.throw_drag(pulled)  # thrown as that drag would be

    def aim_by_key(self, turn: float = 0.0, harder: float = 0.0) -> None:
        """The arrow and strength keys: the throw's aim turned, or its strength
        changed, from the standard throw, shown as the drag's arrow across the
        throw's area (its middle under the arrow's middle)."""
        table = self.table
        if not table.flow.person_to_throw():
            return
        standard = table.match.standard_gesture()
        if self.keyed_aim is None:
            self.keyed_aim = standard.angle, standard.strength
            table.refresh_prompt()  # the keys' words for the throw now
        angle, strength = self.keyed_aim
        angle, strength = angle + turn, min(1.0, max(STRENGTH_STEP, round(strength + harder, 2)))
        self.keyed_aim = angle, strength
        (cx, cy), length = table.throw_area.center, drag_length(strength, standard.strength)
        dx, dy = math.cos(angle) * length, math.sin(angle) * length
        self.drag.start((cx - dx / 2, cy - dy / 2))
        self.drag.move((cx + dx / 2, cy + dy / 2))

    def strength_presses(self, strength: float) -> int:
        """The presses of the harder key (below none: of the gentler) that make
        the throw Space throws as hard as ``strength`` (a gamepad's swing)."""
        now = self.keyed_aim[1] if self.keyed_aim is not None else self.table.match.standard_gesture().strength
        return round((strength - now) / STRENGTH_STEP)

    def forget_aim(self) -> None:
        if self.keyed_aim is not None:
            self.keyed_aim = None
            self.drag.drop()

    def drop(self) -> None:
        """The table is left for a card over it (the pause, the talk): no drag goes on under it."""
        self.drag.drop()

    def keys(self) -> dict:
        """The throw's keys, by their ids in game.platform.keymap."""
        return {
            "throw": self.throw_standard,
            "aim_left": lambda: self.aim_by_key(turn=AIM_STEP),
            "aim_right": lambda: self.aim_by_key(turn=-AIM_STEP),
            "harder": lambda: self.aim_by_key(harder=STRENGTH_STEP),
            "gentler": lambda: self.aim_by_key(harder=-STRENGTH_STEP),
        }

    # --- the pointer, in the table's world ---

    def pressed(self, point: tuple[float, float]) -> None:
        if self.table.flow.person_to_throw() and self.table.throw_area.point_in_rect(point):
            self.keyed_aim = None  # the pointer's throw now
            self.drag.start(point)

    def dragged(self, point: tuple[float, float]) -> None:
        self.drag.move(point)

    def released(self, point: tuple[float, float]) -> None:
        if self.keyed_aim is not None:  # the arrow is the keys', not a drag's
            return
        pulled = self.drag.release(point, self.table.dice_at)
        if pulled is not None:
            self.table.flow.throw_drag(pulled)

    def draw(self) -> None:
        self.drag.draw()
