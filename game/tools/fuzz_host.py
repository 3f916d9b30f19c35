"""``python -m game fuzz-host``: hostile messages against a served table, on
this machine's loopback only.

Each table is the game's own, served as ``serve`` serves it, with a fair
computer app at one seat and, at another, an app that plays fairly too but
sends hostile messages (``hostile_messages``) before each of its own and
now and then as the match goes: made from the fair message it is about to
send, or whole. Beside them, strangers without the table's secret and
watchers with it send what they should not. Tables follow each other, the
five games in turn, until the messages asked for are sent.

The host must live through all of it: every match played to its end, its
record the one every fair app kept, and fair (``verify``). The hostile seat
is let go only for a fault, never for being refused often (its table's
``strikes`` is raised, so thousands of messages reach the match's own
checks); the strangers and watchers meet the table's own limits.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from game.online import messages
from game.online.app import ComputerApp
from game.online.commands import table_spec
from game.online.host import OnlineTable, host_table
from game.online.join_code import JoinCode
from game.online.messages import TIMED_OUT
from game.online.verify import verdict
from game.tools.hostile_messages import hostile

LOOPBACK = "127.0.0.1"
# Each game's table: its seats and options kept short, so that many tables are played in a run.
TABLES = (
    ("deaths_will", "remote,remote", '{"hands": 2}'),
    ("spelldice", "remote,remote,computer:easy", "{}"),
    ("spottle", "remote,remote,computer:easy", '{"rounds": 2}'),
    ("doty", "remote,remote", "{}"),
    ("spots", "remote,remote", '{"deal": 2}'),
)
PER_TABLE = 600  # hostile messages a table is sent at most: a few hundred a match, through every kind of step
# What a stranger or a watcher sends after its hello: more than a watcher may (so it is let go), fewer
# than the host's connection holds unread (so it is let go at once, not when its close times out).
STRANGERS_SEND = 14
MATCH_SECONDS = 120.0  # a table whose match has not ended by then has been stopped by something: a failure


class Tally:
    """What a run sent and what the host answered."""

    def __init__(self) -> None:
        self.sent = self.refused = self.closed = self.tables = self.verified = 0
        self.failures: list[str] = []


class HostileApp(ComputerApp):
    """Plays its seat as a computer player does, and sends hostile messages beside its own."""

    def __init__(self, rng: random.Random, budget: int, tally: Tally):
        super().__init__("normal", "Mallory")
        self.rng, self.budget, self.tally = rng, budget, tally

    @property
    def step(self) -> int:
        return len(self.match.state.history) if self.match is not None else 0

    async def send(self, host, raw: str) -> None:
        if self.match is not None:  # from the match's first step: before it, a commitment made up could be taken
            await self._burst(host, raw)
        await host.send(raw)

    async def hear(self, host, message: dict):
        record = await super().hear(host, message)
        if message["kind"] == "undone":  # a made-up undo the rules took: this seat's turn again, maybe
            await self._act_if_ours(host)
        elif message["kind"] == "step" and self.rng.random() < 0.3:
            await self._burst(host, None)  # in another's turn too
        return record

    async def _burst(self, host, fair: str | None) -> None:
        for _ in range(min(self.budget, self.rng.randint(1, 12))):
            self.budget -= 1
            self.tally.sent += 1
            try:
                await host.send(hostile(self.rng, fair, self.step))
            except ConnectionClosed:  # the match is over and the host closing: its last words are still read
                return


async def _stranger(code: JoinCode, rng: random.Random, tally: Tally) -> None:
    """An app without the table's secret, or a watcher with it, sending what it should not until closed."""
    watcher = rng.random() < 0.5
    try:
        async with connect(code.url, max_size=None, open_timeout=5) as app:
            hello = {"secret": code.secret if watcher else "00" * 10, "name": "Stranger"}
            first = messages.encode("hello", **hello, watch=True) if watcher else hostile(rng, None, 0)
            await app.send(first)
            for _ in range(STRANGERS_SEND):
                tally.sent += 1
                await app.send(hostile(rng, messages.encode("hello", **hello), 0))
            await asyncio.wait_for(_read_to_the_end(app), MATCH_SECONDS)
            tally.closed += 1
    except (ConnectionClosed, InvalidHandshake, OSError, *TIMED_OUT):
        tally.closed += 1


async def _read_to_the_end(app) -> None:
    """Whatever the table tells, read until it closes the connection (one that stops reading is waited for
    by the closing table until its close times out)."""
    with contextlib.suppress(ConnectionClosed):
        async for _ in app:
            pass


async def _one_table(game: str, seats: str, options: str, rng: random.Random, budget: int, tally: Tally) -> None:
    codes: asyncio.Queue = asyncio.Queue()

    def opened(table: OnlineTable) -> None:
        table.strikes = 10**9  # the hostile seat is refused, never let go for it: its messages reach the match

    spec = table_spec(game, seats, options)
    host = asyncio.create_task(host_table(spec, 0, LOOPBACK, None, codes.put_nowait, on_table=opened))
    code = JoinCode.read(await codes.get())
    mallory, fair = HostileApp(rng, budget, tally), ComputerApp("hard")
    strangers = [_stranger(code, rng, tally) for _ in range(2)]
    try:
        played = await asyncio.wait_for(
            asyncio.gather(mallory.play(code), fair.play(code), *strangers, return_exceptions=True), MATCH_SECONDS
        )
        record = await asyncio.wait_for(host, 30)
    except Exception as error:  # noqa: BLE001 - the host's failure is what the fuzz is for
        host.cancel()
        tally.failures.append(f"{game}: the host failed: {type(error).__name__} {error}"[:300])
        return
    finally:
        tally.refused += len(mallory.refusals)
    for who, outcome in zip(("the hostile app", "the fair app"), played):
        if isinstance(outcome, BaseException):
            tally.failures.append(f"{game}: {who}'s match did not end: {type(outcome).__name__} {outcome}"[:300])
            return
    tally.tables += 1
    fair_record, said = verdict(record)
    if played[:2] != [record, record]:
        tally.failures.append(f"{game}: an app's record is not the host's")
    elif not fair_record:
        tally.failures.append(f"{game}: {said}")
    else:
        tally.verified += 1


async def _fuzz(count: int, seed: int) -> Tally:
    rng, tally = random.Random(seed), Tally()
    while tally.sent < count and not tally.failures:
        game, seats, options = TABLES[tally.tables % len(TABLES)]
        await _one_table(game, seats, options, rng, min(PER_TABLE, count - tally.sent), tally)
    return tally


def fuzz_host(count: int, seed: int) -> dict:
    """The run's summary: ``host_alive`` is true if every table played its match to a record that verifies."""
    start = time.perf_counter()
    tally = asyncio.run(_fuzz(count, seed))
    return {
        "messages": tally.sent,
        "refused": tally.refused,
        "closed": tally.closed,
        "tables": tally.tables,
        "records_verified": tally.verified,
        "host_alive": not tally.failures and tally.verified > 0,
        "failures": tally.failures,
        "seed": seed,
        "seconds": round(time.perf_counter() - start, 1),
    }
