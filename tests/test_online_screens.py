"""Play online in the real views, headless: a table hosted from the window
with a friend's seat taken by a computer app through the network, a table
joined that a host serves on a thread, a bad code refused in one line where
the person looks, and the host leaving closing the table with the match kept
to be continued; a table hosted through a relay, and one that cannot be.
Every address is this machine's loopback."""

from __future__ import annotations

import asyncio
import threading
import time
from types import SimpleNamespace

import pytest

from game.online.app import ComputerApp
from game.online.join_code import JoinCode
from game.ui import art
from game.ui.arcade_import import arcade
from game.ui.dice_table import DiceTableView
from game.ui.menu import MenuView
from game.ui.online_host import HostSetupView
from game.ui.online_lobby import LobbyView
from game.ui.online_menu import OnlineMenuView
from game.ui.results_screen import ResultsScreen
from tests.online_tables import relay_running, served
from tests.people import person_acts
from tests.ui import FRAME, SHOTS, click, draw, from_the_menu, key, opens, replace_text, screenshot, set_picker

SHOTS = SHOTS / "online"  # looked at, and kept in resources/screenshots when they change


def frames_until(window, until, seconds: float = 30.0) -> None:
    """Frames pass (the network's threads running beside them) until ``until()``."""
    limit, frames = time.monotonic() + seconds, 0
    while not until():
        assert time.monotonic() < limit, f"waited in vain at {type(window.current_view).__name__}"
        window.current_view.on_update(FRAME)
        if frames % 4 == 0:  # drawn now and then: drawing is most of a frame's time, and the wait is for the network
            draw(window)
        frames += 1
        time.sleep(0.005)


def person_plays(window, table, seconds: float = 180.0, until=None, each=None) -> None:
    """The person at the table plays as the seed of the moment says, until the table is left (or ``until()``)."""
    limit = time.monotonic() + seconds
    while window.current_view is table and not (until is not None and until()):
        assert time.monotonic() < limit, "the match did not end"
        flow = table.flow
        if each is not None:
            each()
        person_acts(flow)
        table.on_update(FRAME)
        if flow.playback is not None and not flow.playback.done:
            flow.skip()
        time.sleep(0)  # the network's threads given their turn: a frame's real time is not waited out


def joined(window, code: str, name: str = "Ada"):
    """The person types their name and a table's code on Play online and joins: the lobby, then the table."""
    online = the_online_menu(window)
    replace_text(window, online.name_field, name)
    replace_text(window, online.code_field, code)
    lobby = opens(window, online.join_button, LobbyView)
    frames_until(window, lambda: isinstance(window.current_view, DiceTableView))
    return lobby, window.current_view


def a_friend_sits_down(lobby) -> tuple[threading.Thread, dict]:
    """A friend elsewhere (a computer app) takes the free seat of the lobby's hosted table, on a thread:
    the thread, and its record of the match once it ends (``played["record"]``)."""
    friend = ComputerApp("normal", name="Bram")
    played: dict = {}
    thread = threading.Thread(target=lambda: played.update(record=asyncio.run(friend.play(lobby.hosted.code))))
    thread.start()
    return thread, played


def the_online_menu(window) -> OnlineMenuView:
    return from_the_menu(window, lambda menu: menu.online_button, OnlineMenuView)


