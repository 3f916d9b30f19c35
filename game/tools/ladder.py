"""``python -m game ladder``: every game's computer levels set against each
other, to show that hard beats normal and normal beats easy.

Each game's commands name its ladder tables (``LadderTable``). A table of two
seats plays every pair of levels, seats swapped every other match; a table of
three seats the three levels together, seats rotated. Matches are spread over
every core, each from its own seed, so a ladder is the same however many
cores play it.

Per table and pair of levels: the matches, the wins by level, the draws, the
higher level's share of the decided ones with its 95% (Wilson) interval, and
each level's net per match (per round against a house) with its interval.
Each pair's ``verdict``: "ahead" when the higher level's interval lies
wholly above one half, "behind" when wholly below, and "too close to tell"
otherwise (Pairs' normal and hard: the declaration moves a race by 1 in 100
at most, so 30 matches cannot tell them apart). A table is ``ordered`` when
no higher level is behind beyond chance; ``too_close`` names the pairs that
are neither ahead nor behind, so a run says what it could not show.

A ladder tests dozens of pairs, and where two levels are truly even one in
forty of them falls wholly below one half by chance alone. So a pair that
looks behind plays as many matches again from new seeds (its ``recheck``),
and is called behind only when the recheck leans the same way (the higher
level wins under half of its decided matches) and all its matches together
still put the interval wholly below one half; otherwise it is too close to
tell. A level truly behind passes both; an even pair fails the recheck about
half the time it looked behind.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections import defaultdict

from game.core import catalogue
from game.core.command_line import LadderResult, LadderTable
from game.core.seats import LEVELS
from game.tools.commands import Runner

PAIRS = (("easy", "normal"), ("normal", "hard"), ("easy", "hard"))
Z95 = 1.959964


def tables(only: str | None = None) -> list[tuple[str, LadderTable]]:
    """(game key, table) for every game on the ladder, or only one game's."""
    games = [catalogue.game(only)] if only else catalogue.playable()
    return [(game.key, table) for game in games for table in game.commands.ladder]


def _table(key: str, name: str) -> LadderTable:
    return next(t for t in catalogue.game(key).commands.ladder if t.name == name)


def _matches(
    key: str, table: LadderTable, count: int, seed: int, hands: int, pairs=PAIRS, first: int = 0
) -> list[tuple]:
    """Every match the table plays (matches ``first`` to ``first + count``, of
    the given ``pairs`` at a table of two): (game, table, pair, levels by
    seat, seed, hands)."""
    jobs = []
    if table.seats == 2:
        for pair in pairs:
            for k in range(first, first + count):
                levels = pair if k % 2 == 0 else pair[::-1]
                jobs.append((key, table.name, pair, levels, _seed(seed, table.name, pair, k), hands))
    else:
        for k in range(first, first + count):
            rotation = k % 3
            levels = LEVELS[rotation:] + LEVELS[:rotation]
            jobs.append((key, table.name, LEVELS, levels, _seed(seed, table.name, LEVELS, k), hands))
    return jobs


def _seed(seed: int, name: str, pair: tuple, k: int) -> int:
    return random.Random(f"{seed}/{name}/{'-'.join(pair)}/{k}").randrange(2**32)


def _play(job: tuple) -> tuple:
    key, name, pair, levels, seed, hands = job
    return job, _table(key, name).play(levels, seed, hands, Runner())


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a share of ``wins`` in ``n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def verdict(low: float, high: float) -> str:
    """The higher level against the lower, by the interval of its share of decided matches."""
    if low > 0.5:
        return "ahead"
    if high < 0.5:
        return "behind"
    return "too close to tell"


def _mean_ci(values: list[float]) -> tuple[float, list[float]]:
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return round(mean, 3), [round(mean - half, 3), round(mean + half, 3)]


def _pair_summary(table: LadderTable, pair: tuple, played: list[tuple[tuple, LadderResult]]) -> dict:
    low, high = pair
    wins = {low: 0, high: 0}
    nets: dict = defaultdict(list)
    draws = 0
    for levels, result in played:
        seat_of = {level: levels.index(level) for level in pair}
        for level in pair:
            net = result.net[seat_of[level]]
            nets[level].append(net / result.rounds if table.against_house else net)
        if table.against_house:  # the level that did better against the house at the same table
            mine, theirs = (result.net[seat_of[level]] for level in (high, low))
            winner = high if mine > theirs else low if theirs > mine else None
        else:
            winner = levels[result.winner] if result.winner is not None else None
        if winner in wins:
            wins[winner] += 1
        elif winner is None and (table.against_house or result.winner is None):
            draws += 1  # a level match (a third level's win at a table of three is neither)
    decided = wins[low] + wins[high]
    share = wins[high] / decided if decided else 0.5
    interval = wilson(wins[high], decided)
    summary = {
        "levels": [low, high],
        "matches": len(played),
        "wins": wins,
        "draws": draws,
        "share": round(share, 4),
        "share_ci": [round(x, 4) for x in interval],
        "verdict": verdict(*interval),
    }
    per = "net_per_round" if table.against_house else "net_per_match"
    means = {level: _mean_ci(nets[level]) for level in pair}
    summary[per] = {level: means[level][0] for level in pair}
    summary[per.replace("per_round", "ci").replace("per_match", "ci")] = {level: means[level][1] for level in pair}
    return summary


