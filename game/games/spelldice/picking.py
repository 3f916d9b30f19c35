"""A wizard's pick in the making: his dice behind the shield, his two fists,
and what pointing does with them. A die dropped on a wizard is a shot at
him, in the first empty fist; a die dropped on a fist is held up there as a
spell; the Whip goes in a fist of its own. A die is in one place at a time,
so a choice the rules refuse cannot be made; where a pointing makes no
sense, the answer says why. Pure: the table draws it and the rules judge the
finished ``Pick``.
"""

from __future__ import annotations

import copy

from game.games.spelldice.colours import COLOUR_BY_KEY, COLOURS, PURPLE
from game.games.spelldice.rules import DEADSHOT, EMPTY, SHOT, SPELL, WHIP, Hand, Pick, State

DIE_ORDER = tuple(colour.key for colour in COLOURS)  # the dice lie behind the shield in this order, always
WHIP_TOKEN = "whip"


class Refused(Exception):
    """A pointing that does not make a pick; its message says why, to the person."""


class Picking:
    def __init__(self, state: State, seat: int):
        self.seat = seat
        self.names = state.names
        self.living = [s for s in state.living() if s != seat]
        self.fallen = state.eliminated[seat]
        self.need = state.deadshot_need[seat]
        self.owned = ("purple",) if self.fallen else tuple(c for c in DIE_ORDER if c in state.shield[seat])
        self.fists: list[Hand] = [Hand(), Hand()]

    def copy(self) -> Picking:
        """The same pick in the making, its fists its own: to try a pointing on."""
        copied = copy.copy(self)
        copied.fists = list(self.fists)
        return copied

    @property
    def fist_count(self) -> int:
        """The fallen fire their Deadshot with one hand."""
        return 1 if self.fallen else 2

    @property
    def full(self) -> bool:
        """Every fist holds something: nothing more can be picked up."""
        return all(hand.kind != EMPTY for hand in self.fists[: self.fist_count])

    def slots(self) -> tuple:
        """What lies before the wizard to pick up, in a fixed order: each of
        the four colours (None where that die is elsewhere), then the Whip."""
        if self.fallen:
            return ("purple",) if self.in_fist("purple") is None else (None,)
        lying = tuple(c if c in self.owned and self.in_fist(c) is None else None for c in DIE_ORDER)
        return lying + ((WHIP_TOKEN if self.in_fist(WHIP_TOKEN) is None else None),)

    def in_fist(self, thing: str) -> int | None:
        for k, hand in enumerate(self.fists):
            if (thing == WHIP_TOKEN and hand.kind == WHIP) or (
                thing != WHIP_TOKEN and hand.colour == thing and hand.kind != EMPTY
            ):
                return k
        return None

    def _free(self, thing: str) -> None:
        k = self.in_fist(thing)
        if k is not None:
            self.fists[k] = Hand()

    def _check_owned(self, thing: str) -> None:
        if thing != WHIP_TOKEN and thing not in self.owned:
            raise Refused(f"the {thing} die is not behind your shield")
        if thing == WHIP_TOKEN and self.fallen:
            raise Refused("a fallen wizard has only their Deadshot")

    def aim(self, thing: str, target: int) -> int:
        """A die dropped on a wizard: a shot at him. Returns the fist it went to."""
        self._check_owned(thing)
        if thing == WHIP_TOKEN:
            raise Refused("the Whip is held up in an empty hand: drop it on a fist, not on a wizard")
        if target == self.seat:
            raise Refused("a wizard does not shoot themselves: drop the die on another wizard")
        if target not in self.living:
            raise Refused(f"{self.names[target]} is down and cannot be shot")
        already = self.in_fist(thing)
        free = [k for k in range(self.fist_count) if self.fists[k].kind == EMPTY or k == already]
        if not free:
            raise Refused("both hands are full: click a fist to empty it first")
        fist = already if already is not None else free[0]
        self._free(thing)
        self.fists[fist] = Hand(DEADSHOT, PURPLE, target) if thing == PURPLE else Hand(SHOT, thing, target)
        return fist

    def hold(self, thing: str, fist: int) -> None:
        """A die or the Whip dropped on a fist: held up there (a die as a spell)."""
        self._check_owned(thing)
        if thing == PURPLE:
            raise Refused(f"the Deadshot is fired at a wizard: drop it on one (it needs {self.need})")
        if not 0 <= fist < self.fist_count:
            raise Refused("a wizard has two hands")
        self._free(thing)
        other = 1 - fist
        if self.fists[fist].kind != EMPTY and self.fist_count == 2 and self.fists[other].kind == EMPTY:
            self.fists[other] = self.fists[fist]  # what the fist held moves over to the empty one
        self.fists[fist] = Hand(WHIP) if thing == WHIP_TOKEN else Hand(SPELL, thing)

    def empty(self, fist: int) -> None:
        """Its die goes back behind the shield."""
        if 0 <= fist < self.fist_count:
            self.fists[fist] = Hand()

    def pick(self) -> Pick:
        return Pick(tuple(self.fists))

    def fist_words(self, fist: int) -> tuple[str, str]:
        """What a fist holds, in a title and a line that says what it does."""
        hand = self.fists[fist]
        if hand.kind == SHOT:
            assert hand.colour is not None and hand.target is not None  # a shot has both
            colour = COLOUR_BY_KEY[hand.colour]
            return f"{colour.shot} at {self.names[hand.target]}", f"hits on {colour.need}+: {colour.shot_text}"
        if hand.kind == DEADSHOT:
            assert hand.target is not None  # a deadshot has one
            return f"Deadshot at {self.names[hand.target]}", f"hits on {self.need}+: back in the game with 1 health"
        if hand.kind == SPELL:
            assert hand.colour is not None  # a spell has one
            colour = COLOUR_BY_KEY[hand.colour]
            return f"{colour.spell} held up", f"cast on any roll: {colour.spell_text}"
        if hand.kind == WHIP:
            return "The Whip", "your banished dice come back at the round's end"
        if self.fallen:
            return "Empty", "drop the Deadshot on a wizard; or fire nothing"  # said shorter by its clauses
        return "Empty", "drop a die here: held up as a spell"  # said shorter by its clauses