def test_a_table_hosted_from_the_window_is_played_to_the_results_with_a_friend_through_the_network(window, pace):
    pace("fast")
    online = the_online_menu(window)
    replace_text(window, online.name_field, "Ada")
    screenshot(window, SHOTS / "online_menu.png")
    setup = opens(window, online.host_button, HostSetupView)
    set_picker(window, setup.game_picker, "spelldice")
    set_picker(window, setup.count_picker, 3)
    set_picker(window, setup.where_picker, "127.0.0.1")  # a test listens on loopback only
    set_picker(window, setup.seat_pickers[0][1], "remote")
    set_picker(window, setup.seat_pickers[1][1], "computer:hard")
    screenshot(window, SHOTS / "online_host_setup.png")
    lobby = opens(window, setup.open_button, LobbyView)
    frames_until(window, lambda: lobby.seats and lobby.copy_button.visible)
    assert lobby.hosted.code.host == "127.0.0.1" and lobby.code_text.text == str(lobby.hosted.code)
    assert lobby.start_button.disabled  # a friend's seat is still free
    thread, played = a_friend_sits_down(lobby)
    frames_until(window, lambda: not lobby.start_button.disabled)
    names = [seat["name"] for seat in lobby.seats]
    assert names[:2] == ["Ada", "Bram"] and all(seat["here"] for seat in lobby.seats)
    screenshot(window, SHOTS / "online_lobby.png")
    click(window, lobby.start_button)
    frames_until(window, lambda: isinstance(window.current_view, DiceTableView))
    table = window.current_view
    assert table.match.here == {0} and table.match.state.names[:2] == ("Ada", "Bram")
    frames_until(window, lambda: len(table.match.state.history) > 3 or table.flow.person_to_decide(), 60)
    screenshot(window, SHOTS / "online_table.png")
    prompts: set = set()
    person_plays(window, table, each=lambda: prompts.add(table.prompt.text))
    thread.join(30)
    assert isinstance(window.current_view, ResultsScreen)
    assert "Your pick is sealed: the table waits for every wizard's." in prompts  # sent, not played here
    assert not window.current_view.rematch_button.visible  # played again, it would be a table at this screen alone
    assert "Waiting for Bram, who plays elsewhere..." in prompts
    assert played["record"]["actions"] == table.match.state.history  # the friend's match is the one shown here
    assert lobby.hosted.record == played["record"]


def test_a_table_served_elsewhere_is_joined_by_its_code_and_played_to_the_results(window, pace):
    pace("fast")
    with served("deaths_will", "remote,remote", '{"hands": 2}') as table_served:
        lobby, table = joined(window, str(table_served.code).lower())
        assert "Ada" in table.match.state.names
        person_plays(window, table)
    assert isinstance(window.current_view, ResultsScreen)
    assert table_served.record["actions"] == table.match.state.history
    assert lobby.link.refusals == []


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("HELLO-WORLD!", "That is not a join code: a code is letters and the digits 2 to 7."),
        ("AEAAA-AAB", "That is not a whole join code: a letter is missing or one too many."),
    ],
)
def test_a_bad_code_is_answered_in_one_line_under_it(window, code, said):
    online = the_online_menu(window)
    replace_text(window, online.code_field, code)
    click(window, online.join_button)
    assert window.current_view is online and online.answer.text == said


def test_a_table_that_cannot_be_reached_is_said_where_the_person_joined(window):
    import socket

    with socket.socket() as free:  # a port nothing listens on
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    from game.online.join_code import JoinCode, new_secret

    online = the_online_menu(window)
    replace_text(window, online.code_field, str(JoinCode("127.0.0.1", port, new_secret())))
    opens(window, online.join_button, LobbyView)
    frames_until(window, lambda: window.current_view is online)
    assert online.answer.text.startswith(f"Cannot reach the table at 127.0.0.1:{port}")


def test_tab_typed_in_a_name_clicked_into_leaves_it_for_the_next_stop(window):
    online = the_online_menu(window)
    replace_text(window, online.name_field, "Ada")  # clicked into, not reached by the keys
    assert online.name_field.active and online.focus.focused is None
    key(window, arcade.key.TAB)
    assert not online.name_field.active and online.focus.focused is online.host_button
    key(window, arcade.key.TAB)
    assert online.focus.focused is online.code_field  # on in reading order, as from the field


def test_the_host_s_setup_offers_the_players_each_game_is_played_by(window):
    setup = opens(window, the_online_menu(window).host_button, HostSetupView)

    def counts() -> list[int]:
        return [count for count, _ in setup.count_picker.choices]

    set_picker(window, setup.game_picker, "deaths_will")
    assert counts() == [2] and setup.count_picker.value == 2  # two gamblers, no more
    assert [row.visible for row, _ in setup.seat_pickers] == [True, False, False, False, False]
    set_picker(window, setup.game_picker, "spots")
    assert counts() == [2, 3, 4] and setup.count_picker.value == 2
    set_picker(window, setup.count_picker, 4)
    set_picker(window, setup.game_picker, "spelldice")  # a count the next game allows is kept
    assert counts() == [2, 3, 4, 5, 6] and setup.count_picker.value == 4
    assert sum(row.visible for row, _ in setup.seat_pickers) == 3
    draw(window)
    assert setup.problem.text == ""


