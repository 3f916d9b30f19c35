"""The arcade Views: one per screen. They draw the state and ask the match
for moves; every rule is decided in ``game.rules``."""
