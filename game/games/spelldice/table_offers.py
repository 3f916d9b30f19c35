"""Answering a roll. A roll a person could only answer with spells that
change nothing (or turn it against him) is let stand for him at once: in a
relaxed table each such offer asked for a click. Where the table gives
seconds to answer (as the person's settings lengthen them, or none), they
count down on the prompt and on Let it stand, and then it is let stand.
Mixed into the Spelldice table view."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from game.games.spelldice.offers import spell_offers
from game.games.spelldice.rules import Pass


class SpelldiceOffers:
    # What it reads and calls of the table it is mixed into, declared:
    match: Any
    flow: Any  # the TableFlow
    watch: Any
    curtain: tuple | None
    countdown_left: float | None
    pass_button: Any
    answer: Callable[[Any], None]
    key_hint: Callable[[str, str], str]
    refresh_prompt: Callable[[], None]

    def on_update(self, delta_time: float) -> None:
        state = self.match.state
        if self.countdown_left is not None and self.flow.person_to_decide() and state.window:
            shown = self.countdown_shown()
            self.countdown_left -= delta_time
            if self.countdown_left <= 0:
                self.answer(Pass())
            elif self.countdown_shown() != shown:  # the prompt's and the button's seconds count down as they pass
                self.refresh_prompt()
                self.say_countdown()
        if (
            state.window
            and self.curtain is None
            and self.flow.person_to_decide()
            and self.watch is None  # a match watched again plays as it was played
            and not spell_offers(state)
        ):
            self.answer(Pass())
        super().on_update(delta_time)  # type: ignore[misc]  # the dice table's, next in line

    def say_countdown(self) -> None:
        """Let it stand, and the seconds left until it is let stand for the person."""
        words = self.key_hint("Let it stand", "spelldice:enter")
        self.pass_button.text = words if self.countdown_left is None else f"{words}: {self.countdown_shown()} s"

    def countdown_shown(self) -> int:
        """The whole seconds left to answer, as the prompt says them (8 until 7 are left)."""
        return math.ceil(self.countdown_left or 0)
