"""Answering a roll. A roll a person could only answer with spells that
change nothing (or turn it against him) is let stand for him at once: in a
relaxed table each such offer asked for a click. Where the table gives
seconds to answer (as the person's settings lengthen them, or none), they
count down on the prompt and on Let it stand, and then it is let stand.
A part of the Spelldice table's part: the bar's offers and the seconds."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from game.games.spelldice.offers import spell_offers
from game.games.spelldice.rules import Pass
from game.ui.app import button
from game.ui.composed_table import TableHost


class RollAnswer:
    def __init__(self, table: TableHost, hidden: Callable[[], bool]):
        self.table = table
        self.hidden = hidden  # the screen hidden between people: nobody answers
        self.left: float | None = None  # seconds left to answer a roll, where there is a countdown
        self.pass_button: Any = None  # Let it stand, while a roll may be answered

    def offer(self, bar: Any) -> None:
        """The spells that change how the roll ends, and Let it stand, on the bar."""
        state = self.table.match.state
        if self.left is None:  # the table's seconds, as the person's settings lengthen them (or none)
            self.left = self.table.window.settings.timer(state.options.countdown)
        for action, said in spell_offers(state):  # only spells that change how the roll ends
            bar.add(button(said, width=250, on_click=lambda a=action: self.answer(a)))
        self.pass_button = bar.add(button("", width=250, on_click=lambda: self.answer(Pass())))
        self.say_countdown()

    def answer(self, action: Any) -> None:
        self.left = None
        self.table.decide(action)

    def update(self, delta_time: float) -> None:
        table = self.table
        state, flow = table.match.state, table.flow
        if self.left is not None and flow.person_to_decide() and state.window:
            shown = self.shown()
            self.left -= delta_time
            if self.left <= 0:
                self.answer(Pass())
            elif self.shown() != shown:  # the prompt's and the button's seconds count down as they pass
                table.refresh_prompt()
                self.say_countdown()
        if (
            state.window
            and not self.hidden()
            and flow.person_to_decide()
            and table.watch is None  # a match watched again plays as it was played
            and not spell_offers(state)
        ):
            self.answer(Pass())

    def say_countdown(self) -> None:
        """Let it stand, and the seconds left until it is let stand for the person."""
        words = self.table.key_hint("Let it stand", "spelldice:enter")
        self.pass_button.text = words if self.left is None else f"{words}: {self.shown()} s"

    def shown(self) -> int:
        """The whole seconds left to answer, as the prompt says them (8 until 7 are left)."""
        return math.ceil(self.left or 0)