def _a_port_nothing_listens_on() -> int:
    import socket

    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        return free.getsockname()[1]


def _a_code_nothing_answers() -> str:
    from game.online.join_code import new_secret

    return str(JoinCode("127.0.0.1", _a_port_nothing_listens_on(), new_secret()))


def test_enter_typed_in_the_code_joins_and_the_name_taken_is_where_play_online_opens_next(window):
    from game.platform.settings import Settings, config_file

    online = the_online_menu(window)
    assert online.name_field.text == "Friend"  # no name taken to a table yet
    replace_text(window, online.name_field, "Ada")
    replace_text(window, online.code_field, "")
    key(window, arcade.key.ENTER)  # Enter before any code: what to type
    key(window, arcade.key.ENTER)  # and again, the field left: nothing more
    assert window.current_view is online and online.answer.text == "Type the join code the host gave you, then Join."
    replace_text(window, online.code_field, "AEAAA-AAB")
    key(window, arcade.key.ENTER)  # typed in the field, clicked into: it is left, and the code is tried
    assert window.current_view is online and not online.code_field.active
    assert online.answer.text == "That is not a whole join code: a letter is missing or one too many."
    assert window.settings.online_name == ""  # a code refused takes the name nowhere: it is not kept
    replace_text(window, online.code_field, _a_code_nothing_answers())
    key(window, arcade.key.ENTER)
    assert isinstance(window.current_view, LobbyView)
    assert window.settings.online_name == "Ada" and Settings.load(config_file()).online_name == "Ada"
    frames_until(window, lambda: window.current_view is online)  # nothing answered: back where they joined
    again = the_online_menu(window)
    assert again is not online and again.name_field.text == "Ada"


def test_the_host_leaving_ends_the_table_with_the_match_kept_to_continue_here(window, pace):
    pace("fast")
    with served("spottle", "remote,remote,computer:hard", '{"rounds": 3}') as table_served:
        _, table = joined(window, str(table_served.code))
        person_plays(window, table, until=lambda: len(table.match.state.history) >= 4 and table.flow.quiet)
        table_served.stop()
        frames_until(window, lambda: isinstance(window.current_view, MenuView))
    menu = window.current_view
    frames_until(window, lambda: menu.shelf is not None)
    said = "The online table closed: the host has stopped. The match is kept here: continue it from Games in progress."
    assert said in menu.notes
    kept = [saved for saved in menu.shelf.games if saved.data["game"] == "spottle"]
    assert kept and kept[0].data["actions"] == table.match.state.history
    continued = opens(window, menu.save_rows[menu.shelf.games.index(kept[0])].entry, DiceTableView)
    assert not continued.match.is_computer(table.match.state.names.index("Ada"))
    assert len(continued.match.state.history) == len(table.match.state.history)


def test_a_table_is_watched_by_its_code_every_step_shown_none_acted(window, pace):
    pace("fast")
    with served("spottle", "remote,remote", '{"rounds": 2}', computers=("easy",)) as table_served:
        online = the_online_menu(window)
        replace_text(window, online.code_field, str(table_served.code))
        lobby = opens(window, online.watch_button, LobbyView)
        frames_until(window, lambda: lobby.seats)  # watching from the lobby; the last friend sits down
        assert "You watch" in lobby.code_caption.text
        last = threading.Thread(target=lambda: asyncio.run(ComputerApp("hard").play(table_served.code)))
        last.start()
        frames_until(window, lambda: isinstance(window.current_view, DiceTableView))
        table = window.current_view
        assert table.match.here == frozenset()

        def nobody_here_acts():
            assert not (table.flow.person_to_decide() or table.flow.person_to_throw())

        person_plays(window, table, each=nobody_here_acts)
    assert isinstance(window.current_view, ResultsScreen)
    assert table_served.record["actions"] == table.match.state.history
    assert lobby.link.watching and lobby.link.refusals == []
    last.join(30)


