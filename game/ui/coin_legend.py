"""The coins' legend, at a table where purses and pots show in coins: a
newcomer reads "2 gp 1 ep" only once told what gp and ep are."""

from __future__ import annotations

from game.core.coins import COINS
from game.ui import art, lettering

# Under the talk, whose card ends where this begins: the controls along the
# bottom (a bet's, the watcher's band) reach across to the cards on the left.
LEGEND_CARD = art.Card(990, 110, 270, 78)  # opaque: its two small lines would not read over the grain
TALK_ABOVE = (990, 198, 270, 462)  # the talk's card above it, to the tables' top corner buttons
SIZE = 14  # the table's smallest readable words
MARGIN = 7  # over and under its words, inside the card
GAP = 10  # between the legend's card and the talk's
WORDS = "Coins, smallest first: " + ", ".join(f"{coin.abbr} {coin.name}" for coin in reversed(COINS))
# said in a line fewer where the talk above would be left too short for its lines (Spottle's six plaques)
SHORTER = " < ".join(f"{coin.abbr} {coin.name}" for coin in reversed(COINS))


def legend_height(words: str = WORDS) -> float:
    """The legend card's height: its words whole, wrapped as the text size makes them (LEGEND_CARD's at Normal)."""
    _, _, w, h = LEGEND_CARD
    art.load_fonts()  # measured in the tavern's font, though the table (which loads it) is not made yet
    ruler = lettering.text(words, 0, 0, art.INK, SIZE, width=w - 24, multiline=True)
    return max(h, ruler.content_height + 2 * MARGIN)


def cards_from(bottom: float = LEGEND_CARD[1], least_talk: float = 0) -> tuple[art.Card, tuple]:
    """The legend's card and the talk's above it, standing from ``bottom``
    up (LEGEND_CARD and TALK_ABOVE from the column's foot; higher over
    what stands at its foot, Spottle's plaques at the larger text sizes).
    At the larger text sizes the legend is taller, its words whole, and the
    talk shorter above it: the legend said SHORTER where the talk would be
    left less than ``least_talk``."""
    x, y, w, _ = LEGEND_CARD
    tx, ty, tw, th = TALK_ABOVE
    h = legend_height()
    if th - (bottom + h - (ty - GAP)) < least_talk:
        h = legend_height(SHORTER)
    rise = bottom + h - (ty - GAP)  # how far the talk's foot rises
    return art.Card(x, bottom, w, h), (tx, ty + rise, tw, th - rise)


def coin_legend(batch, card: tuple = LEGEND_CARD):
    """The legend's words on its card, in the table's batch (the card itself is one of the table's panels):
    said whole, or SHORTER where the card was made for that."""
    x, y, w, h = card
    words = WORDS if legend_height(WORDS) <= h else SHORTER
    return lettering.text(
        words, x + 12, y + h / 2, art.INK, SIZE, width=w - 24, multiline=True, anchor_y="center", batch=batch
    )
