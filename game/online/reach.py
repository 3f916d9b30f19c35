"""How far this run's online play may reach. A person's app reaches any
address a join code carries and hosts where the person chooses; a test run
or the monkey (``DICE_TAVERN_LOOPBACK_ONLY=1``) reaches this machine's
loopback only: it hosts there, joins only a code for it, and listens for no
table on the network, whatever is clicked."""

from __future__ import annotations

import ipaddress
import os

VARIABLE = "DICE_TAVERN_LOOPBACK_ONLY"
LOOPBACK = "127.0.0.1"


def loopback_only() -> bool:
    return os.environ.get(VARIABLE, "") not in ("", "0")


def refused(address: str) -> str | None:
    """Why this run may not reach ``address``, or None if it may."""
    if not loopback_only():
        return None
    try:
        if ipaddress.ip_address(address).is_loopback:
            return None
    except ValueError:
        pass
    return f"this run reaches this machine only, not {address[:40]}"


def hosting_address(address: str) -> str:
    """Where a table listens: where chosen, or this machine's loopback in a run kept to it."""
    return LOOPBACK if loopback_only() else address
