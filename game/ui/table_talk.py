"""A dice table's talk and its old hand's advice: two parts every table owns.

The talk (``TableTalk``) shows the flow's lines on its card, the newest that
fit or those it is read back to; the advice (``TableAdvice``) is asked for
with "?" or H and shows what each option of the person's decision is worth,
closing once the decision is made. Each reads only what it is handed: the
flow, and the table's ``advice_now`` (a table that hides the screen between
people gives none while it is hidden)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.table.flow import TableFlow
from game.ui.table_panels import AdvicePanel, TalkCard

NOTICES_KEPT = 3  # the last notices the talk keeps under its lines


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


class TableAdvice:
    def __init__(self, advice_now: Callable[[], list], card: tuple, measure: str):
        self.advice_now = advice_now  # the advice a person at the screen may see now
        self.panel = AdvicePanel(card, measure)
        self.open = False  # asked for with "?" or H
        self.button: Any = None  # "?", once the table builds its widgets

    def toggle(self) -> None:
        """Show or hide what each option of the person's decision is worth."""
        self.open = not self.open and bool(self.advice_now())
        self.refresh()

    def refresh(self) -> None:
        """The card's lines for the decision now before the person; it closes once the decision is made."""
        available = self.advice_now()
        if self.button is not None:
            self.button.disabled = not available
        self.open = self.open and bool(available)
        self.panel.show(available if self.open else [])

    def draw(self) -> None:
        self.panel.draw()
