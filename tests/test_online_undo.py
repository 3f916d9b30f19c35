"""Undo online, through the host: a person takes back their last choice as
at one screen (their own, since the last throw, in their own turn), the host
plays its match again without it and tells every app and watcher, which
take it back too; the host refuses the rest in one line, changing nothing;
and the match's record still verifies."""

from __future__ import annotations

import asyncio
import json
import time

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.core.move_forms import THROW
from game.games.deaths_will.rules import Ante
from game.games.deaths_will.rules import Options as DeathsWillOptions
from game.games.spelldice.rules import Options as SpelldiceOptions
from game.online import messages
from game.online.app import ComputerApp
from game.online.join_code import JoinCode
from game.online.link import SeatLink
from game.online.seat_policy import OnlineSeat, told_match
from game.online.table_app import HostCaught, Seated, TableApp
from game.online.taking_back import why_not_take_back
from game.online.verify import verdict
from game.physics.gesture import STANDARD_STRENGTH
from game.platform.settings import Settings
from game.services.match import Match
from game.table.flow import Cues, TableFlow
from tests.online_tables import served
from tests.people import person_acts
from tests.test_online import _table
from tests.test_online_flow import played, seated


def _until(flow_of, done, seconds: float = 30.0) -> None:
    """Advance the flow (``flow_of()``: it is a new one after an undo) until ``done()``, dice skipped."""
    until = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < until, "the table did not get there"
        flow = flow_of()
        flow.advance(1 / 30)
        if flow.playback is not None and not flow.playback.done:
            flow.skip()
        time.sleep(0.002)  # the links' threads given their turn


def _told(match, history: list, seconds: float = 10.0) -> bool:
    """Whether an app's ``match``, told on a thread of its own, comes to ``history`` (waited for, not raced)."""
    until = time.monotonic() + seconds
    while match.state.history != history and time.monotonic() < until:
        time.sleep(0.002)
    return match.state.history == history


def _step(flow) -> None:
    """One frame of the table, dice skipped to rest."""
    flow.advance(1 / 30)
    if flow.playback is not None and not flow.playback.done:
        flow.skip()
    time.sleep(0.002)


def _settled(policy) -> bool:
    """Nothing on its way: no move with the host, no told step still to show."""
    match = policy.match
    return not match.sent and not match.told and not policy.flow.busy


def _anted(policy, seat: int | None = None) -> list:
    """The people here play, antes plain (no raise ends the match before a turn to come), until ``seat``
    (None: the first to decide) has anted, a choice it may take back, and the table has settled; the
    match's steps before that ante. After it, a held moment is moved on from and nothing more is done:
    a throw would be chance, and nothing could be taken back."""
    before = None
    until = time.monotonic() + 60
    while not (before is not None and _settled(policy) and policy.flow.can_undo()):
        assert time.monotonic() < until and not policy.flow.finished
        flow = policy.flow
        state = flow.match.state
        if before is not None:
            if flow.moment is not None and flow.moment.hold:
                flow.skip()
        elif flow.person_to_decide():
            if seat is None or state.turn == seat:
                before = list(state.history)
            flow.decide(next(a for a in state.legal_actions() if isinstance(a, Ante)))
        elif not policy.match.sent:
            person_acts(flow)
        _step(flow)
    return before


class SlowComputer(ComputerApp):
    """A computer that thinks a while before each step: the person's asking comes in its turn."""

    async def _act_if_ours(self, host) -> None:
        if self.ours_to_act():
            await asyncio.sleep(0.4)
        await super()._act_if_ours(host)


def test_a_person_takes_back_an_ante_before_throwing_and_every_app_shows_the_same_table():
    with served("deaths_will", "remote,remote", '{"hands": 2}') as table:
        link, flow, policy = seated(table.code, "Ada")
        watcher, _, watching = seated(table.code, "Wren", watch=True)
        # the person plays until they have made a choice they may take back (an ante, before the dice)
        before = _anted(policy)
        chosen = list(policy.match.state.history)
        assert chosen[: len(before)] == before and len(chosen) == len(before) + 1
        old = policy.flow
        policy.flow.policy.sends_undo()  # what the Undo button and Ctrl+Z do at a table online
        assert not policy.flow.can_undo()  # asked once: nothing more until the host answers
        _until(lambda: policy.flow, lambda: policy.flow is not old and _settled(policy))
        assert policy.match.state.history == before and policy.flow.person_to_decide()
        _until(lambda: watching.flow, lambda: len(watching.match.records) == len(before) and _settled(watching))
        assert watching.match.state.history == before  # the watcher's table is taken back too
        assert _told(table.apps[0].match, before), table.apps[
            0
        ].match.state.history  # and the computer's, through the network
        assert link.refusals == [] and watcher.refusals == []
        played(policy.flow, policy)
        _until(lambda: watching.flow, lambda: watching.flow.finished, 60)
    assert table.failed is None and policy.closed is None
    record = table.record
    assert record["actions"] == policy.flow.match.state.history == watching.flow.match.state.history
    fair, said = verdict(record)  # the record holds only what stood, and verifies
    assert fair, said


