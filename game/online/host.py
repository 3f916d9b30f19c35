"""The host's table: it listens, seats the apps that know its secret, has
every app (and itself) commit to a share of the seed, then runs the match:
the computers' seats itself, each remote seat by what its app sends. Every
step is told to every app as the match's record writes it.

What an app sends is checked before it can change anything: its form
(``messages``), that it comes from the seat to act and for the step the
table is at (so a message sent twice, or late, is refused), that the rules
take it. A refusal is answered to that app alone, in one line, and the
table goes on; an app refused too often in a minute is let go.

Nothing an app sends can stop the table: every field is checked for its
type and range before it is used (``messages``, ``Gesture.from_form``), and
whatever fault a message still meets ends that app's connection in one
line, the match kept as it was told (``_guarded``), never the table.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hmac
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from game.core.errors import NOT_A_MOVE
from game.online import discovery, fairness, messages
from game.online.join_code import JoinCode, new_secret
from game.online.messages import TIMED_OUT, one_line
from game.online.relayed import opened_at_relay
from game.online.router_port import RouterPort, RouterRefused, open_router_port
from game.online.seats import (
    MOST_WATCHERS,
    REMOTE,
    SEAT_WAIT,
    STAND_IN,
    STRIKES,
    TAKE_BACK_EVERY,
    Seat,
    TableSpec,
)
from game.online.secret_round import play_secret_round
from game.online.table_app import NAME_CHARS, plain
from game.online.taking_back import why_not_take_back
from game.physics.gesture import Gesture
from game.platform.storage import write_json
from game.services.match import Match

log = logging.getLogger("dice-tavern.host")
WATCHING = -1  # the seat a watcher is welcomed to: none
CLOSE_WAIT = 3.0


class Taken(Enum):
    """What became of a move an app sent, where it was not refused (``_guarded``)."""

    PLAYED = "played"
    LET_GO = "its app let go"  # it met a fault of the table's own


@dataclass
class OnlineTable:
    spec: TableSpec
    secret: str = field(default_factory=new_secret)
    seat_wait: float = SEAT_WAIT
    seats: dict[int, Seat] = field(default_factory=dict)
    match: Match | None = None
    commitments: list[str] = field(default_factory=list)
    shares: list[str] = field(default_factory=list)
    told: list[dict] = field(default_factory=list)  # every step told, in order: for an app that joins late
    sealed: list[dict] = field(default_factory=list)  # each round of secret moves: its seals and salts
    asking: tuple | None = None  # in a round of secret moves: what the apps were last asked, and the seals in
    forfeit: set = field(default_factory=set)  # seats back mid-round, their sealed move lost with the app that left
    strikes: int = STRIKES  # refusals in a minute that let an app go (the host's fuzz raises it: ``fuzz_host``)

    def __post_init__(self) -> None:
        self.seats = {k: Seat() for k, seat in enumerate(self.spec.seats) if seat == REMOTE}
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.everyone_in = asyncio.Event()
        self.loop = asyncio.get_running_loop()
        # Held while the table tells a step, and while a returning app is told the match so far: so
        # no step told meanwhile reaches it before the steps it missed.
        self.telling = asyncio.Lock()
        self.on_seats: Callable[[int], None] | None = None  # told the seats free whenever they change
        # A seat kept for the player at the host's own window, who joins through this machine's loopback
        # as everyone joins (so there is one way to sit at a table): its own secret -> the seat.
        self.kept: dict[str, int] = {}
        # Set when the host says to start (a window's host, once the lobby is full); None: once every seat is taken.
        self.go: asyncio.Event | None = None
        # Apps that watch, sitting nowhere: told every step as it is told to the seats, and what any
        # app may see only (a pick is told once every seal of its round is in). They send nothing.
        self.watchers: set[ServerConnection] = set()
        # How the table stands on the network, in a few words for its host: "" while nobody asked to
        # announce it, else whether it is shown there (and why not, if it could not be).
        self.announced = ""
        # Whether the home router opened the table's port, in a few words ("" unless the host asked it to).
        self.router = ""
        self.stood_in: frozenset = frozenset()  # the seats played for, as the apps were last told (``lobby``)
        # The port it listens on at this machine, once it does: what the codes of the people at the host's
        # own machine name, which a code for friends does not where it names a relay.
        self.port: int | None = None

    @property
    def playing(self) -> Match:
        """The match under way: every step after the seed is agreed is played on it."""
        if self.match is None:
            raise RuntimeError("the match has not begun: its seed is not agreed")
        return self.match

    def keep_seat(self, seat: int) -> str:
        """A secret that takes ``seat``, and only it: the host's own player's."""
        secret = new_secret()
        self.kept[secret] = seat
        return secret

    def lobby(self) -> list[dict]:
        """Who sits where, as the lobby shows it: each seat's name, kind, and whether its player is here."""
        free = self.free_seats()
        return [
            {
                "name": self.seats[k].name if k in self.seats else name,
                "kind": self._kind(k, kind),
                "here": k not in free,
            }
            for k, (kind, name) in enumerate(zip(self.spec.seats, self.spec.options.names))
        ]

    def _kind(self, seat: int, kind: str) -> str:
        """A seat's kind as the lobby says it: stood in while a computer plays it for its player, gone too
        long (every table's plaque says so); a seat kept at the host's machine, whose; else as it is set."""
        if seat in self.seats and self.played_for(seat):
            return messages.STOOD_IN
        return self._kept_kind(seat) if seat in self.kept.values() else kind

    def _kept_kind(self, seat: int) -> str:
        """A seat kept at the host's machine: the host's own (the first), or another person's there."""
        return "host" if seat == min(self.kept.values()) else "host_here"

    def named(self):
        """The table's options with each remote seat's player's name (the options as set, if the rules
        refuse those names)."""
        options = self.spec.options
        names = [self.seats[k].name or name if k in self.seats else name for k, name in enumerate(options.names)]
        try:
            named = type(options).from_dict({**options.to_dict(), "names": names})
        except (KeyError, TypeError, ValueError):
            return options
        return options if named.problem() else named

    def free_seats(self) -> list[int]:
        """The remote seats no app holds: an app whose connection is closing holds none, though
        the table may not have heard it leave yet (its friend, back at once, takes the seat)."""
        return [k for k, seat in self.seats.items() if seat.app is None or seat.app.state is not State.OPEN]

    def friends_free(self) -> int:
        """The seats free to a friend who finds the table: not those kept for the host's own people."""
        kept = set(self.kept.values())
        return len([k for k in self.free_seats() if k not in kept])

    def _seats_changed(self) -> None:
        if self.on_seats is not None:
            self.on_seats(self.friends_free())

    # --- the apps ---

    async def welcome(self, app: ServerConnection) -> None:
        """One app, from its hello to its leaving."""
        seat = None
        try:
            seat = await self._seat_of(app)
            if seat is None:
                return
            if seat == WATCHING:
                await self._watched_by(app)
                return
            async for raw in app:
                try:
                    message = messages.decode(raw, messages.FROM_APP)
                except messages.Refused as refusal:
                    await self.refuse(seat, str(refusal))
                    continue
                await self.inbox.put((seat, message))
        except ConnectionClosed:
            pass
        except Exception as error:  # a fault this connection met: it is closed, in one line; the table goes on
            log.warning("a connection was closed on a fault: %s", one_line(error))
            with contextlib.suppress(ConnectionClosed):
                await app.close(1011, "the table could not read what was sent")
        finally:  # the seat it holds, if it still does (even one taken as it left, mid-welcome)
            for k, place in self.seats.items():
                if place.app is app:
                    place.app, place.left_at = None, self.loop.time()
                    log.info("seat %d left the table", k)
                    self._seats_changed()
                    await self.tell("lobby", seats=self.lobby())

    async def _seat_of(self, app: ServerConnection) -> int | None:
        """The seat a new app takes: it must say the table's secret first."""
        try:
            raw = await asyncio.wait_for(app.recv(), timeout=10)
            hello = messages.decode(raw, {"hello": messages.FROM_APP["hello"]})
        except (messages.Refused, *TIMED_OUT) as refusal:
            await app.close(reason=str(refusal)[:120] or "no hello")
            return None
        said = hello["secret"].encode("utf-8", "surrogatepass")  # a lone surrogate is just a wrong secret
        if hello.get("watch") is True:  # a watcher knows the table's secret too
            if not hmac.compare_digest(said, self.secret.encode()):
                await app.close(reason="that is not this table's secret")
                return None
            if len(self.watchers) >= MOST_WATCHERS:
                await app.close(reason="this table has as many watchers as it takes")
                return None
            async with self.telling:
                self.watchers.add(app)
                await self._catch_up(app, WATCHING)
                await app.send(messages.encode("lobby", seats=self.lobby()))
            return WATCHING
        kept = next((seat for secret, seat in self.kept.items() if hmac.compare_digest(said, secret.encode())), None)
        if kept is None and not hmac.compare_digest(said, self.secret.encode()):
            log.info("an app without the table's secret was turned away")
            await app.close(reason="that is not this table's secret")
            return None
        async with self.telling:
            free = [k for k in self.free_seats() if (k == kept if kept is not None else k not in self.kept.values())]
            if free:
                seat = free[0]
                place = self.seats[seat]
                place.app, place.left_at = app, None
                place.refused_at.clear()  # a player back is not held to what its last connection was refused
                if not self.shares:  # named as the table starts: a player back mid-match keeps the name it had
                    place.name = self._unlike_the_others(seat, plain(hello["name"], NAME_CHARS).strip() or "Friend")
                await self._catch_up(app, seat)
        if not free:
            await app.close(reason="every seat at this table is taken")
            return None
        if all(s.app is not None for s in self.seats.values()):
            self.everyone_in.set()
        self._seats_changed()
        await self.tell("lobby", seats=self.lobby())
        return seat

    def _unlike_the_others(self, seat: int, name: str) -> str:
        """A name no other seat has (a second "Rook" is "Rook 2")."""
        taken = {p.name for k, p in self.seats.items() if k != seat} | {
            n for k, n in enumerate(self.spec.options.names) if k not in self.seats
        }
        said, n = name, 1
        while said in taken:
            n += 1
            said = f"{name[: NAME_CHARS - 3]} {n}"
        return said

    async def _watched_by(self, app: ServerConnection) -> None:
        """A watcher, until it leaves: whatever it sends is refused, and it is let go if it keeps on."""
        strikes = 0
        try:
            async for _ in app:
                strikes += 1
                await app.send(messages.encode("refused", reason="a watcher sends nothing to the table"))
                if strikes >= STRIKES:
                    await app.close(reason="too many messages refused")
        finally:
            self.watchers.discard(app)

    async def _catch_up(self, app: ServerConnection, seat: int) -> None:
        """Its welcome, and at a match under way where it stands, step by step."""
        spec = self.spec
        await app.send(
            messages.encode(
                "welcome",
                seat=seat,
                game=spec.game,
                options=spec.options.to_dict(),
                seats=list(spec.seats),
                under_way=bool(self.shares),
                told=len(self.told) if self.shares else 0,  # the steps that follow at once: the match so far
            )
        )
        if self.shares:
            await app.send(messages.encode("commitments", commitments=self.commitments))
            await app.send(messages.encode("shares", shares=self.shares, seed=self.playing.seed))
            for step, record in enumerate(self.told):
                await app.send(messages.encode("step", step=step, record=record))
        if (
            self.asking is not None and seat != WATCHING
        ):  # a round of secret moves under way: asked again, unless sealed
            kind, fields, seals = self.asking
            if seat in seals:
                self.forfeit.add(seat)
            else:
                await app.send(messages.encode(kind, **fields))

    async def refuse(self, seat: int, reason: str) -> None:
        """Said to that app alone; an app refused ``strikes`` times within a minute is let go (a rate, so a
        player whose messages arrive late now and then, over a long match, is never let go for it)."""
        log.info("refused seat %d: %s", seat, reason)
        place = self.seats[seat]
        app = place.app
        if app is None:
            return
        with contextlib.suppress(ConnectionClosed):
            await app.send(messages.encode("refused", reason=reason))
            if place.refused(self.loop.time()) >= self.strikes:
                await app.close(reason="too many messages refused")

    async def let_go(self, seat: int, reason: str) -> None:
        """The seat's app closed, in one line: what it sent met a fault of the table's own."""
        app = self.seats[seat].app
        if app is not None:
            with contextlib.suppress(ConnectionClosed):
                await app.close(1011, reason)

    async def tell(self, kind: str, **fields) -> None:
        async with self.telling:
            await self._told_all(kind, **fields)

    async def _told_all(self, kind: str, **fields) -> None:
        """Said to every app (and watcher), ``telling`` held by the caller."""
        raw = messages.encode(kind, **fields)
        apps = [seat.app for seat in self.seats.values() if seat.app is not None]
        if kind != "commit":  # a watcher has no share in the seed
            apps += list(self.watchers)
        for app in apps:
            if app.state is State.OPEN:
                with contextlib.suppress(ConnectionClosed):
                    await app.send(raw)

    # --- the seed ---

    async def agree_a_seed(self) -> None:
        """Every app commits to a share, then shows it; the seed is the hash of them all."""
        own = fairness.new_share()
        await self.tell("commit")
        while any(s.commitment is None for s in self.seats.values()):
            seat, message = await self.inbox.get()
            if message["kind"] != "commit" or self.seats[seat].commitment is not None:
                await self.refuse(seat, "the table is waiting for every app's commitment")
            elif not fairness.is_commitment(message["commitment"]):  # told to every app: never more than a hash
                await self.refuse(seat, "a commitment is a SHA-256 in hex")
            else:
                self.seats[seat].commitment = message["commitment"]
        order = sorted(self.seats)
        self.commitments = [fairness.commitment(own)] + [c for k in order if (c := self.seats[k].commitment)]
        await self.tell("commitments", commitments=self.commitments)
        while any(s.share is None for s in self.seats.values()):
            seat, message = await self.inbox.get()
            if message["kind"] == "reveal" and self.seats[seat].share is None:
                self.seats[seat].share = message["share"]
            else:
                await self.refuse(seat, "the table is waiting for every app's share")
        shares = [own] + [share for k in order if (share := self.seats[k].share) is not None]
        cheat = fairness.unfair_share(self.commitments, shares)
        if cheat is not None:
            seat = order[cheat - 1]
            raise Cheated(f"seat {seat}'s share is not the one it committed to")
        self.shares = shares
        self.match = Match(self.spec.options, self.spec.controllers, fairness.seed_of(shares))
        await self.tell("shares", shares=shares, seed=self.playing.seed)

    # --- the match ---

    async def play(self) -> dict:
        """The match to its end; its record, with the shares that made its seed."""
        while not self.playing.over:  # the match, each time: a choice taken back is a match played again
            await self.tell_stand_ins()
            match = self.playing
            if match.state.secret_movers():
                await play_secret_round(self)
                continue
            seat = match.state.turn
            if seat in self.seats and not self.played_for(seat):
                await self._from_the_app(seat)
            else:
                match.play_computer_step(STAND_IN if seat in self.seats else None)
            record = self.playing.last_step()
            await self.tell("step", step=len(self.told), record=record)
            self.told.append(record)
        fair = {"commitments": self.commitments, "shares": self.shares}
        return {**self.playing.to_replay(), "fairness": {**fair, "sealed": self.sealed} if self.sealed else fair}

    async def tell_stand_ins(self) -> None:
        """Every app and watcher told, by the lobby, of a seat a computer has begun to play for its player:
        nothing else tells them, as no message comes of a player's being gone too long (their coming back
        is told as they sit down again)."""
        played = frozenset(k for k in self.seats if self.played_for(k))
        if played - self.stood_in:
            await self.tell("lobby", seats=self.lobby())
        self.stood_in = played

    def played_for(self, seat: int) -> bool:
        """A seat whose player has been gone longer than the table waits: a computer plays it meanwhile."""
        place = self.seats[seat]
        return place.app is None and place.left_at is not None and self.loop.time() - place.left_at > self.seat_wait

    async def _from_the_app(self, seat: int) -> None:
        """Wait for the seat's app to act, refusing everything else meanwhile (a choice taken back, the
        seat waited for again)."""
        while True:
            match, step = self.playing, len(self.told)
            try:
                sender, message = await asyncio.wait_for(self.inbox.get(), timeout=1.0)
            except TIMED_OUT:
                if self.played_for(seat):
                    await self.tell_stand_ins()  # before the stand-in's step, which every table shows
                    match.play_computer_step(STAND_IN)
                    return
                continue
            if message["kind"] == "undo":
                reason = why_not_take_back(match, sender, seat, message["step"], step)
                if reason is None and self.loop.time() - self.seats[sender].took_back_at < TAKE_BACK_EVERY:
                    reason = f"choices are taken back once in {TAKE_BACK_EVERY:g} s at most"
                if reason is None:
                    await self._take_back(sender)
                    continue
                await self.refuse(sender, reason)
                continue
            reason = self._why_not(sender, message, seat, step)
            if reason is None:
                played = await self._guarded(sender, step, functools.partial(self._move, match, message))
                if played is Taken.PLAYED:
                    return
                if played is Taken.LET_GO:  # the table waits for the seat again
                    continue
                reason = played
            await self.refuse(sender, reason)

    @staticmethod
    def _move(match: Match, message: dict) -> None:
        if message["kind"] == "throw":
            match.throw(Gesture.from_form(message["gesture"]))
        else:
            match.act(match.state.move_forms.from_dict(message["move"]))

    async def _guarded(self, sender: int, step: int, play) -> str | Taken:
        """``play()`` of a message from ``sender`` at ``step``: PLAYED, or its one-line reason if the rules
        or its form refuse it, or LET_GO if it met a fault of the table's own. Then the match is the one
        told so far (whatever the fault left half done is played again from the record) and the sender's
        connection is closed in one line: the table goes on."""
        try:
            play()
            return Taken.PLAYED
        except NOT_A_MOVE as refusal:
            return one_line(refusal)
        except Exception as error:
            log.warning("seat %d's message met a fault, and its app was let go: %s", sender, one_line(error))
            if len(self.playing.state.history) != step:
                self.match = self.playing.rewound(step)
            await self.let_go(sender, "the table could not take that message")
            return Taken.LET_GO

    async def _take_back(self, seat: int) -> None:
        """The seat's last choices taken back: the match played again without them, and every app and
        watcher told from which step, to do the same (the record then holds only what stood)."""
        start = self.playing.take_back_from(seat)
        if start is None:  # checked by why_not_take_back before: there is a choice to take back
            return
        self.seats[seat].took_back_at = self.loop.time()
        # One telling: an app back meanwhile is told either the steps and then their taking back, or
        # neither (told both halves apart, it would be caught up to the shorter match, then told to
        # take back what it never had, and leave the host as one that cheats).
        async with self.telling:
            self.match = self.playing.rewound(start)
            del self.told[start:]
            await self._told_all("undone", step=start, seat=seat)

    def _why_not(self, sender: int, message: dict, seat: int, step: int) -> str | None:
        kind = message["kind"]
        if kind not in ("act", "throw"):
            return f"a {kind} message has no place in the match"
        if sender != seat:
            return "it is not your turn"
        if message["step"] != step:
            return f"that was for step {message['step']}; the table is at step {step}"
        throwing = self.playing.state.throw_request() is not None
        if throwing != (kind == "throw"):
            return "the table waits for your throw" if throwing else "the table waits for your decision"
        if kind == "throw":
            try:
                Gesture.from_form(message["gesture"])
            except ValueError as refusal:
                return str(refusal)
        return None


