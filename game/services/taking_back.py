"""Taking a choice back, a part of every match: a person's decision, made
since the last throw, in the turn that person still has (never a throw,
never into another seat's turn, so no secret of another is touched). A kind
of match that takes back otherwise gives its own part: online the host takes
a choice back (``AskingTheHost``, in ``game.services.told``); a lesson never
does (``NothingTakenBack``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.core.errors import IllegalAction
from game.services.seat_players import PlayedMatch, SeatPlayer


class TakenBackFrom(PlayedMatch, Protocol):
    """What taking back reads of its match (``game.services.match.Match``)."""

    @property
    def over(self) -> bool: ...

    @property
    def kind(self) -> Any: ...  # its MatchKind: whether its computers' choices answer no one's

    movers: dict[int, int]  # a decision's place in the history -> the seat that made it
    secret_moves: set[int]
    forced_moves: set[int]  # decisions that were none at all: not taken back as the person's

    def player(self, seat: int) -> SeatPlayer: ...

    def to_save(self) -> dict: ...


class TakingBack:
    def __init__(self, match: TakenBackFrom, continued: Callable[[dict, str], tuple[Any, list]]):
        self.match = match
        self.continued = continued  # a saved game continued as a match at one screen (``Match.from_save``)

    def allowed(self) -> bool:
        """A choice can be taken back now."""
        return self.start() is not None

    def start(self) -> int | None:
        """Where in the history taking back begins: the last move, or, in a
        game whose computers' choices answer no one's (``undo_past_computers``),
        the person's last decision with the computers' moves made since."""
        match = self.match
        if match.over:
            return None
        place = len(match.state.history) - 1
        while place >= 0:
            mover = match.movers.get(place)
            if mover is None or mover < 0:  # a throw: chance has entered
                return None
            if match.player(mover).chooses(match, mover) and place not in match.forced_moves:
                return place if match.state.turn == mover else None
            if not match.kind.undo_past_computers:
                return None
            place -= 1
        return None

    def start_for(self, seat: int) -> int | None:
        """Where taking back ``seat``'s last choices begins, online (the host's check, and each app's
        of the host's word): the rule above, the choices ``seat``'s, and none a secret move (sealed by
        its hash before any was shown, and seen by every seat since). None: nothing of ``seat``'s."""
        start = self.start()
        if start is None or self.match.movers.get(start) != seat:
            return None
        if any(place >= start for place in self.match.secret_moves):
            return None
        return start

    def undone(self) -> tuple[Any, list]:
        """The match without the choice taken back, played again from the
        start as a saved game is (``Match.from_save``): what stood, and nothing of
        the choice (nor of the computers' moves that followed it)."""
        match = self.match
        start = self.start()
        if start is None:
            raise IllegalAction("undo", match.state.describe_position(), "there is no choice of yours to take back")
        return self.continued({**match.to_save(), "actions": list(match.state.history[:start])}, "the match")


class NothingTakenBack(TakingBack):
    """A lesson goes forward only: played again from its seed, its set dice would not come again."""

    def allowed(self) -> bool:
        return False
