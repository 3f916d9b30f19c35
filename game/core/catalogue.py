"""The games the tavern knows, for every module below the registry.

The registry (``game.registry``) names the games and imports each one's
folder; it sits at the top, so that match, saves, the Ledger, the menu and the
tools below it never import it (nor, through it, every game). The top of the
program (``game.cli``, and the tests' conftest) installs the registry's games
here as it starts; the lower modules look a game up here.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.definition import GameDefinition

_games: tuple[GameDefinition, ...] = ()


def install(games: Iterable[GameDefinition]) -> None:
    """The games of the tavern, in the menu's order (replacing any installed before)."""
    global _games
    _games = tuple(games)


def games() -> tuple[GameDefinition, ...]:
    """Every game, in the menu's order; the ones still to come among them."""
    if not _games:
        raise LookupError("no games installed: the program's start installs game.registry's (game.core.catalogue)")
    return _games


def playable() -> tuple[GameDefinition, ...]:
    return tuple(game for game in games() if game.playable)


def find(key: object) -> GameDefinition | None:
    """The game of a key read from a file, or None for a key no game has."""
    return next((game for game in games() if game.key == key), None)


def game(key: str) -> GameDefinition:
    """The game of a key the program itself wrote; KeyError for any other."""
    found = find(key)
    if found is None:
        raise KeyError(key)
    return found


def keys() -> tuple[str, ...]:
    return tuple(game.key for game in games())


def game_for(options: object) -> GameDefinition:
    """The game whose rules an options object belongs to."""
    for game in playable():
        if game.owns(options):
            return game
    raise ValueError(f"{type(options).__qualname__} is no game's options")
