"""Online play on this machine's loopback only: a host and its apps play
whole matches, every die checked against a seed no machine chose alone;
what a hostile app sends is refused and changes nothing; a host that tells
other dice is caught; a record can be checked afterwards."""

from __future__ import annotations

import asyncio
import copy
import json
import os
import subprocess
import sys

import pytest
from websockets.asyncio.client import connect
from websockets.protocol import State

from game.online import fairness, messages
from game.online.app import ComputerApp, HostCaught, plain, why_closed
from game.online.commands import OnlineUsage, table_spec
from game.online.host import OnlineTable, host_table
from game.online.join_code import JoinCode
from game.online.verify import verdict

LOOPBACK = "127.0.0.1"
SHORT = {"deaths_will": '{"hands": 2}', "spottle": '{"rounds": 2}', "doty": "{}", "spots": '{"deal": 2}'}


async def _table(game: str, seats: str, apps: list, *, hostile=None, seat_wait: float = 60.0) -> tuple[dict, list]:
    """Host a table and seat ``apps`` (ComputerApps) at it, each in this loop; the host's record and the apps'."""
    codes: asyncio.Queue = asyncio.Queue()
    spec = table_spec(game, seats, SHORT.get(game, "{}"))
    host = asyncio.create_task(host_table(spec, 0, LOOPBACK, None, codes.put_nowait, seat_wait))
    code = JoinCode.read(await codes.get())
    if hostile is not None:
        await hostile(code)
    played = await asyncio.gather(*(app.play(code) for app in apps))
    return await asyncio.wait_for(host, 30), list(played)


@pytest.mark.parametrize("game", ["deaths_will", "spottle", "doty", "spots"])
def test_a_host_and_its_apps_play_a_whole_match_every_die_the_agreed_seeds(game):
    seats = "remote,remote,computer:hard" if game != "deaths_will" else "remote,remote"
    record, played = asyncio.run(_table(game, seats, [ComputerApp("easy"), ComputerApp("hard")]))
    assert all(copy == record for copy in played)  # each app's own match is the host's
    fair, said = verdict(record)
    assert fair, said
    assert record["seed"] == fairness.seed_of(record["fairness"]["shares"]) and len(record["fairness"]["shares"]) == 3


def test_a_record_with_one_die_changed_is_not_fair():
    record, _ = asyncio.run(_table("deaths_will", "remote,computer:normal", [ComputerApp("normal")]))
    changed = copy.deepcopy(record)
    throw = next(action for action in changed["actions"] if "throw" in action)
    values = throw["throw"]["values"]
    values[0] = values[0] % 6 + 1
    fair, said = verdict(changed)
    assert not fair and "not fair" in said and "seeded dice" in said
    share_changed = copy.deepcopy(record)
    share_changed["fairness"]["shares"][1] = fairness.new_share()
    assert verdict(share_changed) == (False, "not fair: share 2 is not the one its app committed to")


def test_the_seed_is_every_share_hashed_and_a_share_is_held_to_its_commitment():
    shares = [fairness.new_share() for _ in range(3)]
    commitments = [fairness.commitment(share) for share in shares]
    assert fairness.seed_of(shares) == fairness.seed_of(list(shares))
    assert fairness.seed_of(shares) != fairness.seed_of(shares[::-1])
    assert 0 <= fairness.seed_of(shares) < 2**63
    assert fairness.unfair_share(commitments, shares) is None
    assert fairness.unfair_share(commitments, [shares[0], fairness.new_share(), shares[2]]) == 1
    assert fairness.unfair_share(commitments, [shares[0], shares[1], "not hex"]) == 2


