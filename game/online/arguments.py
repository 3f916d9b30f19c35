"""The words of ``python -m game serve``, ``join``, ``tables`` and ``verify``, added to
the command line without loading the network (``commands`` runs them)."""

from __future__ import annotations

from pathlib import Path

from game.core.seats import LEVELS

SEAT_KINDS = ("remote", *(f"computer:{level}" for level in LEVELS))
RELAY_PORT = 8766


def add_commands(commands) -> None:
    """The online commands, on the command line's subparsers."""
    serve = commands.add_parser(
        "serve",
        help="host a table with no window for friends elsewhere; prints its join code on its first line, "
        "plays the match, writes its record (--record) and exits 0",
    )
    serve.add_argument("game", help="the game to play")
    serve.add_argument(
        "--seats", required=True, help=f"one per seat: {', '.join(SEAT_KINDS)}; e.g. remote,remote,computer:hard"
    )
    serve.add_argument("--record", type=Path, help="write the match's record here when it ends (for verify)")
    serve.add_argument("--options", default="{}", help="the game's options as JSON, e.g. '{\"hands\": 3}'")
    serve.add_argument("--port", type=int, default=0, help="the port to listen on (default: any free one)")
    serve.add_argument(
        "--address", default="127.0.0.1", help="the address to listen on (default 127.0.0.1, this machine only)"
    )
    serve.add_argument("--seat-wait", type=float, default=60.0, help="seconds a dropped player's seat is kept")
    serve.add_argument(
        "--announce",
        action="store_true",
        help="announce the table, its join code with it, on the network it listens on (mDNS), so anyone "
        "there may pick it from `tables` and take a free seat; off unless asked",
    )
    serve.add_argument("--name", help="the table's name as announced (default: the game at this machine's name)")
    serve.add_argument(
        "--relay",
        metavar="HOST:PORT",
        help="open the table at a relay (python -m game relay) as well, for friends on other networks: the "
        "join code names the relay, which the host and every friend connect out to",
    )
    serve.add_argument(
        "--upnp",
        action="store_true",
        help="ask the home router (UPnP) to open the table's port, for friends on other networks; the join "
        "code then carries the router's address (with --address 0.0.0.0 or this machine's own on its network)",
    )

    relay = commands.add_parser(
        "relay",
        help="pass messages between hosts and their friends on other networks, for as long as it runs; "
        "prints where it listens on its first line",
    )
    relay.add_argument("--port", type=int, default=RELAY_PORT, help=f"the port to listen on (default {RELAY_PORT})")
    relay.add_argument(
        "--address", default="0.0.0.0", help="the address to listen on (default 0.0.0.0: every network it is on)"
    )

    join = commands.add_parser("join", help="take a seat at a table by its join code, played by a computer player")
    join.add_argument("code", help="the table's join code")
    join.add_argument("--computer", choices=LEVELS, required=True, help="the computer player's level")

    tables = commands.add_parser(
        "tables",
        help="list the tables announced on this machine's networks (mDNS), one a line, each with its join code",
    )
    tables.add_argument("--seconds", type=float, default=3.0, help="how long to listen (default 3)")

    verify = commands.add_parser("verify", help="check an online match's record: one line, fair or where it is not")
    verify.add_argument("file", type=Path)
