"""The window, and what every screen shares: a camera that fits the 1280x720
table to any window size, a UI manager, and the tavern background."""

from __future__ import annotations

from game.resources import resource
from game.scenes import art
from game.scenes.arcade_import import arcade, gui
from game.scenes.sounds import SoundBoard
from game.settings import Settings

DESIGN_WIDTH, DESIGN_HEIGHT = 1280, 720
TITLE = "Dice Tavern"


class TavernWindow(arcade.Window):
    def __init__(self, settings: Settings | None = None, *, visible: bool = True):
        self.settings = settings or Settings.load()
        super().__init__(DESIGN_WIDTH, DESIGN_HEIGHT, TITLE, resizable=True, visible=visible,
                         fullscreen=self.settings.fullscreen and visible)
        self.set_minimum_size(960, 540)
        try:
            self.set_icon(arcade.load_image(resource("images", "icon_64.png")))
        except Exception:  # some window systems have no icons; the game goes on
            pass
        art.load_fonts()
        self.sounds = SoundBoard(self.settings)
        self.background_color = (24, 14, 8)

    def on_key_press(self, symbol: int, modifiers: int):
        if symbol == arcade.key.F11:
            self.set_fullscreen(not self.fullscreen)
            self.settings.fullscreen = self.fullscreen
            self.settings.save()
            return True
        return None


class TavernView(arcade.View):
    """A screen: the world (table, dice, text) drawn through a letterboxed
    camera at 1280x720, and arcade.gui widgets anchored to the window."""

    background = ("table.png",)

    def __init__(self):
        super().__init__()
        self.ui = gui.UIManager()
        self.camera = arcade.Camera2D(position=(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2),
                                      projection=arcade.LRBT(-DESIGN_WIDTH / 2, DESIGN_WIDTH / 2,
                                                             -DESIGN_HEIGHT / 2, DESIGN_HEIGHT / 2))

    @property
    def tavern(self) -> TavernWindow:
        return self.window

    def on_show_view(self) -> None:
        self.ui.enable()
        self.fit_camera()

    def on_hide_view(self) -> None:
        self.ui.disable()

    def on_resize(self, width: int, height: int) -> None:
        self.fit_camera(width, height)

    def fit_camera(self, width: int | None = None, height: int | None = None) -> None:
        if width is None or height is None:
            width, height = self.window.get_size()
        scale = min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT)
        w, h = DESIGN_WIDTH * scale, DESIGN_HEIGHT * scale
        self.camera.viewport = arcade.LBWH((width - w) / 2, (height - h) / 2, w, h)

    def to_world(self, x: float, y: float) -> tuple[float, float]:
        wx, wy, _ = self.camera.unproject((x, y))
        return wx, wy

    def on_draw(self) -> None:
        self.clear()
        with self.camera.activate():
            arcade.draw_texture_rect(art.texture(*self.background), arcade.LBWH(0, 0, DESIGN_WIDTH, DESIGN_HEIGHT))
            self.draw_world()
        self.ui.draw()

    def draw_world(self) -> None:
        """The screen's own drawing, in table coordinates."""

    def on_update(self, delta_time: float) -> None:
        self.ui.on_update(delta_time)


def button(text: str, width: int = 180, height: int = 44, **kwargs) -> gui.UIFlatButton:
    return gui.UIFlatButton(text=text, width=width, height=height, style=BUTTON_STYLE, **kwargs)


def _button_style():
    base = gui.UIFlatButton.UIStyle
    return {
        "normal": base(font_name=art.FONT, font_size=15, font_color=art.INK, bg=(88, 48, 26), border=art.PANEL_EDGE,
                       border_width=2),
        "hover": base(font_name=art.FONT, font_size=15, font_color=(255, 246, 220), bg=(122, 70, 36),
                      border=art.GOLD, border_width=2),
        "press": base(font_name=art.FONT, font_size=15, font_color=(255, 255, 255), bg=(60, 32, 16),
                      border=art.GOLD, border_width=2),
        "disabled": base(font_name=art.FONT, font_size=15, font_color=(130, 112, 96), bg=(52, 36, 28),
                         border=(80, 62, 48), border_width=2),
    }


BUTTON_STYLE = _button_style()


def label(text: str, size: int = 16, color=art.INK, **kwargs) -> gui.UILabel:
    return gui.UILabel(text=text, font_name=art.FONT, font_size=size, text_color=color, **kwargs)


class OptionPicker(gui.UIBoxLayout):
    """'◀ value ▶': steps through a fixed list of choices."""

    def __init__(self, choices: list[tuple[object, str]], index: int = 0, width: int = 260, on_change=None):
        super().__init__(vertical=False, space_between=6)
        self.choices = choices
        self.index = index
        self.on_change = on_change
        self.back = self.add(button("<", width=40, height=36))
        self.shown = self.add(gui.UILabel(text="", width=width - 92, font_name=art.FONT, font_size=15,
                                          text_color=art.INK, align="center"))
        self.forward = self.add(button(">", width=40, height=36))
        self.back.on_click = lambda _event: self.step(-1)
        self.forward.on_click = lambda _event: self.step(1)
        self._show()

    @property
    def value(self):
        return self.choices[self.index][0]

    def select(self, value) -> None:
        self.index = [v for v, _ in self.choices].index(value)
        self._show()

    def step(self, by: int) -> None:
        self.index = (self.index + by) % len(self.choices)
        self._show()
        if self.on_change:
            self.on_change(self.value)

    def _show(self) -> None:
        self.shown.text = self.choices[self.index][1]


def panel(x: float, y: float, width: float, height: float, *, highlight: bool = False) -> None:
    """A dark, bordered panel on the table (world coordinates)."""
    rect = arcade.LBWH(x, y, width, height)
    arcade.draw_rect_filled(rect, art.PANEL)
    arcade.draw_rect_outline(rect, art.GOLD if highlight else art.PANEL_EDGE, 4 if highlight else 2)