@pytest.mark.parametrize("host", ["127.0.0.1", "::1", "10.20.30.40"])
def test_a_join_code_carries_the_address_the_port_and_the_secret(host):
    code = JoinCode(host, 50123, "ab" * 10)
    said = str(code)
    assert JoinCode.read(said) == code
    assert JoinCode.read(said.lower().replace("-", " ")) == code
    with pytest.raises(ValueError, match="not a whole join code"):
        JoinCode.read(said[:-3])
    with pytest.raises(ValueError, match="not a join code"):
        JoinCode.read("hello!!1")


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (b"{}", "text, not bytes"),
        ("{not json", "is JSON"),
        ("[1, 2]", "JSON object"),
        ('{"v": 99, "kind": "act"}', "version 6; the message says 99$"),
        ('{"v": "6", "kind": "act"}', 'version 6; the message says "6"$'),
        ('{"v": 6.0, "kind": "act"}', "version 6; the message says 6.0$"),
        ('{"v": 6, "kind": "launch"}', 'of the kind "launch"'),
        ('{"v": 6, "kind": "' + "x" * 500 + '"}', 'of the kind "xxxxxxxxxxxx\\.\\.\\.$'),  # quoted a few letters only
        ('{"v": 6, "kind": "act", "step": "3", "move": {}}', "act message needs its step"),
        ('{"v": 6, "kind": "act", "step": true, "move": {}}', "act message needs its step"),
        ('{"v": 6, "kind": "act", "step": ' + "7" * 400 + ', "move": {}}', "at most 19 digits, not 400$"),
        ('{"v": 6, "kind": "throw", "step": 1, "gesture": [1e400, 0.5]}', "finite, not 1e400$"),
        ('{"v": 6, "kind": "throw", "step": 1, "gesture": [NaN, 0.5]}', "finite, not NaN$"),
        ('{"v": 6, "kind": "throw", "step": 1, "gesture": [-Infinity, 0.5]}', "finite, not -Infinity$"),
        ("[" * 50_000, "nests at most 16 deep"),
        ('{"v": 6, "kind": "act", "step": 1, "move": ' + '{"a":' * 20 + "1" + "}" * 20 + "}", "nests at most"),
        ('{"v": 6, "kind": "hello", "secret": "[[[[[[[[[[[[[[[[[[[[[[", "name": "x"}', None),  # brackets in words
        ("x" * (messages.MAX_BYTES + 1), "at most"),
        ('{"v": 6, "kind": "hello", "secret": "\\ud800", "name": "x"}', "half of one"),  # no UTF-8 holds it
        ('{"v": 6, "kind": "hello", "secret": "\\ud83c\\udfb2", "name": "x"}', None),  # a die, as JSON escapes it
        ('{"v": 6, "kind": "hello", "secret": "", "name": "' + "\U0001f3b2" * 60_000 + '"}', "240"),
    ],
)
def test_a_message_that_is_not_whole_is_refused_in_one_line(raw, reason):
    if reason is None:
        assert messages.decode(raw, messages.FROM_APP)["kind"] == "hello"
        return
    with pytest.raises(messages.Refused, match=reason) as refused:
        messages.decode(raw, messages.FROM_APP)
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 100


def test_serve_refuses_a_table_it_cannot_set_in_one_line():
    with pytest.raises(OnlineUsage, match="no game is called"):
        table_spec("chess", "remote,remote", "{}")
    with pytest.raises(OnlineUsage, match="at least one remote"):
        table_spec("deaths_will", "computer:hard,computer:easy", "{}")
    with pytest.raises(OnlineUsage, match="is JSON"):
        table_spec("deaths_will", "remote,remote", "{hands")


