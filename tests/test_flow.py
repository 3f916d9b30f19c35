"""The table's flow, driven with no window at all: whole matches of every
game at the default pace, people and computers, a choice taken back, a game
continued, a lesson followed and a match watched again and taken over. No
test here opens a window."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.deaths_will.rules import Ante
from game.platform.settings import Settings
from game.registry import GAME_BY_KEY, PLAYABLE
from game.services.match import LEVELS, PERSON, Match
from game.services.watching import WatchedMatch
from game.table.flow import (
    BANNER_FADE_SECONDS,
    BANNER_HOLD_SECONDS,
    BANNER_SECONDS,
    ENDING_SECONDS,
    WIN_BANNER_SECONDS,
    Cues,
    Policy,
    TableFlow,
)
from tests.every_game import EVERY_GAME
from tests.people import person_acts

FRAME = 1 / 30
GAMES = [pytest.param(game, id=game.key) for game in EVERY_GAME]


class Watcher(Cues):
    """What the flow said, with the table's clock at each."""

    def __init__(self):
        self.flow: TableFlow | None = None
        self.banners: list[tuple[float, float, str]] = []  # (since, until, title)
        self.steps: list[float] = []  # when a computer took a step
        self.moments: list[tuple[float, object]] = []
        self.sounds: list[str] = []
        self.results = 0
        self.throws = 0

    def banner_shown(self, title, ink, sub):
        self.banners.append((self.flow.clock, self.flow.banner_until, title))

    def moment_begins(self, moment):
        if not self.flow.hurry:
            self.moments.append((self.flow.clock, moment))

    def throw_begins(self):
        if self.flow.match.is_computer(self.flow.match.state.turn) and not self.flow.hurry:
            self.steps.append(self.flow.clock)

    def thrown(self, throw, playback):
        self.throws += 1

    def sound(self, name, volume):
        self.sounds.append(name)

    def results_due(self):
        self.results += 1


def flow_of(match: Match, policy: Policy | None = None) -> TableFlow:
    watcher = Watcher()
    flow = TableFlow(match, match.definition.beats(), Settings(sound=False), watcher)
    watcher.flow = flow
    if policy is not None:
        flow.policy = policy
    return flow


def run(flow: TableFlow, seconds: float = 3600.0, until=None) -> None:
    """Time passes, and the people act, until the results are due (or ``until``)."""
    cues: Watcher = flow.cues
    while not cues.results and flow.clock < seconds:
        if until is not None and until(flow):
            return
        person_acts(flow)
        flow.advance(FRAME)


def new_match(game, seed: int, person: bool) -> Match:
    options = game.play.rules.Options()
    seats = len(options.names)
    computers = tuple(LEVELS[(seat + 1) % 3] for seat in range(seats))
    return Match(options, ((PERSON,) + computers[1:]) if person else computers, seed)


@pytest.mark.usefixtures("every_game_installed")
@pytest.mark.parametrize("game", GAMES)
def test_computers_play_every_game_to_its_results_at_the_default_pace(game):
    flow = flow_of(new_match(game, seed=3, person=False))
    run(flow)
    cues: Watcher = flow.cues
    assert flow.match.over and cues.results == 1
    # the talk says every line of the rules, in order, and besides them only a computer's turn in one line
    assert [e.text for e in flow.log_events if e.kind != "summary"] == [e.text for e in flow.match.state.log]
    assert cues.throws == flow.match.throws > 0
    # a computer's step never covers a banner before it has been read: a long one (a hand won's) until it fades
    pace = flow.settings.pace
    for at in cues.steps:
        up = [(since, until) for since, until, title in cues.banners if since <= at < until and title]
        for since, until in up:
            won = until - since > BANNER_SECONDS  # a hand won's, read until it begins to fade
            read = until - since - BANNER_FADE_SECONDS if won else BANNER_HOLD_SECONDS / pace
            assert at - since >= read - FRAME, (at, since, until)
    # each moment that takes time is shown that long before the next begins
    for (began, moment), (next_began, _) in zip(cues.moments, cues.moments[1:]):
        if moment.seconds > 0 and not moment.hold:
            assert next_began - began >= moment.seconds / pace - FRAME, moment
    ended = next(
        at
        for at, moment in cues.moments
        if any(e.kind in ("match_over", "game_over", "session_over") for e in moment.events)
    )
    assert flow.clock - ended >= ENDING_SECONDS - FRAME  # the end is read before the results


