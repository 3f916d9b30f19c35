"""The Ledger: the record of every match finished at this computer, and the
dice its people threw, to show the dice are fair.

A finished match is read once (``entry_of``): its moves are played back
through the rules, so that each throw is known with its thrower and the
kind of die, and only the people's dice are counted. ``Ledger.add`` folds
the entry in; the file is ``ledger.json`` in the data folder, written
through the saving module (a damaged file falls back to its last good copy;
one that cannot be read at all is set aside, kept, and a new ledger begun,
with a one-line note). Nothing here draws: the Ledger's screens and
``python -m game ledger`` read the same figures.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.core import catalogue
from game.core.coins import format_coins
from game.core.dice import Fate, ThrowResult
from game.core.dice_stats import FairnessTest, fairness
from game.platform.settings import data_dir
from game.platform.storage import Unreadable, kept_words, read_json, write_json
from game.services.match import LEVELS, PERSON

LEDGER_FORMAT = 1
RECENT = 40  # matches kept per person for the charts
REMEMBERED = 200  # matches remembered by their key, so none is counted twice
SEAT_TYPES = (PERSON,) + LEVELS
# The measured rates of standard throws, to set the people's own beside: Death's
# Will's key-press throw leaves the bowl about 0.2% of the time (the bench's
# deaths_will_standard_throw_piss_rate_*: 0.35, 0.15 and 0.20% at its stakes).
STATED_RATES = {"bowl": ("left the bowl", 0.002), "toad": ("taken by the toad", 0.059)}
FACES = {"picture die": 6}  # faces of the dice not named dN


def ledger_file() -> Path:
    return data_dir() / "ledger.json"


def faces_of(kind: str) -> int:
    """How many faces a kind of die has: "d12" 12, "red die" 6."""
    if kind in FACES:
        return FACES[kind]
    if kind.startswith("d") and kind[1:].isdigit():
        return int(kind[1:])
    return 6


@dataclass(frozen=True)
class Wager:
    """What a person's wager at a Tavern Road table came to: ``net`` coins
    (the pot less the wager when won, the wager lost, 0 when it went back)
    and the ``pot`` won (0 unless won)."""

    net: int
    pot: int


@dataclass
class MatchEntry:
    """One finished match as the Ledger keeps it."""

    key: str  # game, seed and length: the same match is never counted twice
    game: str
    names: tuple[str, ...]
    seats: tuple[str, ...]  # each seat's controller
    won: tuple[bool, ...]
    lost: tuple[bool, ...]
    coins: tuple[int, ...] | None
    points: tuple[int, ...] | None
    biggest_pot: int  # the most one hand or bet paid a person at this table
    dice: dict[str, list[int]] = field(default_factory=dict)  # the people's dice: kind -> count by face
    places: dict[str, list[int]] = field(default_factory=dict)  # "bowl": [thrown, out]; "toad": [thrown, taken]
    wager: Wager | None = None  # a Tavern Road match played for a pot: what the person's wager came to
    online: bool = False  # played at a host's table, tagged so in the people's lists of matches
    people: tuple[int, ...] | None = None  # the seats of the people at this machine (None: every person's seat)


def entry_of(match, wager: Wager | None = None) -> MatchEntry:
    """A finished match's entry: its outcome, the people's dice, and the
    wager it was played for on the Tavern Road."""
    if not match.over:
        raise ValueError("only a finished match goes into the ledger")
    rules = match.definition.play.rules
    state = rules.State.new(match.state.options)
    here = match.people_here()  # online, a friend's win, dice and purse are counted at their own machine
    dice: dict[str, list[int]] = {}
    places: dict[str, list[int]] = {}
    thrown = -1  # the throws counted so far, less one
    for data in match.state.history:
        action = rules.action_from_dict(data)
        if isinstance(action, ThrowResult):
            thrown += 1
            request = state.throw_request()
            kind = state.die_kind(request)
            if kind is not None and request.thrower in here:
                counts = dice.setdefault(kind, [0] * faces_of(kind))
                # a Tavern Road special die is not fair by its making: the fairness test never counts it
                special = match.special is not None and match.special.throws_in(request, kind)
                # nor a throw a road badge bent
                bent = match.badges.bent_at is not None and match.badges.bent_at == thrown
                for value in () if bent else action.values[1:] if special else action.values:
                    counts[value - 1] += 1
                if request.place in STATED_RATES:
                    tally = places.setdefault(request.place, [0, 0])
                    tally[0] += len(action.values)
                    tally[1] += sum(fate is not Fate.KEPT for fate in action.fates)
            if action.taken_later and "toad" in places:  # a person's die lying on the table, taken later
                places["toad"][1] += sum(seat in here for seat, _ in action.taken_later)
        state.apply(action)
    outcome = match.state.outcome()
    return MatchEntry(
        key=f"{match.game}/{match.seed}/{len(match.state.history)}",
        game=match.game,
        names=tuple(match.state.options.names),
        seats=tuple(match.controllers),
        won=outcome.won,
        lost=outcome.lost,
        coins=outcome.coins,
        points=outcome.points,
        biggest_pot=max((outcome.biggest_pot[seat] for seat in here), default=0) if outcome.biggest_pot else 0,
        dice=dice,
        places=places,
        wager=wager,
        online=match.played_online,
        people=here,
    )


def _new_game() -> dict:
    return {
        "played": 0,
        "won": 0,
        "lost": 0,
        "drawn": 0,
        "by_seat": {kind: {"seats": 0, "won": 0, "lost": 0} for kind in SEAT_TYPES},
        "coins_won": 0,
        "coins_lost": 0,
        "biggest_pot": 0,
        "streak": 0,
        "longest_streak": 0,
    }


def _empty() -> dict:
    return {"format": LEDGER_FORMAT, "games": {}, "dice": {}, "places": {}, "people": {}, "counted": []}


class Ledger:
    """The whole record; ``data`` is what the file holds."""

    def __init__(self, data: dict | None = None):
        self.data = data if data is not None else _empty()

    # --- what it says ---

    def game(self, key: str) -> dict:
        return self.data["games"].get(key) or _new_game()

    def total(self) -> dict:
        """Every game's record added up; the streaks run across the games."""
        whole = _new_game()
        for record in self.data["games"].values():
            for name in ("played", "won", "lost", "drawn", "coins_won", "coins_lost"):
                whole[name] += record[name]
            for kind in SEAT_TYPES:
                for name in ("seats", "won", "lost"):
                    whole["by_seat"][kind][name] += record["by_seat"][kind][name]
            whole["biggest_pot"] = max(whole["biggest_pot"], record["biggest_pot"])
            whole["longest_streak"] = max(whole["longest_streak"], record["longest_streak"])
        # Matches won in a row whatever the game; a ledger from before it kept
        # this knows only each game's own streaks.
        whole["streak"] = self.data.get("streak", 0)
        whole["longest_streak"] = self.data.get("longest_streak", whole["longest_streak"])
        return whole

    def dice_kinds(self) -> list[str]:
        """The kinds of dice thrown, the most thrown first."""
        return sorted(self.data["dice"], key=lambda kind: (-sum(self.data["dice"][kind]), kind))

    def fairness(self, kind: str) -> FairnessTest:
        counts = self.data["dice"].get(kind) or [0] * faces_of(kind)
        return fairness(kind, list(counts))

    def place_rate(self, place: str) -> tuple[int, int]:
        """(dice thrown, dice lost) by the people where a die can leave the bowl or be eaten."""
        thrown, lost = self.data["places"].get(place, [0, 0])
        return thrown, lost

    def people(self) -> list[str]:
        """The people who played, most matches first."""
        return sorted(self.data["people"], key=lambda name: (-len(self.data["people"][name]), name))

    def recent(self, name: str, coins: bool | None = None) -> list[dict]:
        """A person's last matches, oldest first; only coin games (True) or only points games (False)."""
        matches = self.data["people"].get(name, [])
        if coins is None:
            return list(matches)
        return [m for m in matches if (m["coins"] is not None) == coins]

    # --- adding a match ---

    def add(self, entry: MatchEntry) -> bool:
        """Fold a finished match in; False (and nothing changed) if it was
        already counted, or if no person played it (a table of computers is
        watched, not played)."""
        people = [seat for seat, kind in enumerate(entry.seats) if kind == PERSON]
        if entry.people is not None:  # online: only this machine's people (their friends count at theirs)
            people = [seat for seat in people if seat in entry.people]
        if entry.key in self.data["counted"] or not people:
            return False
        self.data["counted"] = (self.data["counted"] + [entry.key])[-REMEMBERED:]
        record = self.data["games"].setdefault(entry.game, _new_game())
        record["played"] += 1
        for seat, kind in enumerate(entry.seats):
            tally = record["by_seat"][kind]
            tally["seats"] += 1
            tally["won"] += entry.won[seat]
            tally["lost"] += entry.lost[seat]
        won = any(entry.won[seat] for seat in people)
        if won:
            record["won"] += 1
        elif any(entry.lost[seat] for seat in people):
            record["lost"] += 1
        else:
            record["drawn"] += 1
        for streaks in (record, self.data):  # the game's streak, and the streak across every game
            streaks["streak"] = streaks.get("streak", 0) + 1 if won else 0
            streaks["longest_streak"] = max(streaks.get("longest_streak", 0), streaks["streak"])
        if entry.coins is not None:
            for seat in people:
                record["coins_won"] += max(0, entry.coins[seat])
                record["coins_lost"] += max(0, -entry.coins[seat])
            record["biggest_pot"] = max(record["biggest_pot"], entry.biggest_pot)
        if entry.wager is not None:
            record["coins_won"] += max(0, entry.wager.net)
            record["coins_lost"] += max(0, -entry.wager.net)
            record["biggest_pot"] = max(record["biggest_pot"], entry.wager.pot)
        for kind, counts in entry.dice.items():
            known = self.data["dice"].setdefault(kind, [0] * len(counts))
            self.data["dice"][kind] = [a + b for a, b in zip(known, counts)]
        for place, (thrown, lost) in entry.places.items():
            known = self.data["places"].setdefault(place, [0, 0])
            self.data["places"][place] = [known[0] + thrown, known[1] + lost]
        for seat in people:
            kept = self.data["people"].setdefault(entry.names[seat], [])
            kept.append(
                {
                    "game": entry.game,
                    "won": entry.won[seat],
                    "lost": entry.lost[seat],
                    "coins": None if entry.coins is None else entry.coins[seat],
                    "points": None if entry.points is None else entry.points[seat],
                    "when": time.strftime("%Y-%m-%d"),
                    **({"online": True} if entry.online else {}),  # absent: at this machine (as every older entry)
                }
            )
            del kept[:-RECENT]
        return True

    def add_run(self, run: dict) -> bool:
        """A finished run of the Tavern Road (its ``key`` unique to the run);
        False if it was already kept."""
        runs = self.data.setdefault("runs", [])
        if any(kept["key"] == run["key"] for kept in runs):
            return False
        runs.append(dict(run))
        return True

    def runs(self) -> list[dict]:
        return list(self.data.get("runs", []))

    # --- the figures without a window ---

    def to_json(self) -> dict:
        """What ``python -m game ledger --json`` prints."""
        games = {}
        for definition in catalogue.games():
            if definition.playable:
                record = self.game(definition.key)
                games[definition.key] = {
                    name: record[name]
                    for name in (
                        "played",
                        "won",
                        "lost",
                        "drawn",
                        "coins_won",
                        "coins_lost",
                        "biggest_pot",
                        "longest_streak",
                    )
                }
                games[definition.key]["by_seat"] = record["by_seat"]
        dice = {}
        for kind in self.dice_kinds():
            test = self.fairness(kind)
            dice[kind] = {
                "counts": {str(face): n for face, n in enumerate(test.counts, start=1)},
                "throws": test.throws,
                "chi_square": round(test.chi_square, 4),
                "degrees": test.degrees,
                "p_value": round(test.p_value, 4),
                "verdict": test.verdict(),
            }
        places = {}
        for place, (words, stated) in STATED_RATES.items():
            thrown, lost = self.place_rate(place)
            places[place] = {
                "thrown": thrown,
                "lost": lost,
                "rate": round(lost / thrown, 4) if thrown else None,
                "stated_rate": stated,
                "what": words,
            }
        return {
            "games": games,
            "overall": {k: v for k, v in self.total().items() if k != "streak"},
            "dice": dice,
            "places": places,
            "runs": self.runs(),
        }

    def text(self) -> str:
        """The figures for a person to read."""
        lines = []
        for definition in catalogue.games():
            if not definition.playable:
                continue
            r = self.game(definition.key)
            line = f"{definition.title}: {r['played']} played, {r['won']} won, {r['lost']} lost"
            if r["coins_won"] or r["coins_lost"]:
                line += (
                    f"; coins won {format_coins(r['coins_won'])}, lost {format_coins(r['coins_lost'])}, "
                    f"biggest pot {format_coins(r['biggest_pot'])}"
                )
            lines.append(line + f"; longest streak {r['longest_streak']}")
        kinds = self.dice_kinds()
        lines.append("The dice:" if kinds else "The dice: none thrown yet.")
        lines.extend(f"  {self.fairness(kind).said()}" for kind in kinds)
        for place, (words, stated) in STATED_RATES.items():
            thrown, lost = self.place_rate(place)
            if thrown:
                lines.append(
                    f"  {lost} of {thrown:,} dice {words} ({lost / thrown:.1%}; the README states "
                    f"{stated:.1%} for standard throws)"
                )
        return "\n".join(lines)


