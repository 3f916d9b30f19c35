"""Undo at a host's table: a seat takes back its last choices as at one
screen (``Match.take_back_from``: its own choices since the last throw, in
its own turn, never into another's), and never a secret move, sealed by its
hash before any was shown. The host checks an app's asking by this rule
before it rewinds its match; each app checks the host's word by the same
rule before it rewinds its own, so no table takes back dice or another's
choice on anyone's say-so."""

from __future__ import annotations


def why_not_take_back(match, sender: int, seat: int, said_step: int, step: int) -> str | None:
    """Why the host refuses ``sender``'s asking to take back its choices, ``seat`` being the one it
    waits for and ``step`` where the table is (``said_step`` where the app saw it); None: it may."""
    if sender != seat:
        return "nothing is taken back in another's turn"
    if said_step != step:
        return f"that was for step {said_step}; the table is at step {step}"
    if match.take_back_from(sender) is not None:
        return None
    last = len(match.state.history) - 1
    if last < 0:
        return "there is no choice of yours to take back"
    if last in match.secret_moves:
        return "a sealed pick is never taken back"
    mover = match.movers.get(last)
    if mover is None or mover < 0:
        return "the dice have been thrown since: chance is never taken back"
    return "there is no choice of yours to take back now"


def host_took_back(match, seat: int, start: int) -> bool:
    """The host's word that ``seat``'s choices from step ``start`` on are taken back is what the rule
    allows at this app's copy of the match (a host that says more is caught)."""
    return 0 <= start < len(match.state.history) and match.take_back_from(seat) == start
