"""A choice of the Dogpile, Trot and Dig tricks in the table's words, with
the dogs' and players' names: what the table's choice list shows."""

from __future__ import annotations

from game.games.spots import moves


def choice_words(state, action) -> str:
    seat = state.turn
    if isinstance(action, moves.TakeDie):
        where = "the yard" if action.dog < 0 else state.dog(seat, action.dog).name
        return f"Take the {action.value} from {where}"
    if isinstance(action, moves.Move):
        return (
            f"The {action.from_value} of {state.dog(seat, action.from_dog).name} to the "
            f"{action.to_value} of {state.dog(seat, action.to_dog).name}"
        )
    whose = "your" if action.seat == seat else f"{state.names[action.seat]}'s"
    return f"{'Raise' if action.up else 'Lower'} {whose} buried {action.value}"
