"""The collector kept out of play: what earlier screens left is collected
as a table opens, and what lives then is set aside."""

from __future__ import annotations

import gc

FULL_PASS_GROWTH = 1.5  # the set-aside heap grown by this much since its last pass: go through it all again
_set_aside_after_full_pass = [0]


def settle_the_heap() -> None:
    """Collect what earlier screens left, then set everything alive aside
    from the collector, as a table opens. Left alone, the collector's full
    passes over the whole heap came in the middle of play, now and then,
    and held their frames for 33 to 44 ms; they now look only at what the
    table has made since. What was set aside is gone through again (and the
    tables left since are freed) only once it has grown by half: a pass
    over the solved hands the computers keep costs a tenth of a second."""
    if gc.get_freeze_count() >= FULL_PASS_GROWTH * _set_aside_after_full_pass[0]:
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        _set_aside_after_full_pass[0] = gc.get_freeze_count()
        return
    gc.collect()
    gc.freeze()
