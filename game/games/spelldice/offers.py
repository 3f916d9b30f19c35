"""The spells a wizard is offered on a roll: only those that change how it
ends (a hit, a miss, a banished die), and none that turn it against him (his
own hit spoiled, a miss at him made a hit). Each offer says what it does.
Pure: the table shows the offers as buttons, and lets the roll stand for a
person none of whose spells would change it, with no click asked for."""

from __future__ import annotations

from game.games.spelldice.colours import COLOUR_BY_KEY, PURPLE
from game.games.spelldice.rules import Cast, Pass, State

# How much a wizard wants each end of a roll: its shooter, its target (anyone
# else may want any end, and is offered every change).
SHOOTER_WANTS = {"a hit": 2, "a miss": 1, "banished": 0}
TARGET_WANTS = {"a hit": 0, "a miss": 1, "banished": 2}


def verdict(state: State, shot: dict, roll: int) -> str:
    """How a roll ends the shot: a 1 banishes a colour die (a Deadshot's 1 only misses)."""
    if roll == 1 and shot["colour"] != PURPLE:
        return "banished"
    return "a hit" if state.is_hit(shot, roll) else "a miss"


def spell_offers(state: State) -> list[tuple[Cast, str]]:
    """(the cast, what it would do) for each spell worth offering the wizard answering the roll."""
    if not state.window or state.window_shot is None:
        return []
    seat, shot = state.window[0], state.shots[state.window_shot]
    roll = shot["roll"]
    wants = SHOOTER_WANTS if seat == shot["shooter"] else TARGET_WANTS if seat == shot["target"] else None
    now = verdict(state, shot, roll)
    offers = []
    for action in state.legal_actions():
        if not isinstance(action, Cast):
            continue
        spell = COLOUR_BY_KEY[action.colour].spell
        if action.colour == "green":  # a roll again: worth it unless the roll already ends as he wants
            if wants is None or now != ("a hit" if wants is SHOOTER_WANTS else "a miss"):
                offers.append((action, f"{spell}: roll the {roll} again"))
            continue
        after = {"blue": roll - 1, "red": min(6, roll + 1), "black": 7 - roll}[action.colour]
        then = verdict(state, shot, after)
        if then != now and (wants is None or wants[then] > wants[now]):
            offers.append((action, f"{spell}: {roll} to {after}, {then}"))
    return offers


def offer_prompt(state: State, name: str, clock: str) -> tuple[str, ...]:
    """What the person offered spells on a roll is asked, with the seconds left (``clock``): the
    roll, its need and how it ends, said shorter where the line under the table holds no more."""
    assert state.window_shot is not None, "spells are offered on a roll"
    shot = state.shots[state.window_shot]
    roll, need = shot["roll"], state.need(shot)
    ends = "a hit" if state.is_hit(shot, roll) else "a miss"
    shooter, target = state.names[shot["shooter"]], state.names[shot["target"]]
    return (
        f"{name}: {shooter} rolled {roll} at {target} (needs {need}: {ends}). Cast a spell?{clock}",
        f"{name}: {shooter} rolled {roll}, {ends}. Cast a spell?{clock}",
        f"{shooter} rolled {roll}, {ends}. Cast a spell?{clock}",
        f"{name}: cast a spell?{clock}",
    )


def let_stand_unasked(state: State, action) -> bool:
    """A roll let stand where none of the wizard's spells would change it: no choice of his (the table
    answers it for a person without a click), so it is never taken back as one."""
    return isinstance(action, Pass) and bool(state.window) and not spell_offers(state)
