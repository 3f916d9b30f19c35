"""An open table over time: the one object that owns what happens at a
table between the rules and the screen.

It paces the moments, runs a throw from gesture to rest, steps the
computers, catches a continued game up, saves after every step, keeps the
talk and says when the results are due. It is driven by time (``advance``)
and by a person's input (``decide``, ``throw``, ``skip``...), and says what
is to be shown through its fields and its ``cues``; it imports no drawing.
A view draws it; a test, a bench or another machine drives it with no
window at all.

Who chooses the next step is the match's (its seats: people, computers,
or a record played again); what may interrupt the flow (a coach explaining,
a viewer paused) is its ``policy``.
"""

from __future__ import annotations

import time
from collections import deque
from contextlib import contextmanager

from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.moments import Moment
from game.physics.flight import Steps
from game.services.match import Match, Throw
from game.services.records import SavedThrow
from game.services.saves import GameKeeper
from game.services.solving import Preparation
from game.table.beats import Answer, Banner, TableBeats
from game.table.playback import FlightPlayback, Playback

THINK_SECONDS = 0.8  # a computer player's pause before it acts
BANNER_SECONDS = 1.8
SUMMARY_SECONDS = 2.5  # a computer's turn, said in one line, stays this long at the normal pace
# At the normal pace, a person's own throw is read this long before a computer's step follows it: it
# passed in 0.6 s when no banner held it, before the person had read their own dice.
OWN_THROW_SECONDS = 1.6
WIN_BANNER_SECONDS = 3.2  # a hand or round won: its banner, with the coins showering, at the normal pace
BANNER_FADE_SECONDS = 0.4  # a banner's last moments, fading (the table draws it so)
WIN_HOLD_SECONDS = WIN_BANNER_SECONDS  # a computer waits until a hand won's has faded: the next hand after it
BANNER_HOLD_SECONDS = 1.5  # at the normal pace, a banner stays this long before a computer's next step covers it
REFUSAL_SECONDS = 3.5  # a refused move is answered in the prompt this long, or until the next move
END_KINDS = ("match_over", "game_over", "session_over")
# A throw's physics runs this long a frame until its dice come to rest: a
# whole throw at once held its frame for 60 ms and more (the dice show two
# or three frames after they leave the hand).
THROW_SLICE_SECONDS = 0.008
ENDING_SECONDS = 2.2  # the end is read this long before the results


class Cues:
    """What a flow tells whoever shows it, as it happens. Each does nothing
    here: a view overrides those it draws; a flow with no window keeps these."""

    def throw_begins(self) -> None:
        """The dice are about to leave the hand (the state is still as before the throw)."""

    def thrown(self, throw: Throw, playback: Playback) -> None:
        """A throw whose outcome is known starts to fly (or lies at rest already)."""

    def flying(self) -> None:
        """The throw's playback has moved on: its dice are somewhere new."""

    def revealing(self, events: list[Event]) -> None:
        """A step's outcome is about to be shown, moment by moment."""

    def moment_begins(self, moment: Moment) -> None:
        """A moment begins (before its events reach the talk)."""

    def moment_ends(self, moment: Moment) -> None:
        """The moment showing has been seen."""

    def banner_shown(self, title: str, ink: str, sub: str) -> None:
        """A banner goes up with these words."""

    def sound(self, name: str, volume: float) -> None:
        """A sound plays."""

    def answered(self, answer: Answer) -> None:
        """The table answers an event: a figure rises, coins fly, a place shakes or flashes."""

    def refused(self, reason: str) -> None:
        """A person's move was refused: the answer is in ``flow.refusal``."""

    def changed(self) -> None:
        """Where the match stands, or what may be done, has changed."""

    def solves_ready(self) -> None:
        """The solves the computers and the advice read are ready."""

    def ending(self) -> None:
        """The match is over and its end is being read: the results may be made, a part at a time."""

    def results_due(self) -> None:
        """The end has been read: the results now (asked again each frame until they show)."""