def test_a_hand_won_is_celebrated_longer_than_other_news_and_no_computer_covers_it():
    """Death's Will's hands won: their banner stays WIN_BANNER_SECONDS at the pace (the coins shower
    meanwhile), longer than any other news, and the next throw waits until it fades."""
    flow = flow_of(new_match(GAME_BY_KEY["deaths_will"], seed=3, person=False))
    run(flow)
    lengths = {round(until - since, 3) for since, until, title in flow.cues.banners if title.endswith("takes the pot!")}
    assert lengths == {round(WIN_BANNER_SECONDS / flow.settings.pace, 3)}


@pytest.mark.usefixtures("every_game_installed")
@pytest.mark.parametrize("game", GAMES)
def test_a_person_plays_every_game_to_its_results(game):
    flow = flow_of(new_match(game, seed=5, person=True))
    run(flow)
    assert flow.match.over and flow.cues.results == 1
    assert any(flow.match.movers.get(k) == 0 for k in range(len(flow.match.state.history)))


@pytest.mark.usefixtures("every_game_installed")
@pytest.mark.parametrize("game", GAMES)
def test_a_game_continued_through_the_flow_ends_as_one_never_left(game):
    whole = flow_of(new_match(game, seed=7, person=True))
    run(whole)
    halfway = len(whole.match.state.history) // 2

    left = flow_of(new_match(game, seed=7, person=True))
    run(left, until=lambda flow: len(flow.match.state.history) >= halfway and not flow.busy)
    match, steps = Match.from_save(left.match.to_save(), "the save")
    continued = flow_of(match)
    continued.catch_up(steps)
    assert continued.match.state.to_dict() == left.match.state.to_dict()
    assert [e.text for e in continued.log_events] == [e.text for e in left.log_events]  # the same talk
    assert not continued.cues.sounds and not continued.cues.banners  # caught up silently, at once
    run(continued)
    assert continued.match.state.to_dict() == whole.match.state.to_dict()


def test_a_choice_taken_back_through_the_flow_leaves_the_match_as_before_it():
    game = next(game for game in PLAYABLE if game.key == "deaths_will")
    flow = flow_of(new_match(game, seed=2, person=True))
    run(flow, until=lambda flow: flow.person_to_decide())
    before = flow.match.state.to_dict()
    flow.decide(Ante(1))  # an ante raised by a coin: the person still throws, in the same turn
    assert flow.can_undo()
    match, steps = flow.undone()
    again = flow_of(match)
    again.catch_up(steps)
    assert again.match.state.to_dict() == before
    assert again.person_to_decide() and not again.can_undo()  # nothing more of the person's to take back
    run(again)
    assert again.match.over and again.cues.results == 1


def test_nothing_is_taken_back_into_another_seat_s_turn():
    game = next(game for game in PLAYABLE if game.key == "deaths_will")
    flow = flow_of(new_match(game, seed=2, person=True))
    run(flow, until=lambda flow: flow.match.is_computer(flow.match.state.turn) and flow.match.state.history)
    assert not flow.can_undo()
    with pytest.raises(IllegalAction, match="no choice"):
        flow.undone()


