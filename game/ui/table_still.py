"""A game's still part of its table, given as one object (``game.ui.still_layer.StillPart``): the words
on its panels, the seat whose turn it is lit under them, what lies under them on the backdrop (Spots'
tray floor) and what the game lays over them (pictures, words of its own), and what lies on its cards
with the world (a purse's coins, the seats' marks), lifted with a winner's card."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Protocol

from game.ui.app import highlight
from game.ui.arcade_import import arcade
from game.ui.still_layer import KeptBatch, sprites_key

Box = tuple[float, float, float, float]  # left, bottom, width, height


class Laid(Protocol):
    """Something a game lays on its still table: drawn, and summed up in a key as it shows."""

    def draw(self) -> None: ...

    def key(self) -> Hashable: ...


class Sprites:
    """A list of sprites laid on the still table (a legend's faces, Spots' tiles)."""

    def __init__(self, sprites: arcade.SpriteList):
        self.sprites = sprites

    def draw(self) -> None:
        self.sprites.draw()

    def key(self) -> Hashable:
        return sprites_key(self.sprites)


class TableStill:
    """The panels' ``words``; ``lit()``: the box of the seat to act, lit under its words (None: none);
    ``under``: drawn first, on the bare backdrop (the same every frame); ``over``: laid over the words;
    ``on_cards``: what lies on the cards, drawn with the world."""

    def __init__(
        self,
        words: KeptBatch,
        lit: Callable[[], Box | None] = lambda: None,
        under: Callable[[], None] | None = None,
        over: Sequence[Laid] = (),
        on_cards: Callable[[], None] | None = None,
    ):
        self.words, self.lit, self.under, self.over, self.on_cards = words, lit, under, tuple(over), on_cards

    def key(self) -> Hashable:
        return self.lit(), self.words.key(), tuple(laid.key() for laid in self.over)

    def draw(self) -> None:
        if self.under is not None:
            self.under()
        lit = self.lit()
        if lit is not None:
            highlight(*lit)
        self.words.draw()
        for laid in self.over:
            laid.draw()

    def draw_on_cards(self) -> None:
        if self.on_cards is not None:
            self.on_cards()
