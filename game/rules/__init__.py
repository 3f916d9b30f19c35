"""The pure rules of every game: no drawing, no physics, no clock.

Chance is an explicit input. When a game needs dice, its state names a
``ThrowRequest``; whoever drives the game (the physics table, a seeded random
source in tests, a replay file) answers with a ``ThrowResult``.
"""
