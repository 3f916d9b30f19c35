"""Keys held from a table onto the screen that replaced it: a key pressed at
the table (Space throwing a match's last die, the results coming while it is
still down) does nothing on the results until it is let go. A machine that
repeats a held key presses it again and again: only a fresh press is the
new screen's. A screen asks for this by ``fresh_keys_only``."""

from __future__ import annotations


class HeldKeys:
    """Heard before any screen's own handlers (the window pushes it over
    them each time a screen is shown)."""

    def __init__(self) -> None:
        self.down: set[int] = set()  # the keys down now
        self.stale: set[int] = set()  # of those, the ones already down when this screen was shown

    def shown(self, view) -> None:
        """A screen is shown: one that hears only fresh presses (``fresh_keys_only``)
        takes the keys down now as pressed for the screen before it."""
        self.stale = set(self.down) if getattr(view, "fresh_keys_only", False) else set()

    def on_deactivate(self):
        """The window left: a key let go elsewhere is never heard let go here."""
        self.down.clear()
        self.stale.clear()

    def on_key_press(self, symbol: int, modifiers: int):
        self.down.add(symbol)
        return True if symbol in self.stale else None  # held since the last screen: heard by none

    def on_key_release(self, symbol: int, modifiers: int):
        self.down.discard(symbol)
        self.stale.discard(symbol)
        return None
