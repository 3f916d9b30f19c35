"""A Tavern Road match's badge at the table: when it may be played, playing
it, and the throw it bends, its dice drawn from the match's own seeded
source (a match of any other table has no badge: nothing here is asked)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.dice import LoadedDie, ThrowRequest
from game.core.road_badge import BEST_OF_THREE, BEST_OF_TWO, HALF_BACK, RETHROW_ONE, WIN_BONUS, BadgeInPlay

COIN_WORDS = {
    HALF_BACK: "if the match is lost, the house gives back half of what it cost",
    WIN_BONUS: "if the match is won, the house adds half the wager again",
}


@dataclass
class BadgeThrows:
    """The match's badge as it stands: ``badge`` (with when it was played), and the throw it bent."""

    badge: BadgeInPlay | None = None
    bent_at: int | None = None  # the throw it bent (counted from 0); None: none yet
    before: tuple[int, ...] = ()  # that throw's values as the dice fell, before the badge
    after: tuple[int, ...] = ()

    @property
    def played(self) -> bool:
        return self.badge is not None and self.badge.armed_at is not None

    def problem(self, match: Any, by_computer: bool = False) -> str | None:
        """Why the badge cannot be played now, in one line; None: it can (``by_computer``: by a computer
        playing the traveller's seat, as the road's simulations do)."""
        if self.badge is None:
            return "no badge was carried into this match"
        if self.played:
            return f"{self.name} is played: it is used once a match"
        if match.over:
            return "the match is over"
        if not by_computer and not match.at_this_screen(self.badge.seat):
            return "the badge is the traveller's to play"
        return None

    @property
    def name(self) -> str:
        return (self.badge.name or "the badge") if self.badge else "the badge"

    def play(self, match: Any) -> str:
        """Play it now (its problem checked first); what the talk says."""
        assert self.badge is not None
        self.badge = self.badge.played(match.throws)
        who = match.state.options.names[self.badge.seat]
        if self.badge.of_dice:
            return f"{who} plays {self.name}: it bends {who}'s next throw of dice that matters."
        return f"{who} plays {self.name}: {COIN_WORDS[self.badge.effect]}."

    def bend(
        self, match: Any, request: ThrowRequest, values: tuple[int, ...], fates: tuple, special: LoadedDie | None
    ) -> str | None:
        """The throw's values as the badge leaves them (``after``, where it bends this throw): more dice
        drawn from the match's source where it throws again. What the talk says, or None (where the badge
        does not bend this throw, or waits: a throw whose faces do not matter to its thrower)."""
        badge = self.badge
        kind = match.state.die_kind(request)
        if badge is None or not badge.bends(match.throws, request, kind, self.bent_at is not None):
            return None
        worth_of = match.kind.throw_worth
        state = match.state

        def worth(candidate: tuple[int, ...]) -> float:
            return 0.0 if worth_of is None else worth_of(state, request, candidate, fates)

        def draw(i: int) -> int:
            weights = special.weights if special is not None and i == 0 else None
            return match.dice.die(request.sides, weights)

        faces = range(1, request.sides + 1)
        as_fell = worth(values)
        if all(worth(values[:i] + (f,) + values[i + 1 :]) == as_fell for i in range(len(values)) for f in faces):
            return None  # a throw no face of which matters (who throws first): the badge waits for the next
        after = badge.bend(values, request.sides, draw, worth)
        self.bent_at, self.before, self.after = match.throws, values, after
        who, name = match.state.options.names[badge.seat], self.name[:1].upper() + self.name[1:]
        before, now = "-".join(map(str, values)), "-".join(map(str, after))
        if badge.effect in (BEST_OF_TWO, BEST_OF_THREE):
            again = "twice" if badge.effect == BEST_OF_TWO else "three times"
            stands = f"{now} stands, not {before}" if after != values else f"{before} stands, the best of them"
            return f"{name} throws {who}'s dice again, {again} in all: {stands}."
        if after == values:  # a die thrown again is a chance, not a sure thing: said so
            why = "no die of it is worth throwing again" if badge.effect == RETHROW_ONE else "nothing would better it"
            return f"{name} leaves {who}'s {before} as it fell: {why}."
        if badge.effect == RETHROW_ONE:
            return f"{name} throws one of {who}'s dice again: {before} becomes {now}."
        return f"{name} turns one of {who}'s dice: {before} becomes {now}."

    def record(self) -> dict | None:
        if self.badge is None:
            return None
        data = self.badge.to_dict()
        return data if self.bent_at is None else {**data, "bent_at": self.bent_at}
