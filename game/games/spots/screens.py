"""The screens a player meets, for the registry."""

from game.games.spots.lesson import lesson
from game.games.spots.results import SpotsResultsView
from game.games.spots.setup import SpotsSetupView
from game.games.spots.table import SPOTS_TABLE
from game.ui.match_screens import GameScreens

SCREENS = GameScreens(setup=SpotsSetupView, table=SPOTS_TABLE, results=SpotsResultsView, lesson=lesson)
