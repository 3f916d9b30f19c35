"""The game's window. It needs arcade but not arcade.gui or the art, so the
window can open while the screens (and the UI toolkit) are still loading."""

from __future__ import annotations

import contextlib
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import arcade
from PIL import PngImagePlugin

from game.platform.resources import resource
from game.platform.settings import Settings
from game.ui.held_keys import HeldKeys

if TYPE_CHECKING:
    from game.ui.art import Backdrop

DESIGN_WIDTH, DESIGN_HEIGHT = 1280, 720
TITLE = "Dice Tavern"


@lru_cache(maxsize=1)
def window_icon():
    """The icon's image, or None: a game without its icon still plays. The
    start-up loader reads it while the window opens."""
    try:
        # read as the PNG it is: PIL's Image.open first imports every common
        # format's reader (the GIF one loads its image maths), 20 ms of a start
        with PngImagePlugin.PngImageFile(resource("images", "icon_64.png")) as image:
            return image.convert("RGBA")
    except (OSError, ValueError, SyntaxError):  # PIL says a damaged PNG with a SyntaxError
        return None


class TavernWindow(arcade.Window):
    def __init__(self, settings: Settings | None = None, *, visible: bool = True, fitted_out: bool = True):
        note = None
        if settings is None:
            settings, note = Settings.read()
        self.settings = settings
        # One-line words for the player from before any screen could say them
        # (a damaged settings file); the menu says them.
        self.notes: list[str] = [note] if note else []
        super().__init__(
            DESIGN_WIDTH,
            DESIGN_HEIGHT,
            TITLE,
            resizable=True,
            visible=visible,
            fullscreen=self.settings.fullscreen and visible,
        )
        self.set_minimum_size(960, 540)
        icon = window_icon()
        if icon is not None:
            with contextlib.suppress(Exception):  # some window systems have no icons; the game goes on
                self.set_icon(icon)
        self.background_color = (24, 14, 8)
        self._backdrops: dict = {}
        self.held_keys = HeldKeys()
        if fitted_out:
            self.fit_out()

    def fit_out(self) -> None:
        """The window's sounds and controllers. The program's start has them
        loaded beside the window's opening and fits them out once it is open
        (``fitted_out=False``): importing them held the opening up."""
        from game.ui.gamepad import Gamepad
        from game.ui.sounds import SoundBoard

        self.sounds = SoundBoard(self.settings, say=self.say)
        if not arcade.headless:  # headless is the tests' and the tools': no one listens, and no device is expected
            self.sounds.check_device()
        self.sounds.follow_settings()  # the quiet room, if it is wanted
        self.gamepad = Gamepad.open(self)  # controllers plugged in, heard as keys

    def backdrop(
        self, panels: tuple = (), bowl_at: tuple | None = None, decor: tuple = (), room: Any = None
    ) -> Backdrop:
        """A screen's backdrop (``room``: a road tavern's, its table dressed as its own room)."""
        from game.ui import art  # loaded with the screens, while the window opens

        key = (panels, bowl_at, decor, self.settings.text_size, room)
        if key not in self._backdrops:
            self._backdrops[key] = art.Backdrop(self.ctx, *art.backdrop_pixels(panels, bowl_at, decor, room=room))
        return self._backdrops[key]

    def show_view(self, new_view: arcade.View) -> None:
        """Show a screen; one built at another text size than the one now
        chosen is built anew first (``TavernView.at_text_size``)."""
        at_text_size = getattr(new_view, "at_text_size", None)
        self.remove_handlers(self.held_keys)
        super().show_view(new_view if at_text_size is None else at_text_size())
        self.held_keys.shown(self.current_view)  # a key pressed for the table does nothing on its results
        self.push_handlers(self.held_keys)  # heard first

    def on_close(self) -> None:
        self.keep_current_game()
        self.sounds.close()
        super().on_close()

    def keep_current_game(self) -> None:
        """Closing the window in the middle of a game saves it (it is saved
        after every move already; this retries a write the disk refused)."""
        keeper = getattr(self.current_view, "keeper", None)
        if keeper is not None:
            keeper.save()
            keeper.flush()  # written before the program ends

    def save_settings(self) -> str | None:
        """Keep the settings; a refusal of the disk is said once, where the menu says its notes."""
        note = self.settings.save()
        if note:
            self.say(note)
        return note

    def say(self, note: str) -> None:
        """A one-line note for the person, said at the menu (once, however often it is given)."""
        if note not in self.notes:
            self.notes.append(note)

    def on_key_press(self, symbol: int, modifiers: int):
        from game.ui.keys import is_key  # loaded with the screens, which hear keys first

        if is_key(self.settings, symbol, modifiers, "full_screen"):
            self.set_fullscreen(not self.fullscreen)
            self.settings.fullscreen = self.fullscreen
            self.save_settings()
            return True
        return None
