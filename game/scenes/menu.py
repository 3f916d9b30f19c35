"""The main menu: the five games of the tavern, and the settings."""

from __future__ import annotations

from game import __version__
from game.catalog import GAMES
from game.scenes import art
from game.scenes.app import DESIGN_HEIGHT, DESIGN_WIDTH, OptionPicker, TavernView, button, label, panel
from game.scenes.arcade_import import arcade, gui
from game.settings import ANIMATION_SPEEDS


class MenuView(TavernView):
    def __init__(self):
        super().__init__()
        self.title = arcade.Text("Dice Tavern", DESIGN_WIDTH / 2, DESIGN_HEIGHT - 110, art.GOLD, 64,
                                 font_name=art.FONT, bold=True, anchor_x="center")
        self.tagline = arcade.Text("Five tavern dice games, and dice you actually throw.", DESIGN_WIDTH / 2,
                                   DESIGN_HEIGHT - 150, art.INK_DIM, 18, font_name=art.FONT, italic=True,
                                   anchor_x="center")
        self.version = arcade.Text(f"v{__version__}", DESIGN_WIDTH - 16, 12, art.INK_DIM, 11,
                                   font_name=art.FONT, anchor_x="right")
        self.game_buttons: dict[str, gui.UIFlatButton] = {}
        self._build_ui()

    def _build_ui(self) -> None:
        root = self.ui.add(gui.UIAnchorLayout())
        column = gui.UIBoxLayout(vertical=True, space_between=10, align="left")
        for info in GAMES:
            row = gui.UIBoxLayout(vertical=False, space_between=14)
            play = button(info.title, width=300, height=50)
            play.disabled = not info.playable
            play.on_click = lambda _e, key=info.key: self.open_game(key)
            self.game_buttons[info.key] = play
            row.add(play)
            note = info.blurb if info.playable else f"Coming soon. {info.blurb}"
            row.add(label(f"{info.players}. {note}", 13, art.INK if info.playable else art.INK_DIM,
                          width=420, multiline=True))
            column.add(row)
        settings = self.tavern_settings()
        row = gui.UIBoxLayout(vertical=False, space_between=10)
        row.add(label("Dice speed", 14))
        names = list(ANIMATION_SPEEDS)
        self.speed_picker = row.add(OptionPicker([(n, n.capitalize()) for n in names],
                                                 names.index(settings.animation), width=200,
                                                 on_change=self._set_speed))
        self.sound_button = row.add(button("", width=150, height=36))
        self.sound_button.on_click = lambda _e: self._toggle_sound()
        self._show_sound()
        self.quit_button = row.add(button("Quit", width=120, height=36))
        self.quit_button.on_click = lambda _e: arcade.exit()
        column.add(row)
        root.add(column, anchor_x="center", anchor_y="center", align_y=-70)

    def tavern_settings(self):
        return self.window.settings

    def _set_speed(self, name: str) -> None:
        self.window.settings.animation = name
        self.window.settings.save()

    def _toggle_sound(self) -> None:
        self.window.settings.sound = not self.window.settings.sound
        self.window.settings.save()
        self._show_sound()

    def _show_sound(self) -> None:
        self.sound_button.text = "Sound: on" if self.window.settings.sound else "Sound: off"

    def open_game(self, key: str) -> None:
        if key == "deaths_will":
            from game.scenes.deaths_will_setup import DeathsWillSetupView

            self.window.show_view(DeathsWillSetupView())

    def draw_world(self) -> None:
        panel(250, 95, 780, 390)
        self.title.draw()
        self.tagline.draw()
        self.version.draw()
