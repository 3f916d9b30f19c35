"""Builders for Spots positions: a game past its setup, with the dogs,
yards, treats and tiles a test needs (the pile keeps the dice conserved)."""

from game.core.dice import ThrowResult
from game.games.spots.rules import Options, State


def kept(*values: int) -> ThrowResult:
    return ThrowResult.kept(*values)


def started(players: int = 2, trick_set: str = "first_game", solo: bool = False, **options) -> State:
    """Seat 0 buried a 5 and starts; the others buried 2s (their yards are emptied)."""
    names = ("Ada",) if solo else ("Ada", "Brannoc", "Cora", "Dell")[:players]
    options.setdefault("dice", 18)  # the positions count their dice from the seed's pile of 18
    state = State.new(Options(names=names, solo=solo, trick_set=trick_set, **options))
    for seat in range(len(names)):
        state.apply(kept(5 if seat == 0 else 2))
    for seat in range(len(names)):
        set_yard(state, seat)
    return state


def set_yard(state: State, seat: int, *values: int) -> None:
    state.pile += len(state.yards[seat]) - len(values)
    state.yards[seat] = list(values)


def give_dogs(state: State, seat: int, *dogs: str, dice: dict | None = None, scored: tuple = ()) -> None:
    """The seat's pack: these dogs, with dice on them ({dog: [values]}) and some scored."""
    for card in state.packs[seat]:
        state.pile += len(card["dice"])
    dice = dice or {}
    state.packs[seat] = [{"dog": key, "dice": list(dice.get(key, [])), "scored": key in scored} for key in dogs]
    state.pile -= sum(len(v) for v in dice.values())


def with_trick(state: State, key: str, place: int = 2) -> None:
    """Put a trick faceup on a tile place (the first game's Walk by default)."""
    state.tiles[place] = {"stack": [key], "faceup": True, "treats": 0}


def play(state: State, *actions) -> list:
    events = []
    for action in actions:
        events += state.apply(action)
    return events
