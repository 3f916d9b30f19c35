"""A table's join code: where the host listens and the table's secret, in
letters a friend can read out and type (no 0/O or 1/I to confuse)."""

from __future__ import annotations

import base64
import ipaddress
import secrets
from dataclasses import dataclass

SECRET_BYTES = 10
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


@dataclass(frozen=True)
class JoinCode:
    host: str
    port: int
    secret: str

    def __str__(self) -> str:
        address = ipaddress.ip_address(self.host).packed
        raw = bytes([len(address)]) + address + self.port.to_bytes(2, "big") + bytes.fromhex(self.secret)
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
        if not raw or raw[0] not in (4, 16) or len(raw) != 1 + raw[0] + 2 + SECRET_BYTES:
            raise ValueError("that is not a whole join code: a letter is missing or one too many")
        size = raw[0]
        host = str(ipaddress.ip_address(raw[1 : 1 + size]))
        port = int.from_bytes(raw[1 + size : 3 + size], "big")
        return cls(host, port, raw[3 + size :].hex())


def new_secret() -> str:
    return secrets.token_hex(SECRET_BYTES)
