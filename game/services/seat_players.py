"""Who plays each seat of a match, said explicitly: a person at this screen,
a computer player of a level, the house (the Spottle Master); and, given by
the kinds of match that need them, a record watched again
(``game.services.watching``), the host's table online
(``game.services.told``) and a lesson's script (``game.services.coaching``).

The table's flow, the tools and the tests ask the match, and the match asks
the seat's player: whether a person here acts for the seat now, and, where
not, the seat's next move, its next throw's gesture and how that throw is
thrown. No kind of match answers those by overriding the match itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.core.seats import PERSON, seat_kind

if TYPE_CHECKING:
    from game.physics.flight import Steps
    from game.physics.gesture import Gesture


class PlayedMatch(Protocol):
    """What a seat's player reads of its match and asks of it (``game.services.match.Match``)."""

    @property
    def state(self) -> Any: ...

    @property
    def throws(self) -> int: ...

    def controller(self, seat: int) -> str: ...

    def chosen_action(self, level: str) -> Any:
        """The seat to act's decision, as a computer player of ``level`` makes it here."""
        ...

    def chosen_gesture(self, level: str) -> Gesture: ...

    def thrown(self, gesture: Gesture, saved: Any = None, again: bool = False) -> Steps:
        """A throw at this table (a continued game's as ``saved``, a ``SavedThrow``), step by step."""
        ...


TAKE_BACK = "take back"  # what a person asks to undo, as ``sends`` takes it beside moves and throws


class SeatPlayer(Protocol):
    """Who plays one seat of a match."""

    def acts_here(self, match: PlayedMatch, seat: int) -> bool:
        """A person at this screen acts for ``seat`` now; else its steps come to the table."""
        ...

    def action(self, match: PlayedMatch) -> Any:
        """The seat's next decision, where its steps come to the table."""
        ...

    def gesture(self, match: PlayedMatch) -> Gesture:
        """How the seat throws next, where its steps come to the table."""
        ...

    def throwing(self, match: PlayedMatch, gesture: Gesture, saved: Any, again: bool) -> Steps:
        """The seat's throw with ``gesture``, step by step (``Match.thrown``, or as told or recorded)."""
        ...

    def chooses(self, match: PlayedMatch, seat: int) -> bool:
        """Whether the seat's choices are a person's, which may be taken back (a computer's answer no one)."""
        ...

    def sits_here(self, match: PlayedMatch, seat: int) -> bool:
        """A person plays the seat at this screen, whoever's turn it is (people here pass the screen)."""
        ...

    def says_who(self, match: PlayedMatch, seat: int) -> str:
        """Who plays the seat, as its plaque says it: "person", "computer, hard", "you", "friend"..."""
        ...

    def sends(self, match: PlayedMatch, asked: object) -> bool:
        """Whether what the seat's person asks here (a move, a ``Gesture`` thrown, ``TAKE_BACK``) is sent
        where the match is played, to be shown when told back (online: the host's table); else the
        table plays it at once."""
        ...


@dataclass(frozen=True)
class AtTheTable:
    """A seat played at this table: by a person at this screen, a computer player of a level, or the house."""

    controller: str  # PERSON, a level, or HOUSE

    def acts_here(self, match: PlayedMatch, seat: int) -> bool:
        return self.controller == PERSON

    def action(self, match: PlayedMatch) -> Any:
        return match.chosen_action(self.controller)

    def gesture(self, match: PlayedMatch) -> Gesture:
        return match.chosen_gesture(self.controller)

    def throwing(self, match: PlayedMatch, gesture: Gesture, saved: Any, again: bool) -> Steps:
        return match.thrown(gesture, saved, again)

    def sends(self, match: PlayedMatch, asked: object) -> bool:
        return False

    def chooses(self, match: PlayedMatch, seat: int) -> bool:
        return self.controller == PERSON

    def sits_here(self, match: PlayedMatch, seat: int) -> bool:
        return self.controller == PERSON

    def says_who(self, match: PlayedMatch, seat: int) -> str:
        return seat_kind(self.controller)
