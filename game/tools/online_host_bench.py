"""bench's figure for a host's own window: the frame of a table this machine
hosts while six players and ten watchers sit at it through the network.

The host runs the match on a thread of its own, as a window that hosts does
(``hosting``); the players (computer apps) and watchers are elsewhere, here
a process of their own on this machine's loopback; the window shows the
table as its host watches it (``SeatLink``), and its frames are timed
against the floor's as the tables' are (``bench.measure_table``), the
host's thread answering everyone meanwhile."""

from __future__ import annotations

import asyncio
import os
import queue
import subprocess
import sys
import threading
import time

from game.online.app import ComputerApp
from game.online.commands import table_spec
from game.online.host import host_table
from game.online.join_code import JoinCode
from game.online.link import SeatLink
from game.online.table_app import TableApp
from game.platform.settings import Settings
from game.tools.timing import floor_frame, ms, percentile
from game.ui.dice_table import DiceTableView
from game.ui.online_table import networked_table
from game.ui.window import TavernWindow

LOOPBACK = "127.0.0.1"
PACE = 1.0  # seconds a player elsewhere takes over each move
FRAMES = 600  # ten seconds of the table at 60 frames a second (and as many floor frames between them)
CROWD = (
    "from game import registry; registry.install(); from game.tools.online_host_bench import crowd; crowd({!r}, {}, {})"
)


class PacedApp(ComputerApp):
    """A player elsewhere who takes a second over each move, as a person
    does: the match lasts while the host's window is timed, the host
    answering everyone all along (computer apps that act at once finish it
    in a few seconds)."""

    acting = False

    async def _act_if_ours(self, host) -> None:
        if self.acting or not self.ours_to_act():
            return
        self.acting = True
        try:
            await asyncio.sleep(PACE)
            await super()._act_if_ours(host)
        finally:
            self.acting = False


def crowd(code: str, players: int, watchers: int) -> None:
    """``players`` computer apps (easy: their thinking is not the host's) and
    ``watchers`` watching apps at the table of ``code``, all in this process."""
    join = JoinCode.read(code)
    apps: list[TableApp] = [PacedApp("easy", name=f"Player {k + 1}") for k in range(players)]
    apps += [TableApp(f"Watcher {k + 1}", watch=True) for k in range(watchers)]

    async def everyone() -> None:
        await asyncio.gather(*(app.play(join) for app in apps), return_exceptions=True)

    asyncio.run(everyone())


def _hosted(game: str, seats: int, options: str) -> tuple[JoinCode, threading.Thread]:
    """The table served on a thread of this process, as a window's host serves it."""
    codes: queue.Queue = queue.Queue()
    spec = table_spec(game, ",".join(["remote"] * seats), options)
    thread = threading.Thread(
        target=lambda: asyncio.run(host_table(spec, 0, LOOPBACK, None, codes.put)), name="host", daemon=True
    )
    thread.start()
    return JoinCode.read(codes.get(timeout=30)), thread


def _watched_table(link: SeatLink, seconds: float = 60.0) -> DiceTableView:
    """The table as the host's window shows it, once the match has begun."""
    limit = time.monotonic() + seconds
    while time.monotonic() < limit:
        heard = link.heard()
        for k, item in enumerate(heard):
            if item.kind == "begun":
                return networked_table(item, link, heard[k + 1 :], to_menu=lambda: None)
            if item.kind == "closed":
                raise RuntimeError(f"the hosted table closed: {item.data['reason']}")
        time.sleep(0.01)
    raise RuntimeError("the hosted table never began")


def measure_online_host_frame(
    game: str = "spottle", players: int = 6, watchers: int = 10, options: str = '{"rounds": 2}', frames: int = FRAMES
) -> dict:
    """The host's window's frames against the floor's, p95, while the host serves ``players`` and ``watchers``."""
    window = TavernWindow(Settings(sound=False), visible=False)
    ctx = window.ctx
    background = window.backdrop()
    code, host = _hosted(game, players, options)
    env = dict(os.environ, ARCADE_HEADLESS="1")
    elsewhere = subprocess.Popen([sys.executable, "-c", CROWD.format(str(code), players, watchers)], env=env)
    link = SeatLink("Host", watch=True)
    link.start(code)
    try:
        table = _watched_table(link)
        window.show_view(table)
        floor: list[float] = []
        total: list[float] = []
        while len(total) < frames and window.current_view is table:  # until the results show
            floor.append(floor_frame(window, background))
            start = time.perf_counter()
            table.on_update(1 / 60)
            table.on_draw()
            window.flip()
            ctx.finish()
            total.append(time.perf_counter() - start)
    finally:
        link.leave()
        elsewhere.kill()
        elsewhere.wait(timeout=30)
        window.close()
    floor_p95, frame_p95 = percentile(floor, 95), percentile(total, 95)
    name = f"online_host_{game}_{players}_players_{watchers}_watchers"
    return {
        f"{name}_frame_p95_ms": ms(frame_p95),
        f"{name}_floor_frame_p95_ms": ms(floor_p95),
        f"{name}_frame_to_floor_p95": round(frame_p95 / floor_p95, 2),
        f"{name}_frames": len(total),
        f"{name}_host_running": host.is_alive(),
    }
