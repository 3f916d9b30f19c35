"""A dice table's talk and its old hand's advice: two parts every table owns.

The talk (``TableTalk``) shows the flow's lines on its card, the newest that
fit or those it is read back to; the advice (``TableAdvice``) is asked for
with "?" or H and shows what each option of the person's decision is worth,
closing once the decision is made. Each reads only what it is handed: the
flow, and the advice the table hands it now (none while the screen is hidden
between people)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pyglet

from game.table.flow import TableFlow
from game.ui import art, lettering, text_size
from game.ui.arcade_import import arcade
from game.ui.fitting import fitted_block, line_height, words_width
from game.ui.table_panels import TalkCard

NOTICES_KEPT = 3  # the last notices the talk keeps under its lines
ADVICE_LINE = 26  # an option's line at Normal; taller at the larger text sizes
ADVICE_MARGIN = 12  # inside the advice card, over its title and under its last line
ADVICE_TOP = 704  # the card grows up to here at most (a table whose buttons stand over it says lower)


class TableTalk:
    def __init__(self, flow: TableFlow, card: TalkCard):
        self.flow = flow
        self.card = card

    def said(self) -> list[str]:
        """Every line of the talk, and the last notices the talk must keep."""
        return [event.text for event in self.flow.log_events] + self.flow.notices[-NOTICES_KEPT:]

    def scroll(self, lines: int | None) -> None:
        """Read the talk back (``lines`` older, or newer if negative); None: back to the newest."""
        self.card.scroll(lines, len(self.flow.log_events) + len(self.flow.notices[-NOTICES_KEPT:]))
        self.refresh()

    def refresh(self) -> None:
        """The newest lines that fit the card, or those the talk is read back to."""
        self.card.show(self.said())


class AdvicePanel:
    """The old hand's advice: what each option of the person's decision is worth, best first."""

    def __init__(self, card: tuple, measure: str, top: float = ADVICE_TOP):
        self.card, self.measure, self.top = card, measure, top
        self.batch: pyglet.graphics.Batch | None = None
        self.texts: list[arcade.Text] = []
        self.height = 0.0

    @property
    def shown(self) -> bool:
        return self.batch is not None

    def show(self, options: list) -> None:
        """Lay the options out (none: the card closes), each line as tall as the text size makes it,
        the measure wrapped to the card, as many options as the window's height holds."""
        if not options:
            self.batch = None
            return
        left, bottom, width, _ = self.card
        batch = pyglet.graphics.Batch()
        title = lettering.text("The old hand's advice", left + 18, 0, art.GOLD, 18, bold=True, batch=batch)
        measure = lettering.text(
            self.measure, left + 18, 0, art.INK, 12, italic=True, width=int(width - 36), multiline=True, batch=batch
        )
        row = max(ADVICE_LINE, line_height(15, bold=True) + 2)
        head = ADVICE_MARGIN + title.content_height + 4 + measure.content_height + 8
        more_line = line_height(12, italic=True) + 4
        room_up = self.top - bottom - head - more_line - ADVICE_MARGIN  # what the window leaves the options
        lines: list[tuple[arcade.Text, arcade.Text, float]] = []  # each option's words, its worth, its height
        bests = [option for k, option in enumerate(options[:12]) if k == 0 or option.value == options[0].value]
        # "(best)" beside each of the best, or beside none (where one's words would not stand whole beside it)
        best_said = all(
            words_width("> " + option.label, 15, bold=True) + words_width("  (best)", 15, bold=True)
            <= width - 36 - words_width(option.worth, 15, bold=True) - 12
            for option in bests
        )
        for k, option in enumerate(options[:12]):
            best = k == 0 or option.value == options[0].value
            colour = art.GOLD if best else art.INK
            label = ("> " if best else "  ") + option.label
            worth = lettering.text(option.worth, left + width - 18, 0, colour, 15, bold=best, anchor_x="right")
            room = width - 36 - worth.content_width - 12
            if best and best_said:
                worth.text += "  (best)"
            # the option's words beside its worth, wrapped onto a second line where one does not hold them
            said, size = fitted_block(label, room, 15, 2 * row, bold=best)
            words = lettering.text(
                said, left + 18, 0, colour, text_size.unscaled(size), bold=best, width=int(room), multiline=True
            )
            height = max(row, words.content_height + 2)
            if sum(h for _, _, h in lines) + height > room_up and lines:
                break
            lines.append((words, worth, height))
        more = len(options) - len(lines)
        self.height = head + sum(h for _, _, h in lines) + (more_line if more else 0) + ADVICE_MARGIN
        top = bottom + self.height
        title.y = top - ADVICE_MARGIN - title.content_height * 0.8  # its baseline, under the card's top
        measure.anchor_y, measure.y = "top", top - ADVICE_MARGIN - title.content_height - 4
        texts = [title, measure]
        y = top - head
        for words, worth, height in lines:
            words.anchor_y, words.y, words.batch = "top", y - 1, batch
            worth.anchor_y, worth.y, worth.batch = "top", y - 1, batch
            texts += [words, worth]
            y -= height
        if more:
            said = f"... and {more} more, each worth less"
            texts.append(lettering.text(said, left + 18, bottom + ADVICE_MARGIN, art.INK, 12, italic=True, batch=batch))
        self.texts, self.batch = texts, batch

    def draw(self) -> None:
        if self.batch is None:
            return
        left, bottom, width, _ = self.card
        arcade.draw_rect_filled(arcade.LBWH(left, bottom, width, self.height), (28, 16, 8, 255))  # opaque
        arcade.draw_rect_outline(arcade.LBWH(left, bottom, width, self.height), art.GOLD, 2)
        self.batch.draw()


NO_ADVICE = "the old hand weighs choices, and none is yours to make now"


class TableAdvice:
    def __init__(
        self,
        advice_now: Callable[[], list],
        card: tuple,
        measure: str,
        top: float,
        why_not: Callable[[Any, str | None], None],
        refuse: Callable[[str], None],
    ):
        self.advice_now = advice_now  # the advice a person at the screen may see now
        self.panel = AdvicePanel(card, measure, top)
        self.open = False  # asked for with "?" or H
        self.button: Any = None  # "?", once the table builds its widgets
        self.why_not, self.refuse = why_not, refuse  # a greyed button's reason; the answer to its key

    def toggle(self) -> None:
        """Show or hide what each option of the person's decision is worth (with none: why not)."""
        if not self.open and not self.advice_now():
            self.refuse(NO_ADVICE)
            return
        self.open = not self.open
        self.refresh()

    def refresh(self) -> None:
        """The card's lines for the decision now before the person; it closes once the decision is made."""
        available = self.advice_now()
        if self.button is not None:
            self.why_not(self.button, None if available else NO_ADVICE)
        self.open = self.open and bool(available)
        self.panel.show(available if self.open else [])

    def draw(self) -> None:
        self.panel.draw()