def test_of_two_people_at_one_machine_the_one_whose_turn_it_is_takes_back_their_own_choice():
    """Each person here sits through a link of their own, and the host takes back a seat's choices only
    at that seat's asking: the undo goes through the link of the person whose turn it is."""
    with served("deaths_will", "remote,remote", '{"hands": 2}', computers=()) as table:
        first, second = SeatLink("Ada"), SeatLink("Bo")
        first.start(table.code)
        second.start(table.code)
        heard, until = [], time.monotonic() + 30
        while not (any(item.kind == "begun" for item in heard) and second.seated is not None):
            assert time.monotonic() < until, [item.kind for item in heard]
            heard += first.heard()
            time.sleep(0.005)
        at = next(k for k, item in enumerate(heard) if item.kind == "begun")
        theirs = second.seated.seat
        match = told_match(heard[at], also_here=frozenset({theirs}))
        flow = TableFlow(match, match.definition.beats(), Settings(sound=False), Cues())
        policy = OnlineSeat(first, match, {theirs: second})
        policy.attach(flow, heard[at + 1 :])
        before = _anted(policy, theirs)
        old = policy.flow
        policy.sends_undo()
        _until(lambda: policy.flow, lambda: policy.flow is not old and _settled(policy))
        assert policy.match.state.history == before and policy.match.state.turn == theirs
        assert first.refusals == [] and second.refusals == []
        played(policy.flow, policy)
    assert table.failed is None and verdict(table.record)[0]


def test_the_host_refuses_undo_into_another_s_turn_and_after_a_throw_and_the_table_plays_on():
    with served(
        "deaths_will", "remote,remote", '{"hands": 4}', computers=()
    ) as table:  # the house changes hands; four, so a hand ended at once (a triple, a piss) leaves others to refuse in
        slow = SlowComputer("easy", name="Slow")
        asyncio.run_coroutine_threadsafe(slow.play(table.code), table.loop)
        link, flow, policy = seated(table.code, "Ada")
        refused_in_their_turn = refused_after_the_dice = False
        until = time.monotonic() + 90
        while not flow.finished:
            assert time.monotonic() < until and policy.closed is None
            match = flow.match
            if _settled(policy) and not match.over and match.state.turn not in match.here and not refused_in_their_turn:
                link.undo(len(match.state.history))  # the other seat's turn: refused
                _until(lambda: flow, lambda: link.refusals)
                assert link.refusals[-1] == "nothing is taken back in another's turn"
                refused_in_their_turn = True
            thrown = bool(match.state.history) and THROW in match.state.history[-1]
            persons_turn = flow.person_to_decide() or flow.person_to_throw()
            if thrown and persons_turn and _settled(policy) and not refused_after_the_dice:
                seen = len(link.refusals)
                link.undo(len(match.state.history))  # the dice were thrown since the last choice
                _until(lambda: flow, lambda seen=seen: len(link.refusals) > seen)
                assert link.refusals[-1] in (
                    "the dice have been thrown since: chance is never taken back",
                    "there is no choice of yours to take back now",
                )
                refused_after_the_dice = True
            person_acts(flow)
            _step(flow)
    assert refused_in_their_turn and refused_after_the_dice
    assert table.failed is None and verdict(table.record)[0]
    assert table.record["actions"] == flow.match.state.history  # nothing refused changed the match


