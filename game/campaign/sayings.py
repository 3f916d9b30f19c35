"""What the Tavern Road's regulars say at the table: a line when a hand or
round is won, theirs or the traveller's, when the traveller plays a badge,
and at the table's mishaps (a die out of the bowl, a die the toad swallows, a
wizard shot down), from their own sayings in the road's data. Pure: the table
puts the line in its talk."""

from __future__ import annotations

from game.campaign.taverns import Road

# a game's event -> the sayings' moment it is (the traveller's; a regular's own is the moment + "_own")
MISHAPS = {"piss": "piss", "swallowed": "toad", "snapped_up": "toad", "eliminated": "fallen"}


def said_on_a_win(road: Road, current: dict, winner: int, count: int) -> tuple[int, str] | None:
    """(the seat that speaks, its words) when ``winner`` wins a hand or round of the match entered
    (``current``: seat 0 the traveller's, the regulars' after in their order): the winner's "won" line if a
    regular's, else a regular's "lost" line, in turn; ``count``, how many such lines the match has said
    (the lines go round, so a match says each before any again). None: no regular has a line for it."""
    regulars = [road.regular(key) for key in current.get("regulars", ())]
    if 1 <= winner <= len(regulars):
        seat, moment = winner, "won"
    elif winner == 0 and regulars:
        seat, moment = 1 + count % len(regulars), "lost"
    else:
        return None  # the house's seat (d0g at the Kennel Yard), or none
    regular = regulars[seat - 1]
    lines = regular.says(moment)
    return (seat, f'{regular.name}: "{lines[count % len(lines)]}"') if lines else None


def said_on_a_badge(road: Road, current: dict, count: int) -> tuple[int, str] | None:
    """(the seat that speaks, its words) when the traveller plays a badge in the match entered: the first
    regular at the table with a "badge" line (the champion sits first), its lines in turn by ``count``."""
    for seat, key in enumerate(current.get("regulars", ()), start=1):
        regular = road.regular(key)
        lines = regular.says("badge")
        if lines:
            return seat, f'{regular.name}: "{lines[count % len(lines)]}"'
    return None


def said_on_a_mishap(road: Road, current: dict, kind: str, seat: int | None, count: int) -> tuple[int, str] | None:
    """(the seat that speaks, its words) at an event of ``kind`` befalling ``seat`` (``MISHAPS``): the
    traveller's (seat 0) answered by a regular, in turn by ``count``; a regular's own by that regular.
    None: no mishap, or nobody with a line for it."""
    moment = MISHAPS.get(kind)
    regulars = [road.regular(key) for key in current.get("regulars", ())]
    if moment is None or seat is None or not regulars:
        return None
    if seat == 0:
        speaker, moment = 1 + count % len(regulars), moment
    elif seat <= len(regulars):
        speaker, moment = seat, moment + "_own"
    else:
        return None
    regular = regulars[speaker - 1]
    lines = regular.says(moment)
    return (speaker, f'{regular.name}: "{lines[count % len(lines)]}"') if lines else None
