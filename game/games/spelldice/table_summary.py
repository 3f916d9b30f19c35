"""The round told over at the Spelldice table: every wizard's shots in the
order they rolled, each hit and heal, on a card where the pick board sits.
A part of the Spelldice table's part."""

from __future__ import annotations

import math
from typing import Any

from game.games.spelldice.board import BOARD, draw_card
from game.games.spelldice.moments import foot_choices, health_words, round_lines
from game.ui import art, text_size
from game.ui.arcade_import import arcade
from game.ui.fitting import block_height, fitted, line_height, words_width
from game.ui.kept_words import KeptWords
from game.ui.solid_dice import rest_texture

SUMMARY = BOARD  # the round told over sits where the pick board does
ROW_INK = 0.8  # of a line's height, its letters' ink (a capital's top to a descender's foot)
FOOT_CLEAR = 62  # the card's foot kept for its Next round button (46 tall, 10 over the card's edge)
WHO_MOST = 340  # the shooters' column at its widest: the rolls keep the rest
RESULT_WIDTH = 110
FOOT_LINES = 2.5  # the foot's words stand in two lines at most (less than three): the shots keep the card's room


class RoundToldOver:
    def __init__(self) -> None:
        self.events: list = []  # the round being told over (none: no card)
        self.words = KeptWords()
        self.dice: arcade.SpriteList = arcade.SpriteList()

    def draw(self) -> None:
        draw_card(SUMMARY)
        self.dice.draw()
        self.words.draw()

    def refresh(self, shown: Any) -> None:
        """The round told over: each shot, its rolls and spells, how it ended; health now."""
        self.words.begin()
        self.dice.clear()
        if self.events:
            words = self.words.add
            left, bottom, width, height = SUMMARY
            round_no = next((e for e in self.events if e.kind == "round_over"), None)
            words(
                (round_no.text if round_no else "The round") + " Told over:",
                left + 24,
                bottom + height - 40,
                art.GOLD,
                22,
                bold=True,
            )
            lines = round_lines(self.events, shown.names)
            health = health_words(shown)
            inner = width - 48
            # the Whip and the Nether-Nether, in at most two lines (said shorter where long names need more)
            choices = foot_choices(self.events, shown)
            most = FOOT_LINES * line_height(12, italic=True)
            foot = next((said for said in choices if block_height(said, 12, inner, italic=True) <= most), choices[-1])
            # Laid out from the card's foot up, each block as tall as its words wrap to at the
            # player's text size: the Whip and the Nether-Nether over the Next round button, health
            # now over them, the shots' rows in the room left above.
            base: float = bottom + FOOT_CLEAR
            if foot:
                words(
                    foot, left + 24, base, art.INK_DIM, 12, italic=True, width=inner, multiline=True, anchor_y="bottom"
                )
                base += block_height(foot, 12, inner, italic=True) + 4
            health_said = f"Health now: {health}."
            words(health_said, left + 24, base, art.INK, 13, width=inner, multiline=True, anchor_y="bottom")
            base += block_height(health_said, 13, inner)
            top = bottom + height - 76
            room = top - base - line_height(13) / 2
            # whole pixels (a glyph set between two is cut), never closer than a row's letters stand tall:
            # the shots that do not fit then are told in the talk, and the card says so
            least = math.ceil(ROW_INK * line_height(13))
            step = max(least, min(26, int(room) // max(1, len(lines))))
            fits = max(1, int(room) // step)
            more = len(lines) - fits + 1 if len(lines) > fits else 0
            if more:
                words(
                    f"... and {more} more shots: the talk (T) has them all.",
                    left + 52,
                    top - (fits - 1) * step,
                    art.INK_DIM,
                    13,
                    italic=True,
                )
                lines = lines[: fits - 1]
            if not lines and not more:
                words("Nobody fired a shot.", left + 24, top, art.INK, 14, italic=True)
            # The shooters' column as wide as its longest line needs (a name whole at Largest), the
            # rolls in what is left before the result
            who_width = min(WHO_MOST, max((words_width(line.who, 13, bold=True) for line in lines), default=0) + 20)
            rolls_x = left + 52 + who_width
            rolls_width = left + width - 24 - RESULT_WIDTH - 8 - rolls_x
            for k, line in enumerate(lines):
                y = top - k * step
                self.dice.append(
                    arcade.Sprite(rest_texture(line.colour, 6), scale=0.24, center_x=left + 34, center_y=y + 5)
                )
                who, size = fitted(line.who, who_width - 16, 13, bold=True)
                words(who, left + 52, y, art.INK, text_size.unscaled(size), bold=True)
                rolls, size = fitted(line.rolls, rolls_width, 13)
                words(rolls, rolls_x, y, art.INK, text_size.unscaled(size))
                result, size = fitted(line.result, RESULT_WIDTH, 13, bold=True)
                words(
                    result,
                    left + width - 24,
                    y,
                    art.RED if line.result.startswith("hit") else art.INK_DIM,
                    text_size.unscaled(size),
                    bold=True,
                    anchor_x="right",
                )
        self.words.end()
