"""A host's table opened at a relay (``relay``), for friends on other
networks: the host connects out to the relay, which needs no port opened at
the host's home, and is told there of each app that arrives; for each it
connects out once more, and that connection is welcomed as any app's is
(``OnlineTable.welcome``): the table sees no difference, and checks
everything an app sends as it always does."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import json
import logging
import os
import re
import socket

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from game.online import messages
from game.online.arguments import RELAY_PORT
from game.online.join_code import RELAY_PATH, relay_key
from game.online.messages import TIMED_OUT

log = logging.getLogger("dice-tavern.host")
OPEN_WAIT = 10.0  # seconds the relay has to say the table is open there
CLOSE_WAIT = 3.0  # seconds a connection to the relay is given to close, as the host's own are
_TICKET = re.compile(r"^[0-9a-f]{32}$")


class RelayRefused(OSError):
    """The relay cannot be reached, or would not open the table: one line."""


def relay_address(said: str, default_port: int | None = None) -> tuple[str, int]:
    """A relay's address as a person gives it (HOST:PORT, [IPv6]:PORT; with ``default_port``, a host
    alone too) as a join code carries it: a name looked up, as a code holds an address. ValueError says
    in one line why it is not one."""
    host, port = _host_and_port(said.strip(), default_port)
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        # what was said is not said again: it stands where the person typed it
        raise ValueError(f"a relay's address is HOST:PORT, like relay.example.org:{RELAY_PORT}")
    try:
        address = socket.getaddrinfo(host, int(port), type=socket.SOCK_STREAM)[0][4][0]
    except (OSError, UnicodeError) as error:
        why = getattr(error, "strerror", None) or messages.one_line(error)  # the resolver's words, without its number
        raise ValueError(f"cannot find {host[:60]}: {why}") from None
    return str(address), int(port)


def _host_and_port(said: str, default_port: int | None) -> tuple[str, str]:
    """The host and port said, the port "" where none was and none is given by default."""
    default = "" if default_port is None else str(default_port)
    try:
        ipaddress.IPv6Address(said.strip("[]"))  # an IPv6 address alone: its colons name no port
        return said.strip("[]"), default
    except ValueError:
        pass
    host, colon, port = said.rpartition(":")
    return (host.strip("[]"), port) if colon else (said, default)


async def opened_at_relay(table, relay: tuple[str, int]) -> asyncio.Task:
    """The table open at ``relay`` (its address and port): the task that takes each app that arrives there,
    to be cancelled as the table closes. RelayRefused if the relay cannot be reached or will not open it."""
    host, port = relay
    base = f"ws://{f'[{host}]' if ':' in host else host}:{port}{RELAY_PATH}"
    key = relay_key(table.secret)
    try:
        control = await connect(f"{base}/host/{key}", open_timeout=OPEN_WAIT, close_timeout=CLOSE_WAIT, max_size=4096)
        said = json.loads(await asyncio.wait_for(control.recv(), OPEN_WAIT))
    except ConnectionClosed as closed:
        raise RelayRefused(f"the relay would not open the table: {closed.rcvd.reason if closed.rcvd else ''}") from None
    except (OSError, InvalidHandshake, *TIMED_OUT, ValueError, RecursionError) as error:  # a relay is a stranger
        raise RelayRefused(f"cannot reach the relay at {host}:{port}: {_why(error)}") from None
    if not isinstance(said, dict) or said.get("kind") != "open":
        await control.close()
        raise RelayRefused(f"that is not a Dice Tavern relay at {host}:{port}")
    return asyncio.create_task(_taking_apps(table, control, f"{base}/pair/{key}"))


def _why(error: Exception) -> str:
    """Why a connection failed, in the system's few words where it has them ("Connection refused"; the
    words asyncio gives repeat the address the line has said already)."""
    number = getattr(error, "errno", None)
    return os.strerror(number) if isinstance(number, int) and number > 0 else messages.one_line(error)


async def _taking_apps(table, control: ClientConnection, pairing: str) -> None:
    """Each app the relay says has arrived, taken through a connection of its own; until cancelled."""
    taking: set[asyncio.Task] = set()
    try:
        async for raw in control:
            try:
                said = json.loads(raw)
                ticket = said["ticket"] if said.get("kind") == "arrived" else None
            except (ValueError, TypeError, KeyError, AttributeError, RecursionError):  # a relay is a stranger too
                ticket = None
            if not isinstance(ticket, str) or not _TICKET.match(ticket):
                log.warning("the relay said what no relay says; its word is ignored")
                continue
            task = asyncio.create_task(_take(table, f"{pairing}/{ticket}"))
            taking.add(task)
            task.add_done_callback(taking.discard)
    except ConnectionClosed:
        log.warning("the relay closed the table's connection: friends elsewhere can no longer sit down")
    finally:
        for task in list(taking):
            task.cancel()
        # Each app's connection closed whole, its close passed on to the app at once: not left to the end of
        # the host's loop, which would leave its socket open (a window hosts on) and its friend waiting.
        await asyncio.gather(*taking, return_exceptions=True)
        with contextlib.suppress(ConnectionClosed):
            await control.close()


async def _take(table, url: str) -> None:
    try:
        size = 4 * messages.MAX_BYTES
        async with connect(url, open_timeout=OPEN_WAIT, close_timeout=CLOSE_WAIT, max_size=size) as app:
            try:
                await table.welcome(app)
            except asyncio.CancelledError:  # the host stopped: closed as its own listener closes an app's (1001)
                await app.close(1001)
                raise
    except (OSError, InvalidHandshake, ConnectionClosed, *TIMED_OUT) as error:
        log.info("an app at the relay could not be taken: %s", messages.one_line(error))
