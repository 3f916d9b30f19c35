"""A drag in Spots' tray where the player decides whether to roll: it rolls,
as Space does there. A part the table owns (``GoByDrag``), handed only what
it reads and calls (``GoTable``): the drag decides Go at once, and the dice
are thrown as dragged as soon as the flow asks for the throw (a step's
moments may show first); a step that asks a choice instead forgets it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.physics.gesture import Pull


class GoFlow(Protocol):
    @property
    def quiet(self) -> bool: ...

    def person_to_throw(self) -> bool: ...

    def person_to_decide(self) -> bool: ...

    def throw_drag(self, pull: Pull) -> None: ...


class GoDrag(Protocol):
    def start(self, point: tuple[float, float]) -> None: ...

    def release(self, point: tuple[float, float], middle: tuple[float, float] = (0.0, 0.0)) -> Pull | None: ...


class GoHand(Protocol):
    @property
    def drag(self) -> GoDrag: ...


class GoTable(Protocol):
    """What the part reads of its table: its flow, the throw in the hand, and where thrown dice land."""

    dice_at: tuple[float, float]

    @property
    def flow(self) -> GoFlow: ...

    @property
    def hand(self) -> GoHand: ...


class GoByDrag:
    """A drag where the player decides whether to roll (``deciding_go``) decides Go (``go``, as Space does),
    and is thrown as soon as the throw is due."""

    def __init__(self, table: GoTable, deciding_go: Callable[[], bool], go: Callable[[], None]):
        self.table, self.deciding_go, self.go = table, deciding_go, go
        self.pull: Pull | None = None  # a drag that decided Go, thrown as soon as the throw is due

    def press(self, point: tuple[float, float]) -> bool:
        """A press in the tray: taken (True) where the player decides whether to roll."""
        if not self.deciding_go():
            return False
        self.table.hand.drag.start(point)
        return True

    def release(self, point: tuple[float, float]) -> bool:
        """A release: taken (True) where the player decides whether to roll; a drag begun there decides Go."""
        table = self.table
        if not (table.flow.person_to_decide() and self.deciding_go()):
            return False
        pull = table.hand.drag.release(point, table.dice_at)
        if pull is not None:
            self.go()
            self.pull = pull
            self.update()
        return True

    def update(self) -> None:
        """Each frame: the drag thrown once the flow asks for the throw, forgotten once it settles on else."""
        if self.pull is None:
            return
        flow = self.table.flow
        if flow.person_to_throw():
            pull, self.pull = self.pull, None
            flow.throw_drag(pull)
        elif flow.quiet:
            self.pull = None
