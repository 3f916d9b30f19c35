"""A table hosted from a window: the host's table (``host.host_table``) on a
thread of its own with its own asyncio loop, so the window never waits on
the network. Its player sits at it as everyone does, through the network
(over this machine's loopback, by a code kept for that seat alone): one
way to sit at a table, whoever hosts.

Nothing listens until ``open`` is called: a person chose to host.
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
from game.online.seats import SEAT_WAIT, TableSpec

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

    def __init__(self, spec: TableSpec, address: str = LOOPBACK, seat_wait: float = SEAT_WAIT):
        self.spec, self.address, self.seat_wait = spec, reach.hosting_address(address), seat_wait
        self.code: JoinCode | None = None  # for friends
        self.own_code: JoinCode | None = None  # for the host's own player: their seat only
        self.record: dict | None = None
        self.failed: str | None = None  # why it could not be hosted, or stopped, in one line
        self.done = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.task: asyncio.Task | None = None
        self.table: OnlineTable | None = None
        self.thread: threading.Thread | None = None
        self.secret_for_host = ""

    @property
    def listening(self) -> bool:
        return self.code is not None and not self.done.is_set()

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
            self.secret_for_host = table.keep_seat(HOSTS_SEAT)

        def said(code: str) -> None:
            friends = JoinCode.read(code)
            self.own_code = JoinCode(LOOPBACK, friends.port, self.secret_for_host)
            self.code = friends

        try:
            self.record = await host_table(
                self.spec,
                0,
                self.address,
                None,
                said,
                self.seat_wait,
                on_table=opened,
                shown_address=shown_address(self.address),
            )
        except asyncio.CancelledError:
            self.failed = "the host left the table"
        except Cheated as error:
            self.failed = f"the table closed: {error}"
        except OSError as error:
            self.failed = f"cannot host on {self.address}: {error.strerror or error}"
        except Exception as error:  # the window stays up whatever the table did
            log.exception("the hosted table failed")
            self.failed = f"the table failed: {type(error).__name__}"

    def begin(self) -> None:
        """The host says start: every remote seat is taken."""
        self._soon(lambda: self.table.go.set())

    def stop(self) -> None:
        """The host leaves: the table closes, and every app at it is told."""
        self._soon(lambda: self.task.cancel())

    def _soon(self, work) -> None:
        loop = self.loop
        if loop is None or self.table is None or self.done.is_set():
            return
        with contextlib.suppress(RuntimeError):  # its loop closed meanwhile
            loop.call_soon_threadsafe(work)
