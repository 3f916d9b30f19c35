"""Doty Dice: picture dice, five ways to play.

- Pairs (2 dice, to 100): declare, throw; a fitting pair wins its points, any
  other pair loses the declaration, two different faces make a set that every
  player throws at until a pair or the set comes again.
- Triples (3 dice, to 25): a pair scores 2, a triple 6.
- Called Shot (3 dice, to 25): declare, throw, score by the Called Shot table.
- Quintuples (5 dice): every player throws; one point for each hand beaten.
- Everyone Scores (5 dice, to 100 or 20): each hand scores; an optional single
  re-roll must improve the hand or score nothing.

Drive a ``State`` with ``apply``: a seat's Declare / Reroll / Keep, or the
``ThrowResult`` that answers ``throw_request()`` when ``to_move`` is CHANCE.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import product
from typing import Any

from game.core.dice import ThrowRequest, ThrowResult
from game.core.events import Event
from game.core.move_forms import GameOptions, MoveForms
from game.core.moves import CHANCE, GameMove, GameState
from game.core.outcome import Outcome
from game.games.doty.faces import EVERYONE_SCORES_POINTS, FACES, Face, Hand, face_of, hand_of, names

VARIANTS = ("pairs", "triples", "called_shot", "quintuples", "everyone_scores")
VARIANT_TITLES = {
    "pairs": "Pairs",
    "triples": "Triples",
    "called_shot": "Called Shot",
    "quintuples": "Quintuples",
    "everyone_scores": "Everyone Scores",
}
DICE = {"pairs": 2, "triples": 3, "called_shot": 3, "quintuples": 5, "everyone_scores": 5}

# --- declarations ------------------------------------------------------------


@dataclass(frozen=True)
class Declaration:
    key: str
    title: str
    fits: Callable[[Face], bool]
    column: str = ""  # Called Shot table column
    points: int = 0  # Pairs: the points a fitting pair wins


PAIRS_DECLARATIONS = {
    d.key: d
    for d in (
        Declaration("cats", "Cats", lambda f: f.cat, points=15),
        Declaration("no_cats", "No cats", lambda f: not f.cat, points=15),
        Declaration("family", "Family", lambda f: f.family, points=10),
        Declaration("no_family", "No family", lambda f: not f.family, points=20),
        Declaration("dd", "DD", lambda f: f.dd, points=50),
        Declaration("no_dd", "No DD", lambda f: not f.dd, points=5),
    )
}


def _shows(key: str) -> Callable[[Face], bool]:
    return lambda face: face.key == key


def _shows_not(key: str) -> Callable[[Face], bool]:
    return lambda face: face.key != key


def _face_declarations() -> list[Declaration]:
    made = []
    for face in FACES:
        made.append(Declaration(face.key, face.name, _shows(face.key), "face"))
    for face in FACES:
        made.append(Declaration(f"no_{face.key}", f"No {face.name}", _shows_not(face.key), "no_face"))
    return made


CALLED_SHOT_DECLARATIONS = {
    d.key: d
    for d in [
        Declaration("triples", "Triples", lambda f: True, "triples"),
        Declaration("family", "Family", lambda f: f.family, "family"),
        Declaration("no_family", "No family", lambda f: not f.family, "no_family"),
        Declaration("cats", "Cats", lambda f: f.cat, "cats"),
        Declaration("no_cats", "No cats", lambda f: not f.cat, "no_cats"),
    ]
    + _face_declarations()
}

CALLED_SHOT_ROWS = ("triple", "pair/all", "pair/only", "single/all", "single/two", "single/only", "nothing")
CALLED_SHOT_COLUMNS = ("triples", "face", "family", "cats", "no_cats", "no_family", "no_face")
# The Called Shot table; the seed's n/a cells cannot occur and score 0.
CALLED_SHOT_POINTS = {
    "triple": dict(zip(CALLED_SHOT_COLUMNS, (6, 21, 9, 10, 7, 21, 7))),
    "pair/all": dict(zip(CALLED_SHOT_COLUMNS, (2, 0, 3, 1, 1, 5, 2))),
    "pair/only": dict(zip(CALLED_SHOT_COLUMNS, (2, 8, 2, 1, 1, 5, 0))),
    "single/all": dict(zip(CALLED_SHOT_COLUMNS, (0, 0, 1, 1, 25, 0, 1))),
    "single/two": dict(zip(CALLED_SHOT_COLUMNS, (0, 0, 0, 1, 0, 1, 0))),
    "single/only": dict(zip(CALLED_SHOT_COLUMNS, (0, 1, 0, 1, 0, 0, 0))),
    "nothing": dict(zip(CALLED_SHOT_COLUMNS, (0, 0, 0, 0, 0, 0, 0))),
}


def called_shot_row(declaration: Declaration, values) -> str:
    """Which row of the table three dice fall in, first match wins."""
    faces = [face_of(v) for v in values]
    fits = [declaration.fits(f) for f in faces]
    counts = Counter(values)
    if len(counts) == 1 and fits[0]:
        return "triple"
    fitting_pairs = [v for v, n in counts.items() if n == 2 and declaration.fits(face_of(v))]
    if fitting_pairs:
        odd = next(v for v, n in counts.items() if n == 1)
        return "pair/all" if declaration.fits(face_of(odd)) else "pair/only"
    return {3: "single/all", 2: "single/two", 1: "single/only", 0: "nothing"}[sum(fits)]


def called_shot_fitting(declaration: Declaration) -> list[Face]:
    return [face for face in FACES if declaration.fits(face)]


def called_shot_fitting_words(declaration: Declaration) -> str:
    """The faces a declaration names, in few words: "any face", "DD, Sigil,
    Thoromyr", "all but Sigil"."""
    fitting = called_shot_fitting(declaration)
    if len(fitting) == len(FACES):
        return "any face"
    if len(fitting) <= 3:
        return ", ".join(face.name for face in fitting)
    return "all but " + " and ".join(face.name for face in FACES if not declaration.fits(face))


