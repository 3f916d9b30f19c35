"""Spelldice: Sorcery Saloon, the rules, pure. Wizards pick dice in secret
for their two hands, fire together, and shots resolve colour by colour; any
wizard holding a spell may react to any roll; the eliminated fire Deadshots
to come back once. The last wizard with health wins.

Secrecy lives here, not only in the screens: ``view(seat)`` is what a seat
may see (its own picks before the reveal, nobody else's). Every reaction is
a decision point (``Cast`` or ``Pass``), so a replay reproduces a round
exactly. The colour table is data (``colours``).

Each wizard's four colour dice are always somewhere: behind the shield, held
up as a spell, out as a shot, or in the Nether-Nether.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.core.dice import ThrowRequest, ThrowResult
from game.core.events import Event
from game.core.move_forms import GameOptions, MoveForms
from game.core.moves import GameMove, GameState, fields_to_dict
from game.core.outcome import Outcome
from game.games.spelldice.colours import (
    COLOUR_BY_KEY,
    DEADSHOT_LOWEST,
    DEADSHOT_START,
    MAX_HEALTH,
    PURPLE,
    SHOT_ORDER,
    START_HEALTH,
)

EMPTY, SHOT, SPELL, WHIP, DEADSHOT = "empty", "shot", "spell", "whip", "deadshot"


# --- moves ------------------------------------------------------------------


@dataclass(frozen=True)
class Hand:
    """What one hand holds at the reveal."""

    kind: str = EMPTY  # empty, shot, spell, whip, deadshot
    colour: str | None = None  # shot and spell
    target: int | None = None  # shot and deadshot

    def __str__(self) -> str:
        at = f"seat {self.target + 1}" if isinstance(self.target, int) else "nobody"
        if self.kind == SHOT:
            return f"a {self.colour} shot at {at}"
        if self.kind == SPELL:
            return f"{self.colour} held up"
        if self.kind == DEADSHOT:
            return f"a Deadshot at {at}"
        return str(self.kind)

    def to_list(self) -> list[str | int | None]:
        return [self.kind, self.colour, self.target]


class Pick(GameMove):
    hands: tuple[Hand, ...] = (Hand(), Hand())

    def __str__(self) -> str:
        return "pick " + " and ".join(map(str, self.hands))


class Cast(GameMove):
    """Cast a held spell on the roll just made."""

    colour: str

    def __str__(self) -> str:
        spell = COLOUR_BY_KEY[self.colour].spell if self.colour in COLOUR_BY_KEY else self.colour
        return f"cast {spell}"


class Pass(GameMove):
    said = "let the roll stand"


class First(GameMove):
    """A wizard hit by tied shots of one colour takes this one first."""

    shot: int

    said = "take shot {shot!n} first"


class Lower(GameMove):
    """Hip Shot: the target cancels one of his shots still to roll."""

    shot: int

    said = "cancel shot {shot!n}"


Action = Pick | Cast | Pass | First | Lower


MOVES = MoveForms("Spelldice", {"pick": Pick, "cast": Cast, "pass": Pass, "first": First, "lower": Lower})


action_from_dict = MOVES.from_dict


# --- options ----------------------------------------------------------------


@dataclass(frozen=True)
class Options(GameOptions):
    names: tuple[str, ...] = ("Ada", "Brannoc")
    countdown: int | None = None  # seconds a person has to answer a roll at the table; None: no hurry
    later_fields = {"countdown": None}

    def problem(self) -> str | None:
        if not 2 <= len(self.names) <= 6:
            return "Spelldice is played by 2 to 6 wizards"
        if any(not str(name).strip() for name in self.names):
            return "every wizard needs a name"
        if self.countdown is not None and not 2 <= self.countdown <= 60:
            return "a countdown is 2 to 60 seconds"
        return None


# --- the state --------------------------------------------------------------


@dataclass
class State(GameState):
    options: Options
    health: list[int]
    shield: list[list[str]]  # per wizard: colours behind the shield
    nether: list[list[str]]  # per wizard: banished colours
    eliminated: list[bool]
    came_back: list[bool]  # has come back from a Deadshot (once a game)
    deadshot_need: list[int]
    round: int = 1
    phase: str = "pick"  # pick, shots, rolloff, over
    picker: int = 0
    # per seat, secret until the reveal: its hands, each as [kind, colour, target], or None
    picks: list[list[list[Any]] | None] = field(default_factory=list)
    # this round's: {shooter, colour, target, roll, state, out}
    shots: list[dict[str, Any]] = field(default_factory=list)
    held: list[list[str]] = field(default_factory=list)  # per seat: spell colours held up
    # per seat: spells held up this round that went back behind the shield, uncast, as the wizard fell
    put_back: list[list[str]] = field(default_factory=list)
    whips: list[bool] = field(default_factory=list)
    alive_at_start: list[int] = field(default_factory=list)
    colour_at: int = 0
    rolling: int | None = None  # the shot whose die is due
    window: list[int] | None = None  # seats still to answer the roll just made, in order
    window_shot: int | None = None
    hits: list[int] = field(default_factory=list)  # this colour's hits still to take, in order
    deciding: dict[str, Any] | None = None  # {"kind": "first"|"lower", "seat": n, "shots": [ids]}
    best_roll: list[int] = field(default_factory=list)  # per seat: the highest attack roll this round
    someone_fell: bool = False  # a colour's hits felled a wizard: see who is left once they are all taken
    fallen: list[int] = field(default_factory=list)  # the wizards this colour's hits felled, told once they are taken
    rolloff: list[int] = field(default_factory=list)  # seats rolling off, and their rolls so far
    rolloff_rolls: dict[str, int] = field(default_factory=dict)  # by seat, as JSON keys it
    winner: int | None = None
    history: list[dict[str, Any]] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)

    move_forms = MOVES
    options_type = Options
    progress_said = "round {round}"  # where the game stands (the menu's Continue)

    def awaits_chance(self) -> bool:
        return self.phase == "rolloff" or self.rolling is not None

    @classmethod
    def set_up(cls, options: Options) -> State:
        n = len(options.names)
        state = cls(
            options=options,
            health=[START_HEALTH] * n,
            shield=[["green", "blue", "red"] for _ in range(n)],
            nether=[["black"] for _ in range(n)],
            eliminated=[False] * n,
            came_back=[False] * n,
            deadshot_need=[DEADSHOT_START] * n,
        )
        state.log.append(
            Event(
                "start",
                f"Spelldice: {', '.join(options.names)} sit down at the saloon, {START_HEALTH} health each.",
                None,
            )
        )
        state._begin_round([])
        return state

    # --- what the table looks like ---

    @property
    def turn(self) -> int:
        """Who acts or throws now."""
        if self.phase == "pick":
            return self.picker
        if self.rolling is not None:
            return self.shots[self.rolling]["shooter"]
        if self.phase == "rolloff":
            return self.rolloff[len(self.rolloff_rolls)] if len(self.rolloff_rolls) < len(self.rolloff) else 0
        if self.deciding:
            return self.deciding["seat"]
        if self.window:
            return self.window[0]
        return 0

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def living(self) -> list[int]:
        return [seat for seat in range(self.players) if not self.eliminated[seat]]

    def may_deadshot(self, seat: int) -> bool:
        return self.eliminated[seat] and not self.came_back[seat]

    def acts_this_round(self, seat: int) -> bool:
        return not self.eliminated[seat] or self.may_deadshot(seat)

    def dice_of(self, seat: int) -> int:
        """A wizard's colour dice, wherever they are: always 4."""
        out = sum(1 for shot in self.shots if shot["shooter"] == seat and shot["out"] and shot["colour"] != PURPLE)
        return len(self.shield[seat]) + len(self.nether[seat]) + len(self.held[seat]) + out

    def throw_request(self) -> ThrowRequest | None:
        if self.phase == "rolloff" and len(self.rolloff_rolls) < len(self.rolloff):
            return ThrowRequest(self.turn, 6, 1, place="tray")
        if self.rolling is not None:
            return ThrowRequest(self.shots[self.rolling]["shooter"], 6, 1, place="tray")
        return None

    def throw_word(self) -> str:
        return "roll the shot" if self.rolling is not None else "roll off"

    def view(self, seat: int) -> dict:
        """What this seat may see: everything but other wizards' picks before the reveal (and not the
        moves and the log, which grow with the match: copying them at every choice made a long match's
        choices slower and slower)."""
        data = fields_to_dict(self, leaving=("history", "log"))
        data["picks"] = [
            pick if k == seat else ("picked" if pick is not None else None) for k, pick in enumerate(self.picks)
        ]
        return data

    def secret_movers(self) -> tuple[int, ...]:
        """The wizards still to pick this round, in the order the picks are played (online, each is
        committed to before any is shown)."""
        if self.phase != "pick":
            return ()
        return tuple(seat for seat in range(self.picker, self.players) if self.acts_this_round(seat))

    def as_secret_mover(self, seat: int) -> State:
        if seat not in self.secret_movers() or any(pick is not None for pick in self.picks):
            raise ValueError(f"{self.names[seat]} picks only before any pick of the round is made")
        return replace(self, picker=seat)

    # --- legal moves ---

    def legal_actions(self) -> list[Action]:
        if self.to_move < 0:
            return []
        if self.phase == "pick":
            return [*self._picks_for(self.picker)]
        if self.deciding:
            kind = First if self.deciding["kind"] == "first" else Lower
            return [kind(shot) for shot in self.deciding["shots"]]
        if self.window:
            return [Pass(), *(Cast(colour) for colour in dict.fromkeys(self.held[self.window[0]]))]
        return []

    def _picks_for(self, seat: int) -> list[Pick]:
        """Every pick a wizard could make (for the computer players and tests)."""
        if self.eliminated[seat]:
            return [Pick((Hand(), Hand()))] + [Pick((Hand(DEADSHOT, PURPLE, t), Hand())) for t in self.living()]
        options = [Hand(), Hand(WHIP)]
        for colour in self.shield[seat]:
            options.append(Hand(SPELL, colour))
            options += [Hand(SHOT, colour, t) for t in self.living() if t != seat]
        picks = []
        for a in range(len(options)):
            for b in range(a, len(options)):
                pick = Pick((options[a], options[b]))
                if self._pick_problem(seat, pick) is None:
                    picks.append(pick)
        return picks

    def _pick_problem(self, seat: int, pick: object) -> str | None:
        if not isinstance(pick, Pick) or len(pick.hands) != 2 or not all(isinstance(h, Hand) for h in pick.hands):
            return "a pick is what each of the two hands holds"
        hands = pick.hands
        if self.eliminated[seat]:
            if hands[1].kind != EMPTY or hands[0].kind not in (EMPTY, DEADSHOT):
                return "a wizard who is down only fires a Deadshot, with one hand"
            if hands[0].kind == DEADSHOT:
                if hands[0].colour not in (None, PURPLE):
                    return "a Deadshot is fired with the purple die"
                return self._target_problem(seat, hands[0].target)
            return None
        used = [h.colour for h in hands if h.kind in (SHOT, SPELL)]
        for hand in hands:
            if hand.kind not in (EMPTY, SHOT, SPELL, WHIP):
                return f"a living wizard's hand holds a shot, a spell, Whip or nothing, not {hand.kind}"
            if hand.kind in (SHOT, SPELL):
                if hand.colour not in COLOUR_BY_KEY:
                    return f"there is no {hand.colour} die to shoot or cast (purple is your health)"
                if hand.colour not in self.shield[seat]:
                    return f"the {hand.colour} die is not behind {self.names[seat]}'s shield"
            if hand.kind == SHOT:
                problem = self._target_problem(seat, hand.target)
                if problem:
                    return problem
        if len(used) != len(set(used)):
            return "one die goes in one hand"
        if sum(h.kind == WHIP for h in hands) > 1:
            return "Whip is cast once, with one empty hand"
        return None

    def _target_problem(self, seat: int, target) -> str | None:
        if not isinstance(target, int) or not 0 <= target < self.players:
            return f"a shot is aimed at one of the wizards 1 to {self.players}"
        if target == seat:
            return "a wizard does not shoot themselves"
        if self.eliminated[target]:
            return f"{self.names[target]} is down and cannot be shot"
        return None

    # --- refusals ---

    def decision_problem(self, action: object) -> str | None:
        if isinstance(action, Pick):
            if self.phase != "pick":
                return f"picks are made before the reveal: {self.names[self.turn]} must {self.needed()}"
            return self._pick_problem(self.picker, action)
        if not isinstance(action, (Cast, Pass, First, Lower)):
            return f"{action!r} is not a Spelldice move"
        if action in self.legal_actions():
            return None
        if isinstance(action, (Cast, Pass)):
            if not self.window or isinstance(action, Pass):  # a Pass is refused only with no roll to answer
                return f"there is no roll to react to: {self.names[self.turn]} must {self.needed()}"
            return f"{self.names[self.turn]} holds no {action.colour} spell"
        kind = "first" if isinstance(action, First) else "lower"
        if not self.deciding or self.deciding["kind"] != kind:
            return f"there is nothing to choose that way now: {self.names[self.turn]} must {self.needed()}"
        return "choose one of the shots offered"

    def needed(self) -> str:
        if self.phase == "pick":
            return "pick the dice for both hands"
        if self.deciding:
            return (
                "choose which hit to take first"
                if self.deciding["kind"] == "first"
                else "cancel one of their shots still to roll"
            )
        if self.window:
            return "cast a spell on the roll or let it stand"
        return "throw"

    def conserved(self) -> dict[str, object]:
        """What no move makes or loses: each wizard's four colour dice."""
        return {"colour dice": [self.dice_of(seat) for seat in range(self.players)]}

    def bounds_problem(self) -> str | None:
        if any(not 0 <= health <= MAX_HEALTH for health in self.health):
            return f"health out of 0 to {MAX_HEALTH}: {self.health}"
        return None

    def describe_position(self) -> str:
        if self.over:
            return "the game is over"
        return f"round {self.round}, {self.names[self.turn]} to {self.needed()}"

    # --- performing ---

    def perform(self, action, events: list[Event]) -> None:
        if isinstance(action, ThrowResult):
            if self.phase == "rolloff":
                self._rolloff_die(action.values[0], events)
            else:
                self._rolled(action.values[0], events)
        elif isinstance(action, Pick):
            self._pick(action, events)
        elif isinstance(action, Cast):
            self._cast(action.colour, events)
        elif isinstance(action, Pass):
            assert self.window, "a Pass answers an open window"
            self.window.pop(0)
            self._advance(events)
        elif isinstance(action, First):
            self.hits.remove(action.shot)
            self.hits.insert(0, action.shot)
            self.deciding = None
            self._take_hit(self.hits.pop(0), events)
            self._advance(events)
        elif isinstance(action, Lower):
            self.deciding = None
            self._cancel(action.shot, events, "Hip Shot")
            self._advance(events)

    # picks and the reveal

    def _begin_round(self, events: list[Event]) -> None:
        n = self.players
        self.phase, self.picks, self.shots = "pick", [None] * n, []
        self.held, self.whips, self.best_roll = [[] for _ in range(n)], [False] * n, [0] * n
        self.put_back = [[] for _ in range(n)]
        self.alive_at_start = self.living()
        self.colour_at, self.rolling, self.window, self.window_shot = 0, None, None, None
        self.hits, self.deciding = [], None
        self.picker = next(seat for seat in range(n) if self.acts_this_round(seat))

    def _pick(self, pick: Pick, events: list[Event]) -> None:
        seat = self.picker
        self.picks[seat] = [hand.to_list() for hand in pick.hands]
        events.append(Event("picked", f"{self.names[seat]} has picked.", seat))
        later = [s for s in range(seat + 1, self.players) if self.acts_this_round(s)]
        if later:
            self.picker = later[0]
            return
        self._reveal(events)

    def _reveal(self, events: list[Event]) -> None:
        events.append(Event("fire", "3, 2, 1... FIRE!", None))
        for seat, pick in enumerate(self.picks):
            if pick is None:
                continue
            said = []
            for kind, colour, target in pick:
                if kind == SHOT:
                    self.shield[seat].remove(colour)
                    self.shots.append(
                        {
                            "shooter": seat,
                            "colour": colour,
                            "target": target,
                            "roll": None,
                            "state": "pending",
                            "out": True,
                        }
                    )
                    said.append(f"a {COLOUR_BY_KEY[colour].shot} at {self.names[target]}")
                elif kind == SPELL:
                    self.shield[seat].remove(colour)
                    self.held[seat].append(colour)
                    said.append(f"{COLOUR_BY_KEY[colour].spell} held up")
                elif kind == WHIP:
                    self.whips[seat] = True
                    said.append("Whip")
                elif kind == DEADSHOT:
                    self.shots.append(
                        {
                            "shooter": seat,
                            "colour": PURPLE,
                            "target": target,
                            "roll": None,
                            "state": "pending",
                            "out": True,
                        }
                    )
                    said.append(f"a Deadshot at {self.names[target]} (needs {self.deadshot_need[seat]})")
            events.append(
                Event("reveal", f"{self.names[seat]}: {', '.join(said) or 'empty hands'}.", seat, {"hands": pick})
            )
        self.phase = "shots"
        self._advance(events)

    # shots

    def _advance(self, events: list[Event]) -> None:
        """On to the next thing the round needs: a roll, an answer, a hit."""
        while self.phase == "shots" and not self.deciding and not self.window and self.rolling is None:
            if self.someone_fell and not self.hits:  # a colour's hits land together
                self.someone_fell = False
                self._check_end(events)
                continue
            if self.hits:
                if self._ask_order():
                    return
                self._take_hit(self.hits.pop(0), events)
                continue
            if self.colour_at >= len(SHOT_ORDER):
                self._end_round(events)
                return
            colour = SHOT_ORDER[self.colour_at]
            due = [k for k, shot in enumerate(self.shots) if shot["colour"] == colour and shot["state"] == "pending"]
            if due:
                shot = self.shots[due[0]]
                if self._shot_stands(shot):
                    self.rolling = due[0]
                    return
                self._cancel(due[0], events, "no target" if self.eliminated[shot["target"]] else "its wizard is down")
                continue
            self._hits_of(colour, events)
            self.colour_at += 1

    def _shot_stands(self, shot: dict) -> bool:
        shooter_ready = (
            self.eliminated[shot["shooter"]] if shot["colour"] == PURPLE else not self.eliminated[shot["shooter"]]
        )
        return shooter_ready and not self.eliminated[shot["target"]]

    def need(self, shot: dict) -> int:
        """The roll a shot hits on: its colour's, or its shooter's Deadshot need."""
        return self.deadshot_need[shot["shooter"]] if shot["colour"] == PURPLE else COLOUR_BY_KEY[shot["colour"]].need

    def is_hit(self, shot: dict, roll: int) -> bool:
        """Whether ``roll`` hits with ``shot`` (every need is 2 or more: a 1 never hits)."""
        return roll >= self.need(shot)

    def _rolled(self, value: int, events: list[Event]) -> None:
        k = self.rolling
        assert k is not None, "dice answer only a shot whose die is due"
        shot = self.shots[k]
        self.rolling = None
        again = shot["roll"] is not None
        shot["roll"] = value
        shot["state"] = "rolled"
        name = self.names[shot["shooter"]]
        what = "Deadshot" if shot["colour"] == PURPLE else COLOUR_BY_KEY[shot["colour"]].shot
        events.append(
            Event(
                "shot_roll",
                f"{name}'s {what} at {self.names[shot['target']]} "
                f"{'is rolled again: ' if again else 'rolls '}{value} "
                f"(needs {self.need(shot)}).",
                shot["shooter"],
                {
                    "shot": k,
                    "roll": value,
                    "colour": shot["colour"],
                    "need": self.need(shot),
                    "hit": self.is_hit(shot, value),
                },
            )
        )
        if self._settle_one(k, events):
            return
        self._open_window(k)
        self._advance(events)

    def _settle_one(self, k: int, events: list[Event]) -> bool:
        """A die showing 1 is banished at once and the shot fails. True if so."""
        shot = self.shots[k]
        if shot["roll"] != 1:
            return False
        shot["state"] = "miss"
        if shot["colour"] != PURPLE:
            shot["out"] = False
            self.nether[shot["shooter"]].append(shot["colour"])
            events.append(
                Event(
                    "banished",
                    f"A 1: {self.names[shot['shooter']]}'s {shot['colour']} die is banished to the Nether-Nether.",
                    shot["shooter"],
                    {"colour": shot["colour"], "shot": k},
                )
            )
        self.window, self.window_shot = None, None
        self._advance(events)
        return True

    def _open_window(self, k: int) -> None:
        self.window_shot = k
        self.window = [seat for seat in range(self.players) if self.held[seat] and not self.eliminated[seat]]

    def _cast(self, colour: str, events: list[Event]) -> None:
        assert self.window and self.window_shot is not None, "a spell answers an open window"
        seat, k = self.window[0], self.window_shot
        shot = self.shots[k]
        self.held[seat].remove(colour)
        spell = COLOUR_BY_KEY[colour].spell
        before = shot["roll"]
        if colour == "black":
            self.nether[seat].append(colour)
        else:
            self.shield[seat].append(colour)
        if colour == "green":
            events.append(
                Event(
                    "spell",
                    f"{self.names[seat]} casts Spur: the {before} is rolled again.",
                    seat,
                    {"spell": colour, "shot": k, "before": before},
                )
            )
            self.window, self.window_shot = None, None
            self.rolling = k
            return
        shot["roll"] = {"blue": before - 1, "red": min(6, before + 1), "black": 7 - before}[colour]
        events.append(
            Event(
                "spell",
                f"{self.names[seat]} casts {spell}: the {before} becomes {shot['roll']}.",
                seat,
                {"spell": colour, "shot": k, "before": before, "roll": shot["roll"]},
            )
        )
        if self._settle_one(k, events):
            return
        self._open_window(k)  # the roll changed: everyone holding a spell may answer the new one
        self._advance(events)

    def _hits_of(self, colour: str, events: list[Event]) -> None:
        """This colour's rolls are made: its hits, each wizard's highest first."""
        rolled = [k for k, shot in enumerate(self.shots) if shot["colour"] == colour and shot["state"] == "rolled"]
        for k in rolled:
            shot = self.shots[k]
            shot["state"] = "hit" if self.is_hit(shot, shot["roll"]) else "miss"
            self.best_roll[shot["shooter"]] = max(self.best_roll[shot["shooter"]], shot["roll"])
            if shot["state"] == "miss":
                events.append(
                    Event(
                        "miss",
                        f"{self.names[shot['shooter']]} misses {self.names[shot['target']]}.",
                        shot["shooter"],
                        {"shot": k},
                    )
                )
                if colour == PURPLE:
                    self.deadshot_need[shot["shooter"]] = max(DEADSHOT_LOWEST, self.deadshot_need[shot["shooter"]] - 1)
            if colour == "black":  # a Cheap Shot's die is banished, hit or miss
                shot["out"] = False
                self.nether[shot["shooter"]].append("black")
        hits = [k for k in rolled if self.shots[k]["state"] == "hit"]
        self.hits = sorted(hits, key=lambda k: (self.shots[k]["target"], -self.shots[k]["roll"]))

    def _ask_order(self) -> bool:
        """Tied hits on one wizard: he chooses which he takes first."""
        first = self.shots[self.hits[0]]
        tied = [
            k
            for k in self.hits
            if self.shots[k]["target"] == first["target"] and self.shots[k]["roll"] == first["roll"]
        ]
        distinct = {(self.shots[k]["colour"], self.shots[k]["shooter"]) for k in tied}
        if len(tied) > 1 and len(distinct) > 1 and not self.eliminated[first["target"]]:
            self.deciding = {"kind": "first", "seat": first["target"], "shots": tied}
            return True
        return False

    def _take_hit(self, k: int, events: list[Event]) -> None:
        shot = self.shots[k]
        shooter, target, colour = shot["shooter"], shot["target"], shot["colour"]
        if self.eliminated[target]:
            events.append(
                Event(
                    "lost",
                    f"{self.names[shooter]}'s hit on {self.names[target]} is lost: "
                    f"{self.names[target]} is already down.",
                    shooter,
                    {"shot": k},
                )
            )
            return
        self.health[target] -= 1
        what = "Deadshot" if colour == PURPLE else COLOUR_BY_KEY[colour].shot
        events.append(
            Event(
                "hit",
                f"{self.names[shooter]}'s {what} hits {self.names[target]}: health {self.health[target]}.",
                shooter,
                {"shot": k, "target": target, "colour": colour, "health": self.health[target]},
            )
        )
        if colour == "green" and not self.eliminated[shooter] and self.health[shooter] < MAX_HEALTH:
            self.health[shooter] += 1
            events.append(
                Event(
                    "heal",
                    f"{self.names[shooter]} heals to {self.health[shooter]}.",
                    shooter,
                    {"health": self.health[shooter]},
                )
            )
        if colour == PURPLE:
            self._come_back(shooter, events)
        if self.health[target] <= 0:
            self._eliminate(target, events)
            return
        if colour == "blue":
            waiting = [
                j for j, other in enumerate(self.shots) if other["shooter"] == target and other["state"] == "pending"
            ]
            if len(waiting) == 1:
                self._cancel(waiting[0], events, "Hip Shot")
            elif waiting:
                self.deciding = {"kind": "lower", "seat": target, "shots": waiting}

    def _cancel(self, k: int, events: list[Event], why: str) -> None:
        shot = self.shots[k]
        shot["state"] = "cancelled"
        if shot["out"] and shot["colour"] != PURPLE:
            self.shield[shot["shooter"]].append(shot["colour"])
        shot["out"] = False
        events.append(
            Event(
                "cancelled",
                f"{self.names[shot['shooter']]}'s {shot['colour']} shot is cancelled ({why}).",
                shot["shooter"],
                {"shot": k},
            )
        )

    def _eliminate(self, seat: int, events: list[Event]) -> None:
        self.eliminated[seat] = True
        self.health[seat] = 0
        for k, shot in enumerate(self.shots):
            if shot["shooter"] == seat and shot["state"] == "pending":
                self._cancel(k, events, "its wizard is down")
        self.shield[seat] += self.held[seat]
        self.put_back[seat] += self.held[seat]
        self.held[seat] = []
        # Whether he fires a Deadshot is not known yet: the game may end with
        # this colour's hits. ``_check_end`` says it once they are all taken.
        said = "is out for good, having come back once" if self.came_back[seat] else "is down"
        events.append(Event("eliminated", f"{self.names[seat]} {said}!", seat, {"for_good": self.came_back[seat]}))
        self.fallen.append(seat)
        self.someone_fell = True

    def _come_back(self, seat: int, events: list[Event]) -> None:
        self.eliminated[seat] = False
        self.came_back[seat] = True
        self.health[seat] = 1
        for shot in self.shots:
            if shot["shooter"] == seat and shot["colour"] != PURPLE:
                shot["out"] = False
        self.shield[seat], self.nether[seat], self.held[seat] = ["green", "blue", "red"], ["black"], []
        events.append(Event("comes_back", f"{self.names[seat]}'s Deadshot hits: back in the game with 1 health!", seat))

    def _check_end(self, events: list[Event]) -> None:
        living, fallen, self.fallen = self.living(), self.fallen, []
        if len(living) > 1:  # the game goes on: the fallen who have not come back yet fire a Deadshot
            for seat in fallen:
                if self.may_deadshot(seat):
                    events.append(
                        Event(
                            "deadshot_up",
                            f"{self.names[seat]} is down, not out: the Deadshot side is up, "
                            f"one shot next round to come back (needs {self.deadshot_need[seat]}).",
                            seat,
                        )
                    )
        if len(living) == 1:
            self._finish(living[0], events)
        elif not living:
            fallen = self.alive_at_start
            best = max(self.best_roll[s] for s in fallen)
            leaders = [s for s in fallen if self.best_roll[s] == best]
            if len(leaders) == 1:
                events.append(
                    Event(
                        "last_standing",
                        f"All fall at once; {self.names[leaders[0]]} cast the highest attack roll ({best}).",
                        leaders[0],
                    )
                )
                self._finish(leaders[0], events)
            else:
                self.phase, self.rolloff, self.rolloff_rolls = "rolloff", leaders, {}
                self.hits, self.window, self.deciding, self.rolling = [], None, None, None
                names = " and ".join(self.names[s] for s in leaders)
                events.append(
                    Event("rolloff", f"All fall at once, {names} tied at {best}: a roll-off!", None, {"seats": leaders})
                )

    def _rolloff_die(self, value: int, events: list[Event]) -> None:
        seat = self.turn
        self.rolloff_rolls[str(seat)] = value
        events.append(Event("rolloff_roll", f"{self.names[seat]} rolls {value}.", seat, {"roll": value}))
        if len(self.rolloff_rolls) < len(self.rolloff):
            return
        best = max(self.rolloff_rolls.values())
        leaders = [s for s in self.rolloff if self.rolloff_rolls[str(s)] == best]
        if len(leaders) > 1:
            self.rolloff, self.rolloff_rolls = leaders, {}
            return
        self._finish(leaders[0], events)

    def _finish(self, seat: int, events: list[Event]) -> None:
        self.phase, self.winner = "over", seat
        self.hits, self.window, self.deciding, self.rolling = [], None, None, None
        self._return_dice()
        events.append(Event("game_over", f"{self.names[seat]} is the last wizard standing!", seat))

    def _return_dice(self) -> None:
        for shot in self.shots:
            if shot["out"] and shot["colour"] != PURPLE:
                self.shield[shot["shooter"]].append(shot["colour"])
            shot["out"] = False
        for seat in range(self.players):
            self.shield[seat] += self.held[seat]
            self.held[seat] = []

    def _end_round(self, events: list[Event]) -> None:
        self._return_dice()
        for seat in range(self.players):
            if self.whips[seat] and not self.eliminated[seat] and self.nether[seat]:
                events.append(
                    Event(
                        "whip",
                        f"{self.names[seat]} cracks the Whip: "
                        f"{', '.join(self.nether[seat])} back from the Nether-Nether.",
                        seat,
                    )
                )
                self.shield[seat] += self.nether[seat]
                self.nether[seat] = []
        events.append(Event("round_over", f"Round {self.round} is over.", None))
        self.round += 1
        self._begin_round(events)

    def die_kind(self, request: ThrowRequest) -> str | None:
        """A shot throws the shooter's die of that colour; a roll-off any die."""
        if self.rolling is not None:
            return f"{self.shots[self.rolling]['colour']} die"
        return super().die_kind(request)

    def outcome(self) -> Outcome:
        """The last wizard standing wins; the others lost."""
        return Outcome.one_winner(self.winner, self.players, tuple(self.health))

    # --- saving ---


replay = State.replay
