"""What the saloon table shows, one moment behind the rules.

A single move can carry a round from its last answer to the next pick (the
hits land, a wizard falls, the Whip cracks, the round ends). The table
plays those moments one at a time, so it draws from this copy, which takes
the events in as each moment is shown and is set to the rules' state again
once every moment has been seen. Pure: no drawing here.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import cast

from game.core.events import Event
from game.games.spelldice.colours import DEADSHOT_LOWEST, PURPLE
from game.games.spelldice.rules import DEADSHOT, SHOT, SPELL, State


@dataclass
class Shown:
    names: tuple
    health: list
    shield: list
    nether: list
    held: list
    eliminated: list
    came_back: list
    deadshot_need: list
    round: int
    shots: list = field(default_factory=list)  # as the rules keep them: shooter, colour, target, roll, state
    hands: list = field(default_factory=list)  # per seat, after the reveal: its two hands (kind, colour, target)
    picked: list = field(default_factory=list)  # per seat: has picked this round
    sealed: frozenset = frozenset()  # online, the seats here whose pick is sealed, not yet played into the match
    faces: dict = field(default_factory=dict)  # shot -> the face its die shows now
    put_back: list = field(default_factory=list)  # per seat: spells held up that went back, uncast, as it fell

    @classmethod
    def of(cls, state: State) -> Shown:
        shown = cls(
            state.names,
            list(state.health),
            copy.deepcopy(state.shield),
            copy.deepcopy(state.nether),
            copy.deepcopy(state.held),
            list(state.eliminated),
            list(state.came_back),
            list(state.deadshot_need),
            state.round,
        )
        shown.picked = [pick is not None for pick in state.picks]
        shown.put_back = copy.deepcopy(state.put_back) or [[] for _ in state.names]
        if state.phase in ("shots", "rolloff", "over") and any(state.picks):
            shown.shots = copy.deepcopy(state.shots)
            shown.hands = [None if pick is None else [tuple(hand) for hand in pick] for pick in state.picks]
        shown.faces = {k: shot["roll"] for k, shot in enumerate(shown.shots) if shot["roll"] is not None}
        return shown

    def take(self, event: Event) -> None:
        """The table after this event."""
        data, kind = event.data, event.kind
        seat = cast(int, event.seat)  # each event taken by its seat below names one
        if kind == "picked":
            self.picked[seat] = True
        elif kind == "reveal":
            self._reveal(seat, data["hands"])
        elif kind == "shot_roll":
            shot = self.shots[data["shot"]]
            shot["roll"], shot["state"] = data["roll"], "rolled"
            self.faces[data["shot"]] = data["roll"]
        elif kind == "spell":
            self.held[seat].remove(data["spell"])
            (self.nether if data["spell"] == "black" else self.shield)[seat].append(data["spell"])
            if "roll" in data:
                self.shots[data["shot"]]["roll"] = data["roll"]
                self.faces[data["shot"]] = data["roll"]
        elif kind == "banished":
            shot = self.shots[data["shot"]]
            shot["state"], shot["out"] = "banished", False
            self.nether[seat].append(data["colour"])
        elif kind in ("miss", "hit", "cancelled", "lost"):
            shot = self.shots[data["shot"]]
            shot["state"] = {"lost": "hit"}.get(kind, kind)
            # A Cheap Shot's die goes, hit or miss, once: the rules send it as its hits are
            # found, and a copy taken since then (a continued game) has it there already.
            if kind != "cancelled" and shot["colour"] == "black" and shot["out"]:
                shot["out"] = False
                self.nether[shot["shooter"]].append("black")
            if kind == "miss" and shot["colour"] == PURPLE:
                self.deadshot_need[seat] = max(DEADSHOT_LOWEST, self.deadshot_need[seat] - 1)
            if kind == "hit":
                self.health[data["target"]] = data["health"]
            if kind == "cancelled" and shot["colour"] != PURPLE and shot["out"]:
                shot["out"] = False
                self.shield[shot["shooter"]].append(shot["colour"])
        elif kind == "heal":
            self.health[seat] = data["health"]
        elif kind == "eliminated":
            self.eliminated[seat], self.health[seat] = True, 0
            self.shield[seat] += self.held[seat]
            self.put_back[seat] += self.held[seat]
            self.held[seat] = []
        elif kind == "comes_back":
            self.eliminated[seat], self.came_back[seat], self.health[seat] = False, True, 1
            self.shield[seat], self.nether[seat], self.held[seat] = ["green", "blue", "red"], ["black"], []
        elif kind == "whip":
            self.shield[seat] += self.nether[seat]
            self.nether[seat] = []

    def _reveal(self, seat: int, hands: list) -> None:
        while len(self.hands) < len(self.names):
            self.hands.append(None)
        self.hands[seat] = [tuple(hand) for hand in hands]
        self.put_back[seat] = []  # a new round's hands: none of its spells has gone back yet
        for kind, colour, target in hands:
            if kind in (SHOT, DEADSHOT):
                self.shots.append(
                    {"shooter": seat, "colour": colour, "target": target, "roll": None, "state": "pending", "out": True}
                )
            if kind in (SHOT, SPELL):
                self.shield[seat].remove(colour)
            if kind == SPELL:
                self.held[seat].append(colour)
