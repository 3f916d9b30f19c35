"""Messages no fair app sends, for the host's fuzz (``fuzz_host``): each is
either made from a fair message (a field of it replaced by a value no field
holds, a field left out or added, its kind or version changed) or one of the
shapes that once stopped or fooled a host (a huge integer, a message nested
far deeper than any, 240 KB of 4-byte letters, bytes, not JSON at all).

Every message made stays within what the network lets through (a frame of
``messages.HOST_MAX_BYTES``): what is larger never reaches the table's code,
the connection's own limit closes it.
"""

from __future__ import annotations

import json
import random

from game.online import messages

# Values no field of a fair message holds, as JSON text (a huge integer and the non-finite numbers have no
# other way to be written, and are the point).
NASTY_VALUES = (
    "9" * 400,
    "-" + "9" * 25,
    "1e308",
    "-1e308",
    "1e400",
    "NaN",
    "Infinity",
    "-Infinity",
    "true",
    "false",
    "null",
    '""',
    '"4"',
    "-1",
    "9223372036854775807",
    "0.5",
    "[]",
    "{}",
    '"' + "\\u0000" * 8 + '"',
    '"' + "\\ud800" + '"',  # a lone surrogate: no letter at all
    '"' + "\U0001f3b2" * 500 + '"',
    "[" * 15 + "1" + "]" * 15,
    '{"a":' * 15 + "1" + "}" * 15,
    "[1e308, 1e308, 1e308]",
    "[true, false]",
    "[0.5, 1.5, 0.1]",
    "[0.5]",
    "[0.5, 0.5, 0.5, 0.5]",
    '["0.5", 0.5]',
    '{"launch": true}',
    '{"fold": true, "and": 1}',
)
V = str(messages.VERSION)  # the version a fair message carries: these are refused for what else they hold
ASSEMBLED = (
    "not json",
    "{",
    "[" * 50_000,  # nested far deeper than the reader's stack allows, within the size
    "[" * 30_000 + "]" * 30_000,
    '{"v":' + V + ',"kind":"act","step":0,"move":{},"pad":"' + "\U0001f3b2" * 60_000 + '"}',  # 240 KB of 4-byte letters
    '{"v":' + V + ',"kind":"act","step":0,"move":{},"pad":"' + "x" * 70_000 + '"}',
    "[1, 2, 3]",
    '"a string"',
    "17",
    "null",
    "",
    '{"v":' + V + "}",
    '{"kind":"act"}',
    '{"v":' + V + ',"kind":"act","kind":"throw","step":0,"gesture":[0,0.5]}',  # a key twice: the last one counts
)


def hostile(rng: random.Random, fair: str | None, step: int) -> str | bytes:
    """One message no fair app sends: most made from ``fair`` (a fair message's text) where one is given,
    the rest assembled whole; ``step`` is the step the table is at."""
    roll = rng.random()
    if fair is not None and roll < 0.55:
        return _mutated(rng, json.loads(fair))
    if roll < 0.7:
        return _mutated(rng, _made_up(rng, step))
    if roll < 0.75:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    return rng.choice(ASSEMBLED)


def _made_up(rng: random.Random, step: int) -> dict:
    """A message of any kind an app may send, its fields plausible, for the step the table is at or near."""
    kind = rng.choice(sorted(messages.FROM_APP))
    fields: dict[str, object] = {"v": messages.VERSION, "kind": kind}
    for key, wanted in messages.FROM_APP[kind].items():
        if wanted is int:
            fields[key] = step + rng.choice((0, 0, 1, -1, 5))
        elif wanted is str:  # never a seal or a commitment in form: the fuzzing app's own would be undone by it
            fields[key] = rng.choice(("", "0" * 63, "F" * 64, "g" * 64, "Mallory", "a" * 20))
        elif wanted is list:
            fields[key] = [rng.uniform(-4, 4), rng.random(), rng.random()]
        else:
            fields[key] = rng.choice(({}, {"fold": True}, {"raise": 10}, {"keep": [0, 1]}))
    return fields


def _mutated(rng: random.Random, message: object) -> str:
    """``message`` with one thing changed: a value anywhere in it replaced by a nasty one, a key left out
    or added, its kind or version changed."""
    if not isinstance(message, dict) or not message:
        return rng.choice(ASSEMBLED)
    how = rng.random()
    changed = dict(message)
    if how < 0.1:
        changed.pop(rng.choice(sorted(changed)))
        return json.dumps(changed)
    if how < 0.2:
        changed["kind"] = rng.choice((*sorted(messages.FROM_APP), *sorted(messages.FROM_HOST), "launch", ""))
        return json.dumps(changed)
    if how < 0.25:
        changed["v"] = rng.choice((messages.VERSION + 1, 3, 0))
        return json.dumps(changed)
    # A value replaced as text: the nasty values include numbers JSON may hold and Python would not write.
    marker = "\u2063MARK\u2063"
    _replace_somewhere(rng, changed, marker)
    return json.dumps(changed).replace(json.dumps(marker), rng.choice(NASTY_VALUES), 1)


def _replace_somewhere(rng: random.Random, node: dict | list, marker: str) -> None:
    """One value within ``node`` (at any depth, a new key now and then) set to ``marker``."""
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys or (isinstance(node, dict) and rng.random() < 0.1):
            if isinstance(node, dict):
                node[rng.choice(("extra", "v", "kind", "step", "move", "gesture"))] = marker
            else:
                node.append(marker)
            return
        key = rng.choice(keys)
        child = node[key]  # type: ignore[index]
        if isinstance(child, (dict, list)) and child and rng.random() < 0.6:
            child = dict(child) if isinstance(child, dict) else list(child)
            node[key] = child  # type: ignore[index]
            node = child
            continue
        node[key] = marker  # type: ignore[index]
        return
