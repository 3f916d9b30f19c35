"""Where the Doty table's cards stand, at the player's text size: the
score card and the faces' legend in the left column, the way of play's
card and the talk in the right one.

At Normal the left column is as it always was: the seats' rows one under
another, a name over its seat's kind with the score beside it, and the six
faces in three narrow columns, a die over its name over its tags. At the
larger text sizes neither fits a column that narrow and that low: the
column grows toward the bowl (never to its rim: the bowl stays the middle
of the table and the largest thing on it, the banner over it narrowed to
match), the score card's rows stand in two columns, each a name over its
seat's kind and score, and the legend lists the faces one a line (die,
name, tags)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.games.doty.faces import EVERYONE_SCORES_POINTS, FACES
from game.games.doty.rules import CALLED_SHOT_ROWS
from game.ui import art, text_size
from game.ui.composed_table import BOWL_CENTRE
from game.ui.fitting import line_height, words_width
from game.ui.table_panels import BANNER_BOX

LEFT = 20  # the left column's edge, as the right column's is the window's less as much
NARROW = 270  # both columns' width at Normal
TOP, BOTTOM = 700, 110  # the left column's room: over the campaign's stakes words at the bottom left
CARD_GAP = 10  # between the score card and the legend
BOWL_REACH = 212  # the bowl's drawn rim, from its middle (resources/images/bowl.png)
CLEAR_OF_BOWL = 18  # between the widened column and the bowl's rim
BANNER_MARGIN = 10  # between the narrowed banner and the widened column

# At Normal, as the table was first laid out (written at Normal, grown with the text size)
INFO_CARD = (990, 410, 270, 250)
LOG_CARD = (990, 110, 270, 290)
RIGHT_GAP = 10  # between the info card and the talk's
INFO_TITLE_DOWN = 32  # the info card's title's baseline under its top
INFO_TEXT_UNDER_TITLE = 24  # its words' first baseline under the title's
SHOT_ROWS_UNDER_TITLE = 50  # the first Called Shot row's baseline under the title's
SHOT_ROW = 20  # a Called Shot row's height
INFO_WORDS_LINES = 2  # the info card's words over the Called Shot rows: a declaration's fitting faces, wrapped
OTHER_WORDS_LINES = 6  # its words at the other ways of play (Pairs: the set, wrapped, and the throws' tally)
SCORE_CARD = (LEFT, 315, NARROW, 375)
LEGEND_CARD = (LEFT, 110, NARROW, 190)
ROW_HEIGHT = 52  # a seat's row: its name over its kind
NAME_DOWN = 22  # a row's name's baseline under the row's top
DETAIL_DOWN = 20  # the kind's line under the name's
SCORE_DOWN = 8  # the score's baseline under the name's, beside it at Normal
ROW_INSET = 6  # a row's box (its highlight, where answers rise) inside the card's edge
TITLE_OVER_ROWS = 24  # the score card's title's baseline over its first row: its letters' feet and a margin
GRID_PITCH = 88  # at Normal, the legend's three columns' middles this far apart
LEGEND_TITLE_DOWN = 20  # the legend's title's middle under its top
LEGEND_DIE_SCALE = 0.34  # a legend die's picture, scaled from its resting texture
LEGEND_DIE = 28  # ...about this wide and high on the table
TURN_FRAME = 4  # the gold frame round the row of the seat whose turn it is (app.highlight)
FOOT_UNDER_BASELINE = 0.25  # of a line's height, its letters' feet reach under its baseline: the row's foot
SIZES = {"info": 13, "name": 16, "detail": 11, "score": 22, "score_title": 18, "legend_title": 15, "legend": 14}


@dataclass(frozen=True)
class DotyLayout:
    score_card: tuple  # (left, bottom, width, height)
    legend_card: tuple
    score_columns: int  # 1: the rows one under another, the score beside each name; 2: under it
    row_height: float
    players: int
    banner_box: tuple  # (width, height) of the banner over the bowl
    legend_listed: bool  # the faces one a line (else the narrow grid, a die over its name over its tags)
    info_card: tuple = INFO_CARD  # the way of play's card, at the right column's top
    log_card: tuple = LOG_CARD  # the talk's, under it

    def shot_row_y(self, k: int, words_bottom: float) -> float:
        """The baseline of the k-th Called Shot row: under the info card's
        words (``words_bottom``, their foot), as at Normal where they take one line."""
        x, y, w, h = self.info_card
        first = min(y + h - INFO_TITLE_DOWN - SHOT_ROWS_UNDER_TITLE * _grown(), words_bottom - 0.8 * shot_pitch())
        return first - k * shot_pitch()

    @property
    def rows_per_column(self) -> int:
        return math.ceil(self.players / self.score_columns)

    @property
    def score_beside_name(self) -> bool:
        return self.score_columns == 1

    def row_box(self, seat: int) -> tuple:
        """(left, bottom, width, height) of a seat's row on the score card."""
        x, y, w, h = self.score_card
        column, row = divmod(seat, self.rows_per_column)
        width = (w - 2 * ROW_INSET) / self.score_columns
        top = y + h - score_head() - row * self.row_height
        return (x + ROW_INSET + column * width, top - self.row_height + 2, width, self.row_height - 2)

    def score_title_at(self) -> tuple[float, float]:
        """The start of the score card's title's baseline."""
        x, y, _, h = self.score_card
        return x + 14, y + h - score_head() + TITLE_OVER_ROWS

    def name_at(self, seat: int) -> tuple[float, float]:
        """The baseline's start of a seat's name on its row."""
        left, bottom, _, height = self.row_box(seat)
        indent = 24 if self.score_beside_name else 10  # at Normal, room for the turn's frame at the left
        return left + indent, bottom + height - NAME_DOWN * _grown()

    def detail_at(self, seat: int) -> tuple[float, float]:
        """The baseline's start of a seat's kind: under its name, with the score beside it at the larger sizes."""
        x, y = self.name_at(seat)
        if self.score_beside_name:
            return x, y - DETAIL_DOWN
        _, bottom, _, _ = self.row_box(seat)
        return x, bottom + TURN_FRAME + line_height(SIZES["score"], bold=True) * FOOT_UNDER_BASELINE

    def score_at(self, seat: int) -> tuple[float, float]:
        """The right end of a seat's score, and its baseline: beside the name, or on the kind's line."""
        left, _, width, _ = self.row_box(seat)
        right = left + width - 10
        _, y = self.name_at(seat)
        if self.score_beside_name:
            return right, y - SCORE_DOWN
        return right, self.detail_at(seat)[1]

    def name_room(self, seat: int, score_width: float) -> float:
        """How wide a seat's name may be: clear of the score beside it, or the row's width."""
        x, _ = self.name_at(seat)
        right, _ = self.score_at(seat)
        return (right - score_width - 12 if self.score_beside_name else right) - x

    def legend_spot(self, k: int) -> tuple[float, float]:
        """Where the k-th face stands in the legend: its die's middle at
        Normal (its name and tags under it), its line's middle when listed."""
        x0, y0, w, h = self.legend_card
        if self.legend_listed:
            return x0 + 14 + LEGEND_DIE / 2, y0 + h - legend_head() - (k + 0.5) * legend_pitch()
        return x0 + 48 + (k % 3) * GRID_PITCH, y0 + h - 50 - (k // 3) * 72


def _grown() -> float:
    """How much the lines written at Normal have grown at the player's text size."""
    return text_size.scale()


def score_head() -> float:
    """The score card's title and margins over its first row: 58 at Normal."""
    return TITLE_OVER_ROWS + line_height(SIZES["score_title"], bold=True) + 5


def legend_head() -> float:
    """The legend's title and margins over its first face's line."""
    return LEGEND_TITLE_DOWN * _grown() + line_height(SIZES["legend_title"], bold=True) / 2 + 6


def legend_pitch() -> float:
    """A listed face's line: its die or its words, whichever is taller."""
    return max(LEGEND_DIE + 2, line_height(SIZES["legend"], bold=True))


def legend_grid_fits() -> bool:
    """The faces' names and tags fit the narrow grid's columns at this text size, a space between neighbours."""
    words = [(face.name, True) for face in FACES] + [(tags(face), False) for face in FACES]
    return all(words_width(said, SIZES["legend"], bold) <= GRID_PITCH - 2 for said, bold in words)


def tags(face) -> str:
    """Whether a face counts as a cat and as family, as the declarations ask."""
    return ", ".join(t for t, on in (("cat", face.cat), ("family", face.family)) if on) or "neither"


def shot_pitch() -> float:
    """A Called Shot row's height, grown with the text size."""
    return SHOT_ROW * _grown()


def info_lines(variant: str) -> int:
    """The info card's lines of words at a way of play: Quintuples' hands, Everyone Scores' and the
    re-roll's line under them, the others' OTHER_WORDS_LINES at most."""
    hands = len(EVERYONE_SCORES_POINTS)
    return {"quintuples": hands, "everyone_scores": hands + 1}.get(variant, OTHER_WORDS_LINES)


def right_cards(variant: str) -> tuple[tuple, tuple]:
    """The info card as tall as its title, its words and (at Called Shot)
    the rows need at the larger sizes, and the talk's card under it taking
    the rest: the other ways of play say a few lines only, and the talk has
    the room (a line with long names is tall at Largest)."""
    x, y, w, h = INFO_CARD
    top = y + h
    if variant == "called_shot":
        words = INFO_WORDS_LINES * line_height(SIZES["info"]) + len(CALLED_SHOT_ROWS) * shot_pitch()
    else:
        words = info_lines(variant) * line_height(SIZES["info"])
    height = max(h, INFO_TITLE_DOWN + INFO_TEXT_UNDER_TITLE * _grown() + words + 12)
    log_x, log_y, log_w, _ = LOG_CARD
    return (x, top - height, w, height), (log_x, log_y, log_w, top - height - RIGHT_GAP - log_y)


def doty_layout(players: int, variant: str = "called_shot") -> DotyLayout:
    """The cards at the player's text size, for ``players`` seats at a way of play (at Called Shot, its
    rows on the info card)."""
    if legend_grid_fits():
        return DotyLayout(SCORE_CARD, LEGEND_CARD, 1, ROW_HEIGHT, players, BANNER_BOX, legend_listed=False)
    right = BOWL_CENTRE[0] - BOWL_REACH - CLEAR_OF_BOWL
    width = right - LEFT
    # a row: the name's line over the kind's and the score's, inside the turn's frame
    row = line_height(SIZES["name"], bold=True) + line_height(SIZES["score"], bold=True) + 2 * TURN_FRAME
    score_height = score_head() + math.ceil(players / 2) * row + 8
    legend_height = legend_head() + len(FACES) * legend_pitch() + 10
    score = (LEFT, TOP - score_height, width, score_height)
    legend = (LEFT, TOP - score_height - CARD_GAP - legend_height, width, legend_height)
    banner = (2 * (BOWL_CENTRE[0] - right - BANNER_MARGIN), BANNER_BOX[1])
    info, log = right_cards(variant)
    return DotyLayout(score, legend, 2, row, players, banner, legend_listed=True, info_card=info, log_card=log)


def legend_words(layout: DotyLayout) -> tuple:
    """The faces' legend painted into the backdrop: each face's name (as the
    Called Shot rows name faces) and whether it counts as a cat and as
    family (as the declarations ask); under its die in the narrow grid,
    beside it in the list."""
    x, y, w, h = layout.legend_card
    size = SIZES["legend"]
    texts = [art.Painted("The faces", x + 14, y + h - LEGEND_TITLE_DOWN * text_size.scale(), 15, art.GOLD, "Bold")]
    for k, face in enumerate(FACES):
        die_x, die_y = layout.legend_spot(k)
        if layout.legend_listed:
            texts.append(art.Painted(face.name, die_x + LEGEND_DIE / 2 + 8, die_y, size, art.INK, "Bold"))
            texts.append(art.Painted(tags(face), x + w - 14, die_y, size, art.INK_DIM, anchor="rm"))
        else:
            texts.append(art.Painted(face.name, die_x, die_y - 24, size, art.INK, "Bold", anchor="mm"))
            texts.append(art.Painted(tags(face), die_x, die_y - 40, size, art.INK_DIM, anchor="mm"))
    return tuple(texts)
