"""How a Spots turn begins and ends: the setup's buried dice, the tiles
turned faceup again, d0g's turns, and scoring, busting and winning."""

from __future__ import annotations

from dataclasses import replace

from game.core.dice import ThrowResult
from game.core.events import Event
from game.core.outcome import Outcome
from game.games.spots.board import BUST_OVER, DOGS_TO_WIN, MAX_CARDS, Board
from game.games.spots.dogs import DOG_BY_KEY
from game.games.spots.tricks import TRICK_BY_KEY


class Turns(Board):
    # setup

    def _setup_die(self, result: ThrowResult, events: list[Event]) -> None:
        """Each player buries one die; the highest starts, and a tie for the
        highest rolls its buried dice again."""
        seat = self.setup_rollers.pop(0)
        value = result.values[0]
        self.turn = self.setup_rollers[0] if self.setup_rollers else seat
        self.rolling -= 1
        self.yards[seat].append(value)
        events.append(Event("setup", f"{self.names[seat]} buries a {value}.", seat, {"value": value}))
        if self.setup_rollers:
            return
        best = max(self.yards[s][0] for s in self.contenders)
        leaders = [s for s in self.contenders if self.yards[s][0] == best]
        if len(leaders) > 1:
            self.setup_rollers, self.contenders = list(leaders), list(leaders)
            self.turn = leaders[0]
            names = " and ".join(self.names[s] for s in leaders)
            events.append(
                Event(
                    "setup_tie", f"{names} tie with {best}: they roll their buried die again.", None, {"seats": leaders}
                )
            )
            for leader in leaders:  # their buried die goes back into the air
                self.yards[leader] = []
                self.rolling += 1
            return
        self.turn = leaders[0]
        said = "starts" if self.players == 1 else "has the highest buried die and starts"
        events.append(Event("first", f"{self.names[self.turn]} {said}.", self.turn))
        self._begin_turn(events)

    # turns

    def _begin_turn(self, events: list[Event]) -> None:
        seat = self.turn
        self.trick, self.step, self.runs, self.last_count, self.named, self.digs_left = None, 0, 0, 0, None, 0
        if self.pile == 0 and not self.is_d0g(seat):
            events.append(Event("no_dice", "The common pile is empty: every player busts.", seat))
            for other in range(self.players):
                self._clear(other)
        if len(self.faceup()) <= 1:
            self._reset_tiles(events)
        if self.is_d0g(seat):
            self.phase = "d0g"
        else:
            self.phase = "choose"
            events.append(Event("turn", f"{self.names[seat]}'s turn.", seat))

    def _reset_tiles(self, events: list[Event]) -> None:
        last = self.faceup()
        if len(last) == 1:
            self.tiles[last[0]]["treats"] += 1
            self.supply_out += 1
        for tile in self.tiles:
            if not tile["faceup"]:
                tile["stack"].append(tile["stack"].pop(0))  # Off Leash: the used tile goes under its stack
                tile["faceup"] = True
        on = f" A treat goes on {TRICK_BY_KEY[self.top(last[0])].title}." if len(last) == 1 else ""
        events.append(
            Event(
                "reset",
                f"The tricks are turned faceup again.{on}",
                self.turn,
                {"treat_on": last[0] if len(last) == 1 else None, "tiles": [t["stack"][0] for t in self.tiles]},
            )
        )

    def _end_turn(self, events: list[Event]) -> None:
        self.trick = None
        self.turn = (self.turn + 1) % self.seats
        self._begin_turn(events)

    # d0g

    def _d0g_die(self, result: ThrowResult, events: list[Event]) -> None:
        seat, value = self.turn, result.values[0]
        tile = self.tiles[value - 1]
        title = TRICK_BY_KEY[self.top(value - 1)].title
        if tile["faceup"]:
            tile["faceup"] = False
            taken, tile["treats"] = tile["treats"], 0
            self.treats[seat] += taken
            got = f" and takes {taken} treat{'s' if taken != 1 else ''}" if taken else ""
            events.append(
                Event(
                    "d0g_trick",
                    f"d0g rolls {value}: it turns {title} facedown{got}.",
                    seat,
                    {"value": value, "tile": value - 1, "treats": taken},
                )
            )
        else:
            events.append(
                Event(
                    "d0g_roll",
                    f"d0g rolls {value}: {title} is facedown, so d0g scores a dog.",
                    seat,
                    {"value": value, "tile": value - 1},
                )
            )
            self._d0g_scores(events)
        while not self.over and self.treats[seat] >= 2:
            self.treats[seat] -= 2
            self.supply_out -= 2
            events.append(Event("d0g_treats", "d0g gives back 2 treats and scores a dog.", seat))
            self._d0g_scores(events)
        if not self.over:
            self._end_turn(events)

    def _d0g_scores(self, events: list[Event]) -> None:
        if not self.deck:
            return
        key = self.deck.pop(0)
        self.d0g_dogs.append(key)
        events.append(
            Event(
                "d0g_score", f"d0g scores {DOG_BY_KEY[key].name} ({len(self.d0g_dogs)} of 6).", self.turn, {"dog": key}
            )
        )
        if len(self.d0g_dogs) >= DOGS_TO_WIN:
            self._finish(self.turn, events)

    # scoring, busting, winning

    def _draw(self, seat: int, events: list[Event]) -> None:
        key = self.deck.pop(0)
        self.packs[seat].append({"dog": key, "dice": [], "scored": False})
        events.append(Event("draw", f"{self.names[seat]} draws {DOG_BY_KEY[key].name}.", seat, {"dog": key}))

    def _score(self, seat: int, events: list[Event], fast: bool) -> None:
        done = [k for k in self.unscored(seat) if self.complete(seat, k)]
        for k in done:
            card = self.packs[seat][k]
            self.pile += len(card["dice"])
            card["dice"] = []
            card["scored"] = True
        names = ", ".join(self.dog(seat, k).name for k in done)
        how = "all dogs full at once: fast scoring" if fast else "slow and steady"
        events.append(
            Event(
                "fast_score" if fast else "slow_score",
                f"{self.names[seat]} scores {names} ({how}); {self.scored_count(seat)} of 6.",
                seat,
                {"dogs": [self.packs[seat][k]["dog"] for k in done], "fast": fast},
            )
        )
        if self.scored_count(seat) >= DOGS_TO_WIN:
            self._finish(seat, events)
            return
        for _ in done:
            if len(self.packs[seat]) < MAX_CARDS and self.deck:
                self._draw(seat, events)

    def _clear(self, seat: int) -> None:
        for card in self.packs[seat]:
            self.pile += len(card["dice"])
            card["dice"] = []
        self.pile += len(self.yards[seat])
        self.yards[seat] = []

    def _bust(self, seat: int, events: list[Event]) -> None:
        yard, total = list(self.yards[seat]), self.yard_total(seat)  # said with the bust: the yard goes back now
        self._clear(seat)
        name = self.names[seat]
        said = f"{name}'s yard comes to {total}, over {BUST_OVER}: {name} busts! The dogs' dice and the yard go back."
        events.append(Event("bust", said, seat, {"yard": yard, "total": total, "own": seat == self.turn}))
        if seat != self.turn:
            return
        self.pile += len(self.hand) + len(self.hand_out) + self.aside
        self.hand, self.hand_out, self.aside, self.buried_reward = [], [], 0, 0
        self.fresh, self.filtered = False, True
        self._end_turn(events)

    def _finish(self, seat: int, events: list[Event]) -> None:
        self.phase = "over"
        self.winner = seat
        self.trick = None
        self.pile += len(self.hand) + len(self.hand_out) + self.aside + self.rolling
        self.hand, self.hand_out, self.aside, self.rolling = [], [], 0, 0
        events.append(Event("game_over", f"{self.names[seat]} has six scored dogs and wins!", seat))

    def outcome(self) -> Outcome:
        """The first to six scored dogs wins; in a solo game d0g may win, and the player loses."""
        seats = self.players
        winner = None if self.winner is None or self.is_d0g(self.winner) else self.winner
        race = Outcome.one_winner(winner, seats, tuple(self.scored_count(seat) for seat in range(seats)))
        if winner is None and self.winner is not None:  # d0g won
            return replace(race, lost=(True,) * seats)
        return race
