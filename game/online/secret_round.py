"""A round of secret moves at the host's table (Spelldice's picks). The host
asks every seat to pick at once; a remote seat's app sends only a seal (the
hash of its pick and a salt), and the host's own computer seats seal theirs
the same way. Once every seal is in, every seat is told them all and each
app shows its pick and salt; the host refuses, naming the seat, a pick that
is not the one sealed, and plays the picks into the match in the rules'
order, telling each as a step. So the host never holds a remote pick while
any seat may still choose.

A seat whose player has gone for longer than the table waits is picked for
by the table's stand-in, sealed like any other; so is a seat whose shown
pick the rules refuse.
"""

from __future__ import annotations

import asyncio
import logging

from game.online import sealed
from game.online.messages import TIMED_OUT, one_line
from game.online.seats import STAND_IN

log = logging.getLogger("dice-tavern.host")


async def play_secret_round(table) -> None:
    """Every secret move of the round, sealed, shown and played; ``table`` is the host's OnlineTable."""
    match, step = table.match, len(table.told)
    movers = match.state.secret_movers()
    seals: dict[int, str] = {}
    shown: dict[int, object] = {}  # a seat -> its move, once shown and taken
    own: dict[int, tuple[dict, str]] = {}  # the host's own seats' moves and salts

    def seal_for(seat: int) -> None:
        level = STAND_IN if seat in table.seats else match.controllers[seat]
        move, salt = sealed.secret_choice(match, seat, level), sealed.new_salt()
        own[seat], seals[seat] = (move, salt), sealed.seal(move, salt)

    for seat in movers:
        if seat not in table.seats or table.played_for(seat):
            seal_for(seat)
    asked = [seat for seat in movers if seat not in seals]
    table.asking = ("pick", {"step": step, "seats": asked}, seals)
    await table.tell("pick", step=step, seats=asked)
    told_in = 0  # how many seals every table was told are in: each table shows who still chooses
    while len(seals) < len(movers):
        if len(seals) != told_in:
            told_in = len(seals)
            await table.tell("seal_in", step=step, seats=sorted(seals))
        heard = await _next(table, movers, seals, seal_for)
        if heard is None:
            continue
        sender, message = heard
        reason = _why_not(message, "seal", sender, step, movers, seals)
        if reason is None and sender in seals:
            reason = "your pick is sealed already"
        if reason is None:
            seals[sender] = message["seal"]
        else:
            await table.refuse(sender, reason)
    said = [seals[seat] for seat in movers]
    table.asking = ("sealed", {"step": step, "seats": list(movers), "seals": said}, seals)
    await table.tell("sealed", step=step, seats=list(movers), seals=said)
    for seat, (move, _) in own.items():
        shown[seat] = match.state.move_forms.from_dict(move)
    salts = {seat: salt for seat, (_, salt) in own.items()}
    while len(shown) < len(movers):
        heard = await _next(table, movers, shown, lambda seat: _stand_in(table, seat, shown))
        if heard is None:
            continue
        sender, message = heard
        try:
            reason, action, problem = _unsealed(match, message, sender, step, movers, seals, shown)
        except Exception as error:  # a fault the pick met (the match is not touched till every pick is shown)
            log.warning("seat %d's pick met a fault, and its app was let go: %s", sender, one_line(error))
            await table.let_go(sender, "the table could not take that message")
            continue
        if reason is None and action is None:
            await table.refuse(sender, f"{problem}; the table's computer picks for you this round")
            _stand_in(table, sender, shown)
        elif reason is None:
            shown[sender], salts[sender] = action, message["salt"]
        else:
            await table.refuse(sender, reason)
    table.asking, table.forfeit = None, set()
    table.sealed.append({"step": step, "seats": list(movers), "seals": said, "salts": [salts.get(s) for s in movers]})
    for seat in movers:
        match.act(shown[seat])
        record = match.last_step()
        await table.tell("step", step=len(table.told), record=record)
        table.told.append(record)


def _unsealed(match, message: dict, sender: int, step: int, movers, seals: dict, shown: dict):
    """(why a shown pick is refused, or None; the move it shows, or None if the rules refuse it; why not)."""
    reason = _why_not(message, "unseal", sender, step, movers, seals)
    if reason is None and sender in shown:
        reason = "your pick is shown already"
    if reason is None and not sealed.matches(seals[sender], message["move"], message["salt"]):
        reason = f"seat {sender}'s pick is not the one it sealed"
    if reason is not None:
        return reason, None, None
    action, problem = sealed.secret_problem(match, sender, message["move"])
    return None, action, problem


def _stand_in(table, seat: int, shown: dict) -> None:
    """The table's computer picks for a seat whose player is gone (its seal, if any, goes unshown)."""
    match = table.match
    shown[seat] = match.state.move_forms.from_dict(sealed.secret_choice(match, seat, STAND_IN))


async def _next(table, movers, done: dict, stand_in):
    """The next message to the table, or None after a second of quiet (when
    any seat still awaited whose player has gone too long is played for)."""
    try:
        return await asyncio.wait_for(table.inbox.get(), timeout=1.0)
    except TIMED_OUT:
        for seat in movers:
            if seat not in done and (table.played_for(seat) or seat in table.forfeit):
                stand_in(seat)
        await table.tell_stand_ins()
        return None


def _why_not(message: dict, kind: str, sender: int, step: int, movers, seals: dict) -> str | None:
    if message["kind"] != kind:
        waiting = "every seal" if kind == "seal" else "every sealed pick to be shown"
        return f"the table is waiting for {waiting}; a {message['kind']} message has no place now"
    if sender not in movers:
        return "you have no pick to make this round"
    if message["step"] != step:
        return f"that was for step {message['step']}; the table is at step {step}"
    if kind == "seal" and not sealed.is_seal(message["seal"]):
        return "a seal is a hash: 64 hex digits"
    return None
