"""A match at the table: the rules state, the seeded dice, who sits in each
seat, the physical throws, and the record that replays it.

Scenes, the command line and tests all drive a match through this one class,
so a game played in the window and one simulated without it go the same way.
Each game brings, as its ``MatchKind`` (game.core.game_parts), its rules module, its computer player
and how its dice are thrown; the registry finds the game from the options.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import catalogue
from game.core.advice import Option
from game.core.dice import DiceSource, Fate, LoadedDie, ThrowResult
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.game_parts import MatchKind
from game.core.move_forms import THROW
from game.core.play_style import Style, styles_to
from game.core.road_badge import BadgeInPlay
from game.core.seats import CONTROLLERS, LEVELS, PERSON, seat_kind  # noqa: F401  (the screens read them here too)
from game.physics.flight import Steps, ThrowPath, to_rest
from game.physics.gesture import STANDARD_STRENGTH, Gesture, Pull, gesture_from_drag
from game.physics.hands import HOUSE, computer_gesture
from game.platform.storage import write_json
from game.services.badge_throws import BadgeThrows
from game.services.records import REPLAY_FORMAT, SAVE_FORMAT, ReplayError, SavedThrow, played, saved_steps
from game.services.seat_players import AtTheTable, SeatPlayer
from game.services.table_throws import TableThrows
from game.services.taking_back import TakingBack


def new_seed() -> int:
    """A fresh seed for a new match (or a new deal, or a campaign)."""
    return random.SystemRandom().randrange(2**32)


@dataclass
class Throw:
    """One throw as it happened: the gesture, the recorded path, the result."""

    seat: int
    gesture: Gesture
    path: ThrowPath | None  # None for a chance without dice in flight (a tooth pressed)
    result: ThrowResult
    events: list
    # thrown again from a record: the physics did not bring the dice to rest
    # as recorded (another machine, another pymunk), so they lie as recorded
    placed: bool = False
    fates_as_recorded: bool = True  # ... and even where they did not, each die's fate was the record's
    special: LoadedDie | None = None  # a road match's special die, thrown as the first of these dice
    bent: str | None = None  # a road match's badge bent this throw: what the talk says


class Match:
    lesson = False  # a lesson's match (game.services.coaching) sets its dice: never saved, replayed or counted

    def __init__(
        self,
        options,
        controllers: tuple,
        seed: int,
        special: LoadedDie | None = None,
        badge: BadgeInPlay | None = None,
        styles: tuple[Style | None, ...] | None = None,
    ):
        self.definition = catalogue.game_for(options)
        self.kind: MatchKind = self.definition.play
        if len(controllers) != len(options.names):
            raise ValueError(f"{len(options.names)} seats need {len(options.names)} controllers")
        for controller in controllers:
            if controller not in CONTROLLERS:
                levels = ", ".join(LEVELS)
                raise ValueError(f"a seat is a person or a computer player ({levels}), not {controller!r}")
        # A RulesState (game.core.game_parts), and each game's table reads its own State's fields too:
        # held as Any so that a game's views may, until a match is typed by its game's State.
        self.state: Any = self.kind.rules.State.new(options)
        self.controllers = tuple(controllers)
        self.seed = seed
        self.dice = DiceSource(seed)
        # a Tavern Road match's special die, thrown by its seat (None at every other table)
        self.special = special
        if special is not None and not 0 <= special.seat < len(controllers):
            raise ValueError(f"the special die {special.key!r} is thrown from a seat the table does not have")
        # a Tavern Road match's badge, played once (None at every other table)
        self.badges = BadgeThrows(badge)
        if badge is not None and not 0 <= badge.seat < len(controllers):
            raise ValueError(f"the badge {badge.key!r} is played from a seat the table does not have")
        # a Tavern Road match's regulars' ways of playing, a seat each (None at every other table: no tilt)
        self.styles = styles
        if styles is not None and len(styles) != len(controllers):
            raise ValueError(f"{len(controllers)} seats need {len(controllers)} styles")
        self.throws = 0
        self.throw_records: list[dict] = []  # each throw's gesture and where its dice came to rest
        self.physics = TableThrows(self)  # each throw's flight, and the dice lying on the table this round
        self.movers: dict[int, int] = {}  # a decision's place in the history -> the seat that made it
        # the places in the history of secret moves (Spelldice's picks): online each was sealed by its
        # hash before any was shown, so it is never taken back there (``take_back_from``)
        self.secret_moves: set[int] = set()
        self.forced_moves: set[int] = set()  # decisions that were none (``MatchKind.forced``): never taken back
        # who plays every seat where one player plays them all (a record watched again, the host's table
        # online, a lesson's script); None: each seat as its controller says (``player``)
        self.played_by: SeatPlayer | None = None
        # how a choice is taken back (a kind of match may give its own), played again from a save
        self.taking_back = TakingBack(self, Match.from_save)

    @property
    def game(self) -> str:
        return self.definition.key

    @property
    def players(self) -> int:
        return len(self.controllers)

    @property
    def over(self) -> bool:
        return self.state.over

    def controller(self, seat: int) -> str:
        """Who plays a seat; a seat past the players' (the Spottle Master) is the house's."""
        return self.controllers[seat] if seat < len(self.controllers) else HOUSE

    def player(self, seat: int) -> SeatPlayer:
        """Who plays ``seat``: the match's one player of every seat, or the seat's controller at this table."""
        return self.played_by or AtTheTable(self.controller(seat))

    def is_computer(self, seat: int) -> bool:
        """The seat's steps come to the table (a computer's, the house's, a record's, the host's): no
        person here acts for it now."""
        return not self.player(seat).acts_here(self, seat)

    played_online = False  # a match at a host's table (``ToldMatch``): its Ledger entry is tagged so

    def at_this_screen(self, seat: int) -> bool:
        """A person plays ``seat`` at this screen (whoever's turn it is: people here pass the screen)."""
        return self.player(seat).sits_here(self, seat)

    def people_here(self) -> tuple[int, ...]:
        """The seats of the people at this screen."""
        return tuple(seat for seat in range(self.players) if self.at_this_screen(seat))

    def seat_kind(self, seat: int) -> str:
        """Who plays a seat, as its plaque says it: "person", or "computer, hard" (online, "you", "friend")."""
        return self.player(seat).says_who(self, seat)

    # --- moves ---

    def act(self, action) -> list[Event]:
        """A seat's decision. IllegalAction leaves everything as it was."""
        mover, secret = self.state.to_move, bool(self.state.secret_movers())
        forced = self.kind.forced is not None and self.kind.forced(self.state, action)
        events = self.state.apply(action)
        self.movers[len(self.state.history) - 1] = mover
        if secret:
            self.secret_moves.add(len(self.state.history) - 1)
        if forced:
            self.forced_moves.add(len(self.state.history) - 1)
        return events

    def sealed_seats(self) -> frozenset:
        """The seats whose secret move is made and sealed, not yet played into the match: none at one
        screen (online, the person's pick sent to the host: ``ToldMatch``)."""
        return frozenset()

    # --- taking a choice back ---

    def can_undo(self) -> bool:
        """A choice can be taken back now (``taking_back``, the match's part that says how)."""
        return self.taking_back.allowed()

    def take_back_from(self, seat: int) -> int | None:
        """Where taking back ``seat``'s last choices begins, online; None: nothing of ``seat``'s."""
        return self.taking_back.start_for(seat)

    def undone(self) -> tuple[Match, list]:
        """The match without the choice taken back, and the steps that bring a table to it."""
        return self.taking_back.undone()

    def throw(self, gesture: Gesture, saved: SavedThrow | None = None, again: bool = False) -> Throw:
        """Throw the dice the rules are waiting for with this gesture. A
        continued game throws again what its save recorded (``saved``: the
        result, where the dice lay, every die lying on the table after it)
        without running the physics; a match watched again (``again``) runs
        it, and places the dice as recorded where they do not come to rest so."""
        return to_rest(self.throwing(gesture, saved, again))

    def throwing(self, gesture: Gesture, saved: SavedThrow | None = None, again: bool = False) -> Steps:
        """``throw`` step by step: the physics yields after each step, and the
        throw reaches the rules at the last (a table runs a few steps a
        frame); thrown as the thrower's player throws (a record's, the host's, as told).
        IllegalAction at once when no throw is due."""
        request = self.state.throw_request()
        seat = self.state.turn if request is None else request.thrower
        return self.player(seat).throwing(self, gesture, saved, again)

    def thrown(self, gesture: Gesture, saved: SavedThrow | None = None, again: bool = False) -> Steps[Throw]:
        """A throw at this table with ``gesture`` (a continued game's as ``saved``), step by step."""
        request = self.state.throw_request()
        if request is None:
            raise IllegalAction("throw", self.state.describe_position(), "no throw is due now")
        return self._throw_steps(request, gesture, saved, again)

    def _throw_steps(self, request, gesture: Gesture, saved: SavedThrow | None, again: bool) -> Steps[Throw]:
        landed, table = (saved.landed, saved.table) if saved is not None else (None, None)
        path, placed, fates_kept = yield from self.physics.path(request, gesture, saved, again)
        fates = path.fates if path is not None else (Fate.KEPT,) * request.count
        taken = landed.taken_later if landed is not None else path.taken_later if path is not None else ()
        special = self.special_in(request)  # asked only where there is one: every other table draws as it always did
        values = self.dice.values(request) if special is None else self.dice.values(request, special)
        bent = self.badges.bend(self, request, values, fates, special) if self.badges.badge else None
        values = self.badges.after if bent else values
        result = ThrowResult(values, fates, taken)
        if landed is not None and result != landed:  # an edited save: its dice are not the seed's
            raise IllegalAction(
                landed,
                self.state.describe_position(),
                f"the seeded dice of throw {self.throws + 1} show {result}, not {landed}",
            )
        events = self.state.apply(result)
        record = {
            "gesture": gesture.to_form(),
            "rest": None if path is None else [list(die[:3]) for die in path.frames[-1]],
        }
        lying = self.physics.lie(path, table)  # the dice staying on the table, where a game's do
        if lying is not None:
            record["table"] = lying
        self.throws += 1
        self.throw_records.append(record)
        return Throw(request.thrower, gesture, path, result, events, placed, fates_kept, special, bent)

    @property
    def badge(self) -> BadgeInPlay | None:
        """A road match's badge (with when it was played), None at every other table."""
        return self.badges.badge

    def play_badge(self, by_computer: bool = False) -> list[Event]:
        """Play the match's badge now (IllegalAction, and nothing changed, where it cannot be);
        ``by_computer``: by a computer in the traveller's seat (the road's simulations)."""
        problem = self.badges.problem(self, by_computer)
        if problem:
            raise IllegalAction("play the badge", self.state.describe_position(), problem)
        return [Event("badge", self.badges.play(self), self.badges.badge.seat if self.badges.badge else None)]

    def special_in(self, request) -> LoadedDie | None:
        """The special die, where it is among the request's dice (the first of them)."""
        special = self.special
        return special if special is not None and special.throws_in(request, self.state.die_kind(request)) else None

    def _ai_rng(self) -> random.Random:
        """A computer player's randomness, drawn afresh for each step from the
        seed and the moves so far: a continued game plays on as it would have."""
        return random.Random(f"{self.seed}/ai/{len(self.state.history)}")

    def computer_action(self, level: str | None = None):
        """The seat to act's decision, as its player makes it (or a computer player of ``level``, for a
        person's seat)."""
        return self.chosen_action(level) if level else self.player(self.state.turn).action(self)

    def chosen_action(self, level: str):
        """The seat to act's decision, as a computer player of ``level`` makes it here."""
        turn = self.state.turn
        style = self.style_of(turn)
        if style is None:  # every table but the road's, and the road's traveller: as a level always plays
            return self.kind.choose_action(self.state, turn, level, self._ai_rng(), self.controllers)
        return self.kind.choose_action(self.state, turn, level, self._ai_rng(), self.controllers, style)

    def style_of(self, seat: int) -> Style | None:
        """How the seat's regular plays now (None: as its level plays): more carefully, or more boldly, as
        their style says, while another seat holds a badge not yet played."""
        style = self.styles[seat] if self.styles is not None and seat < len(self.styles) else None
        badge = self.badges.badge
        if style is not None and badge is not None and badge.seat != seat and not self.badges.played:
            return style.facing_badge()
        return style

    def advice(self) -> list[Option]:
        """The old hand's view of the decision before the seat to act: each
        option with its worth, best first; empty where there is nothing to
        decide or the game gives no advice."""
        state = self.state
        if self.kind.advice is None or state.to_move < 0:
            return []
        return self.kind.advice(state, state.turn, self.controllers)

    def standard_gesture(self) -> Gesture:
        """The throw a key press makes: straight at the middle, a fair strength
        (the game's own, where it has one)."""
        strength = self.kind.standard_strength
        return Gesture(
            self.kind.aim(self.state.turn, self.players), STANDARD_STRENGTH if strength is None else strength
        )

    def gesture_from_drag(self, pull: Pull) -> Gesture:
        """The throw a person's drag makes at this table (its standard throw for a click)."""
        return gesture_from_drag(pull, self.standard_gesture())

    def computer_gesture(self, level: str | None = None) -> Gesture:
        """How the seat to act throws, as its player throws (or a computer player of ``level``)."""
        return self.chosen_gesture(level) if level else self.player(self.state.turn).gesture(self)

    def chosen_gesture(self, level: str) -> Gesture:
        """How a computer player of ``level`` (or the house) throws for the seat to act."""
        return computer_gesture(self.kind.aim(self.state.turn, self.players), level, self._ai_rng())

    def play_computer_step(self, level: str | None = None) -> list[Event]:
        """The next thing a computer seat does (or one of ``level`` for a
        person's seat): a throw if one is due, else a decision."""
        if self.state.throw_request() is not None:
            return self.throw(self.computer_gesture(level)).events
        return self.act(self.computer_action(level))

    # --- replays ---

    def to_replay(self) -> dict:
        """The whole match: its moves, and how each throw was thrown and where its dice lay."""
        record = {
            "format": REPLAY_FORMAT,
            "game": self.game,
            "options": self.state.options.to_dict(),
            "seats": list(self.controllers),
            "seed": self.seed,
            "actions": list(self.state.history),
            "throws": list(self.throw_records),
        }
        if self.special is not None:  # only a road match's, so every other record reads as before
            record["special_die"] = self.special.to_dict()
        if self.badges.badge is not None:  # a road match's, with when it was played and the throw it bent
            record["badge"] = self.badges.record()
        if self.styles is not None:  # a road match's regulars' styles, so it is played on and watched the same
            record["styles"] = styles_to(self.styles)
        return record

    def save_replay(self, path: Path) -> None:
        write_json(path, self.to_replay(), keep_backup=False)

    # --- saved games ---

    def to_save(self) -> dict:
        """What continues this match: the replay, each throw's gesture and
        where its dice lay, and where the game stands, for the menu."""
        return {
            **self.to_replay(),
            "format": SAVE_FORMAT,
            "kind": "game in progress",
            "throws": list(self.throw_records),
            "progress": self.state.progress(),
        }

    @classmethod
    def from_save(cls, data: object, source: str = "save") -> tuple[Match, list]:
        """A new match for a saved game and the steps that bring it back to
        where it was saved (``play_step`` each, in order), for a table to
        catch up through its own code. Raises ReplayError with a one-line
        reason for a save that does not continue."""
        found, steps = cls._continued(data, source)
        return cls(found.state.options, found.controllers, found.seed, found.special, found.badge, found.styles), steps

    @classmethod
    def resume(cls, data: object, source: str = "save") -> Match:
        """A saved game, continued without a window."""
        return cls._continued(data, source)[0]

    @classmethod
    def _continued(cls, data: object, source: str) -> tuple[Match, list]:
        """The saved game played back to where it was saved, and its steps.
        Every step is checked on the way, so nothing is left half-done."""
        if isinstance(data, dict) and data.get("kind") != "game in progress":
            raise ReplayError(f"{source} is not a saved game")
        if isinstance(data, dict) and data.get("format") != SAVE_FORMAT:
            raise ReplayError(
                f"{source} was saved in format {data.get('format')!r}; this version continues format {SAVE_FORMAT} only"
            )
        match, steps = cls._played(data, source, (SAVE_FORMAT,), "does not continue")
        if match.over:
            raise ReplayError(f"{source} is of a game that is already over")
        return match, steps

    @classmethod
    def winners_of(cls, data: object, source: str = "replay") -> tuple[str, ...] | None:
        """The names of those who won a replay's match, by playing its record
        through the rules (no dice thrown): None where it did not end; no
        names where nobody won. Raises ReplayError as ``watched`` does."""
        finished, _ = cls._played(data, source, (REPLAY_FORMAT,), "does not replay")
        if not finished.over:
            return None
        names = finished.state.options.names
        return tuple(name for name, won in zip(names, finished.state.outcome().won) if won)

    @classmethod
    def watched(cls, data: object, source: str = "replay") -> tuple[Match, list]:
        """A replay to watch again: a new match of its game, its people and
        its seed, and the steps that play it (``SavedThrow`` for each throw,
        thrown again with ``again=True``). Raises ReplayError (one line) for
        a file that is not a whole replay."""
        if isinstance(data, dict) and data.get("format") == 1 and "throws" not in data:
            raise ReplayError(
                f"{source} is a replay from before throws were kept: its moves can be read "
                f"(python -m game replay) but its dice cannot be thrown again"
            )
        found, steps = cls._played(data, source, (REPLAY_FORMAT,), "does not replay")
        return cls(found.state.options, found.controllers, found.seed, found.special, found.badge, found.styles), steps

    @classmethod
    def _played(cls, data: object, source: str, formats: tuple, failing: str) -> tuple[Match, list]:
        """A save's or a replay's match played through its steps, each
        checked on the way; ReplayError with the first that is wrong."""
        return played(cls, data, source, formats, failing)

    def rewound(self, steps: int) -> Match:
        """This match played again from its start to its first ``steps`` steps (online, a choice taken
        back at the host's table), as a saved game is continued; ReplayError (one line) if it does not."""
        saved = {**Match.to_save(self), "actions": list(self.state.history[:steps])}
        saved["throws"] = saved["throws"][: sum(THROW in action for action in saved["actions"])]
        return Match._continued(saved, "the match")[0]

    def play_step(self, step) -> list[Event]:
        """One step of a saved game: a decision, or a throw as recorded."""
        if isinstance(step, SavedThrow):
            return self.throw(step.gesture, step).events
        return self.act(step)

    # --- a step told to another machine ---

    def last_step(self) -> dict:
        """The step just played as a record writes it: its move (a throw's
        dice among them) and, for a throw, how it was thrown and where its dice lay."""
        action = self.state.history[-1]
        return {"action": action, "throw": self.throw_records[-1]} if THROW in action else {"action": action}

    def play_told(self, step: object, source: str = "the host") -> list[Event]:
        """A step as ``last_step`` writes it, played here: a throw's dice must
        be this match's seed's. ReplayError (one line) for a step that is
        damaged or does not play, which changes nothing."""
        try:
            action = step["action"]  # type: ignore[index]
            throws = [step["throw"]] if THROW in action else []  # type: ignore[index,operator]
            (step_played,) = saved_steps(self.kind.rules, [action], throws)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
            raise ReplayError(f"{source} told a damaged step: {type(error).__name__} {error}"[:300]) from None
        try:
            return self.play_step(step_played)
        except IllegalAction as error:
            raise ReplayError(f"{source} told a step that does not play: {error}"[:300]) from None
