"""Who may play a seat: a person, or a computer player of one of three levels."""

PERSON = "person"
LEVELS = ("easy", "normal", "hard")
CONTROLLERS = (PERSON,) + LEVELS