class Cheated(Exception):
    """An app broke the table's trust (a share not the one it committed to)."""


async def host_table(
    spec: TableSpec,
    port: int = 0,
    address: str = "127.0.0.1",
    record: Path | None = None,
    said=print,
    seat_wait: float = SEAT_WAIT,
    announce: str | None = None,
    on_table: Callable[[OnlineTable], None] | None = None,
    shown_address: str | None = None,
    relay: tuple[str, int] | None = None,
    open_port: bool = False,
) -> dict:
    """Serve one match: print its join code, seat the apps, play it, write its record; the record.
    With ``announce`` (a name), the table is announced on the network until it starts (``discovery``):
    a table under way has no seat for anyone who finds it (a player who left comes back by their code).
    ``on_table`` is given the table as it opens (a window's host keeps its own seat, and says when to
    start); ``shown_address`` is the address the code carries, where friends reach one listening on all.
    With ``relay`` (an address and port), the table is opened at that relay too, and the code names the
    relay: friends on other networks sit down through it (``relayed``); RelayRefused if it cannot be.
    With ``open_port``, the home router is asked to open the table's port (``router_port``): the code then
    carries the router's address; a router that will not is said on the table (``router``), the code as
    without it."""
    table = OnlineTable(spec, seat_wait=seat_wait)
    if on_table is not None:
        on_table(table)
    # A connection the table closes while it floods the table waits, unread, for its close (so the table
    # does not read a flood it has refused): its close is given CLOSE_WAIT seconds, not websockets' 10.
    async with serve(table.welcome, address, port, max_size=4 * messages.MAX_BYTES, close_timeout=CLOSE_WAIT) as server:
        bound = server.sockets[0].getsockname()
        table.port = bound[1]
        taking = await opened_at_relay(table, relay) if relay is not None else None
        router = await _router_port(table, bound[1]) if open_port and relay is None else None
        if relay is not None:
            code = JoinCode(relay[0], relay[1], table.secret, relayed=True)
        elif router is not None:
            code = JoinCode(router.address, router.port, table.secret)
        else:
            code = JoinCode(shown_address or bound[0], bound[1], table.secret)
        said(str(code))
        announcer = await _announced(table, code, announce) if announce is not None and relay is None else None
        try:
            return await _hosted(table, record, withdraw=announcer.stop if announcer is not None else None)
        finally:
            if announcer is not None:
                await announcer.stop()
            if taking is not None:
                taking.cancel()
                await asyncio.gather(taking, return_exceptions=True)  # its friends' connections closed whole
            if router is not None:
                await router.close()


