"""A lesson's script, and the policy that follows it at a table.

A lesson is a list of steps. Each is met by what the player does (seen in
the events the table reveals: an ante, a throw, a bet) or, where the coach
only explains, by "Go on": while such a step stands, the table waits. The
script knows nothing of the screen: the coach (``game.ui.coach``) shows it
on its card, and a test follows it through the flow with no window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.services.coaching import LessonMatch
from game.table.flow import Policy


@dataclass(frozen=True)
class Step:
    """One thing the lesson teaches. ``says`` is the coach's words (or made
    from the table as it stands); ``target`` where it points; ``met`` when it
    is done, from the events the table shows (None: the coach explains, and
    "Go on" is the step)."""

    key: str
    says: str | Callable[[object], str]
    target: Callable[[object], object] | None = None
    met: Callable[[object, list], bool] | None = None


@dataclass(frozen=True)
class Lesson:
    title: str
    options: object
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
        self.subject = None

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.lesson.steps[self.index]

    def heard(self, events: list) -> None:
        """What the table just showed: the step it meets is done."""
        step = self.step
        if step is not None and step.met is not None and step.met(self.subject, events):
            self.met.append(step.key)
            self.advance()

    def holds(self) -> bool:
        """The table waits: the coach is explaining (its step is met by Go on)."""
        step = self.step
        return step is not None and step.met is None

    def advance(self) -> None:
        self.index += 1

    def go_on(self) -> None:
        if self.holds():
            self.met.append(self.step.key)
            self.advance()

    def skip(self) -> None:
        if self.step is not None:
            self.skipped.append(self.step.key)
            self.advance()
