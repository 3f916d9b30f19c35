"""Host a table: its game, its seats (the host's own first, then more people
at this machine, friends elsewhere or computers), where it listens, and
whether it is shown to players on this network. Nothing listens until the
person opens the table, and nothing is announced unless they chose it; then
the lobby shows its code."""

from __future__ import annotations

from game.core import catalogue
from game.online.commands import OnlineUsage, seat_counts, table_spec
from game.online.hosting import EVERYWHERE, HostedTable
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, OptionPicker, SideScreen, button, label, place_at
from game.ui.arcade_import import gui
from game.ui.fitting import fit
from game.ui.name_field import NameField
from game.ui.online_lobby import LobbyView

LEFT = 250
MOST_SEATS = 6
FIRST_COUNT = 3  # the players a table opens with, where its game allows three
HERE = "here"  # a seat for another person at this machine: a remote seat kept for this window
SEAT_KINDS = [
    ("remote", "A friend elsewhere"),
    (HERE, "A person here"),
    ("computer:easy", "Computer, easy"),
    ("computer:normal", "Computer, normal"),
    ("computer:hard", "Computer, hard"),
]
WHERE = [
    (EVERYWHERE, "This machine's networks (friends elsewhere)"),
    ("127.0.0.1", "This machine only (loopback)"),
]
SHOWN = [
    (False, "Not shown: friends type its code"),
    (True, "Show this table to players on this network"),
]
ROW_TOP = 336  # the first seat's row
ROW_PITCH = 42
NAME_WIDTH = 230


