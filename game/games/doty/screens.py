"""The screens a player meets, for the registry."""

from game.games.doty.lesson import lesson
from game.games.doty.results import DotyResultsView
from game.games.doty.setup import DotySetupView
from game.games.doty.table import DOTY_TABLE
from game.ui.match_screens import GameScreens

SCREENS = GameScreens(setup=DotySetupView, table=DOTY_TABLE, results=DotyResultsView, lesson=lesson)
