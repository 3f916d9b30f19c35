"""The screens a player meets, for the registry."""

from game.games.spots.lesson import lesson
from game.games.spots.results import SpotsResultsView
from game.games.spots.setup import SpotsSetupView
from game.games.spots.table import SpotsTableView
from game.ui.match_screens import GameScreens

SCREENS = GameScreens(setup=SpotsSetupView, table=SpotsTableView, results=SpotsResultsView, lesson=lesson)
