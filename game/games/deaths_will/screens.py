"""The screens a player meets, for the registry."""

from game.games.deaths_will.lesson import lesson
from game.games.deaths_will.results import DeathsWillResultsView
from game.games.deaths_will.setup import DeathsWillSetupView
from game.games.deaths_will.table import DEATHS_WILL_TABLE
from game.ui.match_screens import GameScreens

SCREENS = GameScreens(setup=DeathsWillSetupView, table=DEATHS_WILL_TABLE, results=DeathsWillResultsView, lesson=lesson)
