"""What every app at a host's table does, whoever plays its seat: it takes a
seat, commits to its share of the seed, keeps its own copy of the match and
plays every step the host tells into it (each throw's dice checked against
the seed), and seals its secret moves before any is shown. A host that tells
a seed other than its shares' hash, or dice other than the seed's, is caught
and left.

Who chooses the seat's moves is a subclass's: a computer player
(``app.ComputerApp``), or a person at a window (``link.SeatLink``).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from game.core import catalogue
from game.core.errors import NOT_A_MOVE
from game.core.game_parts import TableOptions
from game.online import fairness, messages, sealed
from game.online.join_code import JoinCode
from game.online.taking_back import host_took_back
from game.services.match import Match
from game.services.records import ReplayError

log = logging.getLogger("dice-tavern.app")

NAME_CHARS = 24  # a name from the network, shown on plaques and in the lobby


def plain(text: str | None, limit: int = 120) -> str:
    """Words from the network, fit for a terminal: printable letters only, and not too many."""
    return "".join(c for c in (text or "")[: 4 * limit] if c.isprintable())[:limit]


def why_closed(code: int | None, reason: str | None) -> str:
    """Why the host closed the connection, as it said (its words shown plain), or as its code says."""
    said = plain(reason)
    if said:
        return said
    if code == 1001:
        return "the host has stopped"
    if code in (None, 1006):
        return "the connection was lost"
    return "no reason given" if code == 1000 else f"no reason given (code {code})"


class HostCaught(Exception):
    """The host told something a fair table never tells (or the table could not be reached): one line."""


@dataclass
class Seated:
    seat: int
    game: str
    options: TableOptions
    seats: list


class TableApp:
    """One seat at a host's table, through the network."""

    level = "normal"  # the computer player a subclass plays its seat with, where it plays one

    def __init__(self, name: str = "Computer", watch: bool = False):
        self.name = name
        self.watching = watch  # sits nowhere: told every step, acts in none, has no share in the seed
        self.seated: Seated | None = None
        self.share: str | None = None if watch else fairness.new_share()
        self.commitments: list[str] = []
        self.match: Match | None = None
        self.refusals: list[str] = []
        self.sealed: tuple[int, dict, str] | None = None  # this round's secret move: its step, move and salt
        self.secret = ""  # the table's secret this app said (a rejoin says the same)
        self.catching_up = 0  # the steps of a match under way the host's welcome says follow it

    async def play(self, code: JoinCode) -> dict:
        """Join, play to the match's end; the host's record of it, checked against this app's own."""
        self.secret = code.secret
        try:
            async with connect(code.url, max_size=messages.HOST_MAX_BYTES) as host:
                await self.connected(host)
                hello = {"secret": code.secret, "name": self.name, **({"watch": True} if self.watching else {})}
                await self.send(host, messages.encode("hello", **hello))
                try:
                    async for raw in host:
                        message = self.read(raw)
                        record = await self.hear(host, message)
                        if record is not None:
                            return record
                except ConnectionClosed:
                    pass
                except messages.Refused as refusal:
                    raise HostCaught(f"the host sent what no table sends: {refusal}") from None
                except NOT_A_MOVE as error:  # read as far as the rules, and not a step any table tells
                    raise HostCaught(f"the host told what this app cannot play: {messages.one_line(error)}") from None
        except InvalidStatus as refusal:
            if refusal.response.status_code == 503:
                raise HostCaught("the table is closing: its match is over, or its host has stopped") from None
            raise HostCaught(f"that is not a table: it answered HTTP {refusal.response.status_code}") from None
        except InvalidHandshake:
            raise HostCaught("that is not a table: it does not answer as one") from None
        raise HostCaught(f"the table's connection closed: {why_closed(host.close_code, host.close_reason)}")

    async def connected(self, host: ClientConnection) -> None:
        """The connection is open (before the hello): a subclass that sends later keeps it."""

    def read(self, raw: str | bytes) -> dict:
        """A message from the host, read back whole (Refused if not)."""
        return messages.decode(raw, messages.FROM_HOST, messages.HOST_MAX_BYTES)

    async def send(self, host: ClientConnection, raw: str) -> None:
        await host.send(raw)

    async def hear(self, host: ClientConnection, message: dict) -> dict | None:
        kind = message["kind"]
        if kind == "welcome":
            self._welcomed(message)
        elif kind == "lobby":
            pass  # who sits where, before the match: a window shows it
        elif kind == "start":
            self._named(message["options"])
        elif kind == "commit" and self.share is not None:
            await self.send(host, messages.encode("commit", commitment=fairness.commitment(self.share)))
        elif kind == "commitments":
            self.commitments = list(message["commitments"])
            if self.match is None and self.share is not None:
                await self.send(host, messages.encode("reveal", share=self.share))
        elif kind == "shares":
            self._begin(message["shares"], message["seed"])
            await self._act_if_ours(host)
        elif kind == "step":
            self._hear_step(message["step"], message["record"])
            await self._act_if_ours(host)
        elif kind == "undone":
            self._taken_back(message["step"], message["seat"])
        elif kind == "pick":
            await self._asked_to_pick(host, message["step"], message["seats"])
        elif kind == "seal_in":
            self._seals_in(message["seats"])
        elif kind == "sealed":
            self._seals_in(message["seats"])  # a window shows them sealed until each is played
            await self._unseal(host, message["step"], message["seats"], message["seals"])
        elif kind == "refused":
            self.refusals.append(message["reason"])
            log.info("the host refused: %s", plain(message["reason"]))
        elif kind == "over":
            return self._checked(message["record"])
        elif kind == "closed":
            raise HostCaught(f"the host closed the table: {plain(message['reason'])}")
        return None

    def _welcomed(self, message: dict) -> None:
        definition = catalogue.find(message["game"])
        if definition is None or not definition.playable:
            raise HostCaught(f"the host plays {message['game'][:40]!r}, which this version does not")
        seats = message["seats"]
        seat = message["seat"]
        if not all(isinstance(kind, str) for kind in seats) or not (
            0 <= seat < len(seats) if not self.watching else seat == -1
        ):
            raise HostCaught("the host told seats that are not a table's")
        try:
            options = definition.play.rules.Options.from_dict(message["options"])
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise HostCaught(f"the host told options this version cannot read: {error}"[:200]) from None
        if len(options.names) != len(seats):
            raise HostCaught("the host told a table whose seats are not its players")
        self.seated = Seated(message["seat"], message["game"], options, seats)
        if message.get("under_way"):  # back at a match whose seed was agreed without this app
            self.share = None
        told = message.get("told", 0)
        self.catching_up = told if isinstance(told, int) and not isinstance(told, bool) and 0 <= told <= 100_000 else 0

    def _named(self, options: dict) -> None:
        """The table's options as it starts: the players' names, as each app said its own."""
        seated = self.seated
        if seated is None or self.match is not None:
            raise HostCaught("the host started a table this app does not sit at")
        rules = catalogue.game(seated.game).play.rules
        try:
            named = rules.Options.from_dict(options)
            problem = named.problem()
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise HostCaught(f"the host told options this version cannot read: {error}"[:200]) from None
        if problem or named.to_dict() != {**seated.options.to_dict(), "names": named.to_dict()["names"]}:
            raise HostCaught("the host changed the table's rules as it started")
        seated.options = named

    def _begin(self, shares: list, seed: int) -> None:
        """The match, once the seed is known to be the hash of every share, this app's among them."""
        seated = self.seated
        if seated is None:
            raise HostCaught("the host told the seed before seating this app")
        if fairness.unfair_share(self.commitments, shares) is not None or fairness.seed_of(shares) != seed:
            raise HostCaught("the host's seed is not the hash of the shares committed to")
        if self.share is not None and self.share not in shares:
            raise HostCaught("the host left this app's share out of the seed")
        self.match = Match(seated.options, self.controllers(), seed)

    @property
    def at_table(self) -> Seated:
        """Where this app sits, as the host's welcome said: a host that tells more before it is caught."""
        if self.seated is None:
            raise HostCaught("the host told of a table before seating this app at it")
        return self.seated

    @property
    def playing(self) -> Match:
        """This app's own copy of the match: a host that tells a step of it before its seed is caught."""
        if self.match is None:
            raise HostCaught("the host told of the match before its seed was agreed")
        return self.match

    def controllers(self) -> tuple:
        """The match's seats as the host's match has them: a remote seat is a person's, elsewhere."""
        return tuple("person" if seat == "remote" else seat for seat in self.at_table.seats)

    def _hear_step(self, step: int, record: dict) -> None:
        match = self.match
        if match is None or step != len(match.state.history):
            raise HostCaught(f"the host told step {step} out of order")
        try:
            match.play_told(record)
        except ReplayError as error:
            raise HostCaught(str(error)) from None

    def _taken_back(self, start: int, seat: int) -> None:
        """A seat's choices from step ``start`` on taken back at the host's table: this app's match played
        again without them, once the rule (the same as at one screen) is seen to allow just that."""
        match = self.match
        if match is None or not host_took_back(match, seat, start):
            raise HostCaught(f"the host took back from step {start} what the rules do not let seat {seat} take back")
        try:
            self.match = match.rewound(start)
        except ReplayError as error:
            raise HostCaught(str(error)) from None

    def _seals_in(self, seats: list) -> None:
        """Who has sealed so far in a round of secret moves: seats of this table, each once (shown only)."""
        seated = self.seated
        count = len(seated.seats) if seated is not None else 0
        if len(set(seats)) != len(seats) or not all(type(seat) is int and 0 <= seat < count for seat in seats):
            raise HostCaught("the host told seals of seats that are not at its table")

    async def _asked_to_pick(self, host: ClientConnection, step: int, seats: list) -> None:
        """A round of secret moves: checked to be one, then this seat's move chosen (``secret_move``)."""
        match, seated = self.match, self.seated
        if match is None or seated is None or seated.seat not in seats:
            return
        if step != len(match.state.history) or seated.seat not in match.state.secret_movers():
            raise HostCaught(f"the host asked for a secret move at step {step}, where there is none")
        move = await self.secret_move(step)
        if move is not None:
            await self.seal(host, step, move)

    async def secret_move(self, step: int) -> dict | None:
        """This seat's secret move at ``step`` (its saved form), or None to send it later (``seal``)."""
        return sealed.secret_choice(self.playing, self.at_table.seat, self.level)

    async def seal(self, host: ClientConnection, step: int, move: dict) -> None:
        """This seat's secret move, sent sealed: its hash with a salt, never the move."""
        salt = sealed.new_salt()
        self.sealed = (step, move, salt)
        await self.send(host, messages.encode("seal", step=step, seal=sealed.seal(move, salt)))

    async def _unseal(self, host: ClientConnection, step: int, seats: list, seals: list) -> None:
        """Every seal is in: this seat's move shown, once the host is seen to hold its seal as sent."""
        mine, seated = self.sealed, self.seated
        if mine is None or seated is None or mine[0] != step:
            return
        _, move, salt = mine
        if (
            seated.seat not in seats
            or len(seals) != len(seats)
            or seals[seats.index(seated.seat)] != sealed.seal(move, salt)
        ):
            raise HostCaught("the host told this seat's seal other than it was sent")
        self.sealed = None
        await self.send(host, messages.encode("unseal", step=step, move=move, salt=salt))

    async def _act_if_ours(self, host: ClientConnection) -> None:
        """The seat's turn has come (a subclass acts on it)."""

    def ours_to_act(self) -> bool:
        """This seat acts now, in the open (a secret move is asked for by the host)."""
        match, seated = self.match, self.seated
        if match is None or seated is None or match.over or match.state.turn != seated.seat:
            return False
        return not match.state.secret_movers()

    def _checked(self, record: dict) -> dict:
        """The host's record of the match, which must be this app's own."""
        if self.match is None or record.get("actions") != list(self.match.state.history):
            raise HostCaught("the host's record is not the match this app played")
        return record
