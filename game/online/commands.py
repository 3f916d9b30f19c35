"""``python -m game serve``, ``join``, ``tables`` and ``verify`` (their words are in
``arguments``): a table for friends with no window, a seat taken by a
computer player through the network, and the check of an online match's
record."""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import logging
import socket
import sys
from pathlib import Path

from game.core import catalogue
from game.online import relayed
from game.online.app import ComputerApp, HostCaught
from game.online.arguments import SEAT_KINDS
from game.online.discovery import find_tables
from game.online.host import Cheated, TableSpec, host_table
from game.online.hosting import shown_address
from game.online.join_code import JoinCode
from game.online.relay import run_relay
from game.online.relayed import RelayRefused
from game.online.verify import verdict
from game.platform.storage import Unreadable, load_json


class OnlineUsage(ValueError):
    """A command's words that do not make a table: one line for the terminal."""


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.WARNING, format="dice-tavern: %(message)s")
    if args.command == "serve":
        return _serve(args)
    if args.command == "join":
        return _join(args)
    if args.command == "tables":
        return _tables(args.seconds)
    if args.command == "relay":
        return _relay(args)
    return _verify(args.file)


def table_spec(game: str, seats_said: str, options_said: str):
    """The table ``serve`` is asked for; OnlineUsage with one line if it is not one."""
    definition = catalogue.find(game)
    if definition is None or not definition.playable:
        raise OnlineUsage(f"no game is called {game[:40]!r}")
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
    names = _seat_names(definition, seats)
    try:
        options = rules.Options.from_dict({**_options_for(rules.Options, names).to_dict(), **overrides})
        problem = options.problem()
    except (KeyError, TypeError, ValueError) as error:
        raise OnlineUsage(f"--options: {error}") from None
    if problem:
        raise OnlineUsage(f"that table cannot be set: {problem}")
    return TableSpec(game, options, [seat.removeprefix("computer:") for seat in seats])


def seat_counts(game: str, most: int) -> list[int]:
    """How many seats, from two to ``most``, a table of ``game`` can be set for (its options given that
    many seats are a table its rules accept)."""
    options_class = catalogue.game(game).play.rules.Options
    counts = []
    for count in range(2, most + 1):
        try:
            options = _options_for(options_class, tuple(f"Seat {k + 1}" for k in range(count)))
        except (KeyError, TypeError, ValueError):
            continue
        if not options.problem():
            counts.append(count)
    return counts


def _seat_names(definition, seats: list) -> tuple:
    """Each seat's name as the table opens: a computer's as the game's setup names it at one screen
    (so Mother Grell plays online as she does at home), a friend's "Seat N" until they say their own."""
    names = []
    for k, seat in enumerate(seats):
        given = definition.seat_names[k] if 0 < k < len(definition.seat_names) else f"Seat {k + 1}"
        names.append(given if seat != "remote" else f"Seat {k + 1}")
    return tuple(names)


def _options_for(options_class, names: tuple):
    """A game's default options for these seats: what the default gives each
    seat (a purse), every seat is given; the rest as the default has it."""
    default = options_class()
    per_seat = {
        field.name: (value[0],) * len(names)
        for field in dataclasses.fields(default)
        if field.name != "names"
        and isinstance(value := getattr(default, field.name), tuple)
        and len(value) == len(default.names)
    }
    return options_class(names=names, **per_seat)


def _failed(why: object, exit_code: int) -> int:
    """A command that could not be done, said on one line of stderr: its exit code (2: the call's words)."""
    print(f"dice-tavern: {why}", file=sys.stderr)
    return exit_code


def _serve(args) -> int:
    try:
        spec = table_spec(args.game, args.seats, args.options)
    except OnlineUsage as error:
        return _failed(error, 2)
    try:
        relay = relay_address(args.relay) if args.relay else None
    except OnlineUsage as error:
        return _failed(error, 2)
    announce = None
    if args.announce:
        announce = args.name or f"{catalogue.game(spec.game).title} at {socket.gethostname()}"
    try:
        asyncio.run(
            host_table(
                spec,
                args.port,
                args.address,
                args.record,
                lambda code: print(code, flush=True),
                args.seat_wait,
                announce,
                shown_address=shown_address(args.address),  # a code friends can reach, where it listens on all
                relay=relay,
                open_port=args.upnp,
            )
        )
    except RelayRefused as error:
        return _failed(error, 1)
    except Cheated as error:
        return _failed(f"the table closed: {error}", 1)
    except OSError as error:
        return _failed(f"cannot host on {args.address}:{args.port}: {error.strerror or error}", 1)
    return 0


def relay_address(said: str) -> tuple[str, int]:
    """``--relay HOST:PORT`` as an address a join code carries (a name looked up); OnlineUsage if not one
    (the port said too: a table served with no window is set exactly)."""
    try:
        return relayed.relay_address(said)
    except ValueError as error:
        raise OnlineUsage(f"--relay: {error}") from None


def _relay(args) -> int:
    logging.getLogger("dice-tavern.relay").setLevel(logging.WARNING)
    try:
        asyncio.run(run_relay(args.address, args.port, lambda line: print(line, flush=True)))
    except OSError as error:
        return _failed(f"cannot listen on {args.address}:{args.port}: {error.strerror or error}", 1)
    return 0


def _join(args) -> int:
    try:
        code = JoinCode.read(args.code)
    except ValueError as error:
        return _failed(error, 2)
    try:
        record = asyncio.run(ComputerApp(args.computer).play(code))
    except HostCaught as error:
        return _failed(error, 1)
    except OSError as error:
        return _failed(f"cannot reach the table at {code.host}:{code.port}: {error}", 1)
    print(f"the match is over: {len(record['actions'])} steps, every die the agreed seed's")
    return 0


def _tables(seconds: float) -> int:
    """The tables announced on this machine's networks, one a line: its join code first."""
    if not 0 < seconds <= 60:
        return _failed("--seconds is more than 0 and at most 60", 2)
    try:
        found = asyncio.run(find_tables(seconds))
    except OSError as error:
        return _failed(f"cannot listen for tables on this network: {error}", 1)
    for table in found:
        print(table)
    if not found:
        print("no table is announced on this network", file=sys.stderr)
    return 0


def _verify(path: Path) -> int:
    try:
        data = load_json(path)
    except Unreadable as error:
        return _failed(error, 2)
    fair, said = verdict(data, str(path))
    print(said)
    return 0 if fair else 1
