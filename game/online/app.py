"""An app at a host's table, with no window: it takes a seat, commits to
its share of the seed, keeps its own copy of the match and plays every step
the host tells into it (each throw's dice checked against the seed), and
plays its seat as a computer player. A host that tells a seed other than
its shares' hash, or dice other than the seed's, is caught and left.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from game.core import catalogue
from game.online import fairness, messages, sealed
from game.online.join_code import JoinCode
from game.services.match import Match, ReplayError

log = logging.getLogger("dice-tavern.app")


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
    """The host told something a fair table never tells: its one-line reason."""


@dataclass
class Seated:
    seat: int
    game: str
    options: object
    seats: list


class ComputerApp:
    """A seat played by a computer player of ``level``, through the network."""

    def __init__(self, level: str, name: str = "Computer"):
        self.level, self.name = level, name
        self.seated: Seated | None = None
        self.share: str | None = fairness.new_share()
        self.commitments: list[str] = []
        self.match: Match | None = None
        self.refusals: list[str] = []
        self.sealed: tuple[int, dict, str] | None = None  # this round's secret move: its step, move and salt

    async def play(self, code: JoinCode) -> dict:
        """Join, play to the match's end; the host's record of it, checked against this app's own."""
        try:
            async with connect(f"ws://{code.host}:{code.port}", max_size=4 * messages.MAX_BYTES) as host:
                await self.send(host, messages.encode("hello", secret=code.secret, name=self.name))
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
        except InvalidStatus as refusal:
            if refusal.response.status_code == 503:
                raise HostCaught("the table is closing: its match is over, or its host has stopped") from None
            raise HostCaught(f"that is not a table: it answered HTTP {refusal.response.status_code}") from None
        except InvalidHandshake:
            raise HostCaught("that is not a table: it does not answer as one") from None
        raise HostCaught(f"the table's connection closed: {why_closed(host.close_code, host.close_reason)}")

    def read(self, raw: str | bytes) -> dict:
        """A message from the host, read back whole (Refused if not)."""
        return messages.decode(raw, messages.FROM_HOST)

    async def send(self, host: ClientConnection, raw: str) -> None:
        await host.send(raw)

    async def hear(self, host: ClientConnection, message: dict) -> dict | None:
        kind = message["kind"]
        if kind == "welcome":
            definition = catalogue.find(message["game"])
            if definition is None or not definition.playable:
                raise HostCaught(f"the host plays {message['game'][:40]!r}, which this version does not")
            options = definition.play.rules.Options.from_dict(message["options"])
            self.seated = Seated(message["seat"], message["game"], options, message["seats"])
            if message.get("under_way"):  # back at a match whose seed was agreed without this app
                self.share = None
        elif kind == "commit":
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
        elif kind == "pick":
            await self._seal(host, message["step"], message["seats"])
        elif kind == "sealed":
            await self._unseal(host, message["step"], message["seats"], message["seals"])
        elif kind == "refused":
            self.refusals.append(message["reason"])
            log.info("the host refused: %s", plain(message["reason"]))
        elif kind == "over":
            return self._checked(message["record"])
        elif kind == "closed":
            raise HostCaught(f"the host closed the table: {plain(message['reason'])}")
        return None

    def _begin(self, shares: list, seed: int) -> None:
        """The match, once the seed is known to be the hash of every share, this app's among them."""
        seated = self.seated
        if seated is None:
            raise HostCaught("the host told the seed before seating this app")
        if fairness.unfair_share(self.commitments, shares) is not None or fairness.seed_of(shares) != seed:
            raise HostCaught("the host's seed is not the hash of the shares committed to")
        if self.share is not None and self.share not in shares:
            raise HostCaught("the host left this app's share out of the seed")
        controllers = tuple(
            "person" if seat == "remote" else seat for seat in seated.seats
        )  # a person elsewhere, as the host's match has it
        self.match = Match(seated.options, controllers, seed)

    def _hear_step(self, step: int, record: dict) -> None:
        match = self.match
        if match is None or step != len(match.state.history):
            raise HostCaught(f"the host told step {step} out of order")
        try:
            match.play_told(record)
        except ReplayError as error:
            raise HostCaught(str(error)) from None

    async def _seal(self, host: ClientConnection, step: int, seats: list) -> None:
        """This seat's secret move, chosen now and sent sealed: its hash with a salt, never the move."""
        match, seated = self.match, self.seated
        if match is None or seated is None or seated.seat not in seats:
            return
        if step != len(match.state.history) or seated.seat not in match.state.secret_movers():
            raise HostCaught(f"the host asked for a secret move at step {step}, where there is none")
        move, salt = sealed.secret_choice(match, seated.seat, self.level), sealed.new_salt()
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
        match, seated = self.match, self.seated
        if match is None or seated is None or match.over or match.state.turn != seated.seat:
            return
        if match.state.secret_movers():  # the host asks for every secret move at once
            return
        step = len(match.state.history)
        if match.state.throw_request() is not None:
            gesture = match.computer_gesture(self.level)
            await self.send(
                host, messages.encode("throw", step=step, gesture=[gesture.angle, gesture.strength, gesture.spread])
            )
        else:
            move = match.state.move_forms.to_dict(match.computer_action(self.level))
            await self.send(host, messages.encode("act", step=step, move=move))

    def _checked(self, record: dict) -> dict:
        """The host's record of the match, which must be this app's own."""
        if self.match is None or record.get("actions") != list(self.match.state.history):
            raise HostCaught("the host's record is not the match this app played")
        return record
