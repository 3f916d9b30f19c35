"""Spots' own pictures (drawn by build_scripts/make_art.py into
resources/images/spots/): a dog for every card, the spaces with their pips,
the cards, the trick tiles in their colours, paw prints and treats."""

from __future__ import annotations

from game.ui import art
from game.ui.arcade_import import arcade


def dog(key: str) -> arcade.Texture:
    return art.texture("spots", f"dog_{key}.png")


def space(value: int) -> arcade.Texture:
    return art.texture("spots", f"space_{value}.png")


def card(scored: bool) -> arcade.Texture:
    return art.texture("spots", "card_scored.png" if scored else "card.png")


def tile(colour: str, faceup: bool) -> arcade.Texture:
    return art.texture("spots", f"tile_{colour}{'' if faceup else '_back'}.png")


def paw() -> arcade.Texture:
    return art.texture("spots", "paw.png")


def treat() -> arcade.Texture:
    return art.texture("spots", "treat.png")
