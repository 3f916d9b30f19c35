"""Every seat is played by someone, said by the seat's player: a person here, a computer of a level, the
house, a record watched again, the host's table online, a lesson's script. The match asks the player;
the flow asks the match."""

from game.games.deaths_will.rules import Ante
from game.games.deaths_will.rules import Options as DeathsWillOptions
from game.services.coaching import LessonMatch
from game.services.match import Match
from game.services.seat_players import TAKE_BACK, AtTheTable
from game.services.told import ToldMatch
from game.services.watching import WatchedMatch
from game.table.beats import TableBeats
from game.table.flow import TableFlow

NAMES = DeathsWillOptions(names=("Ada", "Bo"))


def test_at_one_screen_a_seat_is_played_as_its_controller_says_and_past_the_seats_by_the_house():
    match = Match(NAMES, ("person", "hard"), seed=4)
    assert match.player(0) == AtTheTable("person") and match.player(1) == AtTheTable("hard")
    assert match.player(2) == AtTheTable("house")
    assert [match.is_computer(seat) for seat in range(3)] == [False, True, True]
    assert not match.player(0).sends(match, Ante(1))  # played at this table at once


def test_a_record_plays_every_seat_of_a_match_watched_again_with_the_moves_it_holds():
    played = Match(NAMES, ("easy", "hard"), seed=4)
    while not played.over:
        played.play_computer_step()
    watched, _ = WatchedMatch.of(played.to_replay())
    assert not any(watched.player(seat).acts_here(watched, seat) for seat in range(3))
    while not watched.over:
        step = watched.next_step()
        if watched.state.throw_request() is not None:
            assert watched.computer_gesture() == step.gesture
            watched.throw(watched.standard_gesture())  # any gesture asked for: the record's is thrown
        else:
            assert watched.computer_action() == step
            watched.act(watched.computer_action())
    assert watched.state.history == played.state.history


def test_a_lesson_s_computers_move_and_throw_as_it_sets_them_and_its_person_plays_here():
    asked = []

    def script(state, seat):
        asked.append(seat)
        return Ante(3) if len(asked) == 1 else None

    lesson = LessonMatch(NAMES, ("easy", "person"), seed=4, set_moves=script)
    assert not lesson.player(0).acts_here(lesson, 0) and lesson.player(1).acts_here(lesson, 1)
    assert lesson.computer_action() == Ante(3)  # as the lesson sets it
    assert lesson.computer_action() == lesson.chosen_action("easy") and asked == [0, 0]  # off script: its own


class Host:
    def __init__(self):
        self.heard: list = []

    def sends(self, action) -> None:
        self.heard.append(("act", action))

    def sends_throw(self, gesture) -> None:
        self.heard.append(("throw", gesture))

    def sends_undo(self) -> None:
        self.heard.append(("undo",))


def test_online_the_person_here_plays_their_seat_through_the_host_and_the_flow_sends_what_they_ask():
    match = ToldMatch(NAMES, ("person", "person"), seed=4, here=frozenset({0}))
    assert match.player(0).acts_here(match, 0) and not match.player(1).acts_here(match, 1)
    host = match.sender = Host()
    flow = TableFlow(match, TableBeats(), settings=None)
    assert flow.attempt(Ante(2))
    assert host.heard == [("act", Ante(2))] and match.state.history == []  # shown when the host tells it back
    match.sent = True
    assert not match.player(0).acts_here(match, 0)  # the host has the move: the person waits
    assert not flow.attempt(Ante(10**6)) and host.heard == [("act", Ante(2))]  # refused here, never sent
    assert match.player(0).sends(match, TAKE_BACK) and host.heard[-1] == ("undo",)
