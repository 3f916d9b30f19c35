"""The screens a player meets, for the registry."""

from game.games.spottle.lesson import lesson
from game.games.spottle.results import SpottleResultsView
from game.games.spottle.setup import SpottleSetupView
from game.games.spottle.table import SPOTTLE_TABLE
from game.ui.match_screens import GameScreens

SCREENS = GameScreens(setup=SpottleSetupView, table=SPOTTLE_TABLE, results=SpottleResultsView, lesson=lesson)
