"""The table of a match played at a host's table: the game's own table
view, its flow's policy the seat's through the network (``OnlineSeat``),
kept on this machine as it is played (a game in progress, its friends'
seats the computers' once it is continued here).

Leaving it, or the host leaving, closes the table with one line said at the
menu, where the match waits under Games in progress."""

from __future__ import annotations

from game.online.link import Heard, SeatLink
from game.online.seat_policy import OnlineSeat, told_match
from game.services.saves import online_keeper

KEPT = "The match is kept here: continue it from Games in progress."
SEALS_AWAITED = "The table waits for every wizard's pick..."


def networked_table(begun: Heard, link: SeatLink, rest: list[Heard], to_menu, hosted=None, others=None):
    """The game's table for the match the link's table has begun; ``rest``, what was heard after;
    ``to_menu`` makes the menu it leaves for; ``others``, the links of more people at this machine by
    their seats (they take turns at this screen, as at a table at one screen)."""
    others = dict(others or {})
    match = told_match(begun, also_here=frozenset(others))
    table = match.definition.screens.table.for_match(match)
    table.flow.keeper = online_keeper(match)  # one save, rejoined or not, started when it was first
    policy = OnlineSeat(link, match, others)
    # first: a choice taken back in ``rest`` makes the table anew through it
    online = table.online = Online(table, policy, hosted, to_menu)
    policy.attach(table.flow, rest)
    table = online.table  # a new table, where ``rest`` took a choice back
    table.refresh()
    return table


class Online:
    """What a table online adds: leaving gets up from the seat (and a host's leaving closes the table),
    and the table closing sends the person to the menu with its one line."""

    def __init__(self, table, policy: OnlineSeat, hosted, to_menu):
        self.table, self.policy, self.hosted, self.to_menu = table, policy, hosted, to_menu
        policy.on_closed = self.closed
        policy.on_rewound = self.rewound
        table.on_leave = self.leave

    def rewound(self, match, steps: list):
        """A choice taken back at the host's table: a new table brought to the match without it takes
        this one's place, as undo at one screen makes one (its save and notices go with it); its flow."""
        old = self.table
        table = old.controls.taken_over(match, steps)
        table.online, table.on_leave, self.table = self, self.leave, table
        table.flow.save_game()
        window = old.window
        if window.current_view is old:
            window.show_view(table)
        elif getattr(window.current_view, "table", None) is old:  # paused, or the talk open: back to the new one
            window.current_view.table = table
        table.refresh()
        return table.flow

    def waiting(self, name: str) -> str | None:
        """The prompt while the table waits on the network: the person's own move on its way, or a
        friend playing elsewhere (a computer's seat is "thinking", as at one screen)."""
        match = self.policy.match
        if match.sent:
            if match.asked is not None:
                return "Your pick is sealed: the table waits for every wizard's."
            return "Your move is with the table..."
        turn = match.state.turn
        if turn in match.sealed_seats():  # its pick is in: nobody thinks, the table shows the picks or waits for them
            every = frozenset(match.state.secret_movers()) <= match.sealed_seats()
            return "Every wizard's pick is sealed: ready to fire..." if every else SEALS_AWAITED
        if turn not in match.here and match.controller(turn) == "person":
            if turn in match.stood_in:
                return f"{name} has been gone a while: a computer plays for them until they come back..."
            if turn in self.policy.away:
                return f"{name} has left the table: it waits a while for them to come back..."
            return f"Waiting for {name}, who plays elsewhere..."
        return None

    def leave(self) -> None:
        for link in self.policy.every_link():
            link.leave()
        if self.hosted is not None:
            self.hosted.stop()
        self.table.window.notes.append(self.left_words())

    def left_words(self) -> str:
        """The menu's one line of the table the person left: the host's leaving ends it for everyone, a
        friend's seat is theirs again by the same code, a watcher only stops watching."""
        if self.hosted is not None:
            said = "You closed the online table: it has ended for everyone."
        elif self.policy.link.watching:
            said = "You stopped watching the online table."
        else:
            said = "You left the online table: its code takes your seat back while the match goes on."
        return f"{said}{self.kept()}"

    def kept(self) -> str:
        """The words that the match is kept here, after a space, where it is (not over, nor abandoned)."""
        table = self.table
        return "" if table.flow.keeper is None or table.match.over else f" {KEPT}"

    def closed(self, reason: str) -> None:
        table = self.table
        table.flow.save_game(say_again=True)
        if self.hosted is not None:
            self.hosted.stop()
        window = table.window
        why = reason.removeprefix("the table's connection closed: ")  # said once: "The online table closed"
        window.notes.append(f"The online table closed: {why}.{self.kept()}")
        if window.current_view is table:
            window.show_view(self.to_menu())
