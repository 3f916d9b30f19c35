"""What a player reads at a table online: their own Spelldice pick, once
sealed and sent, is not "choosing..." but sealed and waiting for the others;
a friend's plaque is a friend's, their own name on it, not a bare "person";
and the host's computer seats are named as the game names them at one
screen, not "Seat N"."""

from __future__ import annotations

import pytest

from game.games.deaths_will.rules import Options as DeathsWillOptions
from game.games.spelldice.rules import Options as SpelldiceOptions
from game.online.commands import table_spec
from game.services.match import Match
from game.services.told import ToldMatch
from tests.ui import SHOTS, draw, screenshot

NAMES = ("Ada", "Bram", "Mother Grell")


def _plaque_words(table) -> list[str]:
    return [text.text for text in table.plaques.words.texts()]


@pytest.mark.window
def test_a_spelldice_pick_sealed_and_sent_reads_sealed_on_its_plaque_not_choosing(window):
    match = ToldMatch(SpelldiceOptions(names=NAMES), ("person", "person", "hard"), 5, frozenset({0}))
    table = match.definition.screens.table.for_match(match)
    table.flow.keeper = None  # nothing of a test's table is saved
    window.show_view(table)
    match.asked = 0  # the host asks for the person's pick
    table.refresh()
    draw(window)
    assert _plaque_words(table).count("choosing...") == 3  # everyone is still choosing
    match.sealed_by(0)  # picked, sealed and sent: the table waits for every seal
    table.refresh()
    draw(window)
    said = _plaque_words(table)
    screenshot(window, SHOTS / "online" / "online_spelldice_sealed.png")
    assert any(word.startswith("sealed") for word in said) and said.count("choosing...") == 2
    assert "you" in said and "friend" in said and "person" not in said  # whose each plaque is, online
    assert "computer, hard" in said


def test_a_friend_s_seat_reads_friend_and_this_screen_s_reads_you_and_at_one_screen_person():
    told = ToldMatch(DeathsWillOptions(names=("Ada", "Bram")), ("person", "person"), 1, frozenset({1}))
    assert [told.seat_kind(seat) for seat in (0, 1)] == ["friend", "you"]
    shared = ToldMatch(SpelldiceOptions(names=NAMES), ("person", "person", "person"), 1, frozenset({0, 2}))
    assert [shared.seat_kind(seat) for seat in (0, 1, 2)] == ["here", "friend", "here"]  # two people at this machine
    watched = ToldMatch(DeathsWillOptions(names=("Ada", "Bram")), ("person", "hard"), 1, frozenset())
    assert [watched.seat_kind(seat) for seat in (0, 1)] == ["friend", "computer, hard"]
    local = Match(DeathsWillOptions(names=("Ada", "Bram")), ("person", "hard"), 1)
    assert [local.seat_kind(seat) for seat in (0, 1)] == ["person", "computer, hard"]
    assert not local.sealed_seats()


@pytest.mark.parametrize(
    ("game", "seats", "names"),
    [
        ("spelldice", "remote,computer:hard,computer:easy", ("Seat 1", "Mother Grell", "Brannoc")),
        ("spottle", "remote,remote,computer:normal", ("Seat 1", "Seat 2", "Mother Grell")),
        ("deaths_will", "remote,computer:hard", ("Seat 1", "Mother Grell")),
        ("spelldice", "computer:hard,remote", ("Seat 1", "Seat 2")),  # the person's place at one screen
    ],
)
def test_the_host_s_computer_seats_are_named_as_the_game_names_them_at_one_screen(game, seats, names):
    assert table_spec(game, seats, "{}").options.names == names
