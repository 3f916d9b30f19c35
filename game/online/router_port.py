"""The home router asked to open a table's port (UPnP), only when the person
hosting says so: where a router allows it, friends on other networks then
reach the table at the router's own address, with no relay between.

The router is found on the host's network (SSDP, for a few seconds) and
asked to forward one port of its address to this machine's, for as long as
the table is open; the port is closed again as the table closes
(``RouterPort.close``). A router that does not answer, or refuses, is said
in one line (``RouterRefused``) and nothing else changes: the table is still
open where it listens. ``async_upnp_client`` does the asking (imported only
when a person asks for it: most tables never do).
"""

from __future__ import annotations

import ipaddress
import logging
import socket
from dataclasses import dataclass
from urllib.parse import urlparse

from game.online.messages import one_line

log = logging.getLogger("dice-tavern.host")
SEARCH_SECONDS = 3
LEASE_SECONDS = 6 * 3600  # a router forgets the port by itself if the table's host vanishes without closing it
DESCRIPTION = "Dice Tavern table"
ROUTERS = ("urn:schemas-upnp-org:device:InternetGatewayDevice:1", "urn:schemas-upnp-org:device:InternetGatewayDevice:2")
CONNECTIONS = (
    "urn:schemas-upnp-org:service:WANIPConnection:1",
    "urn:schemas-upnp-org:service:WANIPConnection:2",
    "urn:schemas-upnp-org:service:WANPPPConnection:1",
)


class RouterRefused(OSError):
    """No router opened the port: one line, why."""


@dataclass
class RouterPort:
    """A port the router opened for the table: where friends reach it, and how to close it again."""

    address: str  # the router's own address on the internet
    port: int
    service: object  # the router's connection service that opened it

    async def close(self) -> None:
        try:
            await self.service.action("DeletePortMapping").async_call(  # type: ignore[attr-defined]
                NewRemoteHost="", NewExternalPort=self.port, NewProtocol="TCP"
            )
        except Exception as error:  # noqa: BLE001 - the router's word is not ours to fail on; its lease ends it
            log.warning("the router did not close the table's port: %s", error)


async def open_router_port(port: int, seconds: int = SEARCH_SECONDS) -> RouterPort:
    """Ask the router of this machine's network to forward its ``port`` to this machine's ``port``."""
    try:
        from async_upnp_client.aiohttp import AiohttpRequester
        from async_upnp_client.client_factory import UpnpFactory
        from async_upnp_client.search import async_search
    except ImportError:
        raise RouterRefused("this copy of the game cannot ask a router (async_upnp_client is missing)") from None
    found: list[str] = []

    async def heard(headers) -> None:
        location = headers.get("location")
        if isinstance(location, str) and location not in found:
            found.append(location)

    for target in ROUTERS:
        await async_search(heard, timeout=max(1, seconds // len(ROUTERS)), search_target=target)
        if found:
            break
    if not found:
        raise RouterRefused("no router on this network answered (UPnP may be off on it)")
    factory = UpnpFactory(AiohttpRequester(timeout=max(1, round(seconds))))
    why = "the router did not say how to open a port"
    for location in found:
        try:
            device = await factory.async_create_device(location)
            service = next((s for s in device.all_services if s.service_type in CONNECTIONS), None)
            if service is None:
                continue
            here = _address_towards(urlparse(location).hostname or "")
            said = await service.action("GetExternalIPAddress").async_call()
            outside = str(ipaddress.ip_address(said["NewExternalIPAddress"]))
            await service.action("AddPortMapping").async_call(
                NewRemoteHost="",
                NewExternalPort=port,
                NewProtocol="TCP",
                NewInternalPort=port,
                NewInternalClient=here,
                NewEnabled=True,
                NewPortMappingDescription=DESCRIPTION,
                NewLeaseDuration=LEASE_SECONDS,
            )
            return RouterPort(outside, port, service)
        except Exception as error:  # noqa: BLE001 - the library's own errors (a router's fault) are many
            why = f"the router refused: {one_line(error)}"
    raise RouterRefused(why)


def _address_towards(router: str) -> str:
    """This machine's address on the network it reaches ``router`` by (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect((router, 1900))
        return probe.getsockname()[0]
