"""The lobby of a table online: who sits where (each by the name they said),
who is here and who is awaited, and for its host the table's join code,
large, with a Copy button, and Start once every seat is taken. The table
opens on every screen as the host starts.

It reads what the seat's link heard once a frame, and never waits on the
network; a table that cannot be reached, or closes, is said in one line
back where the person joined."""

from __future__ import annotations

from game.core import catalogue
from game.online.hosting import HOSTS_SEAT
from game.online.join_code import JoinCode
from game.online.link import SeatLink
from game.ui import art, lettering
from game.ui.app import DESIGN_HEIGHT, TavernView, button, place_at
from game.ui.arcade_import import gui
from game.ui.fitting import fit
from game.ui.online_table import networked_table

SEAT_TOP = 380
SEAT_PITCH = 40
MOST_SEATS = 6
KINDS = {
    "host": "the host",
    "host_here": "at the host's machine",
    "remote": "a friend",
    "stand_in": "away: a computer plays for them",
    "easy": "computer, easy",
    "normal": "computer, normal",
    "hard": "computer, hard",
}


CLOSING_ASKED = "Leave again to close the table: the friends seated at it are told."


class LobbyView(TavernView):
    panels = ((130, 60, 1020, 510),)  # under the heading and the code's caption; wide for a long code

    def __init__(self, back_to, to_menu, name: str, link: SeatLink | None = None, hosted=None):
        super().__init__()
        self.back_to, self.name, self.link, self.hosted = back_to, name, link, hosted
        self.to_menu = to_menu  # makes the main menu, where a table left or closed goes
        self.heading = lettering.heading("The lobby", DESIGN_HEIGHT - 70, 38)
        self.code_caption = lettering.caption("", DESIGN_HEIGHT - 116, 16)
        self.code_text = lettering.centred("", DESIGN_HEIGHT - 182, art.GOLD, 32, bold=True, anchor_y="center")
        self.seat = -1  # this window's seat, once seated
        self.seat_texts = [
            lettering.text("", 300, SEAT_TOP - SEAT_PITCH * k, art.INK, 18, anchor_y="center")
            for k in range(MOST_SEATS)
        ]
        self.status = lettering.centred("Finding the table...", 140, art.INK_DIM, 16, anchor_y="center")
        root = self.ui.add(gui.UIAnchorLayout())
        self.copy_button = place_at(root, button("Copy the code", width=200, height=40, on_click=self.copy), 540, 452)
        self.copy_button.visible = False
        self.start_button = place_at(root, button("Start", width=200, height=46, on_click=self.start), 1130 - 220, 76)
        self.start_button.visible = hosted is not None
        self.start_button.disabled = True
        self.leave_button = place_at(root, button("Leave", width=140, height=40, on_click=self.leave), 40, 24)
        self.seats: list[dict] = []
        self.closing_asked = False  # a host with friends seated asked to leave once: the next leave closes it
        self.game = ""
        self.started = False
        # the host's machine: each person's name by their seat, and their links once the table listens (the
        # host's own is ``link``, which the lobby reads; the others' are read by the table, once it opens)
        self.names_here: dict[int, str] = {HOSTS_SEAT: name}
        self.links_here: dict[int, SeatLink] = {}
        self.shown_as: tuple[str, str] = ("", "")  # how the table stands on the network (announced, router), as said
        self.not_opened_to = back_to  # where a hosted table that could not open is said: its setup, if it has one

    @classmethod
    def joining(cls, code: JoinCode, name: str, back_to, to_menu, watch: bool = False) -> LobbyView:
        link = SeatLink(name, watch)
        link.start(code)
        return cls(back_to, to_menu, name, link)

    @classmethod
    def hosting(cls, hosted, here: dict[int, str], back_to, to_menu) -> LobbyView:
        """The host's lobby: the people at this machine (``here``, a name by seat, the host's own
        first) join once the table listens (``on_update``), each through a link of their own."""
        view = cls(back_to, to_menu, here[HOSTS_SEAT], hosted=hosted)
        view.names_here = dict(here)
        view.status.text = _opening(hosted)  # the host finds no table: theirs opens (a router's answer takes seconds)
        return view

    # --- what the table says ---

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        hosted = self.hosted
        if hosted is not None and self.link is None:
            if hosted.own_codes:
                for seat, code in sorted(hosted.own_codes.items()):
                    self.links_here[seat] = SeatLink(self.names_here.get(seat, self.name))
                    self.links_here[seat].start(code)
                self.link = self.links_here[HOSTS_SEAT]
                self.show_code(hosted.code)
            elif hosted.done.is_set():
                self.back(hosted.failed or "the table did not open", self.not_opened_to)
            return
        if self.link is None:
            return
        if hosted is not None and hosted.code is not None and (hosted.announced, hosted.router) != self.shown_as:
            self.show_code(hosted.code)  # announced (or not) a moment after the table opened
        lost = next((link.closed_why for link in self.links_here.values() if link.closed_why), None)
        if lost is not None and self.link.closed_why is None:  # another person here could not sit down
            self.back(lost)
            return
        heard = self.link.heard()
        for k, item in enumerate(heard):
            if item.kind == "seated":
                self.game = catalogue.game(item.data["game"]).title
                self.heading.text = self.game
                self.seat = item.data["seat"]
                if self.hosted is None:
                    said = "You watch" if self.seat < 0 else "The lobby"
                    fit(self.code_caption, f"{said}: the host starts once every seat is taken.", 820, 16, italic=True)
            elif item.kind == "lobby":
                self.seats = item.data["seats"]
                self.show_seats()
            elif item.kind == "begun":
                self.open_table(item, heard[k + 1 :])
                return
            elif item.kind == "closed":
                self.back(item.data["reason"])
                return

    def show_code(self, code) -> None:
        announced, router = getattr(self.hosted, "announced", ""), getattr(self.hosted, "router", "")
        self.shown_as = (announced, router)
        fit(self.code_caption, _caption(announced, router), 820, 16, italic=True)
        fit(self.code_text, str(code), 980, 32, bold=True)  # an IPv6 address's code is longer: smaller
        self.copy_button.visible = True

    def show_seats(self) -> None:
        for k, text in enumerate(self.seat_texts):
            if k >= len(self.seats):
                text.text = ""
                continue
            seat = self.seats[k]
            kind = "you" if k == self.seat else KINDS.get(seat["kind"], seat["kind"])
            if k != self.seat and k in self.links_here:
                kind = "at this machine"
            said = (  # "seated", not "here": "here" says a seat at this machine, on these very lines
                f"Seat {k + 1}: {seat['name']} ({kind}), seated"
                if seat["here"]
                else f"Seat {k + 1}: waiting for a friend..."
            )
            fit(text, said, 680, 18)
            text.color = art.INK if seat["here"] else art.INK_DIM
        everyone = bool(self.seats) and all(seat["here"] for seat in self.seats)
        self.start_button.disabled = not everyone or self.started
        if self.hosted is not None:
            said = "Every seat is taken: start when you are ready." if everyone else "Waiting for friends to sit down."
        else:
            said = "Every seat is taken: the host starts." if everyone else "Waiting for friends to sit down."
        if self.closing_asked and not self.friends_seated():  # nobody is left to tell: asked afresh next time
            self.closing_asked, self.leave_button.text = False, "Leave"
        self.status.text = CLOSING_ASKED if self.closing_asked else said

    # --- the buttons ---

    def copy(self) -> None:
        """The code on the clipboard, where this window's system has one."""
        try:
            self.window.set_clipboard_text(str(self.hosted.code))
            self.status.text = "The code is copied: paste it to your friends."
        except Exception:  # noqa: BLE001 (no clipboard here: the code is on the screen to read out)
            self.status.text = "There is no clipboard here: read the code out to your friends."

    def start(self) -> None:
        if self.hosted is not None and not self.start_button.disabled:
            self.started = True
            self.start_button.disabled = True
            self.status.text = "Starting: every app agrees on the dice..."
            self.hosted.begin()

    def leave(self) -> None:
        """Up from the table. A host with friends seated is asked once (Escape or Leave again closes it, and
        they are told): the table closes for everyone, and a key pressed twice should not do that unseen."""
        if self.hosted is not None and self.friends_seated() and not self.closing_asked:
            self.closing_asked = True
            self.status.text = CLOSING_ASKED
            self.leave_button.text = "Close it"
            return
        for link in {link for link in (*self.links_here.values(), self.link) if link is not None}:
            link.leave()
        if self.hosted is not None:
            self.hosted.stop()
            if self.closing_asked and hasattr(self.back_to, "say"):
                self.back_to.say("You closed the table: the friends seated at it were told.")
        self.window.show_view(self.back_to)

    def friends_seated(self) -> bool:
        """Whether a friend elsewhere has sat down at the host's table (the lobby's word of it)."""
        return any(seat.get("kind") == "remote" and seat.get("here") for seat in self.seats)

    def back(self, reason: str, to=None) -> None:
        """Back where the person joined (or ``to``), the reason said there in one line."""
        if self.hosted is not None:
            self.hosted.stop()
        to = to or self.back_to
        if hasattr(to, "say"):
            to.say(f"{reason[:1].upper()}{reason[1:]}.")
        self.window.show_view(to)

    def open_table(self, begun, rest: list) -> None:
        others = {seat: link for seat, link in self.links_here.items() if link is not self.link}
        assert self.link is not None  # the table began in what the link heard
        self.window.show_view(networked_table(begun, self.link, rest, self.to_menu, self.hosted, others))

    def on_key_press(self, symbol: int, modifiers: int):
        self.act(symbol, modifiers, {"back": self.leave})

    def draw_world(self) -> None:
        self.heading.draw()
        self.code_caption.draw()
        self.code_text.draw()
        for text in self.seat_texts:
            text.draw()
        self.status.draw()


def _opening(hosted) -> str:
    """What the host's lobby says while the table opens, before its code: what it waits on."""
    if getattr(hosted, "relay", None):
        return "Opening the table at the relay..."
    if getattr(hosted, "open_port", False):
        return "Asking your router to open its port..."
    return "Opening the table..."


def _caption(announced: str, router: str) -> str:
    """The line over the table's code: who can reach it, and how (``HostedTable.announced`` and ``router``)."""
    if router.startswith("your router opened"):  # the code carries the router's address: friends anywhere
        return "The join code, for any network: your router opened its port."
    if router:  # the host asked, and the router would not: said, so nobody elsewhere waits in vain
        return "The join code: your router did not open its port (this network only)."
    if announced.startswith("shown"):  # announced: friends on this network may pick it from their list
        where = "Join by code, or pick it from Tables on this network"
    elif announced:  # the host asked, and it could not be: said, so nobody waits for it to be found
        where = f"Join by code (the table is {announced})"
    else:
        where = "Join by code"
    return f"The table's join code: friends type it in Play online, {where}."
