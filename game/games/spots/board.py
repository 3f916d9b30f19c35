"""Spots' table as the rules hold it: every field of the state, and the
questions the rules, the computer player and the views ask of it (what a
dog still needs, what a yard holds, how many dice a step rolls now)."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from game.core.dice import ThrowRequest
from game.core.events import Event
from game.games.spots.dogs import DOG_BY_KEY, Dog
from game.games.spots.moves import Dig, Move
from game.games.spots.options import Options
from game.games.spots.tricks import TRICK_BY_KEY, Step

BUST_OVER = 7  # more buried spots than this is a bust
MAX_CARDS = 6  # dog cards a pack may hold, scored and unscored
DOGS_TO_WIN = 6
TILES = 6
D0G = "d0g"


@dataclass
class Board:
    options: Options
    deck: list[str]  # dog keys, the top first
    packs: list[list[dict[str, Any]]]  # per player: cards {"dog": key, "dice": [values], "scored": bool}
    yards: list[list[int]]  # per player: buried die values
    treats: list[int]  # per seat, d0g's last when solo
    tiles: list[dict[str, Any]]  # per place: {"stack": [keys, top first], "faceup": bool, "treats": n}
    pile: int
    d0g_dogs: list[str] = field(default_factory=list)  # solo: the dogs d0g has scored
    supply_out: int = 0  # treats the supply has given out, less those given back
    phase: str = "setup"
    turn: int = 0
    setup_rollers: list[int] = field(default_factory=list)  # setup: who still rolls a die to bury
    contenders: list[int] = field(default_factory=list)  # setup: who is rolling for the first turn
    trick: str | None = None
    step: int = 0
    runs: int = 0  # times the current step has been done
    last_count: int = 0  # dice in the trick's last roll (Chase)
    named: int | None = None  # Guard's number
    aside: int = 0  # Bolt's set-aside dice
    digs_left: int = 0
    rolling: int = 0  # dice in the air
    reroll_dice: list[int] | None = None  # Track: which dice of the hand are in the air
    hand: list[int] = field(default_factory=list)  # dice rolled, to place or bury
    hand_out: list[int] = field(default_factory=list)  # dice of the roll put aside by Guard's number
    fresh: bool = False  # the roll may still be rolled again for a treat
    filtered: bool = True  # the trick's choice of what to keep is made
    buried_reward: int = 0  # Play Dead: the spots of the die buried this run
    winner: int | None = None
    history: list[dict[str, Any]] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)

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

    def step_now(self) -> Step:
        """The trick's step under way (asked only while a trick is done)."""
        step = self.current_step()
        if step is None:
            raise RuntimeError(f"no trick step is under way ({self.phase})")
        return step

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

    # --- what the moves may use ---

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

    def roll_count(self, step: Step) -> int:
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