def ladder(
    matches: int, hands: int, seed: int, only: str | None = None, processes: int | None = None, progress=None
) -> dict:
    """Play the ladder; the JSON summary."""
    started = time.perf_counter()
    chosen = tables(only)
    processes = processes or os.cpu_count() or 1
    jobs = [job for key, table in chosen for job in _matches(key, table, matches, seed, hands)]
    results = _play_all(jobs, processes, progress, started, "ladder")
    pairs_by_table = {
        table.name: [_pair_summary(table, pair, _of_pair(table, pair, results[(key, table.name)])) for pair in PAIRS]
        for key, table in chosen
    }
    looked_behind = {
        (key, table.name): [tuple(p["levels"]) for p in pairs_by_table[table.name] if p["verdict"] == "behind"]
        for key, table in chosen
    }
    again = [
        job
        for key, table in chosen
        if looked_behind[(key, table.name)]
        for job in _matches(key, table, matches, seed, hands, looked_behind[(key, table.name)], first=matches)
    ]
    rechecked = _play_all(again, processes, progress, started, "ladder, rechecking what looked behind")
    summary: dict = {"matches": matches, "hands": hands, "seed": seed, "games": {}}
    for key, table in chosen:
        pairs = pairs_by_table[table.name]
        for k, pair in enumerate(PAIRS):
            if pair in looked_behind[(key, table.name)]:
                recheck = _of_pair(table, pair, rechecked[(key, table.name)])
                pairs[k] = _rechecked(table, pair, _of_pair(table, pair, results[(key, table.name)]), recheck)
        summary["games"][table.name] = {
            "unit": table.unit,
            "seats": table.seats,
            "pairs": pairs,
            "ordered": all(p["verdict"] != "behind" for p in pairs),
        }
    summary["ordered"] = all(g["ordered"] for g in summary["games"].values())
    summary["behind"], summary["too_close"] = (
        [
            f"{name}: {p['levels'][0]} v {p['levels'][1]}"
            for name, game in summary["games"].items()
            for p in game["pairs"]
            if p["verdict"] == said
        ]
        for said in ("behind", "too close to tell")
    )
    summary["seconds"] = round(time.perf_counter() - started, 1)
    return summary


def _play_all(jobs: list[tuple], processes: int, progress, started: float, what: str) -> dict:
    """Every job's result, by (game, table): a list of (pair, levels by seat, result)."""
    results: dict = defaultdict(list)
    done = 0

    def record(job, result):
        nonlocal done
        key, name, pair, levels, _, _ = job
        results[(key, name)].append((pair, levels, result))
        done += 1
        if progress and (done % 20 == 0 or done == len(jobs)):
            progress(f"{what}: {done}/{len(jobs)} matches, {time.perf_counter() - started:.0f} s")

    if processes > 1 and len(jobs) > 1:
        context = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
        # a spawned worker starts afresh: it is given the games this process knows
        with context.Pool(processes, initializer=catalogue.install, initargs=(catalogue.games(),)) as pool:
            for job, result in pool.imap_unordered(_play, jobs, chunksize=4):
                record(job, result)
    else:
        for job in jobs:
            record(*_play(job))
    return results


def _of_pair(table: LadderTable, pair: tuple, played: list[tuple]) -> list[tuple]:
    """The (levels, result) of the matches that set ``pair`` against each other
    (at a table of three, every match: all three levels sit at each)."""
    return [(levels, result) for p, levels, result in played if table.seats != 2 or p == pair]


def _rechecked(table: LadderTable, pair: tuple, first: list[tuple], recheck: list[tuple]) -> dict:
    """A pair that looked behind, told again by its first matches and its recheck together."""
    summary = _pair_summary(table, pair, first + recheck)
    again = _pair_summary(table, pair, recheck)
    low, high = pair
    decided = again["wins"][low] + again["wins"][high]
    leans_behind = decided > 0 and again["wins"][high] < again["wins"][low]
    if summary["verdict"] == "behind" and not leans_behind:
        summary["verdict"] = "too close to tell"
    summary["recheck"] = {"matches": again["matches"], "wins": again["wins"], "share": again["share"]}
    return summary


def table_text(summary: dict) -> str:
    """The ladder as a table for the terminal (and the README)."""
    lines = [
        "| table | levels | matches | wins | draws | higher level's share (95%) | verdict | net per match |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for name, game in summary["games"].items():
        for p in game["pairs"]:
            low, high = p["levels"]
            nets = p.get("net_per_match") or p.get("net_per_round")
            unit = game["unit"] + (" a round" if "net_per_round" in p else "")
            lo_ci, hi_ci = p["share_ci"]
            said = p["verdict"]
            if "recheck" in p:
                again = p["recheck"]
                said += f" (rechecked: {again['wins'][low]} - {again['wins'][high]})"
            lines.append(
                f"| {name} | {low} v {high} | {p['matches']} | {p['wins'][low]} - {p['wins'][high]} | "
                f"{p['draws']} | {p['share']:.1%} ({lo_ci:.1%} to {hi_ci:.1%}) | {said} | "
                f"{nets[low]:+g} v {nets[high]:+g} {unit} |"
            )
    lines.append(f"ordered: {'yes' if summary['ordered'] else 'NO'}; {summary['seconds']:.0f} s")
    if summary["behind"]:
        lines.append("behind beyond chance: " + ", ".join(summary["behind"]))
    if summary["too_close"]:
        lines.append("too close to tell: " + ", ".join(summary["too_close"]))
    return "\n".join(lines)
