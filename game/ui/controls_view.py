"""The Controls page, from the settings: every action a person can do by a
key (game.platform.keymap), a section at a time, each with its key. A key
clicked waits for the next key pressed, which becomes the action's unless
another action heard in the same places has it (one line says which); Reset
gives every action its own key again. Each change is kept at once. Its
last section (its tab by Reset) lists the gamepad's buttons (game.platform.padmap): each does
what its actions' keys do, so they follow the keys chosen here."""

from __future__ import annotations

import math

from game.platform import keymap, padmap
from game.ui import art, lettering, text_size
from game.ui.app import DESIGN_HEIGHT, DESIGN_WIDTH, SideScreen, button, highlight, place_at
from game.ui.arcade_import import arcade, gui
from game.ui.fitting import fit_block, line_height
from game.ui.keys import pressed
from game.ui.widgets import TavernButton

PANEL = (70, 92, 1140, 494)
COLUMNS = (100, 650)  # the left of each column's words
WORDS_WIDTH = 360
KEY_WIDTH = 150
TOP_ROW = 518  # the first row's middle
ROW_PITCH = 52
ROWS = 7  # a column's rows at most
NOTE_Y = PANEL[1] + 8  # the note's foot, under the rows
HOW = "Click a key (or Tab to it and press Space), then press the one you want instead (Ctrl or Alt may be held too)."
PAD_SECTION = "Gamepad"
PAD_HOW = (
    "The pad presses these actions' keys, as you choose them. Watching: A plays, the d-pad steps, "
    "the shoulders go by hands, the triggers set the pace."
)


def key_at(left: float, y: float) -> tuple[float, float]:
    """Where a row's key (or pad button) stands: after its words, its middle at the row's."""
    return left + WORDS_WIDTH + 12, y - 19


