"""bench's online figures, on this machine's loopback: a table of remote
seats, each played by an app in this process, timed from a player's act
(sent) to every other app having the step it made (told), and the bytes
every message carried (the websocket frames' text, both ways)."""

from __future__ import annotations

import asyncio
import json
import time

from game.online.app import ComputerApp
from game.online.commands import table_spec
from game.online.host import host_table
from game.online.join_code import JoinCode
from game.tools.timing import ms, percentile

LOOPBACK = "127.0.0.1"


class _TimedApp(ComputerApp):
    """An app that notes when it sent each act, when it heard each step, and the bytes both ways."""

    def __init__(self, level: str, clock):
        super().__init__(level)
        self.clock = clock
        self.sent_at: dict[int, float] = {}  # the step its act or throw was for -> when it went
        self.heard_at: dict[int, float] = {}  # a step -> when it was told here
        self.bytes = 0
        self.record_bytes = 0  # of those, the record of the whole match sent at its end

    def read(self, raw):
        message = super().read(raw)
        self.bytes += len(raw.encode() if isinstance(raw, str) else raw)
        if message["kind"] == "step":
            self.heard_at[message["step"]] = self.clock()
        elif message["kind"] == "over":
            self.record_bytes += len(raw.encode() if isinstance(raw, str) else raw)
        return message

    async def send(self, host, raw: str) -> None:
        self.bytes += len(raw.encode())
        message = json.loads(raw)
        if message["kind"] in ("act", "throw", "unseal"):
            self.sent_at[message["step"]] = self.clock()
        await super().send(host, raw)


async def _online_match(game: str, seats: int, options: str, level: str) -> dict:
    clock = time.perf_counter
    codes: asyncio.Queue = asyncio.Queue()
    spec = table_spec(game, ",".join(["remote"] * seats), options)
    host = asyncio.create_task(host_table(spec, 0, LOOPBACK, None, codes.put_nowait))
    code = JoinCode.read(await codes.get())
    apps = [_TimedApp(level, clock) for _ in range(seats)]
    records = await asyncio.gather(*(app.play(code) for app in apps))
    record = await host
    assert all(copy == record for copy in records)
    lags = []
    for app in apps:
        for step, sent in app.sent_at.items():
            others = [other.heard_at[step] for other in apps if other is not app and step in other.heard_at]
            if len(others) == seats - 1:
                lags.append(max(others) - sent)
    sent = sum(app.bytes for app in apps)  # every message, each way, as its app sent or heard it
    playing = sent - sum(app.record_bytes for app in apps)  # less the record each app is sent at the end
    throws = len(record["throws"])
    return {
        f"online_{game}_{seats}_apps_act_to_all_p95_ms": ms(percentile(lags, 95)),
        f"online_{game}_{seats}_apps_act_to_all_median_ms": ms(percentile(lags, 50)),
        f"online_{game}_{seats}_apps_acts_timed": len(lags),
        f"online_{game}_{seats}_apps_match_kb": round(sent / 1024, 1),
        f"online_{game}_{seats}_apps_match_kb_less_the_records": round(playing / 1024, 1),
        f"online_{game}_{seats}_apps_bytes_per_throw": round(playing / max(1, throws)),
        f"online_{game}_{seats}_apps_throws": throws,
    }


def measure_online(game: str = "spottle", seats: int = 6, options: str = '{"rounds": 2}', level: str = "hard") -> dict:
    """A whole match of ``seats`` remote seats, each an app on loopback: the
    time from an act sent to every other app told its step (p95 and median),
    and the bytes of every message of the match, both ways, per throw and whole."""
    return asyncio.run(_online_match(game, seats, options, level))
