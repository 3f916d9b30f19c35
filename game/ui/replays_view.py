"""Watch a match again: the newest replays of the matches played here, and
a box for the path of any replay file (one a friend sent). Opened from the
Ledger; each is watched at its own table, and leaving it comes back here."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from game.core import catalogue
from game.platform.storage import Unreadable, load_json
from game.services.match import Match
from game.services.records import ReplayError
from game.services.saves import replays_dir
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, SideScreen, button, place_at
from game.ui.arcade_import import arcade, gui
from game.ui.fitting import fit, fitted_text
from game.ui.name_field import NameField
from game.ui.watch import watch_table

PANEL = (60, 90, 1160, 520)
ROWS = 8
ROW_HEIGHT = 46
ROW_TOP = PANEL[1] + PANEL[3] - 70
WORDS_LEFT = PANEL[0] + 150
WORDS_WIDTH = PANEL[0] + PANEL[2] - 24 - WORDS_LEFT


@dataclass(frozen=True)
class Listed:
    """A replay in the folder, as the list says it."""

    path: Path
    words: str


def newest_replays(folder: Path | None = None, count: int = ROWS) -> list[Listed]:
    """The ``count`` newest replay files, each said in a line: the game, the
    people, when it was played; a file that cannot be read says why."""
    folder = folder or replays_dir()
    try:
        files = sorted(folder.glob("*.json"), key=lambda path: path.stat().st_mtime, reverse=True)[:count]
    except OSError:
        return []
    listed = []
    for path in files:
        when = time.strftime("%d %b %Y, %H:%M", time.localtime(path.stat().st_mtime))
        try:
            data = load_json(path)
            if not isinstance(data, dict):
                raise TypeError("not a replay")  # said as a file that cannot be read, below
            game = catalogue.game(data["game"])
            names = ", ".join(data["options"]["names"])
            listed.append(Listed(path, f"{game.title}: {names}. {who_won(data, path.name)}{when}"))
        except (Unreadable, KeyError, TypeError):
            listed.append(Listed(path, f"{path.name} cannot be read. {when}"))
    return listed


def who_won(data: object, source: str) -> str:
    """The list's words for who won a replay's match ("Won by Ada. "), or
    nothing where the record stops before its end or cannot be played
    through (opening it says why)."""
    try:
        winners = Match.winners_of(data, source)
    except ReplayError:
        return ""
    if winners is None:
        return ""
    if not winners:
        return "Nobody won. "
    return f"Won by {' and '.join(winners)}. "


class ReplaysView(SideScreen):
    panels = (PANEL,)

    def __init__(self, back_to: arcade.View, folder: Path | None = None):
        super().__init__(back_to)
        self.heading = lettering.heading("Watch a match again", DESIGN_HEIGHT - 50, 36, anchor_y="center")
        self.listed = newest_replays(folder)
        self.lines: list[arcade.Text] = []
        root = self.ui.add(gui.UIAnchorLayout())
        self.watch_buttons = []
        for k, listed in enumerate(self.listed):
            y = ROW_TOP - k * ROW_HEIGHT
            self.watch_buttons.append(
                place_at(
                    root,
                    button("Watch", width=110, height=36, on_click=lambda path=listed.path: self.open_replay(path)),
                    PANEL[0] + 24,
                    y - 8,
                )
            )
            self.lines.append(fitted_text(listed.words, WORDS_LEFT, y + 2, art.INK, 16, WORDS_WIDTH))
        if not self.listed:
            self.lines.append(
                lettering.text(
                    "No match has been played to its end here yet: each one that is can be watched again.",
                    WORDS_LEFT - 126,
                    ROW_TOP,
                    art.INK_DIM,
                    15,
                    italic=True,
                )
            )
        file_y = PANEL[1] + 24
        said = lettering.text("A replay file:", PANEL[0] + 24, file_y + 10, art.INK, 16)
        self.lines.append(said)
        # the field starts after its label, as long as the label is at the text size, up to the Watch button
        field_left = max(PANEL[0] + 150, said.x + said.content_width + 12)
        field_width = PANEL[0] + 930 - 12 - field_left
        path = NameField("", width=field_width, height=36, font_size=14, most=None)  # a file's path: no name's length
        self.file_field = place_at(root, path, field_left, file_y)
        self.file_button = place_at(
            root, button("Watch it", width=140, height=36, on_click=self.watch_file), PANEL[0] + 930, file_y
        )
        self.back_button = root.add(
            self.hinted(button("", width=200, height=40, on_click=self.go_back), "Back", "back"),
            anchor_x="center",
            anchor_y="bottom",
            align_y=14,
        )
        self.problem = lettering.centred("", PANEL[1] + 72, art.RED, 14)

    def watch_file(self) -> None:
        path = self.file_field.text.strip().strip('"')
        if not path:
            self.say("Type or paste the path of a replay file first.")
            return
        self.open_replay(Path(path).expanduser())

    def open_replay(self, path: Path) -> None:
        """The replay at its table; a file that cannot be watched is said in one line, here."""
        try:
            table = watch_table(load_json(path), path.name, back_to=self)
        except (Unreadable, ReplayError) as error:
            self.say(str(error))
            return
        self.window.show_view(table)
        table.refresh()

    def say(self, problem: str) -> None:
        fit(self.problem, problem, PANEL[2] - 40, 14)

    def on_key_press(self, symbol: int, modifiers: int):
        if not (self.file_field.active and self.act(symbol, modifiers, {"go_on": self.watch_file})):
            super().on_key_press(symbol, modifiers)

    def draw_world(self) -> None:
        self.heading.draw()
        for line in self.lines:
            line.draw()
        self.problem.draw()
