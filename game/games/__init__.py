"""The games' folders, one a game; ``game.registry`` lists them."""
