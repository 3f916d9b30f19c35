"""Friends on other networks, through a relay, as at home: two homes behind
routers that translate their addresses (NAT), both using the same home
addresses, and a relay on the network between them. The host and one app sit
in one home, another app in the other; nobody opens a port. The match is
played through ``python -m game relay`` to its end and its record verifies.

Everything here is made by the test and removed after it: network namespaces
(``ip netns``), the links between them and the routers' NAT rules (``nft``),
with addresses kept for documentation (198.51.100.0/24 in each home,
203.0.113.0/24 between), which exist only inside those namespaces: nothing is
sent anywhere else. Where namespaces cannot be made (not root, no ``ip`` or
``nft``), the test is skipped with a one-line reason."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.online.join_code import JoinCode

ROOT = Path(__file__).resolve().parents[1]
TAG = str(os.getpid() % 100_000)
HOME_A, ROUTER_A, RELAY, ROUTER_B, HOME_B = (f"dt{name}{TAG}" for name in ("ha", "ra", "rl", "rb", "hb"))
RELAY_ADDRESS, RELAY_PORT = "203.0.113.1", 8766
# A home router's translation: out as its own address; in only where a port was opened (the chain "pre",
# empty until a host asks the router: tests/fake_router.py).
NAT = (
    'table ip nat {\n chain post {\n  type nat hook postrouting priority 100;\n  oifname "wan0" masquerade\n }\n'
    " chain pre {\n  type nat hook prerouting priority -100;\n }\n}\n"
)
# Each link: (namespace, its end's name, its address) twice. Both homes use the same addresses, as homes do.
LINKS = [
    ((HOME_A, "eth0", "198.51.100.2/24"), (ROUTER_A, "lan0", "198.51.100.1/24")),
    ((ROUTER_A, "wan0", "203.0.113.2/30"), (RELAY, "a0", "203.0.113.1/30")),
    ((ROUTER_B, "wan0", "203.0.113.6/30"), (RELAY, "b0", "203.0.113.5/30")),
    ((HOME_B, "eth0", "198.51.100.2/24"), (ROUTER_B, "lan0", "198.51.100.1/24")),
]
ROUTES = {HOME_A: "198.51.100.1", HOME_B: "198.51.100.1", ROUTER_A: "203.0.113.1", ROUTER_B: "203.0.113.5"}


def _ip(*words: str) -> None:
    subprocess.run(["ip", *words], check=True, capture_output=True, text=True, timeout=10)


def _in(namespace: str, *command: str) -> list[str]:
    return ["ip", "netns", "exec", namespace, *command]


def _why_not_here() -> str | None:
    if sys.platform != "linux" or os.geteuid() != 0:
        return "network namespaces are made by root on Linux"
    for tool in ("ip", "nft"):
        if shutil.which(tool) is None:
            return f"no {tool} here (Debian's iproute2 and nftables)"
    return None


def _make_networks() -> None:
    for namespace in (HOME_A, ROUTER_A, RELAY, ROUTER_B, HOME_B):
        _ip("netns", "add", namespace)
        _ip("-n", namespace, "link", "set", "lo", "up")
    for k, ((ns_one, one, address_one), (ns_two, two, address_two)) in enumerate(LINKS):
        temporary = (f"dt{TAG}x{k}", f"dt{TAG}y{k}")  # made in this namespace, then moved and named
        _ip("link", "add", temporary[0], "type", "veth", "peer", "name", temporary[1])
        for name, namespace, final, address in zip(temporary, (ns_one, ns_two), (one, two), (address_one, address_two)):
            _ip("link", "set", name, "netns", namespace)
            _ip("-n", namespace, "link", "set", name, "name", final)
            _ip("-n", namespace, "addr", "add", address, "dev", final)
            _ip("-n", namespace, "link", "set", final, "up")
    for namespace, gateway in ROUTES.items():
        _ip("-n", namespace, "route", "add", "default", "via", gateway)
    for router in (ROUTER_A, ROUTER_B, RELAY):  # the relay's namespace is the internet between: it forwards too
        subprocess.run(_in(router, "sysctl", "-qw", "net.ipv4.ip_forward=1"), check=True, timeout=10)
    for router in (ROUTER_A, ROUTER_B):
        subprocess.run(_in(router, "nft", "-f", "-"), input=NAT, check=True, text=True, timeout=10)


def _remove_networks() -> None:
    for namespace in (HOME_A, ROUTER_A, RELAY, ROUTER_B, HOME_B):
        subprocess.run(["ip", "netns", "del", namespace], capture_output=True, timeout=10)


@pytest.fixture(scope="module")
def two_homes():
    why = _why_not_here()
    if why is not None:
        pytest.skip(why)
    try:
        _make_networks()
    except (subprocess.CalledProcessError, OSError, subprocess.TimeoutExpired) as error:
        _remove_networks()
        said = error.stderr.strip() if isinstance(error, subprocess.CalledProcessError) and error.stderr else error
        pytest.skip(f"network namespaces cannot be made here: {str(said)[:120]}")
    try:
        yield
    finally:
        _remove_networks()


def _game(namespace: str, *words: str, home: Path) -> subprocess.Popen:
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home)}
    env.pop("DICE_TAVERN_LOOPBACK_ONLY", None)  # these reach the namespaces' own addresses, and nothing else
    return subprocess.Popen(
        _in(namespace, sys.executable, "-m", "game", *words),
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@contextlib.contextmanager
def _processes():
    """The processes a test starts, each stopped as it leaves if it has not ended by itself."""
    running: list[subprocess.Popen] = []
    try:
        yield running
    finally:
        for process in running:
            if process.poll() is None:
                process.kill()
                process.wait(timeout=10)


def _whole_match(running: list, serve: tuple, joiners: tuple, home: Path) -> str:
    """A served match played to its end by a computer app joining from each of ``joiners`` (a namespace and
    a level each), its record verified; the join code it was played by."""
    host = _game(HOME_A, *serve, "--record", str(home / "match.json"), home=home)
    running.append(host)
    code = host.stdout.readline().strip()
    assert code, host.stderr.read()
    apps = [_game(where, "join", code, "--computer", level, home=home) for where, level in joiners]
    running += apps
    for app in apps:
        out, err = app.communicate(timeout=90)
        assert app.returncode == 0 and "the match is over" in out, err
    assert host.wait(timeout=30) == 0, host.stderr.read()
    verified = subprocess.run(
        [sys.executable, "-m", "game", "verify", str(home / "match.json")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert verified.returncode == 0 and verified.stdout.startswith("fair"), verified.stdout + verified.stderr
    return code


def test_two_homes_behind_nat_play_a_whole_match_through_a_relay_between_them(two_homes, tmp_path):
    with _processes() as running:
        relay = _game(RELAY, "relay", "--port", str(RELAY_PORT), "--address", "0.0.0.0", home=tmp_path)
        running.append(relay)
        assert relay.stdout.readline().strip() == f"relay at 0.0.0.0:{RELAY_PORT}", relay.stderr.read()
        serve = ("serve", "deaths_will", "--seats", "remote,remote", "--options", '{"hands": 3}')
        code = _whole_match(
            running,
            (*serve, "--relay", f"{RELAY_ADDRESS}:{RELAY_PORT}"),
            ((HOME_A, "easy"), (HOME_B, "hard")),
            tmp_path,
        )
    assert JoinCode.read(code).relayed


def _reached(namespace: str, address: str, port: int) -> bool:
    """Whether a connection from ``namespace`` to ``address``:``port`` is taken (within two seconds)."""
    probe = f"import socket; socket.create_connection(('{address}', {port}), timeout=2).close()"
    return subprocess.run(_in(namespace, sys.executable, "-c", probe), capture_output=True, timeout=30).returncode == 0


def test_a_host_whose_router_opens_its_port_is_reached_from_another_home(two_homes, tmp_path):
    """With --upnp the host asks its router (a test router in router A's namespace: tests/fake_router.py) to
    open the table's port: a friend in the other home and one on the network between reach the table at the
    router's own address, with no relay; the port was closed before and is closed again after."""
    router_outside, port = "203.0.113.2", 8765
    with _processes() as running:
        router = subprocess.Popen(
            _in(ROUTER_A, sys.executable, str(ROOT / "tests" / "fake_router.py"), "198.51.100.1", router_outside),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        running.append(router)
        assert router.stdout.readline().strip() == "ready", router.stderr.read()
        assert not _reached(HOME_B, router_outside, port)  # a home router lets nobody in unasked
        serve = ("serve", "deaths_will", "--seats", "remote,remote", "--options", '{"hands": 2}', "--upnp")
        code = _whole_match(
            running,
            (*serve, "--address", "0.0.0.0", "--port", str(port)),
            ((HOME_B, "normal"), (RELAY, "normal")),
            tmp_path,
        )
        opened = subprocess.run(
            _in(ROUTER_A, "nft", "list", "chain", "ip", "nat", "pre"), capture_output=True, text=True
        )
    assert (JoinCode.read(code).host, JoinCode.read(code).port) == (router_outside, port)
    assert "dnat" not in opened.stdout  # the table closed its port as it closed
