"""The saloon's moments, as the round runner calls them: the count to the
reveal, the hands opening, each colour called, each roll, each spell, each
hit; and the round told over before the next pick. Pure: what is shown and
for how long at the normal pace; the table draws it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event
from game.core.moments import Moment
from game.games.spelldice.colours import COLOUR_BY_KEY, PURPLE

COUNT = (("3...", 0.7), ("2...", 0.7), ("1...", 0.7), ("FIRE!", 1.0))
REVEAL_SECONDS = 2.6
# kind -> (title, ink, seconds); the event's own line goes beneath
SHOWN = {
    "banished": ("BANISHED", "red", 1.8),
    "miss": ("MISS", "ink", 1.3),
    "hit": ("HIT!", "red", 1.8),
    "lost": ("A HIT LOST", "ink", 1.4),
    "cancelled": ("CANCELLED", "ink", 1.4),
    "eliminated": ("DOWN!", "red", 2.2),
    "comes_back": ("BACK FROM THE DEAD!", "gold", 2.4),
    "deadshot_up": ("THE DEADSHOT SIDE IS UP", "gold", 2.2),
    "whip": ("THE WHIP!", "gold", 1.8),
    "last_standing": ("ALL FALL AT ONCE", "gold", 2.2),
    "rolloff": ("A ROLL-OFF!", "gold", 2.0),
    "game_over": ("LAST ONE STANDING", "gold", 2.6),
}
ROLL_SECONDS = 1.8
SPELL_SECONDS = 2.0
CALL_SECONDS = 1.5


def shot_name(colour: str) -> str:
    return "Deadshot" if colour == PURPLE else COLOUR_BY_KEY[colour].shot


def throw_words(state) -> str:
    """The die a throw is for, as the thrower is asked for it: "your Hot Shot
    at Cora", "your Hot Shot at Cora again" (a Spur), "your roll-off die"."""
    if state.rolling is None:
        return "your roll-off die"
    shot = state.shots[state.rolling]
    again = " again" if shot["roll"] is not None else ""
    return f"your {shot_name(shot['colour'])} at {state.names[shot['target']]}{again}"


def call(colour: str) -> Moment:
    """The round runner calls a colour's shots before they are rolled."""
    if colour == PURPLE:
        return Moment((), CALL_SECONDS, "DEADSHOTS!", "The fallen fire last: roll 'em!", "gold", "call")
    shade = COLOUR_BY_KEY[colour]
    return Moment(
        (),
        CALL_SECONDS,
        f"{colour.upper()} SHOTS!",
        f"Who has {colour} shots? Roll 'em! ({shade.shot}: hits on {shade.need}+)",
        "gold",
        "call",
    )


def moments_of(events: list[Event]) -> list[Moment]:
    """The moments one move's events make, in order."""
    moments: list[Moment] = []
    quiet: list[Event] = []  # events said with the next moment

    def add(
        event_list: list[Event],
        seconds: float,
        title: str = "",
        sub: str = "",
        ink: str = "gold",
        kind: str = "",
        hold: bool = False,
    ) -> None:
        moments.append(Moment(tuple(quiet + event_list), seconds, title, sub, ink, kind, hold))
        quiet.clear()

    reveals = [e for e in events if e.kind == "reveal"]
    for event in events:
        kind = event.kind
        if kind == "picked":
            add([event], 0.6, kind="picked")
        elif kind == "fire":
            for words, seconds in COUNT[:-1]:
                add([], seconds, words, "", "gold", "count")
            add([event], COUNT[-1][1], COUNT[-1][0], "", "gold", "fire")
        elif kind == "reveal":
            if event is reveals[0]:
                add(
                    reveals,
                    REVEAL_SECONDS,
                    "HANDS OPEN!",
                    "Shots go green first, then blue, red, black; Deadshots last.",
                    "gold",
                    "reveal",
                )
        elif kind == "shot_roll":
            roll = event.data["roll"]
            banished = roll == 1 and event.data["colour"] != PURPLE
            verdict = "banished" if banished else "a hit" if event.data["hit"] else "a miss"
            add([event], ROLL_SECONDS, f"{roll}: {verdict.upper()}", event.text, "gold", "roll")
        elif kind == "spell":
            spell = COLOUR_BY_KEY[event.data["spell"]].spell
            add([event], SPELL_SECONDS, f"{spell.upper()}!", event.text, "gold", "spell")
        elif kind == "rolloff_roll":
            add([event], ROLL_SECONDS, str(event.data["roll"]), event.text, "gold", "roll")
        elif kind == "round_over":
            add([event], 4.0, "", "", "gold", "summary", hold=True)
        elif kind in SHOWN:
            title, ink, seconds = SHOWN[kind]
            if event.data.get("for_good"):  # come back once already: no Deadshot to wait for
                title = "OUT FOR GOOD!"
            heal = [e for e in events if e.kind == "heal" and kind == "hit" and e.seat == event.seat]
            sub = " ".join([event.text] + [e.text for e in heal])
            add([event], seconds, title, sub, ink, kind)
        else:
            quiet.append(event)
    if quiet:
        add([], 0.0)
    return moments


