"""Play online: host a table for friends elsewhere, or join one by its code
(or from the tables announced on this network, listened for only once the
person asks). Nothing here touches the network until a button says so, and
nothing waits on it: a search runs on a thread of its own, a join is the
lobby's (``online_lobby``)."""

from __future__ import annotations

import asyncio
import threading

from game.online import reach
from game.online.discovery import find_tables
from game.online.join_code import JoinCode
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, SideScreen, TavernView, button, label, place_at
from game.ui.arcade_import import gui
from game.ui.fitting import fit
from game.ui.name_field import NameField
from game.ui.online_host import HostSetupView
from game.ui.online_lobby import LobbyView

LEFT = 300  # the screen's column
FIELD_WIDTH = 420
FOUND_ROWS = 4  # the tables found that are listed
SEARCH_SECONDS = 3.2
MARGIN = 40  # inside the panel, on either side: its words on the left, the Watch button on the right
ANSWER_WIDTH = 520  # from the code field to the panel's edge


def _a_name(typed: str) -> str:
    """A name as a seat takes it: trimmed, to the length a plaque shows; "Friend" if there is none."""
    return typed.strip()[:24] or "Friend"


class OnlineMenuView(SideScreen):
    panels = ((260, 60, 760, 540),)
    back_to: TavernView  # the menu it was opened from

    def __init__(self, back_to, name: str = "", said: str = ""):
        super().__init__(back_to)
        self.heading = lettering.heading("Play online", DESIGN_HEIGHT - 70, 38)
        self.caption = lettering.caption(
            "Friends on other machines: one hosts, the others type the host's join code.", DESIGN_HEIGHT - 110, 16
        )
        root = self.ui.add(gui.UIAnchorLayout())
        place_at(root, label("Your name", 18), LEFT, 540)
        self.name_field = place_at(root, NameField(name or self.last_name(), FIELD_WIDTH, 40, 16), LEFT + 180, 532)
        self.host_button = place_at(
            root, button("Host a table...", width=300, height=46, on_click=self.host), LEFT + 180, 466
        )
        place_at(root, label("Join by code", 18), LEFT, 398)
        # the code, Join and Watch share the row, Watch as far from the panel's right edge as the words from its left
        self.code_field = place_at(
            root, NameField("", FIELD_WIDTH - 140, 40, 16, on_enter=self.join, most=None), LEFT + 180, 390
        )
        self.join_button = place_at(root, button("Join", width=100, height=40, on_click=self.join), LEFT + 470, 390)
        self.watch_button = place_at(
            root, button("Watch", width=100, height=40, on_click=lambda: self.join(watch=True)), LEFT + 580, 390
        )
        # a bad code, or a table that could not be reached: one line, under the code where the person looks
        self.answer = lettering.text("", LEFT + 180, 372, art.RED, 14, anchor_y="top")
        self.answer_words = ""
        self.search_button = place_at(
            root,
            button("Tables on this network", width=300, height=40, on_click=self.search),
            LEFT + 180,
            290,
        )
        self.found_rows = [
            place_at(
                root, button("", width=540, height=36, on_click=lambda k=k: self.pick(k)), LEFT + 180, 244 - 44 * k
            )
            for k in range(FOUND_ROWS)
        ]
        for row in self.found_rows:
            row.visible = False
        self.found: list = []
        self.searching: threading.Thread | None = None
        self.search_result: list | str | None = None
        self.back_button = place_at(root, button("Back", width=140, height=40, on_click=self.go_back), 40, 24)
        if said:
            self.say(said)

    def remade(self):
        return OnlineMenuView(self.back_to, self.name_field.text, self.answer_words)

    @property
    def name(self) -> str:
        return _a_name(self.name_field.text)

    def last_name(self) -> str:
        return _a_name(self.window.settings.online_name)

    def remember_name(self) -> None:
        """The name taken to a table, kept in the settings: Play online opens with it next time."""
        settings = self.window.settings
        if settings.online_name != self.name:
            settings.online_name = self.name
            self.window.save_settings()  # a refusal of the disk is said by the menu, as for every setting

    def say(self, words: str) -> None:
        self.answer_words = words
        fit(self.answer, words, ANSWER_WIDTH, 14)

    # --- host ---

    def host(self) -> None:
        self.remember_name()
        self.window.show_view(HostSetupView(back_to=self, name=self.name))

    # --- join ---

    def join(self, watch: bool = False) -> None:
        """Take a seat at the table of the code typed (or, ``watch``, a place to watch it from)."""
        if not self.code_field.text.strip():  # Join, or Enter, before a code: what to do, not what is wrong
            self.say("Type the join code the host gave you, then Join.")
            return
        try:
            code = JoinCode.read(self.code_field.text)
        except ValueError as error:
            self.say(f"{str(error)[:1].upper()}{str(error)[1:]}.")
            return
        self.join_code(code, watch)

    def join_code(self, code, watch: bool = False) -> None:
        self.say("")
        self.remember_name()
        lobby = LobbyView.joining(code, self.name, back_to=self, to_menu=self.back_to.remade, watch=watch)
        self.window.show_view(lobby)

    # --- the tables on this network ---

    def search(self) -> None:
        """Listen for tables announced on this network, for a moment, on a thread of its own."""
        if self.searching is not None and self.searching.is_alive():
            return
        self.say("")
        self.search_button.text = "Listening..."
        self.search_result = None
        self.searching = threading.Thread(target=self._search, daemon=True)
        self.searching.start()

    def _search(self) -> None:
        if reach.loopback_only():  # a run kept to this machine multicasts nothing
            self.search_result = "This run listens for no table on the network."
            return
        try:
            self.search_result = asyncio.run(find_tables(SEARCH_SECONDS))
        except OSError as error:
            self.search_result = f"Cannot listen for tables on this network: {error.strerror or error}."
        except Exception as error:  # noqa: BLE001 (a line on the screen, never a crash)
            self.search_result = f"Cannot listen for tables on this network: {type(error).__name__}."

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        result = self.search_result
        if result is None:
            return
        self.search_result = None
        self.search_button.text = "Tables on this network"
        failed = isinstance(result, str)
        if isinstance(result, str):
            self.say(result)
            result = []
        self.found = list(result)[:FOUND_ROWS]
        for row, table in zip(self.found_rows, self.found + [None] * FOUND_ROWS):
            row.visible = table is not None
            if table is not None:
                row.text = f"{table.name[:28]}: {table.game}, {table.free} of {table.seats} seats free"
        if not self.found and not failed:
            self.say("No table is announced on this network.")

    def pick(self, k: int) -> None:
        if k < len(self.found):
            self.join_code(self.found[k].code)

    def draw_world(self) -> None:
        self.heading.draw()
        self.caption.draw()
        self.answer.draw()
