"""The round told over at the Spelldice table: every wizard's shots in the
order they rolled, each hit and heal, on a card where the pick board sits.
Mixed into the Spelldice table view."""

from __future__ import annotations

import math

from game.games.spelldice.board import BOARD
from game.games.spelldice.moments import foot_words, health_words, round_lines
from game.ui import art, lettering, text_size
from game.ui.arcade_import import arcade
from game.ui.fitting import fitted, line_height
from game.ui.solid_dice import rest_texture

SUMMARY = BOARD  # the round told over sits where the pick board does
ROW_INK = 0.8  # of a line's height, its letters' ink (a capital's top to a descender's foot)


class SpelldiceSummary:
    def _refresh_summary(self) -> None:
        """The round told over: each shot, its rolls and spells, how it ended; health now."""
        self.summary_words.begin()
        self.summary_dice.clear()
        if self.summary_events:
            words = self.summary_words.add
            left, bottom, width, height = SUMMARY
            round_no = next((e for e in self.summary_events if e.kind == "round_over"), None)
            words(
                (round_no.text if round_no else "The round") + " Told over:",
                left + 24,
                bottom + height - 40,
                art.GOLD,
                22,
                bold=True,
            )
            lines = round_lines(self.summary_events, self.shown.names)
            health = health_words(self.shown)
            foot = foot_words(self.summary_events, self.shown)  # the Whip, the Nether-Nether
            # health now, and the banished under it, at the card's foot: raised over them where their
            # lines are taller than the foot (the larger text sizes), the shots' rows a little closer
            ruler = lettering.text(f"Health now: {health}.", 0, 0, art.INK, 13, width=width - 48, multiline=True)
            foot_height = ruler.content_height + (line_height(12) if foot else 0) + 14
            raised = max(0, round(foot_height - 100))
            top = bottom + height - 76
            room = height - 200 - raised
            # whole pixels (a glyph set between two is cut), never closer than a row's letters stand tall:
            # the shots that do not fit then are told in the talk, and the card says so
            least = math.ceil(ROW_INK * line_height(13))
            step = max(least, min(26, room // max(1, len(lines))))
            fits = max(1, room // step)
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
            for k, line in enumerate(lines):
                y = top - k * step
                self.summary_dice.append(
                    arcade.Sprite(rest_texture(line.colour, 6), scale=0.24, center_x=left + 34, center_y=y + 5)
                )
                who, size = fitted(line.who, 250, 13, bold=True)
                words(who, left + 52, y, art.INK, text_size.unscaled(size), bold=True)
                rolls, size = fitted(line.rolls, 300, 13)
                words(rolls, left + 312, y, art.INK, text_size.unscaled(size))
                result, size = fitted(line.result, 110, 13, bold=True)
                words(
                    result,
                    left + width - 24,
                    y,
                    art.RED if line.result.startswith("hit") else art.INK_DIM,
                    text_size.unscaled(size),
                    bold=True,
                    anchor_x="right",
                )
            words(
                f"Health now: {health}.",
                left + 24,
                bottom + 100 + raised,
                art.INK,
                13,
                width=width - 48,
                multiline=True,
                anchor_y="top",
            )
            if foot:
                text, size = fitted(foot, width - 48, 12, italic=True)
                under = bottom + 66 if not raised else bottom + 20  # under health now, raised over it
                words(text, left + 24, under, art.INK_DIM, text_size.unscaled(size), italic=True)
        self.summary_words.end()
