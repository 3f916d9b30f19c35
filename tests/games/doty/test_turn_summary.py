"""A computer's Everyone Scores turn that throws twice is said in one line as
it ends: by the rules' events alone, and at the table, after the second
throw's own banner has been read."""

import pytest

from game.core.events import Event
from game.games.doty.rules import Options
from game.games.doty.turn_summary import rethrow_summary
from game.registry import GAME_BY_KEY
from game.services.match import Match
from tests.ui import FRAME, SHOTS, draw, looks_drawn, said_as_it_plays, screenshot


def test_a_second_throw_is_said_with_the_first_hand_the_dice_thrown_again_and_the_points():
    rethrow = Event(
        "throw",
        "Bo throws again: ...",
        1,
        {"values": [1, 1, 1, 2, 3], "hand": "three of a kind", "before": "pair", "rethrown": 3},
    )
    scored = Event("score", "Bo improves to Three of a Kind: 3 points.", 1, {"hand": "three of a kind", "points": 3})
    assert rethrow_summary([rethrow, scored]) == "Pair; threw 3 dice again: three of a kind; 3 points."
    worse = Event("no_improvement", "Bo's hand did not improve on Pair: no points this round.", 1)
    assert (
        rethrow_summary([rethrow, worse])
        == "Pair; threw 3 dice again: three of a kind; no better, no points this round."
    )
    first = Event("throw", "Bo throws ...: Pair.", 1, {"values": [1, 1, 2, 3, 4], "hand": "Pair"})
    assert rethrow_summary([first]) is None  # one throw: its banner says it


@pytest.mark.window
def test_a_computer_s_second_throw_ends_its_turn_with_its_line_in_the_talk_and_on_the_banner(window, pace):
    from game.table.flow import SUMMARY_SECONDS

    pace("normal", "normal")
    match = Match(
        Options(names=("Ada", "Brannoc", "Cy"), variant="everyone_scores", reroll=True, short=True),
        ("hard", "normal", "easy"),
        seed=6,
    )
    table = GAME_BY_KEY["doty"].screens.table.for_match(match)
    table.flow.keeper = None
    window.show_view(table)
    seen = []
    for k, event in said_as_it_plays(window, table, lambda: len(seen) >= 2):
        if event.kind != "summary":
            continue
        rethrow = max(j for j in range(k) if "rethrown" in table.flow.log_events[j].data)
        assert table.flow.log_events[rethrow].seat == event.seat
        name = match.state.names[event.seat]
        assert event.text == f"{name}: {rethrow_summary(table.flow.log_events[rethrow:k])}"
        assert table.banner.title.text == f"{name}'s turn" and event.text.endswith(table.banner.sub.text)
        if not seen:
            draw(window)
            assert looks_drawn(screenshot(window, SHOTS / "doty_turn_summary.png"))
        up_since = table.flow.clock
        while table.flow.banner_up and table.banner.title.text.endswith("'s turn"):
            table.on_update(FRAME)
        assert table.flow.clock - up_since >= SUMMARY_SECONDS - 2 * FRAME  # long enough to read
        seen.append(event.text)
    assert len(seen) >= 2, seen
