"""A lesson's script, and the policy that follows it at a table.

A lesson is a list of steps. Each is met by what the player does (seen in
the events the table reveals: an ante, a throw, a bet) or, where the coach
only explains, by "Go on": while such a step stands, the table waits. While
a step asks the person for something, only what meets it is open: any other
move is refused with what the step asks, so the table never goes where the
coach's words do not. Skip does the step (the ante, the throw) rather than
pass it by, for the same reason. The script knows nothing of the screen: the
coach (``game.ui.coach``) shows it on its card, and a test follows it
through the flow with no window.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

from game.core.game_parts import TableOptions
from game.services.coaching import LessonMatch
from game.table.flow import Policy, TableFlow


@dataclass(frozen=True)
class Step:
    """One thing the lesson teaches. ``says`` is the coach's words (or made
    from the table as it stands); ``target`` where it points; ``met`` when it
    is done, from the events the table shows (None: the coach explains, and
    "Go on" is the step). A step with a ``target`` is the person's to do;
    without one (but met) another seat does it. ``asks`` is what a refusal
    says the step wants, in a few words; ``do`` does the step for Skip, given
    the table and its flow, where no one move of the rules does it (a raise
    set on the table, not yet paid; every die that fits placed). ``lets``
    says (given the state and a move) which moves the step lets be though
    they do not meet it: a part of it (a die of "Place what fits") or what
    leads to it (Roll, before the dice that meet the step)."""

    key: str
    says: str | Callable[[object], str]
    target: Callable[[Any], Any] | None = None  # (the table) -> where it points: the view's own Target
    met: Callable[[Any, list], bool] | None = None  # (the table, its events): the view this layer cannot name
    asks: str = "what the coach's card says"
    do: Callable[[Any, object], None] | None = None  # (the table, its flow)
    lets: Callable[[object, object], bool] | None = None

    @property
    def persons(self) -> bool:
        return self.met is not None and self.target is not None


@dataclass(frozen=True)
class Lesson:
    title: str
    options: TableOptions
    seats: tuple
    seed: int
    steps: tuple
    set_dice: dict = field(default_factory=dict)  # throw number -> the values it shows
    set_gestures: dict = field(default_factory=dict)  # a computer's throw number -> its gesture
    set_moves: Callable | None = None  # (state, seat) -> a computer's move, as the lesson sets it
    then: Callable | None = None  # (the person's name) -> the lesson that follows this one
    then_title: str = ""  # its button's words

    def match(self) -> LessonMatch:
        return LessonMatch(self.options, self.seats, self.seed, self.set_dice, self.set_gestures, self.set_moves)


# Naming neither the card's button (Go on, or More while the card has a page still to show) nor its key (a
# person may have changed it): the button shows both, under the card.
READ_FIRST = "first read the coach's card, then go on from it"


class LessonScript(Policy):
    """Follows a lesson's steps at a table: the table waits while a step
    explains; a step the player meets is done. ``subject`` is what the
    steps read (the table at a screen; the flow without one): its ``match``."""

    ends_at_table = True  # no results and nothing counted: it ends where it is taught

    def __init__(self, lesson: Lesson):
        self.lesson = lesson
        self.index = 0
        self.met: list[str] = []  # the steps the player did, in order
        self.skipped: list[str] = []
        self.subject: Any = None  # the table taught at: its view, or a stand-in with no screen
        self.flow = cast(TableFlow, None)  # set by follow, before anything reads it

    def follow(self, flow: TableFlow, subject) -> None:
        """Follow the lesson at this table: its flow asks the script how its
        time passes and what the person may do."""
        self.flow, self.subject = flow, subject
        flow.policy = self

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.lesson.steps[self.index]

    @property
    def at(self) -> Step:
        """The step the lesson stands at: asked only while it is not done."""
        step = self.step
        if step is None:
            raise LookupError("the lesson is done: it stands at no step")
        return step

    def heard(self, events: list) -> None:
        """What the table just showed: the step it meets is done."""
        step = self.step
        if step is not None and step.met is not None and step.met(self.subject, events):
            self.met.append(step.key)
            self.advance()

    def holds(self) -> bool:
        """The table waits: the coach is explaining (its step is met by Go on),
        or the lesson is over (a part that ends mid-match goes no further)."""
        step = self.step
        return step is None or step.met is None

    def advance(self) -> None:
        self.index += 1

    def go_on(self) -> None:
        if not self.done and self.holds():
            self.met.append(self.at.key)
            self.advance()

    # --- what the person may do ---

    def done_words(self) -> str:
        return "the lesson is done: play a real game, or leave"

    def refuses(self, action) -> str | None:
        """A move that does not meet the person's step is refused with what
        the step asks, unless the step lets it be; the rules' own refusals
        are theirs to say."""
        closed = self.closed()
        if closed is not None:
            return closed
        step, state = self.at, self.flow.match.state
        if not step.persons or state.problem_with(action) is not None:
            return None
        if self.meets_or_lets(action):
            return None
        return f"this step asks for {step.asks}"

    def meets_or_lets(self, action) -> bool:
        """The move meets the step, tried on a copy of the match's state and
        read as the table would stand after it; or the step lets it be."""
        state, step = self.flow.match.state, self.at
        if step.lets is not None and step.lets(state, action):
            return True
        if step.met is None:  # the coach explains: nothing the person does meets it
            return False
        trial = copy.deepcopy(state)
        events = trial.apply(action)
        return step.met(_Overlay(self.subject, match=_Overlay(self.subject.match, state=trial)), events)

    def refuses_throw(self) -> str | None:
        return self.closed()

    def closed(self) -> str | None:
        """Why nothing at all is the person's to do now: the lesson is over,
        or the coach is explaining."""
        if self.done:
            return self.done_words()
        return READ_FIRST if self.holds() else None

    def stage(self) -> object:
        return self.index

    def refuses_arranging(self, **instead) -> str | None:
        """An arrangement is let be only where it meets the person's step,
        read from the table as it would stand (a die on the plaque the step
        names); a step of another seat's is not the person's to arrange for."""
        closed = self.closed()
        if closed is not None:
            return closed
        step = self.at
        if not step.persons or step.met is None or step.met(as_if(self.subject, **instead), []):
            return None
        return f"this step asks for {step.asks}"

    def skip(self) -> None:
        """Skip does the step: the coach's explaining is passed by; the
        person's step is done for them (a standard throw, the move that meets
        it); while dice roll or a moment shows, or another seat has the step,
        it hurries them on."""
        step, flow = self.step, self.flow
        if step is None:
            return
        if flow.busy or not (step.persons or step.met is None):  # what shows now goes on first
            flow.skip()
            return
        if step.met is None:
            self.skipped.append(step.key)
            self.advance()
            return
        if not self.skipped or self.skipped[-1] != step.key:
            self.skipped.append(step.key)
        if step.do is not None:
            step.do(self.subject, flow)
        elif flow.person_to_decide():
            action = self.meeting_move()
            if action is not None:
                flow.attempt(action)
        if self.step is step and flow.person_to_throw() and not flow.busy:
            flow.throw_standard()  # the step's own throw, after the move that brought it on (Spots' Roll)
        self.heard([])  # a step met by where the table now stands

    def meeting_move(self):
        """The first of the person's moves that meets the step, or that it lets be."""
        return next((action for action in self.flow.match.state.legal_actions() if self.meets_or_lets(action)), None)


def as_if(base, **instead) -> _Overlay:
    """``base`` with some of its attributes standing otherwise: the table (or a game's part of it) as
    it would be after a move tried on a copy of the match's state."""
    return _Overlay(base, **instead)


class _Overlay:
    def __init__(self, base, **instead):
        self.__dict__.update(instead)
        self._base = base

    def __getattr__(self, name: str):
        return getattr(self._base, name)