class HostSetupView(SideScreen):
    panels = ((210, 60, 860, 560),)

    def __init__(self, back_to, name: str):
        super().__init__(back_to)
        self.name = name
        self.heading = lettering.heading("Host a table", DESIGN_HEIGHT - 70, 38)
        # a table that cannot be set, in one line, left of the Open button
        self.problem = lettering.text("", LEFT, 92, art.RED, 16, anchor_y="center")
        # what showing the table means here, under its choice
        self.shown_note = lettering.text("", LEFT, 394, art.INK_DIM, 14, anchor_y="center", italic=True)
        root = self.ui.add(gui.UIAnchorLayout())
        games = [(info.key, info.title) for info in catalogue.games() if info.playable]
        place_at(root, label("Game", 18), LEFT, 566)
        self.game_picker = place_at(
            root, OptionPicker(games, 0, width=420, on_change=self.game_changed), LEFT + 200, 560
        )
        place_at(root, label("Players", 18), LEFT, 520)
        # the counts the game shown is played by (set with the game, below): Death's Will only by two
        self.count_picker = place_at(
            root, OptionPicker([(2, "2")], 0, width=200, on_change=self.changed), LEFT + 200, 514
        )
        place_at(root, label("Listen on", 18), LEFT, 474)
        self.where_picker = place_at(root, OptionPicker(WHERE, 0, width=520, on_change=self.changed), LEFT + 200, 468)
        # the choice says itself, the whole row wide: shown to players on this network, or not
        self.shown_picker = place_at(root, OptionPicker(SHOWN, 0, width=620, on_change=self.changed), LEFT, 422)
        self.own_seat = place_at(root, label(f"Seat 1: you, {name}, at this machine", 16), LEFT, ROW_TOP)
        self.seat_pickers = []
        self.name_fields = []  # each seat's person's name, where a person at this machine sits
        kept = self.window.settings.online_table
        names = _kept_names(kept)
        for k in range(1, MOST_SEATS):
            y = ROW_TOP - ROW_PITCH * k
            row = gui.UIBoxLayout(vertical=False, space_between=14)
            row.add(label(f"Seat {k + 1}", 16, width=80))
            picker = row.add(OptionPicker(SEAT_KINDS, 0 if k == 1 else 4, width=320, on_change=self.changed))
            self.seat_pickers.append((place_at(root, row, LEFT, y - 6), picker))
            name = names[k - 1] or f"Player {k + 1}"
            self.name_fields.append(place_at(root, NameField(name, NAME_WIDTH, 34, 15), LEFT + 444, y - 5))
        self.open_button = place_at(
            root, button("Open the table", width=260, height=46, on_click=self.open_table), 1020 - 260, 70
        )
        self.back_button = place_at(root, button("Back", width=140, height=40, on_click=self.go_back), 40, 24)
        self.recall(kept)

    # --- the choices, kept ---

    def recall(self, kept: dict) -> None:
        """The choices Host a table was last left with (``chosen``), each where its picker still offers it:
        the person comes back to the table they were setting, not to a new one (settings kept by an older
        version, or damaged, give way to the first choices)."""
        _select(self.game_picker, kept.get("game"))
        players = kept.get("players")
        self.game_changed(wanted=players if type(players) is int else FIRST_COUNT)
        seats = kept.get("seats")
        for (_, picker), kind in zip(self.seat_pickers, seats if isinstance(seats, list) else []):
            _select(picker, kind)
        _select(self.where_picker, kept.get("listen"))
        _select(self.shown_picker, kept.get("shown"))
        self.changed()

    def chosen(self) -> dict:
        """The choices made here, as the settings keep them."""
        return {
            "game": self.game_picker.value,
            "players": self.count_picker.value,
            "seats": [picker.value for _, picker in self.seat_pickers],
            "names": [field.text.strip()[:24] for field in self.name_fields],
            "listen": self.where_picker.value,
            "shown": self.shown_picker.value,
        }

    def remember(self) -> None:
        """The choices kept in the settings, for Host a table's next opening (this run's or a later one's)."""
        settings, chosen = self.window.settings, self.chosen()
        if settings.online_table != chosen:
            settings.online_table = chosen
            self.window.save_settings()  # a refusal of the disk is said by the menu, as for every setting

    def go_back(self) -> None:
        self.remember()
        super().go_back()

    # --- the table ---

    def game_changed(self, _value=None, wanted: int | None = None) -> None:
        """The players the game is played by: the count chosen stays where the new game allows it,
        else goes to the nearest it allows."""
        counts = seat_counts(self.game_picker.value, MOST_SEATS)
        wanted = wanted or self.count_picker.value
        self.count_picker.choices = [(n, str(n)) for n in counts]
        self.count_picker.select(min(counts, key=lambda n: (abs(n - wanted), n)))
        self.changed()

    def changed(self, _value=None) -> None:
        count = self.count_picker.value
        for k, ((row, picker), field) in enumerate(zip(self.seat_pickers, self.name_fields), start=1):
            row.visible = k < count
            field.visible = row.visible and picker.value == HERE
        # shown on the network only from its networks: a table on loopback is for this machine alone
        on_networks = self.where_picker.value == EVERYWHERE
        self.shown_picker.visible = on_networks
        if not on_networks:
            note = "Not shown on the network: a table on loopback is for this machine only."
        elif not self.friends_seats():
            note = "Not shown on the network: no seat is a friend's."
        elif self.shown_picker.value:
            note = "Players on this network find it in their list, until it starts."
        else:
            note = "Nothing is sent on the network but the table's own play."
        fit(self.shown_note, note, 780, 14, italic=True)
        self.shown_note.y = 394 if on_networks else 440  # under the choice, or in its place where there is none
        fit(self.problem, "", 480, 16)

    def friends_seats(self) -> list[int]:
        rows = enumerate(self.seat_pickers, start=1)
        return [k for k, (row, picker) in rows if row.visible and picker.value == "remote"]

    def people_here(self) -> dict[int, str]:
        """The seats of the people at this machine (the host's own first), each with its person's name."""
        here = {0: self.name}
        for k, ((row, picker), field) in enumerate(zip(self.seat_pickers, self.name_fields), start=1):
            if row.visible and picker.value == HERE:
                here[k] = field.text.strip()[:24] or f"Player {k + 1}"
        return here

    def seats(self) -> str:
        """The seats as ``serve`` says them: the people at this machine's are remote seats, kept for this window."""
        shown = [picker.value for row, picker in self.seat_pickers if row.visible]
        chosen = ["remote" if kind == HERE else kind for kind in shown]
        return ",".join(["remote", *chosen])

    def announce(self) -> str | None:
        """The table's name on the network, if the host chose to show it there (and it listens there)."""
        if self.where_picker.value != EVERYWHERE or not self.shown_picker.value or not self.friends_seats():
            return None
        return f"{catalogue.find(self.game_picker.value).title} at {self.name}'s"

    def open_table(self) -> None:
        self.remember()
        try:
            spec = table_spec(self.game_picker.value, self.seats(), "{}")
        except OnlineUsage as error:
            fit(self.problem, f"{str(error)[:1].upper()}{str(error)[1:]}.", 480, 16)
            return
        here = self.people_here()
        hosted = HostedTable(spec, self.where_picker.value, announce=self.announce(), here=tuple(here))
        hosted.open()  # the port opens now, the person having chosen to host
        self.window.show_view(
            LobbyView.hosting(hosted, here, back_to=self.back_to, to_menu=self.back_to.back_to.remade)
        )

    def draw_world(self) -> None:
        self.heading.draw()
        self.shown_note.draw()
        self.problem.draw()


def _select(picker: OptionPicker, value) -> None:
    """``value`` chosen on ``picker`` if it is one of its choices (of the same type: a kept 1 is not True)."""
    if any(type(value) is type(choice) and value == choice for choice, _ in picker.choices):
        picker.select(value)


def _kept_names(kept: dict) -> list[str]:
    """The names kept for the seats after the host's, each "" where none was kept (or it is not a name)."""
    names = kept.get("names")
    names = names[: MOST_SEATS - 1] if isinstance(names, list) else []
    said = [name.strip()[:24] if isinstance(name, str) else "" for name in names]
    return said + [""] * (MOST_SEATS - 1 - len(said))
