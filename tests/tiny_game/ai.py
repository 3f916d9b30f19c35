"""High Die's computer player: at every level, it calls for its die (there is nothing else to do)."""

from tests.tiny_game.rules import Call


def choose_action(state, seat: int, level: str, rng, seats: tuple = ()) -> Call:
    return Call()
