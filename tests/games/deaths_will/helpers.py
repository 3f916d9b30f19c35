"""Small builders shared by the tests."""

from game.core.dice import Fate, ThrowResult
from game.games.deaths_will.rules import Ante, Options, State


def kept(*values: int) -> ThrowResult:
    return ThrowResult.kept(*values)


def pissed(*values: int) -> ThrowResult:
    """The last die left the bowl."""
    return ThrowResult(values, (Fate.KEPT,) * (len(values) - 1) + (Fate.OUT,))


def new_state(stakes: str = "average", purses=(200, 200), **options) -> State:
    return State.new(Options(stakes=stakes, purses=purses, **options))


def turn(state: State, throw: ThrowResult, raise_coins: int = 0) -> list:
    """The seat to act antes (maybe raising) and throws."""
    return state.apply(Ante(raise_coins)) + state.apply(throw)
