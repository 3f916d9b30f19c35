"""Spots: the rules, pure. Dogs have spots, dice have spots: place dice on
matching spaces of your dogs, bury the ones that fit nowhere, and bust when
your yard holds more than 7 spots. Score six dogs to win.

A turn is a trick (one of the faceup tiles, performed step by step as its
data in ``tricks`` says) or scoring the completed dogs. Every roll is a
throw request the table answers; the player may spend a treat to roll it
again, then chooses what to keep where the trick asks, and places or buries
each die. The solo opponent d0g sits in the last seat when the game is
solo: each turn it rolls a die, turning that tile facedown or, if it is
facedown already, scoring a dog.

The common pile's dice are conserved: pile + set aside + rolling + hand +
put aside by a filter + every yard + every dog = ``options.dice``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.dice import ThrowResult
from game.core.events import Event
from game.core.moves import (
    GameState,
)
from game.games.spots import moves
from game.games.spots.board import BUST_OVER, D0G, DOGS_TO_WIN, MAX_CARDS, TILES, Board
from game.games.spots.legal_moves import LegalMoves
from game.games.spots.moves import MOVES
from game.games.spots.options import (
    D0G_TREAT_CHOICES,
    DEFAULT_PILES,
    PILE_LIMITS,
    PILE_SIZES,
    Options,
    deal_tiles,
    default_pile,
    shuffled_deck,
)
from game.games.spots.trick_steps import TrickSteps
from game.games.spots.tricks import SET_TITLES, TRICK_BY_KEY

__all__ = [
    "BUST_OVER",
    "D0G",
    "D0G_TREAT_CHOICES",
    "DEFAULT_PILES",
    "DOGS_TO_WIN",
    "MAX_CARDS",
    "MOVES",
    "PILE_LIMITS",
    "PILE_SIZES",
    "TILES",
    "Board",
    "Options",
    "State",
    "action_from_dict",
    "deal_tiles",
    "default_pile",
    "replay",
    "shuffled_deck",
]


action_from_dict = MOVES.from_dict


# --- the state --------------------------------------------------------------


@dataclass
class State(LegalMoves, TrickSteps, GameState):
    """A game of Spots: its fields are the ``Board``'s; the legal moves,
    the trick steps and the turns come from the classes it is made of."""

    move_forms = MOVES
    options_type = Options
    chance_phases = ("setup", "roll", "d0g")

    @classmethod
    def set_up(cls, options: Options) -> State:
        players = len(options.names)
        deck = shuffled_deck(options)
        packs: list[list[dict[str, Any]]] = [[] for _ in range(players)]
        for _ in range(2):
            for pack in packs:
                pack.append({"dog": deck.pop(0), "dice": [], "scored": False})
        seats = players + options.solo
        treats = [1] * players + ([options.d0g_treats] if options.solo else [])
        tiles = [{"stack": stack, "faceup": True, "treats": 0} for stack in deal_tiles(options)]
        state = cls(
            options=options,
            deck=deck,
            packs=packs,
            yards=[[] for _ in range(players)],
            treats=treats,
            tiles=tiles,
            pile=options.pile_dice - players,
            rolling=players,
            supply_out=sum(treats),
            setup_rollers=list(range(players)),
            contenders=list(range(players)),
        )
        names = ", ".join(state.names[:seats])
        state.log.append(
            Event(
                "start",
                f"Spots with {SET_TITLES[options.trick_set].lower()}: {names}. Each player "
                "buries one die; the highest starts.",
                None,
                {"tiles": [tile["stack"][0] for tile in state.tiles]},
            )
        )
        return state

    # --- where the game stands ---

    def conserved(self) -> dict[str, object]:
        """What no move makes or loses: the dice, and the treats the supply has given."""
        return {"dice": self.dice_on_table(), "treats given, less held": self.treats_out() - self.supply_out}

    def bounds_problem(self) -> str | None:
        if min(self.treats) < 0:
            return f"treats below nothing: {self.treats}"
        if any(self.yard_total(seat) > 7 for seat in range(self.players)):
            return "a yard holds more than 7"
        if any(len(pack) > 6 for pack in self.packs):
            return "a pack holds more than 6 dogs"
        return None

    def progress(self) -> str:
        """Where the game stands, in a few words (the menu's Continue)."""
        best = max(self.scored_count(seat) for seat in range(self.seats))
        return f"{best} of {DOGS_TO_WIN} dogs"

    def describe_position(self) -> str:
        if self.over:
            return "the game is over"
        who = self.actor_name()
        doing = f" ({TRICK_BY_KEY[self.trick].title})" if self.trick else ""
        return f"{who} to {self.needed()}{doing}"

    # --- performing ---

    def perform(self, action, events: list[Event]) -> None:
        if isinstance(action, ThrowResult):
            {"setup": self._setup_die, "d0g": self._d0g_die, "roll": self._rolled}[self.phase](action, events)
        elif isinstance(action, moves.DoTrick):
            self._do_trick(action.key, events)
        elif isinstance(action, moves.ScoreDogs):
            self._score(self.turn, events, fast=False)
            if not self.over:
                self._end_turn(events)
        elif isinstance(action, moves.Go):
            self._run_step(events)
        elif isinstance(action, moves.Stop):
            self._stop_step(events)
        elif isinstance(action, moves.Choose):
            self._choose(action.value, events)
        elif isinstance(action, (moves.Reroll, moves.Accept)):
            self._reroll_or_accept(action, events)
        elif isinstance(action, (moves.Keep, moves.Discard)):
            self._keep(action, events)
        elif isinstance(action, moves.Place):
            self._place(action, events)
        elif isinstance(action, moves.Bury):
            self._bury(action.die, events)
        elif isinstance(action, moves.TakeDie):
            self._take_own_die(action, events)
        elif isinstance(action, moves.Move):
            self._move(action, events)
        elif isinstance(action, moves.Dig):
            self._dig(action, events)

    # --- saving ---


replay = State.replay