def test_a_hostile_app_is_refused_every_time_changes_nothing_and_is_let_go():
    """It knows the secret and sits at seat 0 beside a fair app at seat 1: it
    sends out of turn, for another seat, a step replayed, malformed and
    oversized messages. Each is refused to it alone; the table plays on (a
    computer takes the seat of a player who is let go, after the wait)."""
    refusals: list[str] = []

    async def hostile(code: JoinCode) -> None:
        app = await connect(f"ws://{code.host}:{code.port}", max_size=None)
        await app.send(messages.encode("hello", secret=code.secret, name="Mallory"))
        welcome = json.loads(await app.recv())
        assert welcome["kind"] == "welcome" and welcome["seat"] == 0

        async def misbehave() -> None:
            said = [
                messages.encode("commit", commitment="again"),  # the seed is agreed: no place now
                "{not json",
                messages.encode("throw", step=5, gesture=[0.0, 1.0]),
                '{"v": 7, "kind": "act", "step": 0, "move": {}}',
                "y" * (messages.MAX_BYTES + 10),
            ]
            async for raw in app:
                message = json.loads(raw)
                if message["kind"] == "refused":
                    refusals.append(message["reason"])
                elif message["kind"] == "commit":
                    # a "commitment" as large as a message may be, which every app would be sent: refused
                    await app.send(messages.encode("commit", commitment="f" * (messages.MAX_BYTES - 100)))
                    await app.send(messages.encode("commit", commitment=fairness.commitment("0" * 64)))
                elif message["kind"] == "commitments":
                    await app.send(messages.encode("reveal", share="0" * 64))
                elif message["kind"] == "shares":  # the match has begun: now the harm
                    for raw_out in said:
                        await app.send(raw_out)
                    for step in (0, 0, 99):  # the same step again, then one far ahead
                        await app.send(messages.encode("act", step=step, move={"launch": True}))
                    for _ in range(12):
                        await app.send(messages.encode("act", step=0, move={"fold": True, "and": 1}))

        asyncio.get_running_loop().create_task(misbehave())

    record, played = asyncio.run(
        _table("deaths_will", "remote,remote", [ComputerApp("hard")], hostile=hostile, seat_wait=0.5)
    )
    assert played == [record] and verdict(record)[0]
    joined = " | ".join(refusals)
    for reason in (
        "a commitment is a SHA-256 in hex",
        "has no place in the match",
        "is JSON",
        "at most",
        f"version {messages.VERSION}",
    ):
        assert reason in joined, (reason, refusals)
    assert "it is not your turn" in joined or ("for step 99" in joined and "not a Death's Will move" in joined)
    assert len(refusals) < 20  # let go once it had been refused again and again


def test_an_app_without_the_secret_is_turned_away_before_it_sits():
    async def stranger(code: JoinCode) -> None:
        async with connect(f"ws://{code.host}:{code.port}") as app:
            await app.send(messages.encode("hello", secret="00" * 10, name="Stranger"))
            with pytest.raises(Exception):  # noqa: B017  (closed, with the reason)
                await app.recv()
            assert app.close_reason == "that is not this table's secret"

    record, _ = asyncio.run(_table("deaths_will", "remote,computer:easy", [ComputerApp("easy")], hostile=stranger))
    assert verdict(record)[0]


def test_an_app_catches_a_host_that_tells_dice_other_than_the_seeds(monkeypatch):
    told = OnlineTable.tell

    async def lying(table, kind, **fields):
        record = fields.get("record")
        if kind == "step" and "throw" in record["action"]:
            record = copy.deepcopy(record)
            values = record["action"]["throw"]["values"]
            values[0] = values[0] % 6 + 1
            fields["record"] = record
        await told(table, kind, **fields)

    monkeypatch.setattr(OnlineTable, "tell", lying)

    async def play() -> None:
        codes: asyncio.Queue = asyncio.Queue()
        spec = table_spec("deaths_will", "remote,computer:easy", SHORT["deaths_will"])
        host = asyncio.create_task(host_table(spec, 0, LOOPBACK, None, codes.put_nowait))
        try:
            await ComputerApp("easy").play(JoinCode.read(await codes.get()))
        finally:
            host.cancel()

    with pytest.raises(HostCaught, match="seeded dice of throw 1"):
        asyncio.run(play())


