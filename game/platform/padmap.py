"""The gamepad's buttons, each a key: a button pressed is the key of the
first of its actions (``game.platform.keymap``'s) heard where the person
is, so a pad does what the keys do, with the keys the person chose, and
nothing of its own. The one table of them; the Controls page lists it.

The left stick is the d-pad as it leans; at a person's throw it aims (left
and right) and throws when pulled back and swung forward, the faster the
swing the harder the throw (``game.ui.gamepad``). No drawing here: names."""

from __future__ import annotations

from dataclasses import dataclass

from game.platform import keymap

SHIFT = "Shift+"  # before an action's id: its key pressed with Shift (the focus back, by focus_next)


@dataclass(frozen=True)
class PadButton:
    name: str  # pyglet's name of the button ("a", "leftshoulder"); the d-pad's and triggers' as below
    words: str  # on the Controls page
    actions: tuple[str, ...]  # keymap's ids, the first heard where the person is being the one done


PAD = (
    PadButton("a", "A", ("press", "watch_pause", "throw")),
    PadButton("b", "B", ("back", "watch_leave", "menu")),
    PadButton("x", "X", ("skip",)),
    PadButton("y", "Y", ("advice",)),
    PadButton("start", "Start", ("go_on", "menu")),
    PadButton("back", "Back (Select)", ("full_screen",)),
    PadButton("leftshoulder", "Left shoulder", ("watch_previous", "undo", SHIFT + "focus_next")),
    PadButton("rightshoulder", "Right shoulder", ("watch_next", "talk", "focus_next")),
    PadButton("dpup", "D-pad up", ("focus_up", "line_back", SHIFT + "focus_next")),
    PadButton("dpdown", "D-pad down", ("focus_down", "line_on", "focus_next")),
    PadButton("dpleft", "D-pad left", ("focus_left", "watch_step_back", "aim_left")),
    PadButton("dpright", "D-pad right", ("focus_right", "watch_step", "aim_right")),
    PadButton("lefttrigger", "Left trigger", ("watch_slower", "gentler")),
    PadButton("righttrigger", "Right trigger", ("watch_faster", "harder")),
)
PAD_BY_NAME = {button.name: button for button in PAD}
STICK_WORDS = "Left stick", "As the d-pad; at your throw it aims, and a swing throws"


def key_for(chosen: dict, name: str, places: frozenset[str]) -> tuple[str, bool] | None:
    """The key the pad's button ``name`` presses where the person is (the
    screen's ``places``), and whether with Shift; None: none of its actions is heard there."""
    button = PAD_BY_NAME.get(name)
    if button is None:
        return None
    for id in button.actions:
        shift = id.startswith(SHIFT)
        id = id.removeprefix(SHIFT)
        heard = keymap.action(id).places
        if keymap.EVERYWHERE in heard or heard & places:
            return keymap.key_of(chosen, id), shift
    return None


def does(name: str) -> str:
    """What the button does, in the Controls page's words: its actions' own,
    each once, without their asides (a match watched again's said apart)."""
    said = [
        "The button or choice before" if id.startswith(SHIFT) else keymap.action(id).does.split(" (")[0]
        for id in PAD_BY_NAME[name].actions
        if keymap.action(id.removeprefix(SHIFT)).places != {keymap.WATCHING}
    ]
    return "; ".join(dict.fromkeys(said))
