"""Death's Will: two gamblers, three dice, one bowl.

The challenger antes and throws, then the house; turns alternate until both
have a score, and the higher score takes the pot. Special throws end the
hand at once (plague, favor, woe, weal), and a die that leaves the bowl is a
piss: no score. Equal scores tie: the pot stays and both throw again. A
fold gives the pot to the other gambler. An ante may be raised by whole
coins of the stakes, and the raised ante is what each pays from then on;
woe costs the thrower two antes more, weal wins two antes more.

A ``State`` is driven with ``apply``: a seat's ``Ante`` or ``Fold``, or the
``ThrowResult`` that answers ``throw_request()`` when ``to_move`` is CHANCE.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from game.core.coins import COPPER, GOLD, SILVER, Coin, format_coins
from game.core.dice import Fate, ThrowRequest, ThrowResult
from game.core.events import Event
from game.core.move_forms import GameOptions, MoveForms
from game.core.moves import CHANCE, GameMove, GameState
from game.core.outcome import Outcome

DICE_PER_THROW = 3
NOTABLE_THROWS = ("favor", "weal", "plague", "woe", "piss")


@dataclass(frozen=True)
class Stakes:
    key: str
    title: str
    sides: int
    coin: Coin

    @property
    def ante(self) -> int:
        return self.coin.copper


STAKES = {
    "low": Stakes("low", "Low", 4, COPPER),
    "average": Stakes("average", "Average", 6, SILVER),
    "high": Stakes("high", "High", 12, GOLD),
}


class Reading(str, Enum):
    PISS = "piss"
    PLAGUE = "plague"
    FAVOR = "favor"
    WOE = "woe"
    WEAL = "weal"
    SCORE = "score"
    NOTHING = "nothing"


def read_throw(result: ThrowResult, sides: int) -> tuple[Reading, int | None]:
    """What a throw means; the first reading that fits wins: a piss, the
    plague, favor, woe, weal, a score, nothing."""
    if any(fate is not Fate.KEPT for fate in result.fates):
        return Reading.PISS, None
    low, mid, high = sorted(result.values)
    if low == high == 1:
        return Reading.PLAGUE, None
    if low == high:
        return Reading.FAVOR, None
    if (low, mid, high) == (1, 2, 3):
        return Reading.WOE, None
    if (low, mid, high) == (sides - 2, sides - 1, sides):
        return Reading.WEAL, None
    if low == mid:
        return Reading.SCORE, high
    if mid == high:
        return Reading.SCORE, low
    return Reading.NOTHING, None


# --- actions ---------------------------------------------------------------


class Ante(GameMove):
    """Pay the current ante, raised by ``raise_coins`` coins of the stakes."""

    raise_coins: int = 0

    def __str__(self) -> str:
        return f"ante and raise {self.raise_coins}" if self.raise_coins else "ante"


class Fold(GameMove):
    """Give up the hand: the opponent takes the pot."""

    said = "fold"


Action = Ante | Fold | ThrowResult


MOVES = MoveForms("Death's Will", {"ante": Ante, "fold": Fold})


action_from_dict = MOVES.from_dict


# --- options and state -----------------------------------------------------


@dataclass(frozen=True)
class Options(GameOptions):
    names: tuple[str, ...] = ("Crag", "Soily")  # two, or problem() says so (a damaged save)
    stakes: str = "average"
    purses: tuple[int, ...] = (200, 200)  # copper; two, or problem() says so (a damaged save)
    hands: int | None = 5  # None: play until one is broke
    keep_roles: bool = False
    first_challenger: int = 0
    later_fields = {"first_challenger": 0}

    def problem(self) -> str | None:
        """Why these options cannot start a match, or None."""
        if self.stakes not in STAKES:
            return f"unknown stakes {self.stakes!r} (low, average or high)"
        if len(self.names) != 2 or len(self.purses) != 2:
            return "Death's Will is played by exactly two"
        if any(not name.strip() for name in self.names):
            return "every seat needs a name"
        if any(purse < STAKES[self.stakes].ante for purse in self.purses):
            return "each purse must hold at least one ante"
        if self.hands is not None and self.hands < 1:
            return "a match has at least one hand"
        if self.first_challenger not in (0, 1):
            return "the first challenger is seat 0 or 1"
        return None


@dataclass
class State(GameState):
    options: Options
    purses: list[int]
    pot: int = 0
    ante: int = 0
    hand: int = 1
    challenger: int = 0
    turn: int = 0
    awaiting_throw: bool = False
    scores: list[int | None] = field(default_factory=lambda: [None, None])  # this hand's, None till thrown
    anted: list[bool] = field(default_factory=lambda: [False, False])
    over: bool = False
    hands_won: list[int] = field(default_factory=lambda: [0, 0])
    hand_results: list[dict[str, Any]] = field(default_factory=list)  # {hand, winner, how, pot}
    history: list[dict[str, Any]] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)

    move_forms = MOVES
    options_type = Options

    def awaits_chance(self) -> bool:
        return self.awaiting_throw

    # --- construction ---

    @classmethod
    def set_up(cls, options: Options) -> State:
        state = cls(options=options, purses=list(options.purses))
        state.challenger = state.turn = options.first_challenger
        state.ante = state.stakes.ante
        state.log.append(state._hand_start_event())
        return state

    # --- what the table looks like ---

    @property
    def stakes(self) -> Stakes:
        return STAKES[self.options.stakes]

    @property
    def house(self) -> int:
        return 1 - self.challenger

    def throw_request(self) -> ThrowRequest | None:
        if self.to_move != CHANCE:
            return None
        return ThrowRequest(thrower=self.turn, sides=self.stakes.sides, count=DICE_PER_THROW, place="bowl")

    def max_raise(self) -> int:
        """The largest raise, in coins of the stakes, the seat to act can pay."""
        if self.to_move < 0:
            return 0
        return max(0, (self.purses[self.turn] - self.ante) // self.stakes.ante)

    def can_ante(self) -> bool:
        return self.to_move >= 0 and self.purses[self.turn] >= self.ante

    def can_fold(self) -> bool:
        return self.to_move >= 0 and self.pot > 0

    def legal_actions(self) -> list[Action]:
        """Every move of the seat to act (not the dice: see ``throw_request``)."""
        if self.to_move < 0:
            return []
        moves: list[Action] = []
        if self.can_ante():
            moves.extend(Ante(coins) for coins in range(self.max_raise() + 1))
        if self.can_fold():
            moves.append(Fold())
        return moves

    def conserved(self) -> dict[str, object]:
        """What no move makes or loses: the coins, in the purses and the pot."""
        return {"coins": self.total_coins()}

    def bounds_problem(self) -> str | None:
        if min(self.purses) < 0 or self.pot < 0:
            return f"a purse or the pot below nothing: {self.purses}, pot {self.pot}"
        return None

    def describe_position(self) -> str:
        if self.over:
            return f"the match is over after hand {self.hand}"
        who = self.names[self.turn]
        doing = "to throw" if self.awaiting_throw else "to ante"
        return f"hand {self.hand}, pot {format_coins(self.pot)}, ante {format_coins(self.ante)}, {who} {doing}"

    # --- moves ---

    over_text = "the match is over"
    progress_said = "hand {hand}"  # where the match stands (the menu's Continue)

    def needed(self) -> str:
        return "ante or fold" if self.can_fold() else "ante"  # nothing in the pot: nothing to fold

    def decision_problem(self, action: object) -> str | None:
        name = self.names[self.turn]
        if isinstance(action, Ante):
            if action.raise_coins < 0:
                return "a raise cannot be negative"
            cost = self.ante + action.raise_coins * self.stakes.ante
            if cost > self.purses[self.turn]:
                if not action.raise_coins:
                    return f"{name} cannot pay the ante of {format_coins(self.ante)} and must fold"
                return (
                    f"{name} has {format_coins(self.purses[self.turn])}, not the {format_coins(cost)} this raise costs"
                )
            return None
        if isinstance(action, Fold):
            return None if self.pot > 0 else "the pot is empty, there is nothing to fold"
        return f"{action!r} is not a Death's Will move"

    def perform(self, action: Action, events: list[Event]) -> None:
        if isinstance(action, ThrowResult):
            self._resolve_throw(action, events)
        elif isinstance(action, Ante):
            self._pay_ante(action.raise_coins, events)
        else:
            self._end_hand(1 - self.turn, "fold", events, folder=self.turn)

    def _pay_ante(self, raise_coins: int, events: list[Event]) -> None:
        seat = self.turn
        amount = self.ante + raise_coins * self.stakes.ante
        self.purses[seat] -= amount
        self.pot += amount
        self.anted[seat] = True
        self.awaiting_throw = True
        name = self.names[seat]
        if raise_coins:
            self.ante = amount
            events.append(
                Event(
                    "raise",
                    f"{name} raises the ante to {format_coins(amount)} and pays it.",
                    seat,
                    {"amount": amount, "ante": amount, "coins": raise_coins},
                )
            )
        else:
            events.append(Event("ante", f"{name} antes {format_coins(amount)}.", seat, {"amount": amount}))

    def _resolve_throw(self, result: ThrowResult, events: list[Event]) -> None:
        seat, other = self.turn, 1 - self.turn
        name = self.names[seat]
        reading, score = read_throw(result, self.stakes.sides)
        self.awaiting_throw = False
        shown = "-".join(str(v) for v in result.values)
        data = {
            "values": list(result.values),
            "fates": [f.value for f in result.fates],
            "reading": reading.value,
            "score": score,
        }
        texts = {
            Reading.PISS: f"{name} threw a die clean out of the bowl. A piss! No score.",
            Reading.PLAGUE: f"{name} threw 1-1-1: the plague! {name} loses the hand.",
            Reading.FAVOR: (
                f"{name} threw {shown}: Death's favor!"  # who wins the hand is said as it ends, once
                if self.anted[other]
                else f"{name} threw {shown}: Death's favor, but nobody else has anted yet."
            ),
            Reading.WOE: f"{name} threw 1-2-3: woe! {name} loses and pays two antes more.",
            Reading.WEAL: f"{name} threw {shown}: weal, and two antes more!",
            Reading.SCORE: f"{name} threw {shown}: a score of {score}.",
            Reading.NOTHING: f"{name} threw {shown}: no score.",
        }
        events.append(Event(reading.value, texts[reading], seat, data))

        if reading is Reading.PLAGUE:
            self._end_hand(other, "plague", events)
        elif reading is Reading.FAVOR:
            if self.anted[other]:
                self._end_hand(seat, "favor", events)
            else:
                self._end_hand(None, "favor", events, returned_to=seat)
        elif reading is Reading.WOE:
            penalty = min(2 * self.ante, self.purses[seat])
            self.purses[seat] -= penalty
            self.pot += penalty
            events.append(
                Event("penalty", f"{name} pays {format_coins(penalty)} into the pot.", seat, {"amount": penalty})
            )
            self._end_hand(other, "woe", events)
        elif reading is Reading.WEAL:
            self._end_hand(seat, "weal", events)
        elif reading is Reading.SCORE:
            assert score is not None, "a throw read as a score has one"
            self.scores[seat] = score
            standing = self.scores[other]
            if standing is None:
                self.turn = other
            elif score == standing:
                self.scores = [None, None]
                self.turn = self.challenger
                events.append(
                    Event(
                        "tie",
                        f"Both scored {score}: a tie. The pot stays and both throw again.",
                        None,
                        {"score": score},
                    )
                )
            else:
                winner = seat if score > standing else other
                self._end_hand(winner, "score", events)
        else:
            self.turn = other if self.scores[other] is None else seat

    def _end_hand(
        self,
        winner: int | None,
        how: str,
        events: list[Event],
        *,
        folder: int | None = None,
        returned_to: int | None = None,
    ) -> None:
        """Pay out the pot (and a weal's two antes more), then start the next hand."""
        pot = self.pot
        receiver = winner if winner is not None else returned_to
        assert receiver is not None, "a pot always goes to someone"
        self.purses[receiver] += pot
        self.pot = 0
        if winner is not None:
            self.hands_won[winner] += 1
        self.hand_results.append({"hand": self.hand, "winner": winner, "how": how, "pot": pot})
        if folder is not None:
            text = f"{self.names[folder]} folds. {self.names[receiver]} takes the pot of {format_coins(pot)}."
        elif winner is None:
            text = f"Nobody else had anted: {self.names[receiver]} takes back {format_coins(pot)}."
        else:
            text = f"{self.names[winner]} wins the hand and takes the pot of {format_coins(pot)}."
        events.append(
            Event("hand_over", text, winner, {"how": how, "pot": pot, "receiver": receiver, "hand": self.hand})
        )
        if how == "weal":
            assert winner is not None, "weal is a win"
            loser = 1 - winner
            penalty = min(2 * self.ante, self.purses[loser])
            self.purses[loser] -= penalty
            self.purses[winner] += penalty
            said = f"{self.names[loser]} pays {self.names[winner]} {format_coins(penalty)}."
            events.append(Event("penalty", said, loser, {"amount": penalty, "to": winner}))
        self._maybe_next_hand(events)

    def _maybe_next_hand(self, events: list[Event]) -> None:
        limit = self.options.hands
        broke = [seat for seat in (0, 1) if self.purses[seat] < self.stakes.ante]
        if broke or (limit is not None and self.hand >= limit):
            self._end_match(broke, events)
            return
        self.hand += 1
        if not self.options.keep_roles:
            self.challenger = 1 - self.challenger
        self.turn = self.challenger
        self.ante = self.stakes.ante
        self.scores = [None, None]
        self.anted = [False, False]
        events.append(self._hand_start_event())

    def _end_match(self, broke: list[int], events: list[Event]) -> None:
        self.over = True
        winner = self.match_winner()
        why = f"{self.names[broke[0]]} cannot pay another ante. " if broke else ""
        if winner is None:
            text = f"{why}The match ends level."
        else:
            text = (
                f"{why}{self.names[winner]} wins the match, {format_coins(self.net(winner))} up "
                f"(purse {format_coins(self.purses[winner])})."
            )
        events.append(Event("match_over", text, winner, {"broke": broke}))

    def _hand_start_event(self) -> Event:
        return Event(
            "hand_start",
            f"Hand {self.hand}: {self.names[self.challenger]} challenges, {self.names[self.house]} keeps the house.",
            self.challenger,
            {"hand": self.hand},
        )

    # --- results ---

    def match_winner(self) -> int | None:
        """The seat that came away with the other's coins, or None if level.
        With equal purses at the start that is the richer purse at the end;
        purses may start unequal (a tavern of the Tavern Road), and then the
        richer purse may still have lost the match."""
        if self.net(0) == self.net(1):
            return None
        return 0 if self.net(0) > self.net(1) else 1

    def summary(self) -> dict:
        """What the match came to: the winner, each purse's change, hands won,
        each seat's notable throws, and the biggest pot won."""
        counts = Counter((e.seat, e.kind) for e in self.log if e.kind in NOTABLE_THROWS)
        won = [r for r in self.hand_results if r["winner"] is not None]
        return {
            "winner": self.match_winner(),
            "net": [self.net(0), self.net(1)],
            "hands_won": list(self.hands_won),
            "notable": [{kind: counts[(seat, kind)] for kind in NOTABLE_THROWS} for seat in (0, 1)],
            "biggest_pot": max(won, key=lambda r: r["pot"], default=None),
        }

    def net(self, seat: int) -> int:
        return self.purses[seat] - self.options.purses[seat]

    def outcome(self) -> Outcome:
        """Who came away with the other's coins wins the match."""
        duel = Outcome.one_winner(self.match_winner(), 2)
        pots = tuple(max((r["pot"] for r in self.hand_results if r["winner"] == seat), default=0) for seat in (0, 1))
        return replace(duel, coins=(self.net(0), self.net(1)), biggest_pot=pots)

    def total_coins(self) -> int:
        return sum(self.purses) + self.pot

    # --- saving ---


replay = State.replay
