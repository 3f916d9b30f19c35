"""Which Spots moves the player to act may make, why another is refused,
and what the player must do."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.games.spots import moves
from game.games.spots.board import Board
from game.games.spots.tricks import TRICK_BY_KEY, Step


class LegalMoves(Board):
    if TYPE_CHECKING:  # the game's State has it from GameState

        @property
        def to_move(self) -> int: ...

    # --- legal moves ---

    def fitting_place(self) -> moves.Place | None:
        """The next move of "Place what fits": the first die of the roll that
        fits, on the dog nearest completion with room for it; None once none fits."""
        if self.to_move < 0 or self.phase != "hand" or not self.filtered:
            return None
        seat = self.turn
        for die, value in enumerate(self.hand):
            dogs = self.fits(seat, value)
            if dogs:
                return moves.Place(die, min(dogs, key=lambda k: len(self.empty_spaces(seat, k))))
        return None

    def legal_actions(self) -> list[moves.Action]:
        if self.to_move < 0:
            return []
        seat, phase = self.turn, self.phase
        if phase == "choose":
            legal: list[moves.Action] = [moves.DoTrick(self.top(p)) for p in self.faceup()]
            if any(self.complete(seat, k) for k in self.unscored(seat)):
                legal.append(moves.ScoreDogs())
            return legal
        if phase == "may":
            return [moves.Go(), moves.Stop()]
        if phase == "name":
            return [moves.Choose(v) for v in self._nameable()]
        if phase == "take":
            return [
                *(moves.TakeDie(-1, v) for v in sorted(set(self.yards[seat]))),
                *(moves.TakeDie(k, v) for k in self.unscored(seat) for v in sorted(self.packs[seat][k]["dice"])),
            ]
        if phase == "trot":
            return [moves.Stop(), *self._trot_moves()]
        if phase == "dig":
            return [moves.Stop(), *self._digs()]
        return self._hand_moves()

    def _hand_moves(self) -> list[moves.Action]:
        seat, step = self.turn, self.step_now()
        legal: list[moves.Action] = []
        if self.fresh:
            legal.append(moves.Accept())
            if self.treats[seat] > 0:
                legal.append(moves.Reroll())
                if step.partial_reroll:
                    indices = range(len(self.hand))
                    legal += [moves.Reroll(c) for n in range(1, len(self.hand)) for c in combinations(indices, n)]
        if not self.filtered:
            return legal + self._filter_moves()
        for die, value in enumerate(self.hand):
            legal += [moves.Place(die, dog) for dog in self.fits(seat, value)]
            legal.append(moves.Bury(die))
        return legal

    def _filter_moves(self) -> list[moves.Action]:
        keep = self.step_now().keep
        indices = range(len(self.hand))
        if keep == "one_value":
            return [moves.Choose(v) for v in sorted(set(self.hand))]
        if keep == "any_two":
            return [moves.Keep(c) for c in combinations(indices, 2)]
        if keep == "total_eight":
            return [moves.Keep(c) for c in self._sets_of_eight()]
        lower = [d for d in indices if self.hand[d] < self.yard_total(self.turn)]
        return [moves.Discard(c) for n in range(len(lower) + 1) for c in combinations(lower, n)]

    # --- refusals ---

    def decision_problem(self, action: object) -> str | None:
        if action not in moves.MOVES:
            return f"{action!r} is not a Spots move"
        if action in self.legal_actions():
            return None
        return self._why_not(action)

    def _why_not(self, action: object) -> str:
        seat, phase, name = self.turn, self.phase, self.names[self.turn]
        if isinstance(action, moves.DoTrick):
            if phase != "choose":
                return f"a trick is chosen at the start of a turn: {name} must {self.needed()}"
            if action.key not in TRICK_BY_KEY:
                return f"there is no trick called {action.key!r}"
            return f"{TRICK_BY_KEY[action.key].title} is not a faceup trick on the table"
        if isinstance(action, moves.ScoreDogs):
            if phase != "choose":
                return f"dogs are scored instead of a trick, at the start of a turn: {name} must {self.needed()}"
            return "scoring needs at least one dog with every space filled"
        if isinstance(action, (moves.Go, moves.Stop)) and phase not in ("may", "trot", "dig"):
            return f"there is nothing to go on with or stop now: {name} must {self.needed()}"
        if isinstance(action, moves.Choose):
            if phase == "name" and self.trick == "retrieve":
                return f"the top dog of the deck shows {', '.join(map(str, self._nameable())) or 'nothing'}"
            if phase == "hand" and not self.filtered and self.step_now().keep == "one_value":
                return f"no die shows {action.value}"
            if phase == "name":
                return "a number is 1 to 6"
            return f"there is no number to choose now: {name} must {self.needed()}"
        if isinstance(action, (moves.Reroll, moves.Accept)):
            if phase != "hand" or not self.fresh:
                return "only the roll just made can be rolled again, before any die is kept, placed or buried"
            if isinstance(action, moves.Reroll) and self.treats[seat] == 0:
                return f"{name} has no treat to spend"
            return "a treat rerolls the whole roll (only Track rerolls some of its dice)"
        if phase != "hand" and isinstance(action, (moves.Keep, moves.Discard, moves.Place, moves.Bury)):
            return f"there are no rolled dice to use now: {name} must {self.needed()}"
        if isinstance(action, (moves.Keep, moves.Discard)):
            return self._filter_refusal(action)
        if isinstance(action, (moves.Place, moves.Bury)):
            if not self.filtered:
                return f"first {self.needed()}"
            if not 0 <= action.die < len(self.hand):
                return f"the roll holds dice 1 to {len(self.hand)}"
            if isinstance(action, moves.Place):
                if not 0 <= action.dog < len(self.packs[seat]):
                    return f"{name} has dogs 1 to {len(self.packs[seat])}"
                if self.packs[seat][action.dog]["scored"]:
                    return f"{self.dog(seat, action.dog).name} is scored and takes no more dice"
                return f"{self.dog(seat, action.dog).name} has no empty space for a {self.hand[action.die]}"
        if isinstance(action, moves.TakeDie):
            return "Dogpile's own die comes from your yard or a space of an unscored dog, one you have"
        if isinstance(action, moves.Move):
            return (
                "Trot moves a die from one of your dogs to another empty space"
                if phase == "trot"
                else f"there is no die to move now: {name} must {self.needed()}"
            )
        if isinstance(action, moves.Dig):
            return (
                "dig a buried die that is there (a 6 cannot be raised)"
                if phase == "dig"
                else f"there is no digging now: {name} must {self.needed()}"
            )
        return f"{name} must {self.needed()}"

    def _filter_refusal(self, action: moves.Action) -> str:
        step = self.current_step()
        keep = step.keep if step else ""
        if self.filtered:
            return "the choice of dice to keep is already made"
        if isinstance(action, moves.Keep) and keep == "any_two":
            return "Hunt keeps exactly 2 different dice of the roll"
        if isinstance(action, moves.Keep) and keep == "total_eight":
            return "Search keeps a set of dice totalling exactly 8 spots"
        if isinstance(action, moves.Discard) and keep == "below_yard":
            return f"Scavenge puts back only dice lower than the yard's total ({self.yard_total(self.turn)})"
        return f"first {self.needed()}"

    def needed(self) -> str:
        phase = self.phase
        if phase == "choose":
            return "choose a trick or score the dogs"
        if phase == "may":
            step = self.step_now()
            return "roll again or stop" if self.runs else f"decide whether to {self._step_words(step)}"
        if phase == "name":
            return "choose a number"
        if phase == "take":
            return "take a die from the yard or a dog"
        if phase == "trot":
            return "move a die or stop"
        if phase == "dig":
            return "dig a buried die or stop"
        if phase == "hand":
            if not self.filtered:
                return {
                    "one_value": "choose a number to keep",
                    "any_two": "keep 2 dice",
                    "total_eight": "keep dice totalling 8",
                    "below_yard": "put back low dice (or none)",
                }[self.step_now().keep]
            return "place or bury the dice"
        return "throw"

    def _step_words(self, step: Step) -> str:
        return {"roll": "roll", "trot": "move a die", "dig": "dig", "retrieve": "retrieve"}.get(step.kind, "go on")
