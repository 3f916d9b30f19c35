"""Play with friends on their own machines: a host runs the rules, each
player's app is told every step as the match's record writes it, and checks
every die against a seed that no machine chose alone.

Runs without a window (``python -m game serve`` and ``join``): the screens
build on it, never the other way round.
"""