@pytest.mark.usefixtures("every_game_installed")
@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_through_the_flow_waits_as_its_coach_explains_refuses_what_its_step_does_not_ask_and_skips_by_doing(
    game,
):
    from tests.lessons_followed import skip_through

    lesson = game.lesson("Ada")
    script, flow, refusals, moved_while_held = skip_through(lesson, tries=6, seed=1)
    assert script.done and script.met == [step.key for step in lesson.steps]  # every step, in order
    assert moved_while_held == []
    assert all(r.startswith("Not allowed: this step asks for ") for r in refusals), refusals
    assert flow.cues.results == 0 and flow.keeper is None  # a lesson ends at its table, never kept or counted
    # the person's own moves changed nothing the lesson tells of: the same things
    # happen, in the same order, as when Skip alone plays it (a bet's size may differ)
    alone, *_ = skip_through(lesson)
    assert happenings(flow) == happenings(alone.flow)


def happenings(flow) -> list[tuple]:
    return [(event.kind, event.seat) for event in flow.match.state.log]


@pytest.mark.usefixtures("every_game_installed")
@pytest.mark.parametrize("game", GAMES)
def test_a_match_watched_again_through_the_flow_ends_as_recorded_and_can_be_taken_over(game):
    played = flow_of(new_match(game, seed=9, person=False))
    run(played)
    record = played.match.to_replay()

    class Watching(Policy):
        ends_at_table = True

        def passing(self, seconds):
            return seconds * 4  # watched at four times the pace

    watched, steps = WatchedMatch.of(record, "the replay")
    flow = flow_of(watched, Watching())
    flow.catch_up(steps)
    middle = len(record["actions"]) // 2
    run(flow, until=lambda flow: flow.match.step >= middle and not flow.busy)
    seats = [PERSON, *watched.controllers[1:]]
    taken, taken_steps = Match.from_save({**watched.to_save(), "seats": seats}, "the match watched")
    run(flow, until=lambda flow: flow.match.at_end and not flow.busy)
    assert watched.state.to_dict() == played.match.state.to_dict() and watched.placed == 0
    assert flow.cues.results == 0  # watching counts nothing

    over = flow_of(taken)
    over.catch_up(taken_steps)
    taken_at = len(over.match.state.history)
    assert taken_at >= middle and over.match.state.history == watched.state.history[:taken_at]
    run(over)
    assert over.match.over and over.cues.results == 1


@pytest.mark.usefixtures("every_game_installed")
@pytest.mark.parametrize("game", GAMES)
def test_every_banner_has_a_named_ink_and_every_sound_is_one_the_table_has(game):
    from game.platform.assets import SOUNDS

    beats = game.beats
    assert all(ink in ("red", "gold", "ink") for _, ink in beats.banners.values())
    assert beats.sounds and set(beats.sounds.values()) <= set(SOUNDS)


def test_after_death_s_favor_the_next_hand_waits_until_its_banner_is_gone_and_the_winner_is_said_once():
    """DEATH'S FAVOR wins the hand: its banner is the hand won's (as long, the coins showering), no
    computer antes for the next hand until it has gone, and the talk says who won the hand once."""
    from game.games.deaths_will.rules import Options

    match = Match(Options(names=("Ada", "Bo"), hands=5), ("easy", "easy"), seed=0)  # Ada's favor ends hand 4
    flow = flow_of(match)
    moves, seen = [], len(match.state.history)
    while not flow.cues.results and flow.clock < 3600:
        flow.advance(FRAME)
        if len(match.state.history) != seen:
            seen = len(match.state.history)
            moves.append(flow.clock)
    (since, until), *_ = [(since, until) for since, until, title in flow.cues.banners if title == "DEATH'S FAVOR!"]
    assert until - since == pytest.approx(WIN_BANNER_SECONDS / flow.settings.pace)
    assert not [at for at in moves if since < at < until], "a computer moved under the banner"
    lines = [event.text for event in flow.log_events]
    favor = next(k for k, line in enumerate(lines) if "Death's favor" in line)
    told = lines[favor : next(k for k in range(favor, len(lines)) if lines[k].startswith("Hand "))]
    assert sum("wins" in line for line in told) == 1, told
