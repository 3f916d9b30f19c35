"""Online play through a slow, uneven network: every byte between each app
and the host goes through a proxy on this machine's loopback that holds it
0 to 40 ms (seeded), each way. The matches still end, fair, each app's copy
the host's."""

from __future__ import annotations

import asyncio
import random
import time

import pytest

from game.online.app import ComputerApp
from game.online.commands import table_spec
from game.online.host import host_table
from game.online.join_code import JoinCode
from game.online.verify import verdict

LOOPBACK = "127.0.0.1"
SHORT = {"spottle": '{"rounds": 2}', "spelldice": "{}"}


class JitteryProxy:
    """Forwards each connection to the host, every chunk held a random 0-40 ms
    (in order: a chunk is never delivered before the one read before it)."""

    def __init__(self, host_port: int, seed: int, most_ms: float = 40.0):
        self.host_port, self.rng, self.most = host_port, random.Random(seed), most_ms / 1000
        self.held: list[float] = []

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._connection, LOOPBACK, 0)
        return self.server.sockets[0].getsockname()[1]

    async def _connection(self, app_reader, app_writer) -> None:
        host_reader, host_writer = await asyncio.open_connection(LOOPBACK, self.host_port)
        await asyncio.gather(self._pump(app_reader, host_writer), self._pump(host_reader, app_writer))

    async def _pump(self, reader, writer) -> None:
        queue: asyncio.Queue = asyncio.Queue()

        async def deliver() -> None:
            while (item := await queue.get()) is not None:
                at, data = item
                await asyncio.sleep(max(0.0, at - time.monotonic()))
                writer.write(data)
                await writer.drain()
            writer.close()

        delivering = asyncio.create_task(deliver())
        last = 0.0
        try:
            while data := await reader.read(65536):
                delay = self.rng.uniform(0, self.most)
                self.held.append(delay)
                last = max(last, time.monotonic() + delay)
                queue.put_nowait((last, data))
        except ConnectionError:
            pass
        queue.put_nowait(None)
        await delivering


async def _through_the_proxy(game: str, seats: str, levels: list[str], seed: int):
    codes: asyncio.Queue = asyncio.Queue()
    spec = table_spec(game, seats, SHORT[game])
    host = asyncio.create_task(host_table(spec, 0, LOOPBACK, None, codes.put_nowait))
    direct = JoinCode.read(await codes.get())
    proxy = JitteryProxy(direct.port, seed)
    code = JoinCode(LOOPBACK, await proxy.start(), direct.secret)
    played = await asyncio.wait_for(asyncio.gather(*(ComputerApp(level).play(code) for level in levels)), 120)
    record = await asyncio.wait_for(host, 30)
    proxy.server.close()
    return record, played, proxy.held


@pytest.mark.parametrize("game", ["spottle", "spelldice"])
def test_a_match_through_a_slow_uneven_network_ends_fair_and_the_same_everywhere(game):
    record, played, held = asyncio.run(_through_the_proxy(game, "remote,remote,computer:hard", ["easy", "hard"], 45))
    assert all(copy == record for copy in played)
    fair, said = verdict(record)
    assert fair, said
    assert len(held) > 20 and max(held) > 0.02  # the network was slow, and unevenly so
