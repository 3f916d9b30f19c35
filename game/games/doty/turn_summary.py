"""A turn of Everyone Scores with its second throw, in one line, for the
table to show as a computer's turn ends: the first hand, the dice thrown
again and what they made, and the points. (A turn of one throw is said by
that throw's own banner.)"""

from __future__ import annotations

from game.core.dice import dice_count
from game.core.events import Event
from game.games.doty.rules import points_said


def rethrow_summary(events: list[Event]) -> str | None:
    """The turn that ``events`` end, if they hold its second throw."""
    rethrow = next((event for event in events if event.kind == "throw" and "before" in event.data), None)
    if rethrow is None:
        return None
    scored = next((event for event in events if event.kind == "score" and event.seat == rethrow.seat), None)
    outcome = points_said(scored.data["points"]) if scored else "no better, no points this round"
    before = rethrow.data["before"]
    return (
        f"{before[:1].upper()}{before[1:]}; threw {dice_count(rethrow.data['rethrown'])} again: "
        f"{rethrow.data['hand']}; {outcome}."
    )
