""" "See the end": once no person at the table can act again (each is out
for good, his comeback used), the computers' rounds need not be clicked
through one by one; the rest is played at once, as a continued game catches
up, and the end is shown. A part of the Spelldice table's part."""

from __future__ import annotations

from typing import Any

from game.ui.app import button
from game.ui.composed_table import TableHost

SEE_THE_END = ("See the end", 210)  # words, width: beside "Next round", inside the round's card


class SeeTheEnd:
    def __init__(self, table: TableHost, root: Any):
        self.table = table
        words, width = SEE_THE_END
        self.button = root.add(
            button(words, width=width, height=46, on_click=self.see_the_end),
            anchor_x="center",
            anchor_y="bottom",
            align_x=-265,
            align_y=110,
        )

    def nobody_acts_again(self) -> bool:
        """Every person's wizard is out for good (down, and his Deadshot used)."""
        match = self.table.match
        state = match.state
        people = [seat for seat in range(match.players) if not match.is_computer(seat)]
        return bool(people) and not state.over and not any(state.acts_this_round(seat) for seat in people)

    def refresh(self, next_round_shown: bool) -> None:
        """Offered with "Next round" on the round told over, once no person can act again."""
        flow = self.table.flow
        moment = flow.moment
        self.button.visible = (
            next_round_shown
            and moment is not None
            and moment.kind == "summary"
            and flow.prepared
            and self.nobody_acts_again()
        )

    def see_the_end(self) -> None:
        if not self.button.visible:
            return
        self.table.flow.play_to_end()
        self.table.refresh()
