"""What every game's rules share, and nothing of any one game: the move
protocol, dice requests and results, coins, events and the typed refusal.

Chance is an explicit input. When a game needs dice, its state names a
``ThrowRequest``; whoever drives the game (the physics table, a seeded random
source in tests, a replay file) answers with a ``ThrowResult``. Nothing here
draws, simulates or reads a clock.
"""
