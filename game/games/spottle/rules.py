"""Spottle: players against the Spottle Master, and a toad that eats dice.

Each round every player at the table bets coins or an object, throws a first
die, watches the Master throw his, raises (doubling the bet) or holds, and
throws a second die; the Master's second die settles it. A total of 11 or 12
loses outright; otherwise the higher total wins and equal totals push. The
toad may swallow a player's die (it counts 0 and costs 1 cp to replace before
the next round). The two toad alternatives are the crocodile (press a tooth
before each throw; if the jaw snaps the die is lost, 2 cp to regain) and the
randomizer die (thrown by the Master before each round; a number naming a
seat costs that player a die).

The Master makes no choices, so he is not a seat that decides: his throws and
his valuations happen as chance and as part of a player's move. Seats
0..n-1 are the players; seat n (``State.master``) is the Master, who only
ever throws. Drive a ``State`` with ``apply``: a player's Bet, Offer, Accept,
Withdraw, SitOut, Leave, Raise or Hold, or the ``ThrowResult`` answering
``throw_request()`` when ``to_move`` is CHANCE.
"""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game.core.coins import format_coins
from game.core.dice import Fate, ThrowRequest, ThrowResult
from game.core.events import Event
from game.core.move_forms import GameOptions, MoveForms
from game.core.moves import GameMove, GameState
from game.core.outcome import Outcome
from game.games.spottle.items import ITEMS, kit_for

TOAD_OPTIONS = ("toad", "crocodile", "randomizer")
TOAD_TITLES = {"toad": "The live toad", "crocodile": "The crocodile", "randomizer": "The randomizer die"}
DIE_FEE = 1  # treating a die, on sitting down and for each replacement
JAW_FEE = 2  # regaining a die the crocodile's jaw caught
TEETH = 12  # the crocodile's teeth; one of them snaps the jaw
RANDOMIZER_SIDES = 12  # more faces than the most seats (6 players and the Master)
BUST_TOTALS = (11, 12)
MAX_PLAYERS = 6


def loss_fee(how: str) -> int:
    """What a die lost this way costs to replace before the next round."""
    return JAW_FEE if how == "jaw" else DIE_FEE


def outcome(total: int, master_total: int) -> str:
    """A player's result against the Master: bust, win, lose or push."""
    if total in BUST_TOTALS:
        return "bust"
    if total > master_total:
        return "win"
    if total < master_total:
        return "lose"
    return "push"


_WHICH = ("first", "second")
PAYOFF = {"bust": -1, "win": 1, "lose": -1, "push": 0}  # in bets, before a raise doubles them


# --- actions ---------------------------------------------------------------


class Bet(GameMove):
    """Put coins on the table."""

    coins: int

    def __str__(self) -> str:
        return f"bet {format_coins(self.coins) if self.coins > 0 else self.coins}"


class Offer(GameMove):
    """Offer an object from the inventory as the bet; the Master values it."""

    item: str

    def __str__(self) -> str:
        return f"offer {ITEMS[self.item].name if self.item in ITEMS else repr(self.item)}"


class Accept(GameMove):
    """Take the Master's valuation: the object is the bet."""

    said = "accept the valuation"


class Withdraw(GameMove):
    """Refuse the valuation and bet something else."""

    said = "take the object back"


class SitOut(GameMove):
    """Sit this round out."""

    said = "sit out"


class Leave(GameMove):
    """Stop playing and leave the table for good."""

    said = "leave the table"


class Raise(GameMove):
    """Double the bet before the second die."""

    said = "raise"


class Hold(GameMove):
    """Keep the bet as it is before the second die."""

    said = "hold"


Action = Bet | Offer | Accept | Withdraw | SitOut | Leave | Raise | Hold | ThrowResult
MOVES = MoveForms(
    "Spottle",
    {
        "bet": Bet,
        "offer": Offer,
        "accept": Accept,
        "withdraw": Withdraw,
        "sit_out": SitOut,
        "leave": Leave,
        "raise": Raise,
        "hold": Hold,
    },
)


action_from_dict = MOVES.from_dict


# --- options ---------------------------------------------------------------


