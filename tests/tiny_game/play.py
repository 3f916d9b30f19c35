"""High Die at a match: its rules, its computer player, and a bowl that keeps every die."""

from game.core.game_parts import MatchKind
from game.physics.bowl import bowl_throw
from game.physics.gesture import toward_centre
from tests.tiny_game import ai, rules

PLAY = MatchKind(rules, ai.choose_action, bowl_throw(rim_holds=True), toward_centre)
