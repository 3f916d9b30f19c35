"""A person at a table, as the tests play one: moves on from a moment held
for them, throws the standard throw, and decides as the seed of the moment
says (the same choice at the same step, run after run)."""

from __future__ import annotations

import random

from game.table.flow import TableFlow


def person_acts(flow: TableFlow) -> None:
    if flow.moment is not None and flow.moment.hold:
        flow.skip()
    elif flow.person_to_throw():
        flow.throw_standard()
    elif flow.person_to_decide():
        state = flow.match.state
        flow.decide(random.Random(len(state.history)).choice(state.legal_actions()))
