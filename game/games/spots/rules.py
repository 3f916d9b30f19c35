"""Spots: the rules, pure. Dogs have spots, dice have spots: place dice on
matching spaces of your dogs, bury the ones that fit nowhere, and bust when
your yard holds more than 7 spots. Score six dogs to win.

A turn is a trick (one of the faceup tiles, performed step by step as its
data in ``tricks`` says) or scoring the completed dogs. Every roll is a
throw request the table answers; the player may spend a treat to roll it
again, then chooses what to keep where the trick asks, and places or buries
each die. The rulings in ``shared/rules/spots.md`` fill the seed's gaps; the
solo opponent d0g sits in the last seat when the game is solo.

The common pile's dice are conserved: pile + set aside + rolling + hand +
put aside by a filter + every yard + every dog = ``options.dice``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from itertools import combinations

from game.core.dice import ThrowRequest, ThrowResult, dice_count
from game.core.events import Event
from game.core.move_forms import MoveForms
from game.core.moves import (
    CHANCE,
    TERMINAL,
    GameState,
    fields_from_dict,
    fields_to_dict,
    replay_moves,
    require_playable,
)
from game.core.outcome import Outcome
from game.games.spots.dogs import DOG_BY_KEY, DOGS, Dog
from game.games.spots.tricks import ALWAYS, SET_COLOURS, SET_TITLES, SETS, TRICK_BY_KEY, TRICK_SETS, TRICKS, Step

BUST_OVER = 7  # more buried spots than this is a bust
MAX_CARDS = 6  # dog cards a pack may hold, scored and unscored
DOGS_TO_WIN = 6
TILES = 6
D0G = "d0g"


# --- moves ------------------------------------------------------------------


@dataclass(frozen=True)
class DoTrick:
    key: str

    def __str__(self) -> str:
        return f"trick {TRICK_BY_KEY[self.key].title if self.key in TRICK_BY_KEY else self.key}"


@dataclass(frozen=True)
class ScoreDogs:
    def __str__(self) -> str:
        return "score the dogs"


@dataclass(frozen=True)
class Go:
    def __str__(self) -> str:
        return "go on"


@dataclass(frozen=True)
class Stop:
    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True)
class Choose:
    """A number: Guard's before its roll, Fetch's to keep, Retrieve's die."""

    value: int

    def __str__(self) -> str:
        return f"choose {self.value}"


@dataclass(frozen=True)
class Reroll:
    """Spend a treat to roll the last roll again: all of it, or (Track) the dice named."""

    dice: tuple[int, ...] = ()

    def __str__(self) -> str:
        return "reroll" + (f" dice {', '.join(str(d + 1) for d in self.dice)}" if self.dice else "")


@dataclass(frozen=True)
class Accept:
    """Keep the roll as it fell (no more treats spent on it)."""

    def __str__(self) -> str:
        return "keep the roll"


@dataclass(frozen=True)
class Keep:
    """Hunt's two dice, or Search's set totalling 8 (by their places in the hand)."""

    dice: tuple[int, ...]

    def __str__(self) -> str:
        return f"keep dice {', '.join(str(d + 1) for d in self.dice)}"


@dataclass(frozen=True)
class Discard:
    """Scavenge: put back these dice, each lower than the yard's total (maybe none)."""

    dice: tuple[int, ...] = ()

    def __str__(self) -> str:
        return f"put back dice {', '.join(str(d + 1) for d in self.dice)}" if self.dice else "put back none"


@dataclass(frozen=True)
class Place:
    die: int
    dog: int

    def __str__(self) -> str:
        return f"place die {self.die + 1} on dog {self.dog + 1}"


@dataclass(frozen=True)
class Bury:
    die: int

    def __str__(self) -> str:
        return f"bury die {self.die + 1}"


@dataclass(frozen=True)
class TakeDie:
    """Dogpile's own die: from the yard (``dog`` -1) or from a dog's space."""

    dog: int
    value: int

    def __str__(self) -> str:
        where = "the yard" if self.dog < 0 else f"dog {self.dog + 1}"
        return f"take the {self.value} from {where}"


@dataclass(frozen=True)
class Move:
    """Trot: the die on one space goes to another empty space and shows its number."""

    from_dog: int
    from_value: int
    to_dog: int
    to_value: int

    def __str__(self) -> str:
        return f"move the {self.from_value} of dog {self.from_dog + 1} to the {self.to_value} of dog {self.to_dog + 1}"


@dataclass(frozen=True)
class Dig:
    """Raise or lower one buried die of any player's yard by 1."""

    seat: int
    value: int
    up: bool

    def __str__(self) -> str:
        return f"{'raise' if self.up else 'lower'} a buried {self.value} of seat {self.seat + 1}"


Action = (
    DoTrick | ScoreDogs | Go | Stop | Choose | Reroll | Accept | Keep | Discard | Place | Bury | TakeDie | Move | Dig
)
MOVES = MoveForms(
    "Spots",
    {
        "trick": DoTrick,
        "score": ScoreDogs,
        "go": Go,
        "stop": Stop,
        "choose": Choose,
        "reroll": Reroll,
        "accept": Accept,
        "keep": Keep,
        "discard": Discard,
        "place": Place,
        "bury": Bury,
        "take": TakeDie,
        "move": Move,
        "dig": Dig,
    },
)


def action_from_dict(data: dict) -> Action:
    """The move a saved form holds (MoveFormError if it holds none)."""
    return MOVES.from_dict(data)


# --- options ----------------------------------------------------------------

PILE_SIZES = (18, 24, 30, 36, 42, 48)  # the piles the setup offers
PILE_LIMITS = (8, 60)  # the piles a table may have at all
DEFAULT_PILES = {1: 18, 2: 24, 3: 36, 4: 48}  # by players (solo: one): twelve a player, measured (README)
D0G_TREAT_CHOICES = (0, 1, 2, 3, 4)  # d0g's starting treats the setup offers


