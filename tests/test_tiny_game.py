"""A game is one folder and one line: High Die (tests/tiny_game), registered
here as game/registry.py lists the tavern's games, plays to its end through
``Match`` without a window, through the shared ``sim`` command, and back
from its replay. The suites every game runs through (the fuzz, the Ledger,
the table's flow, a lesson) run it too: tests/every_game.py."""

import json

import pytest

from game import cli, registry
from game.core import catalogue
from game.platform.settings import Settings
from game.services.match import Match
from game.services.records import replay_data
from game.table.flow import Cues, TableFlow
from tests.tiny_game import GAME as HIGH_DIE
from tests.tiny_game.rules import Options


@pytest.fixture
def registered(monkeypatch):
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, HIGH_DIE))  # the one line
    registry.install()
    yield
    monkeypatch.undo()
    registry.install()  # the tavern's own games again, for the tests after


def test_the_tiny_game_plays_to_its_end_through_a_match(registered):
    match = Match(Options(names=("Ada", "Brannoc")), ("easy", "hard"), seed=4)
    assert match.definition is HIGH_DIE and match.game == "high_die"
    while not match.over:
        match.play_computer_step()
    state = match.state
    assert len(state.dice) == 2 and match.throws == 2
    assert state.winner == (None if state.dice[0] == state.dice[1] else int(state.dice[1] > state.dice[0]))
    outcome = state.outcome()  # what the Ledger keeps and the winner's screen reads
    assert outcome.won == tuple(seat == state.winner for seat in (0, 1)) and outcome.points == tuple(state.dice)
    assert replay_data(json.loads(json.dumps(match.to_replay()))).dice == state.dice


def test_the_tiny_game_is_simulated_by_the_shared_sim_command(registered, capsys):
    assert cli.main(["sim", "high_die", "--games", "6", "--seed", "2"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "high_die" and summary["games"] == 6
    assert sum(summary["wins"].values()) == 6


def test_the_tiny_game_is_played_at_a_table_without_a_window(registered):
    class Heard(Cues):
        banners: list = []
        results = 0

        def banner_shown(self, title, ink, sub):
            self.banners.append(title)

        def results_due(self):
            self.results += 1

    heard = Heard()
    flow = TableFlow(Match(Options(), ("normal", "hard"), seed=8), HIGH_DIE.beats(), Settings(sound=False), heard)
    while not heard.results and flow.clock < 60:
        flow.advance(1 / 30)
    assert flow.match.over and heard.results == 1 and heard.banners[-1] == "HIGH DIE!"
    assert [event.text for event in flow.log_events] == [event.text for event in flow.match.state.log]


def test_unregistered_the_tiny_game_is_nowhere():
    assert catalogue.find("high_die") is None
    with pytest.raises(ValueError, match="no game's options"):
        Match(Options(), ("easy", "hard"), seed=1)


def test_the_tiny_game_is_refused_and_saved_by_the_shared_layer():
    from game.core.dice import ThrowResult
    from game.core.errors import IllegalAction
    from tests.tiny_game.rules import Call, State

    state = State.new(Options())
    state.apply(Call())
    with pytest.raises(IllegalAction, match="Ada must throw the dice now"):
        state.apply(Call())
    with pytest.raises(IllegalAction, match="no dice are due"):
        State.new(Options()).apply(ThrowResult.kept(4))
    state.apply(ThrowResult.kept(4))
    assert state.history == [{"call": True}, {"throw": ThrowResult.kept(4).to_dict()}]
    assert State.from_dict(json.loads(json.dumps(state.to_dict()))).to_dict() == state.to_dict()


def test_a_state_written_without_part_of_the_contract_cannot_be_made_and_says_what_it_lacks():
    """A game's State with only the moves and words (as the guide once asked) is refused as it
    is made, naming what it lacks, rather than failing later in the Ledger or the fuzz."""
    from dataclasses import dataclass, field

    from game.core.moves import GameState

    @dataclass
    class MovesAndWordsOnly(GameState):
        history: list[dict[str, object]] = field(default_factory=list)

        def decision_problem(self, action: object) -> str | None:
            return None

        def needed(self) -> str:
            return "call"

        def perform(self, action, events) -> None:
            pass

        def describe_position(self) -> str:
            return "the start"

        def progress(self) -> str:
            return "the start"

    with pytest.raises(TypeError) as refused:
        MovesAndWordsOnly()
    assert all(name in str(refused.value) for name in ("legal_actions", "conserved", "bounds_problem", "outcome"))
