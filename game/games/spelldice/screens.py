"""The screens a player meets, for the registry."""

from game.games.spelldice.lesson import lesson
from game.games.spelldice.results import SpelldiceResultsView
from game.games.spelldice.setup import SpelldiceSetupView
from game.games.spelldice.table import SPELLDICE_TABLE
from game.ui.match_screens import GameScreens

SCREENS = GameScreens(setup=SpelldiceSetupView, table=SPELLDICE_TABLE, results=SpelldiceResultsView, lesson=lesson)
