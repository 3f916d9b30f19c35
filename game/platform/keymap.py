"""Every action a person can do by a key: what it does, where it is heard,
its key out of the box, and the key the person chose instead (kept in the
settings as ``keys``: an action's id to a key's name). A key's name is
arcade's (``"SPACE"``, ``"A"``, ``"KEY_1"``), after ``"Ctrl+"`` or ``"Alt+"``
where one is held; ``game.ui.keys`` names a key pressed, the screens ask here
which of their actions it does. No drawing here: pure names.

The shared actions are listed below; a game's own come from its definition
(``GameDefinition.keys``), each heard only at that game's table. Two actions
may share a key only where they are never heard together (Spots' Stop and
Spottle's Accept are both Enter; a game's own keys never take a key every
table uses)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from game.core import catalogue

EVERYWHERE = "everywhere"
TABLES = "tables"  # every game's table, a lesson's too
SCREENS = "screens"  # the menus, the settings, the setups, the results
READING = "reading"  # the rules and the whole talk
LESSON = "lesson"
WATCHING = "watching"  # a match watched again: its keys come before the table's
PAUSE = "pause"


@dataclass(frozen=True)
class KeyAction:
    id: str
    does: str  # what the Controls page says of it
    section: str  # the Controls page's section it is listed in
    default: str  # its key out of the box
    places: frozenset[str]  # where it is heard; a game's own: {"game:<key>"}

    def meets(self, other: KeyAction) -> bool:
        """Whether the two are ever heard at once (so they cannot share a key)."""
        mine, theirs = self.places, other.places
        if mine & theirs or EVERYWHERE in mine | theirs:
            return True
        both = mine | theirs
        if TABLES in both and LESSON in both:  # a lesson is played at a table
            return True
        # a game's own keys are heard at its table, with every table's
        return TABLES in both and any(place.startswith("game:") for place in both)


def _shared(section: str, *actions: tuple[str, str, str, tuple[str, ...]]) -> tuple[KeyAction, ...]:
    return tuple(KeyAction(id, does, section, key, frozenset(places)) for id, does, key, places in actions)


SHARED = (
    _shared(
        "Everywhere",
        ("full_screen", "Full screen, or back to a window", "F11", (EVERYWHERE,)),
        ("back", "Back: leave a screen", "ESCAPE", (SCREENS, READING)),
        ("go_on", "Go on: a lesson's next card, the results", "ENTER", (SCREENS, LESSON)),
        ("read_back", "Read back a page (the talk, the rules)", "PAGEUP", (TABLES, READING)),
        ("read_on", "Read on a page", "PAGEDOWN", (TABLES, READING)),
        ("read_newest", "To the end: the newest of the talk", "END", (TABLES, READING)),
        ("read_first", "To the start of the rules", "HOME", (READING,)),
        ("line_back", "Read back a line", "UP", (READING,)),
        ("line_on", "Read on a line", "DOWN", (READING,)),
    )
    + _shared(
        "Every table",
        ("throw", "Throw the dice (or Spots' Roll)", "SPACE", (TABLES,)),
        ("aim_left", "Aim the throw to the left (Space throws it)", "LEFT", (TABLES,)),
        ("aim_right", "Aim the throw to the right", "RIGHT", (TABLES,)),
        ("harder", "Throw harder", "EQUAL", (TABLES,)),
        ("gentler", "Throw more gently", "MINUS", (TABLES,)),
        ("skip", "Skip: the rolling dice to rest", "S", (TABLES,)),
        ("undo", "Undo your last choice", "Ctrl+Z", (TABLES,)),
        ("advice", "The old hand's advice, shown or hidden", "H", (TABLES,)),
        ("badge", "Play the badge you carry (the Tavern Road)", "G", (TABLES,)),
        ("talk", "The whole talk, and back to the table", "T", (TABLES, READING)),
        ("menu", "The menu (the game waits), and back", "ESCAPE", (TABLES, PAUSE)),
    )
    + _shared(
        "Everywhere",
        ("focus_next", "The next button or choice (with Shift, the one before)", "TAB", (SCREENS, PAUSE, TABLES)),
        ("focus_up", "The focus up", "UP", (SCREENS, PAUSE)),
        ("focus_down", "The focus down", "DOWN", (SCREENS, PAUSE)),
        ("focus_left", "The focus left, or a choice back", "LEFT", (SCREENS, PAUSE)),
        ("focus_right", "The focus right, or a choice on", "RIGHT", (SCREENS, PAUSE)),
        ("press", "Press the button in focus (Enter too)", "SPACE", (SCREENS, PAUSE)),
    )
    + _shared(
        "Watching again",
        ("watch_pause", "Play or pause", "SPACE", (WATCHING,)),
        ("watch_step", "Step on a move", "RIGHT", (WATCHING,)),
        ("watch_step_back", "Step back a move", "LEFT", (WATCHING,)),
        ("watch_previous", "Back to this hand's start", "BRACKETLEFT", (WATCHING,)),
        ("watch_next", "On to the next hand", "BRACKETRIGHT", (WATCHING,)),
        ("watch_faster", "Faster", "EQUAL", (WATCHING,)),
        ("watch_slower", "Slower", "MINUS", (WATCHING,)),
        ("watch_leave", "Leave the match watched", "ESCAPE", (WATCHING,)),
    )
)


class KeyClash(ValueError):
    """A key refused: another action heard in the same places has it."""

    def __init__(self, action: KeyAction, key: str):
        super().__init__(f"{key_words(key)} is already {action.does} ({action.section})")
        self.action, self.key = action, key


@lru_cache(maxsize=4)
def _all(games: tuple) -> dict[str, KeyAction]:
    own = tuple(
        KeyAction(f"{game.key}:{name}", does, game.title, key, frozenset({f"game:{game.key}"}))
        for game in games
        if game.playable
        for name, does, key in game.keys
    )
    return {action.id: action for action in SHARED + own}


def actions() -> tuple[KeyAction, ...]:
    """Every action, the shared first, then each game's own in the menu's order."""
    return tuple(_all(catalogue.games()).values())


def action(id: str) -> KeyAction:
    return _all(catalogue.games())[id]


def sections() -> tuple[str, ...]:
    return tuple(dict.fromkeys(action.section for action in actions()))


def key_of(chosen: dict, id: str) -> str:
    """The action's key: the person's choice, or its own."""
    return chosen.get(id) or action(id).default


def clash(chosen: dict, id: str, key: str) -> KeyAction | None:
    """The action that already has ``key`` where ``id`` is heard, if any."""
    mine = action(id)
    return next(
        (other for other in actions() if other.id != id and key_of(chosen, other.id) == key and mine.meets(other)),
        None,
    )


def chosen_with(chosen: dict, id: str, key: str) -> dict:
    """The choices with ``id`` given ``key``; KeyClash if another action has it there."""
    other = clash(chosen, id, key)
    if other is not None:
        raise KeyClash(other, key)
    changed = {name: value for name, value in chosen.items() if name != id}
    if key != action(id).default:
        changed[id] = key
    return changed


def bound(chosen: dict, pressed: str | None, ids: Iterable[str]) -> str | None:
    """The first of ``ids`` whose key was ``pressed``."""
    if pressed is None:
        return None
    return next((id for id in ids if key_of(chosen, id) == pressed), None)


WORDS = {
    "SPACE": "Space",
    "ESCAPE": "Esc",
    "ENTER": "Enter",
    "PAGEUP": "Page Up",
    "PAGEDOWN": "Page Down",
    "BRACKETLEFT": "[",
    "BRACKETRIGHT": "]",
    "EQUAL": "+",
    "MINUS": "-",
    "BACKSPACE": "Backspace",
    "DELETE": "Del",
    "COMMA": ",",
    "PERIOD": ".",
    "SLASH": "/",
    "BACKSLASH": "\\",
    "SEMICOLON": ";",
    "APOSTROPHE": "'",
    "GRAVE": "`",
}


def key_words(key: str) -> str:
    """A key's name as a person reads it: "Space", "Ctrl+Z", "1", "Page Up"."""
    *held, name = key.split("+")
    if name in WORDS:
        said = WORDS[name]
    elif name.startswith("KEY_"):
        said = name[4:]
    elif name.startswith("NUM_"):
        said = "Num " + name[4:].replace("_", " ").title()
    elif len(name) == 1 or (name[0] == "F" and name[1:].isdigit()):
        said = name
    else:
        said = name.replace("_", " ").title()
    return "+".join([*held, said])
