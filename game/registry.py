"""The registry: every game of the tavern, in the menu's order.

A game is a folder under ``game/games`` that declares a ``GameDefinition``
(see ``game.core.definition`` for what the folder holds); listing it below
puts it in the menu, the command line, ``Match``, replays, the smoke run and
the bench. Only the top of the program imports this module: it installs
these games in ``game.core.catalogue``, where every lower module finds them.
"""

from __future__ import annotations

from game.core import catalogue
from game.core.definition import GameDefinition
from game.games.deaths_will import GAME as DEATHS_WILL
from game.games.doty import GAME as DOTY
from game.games.spelldice import GAME as SPELLDICE
from game.games.spots import GAME as SPOTS
from game.games.spottle import GAME as SPOTTLE

GAMES: tuple[GameDefinition, ...] = (
    DEATHS_WILL,
    SPOTTLE,
    DOTY,
    SPOTS,
    SPELLDICE,
)
GAME_BY_KEY = {game.key: game for game in GAMES}
PLAYABLE = tuple(game for game in GAMES if game.playable)


def install() -> None:
    """The tavern's games, for the modules below to find (``game.core.catalogue``)."""
    catalogue.install(GAMES)