def called_shot_row_words(declaration: Declaration, row: str) -> str:
    """A row of the Called Shot table in plain words (the seed's shorthand
    is "pair/all" and the like); "fitting" means a face the declaration
    names (``called_shot_fitting``)."""
    fitting = called_shot_fitting(declaration)
    if len(fitting) == len(FACES):
        return {"triple": "Three alike", "pair/all": "A pair", "single/all": "Three different"}[row]
    if len(fitting) == 1:
        name = fitting[0].name
        return {
            "triple": f"Three {name}",
            "pair/only": f"A pair of {name}",
            "single/only": f"One {name}",
            "nothing": f"No {name}",
        }[row]
    if row == "single/all" and len(fitting) == 3:
        return f"{fitting[0].name}, {fitting[1].name} and {fitting[2].name}"
    return {
        "triple": "Three alike, fitting",
        "pair/all": "Fitting pair, third fits too",
        "pair/only": "Fitting pair, third does not",
        "single/all": "Three different, all fitting",
        "single/two": "Two fitting, one not",
        "single/only": "Just one fitting",
        "nothing": "None fitting",
    }[row]


def called_shot_rows(declaration: Declaration) -> tuple[str, ...]:
    """The rows of the table a throw under this declaration can fall in."""
    reached = {called_shot_row(declaration, values) for values in product(range(1, 7), repeat=3)}
    return tuple(row for row in CALLED_SHOT_ROWS if row in reached)


def called_shot_points(declaration: Declaration, values) -> tuple[str, int]:
    row = called_shot_row(declaration, values)
    return row, CALLED_SHOT_POINTS[row][declaration.column]


def triples_points(values) -> int:
    most = max(Counter(values).values())
    return {3: 6, 2: 2}.get(most, 0)


def set_round_points(count: int, set_faces: tuple, declaration: Declaration, values) -> int | None:
    """Points for a throw in a set round, or None if the round goes on."""
    a, b = values
    if a == b:
        if a in set_faces:
            return count * (4 if declaration.fits(face_of(a)) else 2)
        return count
    if tuple(sorted(values)) == set_faces:
        return count * 2
    return None


def points_said(points: int) -> str:
    return f"{points} point{'s' if points != 1 else ''}"


