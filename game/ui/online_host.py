"""Host a table: its game, its seats (the host's own first, then more people
at this machine, friends elsewhere or computers), where it listens (or the
relay friends on other networks reach it through, or its port opened on the
home router), and whether it is shown to players on this network. Nothing listens until the person opens the
table, and nothing is announced unless they chose it; then the lobby shows
its code."""

from __future__ import annotations

from game.core import catalogue
from game.online.arguments import RELAY_PORT
from game.online.commands import OnlineUsage, seat_counts, table_spec
from game.online.hosting import EVERYWHERE, LOOPBACK, HostedTable
from game.online.relayed import relay_address
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
RELAY = "relay"  # reached through a relay: the table listens on loopback, and connects out to the relay
UPNP = "upnp"  # on this machine's networks, and the home router asked to open its port (UPnP)
WHERE = [
    (EVERYWHERE, "This machine's networks (friends elsewhere)"),
    (LOOPBACK, "This machine only (loopback)"),
    (RELAY, "A relay (friends on other networks)"),
    (UPNP, "My router opens its port (UPnP)"),
]
SHOWN = [
    (False, "Not shown: friends type its code"),
    (True, "Show this table to players on this network"),
]
ROW_TOP = 336  # the first seat's row
ROW_PITCH = 42
NAME_WIDTH = 230
RELAY_CHARS = 100  # a relay's address as kept: a name, a colon and a port, with room to spare


class HostSetupView(SideScreen):
    panels = ((210, 60, 860, 560),)

    def __init__(self, back_to, name: str):
        super().__init__(back_to)
        self.name = name
        self.heading = lettering.heading("Host a table", DESIGN_HEIGHT - 70, 38)
        # a table that cannot be set, in one line, left of the Open button
        self.problem = lettering.text("", LEFT, 92, art.RED, 16, anchor_y="center")
        # what showing the table means here (or reaching it through a relay), under its choice; red, what is
        # wrong with the relay typed there or why it would not open the table
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
        # in its place where friends reach the table through a relay: the relay's address, typed as a code is
        self.relay_label = place_at(root, label("Relay", 18), LEFT, 428)
        self.relay_field = place_at(
            root, NameField("", 420, 40, 16, on_enter=self.open_table, most=None), LEFT + 200, 416
        )
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
        relay = kept.get("relay")
        self.relay_field.text = relay.strip()[:RELAY_CHARS] if isinstance(relay, str) else ""
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
            "relay": self.relay_field.text.strip()[:RELAY_CHARS],
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
        where = self.where_picker.value
        self.shown_picker.visible = where in (EVERYWHERE, UPNP)
        self.relay_label.visible = self.relay_field.visible = where == RELAY
        self.note(self.where_note(where))
        fit(self.problem, "", 480, 16)

    def where_note(self, where) -> str:
        """What the choice of where the table is reached means, in a line under it."""
        if where == RELAY:
            return f"Friends join through this relay by your code (port {RELAY_PORT} if none)."
        if where == UPNP:
            return "Your router is asked to open a port; some routers will not."
        if where not in (EVERYWHERE, UPNP):
            return "Not shown on the network: a table on loopback is for this machine only."
        if not self.friends_seats():
            return "Not shown on the network: no seat is a friend's."
        if self.shown_picker.value:
            return "Players on this network find it in their list, until it starts."
        return "Nothing is sent on the network but the table's own play."

    def note(self, words: str, wrong: bool = False) -> None:
        """The line under the choice of where (in red, ``wrong``: what is wrong with the relay typed)."""
        fit(self.shown_note, words, 780, 14, italic=True)
        self.shown_note.color = art.RED if wrong else art.INK_DIM
        # under the choice, or in its place where there is none
        self.shown_note.y = 440 if self.where_picker.value == LOOPBACK else 394

    def say(self, words: str) -> None:
        """Why the table did not open, back from its lobby: under the relay's address where it was to be
        reached through one (the relay's words are long, and there the person changes it), else by Open."""
        if self.where_picker.value == RELAY:
            self.note(words, wrong=True)
        else:
            fit(self.problem, words, 480, 16)

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
        if self.where_picker.value not in (EVERYWHERE, UPNP) or not self.shown_picker.value or not self.friends_seats():
            return None
        game = catalogue.find(self.game_picker.value)
        assert game is not None  # the picker offers the catalogue's games
        return f"{game.title} at {self.name}'s"

    def relay(self) -> tuple[str, int] | None:
        """The relay typed, as an address and port (None where the table is not reached through one);
        ValueError, in one line, if it is not one."""
        if self.where_picker.value != RELAY:
            return None
        if not self.relay_field.text.strip():  # Open before an address: what to do, not what is wrong
            raise ValueError("type the relay's address, HOST:PORT, then Open the table")
        return relay_address(self.relay_field.text, RELAY_PORT)

    def open_table(self) -> None:
        self.remember()
        try:
            spec = table_spec(self.game_picker.value, self.seats(), "{}")
        except OnlineUsage as error:
            fit(self.problem, _sentence(error), 480, 16)
            return
        try:
            relay = self.relay()
        except ValueError as error:  # said under the address, and nothing is opened
            self.note(_sentence(error), wrong=True)
            return
        here = self.people_here()
        chosen = self.where_picker.value
        # a relay's friends come through it; a router opens its port to a table on this machine's networks
        where = LOOPBACK if relay is not None else EVERYWHERE if chosen == UPNP else chosen
        hosted = HostedTable(
            spec, where, announce=self.announce(), here=tuple(here), relay=relay, open_port=chosen == UPNP
        )
        hosted.open()  # the port opens now, the person having chosen to host
        # back to the online menu (which imports this module, so it is named here as a screen), and its menu
        menu = self.back_to.back_to  # type: ignore[attr-defined]
        lobby = LobbyView.hosting(hosted, here, back_to=self.back_to, to_menu=menu.remade)
        lobby.not_opened_to = self  # a table that could not open is said here, where its choices are changed
        self.window.show_view(lobby)

    def draw_world(self) -> None:
        self.heading.draw()
        self.shown_note.draw()
        self.problem.draw()


def _sentence(error: Exception) -> str:
    return f"{str(error)[:1].upper()}{str(error)[1:]}."


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
