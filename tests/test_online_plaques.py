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
from tests.ui import FRAME, SHOTS, draw, screenshot

NAMES = ("Ada", "Bram", "Mother Grell")


def _plaque_words(table) -> list[str]:
    return [text.text for text in table.part.plaques.words.texts()]


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


def _an_online_spelldice_table(seats: list, names: tuple = NAMES, seat: int = 0):
    """A Spelldice table as a window shows it online, this screen's person in ``seat``, its link not
    connected: what the host says is put in the link's inbox, as its network thread puts it."""
    from game.online.link import Heard, SeatLink
    from game.ui.online_table import networked_table

    options = SpelldiceOptions(names=names)
    said = {"seat": seat, "game": "spelldice", "options": options, "seats": seats, "seed": 5, "steps": []}
    begun = Heard("begun", said)
    link = SeatLink(names[seat])
    table = networked_table(begun, link, [], to_menu=None)
    table.flow.keeper = None  # nothing of a test's table is saved
    return table, link


def _the_round_s_picks(seats: tuple, names: tuple = NAMES) -> list[dict]:
    """The steps the host tells of the first round of picks, played in the rules' order."""
    from game.online.sealed import secret_choice

    host = Match(SpelldiceOptions(names=names), seats, 5)
    picks = [secret_choice(host, seat, "normal") for seat in host.state.secret_movers()]  # each before any is played
    told = []
    for pick in picks:
        host.act(host.state.move_forms.from_dict(pick))
        told.append(host.last_step())
    return told


@pytest.mark.window
def test_once_every_pick_is_sealed_no_wizard_reads_choosing_or_thinking_while_the_picks_are_played(window, pace):
    """The host plays a round's picks one by one once every seal is in: each wizard still to be played
    reads sealed, and the prompt says the picks are sealed, not that a computer is thinking."""
    pace("normal", "normal")
    table, link = _an_online_spelldice_table(
        ["remote", "hard", "remote"]
    )  # Ada here, Bram's the host's, Mother Grell elsewhere
    window.show_view(table)
    match = table.match
    link.said("pick", step=0, seats=[0, 2])
    table.on_update(FRAME)
    table.flow.decide(match.state.legal_actions()[0])  # Ada picks: sealed and sent
    link.said("seal_in", step=0, seats=[0, 1])
    link.said("seal_in", step=0, seats=[0, 1, 2])  # every seal is in (the host's "sealed")
    for step, record in enumerate(_the_round_s_picks(("person", "hard", "person"))):
        link.said("step", step=step, record=record)
    seen: dict[int, set] = {}  # the steps played of the round -> what the prompt said meanwhile
    while len(match.state.history) < 3:
        table.on_update(FRAME)
        draw(window)
        played = len(match.state.history)
        said = _plaque_words(table)
        if played == 1 and table.prompt.text not in seen.get(1, ()):  # each thing said meanwhile, looked at
            screenshot(window, SHOTS / "online" / f"online_spelldice_reveal_{len(seen.get(1, ()))}.png")
        seen.setdefault(played, set()).add(table.prompt.text)
        assert "choosing..." not in said, (played, said)
        assert len([word for word in said if word.startswith("sealed")]) == 3 - played, (played, said)
        assert "thinking" not in table.prompt.text and "Waiting for" not in table.prompt.text, table.prompt.text
    assert set(seen) == {0, 1, 2, 3}  # each step of the round seen, to the last
    assert "Every wizard's pick is sealed: ready to fire..." in seen[1]  # Bram's turn in the rules' order


@pytest.mark.window
def test_a_friend_s_seat_a_computer_plays_while_they_are_gone_reads_so_until_they_are_back(window):
    """The host's lobby says a computer stands in for Ada, gone longer than the table waits: her plaque
    says so, not "friend", and so does the prompt in her turn; back, she is a friend again."""
    table, link = _an_online_spelldice_table(["remote", "remote", "hard"], seat=1)  # Bram here, Ada elsewhere
    window.show_view(table)

    def lobby(ada: str, here: bool) -> list[str]:
        seats = [{"name": "Ada", "kind": ada, "here": here}, {"name": "Bram", "kind": "remote", "here": True}]
        link.said("lobby", seats=[*seats, {"name": "Mother Grell", "kind": "hard", "here": True}])
        table.on_update(FRAME)
        draw(window)
        return _plaque_words(table)

    assert "friend" in lobby("remote", False)  # gone: waited for a while
    said = lobby("stand_in", False)
    screenshot(window, SHOTS / "online" / "online_spelldice_stand_in.png")
    assert "away: computer" in said and "friend" not in said
    assert table.match.state.turn == 0  # Ada's pick is the first
    assert table.online.waiting("Ada") == "Ada has been gone a while: a computer plays for them until they come back..."
    said = lobby("remote", True)
    assert "friend" in said and "away: computer" not in said
    assert table.online.waiting("Ada") == "Waiting for Ada, who plays elsewhere..."


def test_a_seat_a_computer_plays_for_its_player_reads_so_in_every_game_that_names_whose_a_seat_is():
    told = ToldMatch(DeathsWillOptions(names=("Ada", "Bram")), ("person", "person"), 1, frozenset({1}))
    told.stood_in = frozenset({0})
    assert [told.seat_kind(seat) for seat in (0, 1)] == ["away: computer", "you"]
    again, _ = told.rewound_to(0)  # a choice taken back: still the host's computer's, until Ada is back
    assert again.seat_kind(0) == "away: computer"