async def _router_port(table: OnlineTable, port: int) -> RouterPort | None:
    """The table's port opened on the home router, or None and why not on the table, in one line."""
    try:
        router = await open_router_port(port)
    except RouterRefused as refusal:
        log.warning("the router did not open the table's port: %s", refusal)
        table.router = f"your router did not open its port: {str(refusal)[:120]}"
        return None
    table.router = f"your router opened its port: friends reach it at {router.address}:{router.port}"
    return router


async def _announced(table: OnlineTable, code: JoinCode, name: str) -> discovery.Announcer | None:
    """The table announced on the network; None, and one line logged, if it cannot be."""
    try:
        announcer = discovery.Announcer(code, table.spec.game, len(table.seats) - len(table.kept), name)
        await announcer.start()
    except (OSError, ValueError) as error:
        log.warning("the table is not announced on the network: %s", error)
        table.announced = f"not shown on this network: {str(error)[:120]}"
        return None
    table.announced = "shown to players on this network"
    table.on_seats = announcer.seats_free
    announcer.seats_free(table.friends_free())  # the host's own people's seats are not free to friends
    return announcer


async def _hosted(table: OnlineTable, record: Path | None, withdraw=None) -> dict:
    await table.everyone_in.wait()
    if table.go is not None:
        await table.go.wait()
    if withdraw is not None:  # started: nobody who finds it now has a seat
        await withdraw()
        table.announced = "no longer shown: the match has begun"
    table.spec.options = table.named()
    await table.tell("start", options=table.spec.options.to_dict())
    try:
        await table.agree_a_seed()
    except Cheated as error:
        await table.tell("closed", reason=str(error))
        raise
    result = await table.play()
    await table.tell("over", record=result)
    if record is not None:
        write_json(record, result, keep_backup=False)
    for seat in table.seats.values():
        if seat.app is not None:
            await seat.app.close()
    return result