def test_a_run_kept_to_this_machine_joins_no_other_and_listens_on_no_network(window):
    """As every test and the monkey run: whatever is clicked, online play reaches loopback only."""
    from game.online.join_code import JoinCode, new_secret
    from game.online.reach import hosting_address

    online = the_online_menu(window)
    replace_text(window, online.code_field, str(JoinCode("192.0.2.1", 4000, new_secret())))
    opens(window, online.join_button, LobbyView)
    frames_until(window, lambda: window.current_view is online)
    assert online.answer.text == "This run reaches this machine only, not 192.0.2.1."
    click(window, online.search_button)
    frames_until(window, lambda: online.answer.text == "This run listens for no table on the network.")
    assert hosting_address("0.0.0.0") == "127.0.0.1"


@pytest.mark.parametrize("game", ["spelldice", "spottle"])
def test_two_people_at_the_hosts_machine_and_a_friend_elsewhere_play_to_the_results(window, pace, game):
    """Two people take turns at the host's screen (in Spelldice each picks in secret in turn), each
    sitting through a link of their own; the friend's seat is played through the network."""
    pace("fast")
    online = the_online_menu(window)
    replace_text(window, online.name_field, "Ada")
    setup = opens(window, online.host_button, HostSetupView)
    set_picker(window, setup.game_picker, game)
    set_picker(window, setup.count_picker, 3)
    set_picker(window, setup.where_picker, "127.0.0.1")
    set_picker(window, setup.seat_pickers[0][1], "here")
    name_field = setup.name_fields[0]
    assert name_field.visible and not setup.name_fields[1].visible  # a name only where a person here sits
    replace_text(window, name_field, "Cleo")
    set_picker(window, setup.seat_pickers[1][1], "remote")
    if game == "spelldice":
        screenshot(window, SHOTS / "online_host_setup_people_here.png")
    lobby = opens(window, setup.open_button, LobbyView)
    frames_until(window, lambda: len(lobby.seats) == 3 and lobby.seats[1]["here"])
    assert lobby.start_button.disabled  # the friend's seat is still free
    thread, played = a_friend_sits_down(lobby)
    frames_until(window, lambda: not lobby.start_button.disabled)
    assert [seat["name"] for seat in lobby.seats] == ["Ada", "Cleo", "Bram"]
    assert "Seat 2: Cleo (at this machine), seated" in [text.text for text in lobby.seat_texts]
    # a friend's lobby reads the host's seat as the host's and Cleo's as at the host's machine, not a host's
    assert [seat["kind"] for seat in lobby.seats] == ["host", "host_here", "remote"]
    if game == "spelldice":
        screenshot(window, SHOTS / "online_lobby_people_here.png")
    click(window, lobby.start_button)
    frames_until(window, lambda: isinstance(window.current_view, DiceTableView))
    table = window.current_view
    assert table.match.here == {0, 1} and table.match.state.names == ("Ada", "Cleo", "Bram")
    acted: set = set()
    picked: set = set()  # the seats here that made a secret pick: both, each in turn, in Spelldice

    def who_acts() -> None:
        flow = table.flow
        if flow.person_to_decide() or flow.person_to_throw():
            seat = table.match.secret_seat()
            acted.add(table.match.state.turn if seat is None else seat)
            if seat is not None:
                picked.add(seat)
                if len(picked) == 2 and not (SHOTS / "online_table_people_here.png").exists():
                    screenshot(window, SHOTS / "online_table_people_here.png")

    person_plays(window, table, each=who_acts)
    thread.join(30)
    assert isinstance(window.current_view, ResultsScreen)
    assert acted == {0, 1}  # each person here played their own seat at this screen
    assert picked == ({0, 1} if game == "spelldice" else set())
    assert played["record"]["actions"] == table.match.state.history
    assert lobby.hosted.record == played["record"]
    assert all(link.refusals == [] for link in lobby.links_here.values())


