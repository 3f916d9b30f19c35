"""A host's table as it is set: its seats (remote, or a computer level the
host plays) and, for each remote seat, the app playing it now."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection

from game.core.game_parts import TableOptions

REMOTE = "remote"
STRIKES = 12  # messages refused from one app within STRIKE_WINDOW seconds before it is let go
STRIKE_WINDOW = 60.0
MOST_WATCHERS = 16  # apps that watch a table, sitting nowhere
SEAT_WAIT = 60.0  # seconds a dropped player's seat waits for them before a computer plays it
STAND_IN = "normal"  # the computer that plays a seat for its player, gone
# A seat's choices are taken back once in this many seconds at most: each taking back remakes every
# app's and watcher's table, so an app asking again and again would hold every screen up.
TAKE_BACK_EVERY = 1.0


@dataclass
class Seat:
    """A remote seat: the app playing it now (None while nobody is), and
    whether a computer plays it for its player, gone too long."""

    app: ServerConnection | None = None
    refused_at: deque = field(default_factory=deque)  # when its app's messages were refused, within the window
    left_at: float | None = None
    share: str | None = None
    commitment: str | None = None
    name: str = ""  # as its player said it (hello), made plain and unlike the others'
    took_back_at: float = float("-inf")  # when the host last took this seat's choices back (its loop's time)

    def refused(self, now: float) -> int:
        """One more refusal at ``now``: how many its app has had within the last STRIKE_WINDOW seconds."""
        self.refused_at.append(now)
        while self.refused_at[0] <= now - STRIKE_WINDOW:
            self.refused_at.popleft()
        return len(self.refused_at)


@dataclass
class TableSpec:
    game: str
    options: TableOptions
    seats: list[str]  # "remote", or a computer level the host plays

    @property
    def controllers(self) -> tuple:
        """The match's seats: a remote seat is a person's, elsewhere."""
        return tuple("person" if seat == REMOTE else seat for seat in self.seats)
