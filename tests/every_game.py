"""The games the shared suites run (the fuzz, the Ledger, the table's flow,
a lesson): the tavern's own and High Die, the tiny game of tests/tiny_game,
so that the least a game can be is held to all a game must do.

High Die is installed beside the registry's games only while a test that
asks for ``every_game_installed`` (tests/conftest.py), or a block in
``every_game()``, runs: a test that does not ask never meets it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from game import registry
from game.core import catalogue
from tests.tiny_game import GAME as HIGH_DIE

EVERY_GAME = (*registry.PLAYABLE, HIGH_DIE)


@contextmanager
def every_game() -> Iterator[None]:
    """High Die installed beside the tavern's games, for as long as the block runs."""
    catalogue.install((*registry.GAMES, HIGH_DIE))
    try:
        yield
    finally:
        registry.install()  # the tavern's own games again, for the tests after