@dataclass(frozen=True)
class Options:
    names: tuple = ("Ada", "Brannoc")  # the people and computer players; solo: one name, d0g joins
    solo: bool = False  # one player against d0g
    d0g_treats: int = 1  # solo: d0g's starting treats, its difficulty
    trick_set: str = "first_game"
    dice: int | None = None  # dice in the common pile; None: the default for the players
    deal: int = 0  # the shuffle of the dog deck (and of a random or Off Leash set)

    def __post_init__(self) -> None:
        if self.dice is None:
            object.__setattr__(self, "dice", default_pile(len(self.names)))

    def problem(self) -> str | None:
        players = len(self.names)
        if self.solo and players != 1:
            return "solo Spots is one player against d0g"
        if not self.solo and not 2 <= players <= 4:
            return "Spots is played by 2 to 4, or alone against d0g"
        if any(not str(name).strip() for name in self.names):
            return "every seat needs a name"
        if self.trick_set not in TRICK_SETS:
            return f"unknown trick set {self.trick_set!r} ({', '.join(TRICK_SETS)})"
        if not 0 <= self.d0g_treats <= 9:
            return "d0g starts with 0 to 9 treats"
        if not PILE_LIMITS[0] <= self.dice <= PILE_LIMITS[1]:
            return "the common pile holds {} to {} dice".format(*PILE_LIMITS)
        return None

    def to_dict(self) -> dict:
        return {
            "names": list(self.names),
            "solo": self.solo,
            "d0g_treats": self.d0g_treats,
            "trick_set": self.trick_set,
            "dice": self.dice,
            "deal": self.deal,
        }

    @classmethod
    def from_dict(cls, data: dict) -> Options:
        return cls(
            names=tuple(str(n) for n in data["names"]),
            solo=bool(data.get("solo", False)),
            d0g_treats=int(data.get("d0g_treats", 1)),
            trick_set=str(data.get("trick_set", "first_game")),
            dice=int(data.get("dice", 18)),
            deal=int(data.get("deal", 0)),
        )


def default_pile(players: int) -> int:
    """The common pile a table of ``players`` starts with unless it chooses
    another: the seed calls an empty pile "the extremely rare case", and
    every player's dogs and yard hold dice out of it (see the README for the
    measured games)."""
    return DEFAULT_PILES.get(players, PILE_SIZES[0])


def deal_tiles(options: Options) -> list[list[str]]:
    """The six tile stacks, top first: Howl, Roll Over, then one stack per
    colour (a single tile but in Off Leash Hours)."""
    rng = random.Random(f"{options.deal}/tiles")
    if options.trick_set == "off_leash":
        stacks = []
        for colour in SET_COLOURS:
            stack = [t.key for t in TRICKS if t.colour == colour]
            rng.shuffle(stack)
            stacks.append(stack)
    elif options.trick_set == "random":
        stacks = [[rng.choice([t.key for t in TRICKS if t.colour == colour])] for colour in SET_COLOURS]
    else:
        stacks = [[key] for key in SETS[options.trick_set]]
    return [[key] for key in ALWAYS] + stacks


def shuffled_deck(options: Options) -> list[str]:
    deck = [dog.key for dog in DOGS]
    random.Random(f"{options.deal}/dogs").shuffle(deck)
    return deck


# --- the state --------------------------------------------------------------