def test_a_hostile_app_cannot_take_back_the_other_seat_s_choice():
    """It sits beside a fair computer and asks, after the computer's choices, to take them back: in the
    computer's turn and in its own; each is refused to it alone, and nothing is taken back."""
    refusals: list[str] = []

    async def hostile(code: JoinCode) -> None:
        app = await connect(f"ws://{code.host}:{code.port}", max_size=None)
        await app.send(messages.encode("hello", secret=code.secret, name="Mallory"))
        welcome = json.loads(await app.recv())
        seat = welcome["seat"]
        steps = 0

        async def misbehave() -> None:
            nonlocal steps
            async for raw in app:
                message = json.loads(raw)
                kind = message["kind"]
                if kind == "refused":
                    refusals.append(message["reason"])
                    if len(refusals) >= 4:  # done: it leaves, and the table's stand-in plays its seat
                        await app.close()
                        return
                    await app.send(messages.encode("undo", step=steps))  # and asks again
                elif kind == "commit":
                    await app.send(messages.encode("commit", commitment=_commitment()))
                elif kind == "commitments":
                    await app.send(messages.encode("reveal", share="0" * 64))
                elif kind == "shares":  # its first choice, made fairly: an ante
                    await app.send(messages.encode("act", step=0, move={"ante": 0}))
                elif kind == "step" and message["step"] == 0:  # and its throw
                    await app.send(messages.encode("throw", step=1, gesture=[0.0, STANDARD_STRENGTH, 0.0]))
                elif kind == "step":  # the other seat's turn: take back its choices, or its own before the dice
                    steps = message["step"] + 1
                    await app.send(messages.encode("undo", step=steps))
                elif kind == "undone":
                    refusals.append(f"UNDONE {message}")

        asyncio.get_running_loop().create_task(misbehave())
        assert seat == 0

    record, played = asyncio.run(
        _table("deaths_will", "remote,remote", [ComputerApp("hard")], hostile=hostile, seat_wait=0.5)
    )
    assert played == [record] and verdict(record)[0]
    assert refusals and not any(r.startswith("UNDONE") for r in refusals)
    assert set(refusals) <= {
        "nothing is taken back in another's turn",
        "there is no choice of yours to take back",
        "there is no choice of yours to take back now",
        "the dice have been thrown since: chance is never taken back",
    } | {r for r in refusals if r.startswith("that was for step")}
    assert "nothing is taken back in another's turn" in refusals


def test_an_app_that_asks_again_and_again_to_take_back_is_let_go_and_every_screen_kept_from_it():
    """Each taking back remakes every app's and watcher's table: an app that antes and takes it back as
    fast as the network goes has it taken back once a second at most, the rest refused, and is let go."""
    heard: list[str] = []

    async def flooding(code: JoinCode) -> None:
        app = await connect(f"ws://{code.host}:{code.port}", max_size=None)
        await app.send(messages.encode("hello", secret=code.secret, name="Mallory"))
        assert json.loads(await app.recv())["seat"] == 0

        async def flood() -> None:
            try:
                async for raw in app:
                    kind = json.loads(raw)["kind"]
                    if kind == "commit":
                        await app.send(messages.encode("commit", commitment=_commitment()))
                    elif kind == "commitments":
                        await app.send(messages.encode("reveal", share="0" * 64))
                    elif kind in ("shares", "undone"):  # an ante, again
                        heard.append(kind)
                        await app.send(messages.encode("act", step=0, move={"ante": 0}))
                    elif kind in ("step", "refused"):  # and at once, again and again, it is taken back
                        heard.append(kind)
                        await app.send(messages.encode("undo", step=1))
            except ConnectionClosed:
                heard.append("let go")

        asyncio.get_running_loop().create_task(flood())

    table = _table("deaths_will", "remote,remote", [ComputerApp("hard")], hostile=flooding, seat_wait=0.5)
    record, played = asyncio.run(asyncio.wait_for(table, 60))  # taken back as often as asked, it never ends
    assert played == [record] and verdict(record)[0]  # the table played on, its stand-in in the seat
    assert heard.count("undone") <= 2 and heard.count("refused") >= 10 and heard[-1] == "let go", heard


def _commitment() -> str:
    from game.online import fairness

    return fairness.commitment("0" * 64)


def test_the_rule_the_host_checks_an_undo_by():
    match = Match(DeathsWillOptions(names=("Ada", "Bo"), hands=1), ("person", "person"), seed=3)
    seat = match.state.turn
    assert why_not_take_back(match, seat, seat, 0, 0) == "there is no choice of yours to take back"
    assert why_not_take_back(match, 1 - seat, seat, 0, 0) == "nothing is taken back in another's turn"
    match.act(Ante(1))
    assert why_not_take_back(match, seat, seat, 0, 1) == "that was for step 0; the table is at step 1"
    assert why_not_take_back(match, seat, seat, 1, 1) is None and match.take_back_from(seat) == 0
    assert match.take_back_from(1 - seat) is None  # never another's choice
    match.throw(match.standard_gesture())
    assert "chance is never taken back" in why_not_take_back(match, seat, seat, 2, 2)