def test_a_host_catches_an_app_whose_share_is_not_the_one_it_committed_to():
    from game.online.host import Cheated

    class Changing(ComputerApp):
        """Commits to one share, then shows another (one it likes the seed of better)."""

        async def hear(self, host, message):
            if message["kind"] == "commitments":
                self.share = fairness.new_share()
            return await super().hear(host, message)

    async def play() -> list:
        codes: asyncio.Queue = asyncio.Queue()
        spec = table_spec("deaths_will", "remote,remote", SHORT["deaths_will"])
        host = asyncio.create_task(host_table(spec, 0, LOOPBACK, None, codes.put_nowait))
        code = JoinCode.read(await codes.get())
        apps = [ComputerApp("easy").play(code), Changing("easy").play(code)]
        return await asyncio.gather(host, *apps, return_exceptions=True)

    host, *apps = asyncio.run(play())
    assert isinstance(host, Cheated) and str(host) == "seat 1's share is not the one it committed to"
    assert all(isinstance(app, HostCaught) and "seat 1's share" in str(app) for app in apps)  # each app is told why


def test_a_dropped_player_rejoins_by_the_same_code_and_the_match_goes_on():
    class Leaving(ComputerApp):
        """Gone mid-match, as the table waits for it: so the match cannot end without it. (Leaving at a
        set step, as this once did, let a short match end there, with no seat left to come back to.)"""

        async def _act_if_ours(self, host):
            match = self.match
            if match.state.history and not match.over and match.state.turn == self.seated.seat:
                self.left_at = len(match.state.history)
                await host.close()
                return
            await super()._act_if_ours(host)

    async def play() -> tuple:
        codes: asyncio.Queue = asyncio.Queue()
        spec = table_spec("deaths_will", "remote,remote", SHORT["deaths_will"])
        host = asyncio.create_task(host_table(spec, 0, LOOPBACK, None, codes.put_nowait))
        code = JoinCode.read(await codes.get())
        stays = asyncio.create_task(ComputerApp("hard").play(code))
        leaving = Leaving("easy")
        with pytest.raises(HostCaught, match="no reason given"):
            await leaving.play(code)
        back = ComputerApp("easy")
        again = await back.play(code)
        return await host, await stays, again, back, leaving.left_at

    record, stayed, rejoined, back, left_at = asyncio.run(play())
    assert stayed == record == rejoined and verdict(record)[0]
    assert 0 < left_at < len(record["actions"])  # it left mid-match, and came back to the rest
    assert back.share is None  # it came back to a seed agreed without it


def test_a_seat_played_for_its_player_gone_too_long_is_told_to_every_app_until_they_are_back():
    """The host tells every app, by the lobby, when its computer begins to play a seat whose player has
    been gone longer than the table waits (its kind "stand_in"), and when they sit down again."""

    class Leaving(ComputerApp):
        """Gone mid-match, as the table waits for it."""

        async def _act_if_ours(self, host):
            match = self.match
            if match.state.history and not match.over and match.state.turn == self.seated.seat:
                await host.close()
                return
            await super()._act_if_ours(host)

    class Staying(ComputerApp):
        """Keeps the lobby's word of the other seat; its own move waits while a computer stands in there,
        so the match is still on when that seat's player comes back."""

        def __init__(self):
            super().__init__("hard")
            self.kinds: list[tuple[str, bool]] = []  # the other seat's kind and whether its player is here
            self.stood_in, self.back = asyncio.Event(), asyncio.Event()

        async def _act_if_ours(self, host):
            if not self.stood_in.is_set() or self.back.is_set():
                await super()._act_if_ours(host)

        async def hear(self, host, message):
            record = await super().hear(host, message)
            if message["kind"] == "lobby" and self.seated is not None:
                other = message["seats"][1 - self.seated.seat]
                said = (other["kind"], other["here"])
                if not self.kinds or self.kinds[-1] != said:
                    self.kinds.append(said)
                if other["kind"] == "stand_in":
                    self.stood_in.set()
                elif self.stood_in.is_set() and other["here"] and not self.back.is_set():
                    self.back.set()
                    await super()._act_if_ours(host)  # the move it held
            return record

    async def play() -> tuple:
        codes: asyncio.Queue = asyncio.Queue()
        spec = table_spec("deaths_will", "remote,remote", SHORT["deaths_will"])
        host = asyncio.create_task(host_table(spec, 0, LOOPBACK, None, codes.put_nowait, seat_wait=0.2))
        code = JoinCode.read(await codes.get())
        staying = Staying()
        stays = asyncio.create_task(staying.play(code))
        with pytest.raises(HostCaught, match="no reason given"):
            await Leaving("easy").play(code)
        await asyncio.wait_for(staying.stood_in.wait(), 10)
        rejoined = await asyncio.wait_for(ComputerApp("easy").play(code), 30)
        return await asyncio.wait_for(host, 30), await asyncio.wait_for(stays, 30), rejoined, staying.kinds

    record, stayed, rejoined, kinds = asyncio.run(play())
    assert stayed == record == rejoined and verdict(record)[0]
    stood_in = kinds.index(("stand_in", False))
    assert kinds[stood_in - 1 : stood_in + 2] == [("remote", False), ("stand_in", False), ("remote", True)]