def _begun(seed: int = 77):
    """The link's word that a Spottle table has begun, Ada in the first seat, Bram in the second."""
    from game.games.spottle.rules import Options
    from game.online.link import Heard

    seats = ["remote", "remote"]
    return Heard(
        "begun",
        {
            "seat": 0,
            "game": "spottle",
            "options": Options(names=("Ada", "Bram")),
            "seats": seats,
            "seed": seed,
            "steps": [],
        },
    )


def test_a_rejoin_keeps_the_match_under_games_in_progress_started_when_it_first_was(window):
    """A friend back at a match under way (the same code typed again) sits at a new table, kept in the
    same save as the first: the save's start time stays the first table's."""
    from game.online.link import SeatLink
    from game.services.saves import saved_games
    from game.ui.online_table import networked_table

    first = networked_table(_begun(), SeatLink("Ada"), [], MenuView)
    first.flow.save_game(say_again=True)
    time.sleep(0.05)  # the rejoin is later: a start time taken now would differ
    again = networked_table(_begun(), SeatLink("Ada"), [], MenuView)
    again.flow.save_game(say_again=True)
    try:
        assert again.flow.keeper.path == first.flow.keeper.path  # one save, rejoined or not
        (kept,) = [saved for saved in saved_games().games if saved.path == again.flow.keeper.path]
        assert kept.started == first.flow.keeper.started
    finally:
        again.flow.keeper.remove()


def left_by_the_pause(window, table) -> MenuView:
    """The person leaves the table as anyone does, from the pause (asked first, as the settings say): the
    menu, once it has read the saves and its notes."""
    from game.ui.pause import PauseView

    key(window, arcade.key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseView)
    click(window, pause.quit_button)
    click(window, pause.leave_button)
    menu = window.current_view
    assert isinstance(menu, MenuView)
    frames_until(window, lambda: menu.shelf is not None)
    return menu


def test_a_friend_leaving_the_table_is_said_in_one_line_at_the_menu(window, pace):
    pace("fast")
    with served("spottle", "remote,remote", '{"rounds": 3}') as table_served:
        _, table = joined(window, str(table_served.code))
        person_plays(window, table, until=lambda: len(table.match.state.history) >= 2 and table.flow.quiet)
        menu = left_by_the_pause(window, table)
        screenshot(window, SHOTS / "online_left_menu.png")
    left = "You left the online table: its code takes your seat back while the match goes on."
    assert f"{left} The match is kept here: continue it from Games in progress." in menu.notes
    assert left in menu.note_text.text  # on the screen, not only in the list


def test_the_host_leaving_the_table_is_said_in_one_line_at_the_host_s_menu(window, pace):
    pace("fast")
    online = the_online_menu(window)
    replace_text(window, online.name_field, "Ada")
    setup = opens(window, online.host_button, HostSetupView)
    set_picker(window, setup.game_picker, "spottle")
    set_picker(window, setup.count_picker, 2)
    set_picker(window, setup.where_picker, "127.0.0.1")
    lobby = opens(window, setup.open_button, LobbyView)
    frames_until(window, lambda: lobby.seats and lobby.copy_button.visible)
    friend = ComputerApp("normal", name="Bram")
    ended: list = []  # how the friend's table ended: the host closed it
    thread = threading.Thread(target=lambda: ended.append(_played_to_its_end(friend, lobby.hosted.code)))
    thread.start()
    frames_until(window, lambda: not lobby.start_button.disabled)
    click(window, lobby.start_button)
    frames_until(window, lambda: isinstance(window.current_view, DiceTableView))
    table = window.current_view
    person_plays(window, table, until=lambda: len(table.match.state.history) >= 2 and table.flow.quiet)
    menu = left_by_the_pause(window, table)
    thread.join(30)
    closed = "You closed the online table: it has ended for everyone."
    assert f"{closed} The match is kept here: continue it from Games in progress." in menu.notes
    assert closed in menu.note_text.text
    assert ended and "closed" in ended[0]  # and the friend's table ended with it


