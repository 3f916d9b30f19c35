"""Where the Spottle table's plaques stand: the Master's across the table,
and at Normal each seat's just outside where its hand lets go, and at a
full table (six) pushed apart until no two overlap, each still near its seat.

At the larger text sizes the plaques grow, and the near side would put them
where the dice land (in the computers' matches, a quarter of the dice at
Large lay under one, two thirds at Largest): they stand round the play area
instead (``ring_centres``), two at the table's foot under where the dice
land, and the rest at the foot of the side columns, whose cards make room
above them (``column_plaques``)."""

from __future__ import annotations

from game.games.spottle.physics import seat_spot
from game.games.spottle.table_dice import plaque_size
from game.ui import text_size
from game.ui.banner_place import GAP as BANNER_GAP  # a banner's, clear of what it keeps off
from game.ui.composed_table import BOWL_CENTRE, TABLE_AREA
from game.ui.fitting import line_height
from game.ui.table_panels import PROMPT_SIZE
from game.ui.watch import BAND_HEIGHT, ROW_FOOT
from game.ui.widgets import BUTTON_MARGIN, BUTTON_SIZE

COLUMN = (20, 270)  # the left column's cards: their left edge and width
COLUMN_TOP, COLUMN_BOTTOM, COLUMN_GAP = 690, 110, 15  # level with the talk's card beside the table
GAP = 8  # between two seats' plaques
LEFT, RIGHT, BOTTOM = 300, 980, 98  # the room between the side cards, above the prompt
BELOW_HAND = 78  # a plaque's middle under its seat's hand


def _near_seat(seat: int, players: int) -> tuple[float, float]:
    """A plaque just below where the seat's hand lets go, kept on the table:
    the hand throws up the table, so no die it lets go of lies there."""
    x, y = seat_spot(seat, players)
    cx, cy = BOWL_CENTRE
    w, h = plaque_size()
    bottom = BOTTOM + prompt_grown()
    return (min(RIGHT - w / 2 - 6, max(LEFT + w / 2 + 6, cx + x)), max(bottom + h / 2, cy + y - BELOW_HAND))


def prompt_grown() -> float:
    """How much higher the prompt's line under the table reaches than at
    Normal: the plaques over it raised by as much, clear of it. Its line is
    taller; and on a table watched again it stands over the watcher's band,
    raised by what the band grows (``watch.Watching``: its row's buttons,
    as tall as their words, and a line over them)."""
    taller = line_height(PROMPT_SIZE, bold=True) * (1 - 1 / text_size.scale())
    buttons = max(36, line_height(BUTTON_SIZE) + BUTTON_MARGIN)
    rise = max(BAND_HEIGHT, ROW_FOOT + buttons + line_height(14) + 1) - BAND_HEIGHT
    return taller + (rise + 4 if rise else 0)


def plaque_centres(players: int) -> list[tuple[float, float]]:
    """Each seat's plaque, in seat order (left to right round the near side).
    Neighbours that would overlap are moved apart the shorter way: side by
    side where they stand level, else the higher one (further from the
    table's bottom edge) lifted."""
    centres = [list(_near_seat(seat, players)) for seat in range(players)]
    neighbours = list(zip(centres, centres[1:]))
    _apart(neighbours, 2 * players)
    # then any two (the larger plaques of the larger text sizes reach past their neighbours)
    _apart([(a, b) for k, a in enumerate(centres) for b in centres[k + 1 :]], 4 * players)
    return [(x, y) for x, y in centres]


def _apart(pairs: list, rounds: int) -> None:
    """Each pair of plaques (the left one first) that would overlap moved apart, as ``plaque_centres`` says."""
    w, h = plaque_size()
    for _ in range(rounds):
        moved = False
        for a, b in pairs:
            across, up = w + GAP - abs(b[0] - a[0]), h + GAP - abs(b[1] - a[1])
            if across <= 0 or up <= 0:
                continue
            moved = True
            if across <= up:
                a[0] -= across / 2
                b[0] += across / 2
            else:
                # level (raised to the same foot, at the larger sizes): the one further out from the middle
                out = a if abs(a[0] - BOWL_CENTRE[0]) >= abs(b[0] - BOWL_CENTRE[0]) else b
                higher = out if a[1] == b[1] else a if a[1] > b[1] else b
                higher[1] += up
        if not moved:
            break


def master_card(house_lines: int, line: float) -> tuple[float, ...]:
    """The Master's card, the top of the left column, only as tall as his
    title, his dice and the lines of his house (and one more, for the
    objects he wins to run on to)."""
    height = 76 + 2 * master_lines_lowered(line) + line * (house_lines + 1) + 12
    return (COLUMN[0], COLUMN_TOP - height, COLUMN[1], height)


