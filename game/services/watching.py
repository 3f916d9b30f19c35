"""A finished match played again from its replay: every seat's moves come
from the record, and every throw is thrown again with its recorded gesture
and seed, so each die tumbles and comes to rest where it did.

Where a throw thrown again does not come to rest as recorded (another
machine, another pymunk), its dice are placed where the record says, and the
match is counted as placed: it never shows another result. ``check`` does
this for a whole file without a window (``python -m game watch FILE --check``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.core.dice import LoadedDie
from game.core.events import Event
from game.core.play_style import Style
from game.core.road_badge import BadgeInPlay
from game.core.seats import seat_kind
from game.physics.flight import Steps
from game.physics.gesture import Gesture
from game.platform.storage import Unreadable, load_json
from game.services.match import Match, Throw
from game.services.records import ReplayError, SavedThrow
from game.services.seat_players import PlayedMatch


class WatchedMatch(Match):
    """A match whose every seat is played by its record: the table shows it
    as it shows computer players, whose picks stay hidden until revealed."""

    def __init__(
        self,
        options,
        controllers: tuple,
        seed: int,
        steps: list,
        special: LoadedDie | None = None,
        badge: BadgeInPlay | None = None,
        styles: tuple[Style | None, ...] | None = None,
    ):
        super().__init__(options, controllers, seed, special, badge, styles)
        # the record plays every seat: nothing to solve for its players, no advice to give
        self.kind = replace(self.kind, prepare=None, advice=None)
        self.steps = steps
        self.placed = 0  # throws whose dice were placed where recorded
        self.played_by = FromTheRecord(self)

    @classmethod
    def of(cls, data: object, source: str = "replay", at: int | None = None) -> tuple[WatchedMatch, list]:
        """The replay's match from its start, and the steps that bring it to
        step ``at`` (none: from the start) for a table to catch up through."""
        match, steps = Match.watched(data, source)
        return cls(
            match.state.options, match.controllers, match.seed, steps, match.special, match.badge, match.styles
        ).again(at or 0)

    def again(self, at: int) -> tuple[WatchedMatch, list]:
        """The same record from its start again (read and checked once
        already), and the steps that bring it to step ``at``: a seek."""
        again = WatchedMatch(
            self.state.options, self.controllers, self.seed, self.steps, self.special, self.badge, self.styles
        )
        return again, self.steps[:at]

    @property
    def step(self) -> int:
        """How many of the record's steps have been taken (moves and throws)."""
        return len(self.state.history)

    @property
    def at_end(self) -> bool:
        return self.step >= len(self.steps)

    def next_step(self):
        if self.at_end:
            raise ReplayError("the replay has no more moves")
        return self.steps[self.step]


class FromTheRecord:
    """Every seat of a match watched again, played by its record: the table shows it as it shows
    computer players, whose picks stay hidden until revealed."""

    def __init__(self, match: WatchedMatch):
        self.match = match

    def acts_here(self, match: PlayedMatch, seat: int) -> bool:
        return False

    def action(self, match: PlayedMatch) -> Any:
        return self.match.next_step()

    def gesture(self, match: PlayedMatch) -> Gesture:
        return self.match.next_step().gesture

    def throwing(self, match: PlayedMatch, gesture: Gesture, saved: Any, again: bool) -> Steps:
        """The record's throw, thrown again (whatever gesture is asked for:
        the record's is the one it was thrown with); a table catching up (``saved``, not ``again``)
        lays its dice where the record says without the physics."""
        step = self.match.next_step()
        if not isinstance(step, SavedThrow):
            raise ReplayError(f"the replay's step {self.match.step + 1} is a move, not a throw")
        return self._counted(match.thrown(step.gesture, step, again=again or saved is None))

    def _counted(self, steps: Steps) -> Steps:
        thrown: Throw = yield from steps
        self.match.placed += thrown.placed
        return thrown

    def chooses(self, match: PlayedMatch, seat: int) -> bool:
        return False  # the record made every choice: none is taken back

    def sits_here(self, match: PlayedMatch, seat: int) -> bool:
        return False  # watched again, nobody sits at it: no screen is passed round, no one gathers

    def says_who(self, match: PlayedMatch, seat: int) -> str:
        return seat_kind(match.controller(seat))  # as recorded

    def sends(self, match: PlayedMatch, asked: object) -> bool:
        return False  # nothing a person asks is played anywhere else


@dataclass(frozen=True)
class Mark:
    """A place on the timeline: the step a hand or a round begins at."""

    step: int
    label: str


def marks(steps: list, match: Match) -> list[Mark]:
    """Where each hand, round or turn of the record begins, played through
    the rules with every throw as recorded (no physics): the timeline's
    ticks. A game that marks neither hands, rounds nor turns in its talk
    (Doty Dice) is marked at each change of the seat to play."""
    opening = next((_mark_label(event, match) for event in match.state.log if _mark_label(event, match)), None)
    found, turns = [Mark(0, opening or "The start")], []  # a first round or hand said as the game begins
    turn = match.state.turn
    for index, step in enumerate(steps):
        events: list[Event] = match.play_step(step)
        for event in events:
            label = _mark_label(event, match)
            if label:
                found = [mark for mark in found if mark.step != index + 1] + [Mark(index + 1, label)]
        if not match.over and match.state.turn != turn and 0 <= match.state.turn < match.players:
            turns.append(Mark(index + 1, f"{match.state.names[match.state.turn]}'s turn"))
        turn = match.state.turn
    return found if len(found) > 1 else found + turns


def _mark_label(event: Event, match: Match) -> str | None:
    if event.kind in ("hand_start", "round_start"):
        return event.text.split(":")[0].rstrip(".")
    if event.kind == "turn":
        return event.text.rstrip(".")
    if event.kind == "round_over" and not match.over and hasattr(match.state, "round"):
        return f"Round {match.state.round}"
    return None


def check(path: Path) -> dict:
    """Every throw of a replay file thrown again without a window: how many
    came to rest as recorded (``identical``), how many had to be placed
    there (``placed``), and how many were placed though each die's fate
    (kept, out, swallowed) was the record's. Raises ReplayError (one line)."""
    try:
        data = load_json(Path(path))
    except Unreadable as error:
        raise ReplayError(str(error)) from None
    match, _ = WatchedMatch.of(data, str(path))
    throws = identical = placed = fates_differ = 0
    while not match.at_end:
        step = match.next_step()
        if isinstance(step, SavedThrow):
            thrown = match.throw(step.gesture, again=True)  # the record's throw, thrown again
            throws += 1
            identical += not thrown.placed
            placed += thrown.placed
            fates_differ += not thrown.fates_as_recorded
        else:
            match.act(step)
    return {
        "file": str(path),
        "game": match.game,
        "throws": throws,
        "identical": identical,
        "placed": placed,
        "results_as_recorded": throws - fates_differ,
    }
