"""A table hosted from a window: the host's table (``host.host_table``) on a
thread of its own with its own asyncio loop, so the window never waits on
the network. Its player sits at it as everyone does, through the network
(over this machine's loopback, by a code kept for that seat alone): one
way to sit at a table, whoever hosts.

Several people may sit at the host's machine, taking turns at its screen:
each has a seat kept for them, and sits through a loopback link of its own.

Nothing listens until ``open`` is called: a person chose to host. Nothing is
announced on the network unless the host chose that too (``announce``), and
never in a run kept to this machine's loopback (``reach``).

For friends on other networks the table is opened at a relay too (``relay``):
their code names the relay, while the people at the host's machine still sit
through its loopback.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import threading

from game.online import reach
from game.online.discovery import lan_addresses
from game.online.host import Cheated, OnlineTable, host_table
from game.online.join_code import JoinCode
from game.online.relayed import RelayRefused
from game.online.seats import REMOTE, SEAT_WAIT, TableSpec

log = logging.getLogger("dice-tavern.hosting")

LOOPBACK = "127.0.0.1"
EVERYWHERE = "0.0.0.0"
HOSTS_SEAT = 0  # the host's own player sits first


def shown_address(address: str) -> str:
    """The address a friend's code carries: this machine's on its network, where
    the table listens on all of them (0.0.0.0 or ::, which no friend can reach)."""
    try:
        everywhere = ipaddress.ip_address(address).is_unspecified
    except ValueError:  # a host's name: friends reach it by that name
        everywhere = False
    if not everywhere:
        return address
    found = lan_addresses()
    return found[0] if found else LOOPBACK


class HostedTable:
    """One table hosted from this window, from ``open`` to its end or ``stop``."""

    def __init__(
        self,
        spec: TableSpec,
        address: str = LOOPBACK,
        seat_wait: float = SEAT_WAIT,
        announce: str | None = None,
        here: tuple[int, ...] = (HOSTS_SEAT,),
        relay: tuple[str, int] | None = None,
        open_port: bool = False,
    ):
        self.relay = relay  # (address, port) of a relay the table is opened at too, for friends on other networks
        # the home router asked to open the table's port, only if the host chose it, and never from a run kept
        # to loopback (its search is sent on the network), nor where friends come through a relay
        self.open_port = open_port and relay is None and not reach.loopback_only()
        self.spec, self.address, self.seat_wait = spec, reach.hosting_address(address), seat_wait
        self.here = tuple(sorted(set(here) | {HOSTS_SEAT}))  # the seats of the people at this machine
        if any(not 0 <= seat < len(spec.seats) or spec.seats[seat] != REMOTE for seat in self.here):
            raise ValueError("a seat kept for a person at this machine is one of the table's remote seats")
        friends = len([kind for kind in spec.seats if kind == REMOTE]) - len(self.here)
        # announced only if asked, with a seat for someone who finds it, and never from a run kept to loopback
        self.announce = announce if announce and friends > 0 and not reach.loopback_only() else None
        self.code: JoinCode | None = None  # for friends
        self.own_codes: dict[int, JoinCode] = {}  # for the people at this machine: each their seat only
        self.record: dict | None = None
        self.failed: str | None = None  # why it could not be hosted, or stopped, in one line
        self.done = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.task: asyncio.Task | None = None
        self.table: OnlineTable | None = None
        self.thread: threading.Thread | None = None
        self.secrets_here: dict[int, str] = {}

    @property
    def own_code(self) -> JoinCode | None:
        """The host's own seat's code (the first person at this machine)."""
        return self.own_codes.get(HOSTS_SEAT)

    @property
    def listening(self) -> bool:
        return self.code is not None and not self.done.is_set()

    @property
    def router(self) -> str:
        """Whether the home router opened the table's port, in a few words ("" if the host did not ask it)."""
        table = self.table
        return table.router if table is not None and self.open_port else ""

    @property
    def announced(self) -> str:
        """How the table stands on the network, in a few words ("" if the host did not ask to show it)."""
        table = self.table
        return table.announced if table is not None and self.announce else ""

    def open(self) -> None:
        self.thread = threading.Thread(target=self._run, name="dice-tavern-host", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        finally:
            self.done.set()

    async def _serve(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.task = asyncio.current_task()

        def opened(table: OnlineTable) -> None:
            self.table = table
            table.go = asyncio.Event()
            self.secrets_here = {seat: table.keep_seat(seat) for seat in self.here}

        def said(code: str) -> None:
            friends = JoinCode.read(code)
            self.code = friends  # first: a window that sees its own codes shows the friends' one at once
            assert self.table is not None and self.table.port is not None  # opened, and listening, before its code
            port = self.table.port  # where it listens here: the friends' code may name a relay's port
            self.own_codes = {seat: JoinCode(LOOPBACK, port, kept) for seat, kept in self.secrets_here.items()}

        not_here = reach.refused(self.relay[0]) if self.relay is not None else None
        if not_here is not None:  # a run kept to loopback opens nothing at a relay elsewhere
            self.failed = not_here
            return
        try:
            self.record = await host_table(
                self.spec,
                0,
                self.address,
                None,
                said,
                self.seat_wait,
                self.announce,
                on_table=opened,
                shown_address=shown_address(self.address),
                relay=self.relay,
                open_port=self.open_port,
            )
        except asyncio.CancelledError:
            self.failed = "the host left the table"
        except Cheated as error:
            self.failed = f"the table closed: {error}"
        except RelayRefused as error:  # its own words say the relay, and why
            self.failed = str(error)
        except OSError as error:
            self.failed = f"cannot host on {self.address}: {error.strerror or error}"
        except Exception as error:  # the window stays up whatever the table did
            log.exception("the hosted table failed")
            self.failed = f"the table failed: {type(error).__name__}"

    def begin(self) -> None:
        """The host says start: every remote seat is taken."""
        go = self.table.go if self.table is not None else None
        if go is not None:
            self._soon(go.set)

    def stop(self) -> None:
        """The host leaves: the table closes, and every app at it is told."""
        if self.task is not None:
            self._soon(self.task.cancel)

    def _soon(self, work) -> None:
        loop = self.loop
        if loop is None or self.table is None or self.done.is_set():
            return
        with contextlib.suppress(RuntimeError):  # its loop closed meanwhile
            loop.call_soon_threadsafe(work)