MAX_TARGET = 200  # twice the longest usual race


def default_target(variant: str, players: int, short: bool = False) -> int:
    if variant == "pairs":
        return 100
    if variant in ("triples", "called_shot"):
        return 25
    if variant == "quintuples":
        return 5 * (players - 1)
    return 20 if short else 100


# --- actions ---------------------------------------------------------------


class Declare(GameMove):
    key: str

    said = "declare {key}"


class Reroll(GameMove):
    dice: tuple[int, ...]  # positions (0-4) of the dice thrown again

    said = "re-roll dice {dice!n}"


class Keep(GameMove):
    said = "keep the hand"


Action = Declare | Reroll | Keep | ThrowResult


MOVES = MoveForms("Doty Dice", {"declare": Declare, "reroll": Reroll, "keep": Keep})


action_from_dict = MOVES.from_dict


# --- options and state -----------------------------------------------------


@dataclass(frozen=True)
class Options(GameOptions):
    names: tuple[str, ...] = ("Ada", "Brannoc")
    variant: str = "pairs"
    target: int | None = None  # None: the variant's default
    short: bool = False  # Everyone Scores: play to 20
    reroll: bool = False  # Everyone Scores: the one re-roll per hand
    later_fields = {"target": None, "short": False, "reroll": False}

    def problem(self) -> str | None:
        if self.variant not in VARIANTS:
            return f"unknown way to play {self.variant!r} ({', '.join(VARIANTS)})"
        if not 2 <= len(self.names) <= 6:
            return "Doty Dice is played by 2 to 6"
        if any(not name.strip() for name in self.names):
            return "every seat needs a name"
        if self.target is not None and (not isinstance(self.target, int) or isinstance(self.target, bool)):
            return f"the target is a whole number of points, not {self.target!r}"
        if self.target is not None and not 1 <= self.target <= MAX_TARGET:
            # the races the computer players solve grow with the square of it
            return f"the target is 1 to {MAX_TARGET} points, not {self.target}"
        return None

    @property
    def goal(self) -> int:
        return self.target or default_target(self.variant, len(self.names), self.short)


