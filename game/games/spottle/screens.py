"""The screens a player meets, for the registry."""

from game.games.spottle.lesson import lesson
from game.games.spottle.results import SpottleResultsView
from game.games.spottle.setup import SpottleSetupView
from game.games.spottle.table import SpottleTableView
from game.ui.match_screens import GameScreens

SCREENS = GameScreens(setup=SpottleSetupView, table=SpottleTableView, results=SpottleResultsView, lesson=lesson)
