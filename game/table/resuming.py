"""A table built anew while its last throw is still being told (the text
size changed at the pause while the dice rolled, or while its banner was up):
the new table is brought to just before that throw, throws it again as
recorded, and plays on silently to where the old one stood, so the throw
lands and is announced as it would have been had nothing changed."""

from __future__ import annotations

from game.services.records import SavedThrow
from game.table.flow import TableFlow

STEP_SECONDS = 1 / 60  # the table's time played on a frame at a time, as the window plays it


def finish_flight(flow: TableFlow) -> None:
    """A throw whose physics is still running, run to its end: the match has it then, and its save."""
    while flow.in_flight is not None:
        flow.advance_throw(1.0)


def still_telling(flow: TableFlow) -> float | None:
    """Seconds the last throw's dice have been shown flying, while that throw
    is still to land or to be told (its moments, its banner); None once told."""
    if flow.flight_began is None:
        return None
    telling = flow.busy or flow.moment is not None or bool(flow.moments) or flow.banner_up
    return flow.clock - flow.flight_began if telling else None


def tell_again(flow: TableFlow, throw: SavedThrow, seconds: float) -> None:
    """``flow``, caught up to just before ``throw``, throws it again as
    recorded and plays on ``seconds`` of its time, silently, a frame at a time."""
    flow.recorded = throw
    flow.throw(throw.gesture)
    flow.silent = True
    try:
        played = 0.0
        while played < seconds - 1e-9:
            step = min(STEP_SECONDS, seconds - played)
            flow.advance(step)
            played += step
    finally:
        flow.silent = False
