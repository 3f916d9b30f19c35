"""The screens a player meets, for the registry."""

from game.games.doty.lesson import lesson
from game.games.doty.results import DotyResultsView
from game.games.doty.setup import DotySetupView
from game.games.doty.table import DotyTableView
from game.ui.match_screens import GameScreens

SCREENS = GameScreens(setup=DotySetupView, table=DotyTableView, results=DotyResultsView, lesson=lesson)
