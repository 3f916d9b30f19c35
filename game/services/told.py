"""A match whose seats are played elsewhere, on a table that shows it here:
online, the host's table is the one that plays, and this screen shows each
step as the host tells it, as a match watched again shows its record (each
throw thrown again from its gesture and seed, its dice placed where the host
says they lay where they do not rest so here).

Only the seats ``here`` are this screen's person's. The table treats every
other seat as it treats a computer's (its steps come to it, the person
cannot act for it), and the person's own seat so too while the person's
move is on its way to the host and back: the host's word on it is the move
shown (see ``game.online.seat_policy`` for why).
"""

from __future__ import annotations

from collections import deque
from dataclasses import replace
from typing import Any, Protocol

from game.core.move_forms import THROW
from game.core.seats import seat_kind
from game.physics.flight import Steps
from game.physics.gesture import Gesture
from game.services.match import PERSON, Match
from game.services.records import ReplayError, SavedThrow, saved_steps
from game.services.seat_players import TAKE_BACK, PlayedMatch
from game.services.taking_back import TakingBack

STAND_IN = "normal"  # who plays a friend's seat once the match is continued here, alone
STOOD_IN_WORDS = (
    "away: computer"  # a seat's plaque while the host's computer plays it for its player, gone (short: it fits)
)


class ToldMatch(Match):
    played_online = True  # its Ledger entry is tagged so, and counts only the seats ``here``

    def __init__(self, options, controllers: tuple, seed: int, here: frozenset):
        super().__init__(options, controllers, seed)
        # nothing for its seats to solve ahead: every step is told (the person's advice solves what it reads when asked)
        self.kind = replace(self.kind, prepare=None)
        self.here = frozenset(here)
        self.told: deque = deque()  # the host's steps not yet shown here, as ``last_step`` writes them
        # every step the host told, shown or not: a match taken back is played again from them
        self.records: list[dict] = []
        self.sent = False  # the person's move is on its way to the host: nothing more until it answers
        self.asked: int | None = None  # the step at which the host asks this screen's people for a secret move
        self.picked: set[int] = set()  # the seats here whose secret move at ``asked`` is sent: each picks once
        # the host's word of the seats whose secret moves are sealed so far, and at which step
        self.sealing: tuple[int, frozenset] = (-1, frozenset())
        self.stood_in: frozenset = frozenset()  # the seats the host's computer plays for their players, gone too long
        self.played_by = TheHostTells(self)
        self.taking_back = AskingTheHost(self, Match.from_save)
        self.sender: HostSender | None = None  # the table's way to the host (``OnlineSeat``), once it has one

    # --- what this screen's person sees ---

    @property
    def state(self):
        """The rules' state; while the host asks this screen's person for a secret move and the table
        stands at it, the state as that seat sees it when its pick is due (``as_secret_mover``), as at
        one screen when that wizard's turn to pick comes: every seat picks at once online."""
        state = self._state
        seat = self.secret_seat()
        return state if seat is None else state.as_secret_mover(seat)

    @state.setter
    def state(self, value) -> None:
        self._state = value

    def secret_seat(self) -> int | None:
        """This screen's seat whose secret move is due now (of several people here, each in turn, in the
        rules' order, as at one screen)."""
        if self.asked is None or self.sent or self.told or self.asked != len(self._state.history):
            return None
        movers = [seat for seat in self._state.secret_movers() if seat in self.here and seat not in self.picked]
        return movers[0] if movers else None

    def sealed_by(self, seat: int) -> None:
        """``seat``'s secret move is sent: the next person here picks, or, every one sent, the table waits."""
        self.picked.add(seat)
        self.sent = self.secret_seat() is None

    def sealed_seats(self) -> frozenset:
        """The seats whose picks are sealed and not yet played into the match: this screen's, sent, and
        every other seat's the host told of (a friend's, a computer's), so a plaque no longer says
        "choosing..." of a wizard who has chosen, while the round waits for every seal nor while its
        picks are played one by one once every seal is in."""
        return frozenset(self.picked if self.asked is not None else ()) | self._told_sealed()

    def _told_sealed(self) -> frozenset:
        """The seats the host told are sealed, still to be played: the round told of spans a step for each
        of its seats, every seal in (a round told of in part is at its first step still), and those
        played are no longer its secret movers."""
        step, told = self.sealing
        if not step <= len(self._state.history) < step + len(told):
            return frozenset()
        return told & frozenset(self._state.secret_movers())

    def waits(self) -> bool:
        """The table waits for the host: a step not played here is to come, and none has."""
        return not self.told and not self.over and self.is_computer(self.state.turn)

    # --- the steps the host tells ---

    def tell(self, record: dict) -> None:
        self.told.append(record)
        self.records.append(record)

    def told_steps(self) -> list:
        """Every step told and not yet shown, taken at once as a saved game's steps (a player back at a
        match under way is brought to where it stands, as a continued game is)."""
        steps = []
        while self.told:
            steps.append(self._next_told())
        return steps

    def _next_told(self):
        """The next told step, read as a saved game's (ReplayError, one line, if damaged)."""
        if not self.told:
            raise ReplayError("the host has told no step yet")
        record = self.told.popleft()
        at = len(self._state.history)
        if self._state.turn in self.here:  # the person's own step, told back (or a stand-in's for them)
            self.sent = False
        if self.asked is not None and at >= self.asked:  # the secret round asked for is being played
            self.asked, self.picked = None, set()
        try:
            action = record["action"]
            (step,) = saved_steps(self.kind.rules, [action], [record["throw"]] if THROW in action else [])
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
            raise ReplayError(f"the host told a damaged step: {type(error).__name__} {error}"[:300]) from None
        return step

    # --- a choice taken back ---

    def rewound_to(self, steps: int) -> tuple[ToldMatch, list]:
        """This match again, its first ``steps`` told steps only (the host has taken back the rest), and
        the steps that bring a new table to it, as a continued game is brought."""
        again = ToldMatch(self._state.options, self.controllers, self.seed, self.here)
        again.stood_in = self.stood_in  # who plays each seat is the host's word, not the match's
        again.sender = self.sender
        for record in self.records[:steps]:
            again.tell(record)
        return again, again.told_steps()

    # --- kept here ---

    def to_save(self) -> dict:
        """The match as a game in progress at this screen alone: its person where they sat, computers
        where friends sat (so a table left, or lost, can be continued here)."""
        save = super().to_save()
        save["seats"] = [
            PERSON if seat in self.here else (STAND_IN if kind == PERSON else kind)
            for seat, kind in enumerate(self.controllers)
        ]
        return save