@dataclass
class State(GameState):
    options: Options
    scores: list[int]
    phase: str = "declare"  # declare, throw, set, reroll, rethrow, over
    turn: int = 0  # who acts or throws now
    declarer: int = 0  # Pairs: who holds the declaring token
    declaration: str | None = None
    set_faces: list[int] | None = None  # Pairs: the two faces of a set
    set_count: int = 0  # Pairs: throws in this round so far, the set throw included
    dice: list[int] = field(default_factory=list)  # the last throw's faces, as values
    round_players: list[int] = field(default_factory=list)  # Quintuples / Everyone Scores
    round_hands: list[str | None] = field(default_factory=list)  # per seat: hand name or None
    pending_reroll: tuple[int, ...] = ()  # Everyone Scores: the dice picked up

    move_forms = MOVES
    options_type = Options
    chance_phases = ("throw", "set", "rethrow")
    tuple_fields = ("pending_reroll",)
    winner: int | None = None
    history: list[dict[str, Any]] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)

    @classmethod
    def set_up(cls, options: Options) -> State:
        n = len(options.names)
        state = cls(options=options, scores=[0] * n, round_hands=[None] * n)
        if options.variant in ("triples", "quintuples", "everyone_scores"):
            state.phase = "throw"
        state.round_players = list(range(n))
        title = VARIANT_TITLES[options.variant]
        state.log.append(
            Event(
                "start",
                f"Doty Dice, {title}, to {options.goal} points.",
                None,
                {"variant": options.variant, "target": options.goal},
            )
        )
        return state

    # --- what the table looks like ---

    @property
    def variant(self) -> str:
        return self.options.variant

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def declarations(self) -> dict:
        return PAIRS_DECLARATIONS if self.variant == "pairs" else CALLED_SHOT_DECLARATIONS

    def current_declaration(self) -> Declaration | None:
        return self.declarations()[self.declaration] if self.declaration else None

    def declared(self) -> Declaration:
        """The declaration thrown at (asked only once one is made)."""
        declaration = self.current_declaration()
        if declaration is None:
            raise RuntimeError("nothing is declared")
        return declaration

    def throw_request(self) -> ThrowRequest | None:
        if self.to_move != CHANCE:
            return None
        count = len(self.pending_reroll) if self.phase == "rethrow" else DICE[self.variant]
        return ThrowRequest(thrower=self.turn, sides=6, count=count, place="tray")

    def legal_actions(self) -> list[Action]:
        if self.to_move < 0:
            return []
        if self.phase == "declare":
            return [Declare(key) for key in self.declarations()]
        if self.phase == "reroll":
            dice = range(len(self.dice))
            subsets = [tuple(d for d in dice if mask >> d & 1) for mask in range(1, 1 << len(self.dice))]
            return [Keep(), *(Reroll(s) for s in subsets)]
        return []

    def conserved(self) -> dict[str, object]:
        """Doty Dice has no coins or pieces: nothing is handed on."""
        return {}

    def bounds_problem(self) -> str | None:
        if min(self.scores) < 0:
            return f"a score below nothing: {self.scores}"
        if any(not 1 <= value <= 6 for value in self.dice):
            return f"a die shows {self.dice}"
        return None

    def progress(self) -> str:
        """Where the game stands, in a few words (the menu's Continue)."""
        return f"{max(self.scores)} of {self.options.goal} points"

    def describe_position(self) -> str:
        if self.over:
            return "the game is over"
        who = self.names[self.turn]
        doing = {
            "declare": "to declare",
            "throw": "to throw",
            "set": "to throw at the set",
            "reroll": "to keep or re-roll",
            "rethrow": "to throw the re-rolled dice",
        }[self.phase]
        return f"{VARIANT_TITLES[self.variant]}, {who} {doing}"

    # --- moves ---

    def decision_problem(self, action: object) -> str | None:
        if isinstance(action, Declare):
            if self.phase != "declare":
                return f"no declaration is due: {self.names[self.turn]} must {self.needed()}"
            if action.key not in self.declarations():
                return f"{action.key!r} is not a declaration in {VARIANT_TITLES[self.variant]}"
            return None
        if isinstance(action, (Reroll, Keep)):
            if self.phase != "reroll":
                return f"there is nothing to re-roll now: {self.names[self.turn]} must {self.needed()}"
            if isinstance(action, Reroll):
                if not action.dice:
                    return "pick at least one die to throw again, or keep the hand"
                if len(set(action.dice)) != len(action.dice) or not all(0 <= d < len(self.dice) for d in action.dice):
                    return f"the dice are numbered 1 to {len(self.dice)}, each picked once"
            return None
        return f"{action!r} is not a Doty Dice move"

    def needed(self) -> str:
        return {"declare": "declare", "reroll": "keep or re-roll"}.get(self.phase, "throw")

    def perform(self, action: Action, events: list[Event]) -> None:
        if isinstance(action, Declare):
            self.declaration = action.key
            self.phase = "throw"
            points = f" for {PAIRS_DECLARATIONS[action.key].points} points" if self.variant == "pairs" else ""
            events.append(
                Event(
                    "declare",
                    f"{self.names[self.turn]} declares {self.declared().title}{points}.",
                    self.turn,
                    {"declaration": action.key},
                )
            )
        elif isinstance(action, Keep):
            self._score_hand(self.turn, hand_of(self.dice), events)
            self._next_in_round(events)
        elif isinstance(action, Reroll):
            self.pending_reroll = tuple(sorted(action.dice))
            self.phase = "rethrow"
            events.append(
                Event(
                    "reroll",
                    f"{self.names[self.turn]} picks up {len(action.dice)} "
                    f"{'die' if len(action.dice) == 1 else 'dice'} to throw again.",
                    self.turn,
                    {"dice": list(self.pending_reroll)},
                )
            )
        else:
            self._resolve_throw(action, events)

    def _resolve_throw(self, result: ThrowResult, events: list[Event]) -> None:
        values = list(result.values)
        seat, name = self.turn, self.names[self.turn]
        if self.phase == "rethrow":
            old, rethrown = hand_of(self.dice), len(self.pending_reroll)
            for position, value in zip(self.pending_reroll, values):
                self.dice[position] = value
            self.pending_reroll = ()
            new = hand_of(self.dice)
            events.append(
                Event(
                    "throw",
                    f"{name} throws again: {names(self.dice)}, {new.value}.",
                    seat,
                    {"values": list(self.dice), "hand": new.value, "before": old.value, "rethrown": rethrown},
                )
            )
            if new.rank > old.rank:
                self._score_hand(seat, new, events, improved=True)
            else:
                events.append(
                    Event(
                        "no_improvement",
                        f"{name}'s hand did not improve on {old.value}: no points this round.",
                        seat,
                        {"hand": new.value},
                    )
                )
            self._next_in_round(events)
            return
        self.dice = values
        throws = {
            "pairs": self._throw_pairs,
            "triples": self._throw_triples,
            "called_shot": self._throw_called_shot,
            "quintuples": self._throw_quintuples,
            "everyone_scores": self._throw_everyone_scores,
        }
        throws[self.variant](seat, name, values, events)

    # Pairs

    def _throw_pairs(self, seat: int, name: str, values: list, events: list[Event]) -> None:
        declaration = self.declared()
        shown = names(values)
        if self.phase == "set":
            assert self.set_faces is not None, "a set round has its two faces"
            points = set_round_points(self.set_count, tuple(self.set_faces), declaration, values)
            if points is None:
                self.set_count += 1
                events.append(
                    Event(
                        "throw",
                        f"{name} throws {shown}: the set stands ({self.set_count} throws).",
                        seat,
                        {"values": values, "count": self.set_count},
                    )
                )
                self.turn = self._next_seat(seat)
                return
            how = "the set again" if values[0] != values[1] else f"a pair of {face_of(values[0]).name}"
            events.append(
                Event(
                    "set_won",
                    f"{name} throws {how} and scores {points}.",
                    seat,
                    {"values": values, "points": points, "count": self.set_count, "declaration": self.declaration},
                )
            )
            self._add_points(seat, points, events)
            self._pass_declaring_token(events)
            return
        if values[0] == values[1]:
            face = face_of(values[0])
            if declaration.fits(face):
                events.append(
                    Event(
                        "win",
                        f"{name} throws a pair of {face.name}: {declaration.title} wins {declaration.points} points.",
                        seat,
                        {"values": values, "points": declaration.points, "declaration": self.declaration},
                    )
                )
                self._add_points(seat, declaration.points, events)
                if not self.over:
                    self.phase = "declare"
                return
            events.append(
                Event(
                    "lose",
                    f"{name} throws a pair of {face.name}: {declaration.title} loses.",
                    seat,
                    {"values": values, "points": 0, "declaration": self.declaration},
                )
            )
            self._pass_declaring_token(events)
            return
        self.set_faces = sorted(values)
        self.set_count = 1
        self.phase = "set"
        self.turn = self._next_seat(seat)
        events.append(
            Event(
                "set",
                f"{name} throws {shown}: a set! Everyone throws until a pair or the set comes again.",
                seat,
                {"values": values, "count": 1},
            )
        )

    def _pass_declaring_token(self, events: list[Event]) -> None:
        self.set_faces, self.set_count, self.declaration = None, 0, None
        if self.over:
            return
        self.declarer = self._next_seat(self.declarer)
        self.turn = self.declarer
        self.phase = "declare"
        events.append(Event("token", f"The declaring token passes to {self.names[self.declarer]}.", self.declarer))

    # Triples and Called Shot

    def _throw_triples(self, seat: int, name: str, values: list, events: list[Event]) -> None:
        points = triples_points(values)
        what = {6: "a triple", 2: "a pair", 0: "nothing"}[points]
        events.append(
            Event(
                "throw",
                f"{name} throws {names(values)}: {what}, {points_said(points)}.",
                seat,
                {"values": values, "points": points},
            )
        )
        self._add_points(seat, points, events)
        self._next_turn()

    def _throw_called_shot(self, seat: int, name: str, values: list, events: list[Event]) -> None:
        declaration = self.declared()
        row, points = called_shot_points(declaration, values)
        said = called_shot_row_words(declaration, row)
        if not any(said.startswith(face.name) for face in FACES):
            said = said[0].lower() + said[1:]
        events.append(
            Event(
                "throw",
                f"{name} throws {names(values)} on {declaration.title}: {said}, {points_said(points)}.",
                seat,
                {"values": values, "row": row, "points": points, "declaration": self.declaration},
            )
        )
        self._add_points(seat, points, events)
        self.declaration = None
        self._next_turn()

    def _next_turn(self) -> None:
        if not self.over:
            self.turn = self._next_seat(self.turn)
            self.phase = "declare" if self.variant == "called_shot" else "throw"

    # Quintuples and Everyone Scores: rounds

    def _throw_quintuples(self, seat: int, name: str, values: list, events: list[Event]) -> None:
        hand = hand_of(values)
        self.round_hands[seat] = hand.value
        events.append(
            Event(
                "throw", f"{name} throws {names(values)}: {hand.value}.", seat, {"values": values, "hand": hand.value}
            )
        )
        self._next_in_round(events)

    def _throw_everyone_scores(self, seat: int, name: str, values: list, events: list[Event]) -> None:
        hand = hand_of(values)
        events.append(
            Event(
                "throw", f"{name} throws {names(values)}: {hand.value}.", seat, {"values": values, "hand": hand.value}
            )
        )
        if self.options.reroll:
            self.phase = "reroll"
            return
        self._score_hand(seat, hand, events)
        self._next_in_round(events)

    def _score_hand(self, seat: int, hand: Hand, events: list[Event], improved: bool = False) -> None:
        points = EVERYONE_SCORES_POINTS[hand]
        self.round_hands[seat] = hand.value
        text = f"{self.names[seat]} {'improves to' if improved else 'scores'} {hand.value}: {points_said(points)}."
        events.append(Event("score", text, seat, {"hand": hand.value, "points": points}))
        self.scores[seat] += points

    def _next_in_round(self, events: list[Event]) -> None:
        position = self.round_players.index(self.turn)
        if position + 1 < len(self.round_players):
            self.turn = self.round_players[position + 1]
            self.phase = "throw"
            return
        if self.variant == "quintuples":
            self._score_quintuples_round(events)
        leader_score = max(self.scores)
        leaders = [p for p in range(self.players) if self.scores[p] == leader_score]
        if leader_score >= self.options.goal:
            if len(leaders) == 1:
                self._finish(leaders[0], events)
                return
            events.append(
                Event(
                    "playoff",
                    "A tie for the lead: " + " and ".join(self.names[p] for p in leaders) + " play another round.",
                    None,
                    {"players": leaders},
                )
            )
            self.round_players = leaders
        self.round_hands = [None] * self.players
        self.turn = self.round_players[0]
        self.phase = "throw"

    def _score_quintuples_round(self, events: list[Event]) -> None:
        ranks = {p: Hand(self.round_hands[p]).rank for p in self.round_players}
        for p in self.round_players:
            beaten = sum(ranks[p] > ranks[q] for q in self.round_players)
            self.scores[p] += beaten
            whom = "no hand" if not beaten else "1 hand" if beaten == 1 else f"{beaten} hands"
            events.append(
                Event(
                    "score",
                    f"{self.names[p]}'s {self.round_hands[p]} beats {whom}: {points_said(beaten)}.",
                    p,
                    {"hand": self.round_hands[p], "points": beaten},
                )
            )

    # shared

    def _next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    def _add_points(self, seat: int, points: int, events: list[Event]) -> None:
        self.scores[seat] += points
        if self.scores[seat] >= self.options.goal:
            self._finish(seat, events)

    def _finish(self, winner: int, events: list[Event]) -> None:
        self.phase = "over"
        self.winner = winner
        events.append(
            Event(
                "game_over",
                f"{self.names[winner]} wins with {self.scores[winner]} points!",
                winner,
                {"scores": list(self.scores)},
            )
        )

    def die_kind(self, request: ThrowRequest) -> str | None:
        return "picture die"

    def outcome(self) -> Outcome:
        return Outcome.one_winner(self.winner, self.players, tuple(self.scores))

    # --- saving ---


replay = State.replay
