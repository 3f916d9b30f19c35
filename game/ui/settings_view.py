"""The settings: sound, its volumes and the quiet room's, dice speed, the
screen, the text size, motion, seat marks, leaving a game, the computers'
pace, the time to react, and the Controls page (the keys). Each change is
applied at once and kept in the settings file; a new text size builds this
screen anew, and every other screen as it is next shown."""

from __future__ import annotations

from game.ui import art, lettering, text_size
from game.ui.app import DESIGN_HEIGHT, OptionPicker, SideScreen, button, label
from game.ui.arcade_import import arcade, gui
from game.ui.controls_view import ControlsView
from game.ui.widgets import picker_width

PANEL = (40, 70, 1200, 540)
PICKER_WIDTH = 300
# a label laid out at the Largest text comes out a pixel or two wider than a probe of it
LAID_OUT_SLACK = 2
GRID_LEFT = 52  # the settings' left edge: kept at every text size, the columns' widths with it
SLIDER_STYLE = {
    state: gui.UISlider.UIStyle(
        bg=bg,
        border=arcade.types.Color(*art.GOLD),
        border_width=2,
        filled_track=arcade.types.Color(*art.GOLD),
        unfilled_track=(70, 44, 26, 255),
    )
    for state, bg in (
        ("normal", (122, 70, 36, 255)),
        ("hover", (160, 96, 48, 255)),
        ("press", (190, 120, 60, 255)),
        ("disabled", (60, 40, 28, 255)),
    )
}
SPEED_WORDS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant (no flight)"}
PACE_WORDS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant (no pauses)"}
REACTION_WORDS = {
    "as_set": "As the table sets it",
    "longer": "Twice as long",
    "longest": "Four times as long",
    "off": "Off: the table waits",
}
TEXT_WORDS = {"normal": "Normal", "large": "Large", "largest": "Largest"}
# The quiet room's slider, named after the sounds it makes louder: the fire's crackle and the tavern's
# chatter beneath the game. No longer than "Effects volume": at the Largest text a longer title runs off the
# screen's left edge.
ROOM_WORDS = "Fire and chatter"
KEPT_WORDS = "Each change is kept at once. {key} also toggles full screen."
UNAVAILABLE = "Unavailable: no audio device"  # the Sound row where the device would not open


def largest_width(words: str, size: int) -> float:
    """The width ``words`` take on this screen at the Largest text, whatever
    the size chosen: a title, or a volume's figure, keeps it, so the columns
    stay put as the size changes (the text size's own arrows are clicked
    again and again)."""
    probe = gui.UILabel(text=words, font_name=art.FONT, font_size=text_size.largest_points(size))
    return probe.width + LAID_OUT_SLACK


def kept_width(widget, width: float):
    """The widget laid out ``width`` wide at least, whatever its words' own width."""
    widget.size_hint_min = (max(widget.size_hint_min[0], width), widget.size_hint_min[1])
    return widget


class VolumeSlider(gui.UIBoxLayout):
    """A slider from 0 to 100% and the figure beside it."""

    def __init__(self, value: float, on_change):
        super().__init__(vertical=False, space_between=12)
        self.slider = self.add(
            gui.UISlider(
                value=round(value * 100),
                min_value=0,
                max_value=100,
                width=PICKER_WIDTH - 70,
                height=28,
                style=SLIDER_STYLE,
            )
        )
        # as wide as "100%" at the Largest text: the row, and the column, keep their width at every size
        self.figure_width = max(58, largest_width("100%", 15))
        self.figure = self.add(label("", 15, width=self.figure_width))
        self.on_change = on_change
        self._show()

        @self.slider.event("on_change")
        def changed(_event) -> None:
            self._show()
            self.on_change(self.value)

    @property
    def value(self) -> float:
        return round(self.slider.value / 5) * 5 / 100  # in steps of 5%

    def set(self, value: float) -> None:
        self.slider.value = round(value * 100)
        self._show()
        self.on_change(self.value)

    def _show(self) -> None:
        self.figure.text = f"{round(self.value * 100)}%"
        hint = self.figure.size_hint_min  # the figure keeps its room, so the row does not shift
        assert hint is not None and hint[0] is not None  # a label's, set from its words
        width, height = hint[0], hint[1]
        self.figure.size_hint_min = (max(width, self.figure_width), height)