def master_lines_lowered(line: float) -> float:
    """How much lower, than at Normal, the Master's dice line stands under
    his title (and his house's lines twice as much): each line's ``line``
    taller at the larger sizes."""
    return line * (1 - 1 / text_size.scale())


ROUND_TITLE_DOWN, ROUND_WORDS_UNDER_TITLE = 32, 24  # the round card's title's baseline, and its lines' under it


def round_words_down() -> float:
    """The round card's lines' first baseline under its top: 56 at Normal, a
    line under the title's, as much lower as the title's line grows (at the
    larger sizes its foot met their tops)."""
    return ROUND_TITLE_DOWN + ROUND_WORDS_UNDER_TITLE * text_size.scale()


def round_card(master: tuple, lines: int, line: float, bottom: float = COLUMN_BOTTOM) -> tuple[float, ...]:
    """The round's card under the Master's, as tall as its ``lines`` (each
    ``line`` high), down to ``bottom`` at most: how the last round went and
    every seat's dice this round."""
    top = master[1] - COLUMN_GAP
    height = min(top - bottom, round_words_down() + line * lines + 12)
    return (COLUMN[0], top - height, COLUMN[1], height)


# The places round the play area at the larger sizes, in the order the seats
# sit round it (left to right round the near side, then up the right), and
# the order they are filled in (the table's foot first, nearest the hands).
RING = ("left", "foot_left", "foot_right", "right_0", "right_1", "right_2")
FILLED_FIRST = ("foot_left", "foot_right", "left", "right_0", "right_1", "right_2")
RIGHT_COLUMN = 990  # the right column's left edge (the talk's, the coins' legend's)


def ring_places(players: int) -> list[str]:
    """The ring's places the seats take, in seat order."""
    taken = set(FILLED_FIRST[:players])
    return [place for place in RING if place in taken]


def ring_centres(players: int) -> list[tuple[float, float]]:
    """Each seat's plaque round the play area (the larger sizes): at the
    table's foot, side by side under where the dice land, and at the foot
    of the side columns, stacked up the right one."""
    w, h = plaque_size()
    foot = BOTTOM + prompt_grown() + h / 2
    column_foot = COLUMN_BOTTOM + h / 2
    spots = {
        "left": (COLUMN[0] + w / 2, column_foot),
        "foot_left": (BOWL_CENTRE[0] - GAP / 2 - w / 2, foot),
        "foot_right": (BOWL_CENTRE[0] + GAP / 2 + w / 2, foot),
        **{f"right_{k}": (RIGHT_COLUMN + w / 2, column_foot + k * (h + GAP)) for k in range(3)},
    }
    return [spots[place] for place in ring_places(players)]


def near_side() -> bool:
    """The plaques stand on the near side (Normal), not round the play area."""
    return text_size.scale() == 1


def seat_centres(players: int) -> list[tuple[float, float]]:
    """Each seat's plaque at the player's text size."""
    return plaque_centres(players) if near_side() else ring_centres(players)


def column_plaques(players: int) -> tuple[float, float]:
    """How high the plaques at the foot of the left and the right column
    reach (COLUMN_BOTTOM where none stands): their cards stand above."""
    if near_side():
        return COLUMN_BOTTOM, COLUMN_BOTTOM
    _, h = plaque_size()
    places = ring_places(players)
    right = sum(place.startswith("right") for place in places)
    left = COLUMN_BOTTOM + ("left" in places) * (h + COLUMN_GAP)
    return left, COLUMN_BOTTOM + right * (h + GAP) + (COLUMN_GAP - GAP if right else 0)


def plaque_rect(centre: tuple[float, float], size: tuple[float, float] | None = None) -> tuple[float, ...]:
    """(left, bottom, width, height) of a plaque around its middle (a seat's, at the text size, unless ``size``)."""
    (x, y), (w, h) = centre, size or plaque_size()
    return (x - w / 2, y - h / 2, w, h)


def room_over_the_plaques(plaques: list) -> tuple[float, float, float, float]:
    """Where a banner may stand: the table above the plaques that stand on it: a crowded table has
    dice lying everywhere, and a banner moving off them must still never
    cover a purse or a bet (the dice it covers are only those it does
    not speak of, and only where it must)."""
    left, right = TABLE_AREA.left, TABLE_AREA.right
    tops = [y + h for x, y, w, h in (plaque_rect(centre) for centre in plaques) if x < right and x + w > left]
    bottom = max([TABLE_AREA.bottom, *(top + BANNER_GAP for top in tops)])
    return (left, bottom, right - left, TABLE_AREA.top - bottom)
