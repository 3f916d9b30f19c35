"""A lesson's match: a real match of the game, whose scripted throws show
the dice the lesson set (the physics still throws them) and whose computer
players may throw as the lesson set, so that each thing the lesson teaches
happens. A lesson is never saved, replayed, taken back or counted in the
Ledger: its dice are not the seed's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.dice import DiceSource, LoadedDie, ThrowRequest
from game.core.seats import PERSON, seat_kind
from game.physics.flight import Steps, ThrowPath
from game.physics.gesture import Gesture
from game.services.match import Match
from game.services.seat_players import PlayedMatch
from game.services.table_throws import TableThrows
from game.services.taking_back import NothingTakenBack


class LessonDice(DiceSource):
    """The seeded dice, except the throws a lesson sets (by their number in the match)."""

    def __init__(self, seed: int, match: LessonMatch):
        super().__init__(seed)
        self.match = match

    def values(self, request: ThrowRequest, loaded: LoadedDie | None = None) -> tuple[int, ...]:
        chosen = self.match.set_dice.get(self.match.throws)
        if chosen is not None and len(chosen) == request.count:
            return tuple(chosen)
        return super().values(request, loaded)  # never loaded: a lesson is no road match


def _fates(path) -> tuple:
    return () if path is None else (tuple(path.fates), tuple(path.taken_later))


class LessonMatch(Match):
    lesson = True

    def __init__(
        self,
        options,
        controllers: tuple,
        seed: int,
        set_dice: dict | None = None,
        set_gestures: dict | None = None,
        set_moves: Callable | None = None,
    ):
        super().__init__(options, controllers, seed)
        self.set_dice: dict[int, tuple] = dict(set_dice or {})  # throw number -> the values it shows
        self.set_gestures: dict[int, Gesture] = dict(set_gestures or {})  # a computer's throw, as set
        self.set_moves = set_moves  # (state, seat) -> a computer's move as the lesson sets it, or None
        self.dice = LessonDice(seed, self)
        self.played_by = TheLessonSets(self)
        self.taking_back = NothingTakenBack(self, Match.from_save)
        self.physics = LessonThrows(self)


class TheLessonSets:
    """The seats of a lesson's match: its person's at this screen; its computers move and throw as the
    lesson sets them where it does (off the script, as computers of their level)."""

    def __init__(self, lesson: LessonMatch):
        self.lesson = lesson

    def acts_here(self, match: PlayedMatch, seat: int) -> bool:
        return match.controller(seat) == PERSON

    def action(self, match: PlayedMatch) -> Any:
        state, set_moves = match.state, self.lesson.set_moves
        chosen = set_moves(state, state.turn) if set_moves is not None else None
        if chosen is None or state.problem_with(chosen):  # off the lesson's script: its own choice
            return match.chosen_action(match.controller(state.turn))
        return chosen

    def gesture(self, match: PlayedMatch) -> Gesture:
        return self.lesson.set_gestures.get(match.throws) or match.chosen_gesture(match.controller(match.state.turn))

    def throwing(self, match: PlayedMatch, gesture: Gesture, saved: Any, again: bool) -> Steps:
        return match.thrown(gesture, saved, again)

    def chooses(self, match: PlayedMatch, seat: int) -> bool:
        return match.controller(seat) == PERSON

    def sits_here(self, match: PlayedMatch, seat: int) -> bool:
        return match.controller(seat) == PERSON

    def says_who(self, match: PlayedMatch, seat: int) -> str:
        return seat_kind(match.controller(seat))

    def sends(self, match: PlayedMatch, asked: object) -> bool:
        return False  # nothing a person asks is played anywhere else


class LessonThrows(TableThrows):
    """A lesson's throws: a person's throw of dice the lesson set lands as the lesson's standard throw
    does (in the bowl, or by the toad's mouth where that is taught); a drag too hard or too wide flies as
    the standard throw instead, so that the lesson's next words still tell what the dice did."""

    def __init__(self, lesson: LessonMatch):
        super().__init__(lesson)
        self.lesson = lesson

    def flight(self, request, gesture: Gesture) -> Steps[ThrowPath | None]:
        lesson = self.lesson
        standard = lesson.standard_gesture()
        if gesture == standard or lesson.throws not in lesson.set_dice or lesson.is_computer(lesson.state.turn):
            return (yield from super().flight(request, gesture))
        dragged = yield from super().flight(request, gesture)
        kept = yield from super().flight(request, standard)
        return dragged if _fates(dragged) == _fates(kept) else kept