def rows_room() -> tuple[float, int]:
    """(the rows' pitch, the rows a column holds) at the text size now: two
    lines of words a row, and the rows over the note's lines."""
    pitch = max(ROW_PITCH, 2 * line_height(15) + 6)
    foot = NOTE_Y + note_lines() * line_height(15)  # the lowest row's foot stands over the note
    return pitch, int((TOP_ROW - pitch / 2 - foot) // pitch) + 1


def note_lines() -> int:
    """The note's lines at most: one at Normal, two at the larger sizes (its words whole)."""
    return 1 if text_size.scale() == 1 else 2


def section_title(section: str) -> str:
    """A tab's words: a game's title without its tail ("Spelldice")."""
    return section.split(":")[0]


class ControlsView(SideScreen):
    panels = (PANEL,)

    def __init__(self, back_to: arcade.View):
        super().__init__(back_to)
        self.heading = lettering.heading("Controls", DESIGN_HEIGHT - 44, 34, anchor_y="center")
        # on two lines where one does not hold it (the larger text sizes): its words whole
        self.note = lettering.caption(
            HOW, NOTE_Y, 15, anchor_y="bottom", width=PANEL[2] - 40, multiline=True, align="center"
        )
        self.page = 0  # a section's rows at the larger text sizes may take more than a page
        self.section = keymap.sections()[0]
        self.listening: str | None = None  # the action whose new key is awaited
        self.words: list[arcade.Text] = []
        self.key_buttons: dict[str, TavernButton] = {}
        root = self.ui.add(gui.UIAnchorLayout())
        tabs = gui.UIBoxLayout(vertical=False, space_between=8)
        self.tabs = {
            section: tabs.add(
                # as wide as its words: the row of tabs fits across the screen at any text size
                button(section_title(section), width=100, height=38, on_click=lambda s=section: self.show(s))
            )
            for section in keymap.sections()
        }
        root.add(tabs, anchor_x="center", anchor_y="top", align_y=-84)
        self.rows = root.add(gui.UIAnchorLayout())
        bottom = gui.UIBoxLayout(vertical=False, space_between=20)
        self.reset_button = bottom.add(button("Reset every key", width=220, height=42, on_click=self.reset))
        self.tabs[PAD_SECTION] = bottom.add(
            button("The gamepad", width=220, height=42, on_click=lambda: self.show(PAD_SECTION))
        )
        # in the row only while a section takes more than a page (a hidden button would keep its room)
        self.more_button = button("More keys", width=160, height=42, on_click=self.turn_page)
        self.bottom = bottom
        self.back_button = bottom.add(
            self.hinted(button("", width=220, height=42, on_click=self.go_back), "Back", "back")
        )
        root.add(bottom, anchor_x="center", anchor_y="bottom", align_y=24)
        self.show(self.section)

    @property
    def chosen(self) -> dict:
        return self.window.settings.keys

    # --- the rows ---

    def turn_page(self) -> None:
        self.show(self.section, self.page + 1)

    def show(self, section: str, page: int = 0) -> None:
        """One section's actions, in columns of at most ROWS rows: at the
        larger text sizes, where each row's words take two lines, fewer
        rows a column and the rest on the section's next page."""
        self.section, self.listening = section, None
        self.rows.clear()
        self.words, self.key_buttons = [], {}
        if section == PAD_SECTION:
            rows: list[tuple[str, str | None, str | None]] = [
                (padmap.does(pad.name), pad.words, None) for pad in padmap.PAD
            ]
            rows.append((padmap.STICK_WORDS[1], padmap.STICK_WORDS[0], None))
        else:
            rows = [(action.does, None, action.id) for action in keymap.actions() if action.section == section]
        self.say(PAD_HOW if section == PAD_SECTION else HOW)
        pitch, most = rows_room()
        pages = math.ceil(len(rows) / (most * len(COLUMNS)))
        self.page = page % pages
        rows = rows[self.page * most * len(COLUMNS) : (self.page + 1) * most * len(COLUMNS)]
        if (pages > 1) != (self.more_button in self.bottom.children):
            self.bottom.remove(self.back_button)
            if pages > 1:
                self.bottom.add(self.more_button)
            else:
                self.bottom.remove(self.more_button)
            self.bottom.add(self.back_button)
        self.more_button.text = f"More keys ({self.page + 1} of {pages})"
        per_column = min(most, ROWS if len(rows) <= ROWS else math.ceil(len(rows) / len(COLUMNS)))
        columns = COLUMNS if len(rows) > per_column else (DESIGN_WIDTH / 2 - (WORDS_WIDTH + 12 + KEY_WIDTH) / 2,)
        for k, (does, pad, id) in enumerate(rows):
            left, y = columns[k // per_column], TOP_ROW - (k % per_column) * pitch
            # on two lines where one does not hold it (a pad's button does several things)
            words = lettering.text("", left, y, art.INK, 15, width=WORDS_WIDTH, multiline=True, anchor_y="center")
            fit_block(words, does, 15, pitch - 4)
            self.words.append(words)
            if id is None:  # a pad's button: named, not chosen here
                assert pad is not None  # a pad's row names its button
                place_at(self.rows, button(pad, width=KEY_WIDTH, height=38, on_click=self.say_pad), *key_at(left, y))
                continue
            key = button("", width=KEY_WIDTH, height=38, on_click=lambda id=id: self.listen(id))
            self.key_buttons[id] = place_at(self.rows, key, *key_at(left, y))
        self.refresh()

    def say_pad(self) -> None:
        self.say("The pad's buttons are as they come; choose the keys of their actions in the other sections.")

    def refresh(self) -> None:
        for id, key in self.key_buttons.items():
            key.text = "Press a key..." if id == self.listening else keymap.key_words(keymap.key_of(self.chosen, id))

    def say(self, words: str, refused: bool = False) -> None:
        fit_block(self.note, words, 15, note_lines() * line_height(15))
        self.note.color = art.RED if refused else art.INK_DIM

    # --- choosing ---

    def listen(self, id: str) -> None:
        """A key clicked: the next key pressed is its action's (clicked again: not)."""
        self.listening = None if self.listening == id else id
        if self.listening is not None:
            self.say(f"Press the key for: {keymap.action(id).does}. Click it again to leave it as it is.")
        else:
            self.say(HOW)
        self.refresh()

    def choose(self, id: str, key: str) -> None:
        """``key`` for the action, unless another heard with it has it (said in one line)."""
        self.listening = None
        try:
            chosen = keymap.chosen_with(self.chosen, id, key)
        except keymap.KeyClash as clash:
            other = clash.action
            where = "" if other.section == self.section else f" ({section_title(other.section)})"
            self.say(f"Not so: {keymap.key_words(key)} is already {other.does}{where}; choose another key.", True)
        else:
            self.keep(chosen, f"{keymap.action(id).does}: {keymap.key_words(key)}.")
        self.refresh()

    def reset(self) -> None:
        self.listening = None
        self.keep({}, "Every key is as it came.")
        self.refresh()

    def keep(self, chosen: dict, said: str) -> None:
        self.window.settings.keys = chosen
        problem = self.window.settings.save()  # said here, where the person is looking
        self.say(problem or f"{said} Kept.", refused=problem is not None)
        self.follow_keys()

    def takes_every_key(self) -> bool:
        return self.listening is not None

    def on_key_press(self, symbol: int, modifiers: int):
        if self.listening is None:
            return super().on_key_press(symbol, modifiers)
        key = pressed(symbol, modifiers)
        if key is not None:  # Shift, Ctrl or Alt alone: the key they are held with is still to come
            self.choose(self.listening, key)
        return True  # heard here only (F11 is taken as a key, not as full screen)

    # --- drawing ---

    def draw_world(self) -> None:
        self.heading.draw()
        highlight(*self.tabs[self.section].rect.lbwh)
        for words in self.words:
            words.draw()
        self.note.draw()
