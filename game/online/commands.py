"""``python -m game serve``, ``join`` and ``verify``: a table for friends
with no window, a seat taken by a computer player through the network, and
the check of an online match's record."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from pathlib import Path

from game.core import catalogue
from game.core.seats import LEVELS
from game.online.join_code import JoinCode
from game.platform.storage import Unreadable, load_json

SEAT_KINDS = ("remote", *(f"computer:{level}" for level in LEVELS))


class OnlineUsage(ValueError):
    """A command's words that do not make a table: one line for the terminal."""


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

    join = commands.add_parser("join", help="take a seat at a table by its join code, played by a computer player")
    join.add_argument("code", help="the table's join code")
    join.add_argument("--computer", choices=LEVELS, required=True, help="the computer player's level")

    verify = commands.add_parser("verify", help="check an online match's record: one line, fair or where it is not")
    verify.add_argument("file", type=Path)


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.WARNING, format="dice-tavern: %(message)s")
    if args.command == "serve":
        return _serve(args)
    if args.command == "join":
        return _join(args)
    return _verify(args.file)


def table_spec(game: str, seats_said: str, options_said: str):
    """The table ``serve`` is asked for; OnlineUsage with one line if it is not one."""
    from game.online.host import TableSpec

    definition = catalogue.find(game)
    if definition is None or not definition.playable:
        raise OnlineUsage(f"no game is called {game[:40]!r}")
    if game == "spelldice":
        raise OnlineUsage("Spelldice is not played online yet: its picks must be committed before any is shown")
    seats = [seat.strip() for seat in seats_said.split(",")]
    if any(seat not in SEAT_KINDS for seat in seats) or "remote" not in seats:
        raise OnlineUsage(f"--seats are {', '.join(SEAT_KINDS)}, at least one remote; not {seats_said!r}")
    try:
        overrides = json.loads(options_said)
    except ValueError:
        raise OnlineUsage("--options is JSON, like '{\"hands\": 3}'") from None
    if not isinstance(overrides, dict):
        raise OnlineUsage("--options is a JSON object of the game's options")
    rules = definition.play.rules
    names = tuple(f"Seat {k + 1}" for k in range(len(seats)))
    try:
        options = rules.Options.from_dict({**rules.Options(names=names).to_dict(), **overrides, "names": list(names)})
        problem = options.problem()
    except (KeyError, TypeError, ValueError) as error:
        raise OnlineUsage(f"--options: {error}") from None
    if problem:
        raise OnlineUsage(f"that table cannot be set: {problem}")
    return TableSpec(game, options, [seat.removeprefix("computer:") for seat in seats])


def _serve(args) -> int:
    from game.online.host import Cheated, host_table

    try:
        spec = table_spec(args.game, args.seats, args.options)
    except OnlineUsage as error:
        print(f"dice-tavern: {error}", file=sys.stderr)
        return 2
    try:
        asyncio.run(
            host_table(spec, args.port, args.address, args.record, lambda code: print(code, flush=True), args.seat_wait)
        )
    except Cheated as error:
        print(f"dice-tavern: the table closed: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"dice-tavern: cannot host on {args.address}:{args.port}: {error.strerror or error}", file=sys.stderr)
        return 1
    return 0


def _join(args) -> int:
    from game.online.app import ComputerApp, HostCaught

    try:
        code = JoinCode.read(args.code)
    except ValueError as error:
        print(f"dice-tavern: {error}", file=sys.stderr)
        return 2
    try:
        record = asyncio.run(ComputerApp(args.computer).play(code))
    except HostCaught as error:
        print(f"dice-tavern: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"dice-tavern: cannot reach the table at {code.host}:{code.port}: {error}", file=sys.stderr)
        return 1
    print(f"the match is over: {len(record['actions'])} steps, every die the agreed seed's")
    return 0


def _verify(path: Path) -> int:
    from game.online.verify import verdict

    try:
        data = load_json(path)
    except Unreadable as error:
        print(f"dice-tavern: {error}", file=sys.stderr)
        return 2
    fair, said = verdict(data, str(path))
    print(said)
    return 0 if fair else 1
