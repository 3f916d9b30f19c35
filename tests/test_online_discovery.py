"""Tables found on the same network (mDNS): announced by ``serve --announce``
or by a table hosted from the window whose host chose to show it, and listed
by ``tables`` or the window's Tables on this network, tested only inside a
network namespace the test makes for itself (``unshare --net``, its loopback
up and multicast on), so nothing is multicast on the machine's own networks.
Every other test, ``serve`` without ``--announce`` and a run kept to loopback
(``DICE_TAVERN_LOOPBACK_ONLY``, as every test is), announces nothing."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import zeroconf
import zeroconf.asyncio
from zeroconf.asyncio import AsyncServiceInfo

from game.online import discovery
from game.online.app import ComputerApp
from game.online.commands import table_spec
from game.online.host import host_table
from game.online.join_code import JoinCode

ROOT = Path(__file__).resolve().parent.parent
NAMESPACE_UP = "ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo"

# Run inside the namespace: a table announced, one not, the list heard, the
# announced table joined by the code the list gives, and the list heard again.
IN_THE_NAMESPACE = r"""
import json, subprocess, sys
game = [sys.executable, "-m", "game"]
def serve(*more):
    return subprocess.Popen([*game, "serve", "deaths_will", "--seats", "remote,remote", "--options", '{"hands": 2}',
                             *more], stdout=subprocess.PIPE, text=True)
