"""The messages between a host and the apps at its table: JSON objects with
the protocol's version and a kind, read back only if whole and of a size a
table sends. Anything else is refused with a one-line reason; nothing read
from the network is trusted further than this says.

What is read is bounded before it is parsed: its size in bytes (as the
network carries it, so a message of 4-byte letters is not four times the
limit), how deep its arrays and objects nest (Python's JSON reader recurses,
and a message nested 50,000 deep would exhaust the stack), and each number as
the reader meets it (no integer longer than any count a table keeps, no
float that is not finite, no NaN or Infinity). A refusal quotes at most a
few characters of what was sent (``shown``), never the sender's words whole.
"""

from __future__ import annotations

import asyncio
import json
import math
import re
from typing import Any

# 2: the lobby (who sits where, by the names they said) and the start (the table named); 3: undo; 4: the
# seals in so far of a round of secret moves; 5: a dragged throw's gesture carries its line (a fourth number);
# 6: a seat in the lobby played by the table's computer for its player, gone too long (its kind "stand_in"),
# told during the match too
VERSION = 6
MAX_BYTES = 64 * 1024  # the most an app sends in one message; a move is a few hundred bytes
# The most the host sends in one: a whole match's record, told at its end, is the largest.
HOST_MAX_BYTES = 4 * MAX_BYTES
MAX_DEPTH = 16  # arrays and objects within each other: a table's deepest message (a record's dice) has 6
MAX_DIGITS = 19  # an integer's digits: a seed is 63 bits (19 digits); a step, a seat, a die far fewer
SHOWN = 16  # the most of a sender's text a refusal repeats
# A wait that ran out: asyncio's own error (Python 3.10's is not the builtin one, which websockets raises).
TIMED_OUT = (TimeoutError, asyncio.TimeoutError)
# A remote seat's kind in the lobby while the host's computer plays it for its player, gone longer than the
# table waits, until they are back
STOOD_IN = "stand_in"
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
    # each seat: {"name": str, "kind": str, "here": bool}; its kind "remote", a computer level, "host" or
    # "host_here" (the host's own, another person's at the host's machine), or STOOD_IN
    "lobby": {"seats": list},
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
# A message's text with its strings emptied: what is left are its brackets, numbers and words.
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")
# A UTF-16 surrogate written as an escape: a pair of them is one letter (a fair app writes 🎲 so), one alone none.
_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


class Refused(ValueError):
    """A message refused: its one-line reason."""


def encode(kind: str, **fields: Any) -> str:
    return json.dumps({"v": VERSION, "kind": kind, **fields}, separators=(",", ":"))


def shown(value: object, limit: int = SHOWN) -> str:
    """A few characters of something a sender sent, for a refusal: as JSON writes it, printable, cut."""
    try:
        said = json.dumps(value, ensure_ascii=True)
    except (TypeError, ValueError):
        said = type(value).__name__
    return said if len(said) <= limit else said[: limit - 3] + "..."


def one_line(error: BaseException, limit: int = 160) -> str:
    """An error as a refusal or a log says it: one line, cut (it may quote what a sender sent)."""
    said = " ".join(str(error).split()) or type(error).__name__
    return said if len(said) <= limit else said[: limit - 3] + "..."


def size_in_bytes(raw: str) -> int:
    """As the network carried it: UTF-8 (a lone surrogate, which no UTF-8 holds, counted as three bytes)."""
    return len(raw.encode("utf-8", "surrogatepass"))


def _depth(raw: str) -> int:
    """How deep the arrays and objects of ``raw`` nest, strings left out (read without parsing)."""
    depth = deepest = 0
    for bracket in _BRACKET.finditer(_STRING.sub('""', raw)):
        if bracket.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _lone_surrogate(message: dict) -> bool:
    """Whether any word in ``message`` holds half a letter, which no UTF-8 (nor a hash of it) can hold."""
    try:
        json.dumps(message, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise Refused(f"a number in a message has at most {MAX_DIGITS} digits, not {len(text.lstrip('-'))}")
    return int(text)


def _real(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise Refused(f"a number in a message is finite, not {text[:SHOWN]}")
    return value


def _constant(text: str) -> float:
    raise Refused(f"a number in a message is finite, not {text}")


def parse(raw: str) -> object:
    """JSON read with every number checked as it is met (Refused if one is not a table's)."""
    return json.loads(raw, parse_int=_integer, parse_float=_real, parse_constant=_constant)


def decode(raw: object, kinds: dict[str, dict[str, type | tuple]], limit: int = MAX_BYTES) -> dict:
    """A message read back, every field its kind needs of the type it needs; Refused if not."""
    if isinstance(raw, bytes):
        raise Refused("a message is text, not bytes")
    if not isinstance(raw, str):
        raise Refused("a message is text")
    if len(raw) > limit or size_in_bytes(raw) > limit:  # the first test spares encoding what is plainly too large
        raise Refused(f"a message is at most {limit} bytes, not {size_in_bytes(raw)}")
    if _depth(raw) > MAX_DEPTH:
        raise Refused(f"a message nests at most {MAX_DEPTH} deep")
    try:
        message = parse(raw)
    except Refused:
        raise
    except ValueError:
        raise Refused("a message is JSON, and this is not") from None
    if not isinstance(message, dict):
        raise Refused("a message is a JSON object")
    if _SURROGATE.search(raw) and _lone_surrogate(message):
        raise Refused("a message's words are letters: one is half of one")
    said = message.get("v")
    if type(said) is not int or said != VERSION:
        raise Refused(f"this table speaks version {VERSION}; the message says {shown(said)}")
    kind = message.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise Refused(f"no message is of the kind {shown(kind)}")
    for key, wanted in kinds[kind].items():
        value = message.get(key)
        if not isinstance(value, wanted) or isinstance(value, bool) and wanted is int:
            raise Refused(f"a {kind} message needs its {key}")
    return message
