"""The Spottle table's bet bar: the bet's amount (- and +), Bet, an object
to offer, Sit out and Leave, each from the rules' state. Leaving cannot be
taken back (the turn passes on), so Leave asks first. A part of the
Spottle table's part (``game.games.spottle.table``)."""

from __future__ import annotations

from typing import Any, Protocol

from game.core.coins import format_coins
from game.games.spottle.items import ITEMS
from game.games.spottle.rules import Bet, Leave, Offer, SitOut
from game.ui.app import OptionPicker, button, label
from game.ui.arcade_import import gui

LEAVE_WORDS = "Leave"
LEAVE_ASKED_SECONDS = 5.0  # Leave pressed once asks "Leave?" this long; pressed again meanwhile, it leaves


def bet_steps(amount: int) -> int:
    """How much one press of + or - changes a bet of this size."""
    for limit, step in ((10, 1), (50, 5), (200, 10), (1000, 50)):
        if amount < limit:
            return step
    return 100


class BetsTable(Protocol):
    """What the bet bar reads and calls of the window's table."""

    match: Any
    flow: Any  # the TableFlow

    def decide(self, action: Any) -> None: ...

    def hinted(self, widget: Any, words: str, id: str) -> Any: ...

    def refresh(self) -> None: ...


class SpottleBets:
    """The bet bar: the bet's amount, Bet, an object to offer, Sit out and Leave."""

    def __init__(self, table: BetsTable):
        self.table = table
        self.match, self.flow = table.match, table.flow
        self.bet_amount = max(1, self.match.state.purses[0] // 20)
        self.leave_asked_until = 0.0  # the table's clock until which "Leave?" stands
        self.asked = False  # whether "Leave?" stood at the last frame

    def build(self) -> gui.UIBoxLayout:
        hinted = self.table.hinted
        bar = self.bar = gui.UIBoxLayout(vertical=False, space_between=6)
        less = button("", width=92, on_click=lambda: self.change_bet(-1))
        self.less_button = bar.add(hinted(less, "-", "spottle:bet_less"))
        self.amount_label = bar.add(label("", 15, width=110, align="center"))
        more = button("", width=92, on_click=lambda: self.change_bet(1))
        self.more_button = bar.add(hinted(more, "+", "spottle:bet_more"))
        self.bet_button = bar.add(hinted(button("", width=100, on_click=self.bet), "Bet", "spottle:bet"))
        self.item_picker = bar.add(OptionPicker([("", "")], 0, width=250))
        self.offer_button = bar.add(hinted(button("", width=110, on_click=self.offer), "Offer", "spottle:offer"))
        self.sit_out_button = bar.add(button("Sit out", width=100, on_click=lambda: self.table.decide(SitOut())))
        self.leave_button = bar.add(button(LEAVE_WORDS, width=90, on_click=self.leave))
        return bar

    # --- the player's moves (one that does not fit the moment is refused by the rules, and said) ---

    def change_bet(self, direction: int) -> None:
        if not self.flow.person_to_decide():
            return
        state = self.match.state
        step = bet_steps(self.bet_amount if direction > 0 else self.bet_amount - 1)
        self.bet_amount = max(1, min(state.max_bet(state.turn), self.bet_amount + direction * step))
        self.table.refresh()

    def bet(self) -> None:
        self.table.decide(Bet(self.bet_amount))

    def offer(self) -> None:
        if self.item_picker.value:
            self.table.decide(Offer(self.item_picker.value))

    def leave(self) -> None:
        """The first press asks; a second, while the question stands, leaves."""
        if self.leave_asked():
            self.leave_asked_until = 0.0
            self.table.decide(Leave())
            return
        if self.flow.person_to_decide():
            self.leave_asked_until = self.flow.clock + LEAVE_ASKED_SECONDS
            self.table.refresh()

    def leave_asked(self) -> bool:
        return self.flow.clock < self.leave_asked_until

    def update(self) -> None:
        """Each frame: once the question lapses, Leave asks again."""
        asked, self.asked = self.asked, self.leave_asked()
        if asked and not self.asked:
            self.table.refresh()

    # --- what is shown ---

    def refresh(self) -> None:
        state = self.match.state
        seat = state.turn
        most = state.max_bet(seat)
        self.bet_amount = max(1, min(self.bet_amount, most)) if most else 0
        self.amount_label.text = format_coins(self.bet_amount) if most else "no coins"
        self.bet_button.disabled = most < 1
        self.less_button.disabled = self.bet_amount <= 1
        self.more_button.disabled = self.bet_amount >= most
        items = list(dict.fromkeys(state.inventories[seat]))
        choices = [(key, f"{ITEMS[key].short} ({format_coins(ITEMS[key].price)})") for key in items] or [
            ("", "Nothing to offer")
        ]
        if choices != self.item_picker.choices:
            keep = self.item_picker.value
            self.item_picker.choices = choices
            self.item_picker.select(keep if keep in items else choices[0][0])
        self.offer_button.disabled = not items
        self.leave_button.text = f"{LEAVE_WORDS}?" if self.leave_asked() else LEAVE_WORDS
