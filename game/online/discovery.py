"""Tables found on the same network, by mDNS (zeroconf): a host asked to
(``serve --announce``, or a window's host who chose to show its table)
announces its table until it starts, and ``tables`` and the window's list
find the tables announced. Nothing here runs unless asked: ``serve`` without
``--announce``, a window's table not shown, and every test but those run in
a network namespace of their own, multicast nothing.

An announced table says its game, its seats free of its seats, a name, and
its join code, the secret with it: a friend who picks the table from the
list needs nothing more. So ``--announce`` opens the table to whoever is on
the same network, as a table by a tavern's window is open to whoever walks
in; mDNS stays on the network it is sent on (routers do not pass it on),
and only on the interface of the address the host listens on. A table kept
to friends is not announced: its code is given by hand.

Everything read from the network is untrusted: an announcement whose fields
are missing, malformed, too long, or whose code is not for the address and
port it is announced at, is not listed; its words are shown plain.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import re
import secrets
import socket
from dataclasses import dataclass

import ifaddr
from zeroconf import DNSQuestionType, InterfaceChoice, IPVersion, ServiceStateChange
from zeroconf import Error as ZeroconfError
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from game.online.join_code import JoinCode

log = logging.getLogger("dice-tavern.discovery")

SERVICE = "_dice-tavern._tcp.local."
VERSION = "1"
MAX_SEATS = 16
NAME_CHARS = 60  # a name heard is shown to this many characters
# A DNS label is at most 63 bytes, in UTF-8: the name announced, and room for the "-2" zeroconf adds
# where another table on the network has the same name.
NAME_BYTES = 58
# A lister listens at least this long: its browser asks at once and again a second later, and a host
# answers a question by multicast at most once a second, so a lister that asked once, just after
# another's answer (its own last search's), met silence (one search in two found the table).
BROWSE_LEAST = 2.2


def plain(text: str, limit: int) -> str:
    return "".join(c for c in text[: 4 * limit] if c.isprintable())[:limit].strip()


def within_bytes(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` bytes of UTF-8, never in the middle of a character."""
    return text.encode()[:limit].decode(errors="ignore").strip()


