"""A table at a window whose match is played at a host's table: the flow's
policy for a seat through the network (``link.SeatLink``).

Each frame it takes what the host has said: a step is told to the match
(``ToldMatch``), which the flow shows as it shows a computer's, a throw
flying as recorded; a secret move asked for opens the person's pick.

The person's move is sent to the host and shown when the host tells it back,
not played here first and checked against the echo: the host's table is the
one that plays, and it may have moved on meanwhile (a stand-in played a seat
gone too long, a secret round's picks are played in the rules' order, not
the order they were made), so a move played here first could have to be
taken back, and a throw's dice would fly twice. Waiting for the host costs
the time of one message there and back; the rules here answer an illegal
move at once, as at one screen, so only the host's own refusals (a move for
a step it has left) wait on the network, and they are said in the prompt as
any refusal is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.online.link import Heard, SeatLink
from game.online.messages import STOOD_IN
from game.services.told import ToldMatch
from game.table.flow import Policy, TableFlow

# What another person's link at this machine adds to the table's word: the host's asks and answers to
# that seat alone, and the table closing. The steps every link hears alike are read from the first's.
OWN_TO_A_SEAT = ("pick", "refused", "closed")


def told_match(begun: Heard, also_here: frozenset = frozenset()) -> ToldMatch:
    """The match a window shows, from the link's word that the table has begun; ``also_here``, the seats
    of more people at this machine."""
    data = begun.data
    controllers = tuple("person" if seat == "remote" else seat for seat in data["seats"])
    here = frozenset({data["seat"]}) if data["seat"] >= 0 else frozenset()  # a watcher sits nowhere
    here |= {seat for seat in also_here if 0 <= seat < len(controllers) and controllers[seat] == "person"}
    return ToldMatch(data["options"], controllers, data["seed"], here)


class OnlineSeat(Policy):
    """The flow's policy at an online table, and the match's way to the host (its ``sender``)."""

    def __init__(self, link: SeatLink, match: ToldMatch, others: dict[int, SeatLink] | None = None):
        self.link = link  # the link whose word on the table's steps is shown
        # every person's link at this machine by their seat: each seat's moves go through its own
        self.links: dict[int, SeatLink] = {**(others or {})}
        if link.seated is not None and link.seated.seat >= 0:
            self.links[link.seated.seat] = link
        self.others = dict(others or {})
        self.match = match
        match.sender = self  # the person's moves, throws and undos go to the host through their links
        self.flow: TableFlow | None = None  # the flow it is the policy of (``attach``)
        self.record: dict | None = None  # the host's record, once the match is over
        self.closed: str | None = None  # why the table closed before its end, in one line
        self.said: list[Heard] = []  # everything heard, for a test or a log
        self.away: frozenset = frozenset()  # the seats whose players have left the table, as the host last said
        self.on_closed: Callable[[str], None] | None = (
            None  # told, once, why the table closed before its end (a window leaves it)
        )
        # makes the flow of a match taken back (a window: a new table, as undo at one screen makes one)
        self.on_rewound: Callable[[Any, list], TableFlow] | None = None

    def attach(self, flow: TableFlow, heard: tuple[Heard, ...] | list[Heard] = ()) -> None:
        """The policy of ``flow``, which is brought at once to where the table stands by what was
        ``heard`` since the table began (a player back at a match under way is shown its steps so far
        as a continued game is, not one by one)."""
        self.flow = flow
        flow.policy = self
        self.hear(list(heard))
        now = self.flow  # another than ``flow``, if ``heard`` took a choice back
        assert now is not None  # set above, and only ever replaced by another
        now.catch_up(self.match.told_steps())

    def hear(self, items: list[Heard]) -> None:
        """What the table said, taken in order."""
        for item in items:
            self.said.append(item)
            kind, data = item.kind, item.data
            if kind == "step":
                self.match.tell(data["record"])
            elif kind == "undone":
                self.rewind(data["step"])
            elif kind == "pick":
                if self.match.asked != data["step"]:  # a new round (each person's link here is asked alike)
                    self.match.picked = set()
                self.match.asked = data["step"]
            elif kind == "seal_in":
                self.match.sealing = (data["step"], frozenset(data["seats"]))
            elif kind == "refused":
                self.match.sent = False
                self.match.asked = None  # a refused pick is the table's computer's this round: no second one
                self.match.picked = set()
                if self.flow is not None:
                    self.flow.say_refusal(data["reason"].rstrip("."))
            elif kind == "lobby":  # who sits at the table now: a friend gone is waited for a while, then played for
                self.away = frozenset(k for k, seat in enumerate(data["seats"]) if not seat["here"])
                self.match.stood_in = frozenset(k for k, seat in enumerate(data["seats"]) if seat["kind"] == STOOD_IN)
            elif kind == "over":
                self.record = data["record"]
            elif kind == "closed" and self.closed is None:
                self.closed = data["reason"]
                if self.on_closed is not None:
                    self.on_closed(self.closed)
        if items and self.flow is not None:
            self.flow.changed()

    def rewind(self, steps: int) -> None:
        """The host took back a seat's choices (this seat's, or a friend's in their turn): the match
        played again to its first ``steps`` steps, at a new flow, as undo at one screen does."""
        old = self.flow
        if old is None:
            raise RuntimeError("a table taken back before it had a flow")
        old.replaced = True  # it may be passing its time now, and its match has the choices still
        match, caught_up = self.match.rewound_to(steps)
        self.match = match
        if self.on_rewound is not None:
            flow = self.on_rewound(match, caught_up)
        else:  # no window: a flow of its own, as the old one was made
            flow = TableFlow(match, old.beats, old.settings, old.cues)
            flow.catch_up(caught_up)
        self.flow = flow
        flow.policy = self

    # --- the flow's policy ---

    def passing(self, seconds: float) -> float:
        heard = self.link.heard()
        for link in self.others.values():
            heard += [item for item in link.heard() if item.kind in OWN_TO_A_SEAT]
        self.hear(heard)
        return seconds

    def link_of(self, seat: int) -> SeatLink:
        return self.links.get(seat, self.link)

    def every_link(self) -> list[SeatLink]:
        """This window's links to the table: its person's (or its watcher's), and each other person's here."""
        return [self.link, *(link for link in self.links.values() if link is not self.link)]

    def holds(self) -> bool:
        return self.match.waits()

    def refuses(self, action) -> str | None:
        if self.closed is not None:
            return "the table has closed"
        return None

    def refuses_throw(self) -> str | None:
        return self.refuses(None)

    def sends(self, action) -> None:
        match = self.match
        step = len(match.state.history)
        move = match.state.move_forms.to_dict(action)
        seat = match.secret_seat()
        if seat is not None:
            self.link_of(seat).pick(step, move)
            match.sealed_by(seat)  # the next person here picks, or the table waits for the others'
        else:
            self.link_of(match.state.turn).act(step, move)
            match.sent = True

    def sends_undo(self) -> None:
        """The undo of the person whose turn it is, asked of the host through their seat's own link (the
        host takes back a seat's choices only at that seat's asking): the table takes nothing more until
        it answers."""
        self.link_of(self.match.state.turn).undo(len(self.match.state.history))
        self.match.sent = True

    def sends_throw(self, gesture) -> None:
        match = self.match
        self.link_of(match.state.turn).throw(len(match.state.history), gesture)
        match.sent = True
