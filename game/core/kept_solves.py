"""Slow, pure solves kept between sessions.

A computer player that plays a race exactly reads a table solved once (Doty's
races, Death's Will's hands): a second or two of arithmetic. The solvers ask
``kept(key, solve, sources)`` for it; the app gives this module a store (its
cache folder), so a table solved once is read back in a millisecond ever
after, and the table's frame loop never waits for a solve: a table first
checks ``only_kept`` whether all it needs is there, and has what is missing
solved in a process of its own (``game.services.solving``). Without a store, ``kept``
just solves, as the simulations and the rules' tests want.

A key names the solve and its arguments; the digest of the files that
compute it is added to it, so a changed solver never reads an old table.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable, Iterable
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Protocol, TypeVar, cast

from game import __version__

T = TypeVar("T")


class Store(Protocol):
    def load(self, key: str) -> object | None: ...
    def keep(self, key: str, value: object) -> None: ...


class NotKept(LookupError):
    """Raised inside ``only_kept`` for a solve the store does not hold."""


_store: Store | None = None
_checking = threading.local()


def use_store(store: Store | None) -> None:
    """Where solves are kept from now on (None: nowhere, solve every session)."""
    global _store
    _store = store


def current_store() -> Store | None:
    return _store


@contextmanager
def only_kept():
    """Within it, ``kept`` reads what the store holds and raises NotKept
    rather than solve: a check that costs milliseconds."""
    _checking.active = True
    try:
        yield
    finally:
        _checking.active = False


@cache
def _digest(sources: tuple[str, ...]) -> str:
    hashed = hashlib.sha256(__version__.encode())
    for source in sources:
        try:
            hashed.update(Path(source).read_bytes())
        except OSError:  # a module inside an archive: the version above names it
            hashed.update(source.encode())
    return hashed.hexdigest()[:12]


def kept(key: str, solve: Callable[[], T], sources: Iterable[str]) -> T:
    """The solve named ``key`` (computed by the files ``sources``): read
    from the store, or solved and kept there."""
    full_key = f"{key}-{_digest(tuple(sources))}"
    store = _store
    value = store.load(full_key) if store is not None else None
    if value is not None:
        return cast(T, value)  # what this key's solve made when it was kept
    if getattr(_checking, "active", False):
        raise NotKept(key)
    value = solve()
    if store is not None:
        store.keep(full_key, value)
    return value
