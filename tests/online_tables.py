"""A host's table served on this machine's loopback, on a thread of its own
(as a host elsewhere would be), with computer players seated through the
network beside whoever the test seats: for tests of the windows and flows
that join it. A relay on loopback, on a thread of its own too, for tables
hosted through one."""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from contextlib import contextmanager

from game.online.app import ComputerApp
from game.online.commands import table_spec
from game.online.host import host_table
from game.online.join_code import JoinCode
from game.online.relay import run_relay

LOOPBACK = "127.0.0.1"


class Served:
    """The table's code, and once it is over, the host's record (or what stopped it)."""

    def __init__(self):
        self.code: JoinCode | None = None
        self.record: dict | None = None
        self.failed: BaseException | None = None
        self.apps: list = []
        self.loop: asyncio.AbstractEventLoop | None = None
        self.host: asyncio.Task | None = None
        self.table = None  # the host's OnlineTable, once it opens
        self.ended = threading.Event()  # the host's task is over: its record (or what stopped it) is in

    def finishing(self) -> bool:
        """The host's match is over and the host is still winding up: telling its end, writing its record."""
        match = self.table.match if self.table is not None else None
        return match is not None and match.over and not self.ended.is_set()

    def stop(self) -> None:
        """The host leaves: its table stops at once."""
        if self.loop is not None and self.host is not None and not self.loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the table closed meanwhile
                self.loop.call_soon_threadsafe(self.host.cancel)


@contextmanager
def served(game: str, seats: str, options: str = "{}", computers: tuple = ("easy",), seat_wait: float = 60.0):
    """Serve ``game`` with ``seats``; a ComputerApp of each level in ``computers`` takes a remote seat."""
    codes: queue.Queue = queue.Queue()
    table = Served()

    async def main() -> None:
        said: asyncio.Queue = asyncio.Queue()
        spec = table_spec(game, seats, options)
        table.loop = asyncio.get_running_loop()

        def opened(online) -> None:
            table.table = online

        hosting = host_table(spec, 0, LOOPBACK, None, said.put_nowait, seat_wait, on_table=opened)
        table.host = asyncio.create_task(hosting)
        table.code = JoinCode.read(await said.get())
        table.apps = [ComputerApp(level, name=f"Computer {level}") for level in computers]
        playing = [asyncio.create_task(app.play(table.code)) for app in table.apps]
        codes.put(table.code)
        try:
            table.record = await table.host
        except BaseException as error:  # noqa: BLE001 (the test reads it)
            table.failed = error
        finally:
            table.ended.set()
        for app in playing:
            app.cancel()
        await asyncio.gather(*playing, return_exceptions=True)

    thread = threading.Thread(target=lambda: asyncio.run(main()), daemon=True)
    thread.start()
    codes.get(timeout=30)
    try:
        yield table
    finally:
        # A test whose person's table has shown the match's last step leaves as the host winds up: the
        # host is let end by itself (its record written), not stopped mid-way (CancelledError, no record).
        if table.finishing():
            table.ended.wait(30)
        table.stop()
        thread.join(30)


@contextmanager
def relay_running():
    """A relay on this machine's loopback, on a thread with its own loop (as one elsewhere would be): its
    port. Stopped as a relay is, by its stop event (so it closes its connections as it leaves), never
    cancelled as its loop ends."""
    said: queue.Queue = queue.Queue()
    running: dict = {}

    async def main() -> None:
        running["loop"], running["stop"] = asyncio.get_running_loop(), asyncio.Event()
        await run_relay(LOOPBACK, 0, said.put, stop=running["stop"])

    thread = threading.Thread(target=lambda: asyncio.run(main()), daemon=True)
    thread.start()
    port = int(said.get(timeout=30).rsplit(":", 1)[1])  # "relay at 127.0.0.1:PORT"
    try:
        yield port
    finally:
        running["loop"].call_soon_threadsafe(running["stop"].set)
        thread.join(30)
        assert not thread.is_alive(), "the relay did not stop"
