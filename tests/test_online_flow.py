"""A person's seat through the network, with no window: the table's flow at
a ``SeatLink`` plays whole matches against a host on loopback, computers
acting through the network beside it. Only the seat to act acts, every
step is shown as the host told it, and a refusal from the host is said in
the prompt."""

from __future__ import annotations

import time

import pytest

from game.online.join_code import JoinCode
from game.online.link import SeatLink
from game.online.seat_policy import OnlineSeat, told_match
from game.platform.settings import Settings
from game.table.flow import Cues, TableFlow
from tests.online_tables import served
from tests.people import person_acts

GAMES = {
    "deaths_will": ("remote,remote", '{"hands": 2}'),
    "spelldice": ("remote,remote,computer:hard", "{}"),
    "spottle": ("remote,remote,computer:hard", '{"rounds": 2}'),
    "doty": ("remote,remote", "{}"),
    "spots": ("remote,remote,computer:normal", '{"deal": 2}'),
}


def seated(
    code: JoinCode, name: str = "Ada", seconds: float = 30.0, watch: bool = False
) -> tuple[SeatLink, TableFlow, OnlineSeat]:
    """A person's seat at the table of ``code`` (or a place to watch it): its link, and the flow it
    shows once the table begins."""
    link = SeatLink(name, watch)
    link.start(code)
    heard, until = [], time.monotonic() + seconds
    while not any(item.kind == "begun" for item in heard):
        assert time.monotonic() < until, [item.kind for item in heard]
        assert not any(item.kind == "closed" for item in heard), heard
        heard += link.heard()
        time.sleep(0.005)
    at = next(k for k, item in enumerate(heard) if item.kind == "begun")
    match = told_match(heard[at])
    flow = TableFlow(match, match.definition.beats(), Settings(sound=False), Cues())
    policy = OnlineSeat(link, match)
    policy.attach(flow, heard[at + 1 :])
    return link, flow, policy


def played(flow: TableFlow, policy: OnlineSeat, seconds: float = 120.0, each=None) -> None:
    """The person plays as the seed of the moment says, the dice skipped to rest, until the end."""
    until = time.monotonic() + seconds
    while not flow.finished and policy.closed is None:
        assert time.monotonic() < until, f"the match did not end: {_where(flow, policy)}"
        if each is not None:
            each(flow)
        person_acts(flow)
        flow.advance(1 / 30)
        if flow.playback is not None and not flow.playback.done:
            flow.skip()
        time.sleep(0)  # the link's thread given its turn, no real time waited out


def _where(flow: TableFlow, policy: OnlineSeat) -> str:
    """Where a match that did not end stands, for the failure's message: the steps shown, what the
    flow waits on, and the link."""
    match, link = flow.match, policy.link
    return (
        f"{len(match.state.history)} steps shown, over={match.over}, turn={match.state.turn}, "
        f"secret movers={match.state.secret_movers()}, here={sorted(match.here)}, sent={match.sent}, "
        f"asked={match.asked}, busy={flow.busy}, link running={link.running}, closed={link.closed_why}"
    )


@pytest.mark.parametrize("game", list(GAMES))
def test_a_flow_at_a_link_plays_a_whole_match_with_a_computer_acting_through_the_network(game):
    seats, options = GAMES[game]
    acted_for: list[int] = []

    def only_its_own_seat(flow):
        match = flow.match
        if flow.person_to_decide() or flow.person_to_throw():
            acted_for.append(match.state.turn)
            assert match.state.turn in match.here  # never another's seat
        elif not match.over and match.state.turn not in match.here:
            before, sent = len(match.state.history), match.sent
            flow.throw_standard()  # nothing: it is another's turn
            if match.state.to_move >= 0 and match.state.legal_actions():
                flow.decide(match.state.legal_actions()[0])
            assert len(match.state.history) == before and match.sent == sent

    with served(game, seats, options) as table:
        link, flow, policy = seated(table.code)
        played(flow, policy, each=only_its_own_seat)
    assert policy.closed is None and table.failed is None
    record = table.record
    assert flow.finished and record["actions"] == flow.match.state.history  # shown here as the host played it
    assert record["actions"] == table.apps[0].match.state.history
    assert acted_for and set(acted_for) == set(flow.match.here)
    assert "Ada" in flow.match.state.names and "Computer easy" in flow.match.state.names
    assert link.refusals == []  # nothing the person did was refused by the host
    if game == "spelldice":  # every pick sealed through the network, the person's among them
        (seat,) = flow.match.here
        asked = [item.data["step"] for item in policy.said if item.kind == "pick"]
        rounds = [r["step"] for r in record["fairness"]["sealed"] if seat in r["seats"]]
        assert asked and asked == rounds  # the person picked in every round they were in, sealed


