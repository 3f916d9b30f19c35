"""A person's seat at a host's table, for a window: the network runs in an
asyncio loop on a thread of its own, beside the window's loop, so nothing
the window does waits on it. What arrives is checked as every app checks it
(``TableApp``: the seed, each die, each seal) and then handed over, as
``Heard`` items, through a thread-safe queue the window reads each frame
(``heard``). What the person does (``act``, ``throw``, ``pick``, ``leave``)
is handed to the network's loop and returns at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import queue
import threading
from dataclasses import dataclass, field

from websockets.asyncio.client import ClientConnection
from websockets.exceptions import ConnectionClosed

from game.online import messages, reach
from game.online.join_code import JoinCode
from game.online.table_app import HostCaught, TableApp, plain
from game.physics.gesture import Gesture

log = logging.getLogger("dice-tavern.link")


@dataclass(frozen=True)
class Heard:
    """One thing the table said, for the window: ``kind`` is seated, lobby, begun, step, pick,
    seal_in, undone, refused, over or closed; ``data`` what goes with it."""

    kind: str
    data: dict = field(default_factory=dict)


class SeatLink(TableApp):
    """A seat at a host's table played by the person at this window."""

    def __init__(self, name: str, watch: bool = False):
        super().__init__(name, watch)
        self.inbox: queue.Queue[Heard] = queue.Queue()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.host: ClientConnection | None = None
        self.thread: threading.Thread | None = None
        self.record: dict | None = None  # the match's record, once it is over
        self.closed_why: str | None = None
        self.begun: Heard | None = None  # the table's beginning, held until the steps so far are here
        self.sending: set[asyncio.Task] = set()  # what the window asked to send, on its way

    # --- the network's thread ---

    def start(self, code: JoinCode) -> None:
        """Take a seat at the table of ``code``, on a thread of the link's own."""
        self.thread = threading.Thread(target=self._run, args=(code,), name="dice-tavern-seat", daemon=True)
        self.thread.start()

    def _run(self, code: JoinCode) -> None:
        asyncio.run(self._played(code))

    async def _played(self, code: JoinCode) -> None:
        self.loop = asyncio.get_running_loop()
        try:
            not_here = reach.refused(code.host)
            if not_here is not None:
                raise HostCaught(not_here)
            self.record = await self.play(code)
            self.said("over", record=self.record)
            return
        except HostCaught as error:
            why = str(error)
        except OSError as error:  # refused, unreachable, reset: the network's own words, in one line
            why = f"cannot reach the table at {code.host}:{code.port}: {error.strerror or error}"
        except Exception as error:  # whatever else came from the network: a line on the screen, never a crash
            log.exception("the seat's link failed")
            why = f"the table's connection failed: {type(error).__name__}"
        self.closed_why = plain(why, 200)
        self.said("closed", reason=self.closed_why)

    def said(self, kind: str, **data) -> None:
        self.inbox.put(Heard(kind, data))

    async def connected(self, host: ClientConnection) -> None:
        self.host = host

    async def hear(self, host: ClientConnection, message: dict) -> dict | None:
        record = await super().hear(host, message)  # checked first: nothing unchecked reaches the window
        kind = message["kind"]
        if kind == "welcome":
            seated = self.at_table
            self.said("seated", seat=seated.seat, game=seated.game, seats=list(seated.seats))
        elif kind == "lobby":
            self.said("lobby", seats=_lobby(message["seats"]))
        elif kind == "shares":
            seated = self.at_table
            self.begun = Heard(
                "begun",
                {
                    "seat": seated.seat,
                    "game": seated.game,
                    "options": seated.options,
                    "seats": list(seated.seats),
                    "seed": self.playing.seed,
                    "steps": [],
                },
            )
            self._begin_when_caught_up()
        elif kind == "step":
            if self.begun is not None:  # a player back at a match under way: its steps so far, with its beginning
                self.begun.data["steps"].append(Heard("step", {"step": message["step"], "record": message["record"]}))
                self._begin_when_caught_up()
            else:
                self.said("step", step=message["step"], record=message["record"])
        elif kind == "undone":  # checked by the rule as the app's own match was rewound (``TableApp``)
            self.said("undone", step=message["step"], seat=message["seat"])
        elif kind == "refused":
            self.said("refused", reason=plain(message["reason"], 200))
        elif kind in ("seal_in", "sealed"):  # who has sealed (every seat, once sealed): checked by ``TableApp``
            self.said("seal_in", step=message["step"], seats=list(message["seats"]))
        return record

    def _begin_when_caught_up(self) -> None:
        """The table begins for the window once every step the host told of in its welcome is here, and
        those steps with it: a player back at a match under way is shown them at once, as a continued
        game is, never some at once and the rest one by one as they come in."""
        begun = self.begun
        if begun is not None and len(begun.data["steps"]) >= self.catching_up:
            self.begun, steps = None, begun.data.pop("steps")
            self.inbox.put(Heard(begun.kind, {**begun.data, "steps": []}))
            for step in steps:
                self.inbox.put(step)

    async def secret_move(self, step: int) -> dict | None:
        """The person picks at the window: asked now, sealed when they have (``pick``)."""
        self.said("pick", step=step)
        return None

    # --- the window's thread ---

    def heard(self) -> list[Heard]:
        """Everything the table has said since last asked (never waits)."""
        said = []
        while True:
            try:
                said.append(self.inbox.get_nowait())
            except queue.Empty:
                return said

    def act(self, step: int, move: dict) -> None:
        self._soon(self._send, messages.encode("act", step=step, move=move))

    def throw(self, step: int, gesture: Gesture) -> None:
        self._soon(self._send, messages.encode("throw", step=step, gesture=gesture.to_form()))

    def pick(self, step: int, move: dict) -> None:
        """The person's secret move at ``step``: sent sealed (its hash with a salt), shown once every seal is in."""
        self._soon(self._sealed, step, move)

    def undo(self, step: int) -> None:
        """Ask the host to take back this seat's last choices, the table standing at ``step``."""
        self._soon(self._send, messages.encode("undo", step=step))

    def leave(self) -> None:
        """Get up from the table: the connection closed (the host keeps the seat a while for a rejoin)."""
        self._soon(self._close)

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def _soon(self, work, *args) -> None:
        """``work(*args)`` run on the link's loop, from the window's thread. Its coroutine is made there,
        by the loop: a loop that ends first (the table closing) leaves none made and never awaited."""
        loop = self.loop
        if loop is None or loop.is_closed() or not self.running:
            return

        def start() -> None:
            task = loop.create_task(work(*args))
            self.sending.add(task)  # held until done: the loop keeps only a weak reference
            task.add_done_callback(self.sending.discard)

        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: nothing is sent
            loop.call_soon_threadsafe(start)

    async def _send(self, raw: str) -> None:
        if self.host is not None:
            with contextlib.suppress(ConnectionClosed):  # the loop that reads says so
                await self.host.send(raw)

    async def _sealed(self, step: int, move: dict) -> None:
        if self.host is not None:
            with contextlib.suppress(ConnectionClosed):
                await self.seal(self.host, step, move)

    async def _close(self) -> None:
        if self.host is not None:
            await self.host.close(reason="the player left the table")


def _lobby(seats: list) -> list[dict]:
    """The lobby as the host told it, each field checked and its words made plain."""
    lobby = []
    for seat in seats[:16]:
        if not isinstance(seat, dict):
            continue
        lobby.append(
            {
                "name": plain(seat.get("name") if isinstance(seat.get("name"), str) else "", 24),
                "kind": plain(seat.get("kind") if isinstance(seat.get("kind"), str) else "", 20),
                "here": seat.get("here") is True,
            }
        )
    return lobby
