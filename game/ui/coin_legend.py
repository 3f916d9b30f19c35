"""The coins' legend, at a table where purses and pots show in coins: a
newcomer reads "2 gp 1 ep" only once told what gp and ep are."""

from __future__ import annotations

from game.core.coins import COINS
from game.ui import art, lettering
from game.ui.fitting import fit_block

# Under the talk, whose card ends where this begins: the controls along the
# bottom (a bet's, the watcher's band) reach across to the cards on the left.
LEGEND_CARD = art.Card(990, 110, 270, 78)  # opaque: its two small lines would not read over the grain
TALK_ABOVE = (990, 198, 270, 462)  # the talk's card above it, to the tables' top corner buttons
SIZE = 14  # the table's smallest readable words
WORDS = "Coins, smallest first: " + ", ".join(f"{coin.abbr} {coin.name}" for coin in reversed(COINS))


def cards_from(bottom: float) -> tuple[art.Card, tuple]:
    """The legend's card and the talk's above it, standing from ``bottom``
    up (LEGEND_CARD and TALK_ABOVE from the column's foot; higher over
    what stands at its foot, Spottle's plaques at the larger text sizes)."""
    x, y, w, h = LEGEND_CARD
    tx, ty, tw, th = TALK_ABOVE
    rise = bottom - y
    return art.Card(x, bottom, w, h), (tx, ty + rise, tw, th - rise)


def coin_legend(batch, card: tuple = LEGEND_CARD):
    """The legend's words on its card, in the table's batch (the card itself is one of the table's panels)."""
    x, y, w, h = card
    legend = lettering.text(
        "", x + 12, y + h / 2, art.INK, SIZE, width=w - 24, multiline=True, anchor_y="center", batch=batch
    )
    fit_block(legend, WORDS, SIZE, h - 8)  # the coins that fit, at a larger text size
    return legend