def test_a_sealed_pick_is_never_taken_back_online_though_at_one_screen_it_may_be():
    match = Match(SpelldiceOptions(names=("Ada", "Bo", "Cy")), ("person", "person", "person"), seed=3)
    while match.state.secret_movers():
        match.act(match.computer_action("easy"))
    assert match.secret_moves == {0, 1, 2} and match.state.turn == match.movers[2] == 2
    assert match.can_undo()  # at one screen the last wizard may take back their pick, in their turn
    assert match.take_back_from(2) is None  # online it was sealed, and every seal shown
    assert why_not_take_back(match, 2, 2, 3, 3) == "a sealed pick is never taken back"


def test_an_app_catches_a_host_that_takes_back_what_the_rule_does_not_allow():
    app = TableApp("Ada")
    options = DeathsWillOptions(names=("Ada", "Bo"), hands=1)
    app.seated = Seated(0, "deaths_will", options, ["remote", "remote"])
    app.match = Match(options, ("person", "person"), seed=3)
    seat = app.match.state.turn
    app.match.act(Ante(0))
    app.match.throw(app.match.standard_gesture())
    with pytest.raises(HostCaught, match="what the rules do not let"):
        app._taken_back(1, seat)  # dice thrown: a host that would throw them again is caught
    with pytest.raises(HostCaught):
        app._taken_back(0, 1 - seat)


@pytest.mark.window
def test_ctrl_z_at_a_table_online_takes_the_ante_back_through_the_host(window, pace):
    from game.ui.arcade_import import arcade
    from game.ui.results_screen import ResultsScreen
    from tests.test_online_screens import SHOTS, frames_until, joined, person_plays
    from tests.test_undo import ctrl_z
    from tests.ui import key, screenshot

    pace("fast")
    with served("deaths_will", "remote,remote", '{"hands": 2}') as served_table:
        _, table = joined(window, str(served_table.code))
        frames_until(window, lambda: table.flow.person_to_decide(), 60)
        before = list(table.match.state.history)
        assert table.undo_button.visible and table.undo_button.disabled  # nothing to take back yet
        key(window, arcade.key.A)  # an ante, sent to the host and told back
        frames_until(window, lambda: len(table.match.state.history) > len(before) and not table.undo_button.disabled)
        screenshot(window, SHOTS / "online_undo_ready.png")
        ctrl_z(window)
        frames_until(window, lambda: window.current_view is not table)
        again = window.current_view
        frames_until(window, lambda: again.flow.person_to_decide())
        assert again.match.state.history == before and again.online is not None and again.undo_button.disabled
        screenshot(window, SHOTS / "online_undone.png")
        assert _told(served_table.apps[0].match, before)  # the friend's table is taken back too
        person_plays(window, again)
    assert isinstance(window.current_view, ResultsScreen)
    assert served_table.record["actions"] == again.match.state.history and verdict(served_table.record)[0]


class _QuietLink:
    """A link that hears nothing more: what the table heard came with its beginning."""

    seated = None
    refusals: list = []

    def heard(self) -> list:
        return []


@pytest.mark.window
def test_a_choice_taken_back_in_what_came_with_the_table_s_beginning_is_shown_taken_back(window):
    """A player joining as a choice is taken back hears it among the steps that come with the table's
    beginning: the table shown is the one taken back, and it goes on from there."""
    from game.online.link import Heard
    from game.ui.online_table import networked_table

    options = DeathsWillOptions(names=("Ada", "Bram"), hands=2)
    host = Match(options, ("person", "person"), seed=3)
    seat = host.state.turn
    host.act(Ante(1))
    first = host.last_step()
    again = host.rewound(host.take_back_from(seat))
    again.act(Ante(0))
    second = again.last_step()
    seats = ["remote", "remote"]
    begun = Heard("begun", {"seat": 1 - seat, "game": "deaths_will", "options": options, "seats": seats,
                            "seed": 3, "steps": []})  # fmt: skip
    rest = [
        Heard("step", {"step": 0, "record": first}),
        Heard("undone", {"step": 0, "seat": seat}),
        Heard("step", {"step": 0, "record": second}),
    ]
    table = networked_table(begun, _QuietLink(), rest, to_menu=lambda: None)
    table.flow.keeper = None  # nothing of a test's table is saved
    policy = table.online.policy
    assert policy.flow is table.flow  # the table shown is the one the host's word plays
    assert table.flow.match is policy.match and not policy.match.told
    assert table.flow.match.state.history == again.state.history  # the second ante, the first taken back
    # and a new text size chosen at the pause keeps the table online (made anew from a save, it would
    # be a game at this screen alone: the friend's seat a computer's, the host's word no longer heard)
    assert table.remade() is None