@dataclass
class State(GameState):
    options: Options
    deck: list  # dog keys, the top first
    packs: list  # per player: cards {"dog": key, "dice": [values], "scored": bool}
    yards: list  # per player: buried die values
    treats: list  # per seat, d0g's last when solo
    tiles: list  # per place: {"stack": [keys, top first], "faceup": bool, "treats": n}
    pile: int
    d0g_dogs: list = field(default_factory=list)  # solo: the dogs d0g has scored
    supply_out: int = 0  # treats the supply has given out, less those given back
    phase: str = "setup"
    turn: int = 0
    setup_rollers: list = field(default_factory=list)  # setup: who still rolls a die to bury
    contenders: list = field(default_factory=list)  # setup: who is rolling for the first turn
    trick: str | None = None
    step: int = 0
    runs: int = 0  # times the current step has been done
    last_count: int = 0  # dice in the trick's last roll (Chase)
    named: int | None = None  # Guard's number
    aside: int = 0  # Bolt's set-aside dice
    digs_left: int = 0
    rolling: int = 0  # dice in the air
    reroll_dice: list | None = None  # Track: which dice of the hand are in the air
    hand: list = field(default_factory=list)  # dice rolled, to place or bury
    hand_out: list = field(default_factory=list)  # dice of the roll put aside by Guard's number
    fresh: bool = False  # the roll may still be rolled again for a treat
    filtered: bool = True  # the trick's choice of what to keep is made
    buried_reward: int = 0  # Play Dead: the spots of the die buried this run
    winner: int | None = None
    history: list = field(default_factory=list)
    log: list = field(default_factory=list)

    move_forms = MOVES

    @classmethod
    def new(cls, options: Options) -> State:
        require_playable(options)
        players = len(options.names)
        deck = shuffled_deck(options)
        packs = [[] for _ in range(players)]
        for _ in range(2):
            for pack in packs:
                pack.append({"dog": deck.pop(0), "dice": [], "scored": False})
        seats = players + options.solo
        treats = [1] * players + ([options.d0g_treats] if options.solo else [])
        tiles = [{"stack": stack, "faceup": True, "treats": 0} for stack in deal_tiles(options)]
        state = cls(
            options=options,
            deck=deck,
            packs=packs,
            yards=[[] for _ in range(players)],
            treats=treats,
            tiles=tiles,
            pile=options.dice - players,
            rolling=players,
            supply_out=sum(treats),
            setup_rollers=list(range(players)),
            contenders=list(range(players)),
        )
        names = ", ".join(state.names[:seats])
        state.log.append(
            Event(
                "start",
                f"Spots with {SET_TITLES[options.trick_set].lower()}: {names}. Each player "
                "buries one die; the highest starts.",
                None,
                {"tiles": [t["stack"][0] for t in tiles]},
            )
        )
        return state

    # --- what the table looks like ---

    @property
    def names(self) -> tuple:
        return tuple(self.options.names) + ((D0G,) if self.options.solo else ())

    @property
    def players(self) -> int:
        """Seats with dogs and yards (d0g has neither)."""
        return len(self.options.names)

    @property
    def seats(self) -> int:
        return self.players + self.options.solo

    def is_d0g(self, seat: int) -> bool:
        return self.options.solo and seat == self.players

    @property
    def over(self) -> bool:
        return self.phase == "over"

    @property
    def to_move(self) -> int:
        if self.over:
            return TERMINAL
        return CHANCE if self.phase in ("setup", "roll", "d0g") else self.turn

    def dog(self, seat: int, index: int) -> Dog:
        return DOG_BY_KEY[self.packs[seat][index]["dog"]]

    def unscored(self, seat: int) -> list[int]:
        return [k for k, card in enumerate(self.packs[seat]) if not card["scored"]]

    def scored_count(self, seat: int) -> int:
        if self.is_d0g(seat):
            return len(self.d0g_dogs)
        return sum(card["scored"] for card in self.packs[seat])

    def empty_spaces(self, seat: int, index: int) -> list[int]:
        card = self.packs[seat][index]
        return [v for v in self.dog(seat, index).spaces if v not in card["dice"]]

    def complete(self, seat: int, index: int) -> bool:
        return not self.packs[seat][index]["scored"] and not self.empty_spaces(seat, index)

    def paws(self, seat: int) -> int:
        return sum(self.dog(seat, k).paws for k in self.unscored(seat))

    def yard_total(self, seat: int) -> int:
        return sum(self.yards[seat])

    def fits(self, seat: int, value: int) -> list[int]:
        """The unscored dogs with an empty space for this number."""
        return [k for k in self.unscored(seat) if value in self.empty_spaces(seat, k)]

    def faceup(self) -> list[int]:
        return [p for p, tile in enumerate(self.tiles) if tile["faceup"]]

    def top(self, place: int) -> str:
        return self.tiles[place]["stack"][0]

    def current_step(self) -> Step | None:
        if self.trick is None or self.step >= len(TRICK_BY_KEY[self.trick].steps):
            return None
        return TRICK_BY_KEY[self.trick].steps[self.step]

    def dice_on_table(self) -> int:
        """Every die, wherever it is: always ``options.dice``."""
        placed = sum(len(card["dice"]) for pack in self.packs for card in pack)
        return (
            self.pile
            + self.aside
            + self.rolling
            + len(self.hand)
            + len(self.hand_out)
            + placed
            + sum(len(yard) for yard in self.yards)
        )

    def treats_out(self) -> int:
        """Treats held or lying on tiles: always ``supply_out``."""
        return sum(self.treats) + sum(tile["treats"] for tile in self.tiles)

    def throw_request(self) -> ThrowRequest | None:
        if self.phase == "setup":
            return ThrowRequest(self.setup_rollers[0], 6, 1, place="tray")
        if self.phase == "d0g":
            return ThrowRequest(self.turn, 6, 1, place="tray")
        if self.phase == "roll":
            count = len(self.reroll_dice) if self.reroll_dice is not None else self.rolling
            return ThrowRequest(self.turn, 6, count, place="tray")
        return None

    def actor_name(self) -> str:
        if self.phase == "setup":
            return self.names[self.setup_rollers[0]]
        return self.names[self.turn]

    # --- legal moves ---

    def legal_actions(self) -> list[Action]:
        if self.to_move < 0:
            return []
        seat, phase = self.turn, self.phase
        if phase == "choose":
            moves: list[Action] = [DoTrick(self.top(p)) for p in self.faceup()]
            if any(self.complete(seat, k) for k in self.unscored(seat)):
                moves.append(ScoreDogs())
            return moves
        if phase == "may":
            return [Go(), Stop()]
        if phase == "name":
            return [Choose(v) for v in self._nameable()]
        if phase == "take":
            return [TakeDie(-1, v) for v in sorted(set(self.yards[seat]))] + [
                TakeDie(k, v) for k in self.unscored(seat) for v in sorted(self.packs[seat][k]["dice"])
            ]
        if phase == "trot":
            return [Stop()] + self._trot_moves()
        if phase == "dig":
            return [Stop()] + self._digs()
        return self._hand_moves()

    def _hand_moves(self) -> list[Action]:
        seat, step = self.turn, self.current_step()
        moves: list[Action] = []
        if self.fresh:
            moves.append(Accept())
            if self.treats[seat] > 0:
                moves.append(Reroll())
                if step.partial_reroll:
                    indices = range(len(self.hand))
                    moves += [Reroll(c) for n in range(1, len(self.hand)) for c in combinations(indices, n)]
        if not self.filtered:
            return moves + self._filter_moves()
        for die, value in enumerate(self.hand):
            moves += [Place(die, dog) for dog in self.fits(seat, value)]
            moves.append(Bury(die))
        return moves

    def _filter_moves(self) -> list[Action]:
        keep = self.current_step().keep
        indices = range(len(self.hand))
        if keep == "one_value":
            return [Choose(v) for v in sorted(set(self.hand))]
        if keep == "any_two":
            return [Keep(c) for c in combinations(indices, 2)]
        if keep == "total_eight":
            return [Keep(c) for c in self._sets_of_eight()]
        lower = [d for d in indices if self.hand[d] < self.yard_total(self.turn)]
        return [Discard(c) for n in range(len(lower) + 1) for c in combinations(lower, n)]

    def _sets_of_eight(self) -> list[tuple]:
        found, seen = [], set()
        for n in range(1, len(self.hand) + 1):
            for c in combinations(range(len(self.hand)), n):
                values = tuple(sorted(self.hand[d] for d in c))
                if sum(values) == 8 and values not in seen:
                    seen.add(values)
                    found.append(c)
        return found

    def _nameable(self) -> list[int]:
        if self.trick == "retrieve":
            return sorted(DOG_BY_KEY[self.deck[0]].spaces) if self.deck else []
        return list(range(1, 7))

    def _trot_moves(self) -> list[Move]:
        seat, moves = self.turn, []
        for a in self.unscored(seat):
            for value in self.packs[seat][a]["dice"]:
                for b in self.unscored(seat):
                    moves += [Move(a, value, b, v) for v in self.empty_spaces(seat, b) if (a, value) != (b, v)]
        return moves

    def _digs(self) -> list[Dig]:
        return [
            Dig(seat, v, up)
            for seat, yard in enumerate(self.yards)
            for v in sorted(set(yard))
            for up in (True, False)
            if not (up and v == 6)
        ]

    # --- refusals ---

    def decision_problem(self, action: object) -> str | None:
        if not isinstance(
            action,
            (DoTrick, ScoreDogs, Go, Stop, Choose, Reroll, Accept, Keep, Discard, Place, Bury, TakeDie, Move, Dig),
        ):
            return f"{action!r} is not a Spots move"
        if action in self.legal_actions():
            return None
        return self._why_not(action)

    def _why_not(self, action: Action) -> str:
        seat, phase, name = self.turn, self.phase, self.names[self.turn]
        if isinstance(action, DoTrick):
            if phase != "choose":
                return f"a trick is chosen at the start of a turn: {name} must {self.needed()}"
            if action.key not in TRICK_BY_KEY:
                return f"there is no trick called {action.key!r}"
            return f"{TRICK_BY_KEY[action.key].title} is not a faceup trick on the table"
        if isinstance(action, ScoreDogs):
            if phase != "choose":
                return f"dogs are scored instead of a trick, at the start of a turn: {name} must {self.needed()}"
            return "scoring needs at least one dog with every space filled"
        if isinstance(action, (Go, Stop)) and phase not in ("may", "trot", "dig"):
            return f"there is nothing to go on with or stop now: {name} must {self.needed()}"
        if isinstance(action, Choose):
            if phase == "name" and self.trick == "retrieve":
                return f"the top dog of the deck shows {', '.join(map(str, self._nameable())) or 'nothing'}"
            if phase == "hand" and not self.filtered and self.current_step().keep == "one_value":
                return f"no die shows {action.value}"
            if phase == "name":
                return "a number is 1 to 6"
            return f"there is no number to choose now: {name} must {self.needed()}"
        if isinstance(action, (Reroll, Accept)):
            if phase != "hand" or not self.fresh:
                return "only the roll just made can be rolled again, before any die is kept, placed or buried"
            if isinstance(action, Reroll) and self.treats[seat] == 0:
                return f"{name} has no treat to spend"
            return "a treat rerolls the whole roll (only Track rerolls some of its dice)"
        if phase != "hand" and isinstance(action, (Keep, Discard, Place, Bury)):
            return f"there are no rolled dice to use now: {name} must {self.needed()}"
        if isinstance(action, (Keep, Discard)):
            return self._filter_refusal(action)
        if isinstance(action, (Place, Bury)):
            if not self.filtered:
                return f"first {self.needed()}"
            if not 0 <= action.die < len(self.hand):
                return f"the roll holds dice 1 to {len(self.hand)}"
            if isinstance(action, Place):
                if not 0 <= action.dog < len(self.packs[seat]):
                    return f"{name} has dogs 1 to {len(self.packs[seat])}"
                if self.packs[seat][action.dog]["scored"]:
                    return f"{self.dog(seat, action.dog).name} is scored and takes no more dice"
                return f"{self.dog(seat, action.dog).name} has no empty space for a {self.hand[action.die]}"
        if isinstance(action, TakeDie):
            return "Dogpile's own die comes from your yard or a space of an unscored dog, one you have"
        if isinstance(action, Move):
            return (
                "Trot moves a die from one of your dogs to another empty space"
                if phase == "trot"
                else f"there is no die to move now: {name} must {self.needed()}"
            )
        if isinstance(action, Dig):
            return (
                "dig a buried die that is there (a 6 cannot be raised)"
                if phase == "dig"
                else f"there is no digging now: {name} must {self.needed()}"
            )
        return f"{name} must {self.needed()}"

    def _filter_refusal(self, action: Action) -> str:
        keep = self.current_step().keep if self.current_step() else ""
        if self.filtered:
            return "the choice of dice to keep is already made"
        if isinstance(action, Keep) and keep == "any_two":
            return "Hunt keeps exactly 2 different dice of the roll"
        if isinstance(action, Keep) and keep == "total_eight":
            return "Search keeps a set of dice totalling exactly 8 spots"
        if isinstance(action, Discard) and keep == "below_yard":
            return f"Scavenge puts back only dice lower than the yard's total ({self.yard_total(self.turn)})"
        return f"first {self.needed()}"

    def needed(self) -> str:
        phase = self.phase
        if phase == "choose":
            return "choose a trick or score the dogs"
        if phase == "may":
            step = self.current_step()
            return "roll again or stop" if self.runs else f"decide whether to {self._step_words(step)}"
        if phase == "name":
            return "choose a number"
        if phase == "take":
            return "take a die from the yard or a dog"
        if phase == "trot":
            return "move a die or stop"
        if phase == "dig":
            return "dig a buried die or stop"
        if phase == "hand":
            if not self.filtered:
                return {
                    "one_value": "choose a number to keep",
                    "any_two": "keep 2 dice",
                    "total_eight": "keep dice totalling 8",
                    "below_yard": "put back low dice (or none)",
                }[self.current_step().keep]
            return "place or bury the dice"
        return "throw"

    def _step_words(self, step: Step) -> str:
        return {"roll": "roll", "trot": "move a die", "dig": "dig", "retrieve": "retrieve"}.get(step.kind, "go on")

    def conserved(self) -> dict:
        """What no move makes or loses: the dice, and the treats the supply has given."""
        return {"dice": self.dice_on_table(), "treats given, less held": self.treats_out() - self.supply_out}

    def bounds_problem(self) -> str | None:
        if min(self.treats) < 0:
            return f"treats below nothing: {self.treats}"
        if any(self.yard_total(seat) > 7 for seat in range(self.players)):
            return "a yard holds more than 7"
        if any(len(pack) > 6 for pack in self.packs):
            return "a pack holds more than 6 dogs"
        return None

    def progress(self) -> str:
        """Where the game stands, in a few words (the menu's Continue)."""
        best = max(self.scored_count(seat) for seat in range(self.seats))
        return f"{best} of {DOGS_TO_WIN} dogs"

    def describe_position(self) -> str:
        if self.over:
            return "the game is over"
        who = self.actor_name()
        doing = f" ({TRICK_BY_KEY[self.trick].title})" if self.trick else ""
        return f"{who} to {self.needed()}{doing}"

    # --- performing ---

    def perform(self, action, events: list[Event]) -> None:
        if isinstance(action, ThrowResult):
            {"setup": self._setup_die, "d0g": self._d0g_die, "roll": self._rolled}[self.phase](action, events)
        elif isinstance(action, DoTrick):
            self._do_trick(action.key, events)
        elif isinstance(action, ScoreDogs):
            self._score(self.turn, events, fast=False)
            if not self.over:
                self._end_turn(events)
        elif isinstance(action, Go):
            self._run_step(events)
        elif isinstance(action, Stop):
            self._stop_step(events)
        elif isinstance(action, Choose):
            self._choose(action.value, events)
        elif isinstance(action, (Reroll, Accept)):
            self._reroll_or_accept(action, events)
        elif isinstance(action, (Keep, Discard)):
            self._keep(action, events)
        elif isinstance(action, Place):
            self._place(action, events)
        elif isinstance(action, Bury):
            self._bury(action.die, events)
        elif isinstance(action, TakeDie):
            self._take_own_die(action, events)
        elif isinstance(action, Move):
            self._move(action, events)
        elif isinstance(action, Dig):
            self._dig(action, events)

    # setup

    def _setup_die(self, result: ThrowResult, events: list[Event]) -> None:
        """Each player buries one die; the highest starts, and a tie for the
        highest rolls its buried dice again."""
        seat = self.setup_rollers.pop(0)
        value = result.values[0]
        self.turn = self.setup_rollers[0] if self.setup_rollers else seat
        self.rolling -= 1
        self.yards[seat].append(value)
        events.append(Event("setup", f"{self.names[seat]} buries a {value}.", seat, {"value": value}))
        if self.setup_rollers:
            return
        best = max(self.yards[s][0] for s in self.contenders)
        leaders = [s for s in self.contenders if self.yards[s][0] == best]
        if len(leaders) > 1:
            self.setup_rollers, self.contenders = list(leaders), list(leaders)
            self.turn = leaders[0]
            names = " and ".join(self.names[s] for s in leaders)
            events.append(
                Event(
                    "setup_tie", f"{names} tie with {best}: they roll their buried die again.", None, {"seats": leaders}
                )
            )
            for leader in leaders:  # their buried die goes back into the air
                self.yards[leader] = []
                self.rolling += 1
            return
        self.turn = leaders[0]
        said = "starts" if self.players == 1 else "has the highest buried die and starts"
        events.append(Event("first", f"{self.names[self.turn]} {said}.", self.turn))
        self._begin_turn(events)

    # turns

    def _begin_turn(self, events: list[Event]) -> None:
        seat = self.turn
        self.trick, self.step, self.runs, self.last_count, self.named, self.digs_left = None, 0, 0, 0, None, 0
        if self.pile == 0 and not self.is_d0g(seat):
            events.append(Event("no_dice", "The common pile is empty: every player busts.", seat))
            for other in range(self.players):
                self._clear(other)
        if len(self.faceup()) <= 1:
            self._reset_tiles(events)
        if self.is_d0g(seat):
            self.phase = "d0g"
        else:
            self.phase = "choose"
            events.append(Event("turn", f"{self.names[seat]}'s turn.", seat))

    def _reset_tiles(self, events: list[Event]) -> None:
        last = self.faceup()
        if len(last) == 1:
            self.tiles[last[0]]["treats"] += 1
            self.supply_out += 1
        for tile in self.tiles:
            if not tile["faceup"]:
                tile["stack"].append(tile["stack"].pop(0))  # Off Leash: the used tile goes under its stack
                tile["faceup"] = True
        on = f" A treat goes on {TRICK_BY_KEY[self.top(last[0])].title}." if len(last) == 1 else ""
        events.append(
            Event(
                "reset",
                f"The tricks are turned faceup again.{on}",
                self.turn,
                {"treat_on": last[0] if len(last) == 1 else None, "tiles": [t["stack"][0] for t in self.tiles]},
            )
        )

    def _end_turn(self, events: list[Event]) -> None:
        self.trick = None
        self.turn = (self.turn + 1) % self.seats
        self._begin_turn(events)

    # d0g

    def _d0g_die(self, result: ThrowResult, events: list[Event]) -> None:
        seat, value = self.turn, result.values[0]
        tile = self.tiles[value - 1]
        title = TRICK_BY_KEY[self.top(value - 1)].title
        if tile["faceup"]:
            tile["faceup"] = False
            taken, tile["treats"] = tile["treats"], 0
            self.treats[seat] += taken
            got = f" and takes {taken} treat{'s' if taken != 1 else ''}" if taken else ""
            events.append(
                Event(
                    "d0g_trick",
                    f"d0g rolls {value}: it turns {title} facedown{got}.",
                    seat,
                    {"value": value, "tile": value - 1, "treats": taken},
                )
            )
        else:
            events.append(
                Event(
                    "d0g_roll",
                    f"d0g rolls {value}: {title} is facedown, so d0g scores a dog.",
                    seat,
                    {"value": value, "tile": value - 1},
                )
            )
            self._d0g_scores(events)
        while not self.over and self.treats[seat] >= 2:
            self.treats[seat] -= 2
            self.supply_out -= 2
            events.append(Event("d0g_treats", "d0g gives back 2 treats and scores a dog.", seat))
            self._d0g_scores(events)
        if not self.over:
            self._end_turn(events)

    def _d0g_scores(self, events: list[Event]) -> None:
        if not self.deck:
            return
        key = self.deck.pop(0)
        self.d0g_dogs.append(key)
        events.append(
            Event(
                "d0g_score", f"d0g scores {DOG_BY_KEY[key].name} ({len(self.d0g_dogs)} of 6).", self.turn, {"dog": key}
            )
        )
        if len(self.d0g_dogs) >= DOGS_TO_WIN:
            self._finish(self.turn, events)

    # tricks and steps

    def _do_trick(self, key: str, events: list[Event]) -> None:
        seat = self.turn
        place = next(p for p in self.faceup() if self.top(p) == key)
        tile = self.tiles[place]
        tile["faceup"] = False
        taken, tile["treats"] = tile["treats"], 0
        self.treats[seat] += taken
        self.trick, self.step, self.runs, self.last_count = key, 0, 0, 0
        got = f", taking the {taken} treat{'s' if taken != 1 else ''} on it" if taken else ""
        events.append(
            Event(
                "trick",
                f"{self.names[seat]} does {TRICK_BY_KEY[key].title}{got}.",
                seat,
                {"trick": key, "treats": taken},
            )
        )
        self._start_step(events)

    def _start_step(self, events: list[Event]) -> None:
        """Ask, do or skip the current step; past the last, the turn ends."""
        while not self.over:
            step = self.current_step()
            if step is None:
                self._end_turn(events)
                return
            if not self._can_do(step):
                self._next_step(events)
                continue
            if step.kind in ("trot", "dig"):
                if self.runs == 0 and step.kind == "dig":
                    self.digs_left = self.paws(self.turn)
                self.phase = step.kind
                return
            again = self.runs > 0 and (step.repeat or (step.one_at_a_time and self.aside > 0))
            if self.runs > 0 and not again:
                self._next_step(events)
                continue
            if again or step.may:
                self.phase = "may"
                return
            self._run_step(events)
            return

    def _next_step(self, events: list[Event]) -> None:
        if self.aside:  # Bolt's dice not rolled go back
            self.pile += self.aside
            self.aside = 0
        self.step += 1
        self.runs = 0

    def _stop_step(self, events: list[Event]) -> None:
        self._next_step(events)
        self._start_step(events)

    def _can_do(self, step: Step) -> bool:
        seat = self.turn
        if step.kind == "roll":  # Dogpile too needs the pile: its own die only comes along
            return self._roll_count(step) > 0
        if step.kind == "trot":
            return bool(self._trot_moves())
        if step.kind == "dig":
            return (self.digs_left > 0 if self.runs else self.paws(seat) > 0) and bool(self._digs())
        if step.kind == "retrieve":
            return self.pile > 0 and bool(self.deck)
        return True

    def _roll_count(self, step: Step) -> int:
        """Dice the step would roll now, as many as are there to take."""
        seat = self.turn
        if step.one_at_a_time:
            return 1 if (self.aside if self.runs else self.pile) else 0
        if step.count_rule == "yard":
            return len(self.yards[seat])
        if step.count_rule == "more_than_last":
            wanted = self.last_count + 1
        elif step.count_rule == "unfilled_dogs":
            wanted = sum(1 for k in self.unscored(seat) if self.empty_spaces(seat, k))
        else:
            wanted = step.count + step.per_paw * self.paws(seat)
        return min(wanted, self.pile)

    def _own_dice(self) -> bool:
        seat = self.turn
        return bool(self.yards[seat]) or any(self.packs[seat][k]["dice"] for k in self.unscored(seat))

    def _run_step(self, events: list[Event]) -> None:
        step, seat = self.current_step(), self.turn
        if step.kind == "treats":
            self._take_treats(step, events)
            self.runs += 1
            self._start_step(events)
        elif step.kind == "draw_dog":
            if len(self.packs[seat]) < MAX_CARDS and self.deck:
                self._draw(seat, events)
            self.runs += 1
            self._start_step(events)
        elif step.kind == "retrieve" or step.keep == "named_or_lower":
            self.phase = "name"
        elif step.source == "pile_and_own" and self._own_dice():
            self.phase = "take"
        else:
            self._start_roll(step, events)

    def _start_roll(self, step: Step, events: list[Event], carried: int = 0) -> None:
        seat = self.turn
        if step.one_at_a_time:
            if self.runs == 0:
                self.aside = min(step.count + step.per_paw * self.paws(seat), self.pile)
                self.pile -= self.aside
                events.append(Event("aside", f"{self.names[seat]} sets {dice_count(self.aside)} aside.", seat))
            count = 1
            self.aside -= 1
        elif step.source == "yard":
            count = len(self.yards[seat])
            self.yards[seat] = []
        else:
            count = self._roll_count(step)
            self.pile -= count
        self.rolling = count + carried
        self.last_count = self.rolling
        self.reroll_dice = None
        self.phase = "roll"

    def _take_treats(self, step: Step, events: list[Event]) -> None:
        seat = self.turn
        have = self.treats[seat]
        if step.amount == "double_plus_one":
            gained = have + 1
        elif step.amount == "gobble":
            empty = [v for k in self.unscored(seat) for v in self.empty_spaces(seat, k)]
            gained = step.count - min(max(empty, default=0), step.count)
        elif step.amount == "facedown_tricks":
            gained = sum(1 for tile in self.tiles if not tile["faceup"] and tile["stack"][0] != self.trick)
        else:
            gained = step.count + step.per_paw * self.paws(seat)
        self.treats[seat] += gained
        self.supply_out += gained
        events.append(
            Event(
                "treats",
                f"{self.names[seat]} takes {gained} treat{'s' if gained != 1 else ''} ({self.treats[seat]} now).",
                seat,
                {"gained": gained},
            )
        )

    def _choose(self, value: int, events: list[Event]) -> None:
        seat = self.turn
        if self.phase == "name" and self.trick == "retrieve":
            self.pile -= 1
            self.hand, self.hand_out = [value], []
            self.fresh, self.filtered = False, True
            self.phase = "hand"
            events.append(
                Event("retrieve", f"{self.names[seat]} retrieves a die set to {value}.", seat, {"value": value})
            )
            self._hand_settled(events)
        elif self.phase == "name":
            self.named = value
            events.append(
                Event("named", f"{self.names[seat]} names {value}: dice above it will go back.", seat, {"value": value})
            )
            self._start_roll(self.current_step(), events)
        else:  # Fetch: keep every die showing the number
            self._settle(events)
            kept = [v for v in self.hand if v == value]
            self.pile += len(self.hand) - len(kept)
            self.hand = kept
            self.filtered = True
            said = "nothing" if not kept else f"the {value}" if len(kept) == 1 else f"the {len(kept)} {value}s"
            events.append(Event("keep", f"{self.names[seat]} keeps {said}.", seat, {"value": value, "kept": len(kept)}))
            self._hand_settled(events)

    def _take_own_die(self, action: TakeDie, events: list[Event]) -> None:
        seat = self.turn
        if action.dog < 0:
            self.yards[seat].remove(action.value)
            where = "the yard"
        else:
            self.packs[seat][action.dog]["dice"].remove(action.value)
            where = self.dog(seat, action.dog).name
        events.append(
            Event(
                "take",
                f"{self.names[seat]} takes the {action.value} from {where} to roll.",
                seat,
                {"dog": action.dog, "value": action.value},
            )
        )
        self._start_roll(self.current_step(), events, carried=1)

    # rolls and hands

    def _rolled(self, result: ThrowResult, events: list[Event]) -> None:
        seat, step = self.turn, self.current_step()
        values = list(result.values)
        if self.reroll_dice is not None:
            for die, value in zip(self.reroll_dice, values):
                self.hand[die] = value
            self.reroll_dice = None
        else:
            self.hand, self.hand_out = values, []
            self.rolling = 0
            if step.keep == "named_or_lower":
                self.hand = [v for v in values if v <= self.named]
                self.hand_out = [v for v in values if v > self.named]
        self.phase = "hand"
        self.filtered = not step.keep or step.keep == "named_or_lower"
        self.fresh = self.treats[seat] > 0
        shown = ", ".join(map(str, values))
        events.append(Event("roll", f"{self.names[seat]} rolls {shown}.", seat, {"values": list(values)}))
        if not self.fresh:
            self._settle(events)
            self._hand_settled(events)

    def _reroll_or_accept(self, action: Action, events: list[Event]) -> None:
        seat = self.turn
        if isinstance(action, Accept):
            self._settle(events)
            self._hand_settled(events)
            return
        self.treats[seat] -= 1
        self.supply_out -= 1
        self.fresh = False
        if action.dice:
            self.reroll_dice = list(action.dice)
            what = f"{len(action.dice)} of the dice"
        else:
            self.rolling = len(self.hand) + len(self.hand_out)
            self.hand, self.hand_out = [], []
            what = "the roll"
        events.append(
            Event("reroll", f"{self.names[seat]} spends a treat to reroll {what}.", seat, {"dice": list(action.dice)})
        )
        self.phase = "roll"

    def _settle(self, events: list[Event]) -> None:
        """The roll is kept as it is: Guard's dice above the number go back."""
        if self.fresh:
            self.fresh = False
        if self.hand_out:
            self.pile += len(self.hand_out)
            go = "goes" if len(self.hand_out) == 1 else "go"
            events.append(
                Event(
                    "put_back",
                    f"{dice_count(len(self.hand_out))} above {self.named} {go} back.",
                    self.turn,
                    {"values": list(self.hand_out)},
                )
            )
            self.hand_out = []

    def _hand_settled(self, events: list[Event]) -> None:
        """What the trick asks of the kept roll before placing: skipped where it has no choice."""
        step = self.current_step()
        if not self.filtered:
            if step.keep == "total_eight" and not self._sets_of_eight():
                self.pile += len(self.hand)
                events.append(Event("no_eight", "No set of the dice totals 8: they all go back.", self.turn))
                self.hand, self.filtered = [], True
            elif (
                step.keep == "any_two"
                and len(self.hand) <= 2
                or step.keep == "below_yard"
                and not any(v < self.yard_total(self.turn) for v in self.hand)
                or step.keep == "one_value"
                and not self.hand
            ):
                self.filtered = True
        if self.filtered and not self.hand:
            self._hand_done(events)

    def _keep(self, action: Action, events: list[Event]) -> None:
        self._settle(events)
        chosen = set(action.dice)
        kept = [v for d, v in enumerate(self.hand) if (d in chosen) == isinstance(action, Keep)]
        self.pile += len(self.hand) - len(kept)
        self.hand = kept
        self.filtered = True
        events.append(
            Event(
                "keep",
                f"{self.names[self.turn]} keeps {', '.join(map(str, kept)) or 'nothing'}.",
                self.turn,
                {"kept": list(kept)},
            )
        )
        self._hand_settled(events)

    def _place(self, action: Place, events: list[Event]) -> None:
        self._settle(events)
        seat = self.turn
        value = self.hand.pop(action.die)
        self.packs[seat][action.dog]["dice"].append(value)
        dog = self.dog(seat, action.dog)
        full = " It is complete!" if self.complete(seat, action.dog) else ""
        events.append(
            Event(
                "place",
                f"{self.names[seat]} places a {value} on {dog.name}.{full}",
                seat,
                {"value": value, "dog": action.dog},
            )
        )
        if not self.hand:
            self._hand_done(events)

    def _bury(self, die: int, events: list[Event]) -> None:
        self._settle(events)
        seat = self.turn
        value = self.hand.pop(die)
        self.yards[seat].append(value)
        total = self.yard_total(seat)
        events.append(
            Event(
                "bury",
                f"{self.names[seat]} buries a {value} (yard {total} of {BUST_OVER}).",
                seat,
                {"value": value, "yard": total},
            )
        )
        if total > BUST_OVER:
            self._bust(seat, events)
            return
        if self.current_step().bury_reward:
            self.buried_reward = value
        if not self.hand:
            self._hand_done(events)

    def _hand_done(self, events: list[Event]) -> None:
        """Every die of the roll is placed, buried or back: rewards, fast
        scoring, then the step goes on."""
        seat = self.turn
        self.phase = "step"
        if self.buried_reward:
            gained, self.buried_reward = self.buried_reward, 0
            self.treats[seat] += gained
            self.supply_out += gained
            events.append(
                Event(
                    "treats",
                    f"{self.names[seat]} plays dead well: {gained} treat{'s' if gained != 1 else ''}.",
                    seat,
                    {"gained": gained},
                )
            )
        unscored = self.unscored(seat)
        if unscored and all(self.complete(seat, k) for k in unscored):
            self._score(seat, events, fast=True)
            if self.over:
                return
        self.runs += 1
        self._start_step(events)

    def _move(self, action: Move, events: list[Event]) -> None:
        seat = self.turn
        self.packs[seat][action.from_dog]["dice"].remove(action.from_value)
        self.packs[seat][action.to_dog]["dice"].append(action.to_value)
        events.append(
            Event(
                "trot",
                f"{self.names[seat]} moves the {action.from_value} of "
                f"{self.dog(seat, action.from_dog).name} to the {action.to_value} of "
                f"{self.dog(seat, action.to_dog).name}.",
                seat,
            )
        )
        self.runs += 1
        self._next_step(events)
        self._start_step(events)

    def _dig(self, action: Dig, events: list[Event]) -> None:
        yard = self.yards[action.seat]
        yard.remove(action.value)
        who = self.names[action.seat]
        if action.up:
            yard.append(action.value + 1)
            said = f"raises {who}'s buried {action.value} to {action.value + 1}"
        elif action.value == 1:
            self.pile += 1
            said = f"digs up {who}'s buried 1"
        else:
            yard.append(action.value - 1)
            said = f"lowers {who}'s buried {action.value} to {action.value - 1}"
        events.append(
            Event(
                "dig",
                f"{self.names[self.turn]} {said} (yard {sum(yard)}).",
                self.turn,
                {"seat": action.seat, "value": action.value, "up": action.up},
            )
        )
        self.digs_left -= 1
        self.runs += 1
        if sum(yard) > BUST_OVER:
            self._bust(action.seat, events)
            if action.seat == self.turn or self.over:
                return
        if self.digs_left <= 0 or not self._digs():
            self._next_step(events)
        self._start_step(events)

    # scoring, busting, winning

    def _draw(self, seat: int, events: list[Event]) -> None:
        key = self.deck.pop(0)
        self.packs[seat].append({"dog": key, "dice": [], "scored": False})
        events.append(Event("draw", f"{self.names[seat]} draws {DOG_BY_KEY[key].name}.", seat, {"dog": key}))

    def _score(self, seat: int, events: list[Event], fast: bool) -> None:
        done = [k for k in self.unscored(seat) if self.complete(seat, k)]
        for k in done:
            card = self.packs[seat][k]
            self.pile += len(card["dice"])
            card["dice"] = []
            card["scored"] = True
        names = ", ".join(self.dog(seat, k).name for k in done)
        how = "all dogs full at once: fast scoring" if fast else "slow and steady"
        events.append(
            Event(
                "fast_score" if fast else "slow_score",
                f"{self.names[seat]} scores {names} ({how}); {self.scored_count(seat)} of 6.",
                seat,
                {"dogs": [self.packs[seat][k]["dog"] for k in done], "fast": fast},
            )
        )
        if self.scored_count(seat) >= DOGS_TO_WIN:
            self._finish(seat, events)
            return
        for _ in done:
            if len(self.packs[seat]) < MAX_CARDS and self.deck:
                self._draw(seat, events)

    def _clear(self, seat: int) -> None:
        for card in self.packs[seat]:
            self.pile += len(card["dice"])
            card["dice"] = []
        self.pile += len(self.yards[seat])
        self.yards[seat] = []

    def _bust(self, seat: int, events: list[Event]) -> None:
        self._clear(seat)
        events.append(Event("bust", f"{self.names[seat]} busts! The dogs' dice and the yard go back.", seat))
        if seat != self.turn:
            return
        self.pile += len(self.hand) + len(self.hand_out) + self.aside
        self.hand, self.hand_out, self.aside, self.buried_reward = [], [], 0, 0
        self.fresh, self.filtered = False, True
        self._end_turn(events)

    def _finish(self, seat: int, events: list[Event]) -> None:
        self.phase = "over"
        self.winner = seat
        self.trick = None
        self.pile += len(self.hand) + len(self.hand_out) + self.aside + self.rolling
        self.hand, self.hand_out, self.aside, self.rolling = [], [], 0, 0
        events.append(Event("game_over", f"{self.names[seat]} has six scored dogs and wins!", seat))

    def outcome(self) -> Outcome:
        """The first to six scored dogs wins; in a solo game d0g may win, and the player loses."""
        seats = self.players
        winner = None if self.winner is None or self.is_d0g(self.winner) else self.winner
        race = Outcome.one_winner(winner, seats, tuple(self.scored_count(seat) for seat in range(seats)))
        if winner is None and self.winner is not None:  # d0g won
            return replace(race, lost=(True,) * seats)
        return race

    # --- saving ---

    def to_dict(self) -> dict:
        return fields_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict) -> State:
        return fields_from_dict(cls, Options, data)


def replay(options: Options, actions: list[dict]) -> State:
    """Rebuild a game from its options and the moves it was played with."""
    return replay_moves(State.new(options), actions, action_from_dict)