@dataclass(frozen=True)
class Options(GameOptions):
    names: tuple[str, ...] = ("Crag", "Soily")
    purses: tuple[int, ...] = (500, 500)  # copper
    toad: str = "toad"  # or one of the alternatives: "crocodile", "randomizer"
    limit: int | None = None  # the Master's table limit on a bet, if he sets one
    rounds: int | None = 10  # the Master closes the table after these; None: play on
    bank: int = 20_000  # the Master's coins
    later_fields = {"toad": "toad", "limit": None, "rounds": 10, "bank": 20_000}

    def problem(self) -> str | None:
        """Why these options cannot open a table, or None."""
        if not 1 <= len(self.names) <= MAX_PLAYERS:
            return f"Spottle seats 1 to {MAX_PLAYERS} players"
        if len(self.purses) != len(self.names):
            return "every player needs a purse"
        if any(not name.strip() for name in self.names):
            return "every seat needs a name"
        if any(purse < 2 * DIE_FEE for purse in self.purses):
            return f"each purse must pay for two treated dice ({format_coins(2 * DIE_FEE)})"
        if self.toad not in TOAD_OPTIONS:
            return f"unknown toad option {self.toad!r} ({', '.join(TOAD_OPTIONS)})"
        if self.limit is not None and self.limit < 1:
            return "a table limit is at least 1 cp"
        if self.rounds is not None and self.rounds < 1:
            return "a session has at least one round"
        if self.bank < 0:
            return "the Master's bank cannot be negative"
        return None


# --- the state -------------------------------------------------------------


