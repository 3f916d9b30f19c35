"""The main menu: the five games of the tavern, and the settings."""

from __future__ import annotations

from game import __version__
from game.games import GAME_BY_KEY, GAMES
from game.settings import ANIMATION_SPEEDS
from game.ui import art
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, TavernView, button
from game.ui.arcade_import import arcade, gui

ROW_LEFT = 276
GAME_ROWS = [458 - 60 * k for k in range(len(GAMES))]   # centres of the game buttons
SETTINGS_ROW = 150


def _painted() -> tuple:
    texts = [
        art.Painted("Five tavern dice games, and dice you actually throw.", DESIGN_WIDTH / 2, DESIGN_HEIGHT - 150,
                    18, art.INK_DIM, "Italic", "mm"),
        art.Painted(f"v{__version__}", DESIGN_WIDTH - 16, 14, 13, art.INK_DIM, anchor="rm"),
    ]
    for info, y in zip(GAMES, GAME_ROWS):
        note = info.blurb if info.playable else f"Coming soon. {info.blurb}"
        texts.append(art.Painted(f"{info.players}. {note}", ROW_LEFT + 316, y, 13,
                                 art.INK if info.playable else art.INK_DIM, wrap=410))
    return tuple(texts)


class MenuView(TavernView):
    panels = ((250, 95, 780, 400),)
    decor = (("title.png", (DESIGN_WIDTH / 2, DESIGN_HEIGHT - 80)),) + _painted()
    font_faces = ("Regular",)  # the rest of its text is painted

    def __init__(self):
        super().__init__()
        self.game_buttons: dict[str, gui.UIFlatButton] = {}
        self._build_ui()

    def _build_ui(self) -> None:
        root = self.ui.add(gui.UIAnchorLayout())
        for info, y in zip(GAMES, GAME_ROWS):
            play = button(info.title, width=300, height=50, on_click=lambda key=info.key: self.open_game(key))
            play.disabled = not info.playable
            self.game_buttons[info.key] = play
            root.add(play, anchor_x="left", anchor_y="bottom", align_x=ROW_LEFT, align_y=y - 25)
        row = gui.UIBoxLayout(vertical=False, space_between=10)
        self.speed_button = row.add(button("", width=230, height=36, on_click=self._next_speed))
        self._show_speed()
        self.sound_button = row.add(button("", width=150, height=36, on_click=self._toggle_sound))
        self._show_sound()
        self.quit_button = row.add(button("Quit", width=120, height=36, on_click=arcade.exit))
        root.add(row, anchor_x="left", anchor_y="bottom", align_x=ROW_LEFT, align_y=SETTINGS_ROW - 18)

    def _next_speed(self) -> None:
        names = list(ANIMATION_SPEEDS)
        settings = self.window.settings
        settings.animation = names[(names.index(settings.animation) + 1) % len(names)]
        settings.save()
        self._show_speed()

    def _show_speed(self) -> None:
        self.speed_button.text = f"Dice speed: {self.window.settings.animation.capitalize()}"

    def _toggle_sound(self) -> None:
        self.window.settings.sound = not self.window.settings.sound
        self.window.settings.save()
        self._show_sound()

    def _show_sound(self) -> None:
        self.sound_button.text = "Sound: on" if self.window.settings.sound else "Sound: off"

    def open_game(self, key: str) -> None:
        """The game's setup screen, loaded through the registry when first asked for."""
        game = GAME_BY_KEY[key]
        if game.playable:
            self.window.show_view(game.screens.setup())