class _FeedingLink(_QuietLink):
    """A link that hears, at the next frame, what the test gives it."""

    def __init__(self):
        self.to_hear: list = []

    def heard(self) -> list:
        heard, self.to_hear = self.to_hear, []
        return heard

    def undo(self, step: int) -> None:
        pass


def test_a_table_whose_choice_is_taken_back_as_it_passes_its_time_moves_no_more():
    """The host's word that a choice is taken back is heard as the table passes a frame's time; the new
    table takes its place, and the old one does nothing more in that frame (it went on, its match still
    holding the choice, took the person's throw for one the host would tell, and stopped the app)."""
    from game.online.link import Heard

    options = DeathsWillOptions(names=("Ada", "Bram"), hands=2)
    host = Match(options, ("person", "person"), seed=3)
    seat = host.state.turn
    host.act(Ante(1))
    assert host.state.throw_request() is not None and host.state.turn == seat  # the ante's thrower throws next
    link = _FeedingLink()
    match = told_match(Heard("begun", {"seat": seat, "game": "deaths_will", "options": options,
                                       "seats": ["remote", "remote"], "seed": 3, "steps": []}))  # fmt: skip
    flow = TableFlow(match, match.definition.beats(), Settings(sound=False), Cues())
    policy = OnlineSeat(link, match)
    policy.attach(flow, [Heard("step", {"step": 0, "record": host.last_step()})])
    assert flow.match.state.history == host.state.history and flow.can_undo()
    policy.sends_undo()
    link.to_hear = [Heard("undone", {"step": 0, "seat": seat})]
    for _ in range(120):
        flow.advance(1 / 30)  # the old table's frames, the host's word heard in the first
    assert flow.replaced and policy.flow is not flow
    assert policy.flow.match.state.history == [] and policy.flow.person_to_decide()  # the ante is to make again


@pytest.mark.window
def test_sitting_back_down_at_a_match_keeps_it_in_the_same_save(window):
    """A player back at a match under way (by the same code) is kept in the save they had, named by the
    match's agreed seed: the menu's games in progress gain no second entry for it."""
    from game.online.link import Heard
    from game.ui.online_table import networked_table

    options = DeathsWillOptions(names=("Ada", "Bram"), hands=2)
    begun = Heard("begun", {"seat": 0, "game": "deaths_will", "options": options, "seats": ["remote", "remote"],
                            "seed": 77, "steps": []})  # fmt: skip
    first = networked_table(begun, _QuietLink(), [], to_menu=lambda: None)
    again = networked_table(begun, _QuietLink(), [], to_menu=lambda: None)
    other = networked_table(Heard("begun", {**begun.data, "seed": 78}), _QuietLink(), [], to_menu=lambda: None)
    assert first.flow.keeper.path == again.flow.keeper.path != other.flow.keeper.path


@pytest.mark.window
def test_a_friend_who_left_is_said_to_have_left_not_to_be_playing(window):
    """In a friend's turn the table says it waits for them; once the host says they have left, it says so."""
    from game.online.link import Heard
    from game.ui.online_table import networked_table

    options = DeathsWillOptions(names=("Ada", "Bram"), hands=2)
    theirs = Match(options, ("person", "person"), seed=77).state.turn
    link = _FeedingLink()
    begun = Heard("begun", {"seat": 1 - theirs, "game": "deaths_will", "options": options,
                            "seats": ["remote", "remote"], "seed": 77, "steps": []})  # fmt: skip
    table = networked_table(begun, link, [], to_menu=lambda: None)
    table.flow.keeper = None  # nothing of a test's table is saved
    assert table.online.waiting("Bram") == "Waiting for Bram, who plays elsewhere..."
    seats = [{"name": "Ada", "kind": "remote", "here": True}, {"name": "Bram", "kind": "remote", "here": True}]
    seats[theirs]["here"] = False
    link.to_hear = [Heard("lobby", {"seats": seats})]
    table.flow.advance(1 / 30)
    assert table.online.waiting("Bram") == "Bram has left the table: it waits a while for them to come back..."
