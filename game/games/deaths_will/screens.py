"""The screens a player meets, for the registry."""

from game.games.deaths_will.lesson import lesson
from game.games.deaths_will.results import DeathsWillResultsView
from game.games.deaths_will.setup import DeathsWillSetupView
from game.games.deaths_will.table import DeathsWillTableView
from game.ui.match_screens import GameScreens

SCREENS = GameScreens(
    setup=DeathsWillSetupView, table=DeathsWillTableView, results=DeathsWillResultsView, lesson=lesson
)