def tables():
    done = subprocess.run([*game, "tables", "--seconds", "2"], capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout.splitlines(), done.stderr
announced = serve("--announce", "--name", "The Oak Table")
quiet = serve()
try:  # the tables served are ended whatever happens: their open output would hold the test's run
    codes = [announced.stdout.readline().strip(), quiet.stdout.readline().strip()]
    for _ in range(5):  # a busy machine may take longer than one listening to hear the announcement
        first = tables()
        if first[1]:
            break
    listed = first[1][0].split()[0] if first[1] else None
    def join(level):
        return subprocess.Popen([*game, "join", listed, "--computer", level], stdout=subprocess.PIPE, text=True)
    joins, middle = ([join("easy")], None) if listed else ([], None)
    for _ in range(5 if listed else 0):  # one seat taken: the announcement says so
        middle = tables()
        if middle[1] and "1 of 2 seats free" in middle[1][0]:
            break
    joins += [join("hard")] if listed else []
    joined = [join.communicate(timeout=120)[0] for join in joins]
    served = announced.wait(timeout=60) if listed else None
    after = tables()
finally:
    for table in (announced, quiet):
        table.kill()
print(json.dumps({"codes": codes, "first": first, "middle": middle, "joined": joined, "served": served,
                  "after": after}))
"""


def _namespace_refused() -> str | None:
    """Why this machine will not make a network namespace for the test, or None."""
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return "unshare or ip is not installed"
    try:
        tried = subprocess.run(
            ["unshare", "--net", "sh", "-c", NAMESPACE_UP], capture_output=True, text=True, timeout=20
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"unshare --net could not run: {error}"
    if tried.returncode != 0:
        return f"unshare --net is not permitted here (it needs root or user namespaces): {tried.stderr.strip()[:120]}"
    return None


def _run_in_a_namespace(program: str, home) -> dict:
    """``program`` run in a network namespace of its own (a home of its own, headless): what it printed last.
    The test is skipped where this machine will not make one."""
    refused = _namespace_refused()
    if refused:
        pytest.skip(refused)
    env = {**os.environ, "DICE_TAVERN_HOME": str(home), "PYTHONPATH": str(ROOT), "ARCADE_HEADLESS": "1"}
    script = home / "in_the_namespace.py"
    script.write_text(program)
    done = subprocess.run(
        ["unshare", "--net", "sh", "-c", f"{NAMESPACE_UP} && exec {sys.executable} {script}"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.splitlines()[-1])


def test_an_announced_table_is_listed_with_its_code_and_joined_by_it(tmp_path):
    said = _run_in_a_namespace(IN_THE_NAMESPACE, tmp_path)
    code, quiet_code = said["codes"]
    returncode, lines, _ = said["first"]
    assert returncode == 0 and len(lines) == 1, said  # the table not announced is not listed
    assert lines[0] == f"{code}  deaths_will, 2 of 2 seats free  The Oak Table"
    assert quiet_code not in lines[0]
    assert said["middle"][1] == [f"{code}  deaths_will, 1 of 2 seats free  The Oak Table"]
    assert all("every die the agreed seed's" in out for out in said["joined"]) and len(said["joined"]) == 2
    assert said["served"] == 0
    assert said["after"][1] == [] and "no table is announced" in said["after"][2]  # its goodbye heard


# Run inside the namespace, where its loopback is the only network: so the run is not kept to loopback
# (as the tests are, which would list no table), and the window's own list is heard there. A table hosted
# as the window hosts (its host's own seat kept and taken through loopback) is shown; another is not. The
# window lists it, a friend joins it by its code and the list says one seat fewer, and the person at the
# window joins it from the list and plays it to the results; after, the list is empty.
WINDOW_IN_THE_NAMESPACE = r"""
import asyncio, json, os, threading, time
import tests.conftest  # noqa: F401  (headless, the player's files out of reach, the games installed)
del os.environ["DICE_TAVERN_LOOPBACK_ONLY"]  # this namespace's loopback is its only network
from game.online.app import ComputerApp
from game.online.commands import table_spec
from game.online.discovery import find_tables
from game.online.hosting import HostedTable
from game.platform.settings import Settings
from game.ui.dice_table import DiceTableView
from game.ui.menu import MenuView
from game.ui.online_lobby import LobbyView
from game.ui.online_menu import OnlineMenuView
from game.ui.results_screen import ResultsScreen
from game.ui.window import TavernWindow
from tests.test_online_screens import frames_until, person_plays
from tests.ui import click, replace_text

said = {}
window = TavernWindow(Settings(sound=False), visible=False)
window.settings.computer_pace, window.settings.animation = "fast", "instant"
spec = lambda: table_spec("spottle", "remote,remote,remote", '{"rounds": 2}')
shown = HostedTable(spec(), "127.0.0.1", announce="The Oak Table")
quiet = HostedTable(spec(), "127.0.0.1")
for hosted in (shown, quiet):
    hosted.open()
limit = time.monotonic() + 30
while not (shown.own_codes and quiet.own_codes):
    assert time.monotonic() < limit, "the tables did not open"
    time.sleep(0.05)
said["codes"] = [str(shown.code), str(quiet.code)]
host = ComputerApp("easy", name="Host")  # the host's own seat, through loopback as a window's host sits
hosting = threading.Thread(target=lambda: said.update(host=asyncio.run(host.play(shown.own_code))), daemon=True)
hosting.start()
try:
    menu = MenuView()
    window.show_view(menu)
    online = OnlineMenuView(back_to=menu, name="Ada")
    window.show_view(online)

    def listed(free):
        for _ in range(5):  # a busy machine may take longer than one listening to hear the announcement
            click(window, online.search_button)
            frames_until(window, lambda: online.search_button.text == "Tables on this network", 30)
            rows = [row.text for row in online.found_rows if row.visible]
            if rows and f"{free} of 2 seats free" in rows[0]:
                break
        return rows, online.answer.text

    said["first"] = listed(2)  # the host's own seat is not free to whoever finds the table
    # and a search at once after it finds it too: a host's silence of a second is outlasted
    click(window, online.search_button)
    frames_until(window, lambda: online.search_button.text == "Tables on this network", 30)
    said["again"] = [row.text for row in online.found_rows if row.visible]
    friend = ComputerApp("hard", name="Bram")
    friending = threading.Thread(target=lambda: said.update(friend=asyncio.run(friend.play(shown.code))), daemon=True)
    friending.start()
    said["middle"] = listed(1)
    click(window, online.found_rows[0])
    lobby = window.current_view
    assert isinstance(lobby, LobbyView)
    frames_until(window, lambda: shown.table is not None and shown.table.everyone_in.is_set(), 30)
    shown.begin()  # the host starts
    frames_until(window, lambda: isinstance(window.current_view, DiceTableView), 60)
    table = window.current_view
    said["names"] = list(table.match.state.names)
    person_plays(window, table)
    said["results"] = isinstance(window.current_view, ResultsScreen)
    said["same"] = table.match.state.history == shown.record["actions"]
    said["announced"] = shown.announced
    said["after"] = [str(found) for found in asyncio.run(find_tables(2.0))]
finally:
    shown.stop()
    quiet.stop()
print(json.dumps(said))
"""


def test_a_table_hosted_from_the_window_is_listed_by_the_window_and_joined_from_its_list(tmp_path):
    said = _run_in_a_namespace(WINDOW_IN_THE_NAMESPACE, tmp_path)
    code, quiet_code = said["codes"]
    rows, answer = said["first"]
    assert rows == ["The Oak Table: spottle, 2 of 2 seats free"] and answer == "", said  # not the quiet table
    assert said["again"] == rows, said
    assert said["middle"][0] == ["The Oak Table: spottle, 1 of 2 seats free"], said  # a friend sat down
    assert said["names"] == ["Host", "Bram", "Ada"] and said["results"] and said["same"]
    assert said["host"]["actions"] == said["friend"]["actions"]
    assert said["announced"] == "no longer shown: the match has begun"
    assert said["after"] == []  # withdrawn as it started


def test_a_table_is_announced_only_when_asked(monkeypatch):
    """A whole match served without ``announce``, with zeroconf unable to start: nothing tried to."""

    def refuse(*args, **kwargs):
        raise AssertionError("zeroconf started by a table not asked to announce")

    monkeypatch.setattr(zeroconf.Zeroconf, "__init__", refuse)
    monkeypatch.setattr(zeroconf.asyncio.AsyncZeroconf, "__init__", refuse)

    async def play() -> dict:
        codes: asyncio.Queue = asyncio.Queue()
        spec = table_spec("deaths_will", "remote,computer:easy", '{"hands": 2}')
        host = asyncio.create_task(host_table(spec, 0, "127.0.0.1", None, codes.put_nowait))
        code = JoinCode.read(await codes.get())
        await ComputerApp("easy").play(code)
        return await asyncio.wait_for(host, 30)

    assert asyncio.run(play())["actions"]


def _heard(properties: dict, port: int = 8765, address: str = "192.0.2.7", name: str = "Oak") -> AsyncServiceInfo:
    return AsyncServiceInfo(
        discovery.SERVICE,
        f"{name}.{discovery.SERVICE}",
        addresses=[socket.inet_aton(address)],
        port=port,
        properties=properties,
        server="elsewhere.local.",
    )


def test_an_announcement_that_is_not_whole_is_not_listed():
    code = str(JoinCode("192.0.2.7", 8765, "ab" * 10))
    whole = {"v": "1", "game": "spottle", "free": "1", "seats": "2", "code": code}
    assert str(discovery.found_table(_heard(whole))) == f"{code}  spottle, 1 of 2 seats free  Oak"
    for broken in (
        {**whole, "v": "2"},
        {**whole, "free": "3"},
        {**whole, "free": "-1"},
        {**whole, "seats": "99"},
        {**whole, "free": "many"},
        {**whole, "code": "NOT-A-CODE"},
        {**whole, "game": "\x1b[2J"},
        {k: v for k, v in whole.items() if k != "code"},
        {**whole, "code": str(JoinCode("192.0.2.99", 8765, "ab" * 10))},  # a code for another machine
    ):
        assert discovery.found_table(_heard(broken)) is None, broken
    assert discovery.found_table(_heard(whole, port=9999)) is None  # a code for another port
    assert discovery.plain("Oak\x07\x1b[31m" + "x" * 500, 60) == "Oak[31m" + "x" * 53  # words heard, shown plain


def test_a_name_announced_fits_a_dns_label_in_bytes_not_letters():
    code = JoinCode("192.0.2.7", 8765, "ab" * 10)
    for given in ("Ølstue ved Åen " * 6, "酒場" * 40, "x" * 80):
        name = discovery.Announcer(code, "spottle", 4, given).name
        assert len(name.encode()) <= discovery.NAME_BYTES < 63 and given.startswith(name)
    assert discovery.Announcer(code, "spottle", 4, "酒場" * 40).name == "酒場" * 9 + "酒"  # 19 whole letters


def test_a_table_hosted_from_the_window_in_a_run_kept_to_loopback_announces_nothing(monkeypatch):
    """Its host chose to show it, but this run (every test's, the monkey's) is kept to loopback: the table
    listens there, and is played to its end, with zeroconf unable to start."""
    import threading

    from game.online.hosting import HostedTable

    def refuse(*args, **kwargs):
        raise AssertionError("zeroconf started in a run kept to loopback")

    monkeypatch.setattr(zeroconf.Zeroconf, "__init__", refuse)
    monkeypatch.setattr(zeroconf.asyncio.AsyncZeroconf, "__init__", refuse)
    spec = table_spec("deaths_will", "remote,remote", '{"hands": 2}')
    hosted = HostedTable(spec, "0.0.0.0", announce="The Oak Table")
    assert hosted.announce is None and hosted.address == "127.0.0.1"
    hosted.open()
    try:
        played: dict = {}

        def sit(code, level: str) -> threading.Thread:
            thread = threading.Thread(target=lambda: played.update({level: asyncio.run(ComputerApp(level).play(code))}))
            thread.start()
            return thread

        while not hosted.own_codes:
            assert not hosted.done.wait(0.02), hosted.failed
        sitting = [sit(hosted.own_code, "easy"), sit(hosted.code, "hard")]
        while not (hosted.table.everyone_in.is_set()):
            assert not hosted.done.wait(0.02), hosted.failed
        hosted.begin()
        for thread in sitting:
            thread.join(60)
        assert hosted.done.wait(30) and hosted.failed is None
    finally:
        hosted.stop()
    assert played["easy"]["actions"] == played["hard"]["actions"] == hosted.record["actions"]
    assert hosted.announced == ""