class SettingsView(SideScreen):
    panels = (PANEL,)

    def __init__(self, back_to: arcade.View):
        super().__init__(back_to)
        self.heading = lettering.heading("Settings", DESIGN_HEIGHT - 52, 36, anchor_y="center")
        self.note = lettering.caption(self.kept_words(), 92, 13)
        self._build_ui()

    @property
    def settings(self):
        return self.window.settings

    def _build_ui(self) -> None:
        s = self.window.settings
        # two columns of settings, each a title and its control: the sound and
        # the screen on the left, the words and the play on the right
        # Each column starts where it does at any text size: from the left, every cell's words from its left
        grid = gui.UIGridLayout(
            column_count=5, row_count=6, horizontal_spacing=12, vertical_spacing=10, align_horizontal="left"
        )
        rows: list[gui.UIWidget] = []

        def row(title: str, widget):
            column, at = divmod(len(rows), 6)
            grid.add(kept_width(label(title, 16), largest_width(title, 16)), column=3 * column, row=at)
            rows.append(grid.add(widget, column=3 * column + 1, row=at))
            return widget

        # every picker as wide as the widest choice of any at the Largest text: their arrows stand in
        # one column, and where they stand at every size
        width = picker_width([*SPEED_WORDS.values(), *PACE_WORDS.values(), *REACTION_WORDS.values()], PICKER_WIDTH)

        def picker(choices: dict, field: str, then=None):
            return OptionPicker(
                list(choices.items()),
                list(choices).index(getattr(s, field)),
                width=width,
                on_change=lambda value: self.keep(field, value, then),
            )

        def volume(field: str) -> gui.UIBoxLayout:
            box = gui.UIBoxLayout(vertical=False, space_between=10)
            box.add(VolumeSlider(getattr(s, field), lambda v: self.keep(field, v)))
            box.add(button("Test", width=70, height=32, on_click=self.test_sound))
            return box

        def room_volume() -> gui.UIBoxLayout:
            """The quiet room's slider, in line with the others: it is heard as it is set, so no test."""
            box = gui.UIBoxLayout(vertical=False, space_between=10)
            box.add(VolumeSlider(s.room_volume, lambda v: self.keep("room_volume", v)))
            box.add(gui.UISpace(width=70, height=32))
            return box

        self.sound: gui.UIWidget = row("Sound", self._sound_picker(picker))
        self.master, self.test_master = row("Master volume", volume("master_volume")).children
        self.effects, self.test_button = row("Effects volume", volume("effects_volume")).children
        self.room = row(ROOM_WORDS, room_volume()).children[0]
        self.speed = row("Dice speed", picker(SPEED_WORDS, "animation"))
        self.screen = row(
            "Screen", picker({False: "Windowed", True: "Full screen"}, "fullscreen", then=self.window.set_fullscreen)
        )
        self.text_size = row("Text size", picker(TEXT_WORDS, "text_size", then=self.follow_text_size))
        self.motion = row("Reduce motion", picker({False: "Off", True: "On: no shaking or fading"}, "reduce_motion"))
        self.marks = row("Seat marks", picker({False: "Colour", True: "Colour and shape"}, "seat_shapes"))
        self.confirm = row("Leaving a game", picker({True: "Ask first", False: "Leave at once"}, "confirm_leave"))
        self.pace = row("Pace of play", picker(PACE_WORDS, "computer_pace"))
        self.reaction = row("Time to react", picker(REACTION_WORDS, "reaction_time"))
        root = self.ui.add(gui.UIAnchorLayout())
        grid.add(gui.UISpace(width=8, height=1), column=2, row=0)  # between the two columns
        root.add(grid, anchor_x="left", anchor_y="top", align_x=GRID_LEFT, align_y=-130)
        bottom = gui.UIBoxLayout(vertical=False, space_between=20)
        self.controls_button = bottom.add(button("Controls (keys)", width=220, height=42, on_click=self.controls))
        self.back_button = bottom.add(
            self.hinted(button("", width=220, height=42, on_click=self.go_back), "Back", "back")
        )
        root.add(bottom, anchor_x="center", anchor_y="bottom", align_y=20)

    def _sound_picker(self, picker) -> gui.UIWidget:
        """On or Off; with no audio device (it would not open), no choice: it cannot be heard."""
        if not self.window.sounds.silenced:
            return picker({True: "On", False: "Off"}, "sound")
        row = gui.UIBoxLayout(vertical=False)
        row.add(kept_width(label(UNAVAILABLE, 16, art.INK_DIM), PICKER_WIDTH))
        return row

    # --- each setting, applied and kept ---

    def keep(self, field: str, value, then=None) -> None:
        """A setting changed: applied at once (``then`` for what the window must do itself) and kept."""
        setattr(self.settings, field, value)
        self.window.sounds.follow_settings()  # the quiet room, as loud as now set
        problem = self.settings.save()  # said here, where the person is looking
        self.note.text = problem or self.kept_words()
        self.note.color = (236, 150, 120) if problem else art.INK_DIM
        if then is not None:
            then(value)

    def follow_text_size(self, _size: str) -> None:
        """The words at the new size at once: this screen built anew (the
        window builds every screen shown at a size it was not built at)."""
        self.window.show_view(self)

    def remade(self) -> SettingsView:
        made = SettingsView(back_to=self.back_to)
        made.note.text, made.note.color = self.note.text, self.note.color  # a refused save, said still
        return made

    def kept_words(self) -> str:
        return KEPT_WORDS.format(key=self.key_words("full_screen"))

    def on_show_view(self) -> None:
        super().on_show_view()
        self.note.text, self.note.color = self.kept_words(), art.INK_DIM  # back from the Controls page

    def controls(self) -> None:
        self.window.show_view(ControlsView(back_to=self))

    def test_sound(self) -> None:
        board = self.window.sounds
        silenced = board.silenced
        board.play("coin_to_pot", 1.0)
        if board.silenced and not silenced:  # the device failed just now: the Sound row says so
            self.window.show_view(self.remade())

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        if self.screen.value != self.settings.fullscreen:  # F11 toggled it meanwhile
            self.screen.select(self.settings.fullscreen)

    def draw_world(self) -> None:
        self.heading.draw()
        self.note.draw()
