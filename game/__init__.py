"""Dice Tavern: tavern dice games with dice you actually throw."""

__version__ = "0.1.0"
