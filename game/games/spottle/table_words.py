"""The words on the Spottle table's cards: the Master's (his dice and the
house he keeps) and the round's (each player's dice, and how the last round
went), each from the rules' state and what the table shows of it."""

from __future__ import annotations

from collections import Counter

from game.core.coins import format_coins, format_signed
from game.games.spottle.items import ITEMS
from game.games.spottle.rules import TOAD_TITLES

# On the round card, in words a newcomer reads: a bust is a total of 11 or 12.
ROUND_OUTCOMES = {"win": "won", "push": "tied", "bust": "over 10, lost", "lose": "lost"}
COUNTED_OUTCOMES = {"win": "won", "push": "tied", "bust": "over 10", "lose": "lost"}  # "2 won, 1 over 10"
LOST_DIE = {"toad": "eaten", "jaw": "snapped", "randomizer": "no die"}  # a die that counts 0, and why


def dice_in_words(rolls: list, lost: list) -> str:
    """A player's dice this round as the round card says them: "no die
    thrown yet", "first die 4", "4 + 0 (eaten) = 4"."""
    if rolls[0] is None:
        return "no die thrown yet" + (", no second die" if lost[1] else "")
    said = [f"0 ({LOST_DIE[how]})" if how else str(value) for value, how in zip(rolls, lost)]
    if rolls[1] is None:
        return f"first die {said[0]}"
    return f"{said[0]} + {said[1]} = {sum(rolls)}"  # a lost die lies in the rolls as 0


def dice_in_figures(rolls: list, lost: list) -> str:
    """A player's dice this round in figures alone: "none yet", "4", "4+0=4" (a lost die a 0)."""
    if rolls[0] is None:
        return "none yet"
    said = [str(0 if how else value) for value, how in zip(rolls, lost)]
    return said[0] if rolls[1] is None else f"{'+'.join(said)}={sum(rolls)}"


def master_dice_lines(shown: dict) -> tuple[str, ...]:
    """The line of his dice, then shorter ways to say it (for ``fitted_choice``)."""
    master = [str(v) for v in shown["master_rolls"] if v is not None]
    if master:
        total = f" = {sum(map(int, master))}" if len(master) == 2 else ""
        return ("His dice: " + " + ".join(master) + total, " + ".join(master) + total)
    if shown["round_results"]:
        had = shown["round_results"][-1]["master_total"]
        return (f"He had {had} last round", f"Last round: {had}")
    return ("He throws after the players", "He throws last")


def house_lines(state, shown: dict) -> list[str]:
    """The house the Master keeps: his bank, the limit, his creature, what he has won."""
    limit = state.options.limit
    lines = [
        f"Bank: {format_coins(shown['bank'])}",
        f"Table limit: {format_coins(limit) if limit else 'none'}",
        f"{TOAD_TITLES[state.options.toad]} on the table",
    ]
    if state.options.toad == "crocodile":
        lines.append(f"Teeth pressed since the last snap: {shown['teeth_pressed']}")
    hoard = shown["hoard"]
    lines.append(f"Objects won: {', '.join(ITEMS[k].short for k in hoard)}" if hoard else "Objects won: none")
    return lines


def round_lines(state, shown: dict) -> list[str]:
    """The round card: how the last round went (until this one's dice are
    thrown), then each player's dice so far."""
    return round_sayings(state, shown)[0].split("\n")


def round_sayings(state, shown: dict) -> tuple[str, ...]:
    """The round card's words, whole, then shorter where a full table's
    long names make them too tall for it: the last round said in one line
    (its seats' results are in the talk), then this round's dice alone."""
    last, summed = [], []
    started = any(v is not None for rolls in shown["rolls"] for v in rolls)
    settled = not any(shown["bets"])  # every bet paid out: the round is over (or the session)
    if (not started or settled) and shown["round_results"]:
        round_ = shown["round_results"][-1]
        said = f"Last round, the Master had {round_['master_total']}:"
        last.append(said)
        for r in round_["results"]:
            outcome = ROUND_OUTCOMES[r["result"]]
            last.append(f"{state.names[r['seat']]}: {r['total']}, {outcome} ({format_signed(r['change'])})")
        counts = Counter(COUNTED_OUTCOMES[r["result"]] for r in round_["results"])
        summed = [f"{said} {', '.join(f'{n} {how}' for how, n in counts.items())}.", ""]
        last.append("")
    now = []
    if shown["doomed"] is not None:
        now.append(f"The randomizer named {state.names[shown['doomed']]}.")
    for seat in range(state.players):
        if not shown["bets"] or not shown["bets"][seat]:
            continue
        now.append(f"{state.names[seat]}: {dice_in_words(shown['rolls'][seat], shown['lost'][seat])}")
    empty = "The table is closed." if state.over and shown["round"] == state.round else "Bets are being placed."
    # every seat's dice on lines of their own, then run on, each said shortest ("Jory 4+0=4"): a full
    # table's seats, every one, on a card as low as the largest text leaves it
    tight = [
        f"{state.names[seat]} {dice_in_figures(shown['rolls'][seat], shown['lost'][seat])}"
        for seat in range(state.players)
        if shown["bets"] and shown["bets"][seat]
    ]
    sayings = [last + now, summed + now, now, [", ".join(tight)] if tight else now]
    return tuple(dict.fromkeys("\n".join(lines).strip("\n") or empty for lines in sayings))


def person_prompt(state, name: str, leave_asked: bool, key: str) -> tuple[str, ...]:
    """The person's line at the Spottle table (``leave_asked``: Leave pressed once; ``key``: the throw's
    key in words), then said shorter where the line under the table holds no more."""
    if state.phase == "bet" and leave_asked:
        return (
            f"{name}: leave the table for good? Press Leave again to go, or bet or sit out to stay.",
            "Leave for good? Press Leave again, or bet or sit out to stay.",
        )
    if state.phase == "bet":
        return (f"{name}: bet coins or an object, sit out, or leave the table.", f"{name}: bet, sit out, or leave.")
    if state.phase == "value":
        item, value = ITEMS[state.offer["item"]], format_coins(state.offer["value"])
        return (f"The Master will take {item.name} as {value}. {name}?", f"{item.name} as {value}. {name}?")
    if state.phase == "declare":
        more = format_coins(state.bets[state.turn]["value"])  # in the prompt: it can be longer than a button
        return (
            f"{name}: raise (double the bet, {more} more) or hold, then throw the second die.",
            f"{name}: raise ({more} more) or hold, then throw.",
            f"{name}: raise or hold, then throw.",
        )
    if state.phase == "press":
        return (
            f"{name}: press one of the crocodile's teeth ({key}) before throwing.",
            f"{name}: press a tooth ({key}) first.",
        )
    which = "first" if state.die == 0 else "second"
    return (
        f"{name}: drag across the table and let go to throw your {which} die, or {key}.",
        f"{name}: drag to throw your {which} die, or {key}.",
        f"Drag to throw your {which} die, or {key}.",
    )
