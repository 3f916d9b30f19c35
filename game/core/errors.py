"""The one error a rules core raises for a move that is not allowed."""


class IllegalAction(ValueError):
    """A move refused by the rules; the state it was tried on is unchanged.

    The message names the move and the position, so it can be shown to a
    player as it is.
    """

    def __init__(self, action: object, position: str, reason: str):
        self.action = action
        self.position = position
        self.reason = reason
        super().__init__(f"{action} is not allowed: {reason} ({position})")


class MoveFormError(ValueError):
    """A move's saved form that is no move of the game: an unknown move, a
    missing or extra field, or a field of the wrong type.

    The message is one line and names the move, so a damaged save or replay
    can say which of its moves is wrong.
    """


# What a move's form read from elsewhere (a message, a file) may raise on its way into the rules: the
# sender's fault, refused in one line, never the reader's failure.
NOT_A_MOVE = (
    IllegalAction,
    MoveFormError,
    KeyError,
    IndexError,
    TypeError,
    ValueError,
    AttributeError,
    ArithmeticError,
)