def test_a_move_the_host_refuses_is_said_in_the_prompt_and_the_person_plays_on():
    with served("deaths_will", "remote,remote", '{"hands": 2}') as table:
        link, flow, policy = seated(table.code)
        # the person's move, sent for a step the table is not at: the host's refusal, in the prompt
        until = time.monotonic() + 30
        while not (flow.person_to_decide() or flow.person_to_throw()):
            assert time.monotonic() < until
            flow.advance(1 / 30)
            if flow.playback is not None and not flow.playback.done:
                flow.skip()
        link.act(99, {"fold": True})
        while not flow.refusing():
            assert time.monotonic() < until
            flow.advance(1 / 30)
            time.sleep(0.005)
        assert (
            flow.refusal
            == "Not allowed: that was for step 99; the table is at step " + str(len(flow.match.state.history)) + "."
        )
        played(flow, policy)
    assert flow.finished and table.record["actions"] == flow.match.state.history


def test_the_host_leaving_closes_the_table_in_one_line_and_the_match_is_kept_to_continue_here():
    from game.services.match import Match

    with served("spottle", "remote,remote,computer:hard", '{"rounds": 3}') as table:
        link, flow, policy = seated(table.code)
        played(flow, policy, each=lambda flow: len(flow.match.state.history) > 6 and table.stop())
    assert policy.closed == "the table's connection closed: the host has stopped"
    save = flow.match.to_save()
    assert save["seats"][flow.match.state.names.index("Ada")] == "person"
    assert "person" not in [seat for k, seat in enumerate(save["seats"]) if k not in flow.match.here]
    match, steps = Match.from_save(save)  # continued here, computers in the friends' seats
    assert len(steps) == len(flow.match.state.history)


def test_a_player_who_left_takes_the_seat_back_by_the_same_code_brought_to_where_the_match_stands():
    with served("spottle", "remote,remote,computer:hard", '{"rounds": 2}') as table:
        link, flow, policy = seated(table.code)
        played(flow, policy, each=lambda flow: len(flow.match.state.history) >= 8 and link.leave())
        assert policy.closed is not None and len(flow.match.state.history) >= 8
        time.sleep(0.3)  # the host has heard the seat left: it waits for its player
        back, again, policy_again = seated(table.code, "Ada")
        shown_at_once = len(again.match.state.history)
        assert shown_at_once >= 8  # the steps so far, shown at once as a continued game's
        assert again.match.here == flow.match.here  # the same seat
        played(again, policy_again)
    assert policy_again.closed is None and table.failed is None
    assert again.finished and table.record["actions"] == again.match.state.history
    assert back.share is None  # back at a seed agreed without it


def test_a_watcher_is_shown_every_step_of_a_match_it_sits_nowhere_in_and_acts_in_none():
    with served("spelldice", "remote,remote,computer:hard", computers=("easy", "hard")) as table:
        watcher, flow, policy = seated(table.code, "Wren", watch=True)
        watcher.act(0, {"fold": True})  # a watcher sends nothing: refused, and the table plays on
        played(flow, policy, each=lambda flow: not (flow.person_to_decide() or flow.person_to_throw()) or 1 / 0)
    assert policy.closed is None and table.failed is None
    assert flow.finished and table.record["actions"] == flow.match.state.history
    assert flow.match.here == frozenset() and "Wren" not in flow.match.state.names
    assert len(table.record["fairness"]["shares"]) == 3  # the host's and the two seats': none of the watcher's
    assert not any(item.kind == "pick" for item in policy.said)  # no pick is asked of it
    assert watcher.refusals == ["a watcher sends nothing to the table"]


