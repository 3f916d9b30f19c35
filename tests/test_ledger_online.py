"""A match played online enters the Ledger as one at this screen does, for
this machine's person only (a friend's win, dice and purse are counted at
their own machine), tagged as played online in the lists of matches; and a
Ledger file written before the tag loads as it did."""

from __future__ import annotations

import json
import random

import pytest

from game.core.move_forms import THROW
from game.services.ledger import Ledger, entry_of, load_ledger, record_match
from game.services.told import ToldMatch
from game.tools.ledger_fill import simulated_match
from game.ui.ledger_view import LedgerView
from tests.ui import SHOTS, draw, screenshot


def told_again(match, here: frozenset) -> ToldMatch:
    """``match`` as an app at a host's table shows it: every step told, the seats ``here`` its person's."""
    seats = tuple("person" for _ in match.controllers)  # every seat a person's, here or at another machine
    told = ToldMatch(match.state.options, seats, match.seed, here)
    throws = iter(match.throw_records)
    for action in match.state.history:
        told.tell({"action": action, "throw": next(throws)} if THROW in action else {"action": action})
    for step in told.told_steps():
        told.play_step(step)
    assert told.over and told.state.history == match.state.history
    return told


def test_an_online_match_counts_for_this_machine_s_person_only_and_is_tagged(tmp_path):
    played = simulated_match("deaths_will", random.Random(5))
    friend_here = told_again(played, frozenset({1}))
    entry = entry_of(friend_here)
    assert entry.online and entry.people == (1,)
    ledger = Ledger()
    assert ledger.add(entry)
    names = played.state.options.names
    assert ledger.people() == [names[1]]  # Ada's match is counted at Ada's machine, not here
    (kept,) = ledger.recent(names[1])
    assert kept["online"] is True and kept["coins"] == entry.coins[1]
    record = ledger.game("deaths_will")
    assert (record["won"], record["lost"]) == (int(entry.won[1]), int(entry.lost[1]))
    assert not entry_of(played).online  # the same match at one screen: untagged


def test_the_online_tag_round_trips_through_the_file_and_an_older_file_still_loads(tmp_path):
    path = tmp_path / "ledger.json"
    older = {  # as the Ledger was written before matches were tagged
        "format": 1,
        "games": {},
        "dice": {},
        "places": {},
        "people": {
            "Ada": [{"game": "doty", "won": True, "lost": False, "coins": None, "points": 40, "when": "2026-01-02"}]
        },
        "counted": [],
    }
    path.write_text(json.dumps(older))
    ledger, note = load_ledger(path)
    assert note is None and ledger.recent("Ada")[0].get("online") is None
    played = simulated_match("deaths_will", random.Random(5), person="Ada")
    assert record_match(told_again(played, frozenset({0})), path) is None
    again, note = load_ledger(path)
    assert note is None
    assert [m.get("online") for m in again.recent("Ada")] == [None, True]
    assert record_match(played, tmp_path / "other.json") is None
    assert "online" not in load_ledger(tmp_path / "other.json")[0].recent("Ada")[0]


@pytest.mark.window
def test_the_ledger_s_chart_tags_the_matches_played_online(window):
    ledger = Ledger()
    for seed in range(4):
        played = simulated_match("deaths_will", random.Random(seed), person="Ada")
        ledger.add(entry_of(told_again(played, frozenset({0})) if seed % 2 else played))
    view = LedgerView(window.current_view, ledger)
    window.show_view(view)
    view.show_page("deaths_will")
    draw(window)
    screenshot(window, SHOTS / "ledger_online_tag.png")
    assert view.chart.labels == ["start", "1", "2*", "3", "4*"]
    assert "(* online)" in view.chart.title.text
