"""Who may play a seat: a person, or a computer player of one of three levels."""

PERSON = "person"
LEVELS = ("easy", "normal", "hard")
CONTROLLERS = (PERSON,) + LEVELS


def seat_kind(controller: str) -> str:
    """Who plays a seat, as a table says it: "person", or "computer, hard"."""
    return controller if controller == PERSON else f"computer, {controller}"
