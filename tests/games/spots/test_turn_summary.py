"""A computer's turn of Spots is said in one line as it ends: by the rules'
events alone, and at the table, after the turn's last step has been read."""

import pytest

from game.core.events import Event
from game.games.spots.rules import Options
from game.games.spots.turn_summary import turn_summary
from game.registry import GAME_BY_KEY
from game.services.match import Match
from tests.ui import FRAME, said_as_it_plays


def test_a_turn_is_said_by_its_tricks_dice_treats_and_scores():
    events = [
        Event("turn", "Brannoc's turn.", 1),
        Event("trick", "Brannoc does Walk.", 1, {"trick": "walk", "treats": 0}),
        Event("roll", "Brannoc rolls 2.", 1),
        Event("place", "Brannoc places a 3 on Rolo.", 1),
        Event("bury", "Brannoc buries a 5 (yard 5 of 7).", 1),
        Event("reroll", "Brannoc spends a treat to reroll the roll.", 1),
        Event("place", "Brannoc places a 4 on Rolo.", 1),
        Event("trick", "Brannoc does Run.", 1, {"trick": "run", "treats": 1}),
        Event("slow_score", "Brannoc scores Rolo.", 1, {"dogs": ["rolo"], "fast": False}),
    ]
    assert turn_summary(1, events) == "Walk then Run; 2 dice placed, 1 buried, 1 treat spent; scored 1 dog."
    busted = events[:5] + [Event("bust", "Brannoc busts!", 1)]
    assert turn_summary(1, busted) == "Walk; 1 die placed, 1 buried; bust: the dogs' dice and the yard went back."
    dug = events[:2] + [Event("bust", "Ada busts!", 0)]  # another's yard pushed over by Dig
    assert turn_summary(1, dug) == "Walk."
    assert turn_summary(1, events[:1]) is None  # nothing done: nothing to say


def test_d0g_s_turn_is_left_to_its_own_line():
    said = "d0g rolls 4: it turns Chase facedown, taking the 2 treats on it."
    assert turn_summary(1, [Event("turn", "d0g's turn.", 1), Event("d0g_trick", said, 1)]) is None


@pytest.mark.window
@pytest.mark.parametrize("solo", [False, True])
def test_a_computer_s_turn_ends_with_its_line_in_the_talk_and_on_the_banner(window, pace, solo):
    from game.table.flow import SUMMARY_SECONDS

    pace("normal", "normal")
    names = ("Ada",) if solo else ("Ada", "Brannoc")
    match = Match(Options(names=names, solo=solo), ("easy",) * len(names), seed=4)
    table = GAME_BY_KEY["spots"].screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    seen, d0g_banners = {}, []
    for k, event in said_as_it_plays(window, table, lambda: len(seen) >= 4):
        if event.kind in ("d0g_trick", "d0g_roll"):  # d0g's die, on a banner of its own
            assert table.banner.title.text == "d0g's turn" and table.banner.sub.text == event.text
            d0g_since = table.flow.clock
            while table.flow.banner_up and table.flow.banner_since == d0g_since:
                table.on_update(FRAME)
            assert table.flow.clock - d0g_since >= 1.5 - 2 * FRAME
            d0g_banners.append(event.text)
        if event.kind != "summary":
            continue
        # said as the turn's last line, before the next turn's first
        began = max(j for j in range(k) if table.flow.log_events[j].kind == "turn")
        assert table.flow.log_events[began].seat == event.seat
        steps = table.flow.log_events[began + 1 : k]
        assert steps
        name = match.state.names[event.seat]
        assert event.text == f"{name}: {turn_summary(event.seat, steps)}"
        assert table.banner.title.text == f"{name}'s turn" and event.text.endswith(table.banner.sub.text)
        seen[len(seen)] = (event.text, table.flow.clock)
        up_since = table.flow.clock
        while table.flow.banner_up and table.banner.title.text.endswith("'s turn"):
            table.on_update(FRAME)
        assert table.flow.clock - up_since >= SUMMARY_SECONDS - 2 * FRAME  # long enough to read
    assert len(seen) >= 2, seen
    assert bool(d0g_banners) == solo