@dataclass
class State(GameState):
    options: Options
    purses: list[int]
    bank: int
    inventories: list[list[str]]  # per player: item keys
    hoard: list[str] = field(default_factory=list)  # objects the Master has won
    dice: list[int] = field(default_factory=list)  # treated dice each player holds
    owed: list[int] = field(default_factory=list)  # copper owed for dice to replace
    seated: list[bool] = field(default_factory=list)  # still at the table
    round: int = 0
    phase: str = "bet"  # bet, value, randomize, press, throw, declare, master, over
    turn: int = 0
    die: int = 0  # which of the two dice is being thrown
    # per player: None (undecided), False (out), or a bet: {coins, item, value, raised, declared}
    bets: list[dict[str, Any] | bool | None] = field(default_factory=list)
    offer: dict[str, Any] | None = None  # an object the Master has valued, awaiting the player
    rolls: list[list[int | None]] = field(default_factory=list)  # per player: [first, second]; None until thrown
    lost: list[list[str | None]] = field(default_factory=list)  # per player: [how each die was lost, or None]
    pressed: list[list[bool]] = field(default_factory=list)  # crocodile: [tooth pressed before each die]
    master_rolls: list[int | None] = field(default_factory=lambda: [None, None])
    teeth_pressed: int = 0
    doomed: int | None = None  # randomizer: the seat that loses a die this round
    round_results: list[dict[str, Any]] = field(default_factory=list)
    history: list[dict[str, Any]] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)

    move_forms = MOVES
    options_type = Options
    chance_phases = ("randomize", "press", "throw", "master")
    progress_said = "round {round}"  # where the session stands (the menu's Continue)

    # --- construction ---

    @classmethod
    def set_up(cls, options: Options) -> State:
        n = len(options.names)
        state = cls(
            options=options,
            purses=list(options.purses),
            bank=options.bank,
            inventories=[list(kit_for(seat)) for seat in range(n)],
            dice=[0] * n,
            owed=[2 * DIE_FEE] * n,
            seated=[True] * n,
        )
        events: list[Event] = []
        state._begin_round(events)
        state.log.extend(events)
        return state

    # --- what the table looks like ---

    @property
    def master(self) -> int:
        """The Master's seat number: after the players'."""
        return self.players

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def name_of(self, seat: int) -> str:
        return "the Master" if seat == self.master else self.names[seat]

    def throw_request(self) -> ThrowRequest | None:
        if self.phase == "randomize":
            return ThrowRequest(self.master, RANDOMIZER_SIDES, 1, place="tray")
        if self.phase == "press":
            return ThrowRequest(self.turn, TEETH - self.teeth_pressed, 1, place="jaw")
        if self.phase == "throw":
            return ThrowRequest(self.turn, 6, 1, place="toad" if self.options.toad == "toad" else "tray")
        if self.phase == "master":
            # the toad never eats the Master's dice, but his throw may knock a player's die under its nose
            if self.options.toad == "toad":
                return ThrowRequest(self.master, 6, 1, place="toad", fates=(Fate.KEPT,))
            return ThrowRequest(self.master, 6, 1, place="tray")
        return None

    def betting_seats(self) -> list[int]:
        """The players who bet this round (and so throw), in seat order."""
        return [seat for seat, bet in enumerate(self.bets) if bet]

    def max_bet(self, seat: int) -> int:
        purse = self.purses[seat]
        return purse if self.options.limit is None else min(purse, self.options.limit)

    def bet_of(self, seat: int) -> dict[str, Any]:
        """The seat's bet on the table: asked only of a seat that has one."""
        bet = self.bets[seat]
        if not isinstance(bet, dict):
            raise LookupError(f"{self.names[seat]} has no bet on the table")
        return bet

    def placed_bets(self) -> list[dict[str, Any]]:
        return [bet for bet in self.bets if isinstance(bet, dict)]

    def can_raise(self, seat: int) -> bool:
        bet = self.bets[seat]
        return isinstance(bet, dict) and self.purses[seat] >= bet["value"]

    def total(self, seat: int) -> int:
        """A player's dice total so far; lost dice count 0."""
        return sum(value or 0 for value in self.rolls[seat])

    def master_total(self) -> int:
        return sum(value or 0 for value in self.master_rolls)

    def table_coins(self) -> int:
        return sum(bet["coins"] for bet in self.placed_bets())

    def total_coins(self) -> int:
        """Purses, the Master's bank and the bets on the table: constant all session."""
        return sum(self.purses) + self.bank + self.table_coins()

    def objects(self) -> Counter:
        """Every object at the table, wherever it is: never made or lost."""
        counted = Counter(self.hoard)
        for inventory in self.inventories:
            counted.update(inventory)
        counted.update(bet["item"] for bet in self.placed_bets() if bet["item"])
        return counted

    def valued(self) -> dict:
        """The object the Master has valued, awaiting the player (asked only then)."""
        if self.offer is None:
            raise RuntimeError("no object is awaiting the player")
        return self.offer

    def legal_actions(self) -> list[Action]:
        """Every move of the player to act (not the dice: see ``throw_request``)."""
        if self.to_move < 0:
            return []
        seat = self.turn
        if self.phase == "bet":
            moves: list[Action] = [Bet(coins) for coins in range(1, self.max_bet(seat) + 1)]
            moves += [Offer(item) for item in dict.fromkeys(self.inventories[seat])]
            return moves + [SitOut(), Leave()]
        if self.phase == "value":
            return [Accept(), Withdraw(), SitOut()]
        return [*([Raise()] if self.can_raise(seat) else []), Hold()]

    def conserved(self) -> dict[str, object]:
        """What no move makes or loses: the coins and the objects at the table."""
        return {"coins": self.total_coins(), "objects": dict(self.objects())}

    def bounds_problem(self) -> str | None:
        if min(self.purses, default=0) < 0 or self.bank < 0:
            return f"a purse or the bank below nothing: {self.purses}, bank {self.bank}"
        if any(not 0 <= dice <= 2 for dice in self.dice):
            return f"a player holds {self.dice} dice, not 0 to 2"
        return None

    def describe_position(self) -> str:
        if self.over:
            return f"the session is over after round {self.round}"
        doing = {
            "bet": "to bet",
            "value": "to answer the Master's valuation",
            "randomize": "to throw the randomizer",
            "press": "to press a tooth",
            "throw": f"to throw die {self.die + 1}",
            "declare": "to raise or hold",
            "master": f"to throw die {self.die + 1}",
        }[self.phase]
        return f"round {self.round}, {self.name_of(self.turn)} {doing}"

    # --- moves ---

    over_text = "the session is over"

    def throw_problem(self, result: ThrowResult, request: ThrowRequest) -> str | None:
        if self.phase == "master" and Fate.SWALLOWED in result.fates:
            return "the toad never eats the Master's dice"
        return result.problem_with(request) or self._taken_later_problem(result.taken_later)

    def _taken_later_problem(self, taken: tuple) -> str | None:
        """The toad may take only a player's die that lies on the table: thrown
        this round and neither lost nor taken since, and each die once."""
        if len(set(taken)) != len(taken):
            return "the toad cannot take the same die twice"
        for seat, die in taken:
            if seat == self.master:
                return "the toad never eats the Master's dice"
            if not (0 <= seat < self.players and die in (0, 1)):
                return f"there is no die {die + 1} of seat {seat + 1} at this table"
            if self.rolls[seat][die] is None:
                return f"{self.names[seat]}'s {_WHICH[die]} die has not been thrown this round"
            if self.lost[seat][die]:
                return f"{self.names[seat]}'s {_WHICH[die]} die is no longer on the table"
        return None

    def actor_name(self) -> str:
        return self.name_of(self.turn)

    def throw_word(self) -> str:
        return "press a tooth" if self.phase == "press" else "throw the dice"

    def needed(self) -> str:
        return {"bet": "bet", "value": "answer the Master", "declare": "raise or hold"}.get(self.phase, "act")

    def decision_problem(self, action: object) -> str | None:
        name = self.names[self.turn]
        seat = self.turn
        if self.phase == "bet":
            return self._bet_problem(seat, name, action)
        if self.phase == "value":
            if isinstance(action, (Accept, Withdraw, SitOut)):
                return None
            item = ITEMS[self.valued()["item"]].name
            return f"the Master has valued {item}: {name} must accept, take it back or sit out"
        if isinstance(action, Raise):
            if not self.can_raise(seat):
                value = self.bet_of(seat)["value"]
                return f"{name} has {format_coins(self.purses[seat])}, not the {format_coins(value)} a raise adds"
            return None
        if isinstance(action, Hold):
            return None
        return f"{name} must raise or hold"

    def _bet_problem(self, seat: int, name: str, action: object) -> str | None:
        if isinstance(action, Bet):
            if action.coins < 1:
                return "the smallest bet is 1 cp"
            if action.coins > self.purses[seat]:
                return f"{name} has only {format_coins(self.purses[seat])}"
            if self.options.limit is not None and action.coins > self.options.limit:
                return f"the table limit is {format_coins(self.options.limit)}"
            return None
        if isinstance(action, Offer):
            if action.item not in self.inventories[seat]:
                what = ITEMS[action.item].short.lower() if action.item in ITEMS else repr(action.item)
                return f"{name} has no {what} to bet"
            return None
        if isinstance(action, (SitOut, Leave)):
            return None
        return f"{name} must bet, offer an object, sit out or leave"

    def perform(self, action: Action, events: list[Event]) -> None:
        seat = self.turn
        if isinstance(action, ThrowResult):
            self._resolve_throw(action, events)
        elif isinstance(action, Bet):
            self.purses[seat] -= action.coins
            self.bets[seat] = {
                "coins": action.coins,
                "item": None,
                "value": action.coins,
                "raised": False,
                "declared": False,
            }
            events.append(
                Event("bet", f"{self.names[seat]} bets {format_coins(action.coins)}.", seat, {"coins": action.coins})
            )
            self._after_bet(events)
        elif isinstance(action, Offer):
            value = ITEMS[action.item].price
            if self.options.limit is not None:
                value = min(value, self.options.limit)
            self.offer = {"item": action.item, "value": value}
            self.phase = "value"
            capped = " (the table limit)" if value < ITEMS[action.item].price else ""
            events.append(
                Event(
                    "offer",
                    f"{self.names[seat]} offers {ITEMS[action.item].name}; the Master "
                    f"values it at {format_coins(value)}{capped}.",
                    seat,
                    {"item": action.item, "value": value},
                )
            )
        elif isinstance(action, Accept):
            item, value = self.valued()["item"], self.valued()["value"]
            self.inventories[seat].remove(item)
            self.bets[seat] = {"coins": 0, "item": item, "value": value, "raised": False, "declared": False}
            self.offer = None
            events.append(
                Event(
                    "bet",
                    f"{self.names[seat]} bets {ITEMS[item].name}, worth {format_coins(value)}.",
                    seat,
                    {"item": item, "value": value},
                )
            )
            self._after_bet(events)
        elif isinstance(action, Withdraw):
            events.append(
                Event("withdraw", f"{self.names[seat]} takes {ITEMS[self.valued()['item']].name} back.", seat)
            )
            self.offer = None
            self.phase = "bet"
        elif isinstance(action, SitOut):
            self.offer = None
            self.bets[seat] = False
            events.append(Event("sit_out", f"{self.names[seat]} sits this round out.", seat))
            self._after_bet(events)
        elif isinstance(action, Leave):
            self.bets[seat] = False
            self._leave(seat, f"{self.names[seat]} leaves the table.", "stopped", events)
            self._after_bet(events)
        else:
            bet = self.bet_of(seat)
            bet["declared"] = True
            if isinstance(action, Raise):
                self.purses[seat] -= bet["value"]
                bet["coins"] += bet["value"]
                bet["raised"] = True
                events.append(
                    Event(
                        "raise",
                        f"{self.names[seat]} raises: {format_coins(bet['value'])} more on the table.",
                        seat,
                        {"coins": bet["value"]},
                    )
                )
            else:
                events.append(Event("hold", f"{self.names[seat]} holds.", seat))
            self._next_step(events)

    # --- the round ---

    def _begin_round(self, events: list[Event]) -> None:
        """Dice paid for, the broke sent home, then bets (or the randomizer)."""
        limit = self.options.rounds
        if limit is not None and self.round >= limit:
            self._end_session(
                f"The Master closes the table after {self.round} round{'s' if self.round != 1 else ''}.", events
            )
            return
        if self.round and self.bank <= 0:
            self._end_session("The Master's bank is empty: he closes the table.", events)
            return
        paid: list[Event] = []
        for seat in range(self.players):
            if not self.seated[seat]:
                continue
            self._pay_for_dice(seat, paid)
            if self.seated[seat] and self.purses[seat] < 1 and not self.inventories[seat]:
                self._leave(seat, f"{self.names[seat]} has nothing left to bet and leaves the table.", "broke", paid)
        if not any(self.seated):
            events.extend(paid)
            self._end_session("Every player has left the table.", events)
            return
        self.round += 1
        events.append(Event("round_start", f"Round {self.round}.", None, {"round": self.round}))
        events.extend(paid)
        n = self.players
        self.bets = [None if self.seated[seat] else False for seat in range(n)]
        self.rolls = [[None, None] for _ in range(n)]
        self.lost = [[None, None] for _ in range(n)]
        self.pressed = [[False, False] for _ in range(n)]
        self.master_rolls = [None, None]
        self.offer = None
        self.doomed = None
        if self.options.toad == "randomizer":
            self.phase, self.turn = "randomize", self.master
        else:
            self.phase, self.turn = "bet", self.seated.index(True)

    def _pay_for_dice(self, seat: int, events: list[Event]) -> None:
        fee = self.owed[seat]
        if not fee:
            return
        name, missing = self.names[seat], 2 - self.dice[seat]
        if self.purses[seat] < fee:
            self._leave(
                seat, f"{name} cannot pay {format_coins(fee)} for treated dice and leaves the table.", "broke", events
            )
            return
        self.purses[seat] -= fee
        self.bank += fee
        self.owed[seat] = 0
        self.dice[seat] = 2
        what = "two treated dice" if missing == 2 else "a new treated die"
        events.append(
            Event(
                "fee", f"{name} pays the Master {format_coins(fee)} for {what}.", seat, {"amount": fee, "dice": missing}
            )
        )

    def _leave(self, seat: int, text: str, why: str, events: list[Event]) -> None:
        self.seated[seat] = False
        events.append(Event("leave", text, seat, {"why": why}))

    def _after_bet(self, events: list[Event]) -> None:
        """The next undecided player bets; when all have, the dice begin."""
        self.phase = "bet"
        undecided = [seat for seat in range(self.players) if self.bets[seat] is None]
        if undecided:
            self.turn = undecided[0]
            return
        if not self.betting_seats():
            events.append(Event("round_over", "Nobody bets this round.", None, {"round": self.round}))
            self._begin_round(events)
            return
        self._next_step(events)

    def _next_step(self, events: list[Event]) -> None:
        """What the round needs next, read from how far it has come: each
        player's first die, the Master's first, each player's declaration and
        second die, the Master's second, then settlement."""
        crocodile = self.options.toad == "crocodile"
        for die in (0, 1):
            for seat in self.betting_seats():
                if die == 1 and not self.bet_of(seat)["declared"]:
                    self.phase, self.turn, self.die = "declare", seat, 1
                    return
                if self.rolls[seat][die] is not None:
                    continue
                if die == 1 and seat == self.doomed:
                    self._lose_die(seat, 1, "randomizer", events)
                    continue
                self.turn, self.die = seat, die
                self.phase = "press" if crocodile and not self.pressed[seat][die] else "throw"
                return
            if self.master_rolls[die] is None:
                self.phase, self.turn, self.die = "master", self.master, die
                return
        self._settle(events)

    def _lose_die(self, seat: int, die: int, how: str, events: list[Event]) -> None:
        self.rolls[seat][die] = 0
        self.lost[seat][die] = how
        self.dice[seat] -= 1
        self.owed[seat] += loss_fee(how)
        if how == "randomizer":
            events.append(
                Event(
                    "lost_die",
                    f"{self.names[seat]} has no second die this round (the randomizer named this seat): it counts 0.",
                    seat,
                    {"how": how},
                )
            )

    def _resolve_throw(self, result: ThrowResult, events: list[Event]) -> None:
        value, fate = result.values[0], result.fates[0]
        seat, die = self.turn, self.die
        if self.phase == "randomize":
            named = value - 1 if value <= self.players else None
            if named is not None and self.seated[named]:
                self.doomed = named
                text = f"The randomizer shows {value}: {self.names[named]} loses a die this round."
            else:
                text = f"The randomizer shows {value}: nobody loses a die this round."
            events.append(Event("randomizer", text, self.doomed, {"value": value}))
            self.phase, self.turn = "bet", self.seated.index(True)
            return
        if self.phase == "press":
            self.pressed[seat][die] = True
            which = "first" if die == 0 else "second"
            if value == 1:
                self.teeth_pressed = 0
                self._lose_die(seat, die, "jaw", events)
                events.append(
                    Event(
                        "snap",
                        f"{self.names[seat]} presses a tooth: SNAP! The crocodile keeps the "
                        f"{which} die (it counts 0; {format_coins(JAW_FEE)} to get it back).",
                        seat,
                        {"die": die},
                    )
                )
            else:
                self.teeth_pressed += 1
                events.append(
                    Event(
                        "press",
                        f"{self.names[seat]} presses a tooth. The jaw stays open.",
                        seat,
                        {"die": die, "teeth_pressed": self.teeth_pressed},
                    )
                )
            self._next_step(events)
            return
        if self.phase == "master":
            self.master_rolls[die] = value
            which = "first" if die == 0 else "second"
            total = f" (total {self.master_total()})" if die == 1 else ""
            events.append(
                Event(
                    "master_throw",
                    f"The Master throws his {which} die: {value}{total}.",
                    self.master,
                    {"value": value, "die": die},
                )
            )
            self._late_strikes(result.taken_later, "the Master's", events)
            self._next_step(events)
            return
        name = self.names[seat]
        which = "first" if die == 0 else "second"
        if fate is Fate.SWALLOWED:
            self._lose_die(seat, die, "toad", events)
            events.append(
                Event(
                    "swallowed",
                    f"{name}'s {which} die shows {value}, and the toad's tongue takes it! "
                    f"It counts 0; a new die costs {format_coins(DIE_FEE)}.",
                    seat,
                    {"value": value, "die": die},
                )
            )
        else:
            self.rolls[seat][die] = value
            total = f" (total {self.total(seat)})" if die == 1 else ""
            events.append(
                Event("throw", f"{name} throws the {which} die: {value}{total}.", seat, {"value": value, "die": die})
            )
        self._late_strikes(result.taken_later, f"{name}'s", events)
        self._next_step(events)

    def _late_strikes(self, taken: tuple, thrower: str, events: list[Event]) -> None:
        """Dice lying on the table that the toad took when this throw came to
        rest: each counts 0 for the round, as one taken at once; a raise
        already made stands."""
        for seat, die in taken:
            value = self.rolls[seat][die]
            self._lose_die(seat, die, "toad", events)
            events.append(
                Event(
                    "snapped_up",
                    f"The toad snaps up {self.names[seat]}'s {value} as {thrower} die "
                    f"rolls past! It counts 0 (total {self.total(seat)}); a new die "
                    f"costs {format_coins(DIE_FEE)}.",
                    seat,
                    {"value": value, "die": die, "total": self.total(seat)},
                )
            )

    def _settle(self, events: list[Event]) -> None:
        master_total = self.master_total()
        results = []
        for seat in self.betting_seats():
            bet = self.bet_of(seat)
            total = self.total(seat)
            result = outcome(total, master_total)
            stake = bet["value"] * (2 if bet["raised"] else 1)
            name, item = self.names[seat], bet["item"]
            paid = 0
            if result in ("bust", "lose"):
                self.bank += bet["coins"]
                if item:
                    self.hoard.append(item)
                lost = f"{format_coins(bet['coins'])}" if bet["coins"] else ""
                if item:
                    lost = f"{ITEMS[item].name}" + (f" and {lost}" if lost else "")
                why = f"{total} is a bust" if result == "bust" else f"{total} against the Master's {master_total}"
                text = f"{name} loses {lost} to the Master ({why})."
            else:
                self.purses[seat] += bet["coins"]
                if item:
                    self.inventories[seat].append(item)
                if result == "win":
                    paid = min(stake, self.bank)
                    self.bank -= paid
                    self.purses[seat] += paid
                    short = "" if paid == stake else f" (all the bank held; {format_coins(stake)} was owed)"
                    text = f"{name} wins {format_coins(paid)}{short}: {total} beats the Master's {master_total}."
                else:
                    text = f"{name} keeps the bet: {total} against {master_total}, a push."
            change = paid if result == "win" else 0 if result == "push" else -stake  # in coins and objects' worth
            results.append(
                {
                    "seat": seat,
                    "total": total,
                    "result": result,
                    "stake": stake,
                    "paid": paid,
                    "change": change,
                    "item": item,
                    "raised": bet["raised"],
                }
            )
            events.append(
                Event(
                    "settle",
                    text,
                    seat,
                    {
                        "result": result,
                        "total": total,
                        "stake": stake,
                        "paid": paid,
                        "item": item,
                        "master_total": master_total,
                    },
                )
            )
        self.round_results.append(
            {"round": self.round, "master_total": master_total, "results": results, "lost": copy.deepcopy(self.lost)}
        )
        self.bets = [False] * self.players
        events.append(Event("round_over", f"Round {self.round} is settled.", None, {"round": self.round}))
        self._begin_round(events)

    def _end_session(self, text: str, events: list[Event]) -> None:
        self.phase = "over"
        self.turn = self.master
        self.bets = [False] * self.players
        events.append(Event("session_over", text, None, {"rounds": self.round}))

    # --- results ---

    def net(self, seat: int) -> int:
        """A player's coins now against his purse when he sat down."""
        return self.purses[seat] - self.options.purses[seat]

    def summary(self) -> dict:
        """Purse changes, objects won by the Master, the biggest win, dice eaten, results by player."""
        results = [r for round_ in self.round_results for r in round_["results"]]
        tallies = [{kind: 0 for kind in ("win", "lose", "bust", "push")} for _ in range(self.players)]
        for r in results:
            tallies[r["seat"]][r["result"]] += 1
        objects_lost = [
            [r["item"] for r in results if r["seat"] == seat and r["item"] and r["result"] in ("lose", "bust")]
            for seat in range(self.players)
        ]
        eaten = [0] * self.players
        for round_ in self.round_results:
            for seat, ways in enumerate(round_["lost"]):
                eaten[seat] += sum(way == "toad" for way in ways)
        wins = [r for r in results if r["result"] == "win"]
        biggest = max(wins, key=lambda r: r["paid"], default=None)
        return {
            "rounds": self.round,
            "net": [self.net(seat) for seat in range(self.players)],
            "master_net": self.bank - self.options.bank,
            "results": tallies,
            "objects_lost": objects_lost,
            "hoard": list(self.hoard),
            "dice_eaten": eaten,
            "biggest_win": None if biggest is None else {"seat": biggest["seat"], "amount": biggest["paid"]},
        }

    def die_kind(self, request: ThrowRequest) -> str | None:
        return None if request.place == "jaw" else super().die_kind(request)  # teeth are pressed, not thrown

    def outcome(self) -> Outcome:
        """Against the house: each player wins or loses by the purse's change."""
        wins = [r for round_ in self.round_results for r in round_["results"] if r["result"] == "win"]
        return Outcome.by_coins(
            tuple(self.net(seat) for seat in range(self.players)),
            tuple(max((r["paid"] for r in wins if r["seat"] == seat), default=0) for seat in range(self.players)),
        )

    # --- saving ---


replay = State.replay
