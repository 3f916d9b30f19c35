"""What a finished match came to, seat by seat: the part of it the Ledger
keeps. Each game's state says it in ``outcome()``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    """``won`` and ``lost`` per seat (a draw is neither; against a house, as
    at Spottle, a seat wins by leaving with more than it brought); ``coins``:
    each seat's net in copper, in the games played for coins; ``points``: each
    seat's final score, in the games played for points; ``biggest_pot``: the
    most copper one hand or bet paid each seat (coin games)."""

    won: tuple[bool, ...]
    lost: tuple[bool, ...]
    coins: tuple[int, ...] | None = None
    points: tuple[int, ...] | None = None
    biggest_pot: tuple[int, ...] | None = None

    @classmethod
    def one_winner(cls, winner: int | None, seats: int, points: tuple[int, ...] | None = None) -> Outcome:
        """A race or a duel: the winner won, every other seat lost; no winner, a draw."""
        won = tuple(seat == winner for seat in range(seats))
        lost = tuple(winner is not None and seat != winner for seat in range(seats))
        return cls(won, lost, points=points)

    @classmethod
    def by_coins(cls, net: tuple[int, ...], biggest_pot: tuple[int, ...]) -> Outcome:
        """Played for coins: a seat won what it came away with."""
        return cls(
            tuple(n > 0 for n in net), tuple(n < 0 for n in net), coins=tuple(net), biggest_pot=tuple(biggest_pot)
        )