def _played_to_its_end(app, code) -> str:
    """How an app's match at the table of ``code`` ended, in its words."""
    from game.online.table_app import HostCaught

    try:
        asyncio.run(app.play(code))
    except HostCaught as error:
        return str(error)
    return "over"


def test_back_from_host_a_table_keeps_its_choices_for_its_next_opening(window):
    from game.platform.settings import Settings, config_file

    setup = opens(window, the_online_menu(window).host_button, HostSetupView)
    set_picker(window, setup.game_picker, "spelldice")
    set_picker(window, setup.count_picker, 4)
    set_picker(window, setup.where_picker, "127.0.0.1")
    set_picker(window, setup.seat_pickers[0][1], "here")
    replace_text(window, setup.name_fields[0], "Cleo")
    set_picker(window, setup.seat_pickers[1][1], "remote")
    set_picker(window, setup.seat_pickers[2][1], "computer:easy")
    online = opens(window, setup.back_button, OnlineMenuView)
    again = opens(window, online.host_button, HostSetupView)
    screenshot(window, SHOTS / "online_host_setup_kept.png")
    assert again is not setup
    assert (again.game_picker.value, again.count_picker.value, again.where_picker.value) == (
        "spelldice",
        4,
        "127.0.0.1",
    )
    assert [picker.value for row, picker in again.seat_pickers if row.visible] == ["here", "remote", "computer:easy"]
    assert again.name_fields[0].visible and again.name_fields[0].text == "Cleo"
    assert again.chosen() == setup.chosen()
    assert Settings.load(config_file()).online_table == setup.chosen()  # and for the next run of the game


def test_host_a_table_opens_as_at_first_where_its_kept_choices_are_not_its_own(window):
    """Choices kept by another version, or damaged: each taken only where its picker offers it."""
    at_first = opens(window, the_online_menu(window).host_button, HostSetupView).chosen()
    window.settings.online_table = {"game": "chess", "players": True, "seats": "remote", "names": [3, " Bo "]}
    setup = opens(window, the_online_menu(window).host_button, HostSetupView)
    assert setup.chosen() == {**at_first, "names": ["Player 2", "Bo", "Player 4", "Player 5", "Player 6"]}
    window.settings.online_table = {"game": "spots", "players": 4, "listen": "192.0.2.1", "shown": 1, "relay": [9]}
    setup = opens(window, the_online_menu(window).host_button, HostSetupView)
    assert setup.chosen() == {**at_first, "game": "spots", "players": 4}


def hosting_through_a_relay(window, relay: str) -> HostSetupView:
    """Ada sets Host a table for Death's Will, a friend's seat, reached through the relay typed."""
    online = the_online_menu(window)
    replace_text(window, online.name_field, "Ada")
    setup = opens(window, online.host_button, HostSetupView)
    set_picker(window, setup.game_picker, "deaths_will")
    set_picker(window, setup.where_picker, "relay")
    assert setup.relay_field.visible and not setup.shown_picker.visible  # a relayed table is announced nowhere
    replace_text(window, setup.relay_field, relay)
    return setup


def test_a_table_hosted_through_a_relay_seats_a_friend_by_the_relayed_code_it_shows(window):
    with relay_running() as port:
        setup = hosting_through_a_relay(window, f"127.0.0.1:{port}")
        lobby = opens(window, setup.open_button, LobbyView)
        frames_until(window, lambda: lobby.seats and lobby.copy_button.visible)
        code = JoinCode.read(lobby.code_text.text)  # the code as the host reads it out
        assert code == lobby.hosted.code and code.relayed and (code.host, code.port) == ("127.0.0.1", port)
        own = lobby.hosted.own_code  # the host sits through loopback, at the port the table listens on here
        assert not own.relayed and (own.host, own.port) == ("127.0.0.1", lobby.hosted.table.port) and own.port != port
        ended: list = []
        friend = threading.Thread(target=lambda: ended.append(_played_to_its_end(ComputerApp("easy", "Bram"), code)))
        friend.start()
        frames_until(window, lambda: not lobby.start_button.disabled, 10)
        assert [seat["name"] for seat in lobby.seats] == ["Ada", "Bram"] and all(s["here"] for s in lobby.seats)
        assert "Seat 2: Bram (a friend), seated" in [text.text for text in lobby.seat_texts]
        click(window, lobby.leave_button)  # a friend is seated: the host is asked first...
        assert lobby.leave_button.text == "Close it" and not ended
        click(window, lobby.leave_button)  # ...and closes it
        friend.join(10)
        # the friend's table, through the relay (still running), ended at once, in the words a table hosted
        # directly says it in
        assert ended == ["the table's connection closed: the host has stopped"]