# --- the file ---


def _a_ledger(data: object) -> None:
    if not isinstance(data, dict) or data.get("format") != LEDGER_FORMAT:
        raise Unreadable("it is not a ledger of this version")
    for name, kind in (("games", dict), ("dice", dict), ("places", dict), ("people", dict), ("counted", list)):
        if not isinstance(data.get(name), kind):
            raise Unreadable(f"its {name} are damaged")
    if not isinstance(data.get("runs", []), list):
        raise Unreadable("its runs are damaged")
    for key, record in data["games"].items():
        if catalogue.find(key) is None or not isinstance(record, dict) or set(_new_game()) - set(record):
            raise Unreadable(f"its record of {str(key)[:30]!r} is damaged")
    for kind, counts in data["dice"].items():
        if not isinstance(counts, list) or not all(isinstance(n, int) and n >= 0 for n in counts):
            raise Unreadable(f"its counts of the {str(kind)[:20]} are damaged")


def load_ledger(path: Path | None = None) -> tuple[Ledger, str | None]:
    """The ledger and a one-line note when its file could not be read as it
    was (its last good copy was used, or a new one begun); a damaged file is
    kept, set aside, never deleted."""
    path = path or ledger_file()
    try:
        found = read_json(path, _a_ledger)
    except Unreadable as problem:
        if not problem.kept and not os.path.lexists(path):
            return Ledger(), None  # none yet
        return Ledger(), f"The ledger could not be read ({problem}); a new one was begun.{kept_words(problem.kept)}"
    note = None
    if found.kept:
        note = f"The ledger could not be read ({found.problem}); its last good copy was used.{kept_words(found.kept)}"
    assert isinstance(found.data, dict)  # _a_ledger made sure
    return Ledger(found.data), note


def record_match(match, path: Path | None = None, wager: Wager | None = None) -> str | None:
    """Add a finished match to the ledger file (once: a match already counted
    is not counted again). Returns a one-line note if the file had a problem
    (or could not be written); None when all went well."""
    path = path or ledger_file()
    ledger, note = load_ledger(path)
    if not ledger.add(entry_of(match, wager)):
        return note
    try:
        write_json(path, ledger.data)
    except OSError as error:
        return f"The ledger could not be written ({error})."
    return note


def record_run(run: dict, path: Path | None = None) -> str | None:
    """Keep a finished Tavern Road run in the ledger file; a one-line note on a problem."""
    path = path or ledger_file()
    ledger, note = load_ledger(path)
    if ledger.add_run(run):
        try:
            write_json(path, ledger.data)
        except OSError as error:
            return f"The ledger could not be written ({error})."
    return note


def reset_ledger(path: Path | None = None) -> None:
    """A new, empty ledger; the old one stays as the backup."""
    write_json(path or ledger_file(), _empty())
