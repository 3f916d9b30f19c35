"""The Spelldice table's words as a newcomer reads them: the throw prompt
names the shot, the fallen are "down" (or "out for good"), the round told
over in rolling order with its heals, the Deadshot board's one hand."""

import pytest

from game.games.spelldice.rules import Options
from game.games.spelldice.table import SpelldiceTableView
from game.services.match import Match
from game.ui.arcade_import import arcade
from tests.ui import draw, key, run

pytestmark = pytest.mark.window
NAMES = ("Ada", "Brannoc", "Cora")


def test_the_throw_prompt_says_which_shot_is_thrown_and_at_whom(window, pace):
    pace("instant")
    match = Match(Options(names=NAMES), ("person", "hard", "hard"), seed=11)
    table = SpelldiceTableView(match)
    window.show_view(table)
    said = []
    for _ in range(200):
        run(window, 30, until=lambda: table.flow.person_to_throw() or table.flow.person_to_decide())
        state = match.state
        if table.flow.person_to_throw():
            draw(window)
            shot = state.shots[state.rolling]
            said.append(table.prompt.text)
            assert "Ada: throw your " in table.prompt.text
            assert f" at {state.names[shot['target']]}" in table.prompt.text, table.prompt.text
            key(window, arcade.key.SPACE)
            key(window, arcade.key.S)
            if len(said) >= 2:
                break
        elif table.flow.person_to_decide():
            table.decide(state.legal_actions()[-1] if state.phase == "pick" else state.legal_actions()[0])
    assert said, "Ada never threw"