@pytest.mark.parametrize("where", ["nothing", "elsewhere"])
def test_a_relay_the_table_cannot_open_at_is_said_under_it_and_nothing_is_left_listening(window, where):
    """A relay not there, or one elsewhere in a run kept to loopback: one line where the address is typed,
    the table closed, and the address there to be changed."""
    import socket

    relay = f"127.0.0.1:{_a_port_nothing_listens_on()}" if where == "nothing" else "192.0.2.1"
    setup = hosting_through_a_relay(window, relay)
    lobby = opens(window, setup.open_button, LobbyView)
    frames_until(window, lambda: window.current_view is setup, 10)
    said = {
        "nothing": f"Cannot reach the relay at {relay}: Connection refused.",
        "elsewhere": "This run reaches this machine only, not 192.0.2.1.",
    }[where]
    assert setup.shown_note.text == said and setup.shown_note.color[:3] == art.RED[:3] and setup.problem.text == ""
    hosted = lobby.hosted
    assert hosted.done.is_set() and hosted.code is None and not hosted.listening
    if where == "nothing":  # it listened on loopback a moment, for its own people: closed as it failed
        with pytest.raises(ConnectionRefusedError), socket.create_connection(("127.0.0.1", hosted.table.port)):
            pass
    else:  # refused before anything opened
        assert hosted.table is None
    replace_text(window, setup.relay_field, "127.0.0.1:http")  # the person changes the address: a wrong one
    click(window, setup.open_button)
    assert window.current_view is setup  # nothing opened
    assert setup.shown_note.text.startswith("A relay's address is HOST:PORT, like relay.example.org:8766")


def test_host_a_table_keeps_a_relay_chosen_and_its_address_for_its_next_opening(window):
    from game.platform.settings import Settings, config_file

    setup = hosting_through_a_relay(window, "relay.example.org")
    online = opens(window, setup.back_button, OnlineMenuView)
    again = opens(window, online.host_button, HostSetupView)
    assert again is not setup and again.where_picker.value == "relay"
    assert again.relay_field.visible and again.relay_field.text == "relay.example.org"
    assert Settings.load(config_file()).online_table["relay"] == "relay.example.org"  # and for the next run
    set_picker(window, again.where_picker, "127.0.0.1")  # another choice: the address kept for a later one
    assert not again.relay_field.visible and again.chosen()["relay"] == "relay.example.org"


class _Router:
    """A home router that opens a port when asked, or will not (``refuses``), in place of the network's."""

    def __init__(self, refuses: bool = False):
        self.refuses, self.opened, self.closed = refuses, [], []

    async def open(self, port: int):
        from game.online.router_port import RouterPort, RouterRefused

        if self.refuses:
            raise RouterRefused("no router on this network answered (UPnP may be off on it)")
        self.opened.append(port)
        router = self

        class Service:
            def action(self, name: str):
                class Call:
                    async def async_call(self, **fields):
                        router.closed.append((name, fields["NewExternalPort"]))

                return Call()

        return RouterPort("203.0.113.9", port, Service())


@pytest.mark.parametrize(
    ("relay", "open_port", "said"),
    [
        (None, False, "Opening the table..."),
        (("127.0.0.1", 8766), False, "Opening the table at the relay..."),
        (None, True, "Asking your router to open its port..."),
    ],
)
def test_the_host_s_lobby_says_what_it_waits_on_while_the_table_opens(window, relay, open_port, said):
    """Before its code, the host's lobby says the table is opening (at a relay, or its router asked, which
    takes seconds): never "Finding the table...", a joiner's words, since the host finds no table."""
    hosted = SimpleNamespace(relay=relay, open_port=open_port)
    lobby = LobbyView.hosting(hosted, {0: "Ada"}, back_to=None, to_menu=None)
    assert lobby.status.text == said
    assert not lobby.copy_button.visible and lobby.start_button.disabled


