"""The messages between a host and the apps at its table: JSON objects with
the protocol's version and a kind, read back only if whole and of a size a
table sends. Anything else is refused with a one-line reason; nothing read
from the network is trusted further than this says."""

from __future__ import annotations

import json
from typing import Any

# 2: the lobby (who sits where, by the names they said) and the start (the table named); 3: undo; 4: the
# seals in so far of a round of secret moves; 5: a dragged throw's gesture carries its line (a fourth number)
VERSION = 5
MAX_BYTES = 64 * 1024  # a whole match's record is the largest thing sent, and is sent from the host only
# What each kind must carry (a key -> the type its value has), from an app and from the host.
FROM_APP: dict[str, dict[str, type | tuple]] = {
    "hello": {"secret": str, "name": str},
    "commit": {"commitment": str},
    "reveal": {"share": str},
    "act": {"step": int, "move": dict},
    "throw": {"step": int, "gesture": list},
    "seal": {"step": int, "seal": str},
    "unseal": {"step": int, "move": dict, "salt": str},
    "undo": {"step": int},  # take back this seat's last choices, the table being at ``step``
}
FROM_HOST: dict[str, dict[str, type | tuple]] = {
    "welcome": {"seat": int, "game": str, "options": dict, "seats": list},
    "lobby": {"seats": list},  # each seat: {"name": str, "kind": "remote" or a computer level, "here": bool}
    "start": {"options": dict},  # the table's options with every player's name, as the match begins
    "commit": {},
    "commitments": {"commitments": list},
    "shares": {"shares": list, "seed": int},
    "step": {"step": int, "record": dict},
    "pick": {"step": int, "seats": list},
    "seal_in": {"step": int, "seats": list},  # the seats whose secret moves at ``step`` are sealed so far
    "sealed": {"step": int, "seats": list, "seals": list},
    "undone": {"step": int, "seat": int},  # the seat's choices from ``step`` on are taken back
    "refused": {"reason": str},
    "over": {"record": dict},
    "closed": {"reason": str},
}


class Refused(ValueError):
    """A message refused: its one-line reason."""


def encode(kind: str, **fields: Any) -> str:
    return json.dumps({"v": VERSION, "kind": kind, **fields}, separators=(",", ":"))


def decode(raw: object, kinds: dict[str, dict[str, type | tuple]]) -> dict:
    """A message read back, every field its kind needs of the type it needs; Refused if not."""
    if isinstance(raw, bytes):
        raise Refused("a message is text, not bytes")
    if not isinstance(raw, str):
        raise Refused("a message is text")
    if len(raw) > MAX_BYTES:
        raise Refused(f"a message is at most {MAX_BYTES} bytes, not {len(raw)}")
    try:
        message = json.loads(raw)
    except ValueError:
        raise Refused("a message is JSON, and this is not") from None
    if not isinstance(message, dict):
        raise Refused("a message is a JSON object")
    if message.get("v") != VERSION:
        raise Refused(f"this table speaks version {VERSION}, not {str(message.get('v'))[:20]}")
    kind = message.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise Refused(f"no message is of the kind {str(kind)[:30]!r}")
    for key, wanted in kinds[kind].items():
        value = message.get(key)
        if not isinstance(value, wanted) or isinstance(value, bool) and wanted is int:
            raise Refused(f"a {kind} message needs its {key}")
    return message
