"""A roll a person could only answer with spells that change nothing (or
turn it against him) is let stand for him at once: in a relaxed table each
such offer asked for a click. Mixed into the Spelldice table view."""

from __future__ import annotations

from game.games.spelldice.offers import spell_offers
from game.games.spelldice.rules import Pass


class SpelldiceOffers:
    def on_update(self, delta_time: float) -> None:
        state = self.match.state
        if (
            state.window
            and self.curtain is None
            and self.flow.person_to_decide()
            and self.watch is None  # a match watched again plays as it was played
            and not spell_offers(state)
        ):
            self.answer(Pass())
        super().on_update(delta_time)
