"""Place what fits, as a person's moves at a table: one die after another,
each move the table's flow takes (and may refuse, as a lesson's step does)."""

from __future__ import annotations


def place_what_fits(flow) -> None:
    """Every die that fits goes on the dog nearest completion with room for
    it; a refused move ends it, so a refusal is said once, not forever, and
    so does a lesson's step met on the way (the next step is the person's)."""
    stage = flow.policy.stage()
    while flow.person_to_decide():
        place = flow.match.state.fitting_place()
        if place is None or not flow.attempt(place) or flow.policy.stage() != stage:
            return
