"""A match's results screen, made while its end is read at the table: one
part a frame (the screen, its replay and its Ledger written; the game's
lines; the winner's medallion; its backdrop painted), so no frame holds
them all."""

from __future__ import annotations


class ResultsAhead:
    def __init__(self, table):
        self.table = table
        self.screen = None
        self.painted = False

    def make_a_part(self) -> bool:
        """Make the next part; True once every part is made."""
        table = self.table
        if self.screen is None:
            self.screen = table.match.definition.screens.results(table.match)
            keeper = table.flow.keeper
            back_to = getattr(keeper, "back_to", None)
            if back_to is not None:  # a campaign's match leads back to its road
                self.screen.lead_back(back_to, keeper.settled)
            if getattr(table, "online", None) is not None:
                self.screen.without_rematch()
            return False
        if self.screen.parts_left:
            self.screen.make_a_part()
            return False
        if not self.painted:
            self.painted = True
            table.window.backdrop(self.screen.panels, self.screen.bowl_at, self.screen.decor)
            return False
        return True