class Policy:
    """Who may interrupt the table: by default no one. A match watched again
    passes time at its viewer's rate; a lesson's coach holds the table while
    it explains. Both end at the table: no results, nothing counted."""

    ends_at_table = False

    def passing(self, seconds: float) -> float:
        """How much of the table's time passes in ``seconds`` of the clock."""
        return seconds

    def holds(self) -> bool:
        """The table waits (for someone to go on)."""
        return False

    def heard(self, events: list[Event]) -> None:
        """What the table has just shown."""

    def refuses(self, action) -> str | None:
        """Why a person may not make this move now, over what the rules
        allow (a lesson's step asks for another); None: it may."""
        return None

    def refuses_throw(self) -> str | None:
        """Why a person may not throw now, over what the rules allow."""
        return None

    def stage(self) -> object:
        """Where the person stands in what the table asks of them, beyond
        the rules (a lesson's step): a run of moves made by one key stops
        once it changes."""
        return None

    def refuses_arranging(self, **instead) -> str | None:
        """Why a person may not arrange their side of the table so, before
        any move is made (Spelldice's pick board): the table as it would
        stand with these of its attributes ``instead``. None: they may."""
        return None


PLAYED_AT_ONCE = 3000  # the most computer steps "See the end" plays before the table shows where it got