@dataclass(frozen=True)
class ShotLine:
    """One shot of a round, told over: who at whom, its rolls and spells, how it ended."""

    colour: str
    who: str
    rolls: str
    result: str


def round_lines(events: list[Event], names: tuple) -> list[ShotLine]:
    """The round's shots in the order they were rolled (a shot cancelled
    before its roll where it was cancelled), each with its heal, from its events."""
    shots: list[dict] = []
    order: list[int] = []  # shot numbers, as each first came up after the reveal
    healing: int | None = None  # the shot whose hit a heal follows
    for event in events:
        data = event.data
        if "shot" in data and event.kind != "reveal" and data["shot"] not in order:
            order.append(data["shot"])
        if event.kind == "reveal":
            assert event.seat is not None  # a reveal is one seat's hands
            for kind, colour, target in data["hands"]:
                if kind in ("shot", "deadshot"):
                    shots.append(
                        {
                            "colour": colour,
                            "who": f"{names[event.seat]} at {names[target]}",
                            "rolls": [],
                            "result": "not rolled",
                        }
                    )
        elif event.kind == "shot_roll":
            rolls = shots[data["shot"]]["rolls"]
            if rolls and rolls[-1].endswith(":"):  # Spur's roll again
                rolls[-1] += f" {data['roll']}"
            else:
                rolls.append(str(data["roll"]))
        elif event.kind == "spell":
            spell = COLOUR_BY_KEY[data["spell"]].spell
            assert event.seat is not None  # a spell is cast by a seat
            shots[data["shot"]]["rolls"].append(
                f"{spell} ({names[event.seat]}):" + (f" {data['roll']}" if "roll" in data else "")
            )
        elif event.kind == "heal" and healing is not None:  # a Booster's hit heals its shooter
            shots[healing]["rolls"].append(f"heals to {data['health']}")  # the shooter, named in the row
            shots[healing]["result"] = "hit, heal"
        elif event.kind in ("hit", "miss", "banished", "cancelled", "lost"):
            shot = shots[data["shot"]]
            shot["result"] = {"lost": "hit, lost", "banished": "banished"}.get(event.kind, event.kind)
        healing = data["shot"] if event.kind == "hit" else None
    order += [k for k in range(len(shots)) if k not in order]  # never rolled nor ended: last
    return [
        ShotLine(shots[k]["colour"], shots[k]["who"], ", ".join(shots[k]["rolls"]) or "-", shots[k]["result"])
        for k in order
    ]


def health_words(shown) -> str:
    """Each wizard's health as the round told over says it: a number, "down" for a wizard who may still
    fire a Deadshot, "out" for one out for good (having come back once)."""
    return ", ".join(
        f"{name} {('out' if shown.came_back[seat] else 'down') if shown.eliminated[seat] else shown.health[seat]}"
        for seat, name in enumerate(shown.names)
    )


def foot_words(events: list[Event], shown) -> str:
    """The round told over's last line: the Whip cracked this round, and the dice waiting in the
    Nether-Nether; "" when neither."""
    return foot_choices(events, shown)[0]


def foot_choices(events: list[Event], shown) -> tuple[str, ...]:
    """The foot whole, then said shorter where the card has no room for it (long names, the larger
    text sizes): whose dice wait counted, not named; then the Nether-Nether's dice alone."""
    cracked = [event.text.rstrip(".") for event in events if event.kind == "whip"]
    waiting = [
        (name, shown.nether[seat])
        for seat, name in enumerate(shown.names)
        if shown.nether[seat] and not shown.eliminated[seat]
    ]
    named = [f"{name} {', '.join(dice)}" for name, dice in waiting]
    count = sum(len(dice) for _, dice in waiting)
    counted = f"In the Nether-Nether: {count} {'die' if count == 1 else 'dice'} (each plaque shows its own)"
    whole = cracked + ([f"In the Nether-Nether: {'; '.join(named)}"] if named else [])
    shorter = cracked + ([counted] if named else [])
    return tuple(". ".join(said) + "." if said else "" for said in (whole, shorter, shorter[-1:]))