def test_serve_join_and_verify_in_separate_processes(tmp_path):
    env = {**os.environ, "DICE_TAVERN_HOME": str(tmp_path)}
    record = tmp_path / "match.json"
    game = [sys.executable, "-m", "game"]
    serve = subprocess.Popen(
        [*game, "serve", "spottle", "--seats", "remote,remote,computer:hard", "--options", SHORT["spottle"]]
        + ["--record", str(record)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    code = serve.stdout.readline().strip()
    joins = [
        subprocess.Popen([*game, "join", code, "--computer", level], stdout=subprocess.PIPE, text=True, env=env)
        for level in ("easy", "normal")
    ]
    for join in joins:
        out, _ = join.communicate(timeout=120)
        assert join.returncode == 0 and "every die the agreed seed's" in out
    assert serve.wait(timeout=60) == 0
    checked = subprocess.run([*game, "verify", str(record)], capture_output=True, text=True, env=env)
    assert checked.returncode == 0 and checked.stdout.startswith("fair: the seed is the hash of 3 shares")
    data = json.loads(record.read_text())
    throw = next(action for action in data["actions"] if "throw" in action)
    throw["throw"]["values"][0] = throw["throw"]["values"][0] % 6 + 1
    record.write_text(json.dumps(data))
    checked = subprocess.run([*game, "verify", str(record)], capture_output=True, text=True, env=env)
    assert checked.returncode == 1 and checked.stdout.startswith("not fair")


class Watching(ComputerApp):
    """An app that keeps every message it hears, in order."""

    def __init__(self, level: str):
        super().__init__(level)
        self.heard: list[dict] = []

    async def hear(self, host, message):
        self.heard.append(message)
        return await super().hear(host, message)


def test_spelldice_is_played_online_each_pick_sealed_before_any_is_shown(monkeypatch):
    """Two apps and the host's computer: each round, every seat seals its pick
    (a hash of it and a salt), and only once every seal is in does any app show
    its pick, to the host or to anyone; each app hears a pick only as a step
    told after every seal of its round."""
    to_host: list[tuple[str, int]] = []
    decode = messages.decode

    def spied(raw, kinds, *limit):
        message = decode(raw, kinds, *limit)
        if kinds is messages.FROM_APP and message["kind"] in ("seal", "unseal"):
            to_host.append((message["kind"], message["step"]))
        return message

    monkeypatch.setattr(messages, "decode", spied)
    apps = [Watching("easy"), Watching("hard")]
    record, played = asyncio.run(_table("spelldice", "remote,remote,computer:hard", apps))
    assert all(copy == record for copy in played)
    fair, said = verdict(record)
    assert fair, said
    rounds = record["fairness"]["sealed"]
    assert len(rounds) >= 2 and all(len(r["seals"]) == len(r["seats"]) == len(r["salts"]) for r in rounds)
    for r in rounds:  # the host heard every seal of the round before any pick
        heard = [kind for kind, step in to_host if step == r["step"]]
        remote = len([seat for seat in r["seats"] if seat < 2])
        assert heard == ["seal"] * remote + ["unseal"] * remote, heard
    for app in apps:
        sealed_at: dict[int, int] = {}
        for k, message in enumerate(app.heard):
            if message["kind"] == "sealed":
                sealed_at[message["step"]] = k
            if message["kind"] == "step" and "pick" in message["record"]["action"]:
                round_of = max(step for step in sealed_at if step <= message["step"])
                assert sealed_at[round_of] < k
        asked = [m for m in app.heard if m["kind"] == "pick"]
        assert len(asked) == len(rounds)
        for message in app.heard[app.heard.index(asked[0]) :]:  # no pick is told between the asking and the seals
            if message["kind"] == "sealed":
                break
            assert message["kind"] in ("pick", "seal_in")  # only who has sealed, never what
            assert set(message) <= {"v", "kind", "step", "seats"}


def test_a_pick_shown_other_than_it_was_sealed_is_refused_naming_the_seat():
    class Changing(ComputerApp):
        """Shows a salt other than the one it sealed with, once; then the true one."""

        tried = False

        async def hear(self, host, message):
            if message["kind"] == "sealed" and not self.tried and self.sealed is not None:
                self.tried = True
                step, move, _ = self.sealed
                await host.send(messages.encode("unseal", step=step, move=move, salt="0" * 32))
            return await super().hear(host, message)

    changing = Changing("normal")
    record, played = asyncio.run(_table("spelldice", "remote,remote", [changing, ComputerApp("hard")]))
    assert changing.refusals == ["seat 0's pick is not the one it sealed"]
    assert played == [record, record] and verdict(record)[0]
    changed = copy.deepcopy(record)
    first = record["fairness"]["sealed"][0]
    a, b = first["step"], first["step"] + 1
    changed["actions"][a], changed["actions"][b] = changed["actions"][b], changed["actions"][a]
    assert verdict(changed) == (False, f"not fair: the move of step {a + 1} is not the one its seat sealed")


def test_a_seat_whose_app_is_leaving_is_free_to_its_player_back_at_once():
    """The table may not yet have heard an app leave when its player, back at once, says hello: a
    seat whose connection is closing is free, not taken."""

    class Closing:
        state = State.CLOSING

    async def seats() -> list:
        table = OnlineTable(table_spec("deaths_will", "remote,remote", "{}"))
        table.seats[0].app, table.seats[1].app = Closing(), type("Open", (), {"state": State.OPEN})()
        return table.free_seats()

    assert asyncio.run(seats()) == [0]


def test_what_a_host_says_as_it_closes_is_shown_plain():
    assert why_closed(1000, "every seat at this table is taken") == "every seat at this table is taken"
    assert why_closed(1000, "\x1b[2Jgone\x07") == "[2Jgone"
    assert why_closed(1001, "") == "the host has stopped"
    assert why_closed(None, None) == "the connection was lost"
    assert len(plain("x" * 10_000)) == 120


@pytest.mark.parametrize("everywhere", ["0.0.0.0", "::"])
def test_a_table_listening_on_every_network_gives_a_code_for_this_machines_address(monkeypatch, everywhere):
    """Listening on all of its networks (serve --address 0.0.0.0, or the window's
    "this machine's networks"), a table's code carries an address a friend can
    reach: this machine's on its network, or its loopback where it has none."""
    from game.online import hosting

    monkeypatch.setattr(hosting, "lan_addresses", lambda: ["192.0.2.7", "198.51.100.3"])
    assert hosting.shown_address(everywhere) == "192.0.2.7"
    monkeypatch.setattr(hosting, "lan_addresses", lambda: [])
    assert hosting.shown_address(everywhere) == "127.0.0.1"
    assert hosting.shown_address("10.20.30.40") == "10.20.30.40"  # as chosen
    assert hosting.shown_address("tavern.example") == "tavern.example"  # a name: reached by it