class TableFlow:
    def __init__(self, match: Match, beats: TableBeats, settings, cues: Cues | None = None):
        self.match = match
        self.beats = beats
        self.settings = settings  # read for the pace, the dice speed and "instant"
        self.cues = cues or Cues()
        self.policy = Policy()
        self.preparation = Preparation(match)  # the solves its computer players and advice read
        self.prepared = self.preparation.ready()
        self.keeper: GameKeeper | None = None  # saves the match after every move, once it is set
        self.refusal_said: str | None = None  # the disk's refusal to save, once said
        self.notices: list[str] = []  # what the talk must keep: a folder that refuses the saves
        self.recorded: SavedThrow | None = None  # the throw a continued game makes again
        self.in_flight: Steps | None = None  # a throw whose physics is still running
        self.skipping = False  # and S was pressed meanwhile
        self.playback: Playback | None = None  # the last throw, flying or at rest
        self.pending: list[Event] = []  # events of a throw still rolling
        self.moments: deque[Moment] = deque()  # shown one at a time, after the dice come to rest
        self.moment: Moment | None = None  # the one showing now, while it takes time
        self.moment_left = 0.0
        self.hurry = False  # a continued game catching up: every moment at once, silently
        self.silent = False  # a table built anew playing on to where the last stood: no sound (game.table.resuming)
        self.flight_began: float | None = None  # when the last throw's dice began to be shown flying
        # Another flow has taken this one's place (online, a choice taken back, heard while this one
        # was passing its time): this one moves no more, not even for the rest of that frame.
        self.replaced = False
        self.thrower: int | None = None  # the seat of the last throw
        self.wait = 0.4  # seconds before the next automatic step
        self.clock = 0.0
        self.finished = False
        self.banner_words: Banner = ("", "gold", "")
        self.banner_until = 0.0
        self.banner_since = 0.0  # when the banner showing went up
        self.banner_hold = 0.0  # how long after it went up a computer's next step waits
        self.caught_up_at = -1.0  # when steps were last shown at once (a game continued, a choice taken back)
        self.log_events: list[Event] = list(match.state.log)
        self.turn_seat: int | None = None  # whose turn the last "turn" line began
        self.turn_events: list[Event] = []  # what has been said since, for the turn's summary
        self.refusal = ""  # a refused move's answer, said in the prompt and then gone
        self.refusal_until = 0.0

    # --- who is to do what ---

    @property
    def busy(self) -> bool:
        """Dice are rolling, or have stopped and their outcome is not yet
        shown, or a moment of it is showing."""
        return (
            self.in_flight is not None
            or (self.playback is not None and not self.playback.done)
            or bool(self.pending)
            or self.moment is not None
        )

    @property
    def quiet(self) -> bool:
        """Nothing rolls and nothing is still to be shown: the table stands where the match does."""
        return not self.busy and not self.moments

    def seat_shown(self) -> int | None:
        """Whose moment the table shows: the thrower's while the dice roll,
        until their outcome is shown; then the next seat's; None once the
        match is over. The state has moved on as soon as the dice were thrown."""
        if self.busy and self.thrower is not None:
            return self.thrower
        state = self.match.state
        return None if self.finished or state.over else state.turn

    def person_to_throw(self) -> bool:
        s = self.match.state
        return (
            not self.busy and not self.finished and s.throw_request() is not None and not self.match.is_computer(s.turn)
        )

    def person_to_decide(self) -> bool:
        s = self.match.state
        return not self.busy and not self.finished and s.to_move >= 0 and not self.match.is_computer(s.turn)

    def someone_to_move_on(self) -> bool:
        """A person sits at the table, to end a moment that waits for one."""
        return any(not self.match.is_computer(seat) for seat in range(self.match.players))

    def person_to_go_on(self) -> bool:
        """A moment shows until a person goes on (Spelldice's round told over)."""
        return self.moment is not None and self.moment.hold and self.moment_left == float("inf")

    def can_undo(self) -> bool:
        return not self.busy and not self.finished and self.match.can_undo()

    @property
    def banner_up(self) -> bool:
        title, _, sub = self.banner_words
        return self.clock < self.banner_until and bool(title or sub)

    def advice(self) -> list:
        """The old hand's options for the person's decision now; empty while none is to be made."""
        return self.match.advice() if self.prepared and self.person_to_decide() else []

    # --- a person's input ---

    def attempt(self, action) -> bool:
        """A person's decision; a refused move changes nothing and is
        answered in ``refusal`` (not in the talk)."""
        # answered here at once, as at one screen, also where the move is sent to be played (online)
        reason = self.policy.refuses(action) or self.match.state.problem_with(action)
        if reason is not None:
            self.say_refusal(reason)
            return False
        if self.match.player(self.match.state.turn).sends(self.match, action):  # shown when told back
            self.refusal_until = 0.0
            self.changed()
            return True
        try:
            events = self.match.act(action)
        except IllegalAction as error:
            self.say_refusal(error.reason)
            return False
        self.refusal_until = 0.0
        self.save_game()
        self.reveal(events)
        return True

    def decide(self, action) -> None:
        """A person's decision from a button or a key; ignored while it is not a person's turn."""
        if self.person_to_decide():
            self.attempt(action)

    def say_refusal(self, reason: str) -> None:
        """Answer a refused move, until the next move or a few seconds pass."""
        self.refusal = f"Not allowed: {reason}."
        self.refusal_until = self.clock + REFUSAL_SECONDS
        self.cues.refused(reason)

    def say_note(self, words: str) -> None:
        """Words for the person where a refusal is read, for as long, where nothing was refused (a key
        with nothing to do now says what goes on): no "Not allowed", and no refusal's sound."""
        self.refusal = f"{words[0].upper()}{words[1:]}."
        self.refusal_until = self.clock + REFUSAL_SECONDS

    def refusal_shown_elsewhere(self) -> None:
        """The view said the refusal where the person is pointing: the prompt keeps its words."""
        self.refusal = ""

    def refusing(self) -> bool:
        """A refusal is still to be read."""
        return bool(self.refusal) and self.clock < self.refusal_until

    def play_badge(self) -> None:
        """The person plays the badge carried into this road match: told in the talk and saved; or the
        reason it cannot be played now, in one line."""
        problem = self.match.badges.problem(self.match)
        if problem is None and (self.in_flight is not None or self.pending):
            problem = "the dice are rolling: play it once they rest"
        if problem is not None:
            self.say_refusal(problem)
            return
        self.log_events += self.match.play_badge()
        if self.keeper is not None:  # a road regular has a word for it
            self.log_events += [Event("saying", said, seat) for seat, said in self.keeper.said_on_a_badge()]
        self.save_game()
        self.changed()

    def throw_standard(self) -> None:
        """A standard throw (Space); refused, with what comes first, while a
        person still has a choice to make."""
        if self.person_to_throw():
            if self.throw_allowed():
                self.person_throws(self.match.standard_gesture())
        elif self.person_to_decide():
            state = self.match.state
            self.say_refusal(f"{state.names[state.turn]} must {state.needed()} before the dice are thrown")

    def throw_drag(self, pull) -> None:
        """A throw dragged by a person (a ``Pull``): its line and length are the throw."""
        if self.person_to_throw() and self.throw_allowed():
            self.person_throws(self.match.gesture_from_drag(pull))

    def person_throws(self, gesture) -> None:
        """The person's throw: here, or sent where it is played (and shown when told back)."""
        if self.match.player(self.match.state.turn).sends(self.match, gesture):  # shown when told back
            self.changed()
        else:
            self.throw(gesture)

    def throw_allowed(self) -> bool:
        """The policy lets the person throw now, or its refusal is said."""
        reason = self.policy.refuses_throw()
        if reason is not None:
            self.say_refusal(reason)
        return reason is None

    def skip(self) -> None:
        """The dice rolling come to rest at once; a moment showing goes on."""
        if self.in_flight is not None:
            self.skipping = True  # the throw's physics is still running: it lands at once when known
        elif self.playback is not None and not self.playback.done:
            self.playback.skip()
            self.cues.flying()
        elif self.moment is not None:
            self.end_moment()

    # --- throws ---

    def throw(self, gesture) -> None:
        """The dice leave the hand: the match throws (or, catching up with a
        saved game, throws again as recorded, at once). The physics runs a
        slice each ``advance`` and the throw shows once known."""
        self.cues.throw_begins()
        self.thrower = self.match.state.turn
        self.banner_until = self.refusal_until = self.clock  # the last banner goes as the new dice fly
        if self.recorded is not None:
            step, self.recorded = self.recorded, None
            self.thrown(self.match.throw(step.gesture, step))
            return
        self.in_flight = self.match.throwing(gesture)

    def advance_throw(self, seconds: float) -> None:
        """Run the flying throw's physics for up to ``seconds``; once its dice
        rest, the save is brought up to date and the throw is shown."""
        until = time.perf_counter() + seconds
        steps = self.in_flight
        assert steps is not None  # asked only while a throw flies
        try:
            while time.perf_counter() < until:
                next(steps)
        except StopIteration as done:
            self.in_flight = None
            self.save_game()
            self.thrown(done.value)

    def thrown(self, throw: Throw) -> None:
        """Show a throw whose outcome is known: its dice fly as they flew;
        at the "instant" dice speed, or skipped, they lie at rest at once."""
        playback = FlightPlayback(throw.path) if throw.path is not None else Playback(self.beats.press_seconds)
        if self.settings.instant or self.skipping:
            playback.skip()
        self.skipping = False
        self.playback = playback
        self.flight_began = self.clock
        if throw.special is not None:  # a road match: the talk says which die was the special one
            said = f"{self.match.state.options.names[throw.seat]} throws {throw.special.name or 'a special die'}."
            self.log_events.append(Event("special_die", said, throw.seat))
        if throw.bent is not None:  # a road match's badge bent this throw: the talk says how
            self.log_events.append(Event("badge", throw.bent, throw.seat))
        self.pending = throw.events
        self.cues.thrown(throw, playback)
        self.changed()

    # --- events and moments ---

    def reveal(self, events: list[Event]) -> None:
        """Show what a move or a throw caused: its moments, one at a time.
        Where a computer's turn ends (a "turn" line begins the next), the
        turn is said in one line, after whatever its last step showed."""
        self.cues.revealing(events)
        start = 0
        for k, event in enumerate(events):
            if event.kind == "turn":
                ending = events[start:k]
                self.turn_events.extend(ending)
                if ending:
                    self.moments.extend(self.beats.moments_for(self, ending))
                self.moments.extend(self.turn_summary_moments(ending))
                self.turn_seat, self.turn_events, start = event.seat, [], k
        rest = events[start:]
        self.turn_events.extend(rest)
        self.moments.extend(self.beats.moments_for(self, rest))
        self.policy.heard(events)
        self.play_moments()
        self.changed()

    def add_moments(self, moments: list[Moment]) -> None:
        """Moments of the table's own, shown after those due."""
        self.moments.extend(moments)
        self.play_moments()
        self.changed()

    def turn_summary_moments(self, last_step: list[Event]) -> list[Moment]:
        """The ending turn's line, if a computer played it."""
        seat = self.turn_seat
        if seat is None:
            return []
        return self.summary_moments(seat, self.beats.turn_summary(seat, self.turn_events), last_step)

    def summary_moments(self, seat: int, what: str | None, last_step: list[Event]) -> list[Moment]:
        """A computer's turn said in one line: in the talk, and on the banner,
        after the last step's own banner has been read."""
        if not what or not self.match.is_computer(seat):
            return []
        name = self.match.state.names[seat]
        summary = Moment(
            (Event("summary", f"{name}: {what}", seat),),
            seconds=SUMMARY_SECONDS,
            title=f"{name}'s turn",
            sub=what,
            ink="ink",
        )
        if any(self.beats.banner_for(self, event, last_step) for event in last_step):
            return [Moment((), seconds=BANNER_HOLD_SECONDS), summary]
        return [summary]

    def play_moments(self) -> None:
        """Begin the moments due, up to the first that takes time."""
        while self.moment is None and self.moments:
            moment = self.moments.popleft()
            self.begin_moment(moment)
            if self.hurry:
                continue
            if moment.hold and self.someone_to_move_on():
                self.moment, self.moment_left = moment, float("inf")
            elif moment.seconds > 0:
                self.moment, self.moment_left = moment, moment.seconds / self.settings.pace

    def begin_moment(self, moment: Moment) -> None:
        """A moment's events reach the talk, its sounds play and its banner shows."""
        self.cues.moment_begins(moment)
        self.log_events.extend(moment.events)
        events = list(moment.events)
        spoken: list[tuple[int, str]] = []  # a regular's word said at this moment
        won = any(self.beats.win_in(self, event) is not None for event in events)
        for event in events:
            if event.kind in self.beats.sounds:
                self.sound(self.beats.sounds[event.kind], 0.7)
            if not self.hurry:  # a table catching up answers nothing: it is at the moment it reaches
                for answer in self.beats.answering(self, event, events):
                    self.cues.answered(answer)
            win = self.beats.win_in(self, event)
            if self.keeper is not None and not self.hurry and not spoken:  # a road regular's word: one a moment
                keeper = self.keeper
                spoken = keeper.said_on_a_win(win.seat) if win else keeper.said_on_a_mishap(event.kind, event.seat)
                self.log_events += [Event("saying", said, seat) for seat, said in spoken]
            shown = None if moment.title else self.beats.banner_for(self, event, events)
            if shown and won:  # a hand won is celebrated, and read, longer (a great throw's banner says it)
                pace = self.settings.pace
                self.show_banner(*shown, seconds=WIN_BANNER_SECONDS / pace, hold=WIN_HOLD_SECONDS / pace)
            elif shown:
                self.show_banner(*shown)
            if event.kind in END_KINDS:
                self.finished = True
                self.wait = ENDING_SECONDS
        if moment.title:
            self.show_banner(
                moment.title, moment.ink, moment.sub, seconds=max(0.0, moment.seconds / self.settings.pace)
            )

    def end_moment(self) -> None:
        """The moment showing has been seen: on to the next."""
        if self.moment is None:
            return
        moment, self.moment = self.moment, None
        self.cues.moment_ends(moment)
        self.play_moments()
        self.changed()

    def show_banner(
        self, title: str, ink: str, sub: str = "", seconds: float = BANNER_SECONDS, hold: float | None = None
    ) -> None:
        """A moment's banner. A table catching up shows none: it is at the moment it reaches."""
        if self.hurry:
            return
        self.banner_words = (title, ink, sub)
        self.banner_until = self.clock + seconds
        self.banner_since = self.clock
        # a computer's next step waits while it is read (a hand won's, until it has gone: ``hold``), at the pace
        read = max(BANNER_HOLD_SECONDS / self.settings.pace, seconds - BANNER_FADE_SECONDS)  # a lesson's waits on it
        self.banner_hold = read if hold is None else hold
        self.cues.banner_shown(title, ink, sub)

    def sound(self, name: str, volume: float) -> None:
        if not self.hurry and not self.silent:
            self.cues.sound(name, volume)

    def changed(self) -> None:
        if not self.hurry:  # the panels are drawn from the state once it is reached, not at every step
            self.cues.changed()

    # --- time ---

    def advance(self, seconds: float) -> None:
        """The table's time moves on by ``seconds`` of the clock: the throw
        flies, moments are read, the computers take their steps, the end
        comes."""
        due = self.beats.due(self) if not self.busy and not self.moments else []
        if due:
            self.add_moments(due)
        seconds = self.policy.passing(seconds)  # a match watched again: paused, slower or faster
        if not seconds or self.replaced:
            return
        self.clock += seconds
        if self.refusal and self.clock >= self.refusal_until:  # the answer has been read
            self.refusal = ""
            self.cues.changed()
        speed = self.settings.speed
        if self.in_flight is not None:
            self.advance_throw(THROW_SLICE_SECONDS)
            return
        if self.playback is not None and self.pending:
            for name, volume in self.playback.update(seconds, speed):
                self.sound(name, volume)
            self.cues.flying()
            if self.playback.done:
                events, self.pending = self.pending, []
                self.reveal(events)
                self.wait = max(self.wait, 0.6 / speed)  # an end it revealed is read for longer
                if self._a_person_reads_their_throw():
                    self.wait = max(self.wait, OWN_THROW_SECONDS / self.settings.pace)
            return
        if self.moment is not None:
            self.moment_left -= seconds
            if self.moment_left <= 0:
                self.end_moment()
            return
        if self.finished and self.policy.ends_at_table:
            return  # a match watched again, or a lesson, ends at its table: no results, nothing counted
        if self.wait > 0:
            self.wait -= seconds
            if self.finished:
                self.cues.ending()  # a part a frame while the end is read, not all in the frame that shows them
            return
        if self.finished:
            self.cues.results_due()
            return
        if not self.prepared and self.preparation.ready():
            self.prepared = True
            self.cues.solves_ready()
        if self.policy.holds():
            return  # the coach is explaining: the table waits for Go on
        self.computer_step()

    def _a_person_reads_their_throw(self) -> bool:
        """A person at this screen threw, and a computer acts next: its step would pass before they had
        read their own dice (a seat played elsewhere, or a match watched again, is not held for)."""
        thrower, state = self.thrower, self.match.state
        if thrower is None or state.over or self.hurry:
            return False
        return not self.match.is_computer(thrower) and self.match.is_computer(state.turn)

    def computer_step(self) -> None:
        """A computer seat's next step, once the last banner has been read
        and its solves are ready."""
        s = self.match.state
        if s.over or not self.match.is_computer(s.turn):
            return
        if self.banner_up and self.clock - self.banner_since < self.banner_hold:
            return  # the last banner is still being read: a computer's next step would cover it
        if s.throw_request() is not None:
            self.throw(self.match.computer_gesture())
            self.changed()
        elif self.prepared:  # else its solves are still being made: the computer is "thinking..."
            events = self.match.act(self.match.computer_action())
            self.save_game()
            self.wait = max(self.wait, THINK_SECONDS / (self.settings.speed * self.settings.pace))
            self.reveal(events)  # and the table drawn anew, once

    # --- keeping the game ---

    def save_game(self, say_again: bool = False) -> None:
        """Save the match as it stands (a finished one's save is removed). A
        refusal is said once, not at every move while the disk goes on
        refusing; ``say_again`` (the pause) waits for the write and says it again."""
        if self.keeper is None:
            return
        self.keeper.save()
        problem = self.keeper.flush() if say_again else self.keeper.problem
        if problem is not None and (say_again or problem != self.refusal_said):
            self.notices.append(f"Careful: {problem}.")
        self.refusal_said = problem

    def catch_up(self, steps: list) -> None:
        """Bring a new table to where a saved game was, through the same
        steps as a game played at it: each throw lands as recorded, at once
        and silently, so the dice lie where they came to rest."""
        with self.at_once():
            for step in steps:
                if isinstance(step, SavedThrow):
                    self.recorded = step
                    self.throw(step.gesture)
                    assert self.playback is not None  # the recorded throw has just landed
                    self.playback.skip()
                    self.cues.flying()
                    events, self.pending = self.pending, []
                    self.reveal(events)
                else:
                    self.reveal(self.match.act(step))

    def play_to_end(self) -> None:
        """The rest of a game no person acts in again, played at once (as a
        continued game catches up): every computer step, silently, and the
        end shown. It stops where a person is to act after all (a roll-off)."""
        if self.moment is not None:  # the moment held for the person is done with
            self.end_moment()
        with self.at_once():
            self.play_moments()
            state = self.match.state
            for _ in range(PLAYED_AT_ONCE):  # computers that never end a game would hold the table for ever
                if state.over or not self.match.is_computer(state.turn):
                    break
                self.reveal(self.match.play_computer_step())
                state = self.match.state
        self.save_game()

    @contextmanager
    def at_once(self):
        """Steps shown at once and silently (``hurry``); then the table
        stands where they left it, its next step a moment away."""
        self.hurry = True
        try:
            yield
        finally:
            self.hurry = False
        self.banner_until = 0.0
        self.wait = 0.4
        self.caught_up_at = self.clock  # what the table shows now stands there at once: nothing counts up to it
        self.changed()

    def undone(self) -> tuple[Match, list]:
        """The match without the person's last choice, and the steps that
        bring a new table to it; IllegalAction while nothing can be taken back."""
        if not self.can_undo():
            raise IllegalAction("undo", self.match.state.describe_position(), "there is no choice to take back now")
        return self.match.undone()
