"""The host's fuzz, in the test run: thousands of hostile messages against
tables of every game served on this machine's loopback (``fuzz_host``); the
host lives through them all, each match is played to its end, and its record
verifies. ``python -m game fuzz-host`` runs it longer."""

from __future__ import annotations

import json

from game.cli import main
from game.tools.fuzz_host import TABLES, fuzz_host


def test_thousands_of_hostile_messages_stop_no_table_and_every_record_verifies():
    summary = fuzz_host(3000, seed=11)
    assert summary["host_alive"], summary["failures"]
    assert summary["messages"] >= 3000 and summary["tables"] >= len(TABLES)  # every game's table met them
    assert summary["records_verified"] == summary["tables"]
    assert summary["refused"] > 0.8 * summary["messages"] * 0.9  # each seated one refused, but a few taken
    assert summary["closed"] >= 2 * summary["tables"]  # the strangers and watchers, each let go


def test_fuzz_host_prints_its_summary_as_json(capsys):
    assert main(["fuzz-host", "--messages", "100", "--seed", "3"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["host_alive"] is True and summary["messages"] >= 100
    assert set(summary) >= {"messages", "refused", "closed", "host_alive"}
