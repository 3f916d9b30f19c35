"""A table's join code: where the host listens and the table's secret, in
letters a friend can read out and type (no 0/O or 1/I to confuse).

A code may name a relay instead of the host (``relayed``): a table whose
host is behind a home router is reached through a relay that the host and
its friends all connect out to (``relay``). The relay finds the table by a
key made from the secret (``relay_key``), never by the secret itself."""

from __future__ import annotations

import base64
import hashlib
import ipaddress
import secrets
from dataclasses import dataclass

SECRET_BYTES = 10
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
RELAYED = 0x80  # set in a code's first byte (the address's length) when the address is a relay's
RELAY_PATH = "/v1"  # a relay's paths: /v1/host/KEY, /v1/table/KEY, /v1/pair/KEY/TICKET


@dataclass(frozen=True)
class JoinCode:
    host: str
    port: int
    secret: str
    relayed: bool = False

    def __str__(self) -> str:
        address = ipaddress.ip_address(self.host).packed
        first = len(address) | (RELAYED if self.relayed else 0)
        raw = bytes([first]) + address + self.port.to_bytes(2, "big") + bytes.fromhex(self.secret)
        letters = base64.b32encode(raw).decode().rstrip("=")
        return "-".join(letters[k : k + 5] for k in range(0, len(letters), 5))

    @classmethod
    def read(cls, code: str) -> JoinCode:
        """The code a person typed (any case, spaces or dashes anywhere); ValueError says why it is not one."""
        letters = "".join(c for c in code.upper() if c not in " -")
        if not letters or any(c not in ALPHABET for c in letters):
            raise ValueError("that is not a join code: a code is letters and the digits 2 to 7")
        try:
            raw = base64.b32decode(letters + "=" * (-len(letters) % 8))
        except ValueError:
            raw = b""
        size = raw[0] & ~RELAYED if raw else 0
        if size not in (4, 16) or len(raw) != 1 + size + 2 + SECRET_BYTES:
            raise ValueError("that is not a whole join code: a letter is missing or one too many")
        host = str(ipaddress.ip_address(raw[1 : 1 + size]))
        port = int.from_bytes(raw[1 + size : 3 + size], "big")
        return cls(host, port, raw[3 + size :].hex(), bool(raw[0] & RELAYED))

    @property
    def url(self) -> str:
        """Where an app connects: the host itself, or the table's place at the relay."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        place = f"{RELAY_PATH}/table/{relay_key(self.secret)}" if self.relayed else ""
        return f"ws://{host}:{self.port}{place}"


def relay_key(secret: str) -> str:
    """The name a relay knows a table by: made from its secret, from which the secret cannot be found."""
    return hashlib.sha256(f"dice-tavern relay {secret}".encode()).hexdigest()[:32]


def new_secret() -> str:
    return secrets.token_hex(SECRET_BYTES)