def test_in_a_round_of_secret_moves_the_person_moves_only_when_the_host_asks():
    """Between the host's steps of a round of picks (the round begun, this
    seat's pick not asked for, or asked and told), the person's seat is not
    theirs to play: a pick taken as a move would be refused, again and again."""
    from game.games.spelldice.rules import Options
    from game.services.told import ToldMatch

    match = ToldMatch(Options(names=("Ada", "Bram", "Cora")), ("person", "person", "hard"), 5, frozenset({0}))
    assert 0 in match.state.secret_movers() and match.state.turn == 0
    assert match.is_computer(0)  # not asked: it waits for the host
    match.asked = 0
    assert match.secret_seat() == 0 and not match.is_computer(0)  # asked: the person picks
    match.sent = True
    assert match.is_computer(0)  # sealed and sent: nothing more until the host answers


def test_what_the_window_asks_a_link_to_send_as_its_loop_ends_leaves_nothing_unawaited():
    """The table closing while a move is on its way to the link's loop: the move is never sent, and no
    coroutine was made for it and left unawaited (Python warns of one as it is collected)."""
    import asyncio
    import gc
    import threading
    import warnings

    link = SeatLink("Ada")
    link.loop = asyncio.new_event_loop()  # a loop the move reaches too late: it never runs again
    waiting = threading.Event()
    link.thread = threading.Thread(target=waiting.wait, daemon=True)
    link.thread.start()
    try:
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")
            link.undo(3)
            link.act(3, {"ante": 0})
            link.leave()
            link.loop.close()
            gc.collect()
        assert not [w for w in warned if "never awaited" in str(w.message)]
        assert link.sending == set()
    finally:
        waiting.set()


def test_in_a_round_of_picks_each_screen_is_told_who_has_sealed_while_the_others_choose():
    """The host tells every table each seal as it comes in (its own computer's at once, a friend's as it
    is sent), so a plaque reads "sealed" of a wizard who has chosen, not "choosing..." until the last."""
    with served("spelldice", "remote,remote,computer:hard", "{}") as table:
        link, flow, policy = seated(table.code, "Ada")
        mine = next(iter(flow.match.here))
        seen: list[tuple[frozenset, frozenset]] = []

        def waits_for_the_others(flow) -> None:
            """Asked to pick: the person waits until the host has told that every other seat sealed."""
            match = flow.match
            if match.secret_seat() is None:
                return
            # the wizards still in, but this one (``state`` is as this seat sees it, the picks before its own made)
            others = frozenset(match._state.secret_movers()) - {mine}
            assert match.sealed_seats() <= others  # never this seat's before it picks
            until = time.monotonic() + 20
            while match.sealed_seats() != others and time.monotonic() < until:
                flow.advance(1 / 30)
                time.sleep(0.005)
            seen.append((match.sealed_seats(), others))

        played(flow, policy, each=waits_for_the_others)
        assert seen and all(sealed == others for sealed, others in seen)
        assert flow.match.sealed_seats() == frozenset()  # the round over: nobody is waiting on a seal
    assert table.failed is None and policy.closed is None


def test_an_app_catches_a_host_that_tells_seals_of_seats_not_at_its_table():
    from game.online.table_app import HostCaught, Seated, TableApp

    app = TableApp("Ada")
    app.seated = Seated(0, "spelldice", None, ["remote", "remote", "hard"])
    app._seals_in([2, 1])  # seats of the table, each once: shown
    for told in ([3], [-1], [1, 1], ["1"], [True]):
        with pytest.raises(HostCaught, match="seals of seats that are not at its table"):
            app._seals_in(told)


def test_a_link_tells_its_window_every_seat_sealed_once_the_host_says_every_seal_is_in():
    """The host's "sealed" (every seal in, the picks to be shown and played) reaches the window as the
    seals in, every seat's, so each plaque reads sealed until its pick is played; its seats are checked
    as the seals in so far are."""
    import asyncio

    from game.online import messages
    from game.online.table_app import HostCaught, Seated

    def sealed(seats: list) -> dict:
        said = messages.encode("sealed", step=4, seats=seats, seals=["0" * 64] * len(seats))
        return messages.decode(said, messages.FROM_HOST)

    link = SeatLink("Ada")
    link.seated = Seated(0, "spelldice", None, ["remote", "hard", "remote"])
    asyncio.run(link.hear(None, sealed([0, 1, 2])))
    assert [(item.kind, item.data) for item in link.heard()] == [("seal_in", {"step": 4, "seats": [0, 1, 2]})]
    with pytest.raises(HostCaught, match="seals of seats that are not at its table"):
        asyncio.run(link.hear(None, sealed([0, 3])))
    assert link.heard() == []
