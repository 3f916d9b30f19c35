"""Tables across networks through a relay (``python -m game relay``), on this
machine's loopback: a whole match played through it verifies; a relay that
changes a die in flight is caught by the apps as a lying host is; the relay
closes in one line whatever has no place at it. The same across two homes
behind NAT is in ``test_relay_across_networks``."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.online.app import ComputerApp, HostCaught
from game.online.arguments import RELAY_PORT
from game.online.commands import OnlineUsage, relay_address, table_spec
from game.online.host import host_table
from game.online.join_code import RELAY_PATH, JoinCode, relay_key
from game.online.relay import run_relay
from game.online.relayed import RelayRefused
from game.online.relayed import relay_address as read_relay
from game.online.verify import verdict

LOOPBACK = "127.0.0.1"


class _Relay:
    """A relay on this loop, stopped as a relay is (never cancelled as the loop ends)."""

    def __init__(self, tamper=None):
        self.tamper, self.stopping = tamper, asyncio.Event()

    async def __aenter__(self) -> int:
        said: asyncio.Queue = asyncio.Queue()
        self.task = asyncio.create_task(run_relay(LOOPBACK, 0, said.put_nowait, self.tamper, self.stopping))
        return int((await said.get()).rsplit(":", 1)[1])

    async def __aexit__(self, *exc) -> None:
        self.stopping.set()
        await asyncio.wait_for(self.task, 10)


async def _through_relay(game: str, seats: str, options: str, apps: list, tamper=None) -> tuple:
    async with _Relay(tamper) as port:
        codes: asyncio.Queue = asyncio.Queue()
        spec = table_spec(game, seats, options)
        host = asyncio.create_task(host_table(spec, 0, LOOPBACK, None, codes.put_nowait, relay=(LOOPBACK, port)))
        code = JoinCode.read(await codes.get())
        played = await asyncio.wait_for(asyncio.gather(*(app.play(code) for app in apps), return_exceptions=True), 60)
        if tamper is not None:  # the apps have left a table they caught lying: its host is stopped
            host.cancel()
            await asyncio.wait([host], timeout=10)
            return code, port, None, played
        return code, port, await asyncio.wait_for(host, 30), played


def test_a_whole_match_through_a_relay_verifies_and_its_code_names_the_relay():
    code, port, record, played = asyncio.run(
        _through_relay("spelldice", "remote,remote,computer:easy", "{}", [ComputerApp("easy"), ComputerApp("hard")])
    )
    assert code.relayed and (code.host, code.port) == (LOOPBACK, port)
    assert code.url == f"ws://{LOOPBACK}:{port}{RELAY_PATH}/table/{relay_key(code.secret)}"
    assert relay_key(code.secret) not in code.secret and code.secret not in code.url  # the relay never hears it
    assert played == [record, record] and verdict(record)[0]


def _one_die_changed(raw: str) -> str:
    message = json.loads(raw)
    if message.get("kind") == "step" and "throw" in message["record"]["action"]:
        values = message["record"]["action"]["throw"]["values"]
        values[0] = values[0] % 6 + 1
    return json.dumps(message)


def test_a_relay_that_changes_a_die_in_flight_is_caught_by_the_apps():
    _, _, _, played = asyncio.run(
        _through_relay(
            "deaths_will", "remote,remote", '{"hands": 2}', [ComputerApp("easy"), ComputerApp("hard")], _one_die_changed
        )
    )
    assert all(isinstance(outcome, HostCaught) for outcome in played), played
    assert all("seeded dice" in str(outcome) for outcome in played), played


def test_a_join_code_says_whether_it_names_a_relay():
    for relayed in (False, True):
        for host in ("203.0.113.7", "2001:db8::7"):
            code = JoinCode(host, 8766, "cd" * 10, relayed)
            assert JoinCode.read(str(code)) == code and len(str(code)) == len(str(JoinCode(host, 1, "cd" * 10)))
    assert JoinCode("::1", 9, "ab" * 10).url == "ws://[::1]:9"


def test_the_relay_closes_in_one_line_what_has_no_place_at_it():
    async def tries() -> list:
        said = []
        async with _Relay() as port:
            base = f"ws://{LOOPBACK}:{port}"
            for path in ("/", f"{RELAY_PATH}/table/{'a' * 32}", f"{RELAY_PATH}/pair/{'a' * 32}/{'b' * 32}"):
                async with connect(base + path) as app:
                    with pytest.raises(ConnectionClosed):
                        await app.recv()
                    said.append(app.close_reason)
            async with connect(f"{base}{RELAY_PATH}/host/{'c' * 32}") as host:
                assert json.loads(await host.recv()) == {"kind": "open"}
                async with connect(f"{base}{RELAY_PATH}/host/{'c' * 32}") as second:
                    with pytest.raises(ConnectionClosed):
                        await second.recv()
                    said.append(second.close_reason)
                await host.send("anything")  # a host says nothing on its own connection
                with pytest.raises(ConnectionClosed):
                    await host.recv()
                said.append(host.close_reason)
        return said

    said = asyncio.run(tries())
    assert said[0] == "this is a Dice Tavern relay: no such place here"
    assert said[1].startswith("no table is open at this relay by that code")
    assert said[2] == "no app waits at this relay with that ticket"
    assert said[3] == "a table with that code is open at this relay already"
    assert said[4] == "a host says nothing on its table's own connection"


def test_a_table_cannot_open_at_a_relay_that_is_not_there():
    async def opened() -> None:
        codes: asyncio.Queue = asyncio.Queue()
        spec = table_spec("deaths_will", "remote,remote", "{}")
        await host_table(spec, 0, LOOPBACK, None, codes.put_nowait, relay=(LOOPBACK, 9))  # nothing listens on 9

    with pytest.raises(RelayRefused, match="cannot reach the relay at 127.0.0.1:9"):
        asyncio.run(opened())


def test_serve_reads_its_relay_as_host_and_port():
    assert relay_address("127.0.0.1:8766") == ("127.0.0.1", 8766)
    assert relay_address("[::1]:8766") == ("::1", 8766)
    for wrong in ("127.0.0.1", "127.0.0.1:0", "127.0.0.1:http", ":8766", "::1"):
        with pytest.raises(OnlineUsage, match="--relay: a relay's address is HOST:PORT"):
            relay_address(wrong)


def test_a_relay_typed_in_the_window_may_leave_its_port_to_the_default():
    assert read_relay(" 127.0.0.1 ", RELAY_PORT) == ("127.0.0.1", RELAY_PORT)
    assert read_relay("127.0.0.1:9000", RELAY_PORT) == ("127.0.0.1", 9000)
    assert read_relay("::1", 9) == read_relay("[::1]", 9) == read_relay("[::1]:9") == ("::1", 9)
    for wrong in ("", ":", "127.0.0.1:", "127.0.0.1:70000", "[::1]:x"):
        with pytest.raises(ValueError, match="a relay's address is HOST:PORT"):
            read_relay(wrong, RELAY_PORT)
    with pytest.raises(ValueError, match="cannot find no-such-relay.invalid: "):
        read_relay("no-such-relay.invalid", RELAY_PORT)  # .invalid: a name no resolver finds (RFC 2606)


def test_a_relay_that_says_what_no_relay_says_is_ignored_and_the_table_goes_on():
    """The host reads a relay's words as a stranger's: a word nested past the reader's stack, or a ticket
    that is not one, is ignored with a line in the log; an honest ticket after them is still taken up."""
    from websockets.asyncio.server import serve

    paired: list[str] = []

    async def lying_relay(connection) -> None:
        path = connection.request.path
        if "/pair/" in path:
            paired.append(path.rsplit("/", 1)[1])
            return
        await connection.send(json.dumps({"kind": "open"}))
        for said in ("[" * 1500 + "]" * 1500, '{"kind": "arrived", "ticket": "../../x"}', "{"):
            await connection.send(said)
        await connection.send(json.dumps({"kind": "arrived", "ticket": "a" * 32}))
        await asyncio.sleep(1.0)

    async def host() -> str:
        async with serve(lying_relay, LOOPBACK, 0, max_size=None) as server:
            port = server.sockets[0].getsockname()[1]
            codes: asyncio.Queue = asyncio.Queue()
            spec = table_spec("deaths_will", "remote,remote", "{}")
            table = asyncio.create_task(host_table(spec, 0, LOOPBACK, None, codes.put_nowait, relay=(LOOPBACK, port)))
            said = await codes.get()
            for _ in range(50):  # the lies read, then the honest ticket taken up
                if paired:
                    break
                await asyncio.sleep(0.05)
            table.cancel()
            await asyncio.gather(table, return_exceptions=True)
            return said

    assert JoinCode.read(asyncio.run(host())).relayed
    assert paired == ["a" * 32]


def test_the_bytes_a_connection_may_send_through_a_relay_are_counted_in_bytes(monkeypatch):
    """A hello of 4-byte letters is four times its length on the wire: the relay counts what it carries."""
    from game.online import messages, relay

    monkeypatch.setattr(relay, "BYTES_A_MINUTE", 6000)  # the host's welcome and lobby come well within it

    async def sent() -> str | None:
        async with _Relay() as port:
            codes: asyncio.Queue = asyncio.Queue()
            spec = table_spec("deaths_will", "remote,remote", "{}")
            host = asyncio.create_task(host_table(spec, 0, LOOPBACK, None, codes.put_nowait, relay=(LOOPBACK, port)))
            code = JoinCode.read(await codes.get())
            async with connect(code.url) as app:
                hello = {"v": messages.VERSION, "kind": "hello", "secret": code.secret, "name": "\U0001f3b2" * 1700}
                await app.send(json.dumps(hello, ensure_ascii=False))  # 6,800 bytes of letters, 1,780 letters in all
                try:
                    while True:
                        await asyncio.wait_for(app.recv(), 3)
                except ConnectionClosed:
                    reason = app.close_reason
                except TimeoutError:
                    reason = None  # still seated: the relay took 6,900 bytes for 1,780 letters
            host.cancel()
            await asyncio.gather(host, return_exceptions=True)
            return reason

    assert asyncio.run(sent()) == "more sent in a minute than the relay passes on"
