"""What the games' own tests share."""

import pytest

from game.core.errors import IllegalAction


def try_moves(state, data, moves, tries: int, check=lambda refused: None) -> None:
    """Up to ``tries`` moves drawn from the strategy ``moves`` (mostly not
    allowed) made on a game's state, until it is over. A refused one must
    leave the state as it was and say why, naming the move (and pass
    ``check``, a game's own test of a refusal); an allowed one must change the state."""
    for _ in range(tries):
        if state.over:
            return
        before = state.to_dict()
        move = data.draw(moves)
        try:
            state.apply(move)
        except IllegalAction as refused:
            assert state.to_dict() == before
            assert str(move) in str(refused) and refused.reason
            check(refused)
            continue
        assert state.to_dict() != before  # an allowed move does something


@pytest.fixture(scope="session")
def refusals():
    """``try_moves``, for a game's property test of refused moves (session-wide:
    hypothesis runs a test's examples with the one fixture)."""
    return try_moves
