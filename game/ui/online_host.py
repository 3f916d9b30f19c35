"""Host a table: its game, its seats (the host's own first, then friends
elsewhere or computers), and where it listens. Nothing listens until the
person opens the table; then the lobby shows its code."""

from __future__ import annotations

from game.core import catalogue
from game.online.commands import OnlineUsage, table_spec
from game.online.hosting import EVERYWHERE, HostedTable
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, OptionPicker, SideScreen, button, label, place_at
from game.ui.arcade_import import gui
from game.ui.fitting import fit
from game.ui.online_lobby import LobbyView

LEFT = 250
MOST_SEATS = 6
SEAT_KINDS = [
    ("remote", "A friend elsewhere"),
    ("computer:easy", "Computer, easy"),
    ("computer:normal", "Computer, normal"),
    ("computer:hard", "Computer, hard"),
]
WHERE = [
    (EVERYWHERE, "This machine's networks (friends elsewhere)"),
    ("127.0.0.1", "This machine only (loopback)"),
]
ROW_TOP = 400  # the first seat's row
ROW_PITCH = 46


class HostSetupView(SideScreen):
    panels = ((210, 60, 860, 560),)

    def __init__(self, back_to, name: str):
        super().__init__(back_to)
        self.name = name
        self.heading = lettering.heading("Host a table", DESIGN_HEIGHT - 70, 38)
        self.problem = lettering.centred("", 112, art.RED, 16, anchor_y="center")
        root = self.ui.add(gui.UIAnchorLayout())
        games = [(info.key, info.title) for info in catalogue.games() if info.playable]
        place_at(root, label("Game", 18), LEFT, 560)
        self.game_picker = place_at(root, OptionPicker(games, 0, width=420, on_change=self.changed), LEFT + 200, 554)
        place_at(root, label("Players", 18), LEFT, 510)
        counts = [(n, str(n)) for n in range(2, MOST_SEATS + 1)]
        self.count_picker = place_at(root, OptionPicker(counts, 1, width=200, on_change=self.changed), LEFT + 200, 504)
        place_at(root, label("Listen on", 18), LEFT, 460)
        self.where_picker = place_at(root, OptionPicker(WHERE, 0, width=520), LEFT + 200, 454)
        self.own_seat = place_at(root, label(f"Seat 1: you, {name}, at this machine", 16), LEFT, ROW_TOP)
        self.seat_pickers = []
        for k in range(1, MOST_SEATS):
            y = ROW_TOP - ROW_PITCH * k
            row = gui.UIBoxLayout(vertical=False, space_between=14)
            row.add(label(f"Seat {k + 1}", 16, width=80))
            picker = row.add(OptionPicker(SEAT_KINDS, 0 if k == 1 else 3, width=320))
            self.seat_pickers.append((place_at(root, row, LEFT, y - 6), picker))
        self.open_button = place_at(
            root, button("Open the table", width=260, height=46, on_click=self.open_table), 1020 - 260, 70
        )
        self.back_button = place_at(root, button("Back", width=140, height=40, on_click=self.go_back), 40, 24)
        self.changed()

    def changed(self, _value=None) -> None:
        count = self.count_picker.value
        for k, (row, _) in enumerate(self.seat_pickers, start=1):
            row.visible = k < count
        fit(self.problem, "", 800, 16)

    def seats(self) -> str:
        """The seats as ``serve`` says them: the host's own first (a remote seat, kept for this window)."""
        chosen = [picker.value for row, picker in self.seat_pickers if row.visible]
        return ",".join(["remote", *chosen])

    def open_table(self) -> None:
        try:
            spec = table_spec(self.game_picker.value, self.seats(), "{}")
        except OnlineUsage as error:
            fit(self.problem, f"{str(error)[:1].upper()}{str(error)[1:]}.", 800, 16)
            return
        hosted = HostedTable(spec, self.where_picker.value)
        hosted.open()  # the port opens now, the person having chosen to host
        self.window.show_view(
            LobbyView.hosting(hosted, self.name, back_to=self.back_to, to_menu=self.back_to.back_to.remade)
        )

    def draw_world(self) -> None:
        self.heading.draw()
        self.problem.draw()
