"""High Die: the least a game of the tavern can be, for the tests. Two
players throw one die each; the higher wins, and a tie is a draw. Its rules
(``rules``), its computer player (``ai``), its match (``play``) and its
command line (``commands``); no screens, so no window ever shows it.

Registered by a test in one line (tests/test_tiny_game.py), as a real game is
in game/registry.py: see docs/adding-a-game.md."""

from game.core.definition import GameDefinition

GAME = GameDefinition(
    "high_die",
    "High Die",
    "One die each; the higher wins.",
    "2 players",
    package=__name__,
    levels=(("easy", "calls for its die"), ("normal", "calls for its die"), ("hard", "calls for its die")),
)