class TheHostTells:
    """Every seat of a match played at a host's table, as this screen shows it: the host tells each
    step, and only this screen's person acts, for their own seat, when it is theirs to act."""

    def __init__(self, match: ToldMatch):
        self.match = match

    def acts_here(self, match: PlayedMatch, seat: int) -> bool:
        """This screen's person's to play now: their seat, not while the host has their move (or a step
        of theirs is told, a stand-in's for one gone too long)."""
        told = self.match
        if seat not in told.here:
            return False
        if told._state.secret_movers() and told.secret_seat() is None:
            return False  # a round of secret moves: the host asks for the person's, never taken as a move
        return not (seat == told._state.turn and (told.sent or bool(told.told)) and told.secret_seat() is None)

    def action(self, match: PlayedMatch) -> Any:
        step = self.match._next_told()
        if isinstance(step, SavedThrow):
            raise ReplayError("the host told a throw where a move was due")
        return step

    def gesture(self, match: PlayedMatch) -> Gesture:
        told = self.match.told
        if not told or THROW not in told[0].get("action", {}):
            raise ReplayError("the host told a move where a throw was due")
        return Gesture.from_form(told[0]["throw"]["gesture"])

    def throwing(self, match: PlayedMatch, gesture: Gesture, saved: Any, again: bool) -> Steps:
        """The told throw, thrown again from its gesture and seed, its dice placed where the host says
        they lay if they do not come to rest so here (whatever gesture is asked for)."""
        if saved is not None:  # a continued game's catching up: as any match
            return match.thrown(gesture, saved, again=False)
        step = self.match._next_told()
        if not isinstance(step, SavedThrow):
            raise ReplayError("the host told a move where a throw was due")
        return match.thrown(step.gesture, step, again=True)

    def chooses(self, match: PlayedMatch, seat: int) -> bool:
        return match.controller(seat) == PERSON  # here or at another machine, as the host's match has it

    def sits_here(self, match: PlayedMatch, seat: int) -> bool:
        return seat in self.match.here  # a friend elsewhere is a person too, at another screen

    def says_who(self, match: PlayedMatch, seat: int) -> str:
        """A person's seat online is this screen's person's ("you"; "here", of several people at this
        machine) or a friend's at another machine, never a bare "person" (their name is the plaque's); a
        computer's while it plays for a player gone too long."""
        told = self.match
        if told.controller(seat) != PERSON:
            return seat_kind(told.controller(seat))
        if seat in told.stood_in:
            return STOOD_IN_WORDS
        if seat in told.here:
            return "you" if len(told.here) == 1 else "here"
        return "friend"

    def sends(self, match: PlayedMatch, asked: object) -> bool:
        """The person's moves, throws and undos go to the host, through the table's ``sender`` (none
        while no window's table plays it: a test's match, played here)."""
        sender = self.match.sender
        if sender is None:
            return False
        if asked == TAKE_BACK:
            sender.sends_undo()
        elif isinstance(asked, Gesture):
            sender.sends_throw(asked)
        else:
            sender.sends(asked)
        return True


class HostSender(Protocol):
    """Where a person's moves at an online table go: the host, through the seat's link."""

    def sends(self, action: Any) -> None: ...

    def sends_throw(self, gesture: Gesture) -> None: ...

    def sends_undo(self) -> None: ...


class AskingTheHost(TakingBack):
    """Online the person here asks the host to take back their last choices: as at one screen (their
    own, since the last throw, in their turn), never a secret move sealed, and not while the host has
    a step of theirs or a step is still to be shown. The host takes it back, and tells every table."""

    def __init__(self, match: ToldMatch, continued):
        super().__init__(match, continued)
        self.told = match

    def allowed(self) -> bool:
        told = self.told
        if told.sent or told.told or told.asked is not None:
            return False
        return any(self.start_for(seat) is not None for seat in told.here)
