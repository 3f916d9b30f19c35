"""Where things lie at the Spots table: the tray, the cards and tiles, the
player's pack and the others' card, in table coordinates."""

from __future__ import annotations

from game.games.spots.physics import TRAY_HALF
from game.ui.fitting import line_height

TRAY_CENTRE = (645.0, 555.0)  # between the trick tiles (to 300) and the table's panels (from 990)
TRAY_RECT = (
    TRAY_CENTRE[0] - TRAY_HALF[0] - 12,
    TRAY_CENTRE[1] - TRAY_HALF[1] - 12,
    2 * TRAY_HALF[0] + 24,
    2 * TRAY_HALF[1] + 24,
)
TILES_CARD = (14, 380, 286, 330)  # its title and three rows of tiles, inside it
YARD_CARD = (14, 230, 286, 145)
COMPLETE_INK = (40, 132, 60)  # a dog with every space filled, not yet scored
INFO_CARD = (14, 110, 286, 110)
OTHERS_CARD = (990, 420, 276, 245)  # the tallest: three others, or the table watched
OTHER_ROW = 58
LOG_CARD = (990, 110, 276, 300)
PACK_AREA = (312, 108, 668, 300)
CARD_SIZE = (214, 140)
TILE_SIZE = (132, 92)
PICK_RADIUS = 24


def info_card() -> tuple:
    """The card of the pile, the deck and the player's dogs scored: four
    lines, the deck's top dog wrapping onto one of its own (at Normal too: its
    last line was cut, "..."), grown down to hold them (towards the bar, clear
    of it)."""
    x, y, w, h = INFO_CARD
    grown = max(0, round(4 * line_height(14)) + 30 - h)
    return x, y - grown, w, h + grown


def others_card(others: int) -> tuple:
    """The others' card, only as tall as its rows, its top where the tallest's is."""
    x, y, w, h = OTHERS_CARD
    height = min(h, 48 + OTHER_ROW * others)
    return x, y + h - height, w, height


def talk_card_for(others: int) -> tuple:
    """The talk's card, up to the others' card above it (a short one leaves it more room)."""
    x, y, w, _ = LOG_CARD
    return x, y, w, others_card(others)[1] - 10 - y


def card_spot(index: int) -> tuple[float, float]:
    """The middle of the acting player's card ``index`` (three across, two down)."""
    x0, y0, _, h = PACK_AREA
    row, column = divmod(index, 3)
    return x0 + 6 + CARD_SIZE[0] / 2 + column * (CARD_SIZE[0] + 7), y0 + h - 8 - CARD_SIZE[1] / 2 - row * (
        CARD_SIZE[1] + 6
    )


def tile_spot(place: int) -> tuple[float, float]:
    x0, y0, _, h = TILES_CARD
    row, column = divmod(place, 2)
    return x0 + 12 + TILE_SIZE[0] / 2 + column * (TILE_SIZE[0] + 6), y0 + h - 36 - TILE_SIZE[1] / 2 - row * (
        TILE_SIZE[1] + 5
    )


def treats_said(n: int) -> str:
    return f"{n} treat{'s' if n != 1 else ''}"


def inside(rect: tuple, x: float, y: float) -> bool:
    rx, ry, w, h = rect
    return rx <= x <= rx + w and ry <= y <= ry + h
