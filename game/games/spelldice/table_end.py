""" "See the end": once no person at the table can act again (each is out
for good, his comeback used), the computers' rounds need not be clicked
through one by one; the rest is played at once, as a continued game catches
up, and the end is shown. Mixed into the Spelldice table view."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui.app import button

SEE_THE_END = ("See the end", 210)  # words, width: beside "Next round", inside the round's card


class SpelldiceEnd:
    # What it reads and calls of the table it is mixed into, declared:
    match: Any
    flow: Any  # the TableFlow
    move_on_button: Any
    refresh: Callable[[], None]

    def build_see_the_end(self, root) -> None:
        words, width = SEE_THE_END
        self.see_end_button = root.add(
            button(words, width=width, height=46, on_click=self.see_the_end),
            anchor_x="center",
            anchor_y="bottom",
            align_x=-265,
            align_y=110,
        )

    def nobody_acts_again(self) -> bool:
        """Every person's wizard is out for good (down, and his Deadshot used)."""
        state = self.match.state
        people = [seat for seat in range(self.match.players) if not self.match.is_computer(seat)]
        return bool(people) and not state.over and not any(state.acts_this_round(seat) for seat in people)

    def refresh_see_the_end(self) -> None:
        """Offered with "Next round" on the round told over, once no person can act again."""
        moment = self.flow.moment
        self.see_end_button.visible = (
            self.move_on_button.visible
            and moment is not None
            and moment.kind == "summary"
            and self.flow.prepared
            and self.nobody_acts_again()
        )

    def see_the_end(self) -> None:
        if not self.see_end_button.visible:
            return
        self.flow.play_to_end()
        self.refresh()
