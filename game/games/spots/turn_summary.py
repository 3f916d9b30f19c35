"""A turn of Spots in one line, for the table to show as a computer's turn
ends: the tricks done, the dice placed and buried, treats spent, the dogs
scored, or the bust. (d0g's turn is a single die, whose own line and
banner say it.)"""

from __future__ import annotations

from game.core.dice import dice_count
from game.core.events import Event
from game.games.spots.tricks import TRICK_BY_KEY


def turn_summary(seat: int, events: list[Event]) -> str | None:
    """What ``seat`` did in its turn, from the events said from its "turn"
    line to the next; None for a turn with no trick done (d0g's)."""
    tricks = [TRICK_BY_KEY[event.data["trick"]].title for event in events if event.kind == "trick"]
    if not tricks:
        return None
    placed = sum(event.kind == "place" for event in events)
    buried = sum(event.kind == "bury" for event in events)
    treats = sum(event.kind == "reroll" for event in events)
    parts = [" then ".join(tricks)]
    dice = [
        f"{dice_count(placed)} placed" if placed else "",
        f"{buried} buried" if buried else "",
        f"{treats} treat{'s' if treats != 1 else ''} spent" if treats else "",
    ]
    if any(dice):
        parts.append(", ".join(part for part in dice if part))
    if any(event.kind == "bust" and event.seat == seat for event in events):
        parts.append("bust: the dogs' dice and the yard went back")
    scored = [event for event in events if event.kind in ("slow_score", "fast_score")]
    if scored:
        dogs = sum(len(event.data["dogs"]) for event in scored)
        fast = any(event.data["fast"] for event in scored)
        parts.append(f"scored {dogs} dog{'s' if dogs != 1 else ''}" + (" fast" if fast else ""))
    return "; ".join(parts) + "."