@pytest.mark.parametrize("refuses", [False, True])
def test_a_router_asked_to_open_the_table_s_port_is_said_in_the_lobby_and_closed_after(window, monkeypatch, refuses):
    """Chosen on Host a table, the router is asked (here a stand-in for it: a run kept to loopback sends
    nothing on the network, and the table still listens on loopback alone): the code carries the router's
    address and the lobby says friends reach it from any network; a router that will not is said there too,
    and the code is the table's own. Leaving closes the port it opened."""
    from game.online import reach

    router = _Router(refuses)
    monkeypatch.setattr("game.online.host.open_router_port", router.open)
    online = the_online_menu(window)
    replace_text(window, online.name_field, "Ada")
    setup = opens(window, online.host_button, HostSetupView)
    set_picker(window, setup.game_picker, "deaths_will")
    set_picker(window, setup.where_picker, "upnp")
    assert (
        setup.shown_picker.visible
        and setup.shown_note.text == "Your router is asked to open a port; some routers will not."
    )
    monkeypatch.setattr(reach, "loopback_only", lambda: False)  # as a person's run: it asks the router
    monkeypatch.setattr(reach, "hosting_address", lambda address: "127.0.0.1")  # and yet listens here only
    lobby = opens(window, setup.open_button, LobbyView)
    frames_until(window, lambda: lobby.copy_button.visible and lobby.hosted.router)
    draw(window)
    code = JoinCode.read(lobby.code_text.text)
    if refuses:
        assert (code.host, router.opened) == ("127.0.0.1", [])
        assert lobby.code_caption.text == "The join code: your router did not open its port (this network only)."
    else:
        assert (code.host, code.port) == ("203.0.113.9", lobby.hosted.table.port) == ("203.0.113.9", router.opened[0])
        assert lobby.code_caption.text == "The join code, for any network: your router opened its port."
        screenshot(window, SHOTS / "lobby_router_port.png")
    click(window, lobby.leave_button)
    frames_until(window, lambda: lobby.hosted.done.is_set(), 10)
    assert router.closed == ([] if refuses else [("DeletePortMapping", router.opened[0])])


def test_a_host_leaving_a_lobby_with_a_friend_seated_is_asked_once_and_then_told_at_play_online(window):
    """Escape in the host's lobby closed the table at once, friends seated or not, and said nothing: now the
    first asks (the table stays open), the second closes it, and Play online says so in one line."""
    online = the_online_menu(window)
    replace_text(window, online.name_field, "Ada")
    setup = opens(window, online.host_button, HostSetupView)
    set_picker(window, setup.game_picker, "deaths_will")
    set_picker(window, setup.where_picker, "127.0.0.1")
    lobby = opens(window, setup.open_button, LobbyView)
    frames_until(window, lambda: lobby.seats and lobby.copy_button.visible)
    ended: list = []
    thread = threading.Thread(
        target=lambda: ended.append(_played_to_its_end(ComputerApp("easy", "Bram"), lobby.hosted.code))
    )
    thread.start()
    frames_until(window, lambda: not lobby.start_button.disabled, 10)
    key(window, arcade.key.ESCAPE)
    draw(window)
    assert window.current_view is lobby and lobby.hosted.listening and lobby.leave_button.text == "Close it"
    assert lobby.status.text == "Leave again to close the table: the friends seated at it are told."
    key(window, arcade.key.ESCAPE)
    thread.join(10)
    assert window.current_view is not lobby and ended == ["the table's connection closed: the host has stopped"]
    frames_until(window, lambda: lobby.hosted.done.is_set(), 10)
    assert (
        window.current_view is online
        and online.answer_words == "You closed the table: the friends seated at it were told."
    )
