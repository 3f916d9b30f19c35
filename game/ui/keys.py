"""A key pressed, named as ``game.platform.keymap`` names keys, and the
screens' one way to hear it: ``act`` does the first of a screen's actions
(by id) whose key it is, ``hint`` says an action's key on a button."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import arcade  # its keys only: the window hears F11 before arcade.gui is loaded

from game.platform import keymap


def _names() -> dict[int, str]:
    names: dict[int, str] = {}
    for name in sorted(dir(arcade.key)):  # ENTER before its twin RETURN
        value = getattr(arcade.key, name)
        if name.isupper() and type(value) is int and not name.startswith(("MOD_", "MOTION_")):
            names.setdefault(value, name)
    return names


NAMES = _names()
# Keys that are the same key to a person: the keypad's and the plus on "=".
SAME = {
    "NUM_ENTER": "ENTER",
    "PLUS": "EQUAL",
    "NUM_ADD": "EQUAL",
    "NUM_SUBTRACT": "MINUS",
    **{f"NUM_{k}": f"KEY_{k}" for k in range(10)},
}
# Held with another key, never a key of their own.
HELD = {"LSHIFT", "RSHIFT", "LCTRL", "RCTRL", "LALT", "RALT", "LMETA", "RMETA", "LCOMMAND", "RCOMMAND"}
HELD |= {"LWINDOWS", "RWINDOWS", "LOPTION", "ROPTION", "CAPSLOCK", "NUMLOCK", "SCROLLLOCK", "MODESWITCH"}


# X11 sends Shift+Tab as ISO_Left_Tab, a key pyglet does not know: it names
# it after the Tab key's scancode, 23 wherever X reads the keyboard through evdev.
X11_SHIFT_TAB = 23 << 32


def pressed(symbol: int, modifiers: int) -> str | None:
    """The key's name with Ctrl or Alt held ("Ctrl+Z"); Shift is not told
    apart. None: a key held with others (Shift, Ctrl...) or none known."""
    name = "TAB" if symbol == X11_SHIFT_TAB else NAMES.get(symbol)
    if name is None or name in HELD:
        return None
    name = SAME.get(name, name)
    held = [word for word, mask in (("Ctrl", arcade.key.MOD_CTRL), ("Alt", arcade.key.MOD_ALT)) if modifiers & mask]
    return "+".join([*held, name])


def symbol_of(key: str) -> tuple[int, int]:
    """A key's name as the keymap keeps it ("Ctrl+Z") as the symbol and
    modifiers arcade gives when it is pressed: what ``pressed`` names so."""
    *held, name = key.split("+")
    modifiers = 0
    for word in held:
        modifiers |= {"Ctrl": arcade.key.MOD_CTRL, "Alt": arcade.key.MOD_ALT}[word]
    return getattr(arcade.key, name), modifiers


def act(settings, symbol: int, modifiers: int, actions: Mapping[str, Callable[[], object]]) -> bool:
    """Do the first of ``actions`` (an action's id -> what it does) whose key was pressed; True if one was."""
    id = keymap.bound(settings.keys, pressed(symbol, modifiers), actions)
    if id is None:
        return False
    actions[id]()
    return True


def is_key(settings, symbol: int, modifiers: int, *ids: str) -> bool:
    """Whether the key pressed is one of these actions'."""
    return keymap.bound(settings.keys, pressed(symbol, modifiers), ids) is not None


def key_words(settings, id: str) -> str:
    return keymap.key_words(keymap.key_of(settings.keys, id))


def hint(settings, words: str, id: str) -> str:
    """A button's words with its action's key: "Roll (Space)"."""
    return f"{words} ({key_words(settings, id)})"
