"""A relay (``python -m game relay``): for friends on other networks, whose
host sits behind a home router no friend can reach. Anyone may run one on a
machine everybody can reach; the host and its friends all connect out to it,
and it passes each friend's messages to the host and back, as they are.

It only forwards. It reads no message, and no app trusts it further than it
trusts the host: the host still checks everything an app sends, and every
app still checks every die against the agreed seed, so a relay that changes
a message in flight is caught exactly as a lying host is (``table_app``).

Its paths (``join_code.RELAY_PATH``):
- ``/v1/host/KEY``: a host opens its table here (KEY from the table's secret:
  ``join_code.relay_key``) and is told, on this connection, of each app that
  arrives: ``{"kind": "arrived", "ticket": T}``;
- ``/v1/table/KEY``: an app arrives at that table, and waits to be paired;
- ``/v1/pair/KEY/T``: the host's connection for the app of ticket T; from
  then on each side's messages go to the other, and either's close closes
  both, with its code and reason.

Bounded like a host: in tables, in apps at each, in a message's size, in the
bytes each connection may send in a minute, in how long an app waits to be
paired. A connection past a bound is closed in one line.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from websockets.asyncio.connection import Connection
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.online import messages
from game.online.join_code import RELAY_PATH
from game.online.messages import TIMED_OUT

log = logging.getLogger("dice-tavern.relay")

MOST_TABLES = 256
MOST_APPS = 32  # at one table: its seats, its watchers, and a few arriving
PAIR_WAIT = 10.0  # seconds an app waits for its host to take it
BYTES_A_MINUTE = 16 * 1024 * 1024  # from one connection: a whole match is a few hundred kilobytes
CLOSE_WAIT = 3.0
_PATH = re.compile(rf"^{RELAY_PATH}/(host|table|pair)/([0-9a-f]{{32}})(?:/([0-9a-f]{{32}}))?$")


@dataclass
class RelayedTable:
    host: ServerConnection
    waiting: dict[str, tuple[ServerConnection, asyncio.Future]] = field(default_factory=dict)  # ticket -> app
    apps: int = 0


class Relay:
    """The tables open at this relay, by key. ``tamper`` (tests only) changes what a host sends an app, as a
    relay that lies would."""

    def __init__(self, tamper: Callable[[str], str] | None = None):
        self.tables: dict[str, RelayedTable] = {}
        self.tamper = tamper

    async def welcome(self, connection: ServerConnection) -> None:
        path = connection.request.path if connection.request is not None else ""
        found = _PATH.match(path)
        if found is None:
            await _closed(connection, 4404, "this is a Dice Tavern relay: no such place here")
            return
        place, key, ticket = found.groups()
        try:
            if place == "host":
                await self._hosting(connection, key)
            elif place == "table":
                await self._arriving(connection, key)
            elif ticket is not None:
                await self._pairing(connection, key, ticket)
            else:
                await _closed(connection, 4404, "a pairing names its ticket")
        except ConnectionClosed:
            pass
        except Exception as error:  # a fault this connection met: it is closed in one line; the relay goes on
            log.warning("a connection met a fault: %s", messages.one_line(error))
            await _closed(connection, 1011, "the relay could not pass that on")

    async def _hosting(self, host: ServerConnection, key: str) -> None:
        """A host's table open here, until its host's connection closes (which closes its waiting apps)."""
        if key in self.tables:
            await _closed(host, 4409, "a table with that code is open at this relay already")
            return
        if len(self.tables) >= MOST_TABLES:
            await _closed(host, 4503, "this relay has as many tables as it takes")
            return
        table = self.tables[key] = RelayedTable(host)
        log.info("a table opened at the relay (%d open)", len(self.tables))
        try:
            await host.send(json.dumps({"kind": "open"}))  # the host gives its code once friends can use it
            async for _ in host:  # a host says nothing here but its pairings' tickets, on their own paths
                await _closed(host, 1008, "a host says nothing on its table's own connection")
        finally:
            del self.tables[key]
            for _, paired in table.waiting.values():
                if not paired.done():
                    paired.set_result(None)  # no host side will come: each waiting app is told so by its own task

    async def _arriving(self, app: ServerConnection, key: str) -> None:
        """An app at a table: its host told of it, and the app passed on to the host's pairing once made."""
        table = self.tables.get(key)
        if table is None:
            await _closed(app, 4404, "no table is open at this relay by that code: its host has stopped, or not begun")
            return
        if table.apps >= MOST_APPS:
            await _closed(app, 4503, "that table has as many apps as the relay passes on")
            return
        ticket = secrets.token_hex(16)
        paired: asyncio.Future = asyncio.get_running_loop().create_future()
        table.waiting[ticket] = (app, paired)
        table.apps += 1
        try:
            await table.host.send(json.dumps({"kind": "arrived", "ticket": ticket}))
            try:
                host_side = await asyncio.wait_for(paired, PAIR_WAIT)
            except TIMED_OUT:
                await _closed(app, 1013, "the table's host did not take this app: try again")
                return
            if host_side is None:
                await _closed(app, 1001, "the host has stopped")
                return
            await self._passed(app, host_side, towards_app=False)
        finally:
            table.waiting.pop(ticket, None)
            table.apps -= 1

    async def _pairing(self, host_side: ServerConnection, key: str, ticket: str) -> None:
        """The host's connection for one app: the app's messages passed to it, its own to the app."""
        table = self.tables.get(key)
        waiting = table.waiting.pop(ticket, None) if table is not None else None
        if waiting is None:
            await _closed(host_side, 4404, "no app waits at this relay with that ticket")
            return
        app, paired = waiting
        paired.set_result(host_side)
        await self._passed(host_side, app, towards_app=True)

    async def _passed(self, source: Connection, sink: Connection, towards_app: bool) -> None:
        """Every message of ``source`` sent on to ``sink``, until ``source`` closes: then ``sink`` is closed
        with its code and reason (the other direction is passed by the other side's own task)."""
        spent, since = 0, time.monotonic()
        try:
            async for message in source:
                now = time.monotonic()
                if now - since >= 60:
                    spent, since = 0, now
                spent += len(message.encode()) if isinstance(message, str) else len(message)  # bytes, not letters
                if spent > BYTES_A_MINUTE:
                    await _closed(source, 1008, "more sent in a minute than the relay passes on")
                    break
                if towards_app and self.tamper is not None and isinstance(message, str):
                    message = self.tamper(message)
                await sink.send(message)
        except ConnectionClosed:
            pass
        finally:
            code, reason = _passed_close(source)
            await _closed(sink, code, reason)


def _passed_close(connection: Connection) -> tuple[int, str]:
    """The close one side made, as the relay passes it to the other: a code the protocol lets be sent."""
    code, reason = connection.close_code, connection.close_reason or ""
    if code is None or code in (1005, 1006, 1015):
        return 1001, reason or "the other side's connection was lost"
    return code, reason


async def _closed(connection: Connection, code: int, reason: str) -> None:
    with contextlib.suppress(ConnectionClosed):
        await connection.close(code, reason[:120])


async def run_relay(
    address: str,
    port: int,
    said=print,
    tamper: Callable[[str], str] | None = None,
    stop: asyncio.Event | None = None,
) -> None:
    """Listen at ``address``:``port`` until ``stop`` is set (or for good); ``said`` is given where it listens,
    first. Stopped so, it closes every connection as it leaves (a task cancelled as its loop ends can leave
    websockets' closing waiting)."""
    relay = Relay(tamper)
    async with serve(
        relay.welcome, address, port, max_size=messages.HOST_MAX_BYTES, close_timeout=CLOSE_WAIT
    ) as server:
        bound = server.sockets[0].getsockname()
        said(f"relay at {bound[0]}:{bound[1]}")
        await (stop or asyncio.Event()).wait()