@dataclass(frozen=True)
class FoundTable:
    """A table announced on this network, its fields checked."""

    name: str
    game: str
    free: int
    seats: int
    code: JoinCode

    def __str__(self) -> str:
        return f"{self.code}  {self.game}, {self.free} of {self.seats} seats free  {self.name}"


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks, not its loopback."""
    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ipaddress.ip_address(ip.ip).is_loopback:
                found.append(ip.ip)
    return found


class Announcer:
    """One table, announced while it is open; ``seats_free`` keeps its count of seats free told."""

    def __init__(self, code: JoinCode, game: str, seats: int, name: str):
        address = ipaddress.ip_address(code.host)
        if address.version != 4:
            raise ValueError("a table is announced on an IPv4 address; --address is IPv6")
        if address.is_unspecified:  # listening on every network: announced on each, its code for the first
            addresses = lan_addresses()
            if not addresses:
                raise ValueError("this machine is on no network to announce the table on")
            code = JoinCode(addresses[0], code.port, code.secret)
        else:
            addresses = [code.host]
        self.code, self.game, self.seats, self.addresses = code, game, seats, addresses
        self.name = within_bytes(plain(name, NAME_CHARS).replace(".", " "), NAME_BYTES) or "Dice Tavern table"
        self.free = seats
        self.zeroconf: AsyncZeroconf | None = None
        self.info: AsyncServiceInfo | None = None
        self.updates: set[asyncio.Task] = set()
        self.registered = False

    def _info(self, name: str) -> AsyncServiceInfo:
        return AsyncServiceInfo(
            SERVICE,
            name,
            addresses=[socket.inet_aton(address) for address in self.addresses],
            port=self.code.port,
            properties={
                "v": VERSION,
                "game": self.game,
                "free": str(self.free),
                "seats": str(self.seats),
                "code": str(self.code),
            },
            server=f"dice-tavern-{secrets.token_hex(4)}.local." if self.info is None else self.info.server,
        )

    async def start(self) -> None:
        """Announced; ValueError (or OSError, from the network) says why not."""
        self.zeroconf = AsyncZeroconf(interfaces=self.addresses, ip_version=IPVersion.V4Only)
        try:
            self.info = self._info(f"{self.name}.{SERVICE}")
            await self.zeroconf.async_register_service(self.info, allow_name_change=True)
            self.registered = True
        except ZeroconfError as error:
            await self.stop()
            raise ValueError(f"{type(error).__name__}: {error}") from None
        except BaseException:  # stopped while registering (the host left the lobby): withdrawn, not left open
            await self.stop()
            raise
        log.info("announced %s on %s", self.info.name, ", ".join(self.addresses))

    def seats_free(self, free: int) -> None:
        """The table's seats free changed: told to the network soon (called from the host's loop)."""
        if self.zeroconf is None or free == self.free:
            return
        self.free = free
        task = asyncio.get_running_loop().create_task(self._update())
        self.updates.add(task)
        task.add_done_callback(self.updates.discard)

    async def _update(self) -> None:
        if self.zeroconf is not None and self.info is not None:
            self.info = self._info(self.info.name)
            await self.zeroconf.async_update_service(self.info)

    async def stop(self) -> None:
        """The table withdrawn from the network (a goodbye, so listers drop it at once)."""
        zeroconf, info, self.zeroconf, self.info = self.zeroconf, self.info, None, None
        if zeroconf is None:
            return
        for task in list(self.updates):
            task.cancel()
        try:
            if info is not None and self.registered:
                await zeroconf.async_unregister_service(info)
        finally:
            await zeroconf.async_close()


def found_table(info: AsyncServiceInfo) -> FoundTable | None:
    """An announcement read back, or None if it is not a whole one."""
    fields: dict[str, str] = {}
    for key, value in (info.properties or {}).items():
        if isinstance(key, bytes) and isinstance(value, bytes) and len(value) <= 200:
            try:
                fields[key.decode("ascii")] = value.decode("utf-8")
            except UnicodeDecodeError:
                return None
    if fields.get("v") != VERSION:
        return None
    try:
        free, seats = int(fields["free"]), int(fields["seats"])
        code = JoinCode.read(fields["code"])
    except (KeyError, ValueError):
        return None
    if not (0 <= free <= seats <= MAX_SEATS) or code.port != info.port or code.host not in info.parsed_addresses():
        return None
    game = fields.get("game", "")
    if not re.fullmatch(r"[a-z][a-z0-9_]{0,39}", game):  # a game's key, as ``serve`` is told it
        return None
    return FoundTable(plain(info.name.removesuffix(f".{SERVICE}"), NAME_CHARS), game, free, seats, code)


async def find_tables(seconds: float = 3.0) -> list[FoundTable]:
    """The tables announced on this machine's networks, heard for ``seconds`` (``BROWSE_LEAST`` and a
    second at least); each once, by name."""
    zeroconf = AsyncZeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    names: set[str] = set()

    def heard(zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            names.discard(name)
        elif name.endswith(f".{SERVICE}"):
            names.add(name)

    # Answers asked for by multicast (QM), never to this lister alone (QU): a unicast answer to port 5353
    # reaches only one of the sockets bound to it on a machine, and a host on the same machine holds one.
    browser = AsyncServiceBrowser(zeroconf.zeroconf, SERVICE, handlers=[heard], question_type=DNSQuestionType.QM)
    try:
        await asyncio.sleep(max(BROWSE_LEAST, seconds - 1.0))
        infos = [AsyncServiceInfo(SERVICE, name) for name in sorted(names)[:100]]
        answered = await asyncio.gather(
            *(info.async_request(zeroconf.zeroconf, 1000, question_type=DNSQuestionType.QM) for info in infos)
        )
    finally:
        await browser.async_cancel()
        await zeroconf.async_close()
    tables = [found_table(info) for info, whole in zip(infos, answered) if whole]
    return [table for table in tables if table is not None]
