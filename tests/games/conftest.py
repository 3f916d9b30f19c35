"""What the games' own tests share."""

import pytest

from game.core.errors import IllegalAction


def _try_moves(state, data, moves, tries: int, check=lambda refused: None) -> None:
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
def try_moves():
    """Moves that are mostly not allowed, tried on a game's state, for its
    property test of refusals (``_try_moves``). Session-wide: hypothesis
    refuses a fixture made anew for each test."""
    return _try_moves
